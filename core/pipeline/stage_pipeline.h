#pragma once
// The ordered stages of a character's frame, run one after the other on the pose, each timed when
// asked (the Procedural dock shows the cost of each).

#include <memory>
#include <optional>
#include <vector>

#include "pipeline/frame_stage.h"

namespace rigstage {

class StagePipeline {
public:
    /// Adds a stage; listed stages run in the order they were added, the others are kept (their
    /// modules stay reachable) but never run.
    void add(std::unique_ptr<FrameStage> stage, bool listed = true);
    /// Runs the enabled listed stages in order; procedural stages only when procedural is true.
    void run(FrameContext& context, bool procedural);

    /// Timing costs two clock reads per stage, so it is off unless a viewer asks for it.
    void setMeasuring(bool on) { measuring_ = on; }
    bool measuring() const { return measuring_; }

    /// While watching, each run notes the first stage after which a bone's local transform is not
    /// finite, so a NaN in the output names its cause (`eval` watches; the frame loop does not pay).
    void setWatchingFinite(bool on) { watchingFinite_ = on; }
    bool watchingFinite() const { return watchingFinite_; }
    /// The first stage of the last watched run that left a non-finite local transform, if any.
    std::optional<StageKind> firstNonFiniteStage() const { return firstNonFinite_; }
    /// Forgets it, as run() does first: for a frame computed outside run() (a crowd's lanes).
    void clearFirstNonFinite() { firstNonFinite_.reset(); }
    /// The listed stages, in the order they run.
    const std::vector<FrameStage*>& stages() const { return order_; }
    /// The stage of this kind, listed or not (null when there is none).
    FrameStage* find(StageKind kind) const;
    template <class T>
    T* find() const { return static_cast<T*>(find(T::kKind)); }

private:
    std::vector<std::unique_ptr<FrameStage>> stages_;  // all, owned
    std::vector<FrameStage*> order_;                   // the listed ones, in order
    bool measuring_ = false;
    bool watchingFinite_ = false;
    std::optional<StageKind> firstNonFinite_;
};

}  // namespace rigstage
