#pragma once
// The STEP and CUBICSPLINE samplers of a glTF's animations, read from the file itself (through
// tinygltf): Assimp 5.2 reads STEP as linear, and CUBICSPLINE through its values without the
// tangents. Only translation, rotation, scale and morph-weight channels are read; images are never
// decoded, and every file tinygltf opens is checked first (a regular file, at most
// kMaxGltfExternalBytes).

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "anim/clip.h"

namespace rigstage {

/// The part of a node a channel animates.
enum class GltfPath { Translation, Rotation, Scale, Weights };

/// One sampler as the file gives it, values flattened key by key.
struct GltfSampler {
    ClipInterpolation interpolation = ClipInterpolation::Linear;
    std::vector<double> seconds;  ///< The input: one time a key, ascending.
    int width = 0;                ///< Numbers a key: 3 (translation, scale), 4 (rotation x y z w), targets (weights).
    std::vector<float> values;    ///< [key][width]
    std::vector<float> in, out;   ///< CubicSpline only: the in- and out-tangents, per second, [key][width].
};

/// One animation's STEP and CUBICSPLINE samplers, by (node name, path); node names as Assimp 5.2
/// names glTF nodes (gltfNodeName).
using GltfAnimationSamplers = std::map<std::pair<std::string, GltfPath>, GltfSampler>;

/// A node's name as Assimp 5.2 gives it: the node's "name", or "nodes[index]" when it has none.
std::string gltfNodeName(const std::string& name, int index);

/// True when path is a .gltf or .glb whose JSON names a STEP or CUBICSPLINE interpolation (a .glb's
/// binary chunk is not read): only then is the file read a second time.
bool gltfNamesNonLinearSamplers(const std::string& path);

/// Reads the non-linear samplers of every animation of the .gltf / .glb at path, in the file's order
/// of animations (Assimp's). Nullopt with the reason in why when tinygltf cannot load the file, a
/// file it names is not a regular file or is too large, or a sampler's accessors are malformed.
std::optional<std::vector<GltfAnimationSamplers>> readGltfNonLinearSamplers(const std::string& path, std::string& why);

}  // namespace rigstage
