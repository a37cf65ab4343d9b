// The document's side of playing the character by hand: hits on physics chains, hand poses,
// queued transitions and the side-by-side comparison of transition methods.
#include "gui/document.h"

#include <set>

#include <QTimer>

#include "gui/edit_command.h"
#include "gui/stages/stages_model.h"

namespace rigstage {

bool Document::hitBone(int bone, const glm::vec3& direction)
{
    if (!instance_ || bone < 0 || bone >= instance_->framework().boneCount()) {
        return false;
    }
    const Framework& fw = instance_->framework();
    // Sized to the character: a hit moves a unit mass at twice its height per second.
    glm::vec3 lo(0.0f), hi(0.0f);
    for (int b = 0; b < fw.boneCount(); ++b) {
        const glm::vec3 p(fw.bindWorld(b)[3]);
        lo = b == 0 ? p : glm::min(lo, p);
        hi = b == 0 ? p : glm::max(hi, p);
    }
    const float size = std::max(glm::length(hi - lo), 1.0f);
    if (!instance_->applyImpulse(bone, direction * (2.0f * size))) {
        messages_.append(tr("No physics chain holds %1: Ctrl+click a bone of a <ChainPhysics> chain (a tail, a spine) to hit it.")
                             .arg(QString::fromStdString(fw.boneName(bone))));
        Q_EMIT messagesAdded({messages_.back()});
        return false;
    }
    if (!settle_) {
        settle_ = new QTimer(this);
        settle_->setInterval(16);
        connect(settle_, &QTimer::timeout, this, [this] {
            // While the timeline plays it advances the frames (and the chain) itself.
            const bool playing = sinceFrameSet_.isValid() && sinceFrameSet_.elapsed() < 100;
            if (!instance_ || --settleTicks_ <= 0) {
                settle_->stop();
                return;
            }
            if (!playing) {
                dtSeconds_ = 1.0f / 60.0f;
                evaluate();
            }
        });
    }
    settleTicks_ = 180;  // three seconds
    settle_->start();
    return true;
}

glm::vec3 Document::poseEditDegrees(int bone) const
{
    const auto it = poseDegrees_.find(bone);
    return it == poseDegrees_.end() ? glm::vec3(0.0f) : it->second;
}

void Document::setPoseEdit(int bone, const glm::vec3& degrees)
{
    if (applyPoseEdit(bone, degrees)) {
        markEdited(true);  // hand poses are part of the view state: saved with it, asked about
    }
}

bool Document::applyPoseEdit(int bone, const glm::vec3& degrees)
{
    if (!instance_ || bone < 0 || bone >= instance_->framework().boneCount()) {
        return false;
    }
    if (degrees == glm::vec3(0.0f)) {
        poseDegrees_.erase(bone);
    } else {
        poseDegrees_[bone] = degrees;
    }
    pushPoseEdit(bone);
    return true;
}

glm::vec3 Document::poseEditMove(int bone) const
{
    const auto it = poseMoves_.find(bone);
    return it == poseMoves_.end() ? glm::vec3(0.0f) : it->second;
}

void Document::setPoseMove(int bone, const glm::vec3& move)
{
    if (applyPoseMove(bone, move)) {
        markEdited(true);
    }
}

bool Document::applyPoseMove(int bone, const glm::vec3& move)
{
    if (!instance_ || bone < 0 || bone >= instance_->framework().boneCount()) {
        return false;
    }
    if (move == glm::vec3(0.0f)) {
        poseMoves_.erase(bone);
    } else {
        poseMoves_[bone] = move;
    }
    pushPoseEdit(bone);
    return true;
}

void Document::pushPoseEdit(int bone)
{
    // The instance's edit: the turn (after the clip's rotation, in the bone's frame) and the move
    // (added to its local translation, in the parent's frame).
    const glm::vec3 degrees = poseEditDegrees(bone);
    const glm::vec3 move = poseEditMove(bone);
    if (degrees == glm::vec3(0.0f) && move == glm::vec3(0.0f)) {
        instance_->setPoseEdit(bone, std::nullopt);
    } else {
        Srt edit;
        const glm::vec3 r = glm::radians(degrees);
        edit.rotation = glm::angleAxis(r.x, glm::vec3(1, 0, 0)) * glm::angleAxis(r.y, glm::vec3(0, 1, 0)) * glm::angleAxis(r.z, glm::vec3(0, 0, 1));
        edit.translation = move;
        instance_->setPoseEdit(bone, edit);
    }
    evaluate();
    Q_EMIT poseEditsChanged();
}

int Document::resetAllPoseEdits()
{
    std::set<int> bones;
    for (const auto& [bone, degrees] : poseDegrees_) {
        bones.insert(bone);
    }
    for (const auto& [bone, move] : poseMoves_) {
        bones.insert(bone);
    }
    if (bones.empty()) {
        return 0;
    }
    undo_.beginMacro(tr("Reset All Hand Poses"));
    for (int bone : bones) {
        editPose(bone, glm::vec3(0.0f), false);
        editPoseMove(bone, glm::vec3(0.0f), false);
    }
    undo_.endMacro();
    return int(bones.size());
}

void Document::editPoseMove(int bone, const glm::vec3& move, bool mergeWithLast)
{
    if (!instance_ || bone < 0 || bone >= instance_->framework().boneCount()) {
        return;
    }
    const glm::vec3 before = poseEditMove(bone);
    const std::string name = instance_->framework().boneName(bone);
    auto apply = [this, name](const glm::vec3& m) {
        if (instance_) {
            setPoseMove(instance_->framework().findBone(name), m);
        }
    };
    setPoseMove(bone, move);
    undo_.push(new EditCommand(tr("Move %1 by hand").arg(QString::fromStdString(name)), [apply, move] { apply(move); },
                               [apply, before] { apply(before); },
                               mergeWithLast ? QStringLiteral("move:") + QString::fromStdString(name) : QString(), true));
}

void Document::editPose(int bone, const glm::vec3& degrees, bool mergeWithLast)
{
    if (!instance_ || bone < 0 || bone >= instance_->framework().boneCount()) {
        return;
    }
    const glm::vec3 before = poseEditDegrees(bone);
    const std::string name = instance_->framework().boneName(bone);
    // By name, so the step survives a costume swap that moves bone indices.
    auto apply = [this, name](const glm::vec3& d) {
        if (instance_) {
            setPoseEdit(instance_->framework().findBone(name), d);
        }
    };
    setPoseEdit(bone, degrees);
    undo_.push(new EditCommand(tr("Pose %1 by hand").arg(QString::fromStdString(name)), [apply, degrees] { apply(degrees); },
                               [apply, before] { apply(before); },
                               mergeWithLast ? QStringLiteral("pose:") + QString::fromStdString(name) : QString(), true));
}

void Document::queueTransition(const QueuedTransition& transition)
{
    if (!instance_ || transition.toClip < 0 || transition.toClip >= int(data_->clips.size())) {
        return;
    }
    queued_ = transition;
    Q_EMIT transitionQueueChanged();
}

void Document::cancelTransition()
{
    queued_.reset();
    Q_EMIT transitionQueueChanged();
}

void Document::startQueuedTransition(double frame)
{
    const QueuedTransition t = *queued_;
    queued_.reset();
    Diagnostics d;
    // The pose at the switch is the clip playing at atFrame; the new clip plays on from its start
    // by the time left over.
    const Clip& to = data_->clips[std::size_t(t.toClip)];
    const double rate = instance_->clip() ? instance_->clip()->frameRate : 30.0;
    const double over = frame - t.atFrame;
    if (t.mode) {
        instance_->transitionTo(t.toClip, float(t.atFrame), t.seconds, *t.mode, d);
    } else {
        instance_->setClip(t.toClip, d);
    }
    if (comparison_) {
        // The other method: inertialization against a crossfade (or a cut).
        const TransitionMode other = t.mode == TransitionMode::Inertialize ? TransitionMode::Crossfade : TransitionMode::Inertialize;
        comparison_->transitionTo(t.toClip, float(t.atFrame), t.seconds > 0.0f ? t.seconds : 0.3f, other, d);
    }
    addMessages(d);
    clip_ = t.toClip;
    frame_ = to.startFrame + over * to.frameRate / rate;
    dtSeconds_ = float(std::max(over, 1e-3) / rate);
    evaluate();
    Q_EMIT clipSwitched(clip_, frame_);
    Q_EMIT transitionQueueChanged();
}

void Document::setCompareTransitions(bool on)
{
    if (on == (comparison_ != nullptr) || (on && !instance_)) {
        return;
    }
    comparison_.reset();
    comparisonWorld_.clear();
    if (on) {
        Diagnostics d;
        comparison_ = CharacterInstance::create(*data_, d, instance_->costumes());
        if (comparison_) {
            comparison_->setClip(clip_, d);
            stages_->applyTo(*comparison_, false);
        }
        addMessages(d);
    }
    evaluate();
    Q_EMIT stagesChanged();
}

void Document::evaluateComparison(float dt)
{
    if (!comparison_) {
        return;
    }
    comparison_->evaluate(float(frame_), loopPastEnd_, dt);
    // Beside the first, along X, by the character's height.
    const Framework& fw = comparison_->framework();
    float height = 1.0f;
    for (int b = 0; b < fw.boneCount(); ++b) {
        height = std::max(height, glm::length(glm::vec3(fw.bindWorld(b)[3])));
    }
    comparisonWorld_ = comparison_->pose().allWorld();
    for (glm::mat4& m : comparisonWorld_) {
        m[3] += glm::vec4(height, 0.0f, 0.0f, 0.0f);
    }
}

}  // namespace rigstage
