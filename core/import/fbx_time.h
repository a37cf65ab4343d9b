#pragma once
// The start time of each animation stack of an FBX file (its LocalStart). Assimp 5.2 moves every
// FBX clip to start at 0 and exposes neither LocalStart nor a scene time span that has it, so a
// clip Blender or Max exported from frame 1 would play one frame early next to the same clip as
// glTF (whose keys keep their times). Read here by scanning the file's property records.

#include <string>
#include <vector>

namespace rigstage {

/// LocalStart of every AnimationStack in the Objects section, in file order, in seconds (FBX
/// time: 46,186,158,000 ticks per second). Empty when the file is not FBX or has none; binary
/// and ASCII FBX.
std::vector<double> fbxStackStartSeconds(const std::string& path);

}  // namespace rigstage
