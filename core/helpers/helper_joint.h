#pragma once
// A helper joint: a bone whose local position, rotation and / or scale come from controllers.

#include <memory>
#include <string>

#include "helpers/controller.h"
#include "helpers/controller_profile.h"

namespace rigstage {

struct PoseLane;

struct HelperJoint {
    int bone = -1;
    std::unique_ptr<PositionController> position;  ///< Null: the local position stays as it is.
    std::unique_ptr<RotationController> rotation;
    std::unique_ptr<ScaleController> scale;
    std::string file;  ///< HelperJointSetting file and line, for diagnostics.
    int line = 0;
    /// Driven by a solver (an IK Limb) that adjusts the clip's pose: a baked bone is expected here.
    bool solverDriven = false;
};

/// Time as the controllers see it.
struct HelperTime {
    double ticks = 0.0;
    double ticksPerFrame = 160.0;  ///< 4800 / 30 fps.
    double rangeStartTicks = 0.0;
    double rangeEndTicks = 0.0;

    /// Time of a frame of a clip at frameRate, with the clip's range.
    static HelperTime atFrame(double frame, double frameRate, double startFrame, double endFrame);
};

/// Evaluates one helper joint (position, then rotation, then scale, as Max's PRS does) reading
/// through source, and writes the result into pose. A non-finite result keeps the previous value.
/// When slot is given, it names the controller running at each moment ("Rotation: LookAtConstraint"),
/// so the EvaluationOrderBuilder can say which controller asked for what.
/// When profile is given, each slot's controller is timed and added to it as helper helperIndex.
void evaluateHelperJoint(HelperJoint& joint, PoseSource& source, Pose& pose, const HelperTime& time,
                         std::string* slot = nullptr, ControllerProfile* profile = nullptr, int helperIndex = -1);
/// The same for one character of a block held in lanes (source reading that lane), written into its
/// lane; translation, when given, is the position controller's result for that lane, worked out
/// beforehand (PositionOffsetsAcross), and the position slot takes it without evaluating.
void evaluateHelperJoint(HelperJoint& joint, PoseSource& source, PoseLane lane, const HelperTime& time,
                         const glm::vec3* translation = nullptr);

}  // namespace rigstage
