#include "helpers/helper_slots_across.h"

#include "helpers/lookat_constraint.h"
#include "helpers/orientation_constraint.h"
#include "math/srt.h"

namespace rigstage {

std::unique_ptr<HelperSlotsAcross> HelperSlotsAcross::compile(const HelperJoint& joint, const Framework& framework)
{
    auto compiled = std::make_unique<HelperSlotsAcross>();
    compiled->position_ = joint.position ? PositionOffsetsAcross::compile(*joint.position) : std::nullopt;
    if (compiled->position_ && compiled->position_->holdsConstraint() && framework.parent(joint.bone) < 0) {
        compiled->position_.reset();  // a constraint across the eight needs the parent's inverse
    }
    if (joint.rotation) {
        compiled->euler_ = EulerXyzAcross::compile(*joint.rotation);
        compiled->rotationList_ = compiled->euler_ ? std::nullopt : RotationListAcross::compile(*joint.rotation);
        if (!compiled->euler_ && !compiled->rotationList_) {
            const auto* orientation = dynamic_cast<const OrientationConstraint*>(joint.rotation.get());
            compiled->orientation_ = orientation && orientation->worldBatchable() ? orientation : nullptr;
            // A look-at aims from the bone's position as it stands, which a position slot would move
            // first.
            const auto* lookAt = dynamic_cast<const LookAtConstraint*>(joint.rotation.get());
            compiled->lookAt_ = lookAt && lookAt->batchable() && !joint.position && framework.parent(joint.bone) >= 0 ? lookAt
                                                                                                                   : nullptr;
        }
    }
    compiled->scale_ = joint.scale ? ScaleXyzAcross::compile(*joint.scale) : std::nullopt;
    compiled->whole_ = (joint.position || joint.rotation || joint.scale) && (!joint.position || compiled->position_)
                       && (!joint.rotation || compiled->rotates()) && (!joint.scale || compiled->scale_);
    return compiled->whole_ || compiled->position_ ? std::move(compiled) : nullptr;
}

void HelperSlotsAcross::evaluate(HelperJoint& joint, PoseLanes& block, std::span<PoseSource* const, kPoseLanes> lanes,
                                 const HelperTime (&times)[kPoseLanes]) const
{
    if (position_ && !position_->runsAcross(joint.bone, block)) {
        for (int k = 0; k < kPoseLanes; ++k) {
            evaluateHelperJoint(joint, *lanes[static_cast<std::size_t>(k)], PoseLane{block, k}, times[k]);
        }
        return;
    }
    float t[3][kPoseLanes];
    if (position_) {
        position_->evaluate(joint.bone, block, lanes, times, t);
    }
    if (!whole_) {
        for (int k = 0; k < kPoseLanes; ++k) {
            const glm::vec3 translation(t[0][k], t[1][k], t[2][k]);
            evaluateHelperJoint(joint, *lanes[static_cast<std::size_t>(k)], PoseLane{block, k}, times[k], &translation);
        }
        return;
    }
    if (!rotates() && !scale_) {
        block.setFiniteLocalTranslations(joint.bone, t);  // what evaluateHelperJoint writes
        return;
    }
    // Every slot worked out for the eight from the transforms as they stand (none of these kinds
    // reads what an earlier slot of its helper gave), then each lane written as evaluateHelperJoint
    // writes it: the slots' results over the kept parts, unless one is not finite.
    glm::quat rotations[kPoseLanes];
    glm::vec3 scales[kPoseLanes];
    if (euler_) {
        euler_->evaluate(block, lanes, times, rotations);
    } else if (rotationList_) {
        rotationList_->evaluate(joint.bone, block, lanes, times, rotations);
    } else if (orientation_ || lookAt_) {
        // What the constraint gives from identity, then the slot's normalisation.
        if (orientation_) {
            orientation_->evaluateWorldAcross(joint.bone, block, rotations);
        } else {
            lookAt_->evaluateAcross(joint.bone, block, rotations);
        }
        for (glm::quat& q : rotations) {
            q = safeNormalize(q);
        }
    }
    if (scale_) {
        scale_->evaluate(block, lanes, times, scales);
    }
    block.setFiniteLocals(joint.bone, {.translations = position_ ? t : nullptr,
                                       .rotations = rotates() ? rotations : nullptr,
                                       .scales = scale_ ? scales : nullptr});
}

}  // namespace rigstage
