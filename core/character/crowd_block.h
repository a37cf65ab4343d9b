#pragma once
// Up to eight characters of a crowd evaluated together in lanes (pose/pose_lanes.h) when they run
// alike: their poses brought into a block, the clip, IK and helper stages run over it eight
// characters at once, and each pose handed its frame back with every world transform, the bits
// CharacterInstance::evaluate and the world pass give it (test_crowd).

#include <span>

#include "character/character_instance.h"
#include "pose/pose_lanes.h"

namespace rigstage {

class CrowdBlock {
public:
    /// True when one to eight characters can share a block: one framework, clip player and helper
    /// system (no profile attached), no terrain, their stages listed alike, each stage that has
    /// work running or not alike, and the only ones doing anything the clip, IK (modules alike) and
    /// helpers (a slope adaptation off the terrain that holds no output does nothing); no pipeline
    /// timed or watched.
    static bool runAlike(std::span<CharacterInstance* const> characters);
    /// What characters[i]->evaluate(frames[i], loop) and then the world pass give each character,
    /// computed in block (of their framework; lanes past the characters repeat the first, giving
    /// it again what its own lane gives it). The characters must runAlike().
    static void evaluate(std::span<CharacterInstance* const> characters, std::span<const float> frames, bool loop,
                         PoseLanes& block);
};

}  // namespace rigstage
