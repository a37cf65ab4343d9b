#pragma once
// Slope adaptation (NDC 2018, "Procedural animation system of Project DH II"): the spine is merged
// into segments at the points where legs attach (pins). The root segment first, then each next
// segment with a pin at both ends: sample the ground under the pins' feet, turn the segment to that
// slope, put the root pin back at its reference height (its animated height above the clip's flat
// ground), and repeat until the angle changes by less than a tolerance, since turning moves the feet
// and so the ground under them. Linear and angular springs (the suspension) lie between these
// targets and what is applied, so a step or a rock does not jolt the body. The feet then go onto
// the ground by the hinge-preserving two-bone IK, at their animated clearance along the ground's
// normal, turned to the ground.
// Works for any number of pins: a biped (one pin: the slope is probed ahead of and behind its
// feet), a quadruped (hips and shoulders), a hexapod (three pins) and so on.
// Across the facing, the body rolls by a fraction of the ground's side slope (the legs take the
// rest), and a foot in the air goes by the ground where its step lands, so a stair or a bump is met
// rather than the foot being lifted onto it after it got there.

#include <optional>
#include <string>
#include <vector>

#include "pose/pose.h"
#include "procedural/suspension_spring.h"
#include "procedural/terrain.h"
#include "procedural/two_bone_ik.h"

namespace rigstage {

struct SlopeAdaptationSettings {
    std::vector<int> spine;      ///< Spine bones, root-most first, each a descendant of the one before.
    /// Legs as thigh -> calf -> foot chains; each hangs from the nearest spine bone above it (its pin).
    std::vector<TwoBoneIkJob> legs;
    /// Bones outside the spine's hierarchy that move rigidly with the root segment: hand IK targets
    /// under the root bone, props. Without this they would stay behind when the body turns.
    std::vector<int> carried;
    /// Where the character faces at the bind pose (world); used by a single pin to probe the slope.
    glm::vec3 forward{0.0f, -1.0f, 0.0f};
    /// How much of the slope a segment turns to, -1..1. 1 lays a quadruped's spine along the slope;
    /// a biped's single pin turned by 1 stands square to the ground (leaning back uphill), so the
    /// walker uses a small negative value: its body leans into the slope, as people do.
    float alignment = 1.0f;
    float toleranceDegrees = 0.05f;    ///< The iteration stops when the angle changes by less.
    int maxIterations = 8;
    float probe = 0.0f;                ///< Single pin: how far ahead and behind the slope is sampled (0: 0.3 x the pin's height).
    bool alignFeet = true;             ///< Turn each foot so its up follows the ground's normal.
    SpringSettings heightSpring{4.0f, 0.8f};   ///< Suspension of the body's height.
    SpringSettings pitchSpring{3.0f, 0.8f};    ///< Suspension of each segment's pitch (and of the roll).
    /// How much of the ground's slope across the facing the body rolls to, 0..1: 1 lays the hips
    /// along the ground side to side, 0 keeps them level (the legs take it all).
    float roll = 0.5f;
    float maxRollDegrees = 15.0f;      ///< The roll never exceeds this, 0..60.
    /// A foot in the air goes by the ground where its step lands (FootStep), not the ground under it.
    bool lookAhead = true;
};

/// A foot's step in progress, in the animated world (the clip's flat ground): where it left the
/// ground and where it lands next. From the clip's contacts (FootContactPlan) or drive mode's steps.
struct FootStep {
    bool inAir = false;
    glm::vec3 liftOff{0.0f};
    glm::vec3 contact{0.0f};
};

class SlopeAdaptation {
public:
    /// Checks the settings on the framework (spine order, leg chains, a pin for every leg, no leg
    /// hanging below another leg) and finds the pins. std::nullopt with the reason in error.
    static std::optional<SlopeAdaptation> create(const SlopeAdaptationSettings& settings, const Framework& framework,
                                                 std::string& error);

    /// The next run snaps the springs to their targets (teleport, scrub, clip change).
    void reset();
    /// Adapts the pose (animated on flat ground at height 0) to the terrain; dt seconds since the
    /// last run (0 snaps the springs). steps: one per leg (settings().legs), the feet in the air and
    /// where they land; none: every foot goes by the ground under it.
    void run(Pose& pose, const Terrain& terrain, float dt, const std::vector<FootStep>* steps = nullptr);
    /// Gives the bones back their animated input where they still hold what run() wrote (the
    /// stage is off, or the terrain was removed), and resets the springs.
    void release(Pose& pose);
    /// True while bones may hold what run() wrote: until release(), which otherwise does nothing.
    bool holdsOutput() const { return wrote_; }

    struct Report {
        int iterations = 0;                      ///< The most any segment needed.
        bool converged = true;                   ///< Every segment within the tolerance before the cap.
        std::vector<float> targetPitchDegrees;   ///< Per segment: the slope it turns to (before the springs).
        std::vector<float> appliedPitchDegrees;  ///< Per segment: what the springs applied.
        float targetHeight = 0.0f;               ///< Root pin's offset along up, before / after the springs.
        float appliedHeight = 0.0f;
        float sideSlopeDegrees = 0.0f;           ///< The ground's slope across the root segment (rising to its right).
        float targetRollDegrees = 0.0f;          ///< The body's roll (positive: its right side up), before / after the spring.
        float appliedRollDegrees = 0.0f;
    };
    const Report& report() const { return report_; }
    const SlopeAdaptationSettings& settings() const { return settings_; }
    /// Tuning while playing (springs, alignment, tolerance): the next run uses the new values. The
    /// spine's, legs' and carried bones stay those create() checked.
    SlopeAdaptationSettings& settings() { return settings_; }
    /// The spine index of each pin, root-most first, and the legs (indices into settings().legs) of each.
    const std::vector<int>& pins() const { return pins_; }
    const std::vector<std::vector<int>>& pinLegs() const { return pinLegs_; }

private:
    SlopeAdaptationSettings settings_;
    std::vector<int> pins_;                  // spine indices
    std::vector<std::vector<int>> pinLegs_;  // legs per pin
    std::vector<float> reach_;               // per leg: the longest the leg may reach
    SuspensionSpring height_;
    SuspensionSpring roll_;
    std::vector<SuspensionSpring> pitch_;    // per segment
    Report report_;
    // The bones run() writes (pins, then each leg's three), what they held before (the animated
    // input) and what was written: a bone still holding our output was not animated since (no
    // clip, a paused frame), so its input is restored rather than adapted twice.
    std::vector<int> written_;
    std::vector<Srt> inputLocals_, writtenLocals_;
    bool wrote_ = false;
    void takeInputs(Pose& pose);
    // Scratch, kept to avoid allocating per frame.
    std::vector<glm::vec3> pinAnimated_, footAnimated_;
    std::vector<glm::quat> footRotation_;
    // What run() reads of the world transforms, each list with the ancestors, shallowest first: the
    // input (pins, legs, carried bones), the legs once the pins are placed, the legs' upper bones.
    std::vector<int> inputReads_, legReads_, legUppers_;
    std::vector<TwoBoneIkJob> legJobs_;        // per leg: its job with this run's target
    std::vector<glm::vec3> legNormals_;        // per leg: the ground's normal under its target
    // The legs solved this run, their chains (gathered once the pins are placed) and results.
    std::vector<const TwoBoneIkJob*> solving_;
    std::vector<TwoBoneIkChain> legChains_;
    std::vector<TwoBoneIkResult> legResults_;
    glm::quat firstPinBindInverse_{1.0f, 0.0f, 0.0f, 0.0f};  // turns the bind facing into the pin's current one
};

}  // namespace rigstage
