#pragma once
// All helper joints of a character, with their evaluation order found by the seed's
// EvaluationOrderBuilder: evaluating once through a pose source that, when a controller asks for
// a driven bone not yet evaluated, evaluates that bone first. The order (and, per helper, the
// bones whose world transforms it reads) is computed once and replayed every frame.

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "diagnostics.h"
#include "helpers/helper_joint.h"
#include "pose/pose.h"
#include "pose/pose_lanes.h"

namespace rigstage {

class HelperSlotsAcross;

class HelperJointSystem {
public:
    ~HelperJointSystem();  // where HelperSlotsAcross is complete

    /// Preprocesses every controller on the bind pose (Keep Initial Offset), then finds the order.
    /// Reports "helper.duplicate" (two helpers for one bone), "helper.baked-bone" (a helper on a bone
    /// the clip drives, warning) and "helper.cycle" (with the path of bones and controllers), and
    /// returns null on any error.
    static std::unique_ptr<HelperJointSystem> build(std::shared_ptr<const Framework> framework,
                                                    std::vector<HelperJoint> joints, Diagnostics& diagnostics);

    /// Evaluates every helper joint in the precomputed order (timed into the profile when one is
    /// attached); orientation constraints, look-ats and IK Limbs that do not read each other in
    /// batches of four.
    void evaluate(Pose& pose, const HelperTime& time);
    /// evaluate() for the eight characters of a block held in lanes, character k at times[k]: each
    /// lane gets the bits evaluate() gives that character's Pose. The world transforms the helpers
    /// read are brought up to date eight lanes at once; the batches of World->World orientation
    /// constraints and of look-ats (every member's bone with a parent), helpers whose only
    /// controller is a position constraint (under a parent unscaled in every lane), helpers whose
    /// controllers are all compiled for lanes (HelperSlotsAcross: offsets, XYZ channels, Position
    /// Lists holding position constraints under a parent unscaled in every lane, Rotation Lists of
    /// XYZ channels and World->World orientation constraints, a World->World orientation constraint
    /// or look-at no batch takes) and the position controllers compiled of the others (whose other
    /// slots then run lane by lane) run across the eight
    /// characters at once (helpersAcrossLanes()), the other helpers lane by lane. Not timed into
    /// the profile. Throws std::invalid_argument when the block holds another framework.
    void evaluateLanes(PoseLanes& block, const HelperTime (&times)[kPoseLanes]);
    /// While attached (not null), evaluate() times every controller and gathering into profile
    /// (the Profiler dock, `rigstage-cli bench`); it must outlive the attachment.
    void setProfile(ControllerProfile* profile);
    ControllerProfile* profile() const { return profile_; }
    /// Evaluates every helper joint finding the order on the fly (what build does once); for tests and
    /// benchmarks of the replayed order.
    void evaluateOnDemand(Pose& pose, const HelperTime& time);

    const std::vector<HelperJoint>& joints() const { return joints_; }
    /// Helper indices (into joints()) in evaluation order.
    const std::vector<int>& order() const { return order_; }
    /// The bones each helper reads (world or local), in the order it reads them, without repeats.
    const std::vector<std::vector<int>>& reads() const { return reads_; }
    /// How many helpers evaluate() runs in lane-parallel batches (orientation constraints, look-ats and
    /// IK Limbs' chain roots taken up to four at a time), and in how many batches.
    int batchedHelperCount() const;
    int batchCount() const { return static_cast<int>(batches_.size()); }
    /// How many helpers evaluateLanes() runs across the eight characters at once, in whole or in
    /// part: the members of orientation and look-at batches, the helpers whose only controller is a
    /// position constraint on a bone with a parent (those lane by lane in a frame whose parent is
    /// scaled), the helpers whose controllers are all compiled for lanes (HelperSlotsAcross), and
    /// those whose position controller alone is.
    int helpersAcrossLanes() const;
    /// The bones whose world transforms evaluate() brings up to date in one loop before the first
    /// helper: those the helpers read that no helper can change (no helper drives the bone or one
    /// above it), with their ancestors, in bone order. Every read still checks the bone's dirty bit.
    const std::vector<int>& readsGatheredFirst() const { return stableReads_; }
    /// Those of them whose world rotations the helpers read: read off their matrices right after.
    const std::vector<int>& rotationReadsGatheredFirst() const { return stableRotationReads_; }
    /// Returns the helper index driving a bone, or -1.
    int helperOf(int bone) const { return helperOfBone_[bone]; }

private:
    HelperJointSystem() = default;
    void evaluateProfiled(Pose& pose, PoseSource& source, const HelperTime& time);

