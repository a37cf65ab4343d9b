#pragma once
// A clip played on eight characters at once, each at its own frame, into a block held in lanes
// (pose/pose_lanes.h): the first stage of a crowd's frame in the lane design.

#include "anim/clip_player.h"
#include "pose/pose_lanes.h"

namespace rigstage {

/// Plays player's clip on the eight characters of block, lane k at frames[k] (looping or held as
/// ClipPlayer::apply does): each lane's bound bones get the local transforms apply gives that
/// character's Pose, bit for bit (their scale bits too); the other bones keep theirs. Every world
/// transform is marked dirty. Throws std::invalid_argument when player was bound to a framework
/// with another bone count than the block's.
void applyClipInLanes(const ClipPlayer& player, PoseLanes& block, const float (&frames)[kPoseLanes], bool loop = true);

}  // namespace rigstage
