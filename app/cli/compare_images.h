#pragma once
// One comparison of a reference with a second picture (a screenshot, or the rig's render): masks,
// overlap, the files asked for, and the numbers as `compare --format json` gives them. A single
// compare and every case of a batch go through it, so a batch's case says what compare says.

#include <QImage>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

#include "viewport/silhouette.h"

namespace rigstage::cli {

struct ImageComparisonRequest {
    bool fit = false;
    int threshold = 60;
    double minIou = 0.0;
    double warnBelow = 0.0;   ///< A pass under it is warned.
    QString masksFolder;      ///< Non-empty: write mask-a.png and mask-b.png (and render.png with a rig) here.
    bool withRig = false;     ///< The second picture is the rig's render.
    QString diffPath;         ///< Non-empty: write the difference here.
    QString acceptInto;       ///< Non-empty: accept the render as this reference file.
    QStringList warnings;     ///< The render's warnings, reported beside the IoU.
    QJsonObject drawn;        ///< What the render drew (frame, time, fps, clip, camera).
};

struct ImageComparison {
    MaskComparison overlap;
    bool pass = false;
    bool accepted = false;
    bool warned = false;
    bool clipped = false;  ///< The render's near or far plane cut the character.
    QJsonObject json;      ///< compare --format json's object.
};

/// Compares a with b as asked; nullopt with the reason in error when a file cannot be written or
/// the masks differ in size.
std::optional<ImageComparison> compareImages(const QImage& a, const QImage& b, const ImageComparisonRequest& request, QString& error);

}  // namespace rigstage::cli
