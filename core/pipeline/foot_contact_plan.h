#pragma once
// Where a clip puts each foot down: the clip is sampled at every whole frame once (when it starts
// playing), each foot's world position kept with whether it stands on the ground then. At any frame
// a foot in the air then knows where its step left the ground and where it lands next, which the
// slope stage's look-ahead needs (FootStep).

#include <memory>
#include <vector>

#include "procedural/slope_adaptation.h"

namespace rigstage {

class ClipPlayer;

class FootContactPlan {
public:
    /// Samples the player's clip at each whole frame on the bind pose of the framework: the world
    /// position of each foot bone, planted while its height (along axis up) is within `grounded`
    /// of its lowest in the clip.
    void build(const ClipPlayer& player, const std::shared_ptr<const Framework>& framework, const std::vector<int>& feet,
               const std::vector<float>& grounded, int up);
    /// Forgets the clip (no plan: every foot goes by the ground under it).
    void clear();
    bool empty() const { return samples_ == 0; }
    /// The player the plan was built for (compared by address to notice a clip change).
    const ClipPlayer* player() const { return player_; }

    /// Each foot's step at a frame of the clip (looping as the clip plays): in the air between the
    /// last sample it stood at and the next, with where those are. A foot that never stands, or
    /// (not looping) lands no more, counts as on the ground.
    void stepsAt(float frame, bool loop, std::vector<FootStep>& steps) const;

    /// A foot's sampled position and whether it stands, at a sample (0 is the clip's first whole frame).
    int sampleCount() const { return samples_; }
    float firstFrame() const { return first_; }
    const glm::vec3& position(int foot, int sample) const { return positions_[index(foot, sample)]; }
    bool planted(int foot, int sample) const { return planted_[index(foot, sample)] != 0; }

private:
    std::size_t index(int foot, int sample) const { return std::size_t(foot) * std::size_t(samples_) + std::size_t(sample); }

    const ClipPlayer* player_ = nullptr;
    int feet_ = 0;
    int samples_ = 0;     // whole frames sampled, the clip's last included
    int cycle_ = 0;       // samples in one pass of a looping clip (its last frame is its first again)
    float first_ = 0.0f;  // the first sample's clip frame
    glm::vec3 loopShift_{0.0f};  // how far the root travels in one pass of the clip
    std::vector<glm::vec3> positions_;
    std::vector<char> planted_;
};

}  // namespace rigstage
