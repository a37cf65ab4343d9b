#include "gui/playback/playback_model.h"

#include <QTimer>

#include <algorithm>

#include "gui/document.h"
#include "gui/stages/stages_model.h"

namespace rigstage {

PlaybackModel::PlaybackModel(Document& document, QObject* parent)
    : QObject(parent)
    , document_(document)
{
}

PlaybackModel::~PlaybackModel() = default;

QStringList PlaybackModel::clipNames() const
{
    QStringList names;
    if (const CharacterData* data = document_.data()) {
        for (const Clip& c : data->clips) {
            names << QString::fromStdString(c.name);
        }
    }
    return names;
}

QString PlaybackModel::clipName() const
{
    const CharacterData* data = document_.data();
    return data && clip_ >= 0 && clip_ < int(data->clips.size()) ? QString::fromStdString(data->clips[std::size_t(clip_)].name)
                                                                  : QString();
}

void PlaybackModel::setClip(int index)
{
    CharacterInstance* instance = document_.instance();
    if (!instance || index == clip_) {
        return;
    }
    Diagnostics d;
    clip_ = index;
    instance->setClip(index, d);
    if (comparison_) {
        comparison_->setClip(index, d);
    }
    document_.addMessages(d);
    document_.evaluate();
}

void PlaybackModel::setFrame(double frame)
{
    sinceFrameSet_.start();
    const CharacterInstance* instance = document_.instance();
    if (frame == frame_ && instance) {
        return;  // nothing moved (the timeline showing a frame the document set itself)
    }
    // Trailing joints advance by the time played; a jump (scrubbing, a loop) snaps them to rest.
    const double rate = instance && instance->clip() ? instance->clip()->frameRate : 30.0;
    const double step = frame - frame_;
    dtSeconds_ = step > 0.0 && step < 0.25 * rate ? float(step / rate) : 0.0f;
    if (queued_ && instance && dtSeconds_ > 0.0f && frame_ < queued_->atFrame && frame >= queued_->atFrame) {
        startQueuedTransition(frame);
        return;
    }
    frame_ = frame;
    document_.evaluate();
}

void PlaybackModel::setLoopPastEnd(bool loop)
{
    if (loop == loopPastEnd_) {
        return;
    }
    loopPastEnd_ = loop;
    document_.evaluate();
}

float PlaybackModel::takeStep()
{
    return std::exchange(dtSeconds_, 0.0f);
}

void PlaybackModel::restart(const QString& previousClip, bool reload)
{
    const CharacterData* data = document_.data();
    int clip = data->clips.empty() ? -1 : 0;
    if (reload && !previousClip.isEmpty()) {
        const int again = data->findClip(previousClip.toStdString());
        clip = again >= 0 ? again : clip;
    }
    if (!reload) {
        frame_ = 0.0;
    }
    clip_ = -2;  // differs from every clip: setClip gives the new instance its clip
    queued_.reset();
    comparison_.reset();
    comparisonWorld_.clear();
    setClip(clip);
}

void PlaybackModel::queueTransition(const QueuedTransition& transition)
{
    const CharacterData* data = document_.data();
    if (!document_.instance() || transition.toClip < 0 || transition.toClip >= int(data->clips.size())) {
        return;
    }
    queued_ = transition;
    Q_EMIT transitionQueueChanged();
}

void PlaybackModel::cancelTransition()
{
    queued_.reset();
    Q_EMIT transitionQueueChanged();
}

void PlaybackModel::startQueuedTransition(double frame)
{
    CharacterInstance* instance = document_.instance();
    const QueuedTransition t = *queued_;
    queued_.reset();
    Diagnostics d;
    // The pose at the switch is the clip playing at atFrame; the new clip plays on from its start
    // by the time left over.
    const Clip& to = document_.data()->clips[std::size_t(t.toClip)];
    const double rate = instance->clip() ? instance->clip()->frameRate : 30.0;
    const double over = frame - t.atFrame;
    if (t.mode) {
        instance->transitionTo(t.toClip, float(t.atFrame), t.seconds, *t.mode, d);
    } else {
        instance->setClip(t.toClip, d);
    }
    if (comparison_) {
        // The other method: inertialization against a crossfade (or a cut).
        const TransitionMode other = t.mode == TransitionMode::Inertialize ? TransitionMode::Crossfade : TransitionMode::Inertialize;
        comparison_->transitionTo(t.toClip, float(t.atFrame), t.seconds > 0.0f ? t.seconds : 0.3f, other, d);
    }
    document_.addMessages(d);
    clip_ = t.toClip;
    frame_ = to.startFrame + over * to.frameRate / rate;
    dtSeconds_ = float(std::max(over, 1e-3) / rate);
    document_.evaluate();
    Q_EMIT clipSwitched(clip_, frame_);
    Q_EMIT transitionQueueChanged();
}

void PlaybackModel::setCompareTransitions(bool on)
{
    CharacterInstance* instance = document_.instance();
    if (on == (comparison_ != nullptr) || (on && !instance)) {
        return;
    }
    comparison_.reset();
    comparisonWorld_.clear();
    if (on) {
        Diagnostics d;
        comparison_ = CharacterInstance::create(*document_.data(), d, instance->costumes());
        if (comparison_) {
            comparison_->setClip(clip_, d);
            document_.stages()->applyTo(*comparison_, false);
        }
        document_.addMessages(d);
    }
    document_.evaluate();
    Q_EMIT comparisonChanged();
}

void PlaybackModel::stopComparison()
{
    comparison_.reset();
    comparisonWorld_.clear();
}

void PlaybackModel::evaluateComparison(float dt)
{
    if (!comparison_) {
        return;
    }
    comparison_->evaluate(float(frame_), loopPastEnd_, dt);
    // Beside the first, across the view, by the character's height.
    const Framework& fw = comparison_->framework();
    float height = 1.0f;
    for (int b = 0; b < fw.boneCount(); ++b) {
        height = std::max(height, glm::length(glm::vec3(fw.bindWorld(b)[3])));
    }
    comparisonWorld_ = comparison_->pose().allWorld();
    for (glm::mat4& m : comparisonWorld_) {
        m[3] += glm::vec4(across_ * height, 0.0f);
    }
}

void PlaybackModel::setComparisonAcross(const glm::vec3& across)
{
    const float length = glm::length(across);
    if (!(length > 1e-6f) || across / length == across_) {
        return;  // no direction (looking straight down the up axis keeps the last one), or the same
    }
    across_ = across / length;
    if (comparison_) {
        document_.evaluate();
    }
}

bool PlaybackModel::setDriving(bool on)
{
    CharacterInstance* instance = document_.instance();
    if (!instance || !instance->setDriving(on)) {
        document_.addMessage(tr("%1 has no <Locomotion> to drive.").arg(document_.path()));
        return false;
    }
    document_.evaluate();
    return true;
}

bool PlaybackModel::isDriving() const
{
    const CharacterInstance* instance = document_.instance();
    return instance && instance->isDriving();
}

void PlaybackModel::setStick(const glm::vec2& stick)
{
    if (CharacterInstance* instance = document_.instance()) {
        instance->setStick(stick);
    }
}

bool PlaybackModel::hitBone(int bone, const glm::vec3& direction)
{
    CharacterInstance* instance = document_.instance();
    if (!instance || bone < 0 || bone >= instance->framework().boneCount()) {
        return false;
    }
    const Framework& fw = instance->framework();
    // Sized to the character: a hit moves a unit mass at twice its height per second.
    glm::vec3 lo(0.0f), hi(0.0f);
    for (int b = 0; b < fw.boneCount(); ++b) {
        const glm::vec3 p(fw.bindWorld(b)[3]);
        lo = b == 0 ? p : glm::min(lo, p);
        hi = b == 0 ? p : glm::max(hi, p);
    }
    const float size = std::max(glm::length(hi - lo), 1.0f);
    if (!instance->applyImpulse(bone, direction * (2.0f * size))) {
        document_.addMessage(tr("No physics chain holds %1: Ctrl+Shift+click a bone of a <ChainPhysics> chain (a tail, a spine) to hit it.")
                                 .arg(QString::fromStdString(fw.boneName(bone))));
        return false;
    }
    if (!settle_) {
        settle_ = new QTimer(this);
        settle_->setInterval(16);
        connect(settle_, &QTimer::timeout, this, [this] {
            // While the timeline plays it advances the frames (and the chain) itself.
            const bool playing = sinceFrameSet_.isValid() && sinceFrameSet_.elapsed() < 100;
            if (!document_.instance() || --settleTicks_ <= 0) {
                settle_->stop();
                return;
            }
            if (!playing) {
                dtSeconds_ = 1.0f / 60.0f;
                document_.evaluate();
            }
        });
    }
    settleTicks_ = 180;  // three seconds
    settle_->start();
    return true;
}

}  // namespace rigstage
