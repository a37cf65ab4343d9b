#pragma once
// The Framework: the stack of skeleton layers in use, merged into one bone array with parents
// before children. Built once by FrameworkBuilder and then shared read-only by every character
// instance (ozz's RawSkeleton -> Skeleton split).

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "diagnostics.h"
#include "math/srt.h"
#include "skeleton/bone_name.h"
#include "skeleton/raw_layer.h"

namespace rigstage {

/// One layer of the stack and the contiguous range of bones it owns.
struct FrameworkLayer {
    std::string name;
    int level = 0;
    std::string file;
    int firstBone = 0;   ///< Index of the first bone this layer owns.
    int boneCount = 0;   ///< Number of bones this layer owns (references to lower layers excluded).
};

class Framework {
public:
    /// Returns the number of bones in the stack.
    int boneCount() const { return static_cast<int>(names_.size()); }
    /// Returns the full name of a bone.
    const std::string& boneName(int bone) const { return names_[bone]; }
    /// Returns the parent index of a bone, or -1 for a root. A parent always has a smaller index.
    int parent(int bone) const { return parents_[bone]; }
    /// Every bone's parent index (-1 for a root), in bone order.
    const int* parentIndices() const { return parents_.data(); }
    /// Returns the bind pose of a bone relative to its parent.
    const Srt& bindLocal(int bone) const { return bindLocals_[bone]; }
    /// Returns the bind pose of a bone in world space.
    const glm::mat4& bindWorld(int bone) const { return bindWorlds_[bone]; }
    /// Returns the BoneFlag bits of a bone.
    std::uint8_t flags(int bone) const { return flags_[bone]; }
    bool isBaked(int bone) const { return (flags_[bone] & kBoneFlagBaked) != 0; }
    bool isDeformable(int bone) const { return (flags_[bone] & kBoneFlagDeformable) != 0; }
    /// Returns the index (into layers()) of the layer that owns a bone.
    int layerOf(int bone) const { return layerOf_[bone]; }
    /// Returns the line of the bone's element in its layer's file.
    int sourceLine(int bone) const { return lines_[bone]; }

    /// Returns the ancestors of a bone, root first, the bone itself excluded.
    std::span<const int> ancestors(int bone) const;
    /// Returns all descendants of a bone in bone-array order (so parents before children).
    std::span<const int> descendants(int bone) const;

    /// Returns the index of the bone with this full name, or -1.
    int findBone(std::string_view name) const;
    /// Returns the index of the only bone whose part after '#' is this name, or -1 when none or several.
    int findBoneByShortName(std::string_view shortName) const;

    const std::vector<FrameworkLayer>& layers() const { return layers_; }
    /// Returns the index of the layer with this name, or -1.
    int findLayer(std::string_view name) const;

private:
    friend class FrameworkBuilder;

    std::vector<std::string> names_;
    std::vector<int> parents_;
    std::vector<Srt> bindLocals_;
    std::vector<glm::mat4> bindWorlds_;
    std::vector<std::uint8_t> flags_;
    std::vector<int> layerOf_;
    std::vector<int> lines_;
    std::vector<int> ancestorBegin_;    // CSR offsets into ancestorIndices_, size boneCount + 1
    std::vector<int> ancestorIndices_;
    std::vector<int> descendantBegin_;  // CSR offsets into descendantIndices_, size boneCount + 1
    std::vector<int> descendantIndices_;
    std::vector<FrameworkLayer> layers_;
    std::unordered_map<std::string, int> byName_;
    std::unordered_map<std::string, int> byShortName_;  // -2 marks an ambiguous short name
};

/// Builds a Framework from a stack of raw layers, lower layers first.
/// Limits on what a stack may hold (docs/format.md, Limits): the framework keeps every bone's
/// ancestors and descendants flattened, so memory grows with bones times depth.
inline constexpr int kMaxLayers = 64;
inline constexpr int kMaxBonesPerLayer = 20000;
inline constexpr int kMaxHierarchyDepth = 512;

class FrameworkBuilder {
public:
    /// Stacks the layers in the given order. Reports every problem found (duplicate names, missing
    /// parents, parent cycles, references to bones no lower layer provides, non-finite bind poses,
    /// more layers, bones or hierarchy depth than the limits above) and returns nullptr when any
    /// of them is an error.
    static std::shared_ptr<const Framework> build(const std::vector<const RawLayer*>& layers,
                                                  Diagnostics& diagnostics);
};

}  // namespace rigstage
