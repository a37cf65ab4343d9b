#include "helpers/helper_slots_across.h"

#include "math/srt.h"

namespace rigstage {

std::unique_ptr<HelperSlotsAcross> HelperSlotsAcross::compile(const HelperJoint& joint)
{
    auto compiled = std::make_unique<HelperSlotsAcross>();
    compiled->position_ = joint.position ? PositionOffsetsAcross::compile(*joint.position) : std::nullopt;
    compiled->euler_ = joint.rotation ? EulerXyzAcross::compile(*joint.rotation) : std::nullopt;
    compiled->rotationList_ = joint.rotation && !compiled->euler_ ? RotationListAcross::compile(*joint.rotation) : std::nullopt;
    compiled->scale_ = joint.scale ? ScaleXyzAcross::compile(*joint.scale) : std::nullopt;
    compiled->whole_ = (joint.position || joint.rotation || joint.scale) && (!joint.position || compiled->position_)
                       && (!joint.rotation || compiled->euler_ || compiled->rotationList_)
                       && (!joint.scale || compiled->scale_);
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
    const bool rotates = euler_ || rotationList_;
    if (!rotates && !scale_) {
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
    }
    if (scale_) {
        scale_->evaluate(block, lanes, times, scales);
    }
    for (int k = 0; k < kPoseLanes; ++k) {
        const Srt kept = block.local(k, joint.bone);
        const glm::vec3 translation = position_ ? glm::vec3(t[0][k], t[1][k], t[2][k]) : kept.translation;
        const glm::quat rotation = rotates ? rotations[k] : kept.rotation;
        const glm::vec3 scale = scale_ ? scales[k] : kept.scale;
        if (isFinite(translation) & isFinite(rotation) & isFinite(scale)) {
            block.setLocal(k, joint.bone, translation, rotation, scale);
        }
    }
}

}  // namespace rigstage
