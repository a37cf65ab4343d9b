#include "helpers/helper_joint_system.h"

#include "helpers/evaluation_order_builder.h"
#include "support/timed_region.h"

namespace rigstage {

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
    for (int h : system->order_) {
        const std::vector<int>& worldReads = builder.worldReads()[static_cast<std::size_t>(h)];
        const int begin = static_cast<int>(system->readBones_.size());
        system->readBones_.insert(system->readBones_.end(), worldReads.begin(), worldReads.end());
        system->schedule_.push_back({h, begin, static_cast<int>(system->readBones_.size())});
    }
    system->joints_ = std::move(joints);
    return system;
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
    for (const Step& step : schedule_) {
        // Gathered access (the seed's optimisation): bring the world transforms this helper reads
        // up to date in the order it reads them, before it runs.
        for (int r = step.readBegin; r < step.readEnd; ++r) {
            pose.world(readBones_[static_cast<std::size_t>(r)]);
        }
        evaluateHelperJoint(joints_[static_cast<std::size_t>(step.helper)], source, pose, time);
    }
}

void HelperJointSystem::evaluateProfiled(Pose& pose, PoseSource& source, const HelperTime& time)
{
    for (const Step& step : schedule_) {
        const int h = step.helper;
        const auto start = ProfileClock::now();
        for (int r = step.readBegin; r < step.readEnd; ++r) {
            pose.world(readBones_[static_cast<std::size_t>(r)]);
        }
        profile_->add(h, 3, kGatherRowName, regionNanoseconds(start, ProfileClock::now()));
        evaluateHelperJoint(joints_[h], source, pose, time, nullptr, profile_, h);
    }
    profile_->countFrame();
}

void HelperJointSystem::evaluateOnDemand(Pose& pose, const HelperTime& time)
{
    EvaluationOrderBuilder builder(pose, joints_, helperOfBone_, time, nullptr);
    builder.run();
}

}  // namespace rigstage
