#pragma once
// Euler XYZ and Scale XYZ controllers compiled, when the helper system is built (it is built anew
// after every edit), for the eight characters of a block: each channel a constant, a Float
// Reaction on curves (its master read out of the lanes, its curve per master value) or a Float
// Expression / Float Wire (its variables read for the eight lanes at once, its program lane by
// lane), then the controller's own operations lane by lane, so every lane gets the bits its
// character gets alone.

#include <optional>
#include <span>

#include "helpers/controller.h"
#include "helpers/helper_joint.h"
#include "math/euler.h"
#include "pose/pose_lanes.h"

namespace rigstage {

struct BoundExpression;
struct FloatChannel;
struct Reaction;

/// The three channels of an XYZ controller for the eight lanes.
class XyzChannelsAcross {
public:
    /// Nullopt when a channel is driven by a controller of another kind (a reaction blending
    /// states, a constant controller).
    static std::optional<XyzChannelsAcross> compile(const FloatChannel (&channels)[3]);
    /// The three values where every channel is a constant.
    std::optional<glm::vec3> constant() const;
    /// Each channel's value for each lane: out[channel][k].
    void evaluate(const PoseLanes& block, std::span<PoseSource* const, kPoseLanes> lanes,
                  const HelperTime (&times)[kPoseLanes], float (&out)[3][kPoseLanes]) const;

private:
    struct Channel {
        float value = 0.0f;                      ///< A constant's.
        const Reaction* reaction = nullptr;      ///< A Float Reaction's, on curves.
        const BoundExpression* expression = nullptr;  ///< A Float Expression's or Float Wire's.
    };
    Channel channels_[3];
};

/// A helper's rotation slot where its controller is an Euler XYZ of such channels: what the slot
/// gives (the controller's rotation from identity, normalised), lane by lane.
class EulerXyzAcross {
public:
    static std::optional<EulerXyzAcross> compile(const RotationController& controller);
    void evaluate(const PoseLanes& block, std::span<PoseSource* const, kPoseLanes> lanes,
                  const HelperTime (&times)[kPoseLanes], glm::quat (&out)[kPoseLanes]) const;
    /// The turn of the channels' angles, lane by lane: what EulerXyz::evaluate multiplies its
    /// incoming rotation by (a Rotation List's entry is evaluated from the list's running value).
    void turns(const PoseLanes& block, std::span<PoseSource* const, kPoseLanes> lanes,
               const HelperTime (&times)[kPoseLanes], glm::quat (&out)[kPoseLanes]) const;

private:
    XyzChannelsAcross channels_;
    EulerOrder order_ = EulerOrder::XYZ;
    std::optional<glm::quat> constantTurn_;  ///< The turn of constant channels, worked out once.
};

/// A helper's scale slot where its controller is a Scale XYZ of such channels.
class ScaleXyzAcross {
public:
    static std::optional<ScaleXyzAcross> compile(const ScaleController& controller);
    void evaluate(const PoseLanes& block, std::span<PoseSource* const, kPoseLanes> lanes,
                  const HelperTime (&times)[kPoseLanes], glm::vec3 (&out)[kPoseLanes]) const;

private:
    XyzChannelsAcross channels_;
};

}  // namespace rigstage