    std::shared_ptr<const Framework> framework_;
    std::vector<HelperJoint> joints_;
    std::vector<int> helperOfBone_;
    std::vector<int> order_;
    std::vector<std::vector<int>> reads_;
    // The replayed frame, flattened so a crowd's many systems stay compact in cache: per step, the
    // bones whose world transforms it reads (readBones_[readBegin, readEnd)), then one helper or,
    // where helper is negative, batches_[-1 - helper]: up to four helpers whose only controller is a
    // World->World orientation constraint, a look-at (the same axes) or an IK Limb's solve, that read
    // nothing the others write, evaluated together in lanes (their reads are their members'). An IK
    // Limb batch's followers, the middle bones' helpers, take the solves' second rotations right after.
    struct Step {
        int helper;
        int readBegin;
        int readEnd;
    };
    static constexpr int kOrientationBatch = 0;  ///< World->World orientation constraints
    static constexpr int kIkLimbBatch = 1;       ///< IK Limbs' chain roots
    static constexpr int kLookAtBatch = 2;       ///< look-ats: 2 + 3 x aim axis + source axis
    struct Batch {
        int kind = kOrientationBatch;
        int count = 0;
        int helpers[4] = {};
        int followerCount = 0;
        int followers[4] = {};  ///< helpers evaluated one by one right after the members
        bool across = false;    ///< evaluateLanes runs each member across the eight characters
    };
    std::vector<Step> frameSchedule_;
    std::vector<Batch> batches_;
    std::vector<int> readBones_;
    // The gathered reads no helper can change (no helper drives the bone or one above it), with
    // every ancestor, parents first: brought up to date in one loop before the first step, and left
    // out of the steps' reads.
    std::vector<int> stableReads_;
    // Those of them whose world rotations a helper reads: read off their matrices right after.
    std::vector<int> stableRotationReads_;
    /// Builds frameSchedule_ from the order, one helper a step.
    void buildFrameSchedule(const std::vector<Step>& schedule);
    /// Moves the reads no helper can change out of the steps into stableReads_; worldRotationReads
    /// lists every bone whose world rotation a helper reads (the order builder's).
    void gatherStableReadsFirst(const std::vector<int>& worldRotationReads);
    /// P is a Pose or one lane of a block (PoseLane).
    template <class P>
    void evaluateBatch(const Batch& batch, PoseSource& source, P& pose) const;
    /// An orientation or look-at batch (across) for the eight characters of a block, each member
    /// across the eight at once.
    void evaluateBatchAcross(const Batch& batch, PoseLanes& block) const;
    /// Per helper, 1 where its only controller is a position constraint on a bone with a parent:
    /// evaluateLanes runs it across the eight characters at once (unless the parent carries scale).
    std::vector<std::uint8_t> positionAcross_;
    /// Such a helper for the eight characters of a block, written as evaluateHelperJoint writes it.
    void evaluatePositionAcross(const HelperJoint& joint, PoseLanes& block) const;
    /// Per helper, its slots compiled for evaluateLanes to run across the eight characters, or null.
    std::vector<std::unique_ptr<HelperSlotsAcross>> slotsAcross_;
    ControllerProfile* profile_ = nullptr;
};

}  // namespace rigstage
