#pragma once
// The HTML page of a screenshot batch: one self-contained page (its pictures in a folder beside it,
// linked by relative paths) a reviewer opens in a browser, the worst case first, with the review
// views screenshot-regression tools offer (side by side, swipe, onion skin, difference, masks, a
// switch between reference and render) and a filter by status.

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <vector>

namespace rigstage::cli {

struct ReportCase {
    enum class Status { Error, Fail, Warn, Pass };  ///< In the order the page lists them.
    QString name;
    Status status = Status::Error;
    double iou = 0.0;
    bool clipped = false;   ///< The render's camera planes cut the character.
    bool accepted = false;  ///< The render was taken as the new reference.
    QString error;          ///< Why it was not compared.
    QStringList warnings;
    QJsonObject drawn;      ///< What the render drew: frame, time, fps, clip, camera.
    /// Pictures relative to the page (empty when there is none): the reference, the rig's render,
    /// the two masks as compared, the difference, and the reference's camera file.
    QString reference, render, referenceMask, renderMask, difference, camera;
};

/// The page for cases (sorted here: errors, failures, warnings, passes, each worst IoU first).
QString comparisonReportHtml(const QString& title, const QString& summary, double minIou, double warnIou, std::vector<ReportCase> cases);

}  // namespace rigstage::cli
