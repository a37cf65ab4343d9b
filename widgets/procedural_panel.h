#pragma once
// The frame's stages while the character plays: which run and what each costs (StageList), the
// ground and the slope adaptation's tuning (TerrainEditor), the locomotion's speeds, times and
// angles, and each trailing joint's settling time and angle limit. Edits apply at once.

#include <QWidget>

#include "procedural/locomotion.h"
#include "procedural/trailing_joint.h"

class QDoubleSpinBox;
class QFormLayout;
class QGroupBox;

namespace rigstage {

class StageList;
class TerrainEditor;
class TransitionEditor;

class ProceduralPanel : public QWidget {
    Q_OBJECT
public:
    explicit ProceduralPanel(QWidget* parent = nullptr);

    StageList* stages() const { return stages_; }
    TerrainEditor* terrain() const { return terrain_; }
    TransitionEditor* transitions() const { return transitions_; }

    /// Shows the locomotion's settings, or disables the group when the character has none.
    void setLocomotion(const LocomotionSettings* settings);
    /// Shows one row pair per trailing joint (labelled with the bone names).
    void setTrailingJoints(const QStringList& bones, const std::vector<TrailingJointSettings>& settings);
    /// The spin box of a locomotion field ("maxSpeed", "accelSeconds", ...), for tests.
    QDoubleSpinBox* locomotionField(const QString& key) const { return locomotionFields_.value(key); }

Q_SIGNALS:
    void locomotionEdited(const rigstage::LocomotionSettings& settings);
    void trailingEdited(int index, float dampSeconds, float angleLimitDegrees);

private:
    QDoubleSpinBox* addField(QFormLayout* form, const QString& label, double min, double max, double step, const QString& suffix);
    LocomotionSettings current() const;

    StageList* stages_;
    TerrainEditor* terrain_;
    TransitionEditor* transitions_;
    QGroupBox* locomotionGroup_;
    QGroupBox* trailingGroup_;
    QFormLayout* trailingForm_;
    QMap<QString, QDoubleSpinBox*> locomotionFields_;
    std::vector<std::pair<QDoubleSpinBox*, QDoubleSpinBox*>> trailingFields_;
    QStringList trailingBones_;  // the joints the rows show
    LocomotionSettings base_;
    bool updating_ = false;
};

}  // namespace rigstage
