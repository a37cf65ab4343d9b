#pragma once
// Inspector: the selected bone's name, layer, flags, controllers and its local and world
// transforms (translation, Euler XYZ rotation in degrees, scale).

#include <QWidget>

#include <optional>

#include "widgets/elided_label.h"

#include "math/srt.h"

class QFormLayout;
class QLabel;

namespace rigstage {

/// What the inspector shows for one bone (filled by the application from the document).
struct BoneInspection {
    QString name;
    QString layer;
    int level = 0;
    QString flags;        ///< e.g. "B D" or "-"
    QString controllers;  ///< e.g. "Rotation: OrientationConstraint"; empty for baked bones
    Srt local;
    Srt world;
};

class InspectorWidget : public QWidget {
    Q_OBJECT
public:
    explicit InspectorWidget(QWidget* parent = nullptr);
    /// Shows a bone, or the "nothing selected" text when bone is null.
    void show(const BoneInspection* bone);
    /// The text shown for a field (for tests): "name", "layer", "flags", "controllers",
    /// "localTranslation", "localRotation", "localScale", "worldTranslation", "worldRotation", "worldScale".
    QString field(const QString& key) const;
    /// Shows positions multiplied by factor, with decimals places and the unit's symbol after
    /// them (none: the rig's own units, as the files count them). Redraws the bone shown.
    void setLengthDisplay(double factor, int decimals, const QString& symbol);

private:
    ElidedLabel* addRow(QFormLayout* form, const QString& label, const QString& key);
    QLabel* empty_;
    QWidget* details_;
    QMap<QString, ElidedLabel*> labels_;
    std::optional<BoneInspection> shown_;  // redrawn when the length display changes
    double lengthFactor_ = 1.0;
    int lengthDecimals_ = 3;
    QString lengthSymbol_;
};

/// Formats a vector as "x, y, z" with the given decimals.
QString formatVector(const glm::vec3& v, int decimals);
/// Euler XYZ (X first, as 3ds Max shows it) in degrees.
glm::vec3 eulerDegrees(const glm::quat& q);

}  // namespace rigstage
