#pragma once
// One character playing: its pose, the clip player of the active clip, and the helper joints of
// every procedural layer, evaluated in the order the EvaluationOrderBuilder found.

#include <memory>

#include "anim/clip_player.h"
#include "diagnostics.h"
#include "helpers/helper_joint_system.h"
#include "io/character_loader.h"
#include "pose/pose.h"

namespace rigstage {

class CharacterInstance {
public:
    /// Compiles the helper joints of data against its framework and builds their order. Returns
    /// null (with the problems in diagnostics) when the framework is missing or a helper fails.
    /// data must outlive the instance.
    static std::unique_ptr<CharacterInstance> create(const CharacterData& data, Diagnostics& diagnostics);

    /// Plays a clip (index into data.clips, -1 for none) and puts the pose back to bind.
    void setClip(int clip, Diagnostics& diagnostics);
    /// Evaluates a frame: the clip writes its baked bones, then the helper joints run.
    void evaluate(float frame, bool loop = true);

    Pose& pose() { return pose_; }
    const Framework& framework() const { return *data_->framework; }
    HelperJointSystem* helpers() { return helpers_.get(); }
    const Clip* clip() const { return player_ ? &player_->clip() : nullptr; }

private:
    explicit CharacterInstance(const CharacterData& data);

    const CharacterData* data_;
    Pose pose_;
    std::unique_ptr<ClipPlayer> player_;
    std::unique_ptr<HelperJointSystem> helpers_;
};

/// Compiles every helper setting of data and builds the helper-joint system (null on errors).
std::unique_ptr<HelperJointSystem> buildHelperJoints(const CharacterData& data, Diagnostics& diagnostics);

}  // namespace rigstage
