#pragma once
// Playback and time: the clip playing, the frame, the rule past the clip's end, the transition
// queued on the timeline, the side-by-side comparison of transition methods, drive mode and the
// frames a paused physics chain keeps simulating after a hit. The document evaluates the frame
// this model says, taking the time played since the last frame once (takeStep).

#include <QElapsedTimer>
#include <QObject>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

#include <glm/mat4x4.hpp>
#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

#include "character/character_instance.h"

class QTimer;

namespace rigstage {

class Document;

class PlaybackModel : public QObject {
    Q_OBJECT
public:
    explicit PlaybackModel(Document& document, QObject* parent = nullptr);
    ~PlaybackModel() override;

    QStringList clipNames() const;
    int clip() const { return clip_; }
    void setClip(int index);
    double frame() const { return frame_; }
    /// Moves to a frame and evaluates; trailing joints advance by the time played, a jump
    /// (scrubbing, a loop) snaps them to rest, and a queued transition starts when its frame is
    /// played through.
    void setFrame(double frame);
    /// The playback rule shared with every command: a frame past the clip's end holds its last
    /// frame (as a DCC renders past its end), or wraps into the clip when looping (--loop).
    bool loopsPastEnd() const { return loopPastEnd_; }
    void setLoopPastEnd(bool loop);
    /// The seconds played since the last evaluated frame; the document's evaluation takes them once.
    float takeStep();

    /// A transition queued on the timeline: when playing reaches atFrame of the clip playing, the
    /// character hands over to toClip (a cut when mode is empty) and plays on from its start.
    struct QueuedTransition {
        int toClip = -1;
        double atFrame = 0.0;
        float seconds = 0.3f;
        std::optional<TransitionMode> mode;
    };
    void queueTransition(const QueuedTransition& transition);
    void cancelTransition();
    const std::optional<QueuedTransition>& queuedTransition() const { return queued_; }

    /// A second instance of the character beside the first (offset by its height across the view), playing
    /// the same clips and frames but taking queued transitions the other way (crossfade against
    /// inertialization), so both methods show side by side. Off after a load or a costume swap.
    void setCompareTransitions(bool on);
    bool comparingTransitions() const { return comparison_ != nullptr; }
    /// The direction the second instance stands in, beside the first: across the view (the
    /// camera's right in the ground plane), so that no side view puts one behind the other.
    /// Horizontal, unit length; +X until the window says otherwise.
    void setComparisonAcross(const glm::vec3& across);
    /// The second instance's world transforms, already offset (empty when not comparing).
    const std::vector<glm::mat4>& comparisonWorld() const { return comparisonWorld_; }
    /// Evaluates the second instance at the frame (the document calls it with every frame).
    void evaluateComparison(float dt);

    /// Drive mode (the manifest's <Locomotion>); false (with a message) when the character has none.
    bool setDriving(bool on);
    bool isDriving() const;
    void setStick(const glm::vec2& stick);

    /// A hit on a bone of a physics chain: an impulse along direction (unit) sized to the
    /// character, and, while paused, the chain keeps simulating until it settles. False (with a
    /// message) when no <ChainPhysics> chain holds the bone.
    bool hitBone(int bone, const glm::vec3& direction);

    /// A new character (reload: the same file again, which keeps the frame and, by name, the clip):
    /// nothing queued, no comparison, the clip set.
    void restart(const QString& previousClip, bool reload);
    /// The clip's name before a new character replaces it (empty when none).
    QString clipName() const;
    /// The costumes changed: the comparison wore the old stack.
    void stopComparison();

Q_SIGNALS:
    /// A queued transition started: the clip and frame now playing.
    void clipSwitched(int clip, double frame);
    void transitionQueueChanged();
    /// The transition comparison was switched on or off.
    void comparisonChanged();

private:
    void startQueuedTransition(double frame);

    Document& document_;
    int clip_ = -1;
    double frame_ = 0.0;
    bool loopPastEnd_ = false;
    float dtSeconds_ = 0.0f;  // time since the last evaluated frame, for the trailing joints
    std::optional<QueuedTransition> queued_;
    std::unique_ptr<CharacterInstance> comparison_;
    std::vector<glm::mat4> comparisonWorld_;
    glm::vec3 across_{1.0f, 0.0f, 0.0f};
    QTimer* settle_ = nullptr;     // advances a paused frame after a hit until the chain settles
    int settleTicks_ = 0;
    QElapsedTimer sinceFrameSet_;  // playing sets frames itself: the settle timer then stays out
};

}  // namespace rigstage
