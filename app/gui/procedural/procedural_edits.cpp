#include "gui/procedural/procedural_edits.h"

#include "gui/document.h"
#include "gui/edit_command.h"

namespace rigstage {

ProceduralEdits::ProceduralEdits(Document& document, QObject* parent)
    : QObject(parent)
    , document_(document)
{
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

void ProceduralEdits::editLocomotionSettings(const LocomotionSettings& after)
{
    ProceduralLocomotion* loco = document_.instance() ? document_.instance()->locomotion() : nullptr;
    if (!loco) {
        return;
    }
    const LocomotionSettings before = loco->settings();
    loco->settings() = after;
    const auto apply = [this](const LocomotionSettings& s) {
        if (ProceduralLocomotion* l = document_.instance() ? document_.instance()->locomotion() : nullptr) {
            l->settings() = s;
            Q_EMIT settingsChanged();
        }
    };
    document_.undoStack()->push(new EditCommand(tr("Edit Locomotion"), [apply, after] { apply(after); }, [apply, before] { apply(before); },
                               QStringLiteral("locomotion:") + changedField(before, after), true));
}

void ProceduralEdits::editSlopeTuning(float alignment, float roll, float maxRollDegrees, const SpringSettings& height,
                                      const SpringSettings& pitch)
{
    SlopeAdaptation* slope = document_.instance() ? document_.instance()->slopeAdaptation() : nullptr;
    if (!slope) {
        return;
    }
    struct Tuning {
        float alignment, roll, maxRollDegrees;
        SpringSettings height, pitch;
    };
    const SlopeAdaptationSettings& now = slope->settings();
    const Tuning before{now.alignment, now.roll, now.maxRollDegrees, now.heightSpring, now.pitchSpring},
        after{alignment, roll, maxRollDegrees, height, pitch};
    const auto apply = [this](const Tuning& t) {
        if (SlopeAdaptation* s = document_.instance() ? document_.instance()->slopeAdaptation() : nullptr) {
            s->settings().alignment = t.alignment;
            s->settings().roll = t.roll;
            s->settings().maxRollDegrees = t.maxRollDegrees;
            s->settings().heightSpring = t.height;
            s->settings().pitchSpring = t.pitch;
            Q_EMIT settingsChanged();
        }
    };
    apply(after);
    // Steps of one field merge into one undo step.
    const QString field = before.alignment != after.alignment                          ? QStringLiteral("alignment")
                          : before.roll != after.roll                                 ? QStringLiteral("roll")
                          : before.maxRollDegrees != after.maxRollDegrees             ? QStringLiteral("maxRollDegrees")
                          : before.height.frequencyHz != after.height.frequencyHz     ? QStringLiteral("heightFrequency")
                          : before.height.dampingRatio != after.height.dampingRatio   ? QStringLiteral("heightDamping")
                          : before.pitch.frequencyHz != after.pitch.frequencyHz       ? QStringLiteral("pitchFrequency")
                                                                                       : QStringLiteral("pitchDamping");
    document_.undoStack()->push(new EditCommand(tr("Edit Slope Adaptation"), [apply, after] { apply(after); }, [apply, before] { apply(before); },
                               QStringLiteral("slope:") + field, true));
}

void ProceduralEdits::editTrailingSettings(int index, float dampSeconds, float angleLimitDegrees)
{
    if (!document_.instance() || index < 0 || index >= int(document_.instance()->trailingJoints().size())) {
        return;
    }
    TrailingJointSettings& settings = document_.instance()->trailingJoints()[std::size_t(index)].settings();
    const std::pair<float, float> before(settings.dampSeconds, settings.angleLimitDegrees);
    const std::pair<float, float> after(dampSeconds, angleLimitDegrees);
    settings.dampSeconds = dampSeconds;
    settings.angleLimitDegrees = angleLimitDegrees;
    const auto apply = [this, index](std::pair<float, float> v) {
        if (document_.instance() && index < int(document_.instance()->trailingJoints().size())) {
            TrailingJointSettings& s = document_.instance()->trailingJoints()[std::size_t(index)].settings();
            s.dampSeconds = v.first;
            s.angleLimitDegrees = v.second;
            Q_EMIT settingsChanged();
        }
    };
    const QString field = before.first != after.first ? QStringLiteral("damp") : QStringLiteral("angle");
    document_.undoStack()->push(new EditCommand(tr("Edit Trailing Joint"), [apply, after] { apply(after); }, [apply, before] { apply(before); },
                               QStringLiteral("trailing:%1:").arg(index) + field, true));
}

}  // namespace rigstage
