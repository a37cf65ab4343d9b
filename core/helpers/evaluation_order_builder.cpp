#include "helpers/evaluation_order_builder.h"

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
    for (int h = 0; h < static_cast<int>(joints_.size()); ++h) {
        if (state_[h] == State::Pending) {
            walkFrom(h);
        }
    }
}

void EvaluationOrderBuilder::push(int helper)
{
    state_[helper] = State::Evaluating;
    Frame frame;
    frame.helper = helper;
    frame.keptBegin = kept_.size();
    stack_.push_back(std::move(frame));
}

void EvaluationOrderBuilder::walkFrom(int helper)
{
    push(helper);
    while (!stack_.empty()) {
        Frame& top = stack_.back();
        keptAt_ = top.keptBegin;  // from its start: what it kept, it is given again
        try {
            evaluateHelperJoint(joints_[top.helper], *this, pose_, time_, &top.slot);
        } catch (const NeedsHelper& needs) {
            // Set aside where it asked (its slot says which controller did); the one it asked
            // for goes first.
            push(needs.helper);
            continue;
        }
        const int done = top.helper;
        kept_.resize(top.keptBegin);
        stack_.pop_back();
        state_[done] = State::Done;
        order_.push_back(done);
    }
}

void EvaluationOrderBuilder::ensure(int bone)
{
    const int helper = helperOfBone_[bone];
    if (helper < 0 || state_[helper] == State::Done) {
        return;
    }
    if (state_[helper] == State::Pending) {
        if (stack_.empty()) {
            walkFrom(helper);  // asked from outside a walk
            return;
        }
        if (stack_.size() >= std::size_t(kMaxHelperChain)) {
            // Each helper a controller waits on is one more set aside: the rig decides how many,
            // so they are bounded. The asker reads the bone as it stands.
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
        throw NeedsHelper{helper};
    }
    // Evaluating: the helper is on the stack, so this request closes a cycle.
    foundCycle_ = true;
    if (!diagnostics_) {
        return;
    }
    const auto from = std::find_if(stack_.begin(), stack_.end(), [helper](const Frame& f) { return f.helper == helper; });
    std::vector<std::string> bones;
    std::string path;
    for (auto it = from; it != stack_.end(); ++it) {
        const std::string& name = pose_.framework().boneName(joints_[it->helper].bone);
        bones.push_back(name);
        path += name + " [" + it->slot + "] -> ";
    }
    path += pose_.framework().boneName(bone);
    bones.push_back(pose_.framework().boneName(bone));
    const HelperJoint& j = joints_[helper];
    if (diagnostics_->containsMessage("helper joints depend on each other in a cycle: " + path)) {
        return;  // the same cycle met again through another read (or by a helper run again)
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
    const int helper = stack_.back().helper;
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
    if (keptAt_ < kept_.size()) {
        if (kept_[keptAt_].bone == bone) {
            return kept_[keptAt_++].local;  // run again: the bone as it stood the first time
        }
        kept_.resize(keptAt_);  // not the same reads as the first time: from here on, as they stand
    }
    noteRead(bone, false);  // shown as a read, but no evaluation first: the reader drives the bone
    kept_.push_back({bone, pose_.local(bone)});
    keptAt_ = kept_.size();
    return kept_.back().local;
}

Srt EvaluationOrderBuilder::localSrt(int bone)
{
    noteRead(bone, false);
    ensure(bone);
    return pose_.local(bone);
}

}  // namespace rigstage
