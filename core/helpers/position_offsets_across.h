#pragma once
// A helper's position controller made of offsets: a Position XYZ (its channels constants, curve
// reactions or expressions: XyzChannelsAcross), a Position Reaction on curves of a float master, or
// a Position List of them and of position constraints (the game rig's volume helpers). Compiled
// when the helper system is built (it is built anew after every edit) into a flat list of terms,
// and run for the eight characters of a block at once: each term's offsets for the eight lanes (a
// reaction's master read out of the lanes, its curves per master value; a constraint's position,
// which replaces the running one), then the running position moved by them over the lane type
// with evaluate()'s operations, so every lane gets the bits its character gets alone.

#include <optional>
#include <span>
#include <vector>

#include "helpers/controller.h"
#include "helpers/xyz_across.h"
#include "pose/pose_lanes.h"

namespace rigstage {

class PositionConstraint;
struct Reaction;

class PositionOffsetsAcross {
public:
    /// The controller compiled, or nullopt when it is, or holds, a controller of another kind (a
    /// reaction blending states, an expression on the whole position; a constraint outside a
    /// list). The controller must outlive the result.
    static std::optional<PositionOffsetsAcross> compile(const PositionController& controller);
    /// Whether a term is a constraint: then evaluate() needs the bone's parent, unscaled in every
    /// lane (PositionConstraint::evaluateAcross).
    bool holdsConstraint() const { return constrained_; }
    /// Whether evaluate() can run for the helper driving bone in this frame (see holdsConstraint).
    bool runsAcross(int bone, PoseLanes& block) const;
    /// controller.evaluate(ctx, vec3(0)) for each character of block, the controller driving bone,
    /// lanes[k] reading character k at times[k]: out[axis][k].
    void evaluate(int bone, PoseLanes& block, std::span<PoseSource* const, kPoseLanes> lanes,
                  const HelperTime (&times)[kPoseLanes], float (&out)[3][kPoseLanes]) const;

private:
    struct Term {
        const Reaction* reaction = nullptr;  ///< Null (and no constraint): a Position XYZ's channels.
        std::optional<XyzChannelsAcross> channels;
        const PositionConstraint* constraint = nullptr;  ///< Its position replaces the running one.
        float weight = 1.0f;                 ///< A list's weight for the entry (PositionList::appliedWeight).
    };
    bool constrained_ = false;  ///< A term is a constraint.
    std::vector<Term> terms_;
    bool list_ = false;  ///< A list's entries: each term moves the running position by its weight.
};

}  // namespace rigstage
