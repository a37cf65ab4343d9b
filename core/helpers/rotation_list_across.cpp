#include "helpers/rotation_list_across.h"

#include "helpers/list_controllers.h"
#include "helpers/orientation_constraint.h"
#include "math/srt.h"

namespace rigstage {

std::optional<RotationListAcross> RotationListAcross::compile(const RotationController& controller)
{
    const auto* list = dynamic_cast<const RotationList*>(&controller);
    if (!list) {
        return std::nullopt;
    }
    RotationListAcross compiled;
    compiled.average_ = list->average;
    for (const ListEntry<RotationController>& e : list->entries) {
        if (RotationListRun::skips(e.weight)) {
            continue;  // never evaluated
        }
        Entry entry;
        entry.weight = e.weight;
        entry.euler = EulerXyzAcross::compile(*e.controller);
        if (!entry.euler) {
            const auto* constraint = dynamic_cast<const OrientationConstraint*>(e.controller.get());
            if (!constraint || !constraint->worldBatchable()) {
                return std::nullopt;
            }
            entry.constraint = constraint;
        }
        compiled.entries_.push_back(std::move(entry));
    }
    return compiled;
}

void RotationListAcross::evaluate(int bone, PoseLanes& block, std::span<PoseSource* const, kPoseLanes> lanes,
                                  const HelperTime (&times)[kPoseLanes], glm::quat (&out)[kPoseLanes]) const
{
    // No entry reads what the list gives, so each is worked out for the eight before the list
    // steps through them; an Euler XYZ's value is its turn applied to the running rotation.
    RotationListRun running[kPoseLanes];
    for (RotationListRun& r : running) {
        r = RotationListRun(glm::quat(1.0f, 0.0f, 0.0f, 0.0f), average_);
    }
    glm::quat values[kPoseLanes];
    for (const Entry& e : entries_) {
        if (e.euler) {
            e.euler->turns(block, lanes, times, values);
            for (int k = 0; k < kPoseLanes; ++k) {
                values[k] = normalizeUnlessUnit(running[k].rotation() * values[k]);
            }
        } else {
            e.constraint->evaluateWorldAcross(bone, block, values);
        }
        for (int k = 0; k < kPoseLanes; ++k) {
            running[k].apply(values[k], e.weight);
        }
    }
    for (int k = 0; k < kPoseLanes; ++k) {
        out[k] = safeNormalize(running[k].rotation());  // the slot's
    }
}

}  // namespace rigstage
