#pragma once
// The inputs a reaction or an expression reads from a bone (the seed's PositionEvaluator,
// RotationEvaluator and DistanceEvaluator, and what an Expose TM helper exposes).

#include <optional>
#include <span>
#include <string_view>

#include "helpers/pose_source.h"
#include "math/euler.h"
#include "pose/pose_lanes.h"

namespace rigstage {

enum class InputKind {
    Position,  ///< One component of a position.
    Rotation,  ///< One Euler angle of a rotation, radians.
    Distance,  ///< Distance to the reference (or the world origin).
    Angle,     ///< Angle between the bone's X axis and the reference's X axis, radians.
};

enum class InputSpace { Local, World };

/// What "local" is relative to.
enum class InputReference {
    Parent,  ///< The bone's parent (Expose TM's "Use Parent as Reference", the default).
    Bone,    ///< Another bone.
    World,   ///< No reference: local values are world values.
};

struct BoneValueInput {
    int bone = -1;
    InputKind kind = InputKind::Rotation;
    InputSpace space = InputSpace::Local;
    InputReference reference = InputReference::Parent;
    int referenceBone = -1;
    int axis = 0;  ///< 0 X, 1 Y, 2 Z (position and rotation).
    EulerOrder order = EulerOrder::XYZ;

    /// Returns the value: units for positions and distances, radians for rotations and angles.
    float evaluate(PoseSource& pose) const;
    /// evaluate() for each character of a block held in lanes, lanes[k] reading character k, with
    /// its bits: local rotations and positions relative to the parent are read straight out of the
    /// block's lanes, the other inputs through lanes[k].
    void evaluateLanes(const PoseLanes& block, std::span<PoseSource* const, kPoseLanes> lanes,
                       float (&out)[kPoseLanes]) const;
    /// Returns true for rotation and angle inputs (shown in degrees to the user).
    bool isAngle() const { return kind == InputKind::Rotation || kind == InputKind::Angle; }
};

/// Expose TM's value names: localPositionX, worldPositionY, localEulerZ, worldEulerX, distance,
/// angle (case-insensitive). Fills kind, space and axis of input; false for an unknown name.
bool applyExposedValueName(std::string_view name, BoneValueInput& input);

}  // namespace rigstage
