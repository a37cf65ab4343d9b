#pragma once
// The world-transform pass over many dirty bones of a pose (after a clip wrote every bone, or at
// the end of a frame), in two loops instead of one call of affineTimesSrt per bone: first every
// bone's scaled rotation columns, four bones at a time in SSE2 lanes (nothing in them depends on the
// parent, as in ozz's local-to-model job on structure-of-arrays transforms), then the products down
// the hierarchy. The columns come from scaledRotationColumns (math/srt.h), whose operations
// affineTimesSrt repeats, and the products add in its order, so the bits are the same (test_pose
// compares them).

#include <cstdint>

#include "math/srt.h"

namespace rigstage {

/// The arrays of a pose the pass reads and writes, each indexed by bone (a parent's index is below
/// its children's).
struct WorldPassArrays {
    const Srt* locals;
    const std::uint8_t* localScaled;  ///< 1 when the bone's local scale is not (1,1,1)
    const int* parents;               ///< -1 for a root
    int count;
    glm::mat4* world;
    std::uint8_t* worldScaled;  ///< 1 when the bone or an ancestor is scaled
    std::uint8_t* worldValid;   ///< 0: dirty, to compute; anything else: up to date, left alone
};

/// For every dirty bone, in order: world = world[parent] * toMatrix(local) (toMatrix(local) for a
/// root), its scale bit, and its valid byte set to 1.
void computeDirtyWorldInOrder(const WorldPassArrays& pose);

}  // namespace rigstage
