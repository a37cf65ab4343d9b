#pragma once
// Base classes of the replicated 3ds Max controllers. Each controller has Preprocess (run once on
// the bind pose, e.g. for Keep Initial Offset) and Process (run every frame); both read other
// bones only through the PoseSource in the context.
//
// Values are local to the helper bone's parent, like Max's sub-controllers of a PRS transform:
// position and scale controllers return the local translation / scale, rotation controllers the
// local rotation. `incoming` is the running value: identity at the top of a bone (zero position,
// identity rotation, unit scale), the value so far inside a list. Plain controllers (XYZ,
// reaction, expression) add to it as Max's relative GetValue does; constraints replace it.

#include <memory>
#include <string>
#include <vector>

#include "helpers/pose_source.h"

namespace rigstage {

/// 3ds Max's time base: 4800 ticks per second.
inline constexpr double kTicksPerSecond = 4800.0;

/// What a controller may know while it evaluates.
struct EvalContext {
    EvalContext(PoseSource& source, int helperBone) : pose(source), bone(helperBone) {}

    PoseSource& pose;
    int bone = -1;                 ///< The helper bone being evaluated.
    Srt previousLocal;             ///< The bone's local transform before this evaluation (last valid value).
    Srt local;                     ///< The bone's local transform as built so far (position before rotation).
    double ticks = 0.0;            ///< Current time in ticks.
    double rangeStartTicks = 0.0;  ///< Animation range, for the expression variable NT.
    double rangeEndTicks = 0.0;
    double ticksPerFrame = 160.0;  ///< 4800 / frame rate, for the expression variable F.
    /// Preprocess only: where a constraint's base comes from. Max's constraints take it from the
    /// controller they were assigned over (Copy) under the matrix of their first evaluation
    /// (GetValue's first-time flag: position_cnstrnt.cpp, orientation_cnstrnt.cpp,
    /// lookat_cnstrnt.cpp). Null at the top of a bone and for a list's first entry (the controller
    /// the list was assigned over): the bind local value under the parent. For a later entry of a
    /// list, the list's running value at the bind pose (translation for a Position List, rotation
    /// for a Rotation List): the entry was assigned over the list's empty "Available" slot, whose
    /// value is zero / identity, and is first evaluated on the running matrix (listctrl.cpp).
    const Srt* runningInList = nullptr;
};

class FloatController {
public:
    virtual ~FloatController() = default;
    virtual void preprocess(EvalContext&) {}
    /// Returns the channel value (radians for rotation channels).
    virtual float evaluate(EvalContext& ctx) = 0;
    virtual const char* typeName() const = 0;
};

class PositionController {
public:
    virtual ~PositionController() = default;
    virtual void preprocess(EvalContext&) {}
    virtual glm::vec3 evaluate(EvalContext& ctx, const glm::vec3& incoming) = 0;
    virtual const char* typeName() const = 0;
};

class RotationController {
public:
    virtual ~RotationController() = default;
    virtual void preprocess(EvalContext&) {}
    virtual glm::quat evaluate(EvalContext& ctx, const glm::quat& incoming) = 0;
    virtual const char* typeName() const = 0;
};

class ScaleController {
public:
    virtual ~ScaleController() = default;
    virtual void preprocess(EvalContext&) {}
    virtual glm::vec3 evaluate(EvalContext& ctx, const glm::vec3& incoming) = 0;
    virtual const char* typeName() const = 0;
};

/// One target of a constraint: a bone and its relative weight (Max's 0..100 spinner).
struct ConstraintTarget {
    int bone = -1;
    float weight = 50.0f;
};

/// The weighted average of the targets' world positions (relative weights, negative ones count as
/// 0), as the Position and LookAt constraints compute it. Returns false when the weights add up
/// to 1e-7 or less; out is then the undivided sum (the world origin when every weight is 0).
bool weightedTargetPosition(PoseSource& pose, const std::vector<ConstraintTarget>& targets, glm::vec3& out);

}  // namespace rigstage
