#include "helpers/evaluation_order_builder.h"

#include "support/large_stack.h"

#include <algorithm>

namespace rigstage {

EvaluationOrderBuilder::EvaluationOrderBuilder(Pose& pose, std::vector<HelperJoint>& joints,
                                               const std::vector<int>& helperOfBone, const HelperTime& time,
                                               Diagnostics* diagnostics)
    : pose_(pose), joints_(joints), helperOfBone_(helperOfBone), time_(time), diagnostics_(diagnostics),
      state_(joints.size(), State::Pending), reads_(joints.size()), worldReads_(joints.size())
{
}

void EvaluationOrderBuilder::run()
{
    const auto all = [this] {
        for (int h = 0; h < static_cast<int>(joints_.size()); ++h) {
            if (state_[h] == State::Pending) {
                evaluate(h);
            }
        }
    };
    // A chain is never deeper than the helpers there are. Up to 64 levels fit any thread's stack;
    // beyond, the recursion (up to kMaxHelperChain levels) gets a stack of its own, large enough
    // for a sanitized build too (about 10 frames a level).
    if (joints_.size() <= 64) {
        all();
    } else {
        runWithStack(std::size_t(512) << 20, all);
    }
}

void EvaluationOrderBuilder::evaluate(int helper)
{
    if (stack_.size() >= std::size_t(kMaxHelperChain)) {
        // Each helper a controller waits on is one level of recursion here (the controller asks,
        // the pose source evaluates): the rig decides the depth, so it is bounded.
        foundCycle_ = true;
        if (diagnostics_ && !tooDeep_) {
            const HelperJoint& j = joints_[helper];
            diagnostics_->error("helper.too-deep", j.file, j.line,
                                "more than " + std::to_string(kMaxHelperChain)
                                    + " helper joints wait on each other in one chain (each reading the next), at bone '"
                                    + pose_.framework().boneName(j.bone) + "'",
                                {pose_.framework().boneName(j.bone)}, "Shorten the chain of helpers that read each other.");
        }
        tooDeep_ = true;
        return;
    }
    state_[helper] = State::Evaluating;
    stack_.push_back(helper);
    slots_.emplace_back();
    evaluateHelperJoint(joints_[helper], *this, pose_, time_, &slots_.back());
    slots_.pop_back();
    stack_.pop_back();
    state_[helper] = State::Done;
    order_.push_back(helper);
}

void EvaluationOrderBuilder::ensure(int bone)
{
    const int helper = helperOfBone_[bone];
    if (helper < 0 || state_[helper] == State::Done) {
        return;
    }
    if (state_[helper] == State::Pending) {
        evaluate(helper);
        return;
    }
    // Evaluating: the helper is on the stack, so this request closes a cycle.
    foundCycle_ = true;
    if (!diagnostics_) {
        return;
    }
    const auto from = std::find(stack_.begin(), stack_.end(), helper);
    std::vector<std::string> bones;
    std::string path;
    for (auto it = from; it != stack_.end(); ++it) {
        const std::size_t k = static_cast<std::size_t>(it - stack_.begin());
        const std::string& name = pose_.framework().boneName(joints_[*it].bone);
        bones.push_back(name);
        path += name + " [" + slots_[k] + "] -> ";
    }
    path += pose_.framework().boneName(bone);
    bones.push_back(pose_.framework().boneName(bone));
    const HelperJoint& j = joints_[helper];
    if (diagnostics_->containsMessage("helper joints depend on each other in a cycle: " + path)) {
        return;  // the same cycle met again through another read
    }
    diagnostics_->error("helper.cycle", j.file, j.line, "helper joints depend on each other in a cycle: " + path, bones,
                        "Break the cycle: one of these controllers must not read the next bone.");
}

void EvaluationOrderBuilder::ensureWorld(int bone)
{
    for (int a : pose_.framework().ancestors(bone)) {
        ensure(a);
    }
    ensure(bone);
}

void EvaluationOrderBuilder::noteRead(int bone, bool world)
{
    if (stack_.empty()) {
        return;
    }
    const int helper = stack_.back();
    auto& list = reads_[helper];
    if (std::find(list.begin(), list.end(), bone) == list.end()) {
        list.push_back(bone);
    }
    if (world) {
        auto& w = worldReads_[helper];
        if (std::find(w.begin(), w.end(), bone) == w.end()) {
            w.push_back(bone);
        }
    }
}

glm::mat4 EvaluationOrderBuilder::worldTransform(int bone)
{
    noteRead(bone, true);
    ensureWorld(bone);
    return pose_.world(bone);
}

Srt EvaluationOrderBuilder::worldSrt(int bone)
{
    noteRead(bone, true);
    if (std::find(worldRotationReads_.begin(), worldRotationReads_.end(), bone) == worldRotationReads_.end()) {
        worldRotationReads_.push_back(bone);
    }
    ensureWorld(bone);
    return pose_.worldSrt(bone);
}

glm::mat4 EvaluationOrderBuilder::worldInverse(int bone)
{
    noteRead(bone, true);
    ensureWorld(bone);
    return pose_.worldInverse(bone);
}

Srt EvaluationOrderBuilder::currentLocal(int bone)
{
    noteRead(bone, false);  // shown as a read, but no evaluation first: the reader drives the bone
    return pose_.local(bone);
}

Srt EvaluationOrderBuilder::localSrt(int bone)
{
    noteRead(bone, false);
    ensure(bone);
    return pose_.local(bone);
}

}  // namespace rigstage
