#pragma once
// The clips of an imported model (glTF, FBX, ... through Assimp), keyed at the file's own times.
// Each bone track keeps a key at every time one of its channels (translation, rotation, scale) is
// keyed, so the file's values come back exactly at its key times, and between them as the file
// interpolates: linear / spherical-linear, or glTF's STEP and CUBICSPLINE (read from the file by
// gltf_samplers); a frame is a frame at the clip's own rate, numbered as the DCC numbered it.

#include <string>
#include <unordered_map>
#include <vector>

#include "diagnostics.h"

struct aiScene;

namespace rigstage {

struct ImportedModel;

/// Frame rates a glTF's keys are tested against, lowest first: glTF stores seconds and no rate.
inline constexpr double kCommonFrameRates[] = {24.0, 25.0, 30.0, 48.0, 50.0, 60.0, 120.0};

/// A clip's frame rate from its key times (seconds): preferred when every key lies on its frames
/// (to 1e-3 of a frame); otherwise the lowest of kCommonFrameRates of which the most common step
/// between keys is a whole number of frames; 0 when none is. Keys at one time only: preferred,
/// else 30.
double frameRateOfKeys(const std::vector<double>& seconds, double preferred);

/// Adds one Clip per animation of scene to model.clips for the skeleton layer. k converts the
/// file's lengths to centimetres; nodeByFileName maps a node's name in the file to its bone name.
void readImportedClips(const aiScene& scene, float k, const std::unordered_map<std::string, std::string>& nodeByFileName,
                       ImportedModel& model, Diagnostics& diagnostics);

}  // namespace rigstage
