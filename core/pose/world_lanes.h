#pragma once
// The world-transform pass of several characters of one skeleton at once, one character an AVX
// lane, eight a step: a crowd's characters share their hierarchy, so each bone's product is one
// set of vector operations for all of them, where one character fills only the three or four
// lanes of a matrix column. Each lane performs the operations of affineTimesSrt in its order, so
// every character gets the bits its own pass gives it (test_pose compares them).

#include <span>

#include "pose/world_batch.h"

namespace rigstage {

/// The most poses one step of computeDirtyWorldAcross takes.
inline constexpr int kWorldLanes = 8;

/// computeDirtyWorldInOrder for every pose in poses, which share one hierarchy (the same parents
/// and count): in AVX lanes, eight poses a step, where the build has AVX; else one pose after the
/// other. A bone is computed for all eight lanes when any needs it, so each pose must keep the
/// pose's invariant: a world transform marked valid is the product of the current locals (every
/// write through setLocalUnchecked followed by invalidateAll()), which recomputing gives again.
void computeDirtyWorldAcross(std::span<const WorldPassArrays> poses);

}  // namespace rigstage
