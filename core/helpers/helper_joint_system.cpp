#include "helpers/helper_joint_system.h"

#include <algorithm>
#include <iterator>
#include <map>
#include <stdexcept>

#include "helpers/evaluation_order_builder.h"
#include "helpers/helper_slots_across.h"
#include "helpers/ik_limb.h"
#include "helpers/lane_pose_source.h"
#include "helpers/lookat_constraint.h"
#include "helpers/orientation_constraint.h"
#include "helpers/position_constraint.h"
#include "support/timed_region.h"

namespace rigstage {

HelperJointSystem::~HelperJointSystem() = default;

std::unique_ptr<HelperJointSystem> HelperJointSystem::build(std::shared_ptr<const Framework> framework,
                                                            std::vector<HelperJoint> joints,
                                                            Diagnostics& diagnostics)
{
    std::unique_ptr<HelperJointSystem> system(new HelperJointSystem());
    system->framework_ = framework;
    system->helperOfBone_.assign(framework->boneCount(), -1);
    bool ok = true;
    for (int h = 0; h < static_cast<int>(joints.size()); ++h) {
        const HelperJoint& j = joints[h];
        int& slot = system->helperOfBone_[j.bone];
        if (slot >= 0) {
            diagnostics.error("helper.duplicate", j.file, j.line,
                              "bone '" + framework->boneName(j.bone) + "' already has a helper joint (at "
                                  + joints[slot].file + ":" + std::to_string(joints[slot].line) + ")",
                              {framework->boneName(j.bone)}, "Merge the two settings into one Helper element.");
            ok = false;
            continue;
        }
        slot = h;
        if (framework->isBaked(j.bone) && !j.solverDriven) {
            diagnostics.warning("helper.baked-bone", j.file, j.line,
                                "bone '" + framework->boneName(j.bone)
                                    + "' is baked ({B}) and also driven by a helper joint; the helper wins",
                                {framework->boneName(j.bone)}, "Drop the B flag of procedural bones.");
        }
    }
    if (!ok) {
        return nullptr;
    }

    // Preprocess (Keep Initial Offset) reads the plain bind pose, as the seed does.
    Pose bind(framework);
    DirectPoseSource bindSource(bind);
    for (HelperJoint& j : joints) {
        EvalContext ctx(bindSource, j.bone);
        ctx.previousLocal = ctx.local = framework->bindLocal(j.bone);
        if (j.position) {
            j.position->preprocess(ctx);
        }
        if (j.rotation) {
            j.rotation->preprocess(ctx);
        }
        if (j.scale) {
            j.scale->preprocess(ctx);
        }
    }

    // Find the order by evaluating once on the bind pose.
    Pose pose(framework);
    EvaluationOrderBuilder builder(pose, joints, system->helperOfBone_, HelperTime{}, &diagnostics);
    builder.run();
    if (builder.foundCycle()) {
        return nullptr;
    }
    system->order_ = builder.order();
    system->reads_ = builder.reads();
    std::vector<Step> schedule;  // one helper a step, in order
    for (int h : system->order_) {
        const std::vector<int>& worldReads = builder.worldReads()[static_cast<std::size_t>(h)];
        const int begin = static_cast<int>(system->readBones_.size());
        system->readBones_.insert(system->readBones_.end(), worldReads.begin(), worldReads.end());
        schedule.push_back({h, begin, static_cast<int>(system->readBones_.size())});
    }
    system->joints_ = std::move(joints);
    for (const HelperJoint& j : system->joints_) {
        system->positionAcross_.push_back(dynamic_cast<const PositionConstraint*>(j.position.get()) && !j.rotation
                                          && !j.scale && framework->parent(j.bone) >= 0);
        system->slotsAcross_.push_back(HelperSlotsAcross::compile(j, *framework));
    }
    system->buildFrameSchedule(schedule);
    system->gatherStableReadsFirst(builder.worldRotationReads());
    return system;
}

namespace {

bool isAtOrBelow(const Framework& framework, int bone, int ancestor)
{
    for (int b = bone; b >= 0; b = framework.parent(b)) {
        if (b == ancestor) {
            return true;
        }
    }
    return false;
}

}  // namespace

void HelperJointSystem::buildFrameSchedule(const std::vector<Step>& schedule)
{
    const Framework& framework = *framework_;
    // Whether helper a's result may reach helper b: b reads a's bone or a bone below it (world or
    // local). Members of a batch are evaluated together at the batch's step, later than their own
    // places, so no helper they are moved past (nor a later member) may read what a member writes.
    // The other way round (a member reading what a helper it is moved past writes) the order
    // already rules out, as it puts whatever a helper reads first; it is checked all the same.
    const auto reaches = [&](int a, int b) {
        const int bone = joints_[static_cast<std::size_t>(a)].bone;
        for (int read : reads_[static_cast<std::size_t>(b)]) {
            if (isAtOrBelow(framework, read, bone)) {
                return true;
            }
        }
        return false;
    };
    // The kind of batch a helper can join (constraints of one kind with the same axes), or -1.
    const auto kindOf = [&](int h) {
        const HelperJoint& j = joints_[static_cast<std::size_t>(h)];
        if (j.position || j.scale) {
            return -1;
        }
        if (const auto* c = dynamic_cast<const OrientationConstraint*>(j.rotation.get())) {
            return c->worldBatchable() ? kOrientationBatch : -1;
        }
        if (const auto* c = dynamic_cast<const LookAtConstraint*>(j.rotation.get())) {
            return c->batchable() ? kLookAtBatch + 3 * c->aimAxis + c->sourceAxis : -1;
        }
        if (dynamic_cast<const IkLimbRootRotation*>(j.rotation.get())) {
            return kIkLimbBatch;
        }
        return -1;
    };
    // Whether a helper is the middle bone's of an IK Limb whose root's helper is one of members: it
    // only takes over the solve's second rotation, so it follows the batch (right after it).
    const auto followsOneOf = [&](int h, const std::vector<Step>& members) {
        const HelperJoint& j = joints_[static_cast<std::size_t>(h)];
        const auto* mid = dynamic_cast<const IkLimbMidRotation*>(j.rotation.get());
        if (!mid || j.position || j.scale) {
            return false;
        }
        const int root = helperOfBone_[static_cast<std::size_t>(mid->solver().job.root)];
        return std::any_of(members.begin(), members.end(), [&](const Step& m) { return m.helper == root; });
    };
    // One batch filling per kind; batches that are filling never read each other's members (a
    // helper that would is kept out until the batch it reads is closed).
    struct Filling {
        std::vector<Step> members, followers;
    };
    std::map<int, Filling> filling;
    const auto close = [&](int kind) {
        Filling& f = filling[kind];
        if (f.members.size() == 1) {  // alone, the plain path is as quick
            frameSchedule_.push_back(f.members[0]);
            frameSchedule_.insert(frameSchedule_.end(), f.followers.begin(), f.followers.end());
        } else if (!f.members.empty()) {
            Batch batch;
            batch.kind = kind;
            std::vector<int> reads;  // the members' and followers' gathered reads, in order
            // Across the characters of a block: orientation batches, look-ats whose bones have parents.
            batch.across = kind != kIkLimbBatch;
            for (const Step& m : f.members) {
                batch.across = batch.across && (kind == kOrientationBatch
                                                || framework.parent(joints_[static_cast<std::size_t>(m.helper)].bone) >= 0);
                batch.helpers[batch.count++] = m.helper;
                reads.insert(reads.end(), readBones_.begin() + m.readBegin, readBones_.begin() + m.readEnd);
            }
            for (const Step& m : f.followers) {
                batch.followers[batch.followerCount++] = m.helper;
                reads.insert(reads.end(), readBones_.begin() + m.readBegin, readBones_.begin() + m.readEnd);
            }
            const int begin = static_cast<int>(readBones_.size());
            readBones_.insert(readBones_.end(), reads.begin(), reads.end());
            batches_.push_back(batch);
            frameSchedule_.push_back({-static_cast<int>(batches_.size()), begin, static_cast<int>(readBones_.size())});
        }
        f.members.clear();
        f.followers.clear();
    };
    const auto conflicts = [&](const std::vector<Step>& steps, const Step& step) {
        return std::any_of(steps.begin(), steps.end(),
                           [&](const Step& m) { return reaches(m.helper, step.helper) || reaches(step.helper, m.helper); });
    };
    for (const Step& step : schedule) {
        // A follower runs after every member and earlier follower of its batch, as in the order
        // (they all come before it there). It needs no check of its own against later helpers: its
        // bone hangs below its root's, and it reads only its root's, so whatever reaches it or is
        // reached by it does so with its root, a member.
        const bool follower = followsOneOf(step.helper, filling[kIkLimbBatch].members);
        for (auto& [kind, f] : filling) {
            if (!(follower && kind == kIkLimbBatch) && conflicts(f.members, step)) {
                close(kind);
            }
        }
        if (follower) {
            filling[kIkLimbBatch].followers.push_back(step);
            continue;
        }
        const int kind = kindOf(step.helper);
        if (kind < 0) {
            frameSchedule_.push_back(step);
            continue;
        }
        if (kind == kIkLimbBatch && filling[kind].members.size() == 4) {
            close(kind);  // full: closed only now, so the fourth member's follower could still join
        }
        filling[kind].members.push_back(step);
        if (kind != kIkLimbBatch && filling[kind].members.size() == 4) {
            close(kind);
        }
    }
    for (auto& entry : filling) {
        close(entry.first);
    }
}

void HelperJointSystem::gatherStableReadsFirst(const std::vector<int>& worldRotationReads)
{
    const Framework& framework = *framework_;
    const auto driven = [&](int bone) { return helperOfBone_[static_cast<std::size_t>(bone)] >= 0; };
    const auto stable = [&](int bone) {
        if (driven(bone)) {
            return false;
        }
        const std::span<const int> above = framework.ancestors(bone);
        return std::none_of(above.begin(), above.end(), driven);
    };
    std::vector<char> first(static_cast<std::size_t>(framework.boneCount()), 0);
    std::vector<int> kept;
    for (Step& step : frameSchedule_) {
        const int begin = static_cast<int>(kept.size());
        for (int r = step.readBegin; r < step.readEnd; ++r) {
            const int bone = readBones_[static_cast<std::size_t>(r)];
            if (!stable(bone)) {
                kept.push_back(bone);
                continue;
            }
            first[static_cast<std::size_t>(bone)] = 1;
            for (int above : framework.ancestors(bone)) {
                first[static_cast<std::size_t>(above)] = 1;
            }
        }
        step.readBegin = begin;
        step.readEnd = static_cast<int>(kept.size());
    }
    readBones_ = std::move(kept);
    // A world rotation read is a world read too, so its bone is in stableReads_ when stable.
    stableRotationReads_.clear();
    std::copy_if(worldRotationReads.begin(), worldRotationReads.end(), std::back_inserter(stableRotationReads_), stable);
    std::sort(stableRotationReads_.begin(), stableRotationReads_.end());
    stableReads_.clear();
    for (int bone = 0; bone < framework.boneCount(); ++bone) {  // bone order is parents first
        if (first[static_cast<std::size_t>(bone)]) {
            stableReads_.push_back(bone);
        }
    }
}

int HelperJointSystem::batchedHelperCount() const
{
    int n = 0;
    for (const Batch& b : batches_) {
        n += b.count;
    }
    return n;
}

template <class P>
void HelperJointSystem::evaluateBatch(const Batch& batch, PoseSource& source, P& pose) const
{
    int bones[4];
    const RotationController* controllers[4];
    for (int i = 0; i < batch.count; ++i) {
        const HelperJoint& j = joints_[static_cast<std::size_t>(batch.helpers[i])];
        controllers[i] = j.rotation.get();
        bones[i] = j.bone;
    }
    glm::quat rotations[4];
    if (batch.kind == kIkLimbBatch) {
        const IkLimbSolver* solvers[4];
        Srt rootLocals[4];
        for (int i = 0; i < batch.count; ++i) {
            solvers[i] = &static_cast<const IkLimbRootRotation*>(controllers[i])->solver();
            rootLocals[i] = pose.local(bones[i]);
        }
        IkLimbSolver::solveRootBatch(solvers, rootLocals, batch.count, source, rotations);
    } else if (batch.kind == kOrientationBatch) {
        const OrientationConstraint* constraints[4];
        for (int i = 0; i < batch.count; ++i) {
            constraints[i] = static_cast<const OrientationConstraint*>(controllers[i]);
        }
        OrientationConstraint::evaluateWorldBatch(constraints, bones, batch.count, source, rotations);
    } else {
        const LookAtConstraint* constraints[4];
        for (int i = 0; i < batch.count; ++i) {
            constraints[i] = static_cast<const LookAtConstraint*>(controllers[i]);
        }
        LookAtConstraint::evaluateBatch(constraints, bones, batch.count, source, rotations);
    }
    // What evaluateHelperJoint does with a rotation-only helper's result.
    for (int i = 0; i < batch.count; ++i) {
        const Srt& previous = pose.local(bones[i]);
        const glm::quat rotation = safeNormalize(rotations[i]);
        if (isFinite(previous.translation) & isFinite(rotation) & isFinite(previous.scale)) {
            pose.setLocal(bones[i], previous.translation, rotation, previous.scale);
        }
    }
}

int HelperJointSystem::helpersAcrossLanes() const
{
    // As evaluateLanes runs them: a batch's members together, the other helpers each at its step.
    int n = 0;
    for (const Step& step : frameSchedule_) {
        if (step.helper < 0) {
            const Batch& b = batches_[static_cast<std::size_t>(-1 - step.helper)];
            n += b.across ? b.count : 0;
        } else {
            const auto h = static_cast<std::size_t>(step.helper);
            n += slotsAcross_[h] || positionAcross_[h] ? 1 : 0;
        }
    }
    return n;
}

void HelperJointSystem::setProfile(ControllerProfile* profile)
{
    profile_ = profile;
    if (profile_) {
        profile_->prepare(static_cast<int>(joints_.size()));
    }
}

void HelperJointSystem::evaluate(Pose& pose, const HelperTime& time)
{
    DirectPoseSource source(pose);
    if (profile_) {
        evaluateProfiled(pose, source, time);
        return;
    }
    pose.updateWorld(stableReads_);
    pose.updateWorldRotations(stableRotationReads_);
    for (const Step& step : frameSchedule_) {
        // Gathered access (the seed's optimisation): bring the world transforms this helper reads
        // up to date in the order it reads them, before it runs.
        for (int r = step.readBegin; r < step.readEnd; ++r) {
            pose.world(readBones_[static_cast<std::size_t>(r)]);
        }
        if (step.helper >= 0) {
            evaluateHelperJoint(joints_[static_cast<std::size_t>(step.helper)], source, pose, time);
            continue;
        }
        const Batch& batch = batches_[static_cast<std::size_t>(-1 - step.helper)];
        evaluateBatch(batch, source, pose);
        for (int i = 0; i < batch.followerCount; ++i) {
            evaluateHelperJoint(joints_[static_cast<std::size_t>(batch.followers[i])], source, pose, time);
        }
    }
}

void HelperJointSystem::evaluateBatchAcross(const Batch& batch, PoseLanes& block) const
{
    // A member at a time across the eight characters (no member reads what another writes, so the
    // order among them does not matter), each result written as evaluateBatch writes it.
    for (int i = 0; i < batch.count; ++i) {
        const HelperJoint& j = joints_[static_cast<std::size_t>(batch.helpers[i])];
        glm::quat rotations[kPoseLanes];
        if (batch.kind == kOrientationBatch) {
            static_cast<const OrientationConstraint*>(j.rotation.get())->evaluateWorldAcross(j.bone, block, rotations);
        } else {
            static_cast<const LookAtConstraint*>(j.rotation.get())->evaluateAcross(j.bone, block, rotations);
        }
        for (glm::quat& q : rotations) {
            q = safeNormalize(q);
        }
        block.setFiniteLocals(j.bone, {.rotations = rotations});
    }
}

void HelperJointSystem::evaluatePositionAcross(const HelperJoint& joint, PoseLanes& block) const
{
    glm::vec3 translations[kPoseLanes];
    static_cast<const PositionConstraint*>(joint.position.get())->evaluateAcross(joint.bone, block, translations);
    float t[3][kPoseLanes];
    for (int k = 0; k < kPoseLanes; ++k) {
        for (int c = 0; c < 3; ++c) {
            t[c][k] = translations[k][c];
        }
    }
    block.setFiniteLocalTranslations(joint.bone, t);
}

void HelperJointSystem::evaluateLanes(PoseLanes& block, const HelperTime (&times)[kPoseLanes])
{
    if (&block.framework() != framework_.get()) {
        // Bone indices of another skeleton would read and write past the block's bones.
        throw std::invalid_argument("HelperJointSystem::evaluateLanes: the block holds another framework");
    }
    // One source a lane for the whole pass: an IK Limb's root hands its middle bone's rotation over
    // through it, to a later step.
    LanePoseSource sources[kPoseLanes] = {{block, 0}, {block, 1}, {block, 2}, {block, 3},
                                          {block, 4}, {block, 5}, {block, 6}, {block, 7}};
    PoseSource* const lanes[kPoseLanes] = {&sources[0], &sources[1], &sources[2], &sources[3],
                                           &sources[4], &sources[5], &sources[6], &sources[7]};
    block.updateWorld(stableReads_);
    for (const Step& step : frameSchedule_) {
        for (int r = step.readBegin; r < step.readEnd; ++r) {
            block.world(readBones_[static_cast<std::size_t>(r)]);
        }
        if (step.helper < 0) {
            const Batch& batch = batches_[static_cast<std::size_t>(-1 - step.helper)];
            if (batch.across) {
                evaluateBatchAcross(batch, block);
                continue;
            }
        } else if (slotsAcross_[static_cast<std::size_t>(step.helper)]) {
            slotsAcross_[static_cast<std::size_t>(step.helper)]->evaluate(joints_[static_cast<std::size_t>(step.helper)], block,
                                                                          lanes, times);
            continue;
        } else if (positionAcross_[static_cast<std::size_t>(step.helper)]) {
            const HelperJoint& j = joints_[static_cast<std::size_t>(step.helper)];
            if (block.worldScaledLanes(framework_->parent(j.bone)) == 0) {  // else a lane's inverse is not rigid
                evaluatePositionAcross(j, block);
                continue;
            }
        }
        // Lane by lane within a step: a lane's writes dirty its bone for every lane, but no helper of
        // a step reads what the step writes (the order and the batches' rules), and a later lane's
        // recomputation gives the earlier lanes the bits they now hold.
        for (int k = 0; k < kPoseLanes; ++k) {
            PoseLane lane{block, k};
            if (step.helper >= 0) {
                evaluateHelperJoint(joints_[static_cast<std::size_t>(step.helper)], sources[k], lane, times[k]);
                continue;
            }
            const Batch& batch = batches_[static_cast<std::size_t>(-1 - step.helper)];
            evaluateBatch(batch, sources[k], lane);
            for (int i = 0; i < batch.followerCount; ++i) {
                evaluateHelperJoint(joints_[static_cast<std::size_t>(batch.followers[i])], sources[k], lane, times[k]);
            }
        }
    }
}

void HelperJointSystem::evaluateProfiled(Pose& pose, PoseSource& source, const HelperTime& time)
{
    // The frame's own schedule, so the chart shows what a frame costs; a batch's time is shared
    // equally by its members, each counted as one call of its type (its followers timed on their own).
    // The reads gathered before the first step are shared equally by every helper.
    const auto stableStart = ProfileClock::now();
    pose.updateWorld(stableReads_);
    pose.updateWorldRotations(stableRotationReads_);
    const double stableShare =
        joints_.empty() ? 0.0 : regionNanoseconds(stableStart, ProfileClock::now()) / static_cast<double>(joints_.size());
    for (const Step& step : frameSchedule_) {
        const auto start = ProfileClock::now();
        for (int r = step.readBegin; r < step.readEnd; ++r) {
            pose.world(readBones_[static_cast<std::size_t>(r)]);
        }
        const double gathered = regionNanoseconds(start, ProfileClock::now());
        if (step.helper >= 0) {
            profile_->add(step.helper, 3, kGatherRowName, gathered + stableShare);
            evaluateHelperJoint(joints_[static_cast<std::size_t>(step.helper)], source, pose, time, nullptr, profile_,
                                step.helper);
            continue;
        }
        const Batch& batch = batches_[static_cast<std::size_t>(-1 - step.helper)];
        const auto batchStart = ProfileClock::now();
        evaluateBatch(batch, source, pose);
        const double share = regionNanoseconds(batchStart, ProfileClock::now()) / batch.count;
        // followers' reads were gathered too
        const double gatheredShare = gathered / (batch.count + batch.followerCount) + stableShare;
        for (int i = 0; i < batch.count; ++i) {
            const int h = batch.helpers[i];
            profile_->add(h, 3, kGatherRowName, gatheredShare);
            profile_->add(h, 1, joints_[static_cast<std::size_t>(h)].rotation->typeName(), share);
        }
        for (int i = 0; i < batch.followerCount; ++i) {
            const int h = batch.followers[i];
            profile_->add(h, 3, kGatherRowName, gatheredShare);
            evaluateHelperJoint(joints_[static_cast<std::size_t>(h)], source, pose, time, nullptr, profile_, h);
        }
    }
    profile_->countFrame();
}

void HelperJointSystem::evaluateOnDemand(Pose& pose, const HelperTime& time)
{
    EvaluationOrderBuilder builder(pose, joints_, helperOfBone_, time, nullptr);
    builder.run();
}

}  // namespace rigstage
