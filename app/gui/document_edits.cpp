// Document: the undoable edits whose before and after are plain values (costumes, procedural
// settings), as EditCommands. Split from document.cpp by responsibility.

#include "gui/document.h"

#include "gui/edit_command.h"

namespace rigstage {

bool Document::wearCostumes(const std::vector<int>& costumes)
{
    const std::vector<int> before = this->costumes();
    if (costumes == before) {
        return true;
    }
    if (!setCostumes(costumes)) {
        return false;
    }
    undo_.push(new EditCommand(tr("Wear Costumes"), [this, costumes] { setCostumes(costumes); },
                               [this, before] { setCostumes(before); }, {}, true));
    return true;
}

namespace {

/// The name of the one locomotion field that differs (a key for merging a spin box's steps).
QString changedField(const LocomotionSettings& a, const LocomotionSettings& b)
{
    const std::pair<const char*, float LocomotionSettings::*> fields[] = {
        {"maxSpeed", &LocomotionSettings::maxSpeed},       {"accelSeconds", &LocomotionSettings::accelSeconds},
        {"decelSeconds", &LocomotionSettings::decelSeconds}, {"turnSeconds", &LocomotionSettings::turnSeconds},
        {"leanMaxDegrees", &LocomotionSettings::leanMaxDegrees}, {"stepSeconds", &LocomotionSettings::stepSeconds},
        {"stepHeight", &LocomotionSettings::stepHeight},   {"footSpacing", &LocomotionSettings::footSpacing}};
    QString changed;
    for (const auto& [name, field] : fields) {
        if (a.*field != b.*field) {
            changed += QLatin1String(name);
        }
    }
    return changed;
}

}  // namespace

void Document::editLocomotionSettings(const LocomotionSettings& after)
{
    ProceduralLocomotion* loco = instance_ ? instance_->locomotion() : nullptr;
    if (!loco) {
        return;
    }
    const LocomotionSettings before = loco->settings();
    loco->settings() = after;
    const auto apply = [this](const LocomotionSettings& s) {
        if (ProceduralLocomotion* l = instance_ ? instance_->locomotion() : nullptr) {
            l->settings() = s;
            Q_EMIT proceduralSettingsChanged();
        }
    };
    undo_.push(new EditCommand(tr("Edit Locomotion"), [apply, after] { apply(after); }, [apply, before] { apply(before); },
                               QStringLiteral("locomotion:") + changedField(before, after), true));
}

void Document::editSlopeTuning(float alignment, const SpringSettings& height, const SpringSettings& pitch)
{
    SlopeAdaptation* slope = instance_ ? instance_->slopeAdaptation() : nullptr;
    if (!slope) {
        return;
    }
    struct Tuning {
        float alignment;
        SpringSettings height, pitch;
    };
    const SlopeAdaptationSettings& now = slope->settings();
    const Tuning before{now.alignment, now.heightSpring, now.pitchSpring}, after{alignment, height, pitch};
    const auto apply = [this](const Tuning& t) {
        if (SlopeAdaptation* s = instance_ ? instance_->slopeAdaptation() : nullptr) {
            s->settings().alignment = t.alignment;
            s->settings().heightSpring = t.height;
            s->settings().pitchSpring = t.pitch;
            Q_EMIT proceduralSettingsChanged();
        }
    };
    apply(after);
    // Steps of one field merge into one undo step.
    const QString field = before.alignment != after.alignment                          ? QStringLiteral("alignment")
                          : before.height.frequencyHz != after.height.frequencyHz     ? QStringLiteral("heightFrequency")
                          : before.height.dampingRatio != after.height.dampingRatio   ? QStringLiteral("heightDamping")
                          : before.pitch.frequencyHz != after.pitch.frequencyHz       ? QStringLiteral("pitchFrequency")
                                                                                       : QStringLiteral("pitchDamping");
    undo_.push(new EditCommand(tr("Edit Slope Adaptation"), [apply, after] { apply(after); }, [apply, before] { apply(before); },
                               QStringLiteral("slope:") + field, true));
}

void Document::editTrailingSettings(int index, float dampSeconds, float angleLimitDegrees)
{
    if (!instance_ || index < 0 || index >= int(instance_->trailingJoints().size())) {
        return;
    }
    TrailingJointSettings& settings = instance_->trailingJoints()[std::size_t(index)].settings();
    const std::pair<float, float> before(settings.dampSeconds, settings.angleLimitDegrees);
    const std::pair<float, float> after(dampSeconds, angleLimitDegrees);
    settings.dampSeconds = dampSeconds;
    settings.angleLimitDegrees = angleLimitDegrees;
    const auto apply = [this, index](std::pair<float, float> v) {
        if (instance_ && index < int(instance_->trailingJoints().size())) {
            TrailingJointSettings& s = instance_->trailingJoints()[std::size_t(index)].settings();
            s.dampSeconds = v.first;
            s.angleLimitDegrees = v.second;
            Q_EMIT proceduralSettingsChanged();
        }
    };
    const QString field = before.first != after.first ? QStringLiteral("damp") : QStringLiteral("angle");
    undo_.push(new EditCommand(tr("Edit Trailing Joint"), [apply, after] { apply(after); }, [apply, before] { apply(before); },
                               QStringLiteral("trailing:%1:").arg(index) + field, true));
}

}  // namespace rigstage
