#include "skeleton/framework.h"

#include <algorithm>
#include <functional>

namespace rigstage {

std::span<const int> Framework::ancestors(int bone) const
{
    return {ancestorIndices_.data() + ancestorBegin_[bone],
            static_cast<std::size_t>(ancestorBegin_[bone + 1] - ancestorBegin_[bone])};
}

std::span<const int> Framework::descendants(int bone) const
{
    return {descendantIndices_.data() + descendantBegin_[bone],
            static_cast<std::size_t>(descendantBegin_[bone + 1] - descendantBegin_[bone])};
}

int Framework::findBone(std::string_view name) const
{
    const auto it = byName_.find(std::string(name));
    return it == byName_.end() ? -1 : it->second;
}

int Framework::findBoneByShortName(std::string_view shortName) const
{
    const auto it = byShortName_.find(std::string(shortName));
    return it == byShortName_.end() || it->second < 0 ? -1 : it->second;
}

int Framework::findLayer(std::string_view name) const
{
    for (std::size_t i = 0; i < layers_.size(); ++i) {
        if (layers_[i].name == name) {
            return static_cast<int>(i);
        }
    }
    return -1;
}

namespace {

/// True when a raw bone of this layer only points at a bone another layer owns.
bool isReference(const RawBone& bone, const RawLayer& layer)
{
    const auto parsed = parseBoneName(bone.name);
    return parsed && parsed->layer != layer.name;
}

}  // namespace

std::shared_ptr<const Framework> FrameworkBuilder::build(const std::vector<const RawLayer*>& layers,
                                                         Diagnostics& diagnostics)
{
    auto fw = std::make_shared<Framework>();
    bool ok = true;
    std::vector<int> depth;  // per placed bone: how many ancestors it has

    if (layers.size() > std::size_t(kMaxLayers)) {
        diagnostics.error("layer.too-many", layers[kMaxLayers]->file, layers[kMaxLayers]->line,
                          "the stack has " + std::to_string(layers.size()) + " layers; at most " + std::to_string(kMaxLayers)
                              + " are supported",
                          {}, "Merge layers, or wear fewer costumes at once.");
        return nullptr;
    }
    for (const RawLayer* layerPtr : layers) {
        const RawLayer& layer = *layerPtr;
        if (layer.bones.size() > std::size_t(kMaxBonesPerLayer)) {
            diagnostics.error("layer.too-many-bones", layer.file, layer.line,
                              "layer '" + layer.name + "' has " + std::to_string(layer.bones.size()) + " bones; at most "
                                  + std::to_string(kMaxBonesPerLayer) + " are supported",
                              {}, "Split the layer, or check that the exporter wrote the right scene.");
            ok = false;
            continue;
        }
        const int layerIndex = static_cast<int>(fw->layers_.size());
        if (fw->findLayer(layer.name) >= 0) {
            diagnostics.error("layer.duplicate", layer.file, layer.line,
                              "layer '" + layer.name + "' is stacked twice", {},
                              "Remove the second Layer element from the manifest.");
            ok = false;
            continue;
        }
        FrameworkLayer info{layer.name, layer.level, layer.file, fw->boneCount(), 0};

        // Split the file's bones into own bones and references to lower layers.
        std::unordered_map<std::string, int> ownByName;  // name -> index into layer.bones
        std::vector<int> own;
        std::vector<std::string> missingReferences;     // already reported: their children stay quiet
        for (int i = 0; i < static_cast<int>(layer.bones.size()); ++i) {
            const RawBone& b = layer.bones[i];
            const bool inStack = fw->findBone(b.name) >= 0;
            if (isReference(b, layer) || inStack) {
                if (!inStack) {
                    const auto parsed = parseBoneName(b.name);
                    diagnostics.error("layer.missing-base-bone", layer.file, b.line,
                                      "layer '" + layer.name + "' expects bone '" + b.name + "' from layer '"
                                          + (parsed ? parsed->layer : std::string("?"))
                                          + "', but no layer stacked below provides it",
                                      {b.name}, "Stack the layer that owns this bone first, or rename the bone.");
                    missingReferences.push_back(b.name);
                    ok = false;
                } else if (!isReference(b, layer) && parseBoneName(b.name)) {
                    diagnostics.error("bone.duplicate", layer.file, b.line,
                                      "bone '" + b.name + "' is already defined by a lower layer", {b.name},
                                      "Give the bone a unique name.");
                    ok = false;
                }
                continue;
            }
            if (!ownByName.emplace(b.name, i).second) {
                diagnostics.error("bone.duplicate", layer.file, b.line,
                                  "bone '" + b.name + "' is defined twice in this file (first at line "
                                      + std::to_string(layer.bones[ownByName[b.name]].line) + ")",
                                  {b.name}, "Rename or remove one of the two Bone elements.");
                ok = false;
                continue;
            }
            if (!isFinite(b.bindLocal)) {
                diagnostics.error("bone.non-finite-bind", layer.file, b.line,
                                  "bind pose of bone '" + b.name + "' contains NaN or infinity", {b.name},
                                  "Re-export the layer from a clean scene.");
                ok = false;
            }
            own.push_back(i);
        }

        // Place own bones parents first, keeping file order otherwise; detect cycles and missing
        // parents. Iterative (a file decides how deep a hierarchy goes: a 30,000-bone chain
        // listed children first overflowed the stack of a recursive walk): walk up from a bone
        // through its own unplaced ancestors, then place that chain from the top down.
        std::unordered_map<int, int> state;  // raw index -> 0 unvisited, 1 on the chain, 2 placed, 3 failed
        std::vector<int> chain;
        auto fail = [&](std::size_t from) {
            for (std::size_t k = from; k < chain.size(); ++k) {
                state[chain[k]] = 3;
            }
        };
        auto placeChain = [&](int start) -> bool {
            chain.clear();
            for (int raw = start;;) {
                int& s = state[raw];
                if (s == 2) {
                    break;
                }
                if (s == 3) {
                    fail(0);
                    return false;
                }
                if (s == 1) {
                    const auto from = std::find(chain.begin(), chain.end(), raw);
                    std::vector<std::string> path;
                    for (auto it = from; it != chain.end(); ++it) {
                        path.push_back(layer.bones[*it].name);
                    }
                    path.push_back(layer.bones[raw].name);
                    std::string shown;
                    for (std::size_t k = 0; k < path.size(); ++k) {
                        if (k == 40 && path.size() > 50) {
                            shown += " -> ... (" + std::to_string(path.size() - 50) + " more) ...";
                            k = path.size() - 10;
                        }
                        shown += (k ? " -> " : "") + path[k];
                    }
                    diagnostics.error("bone.parent-cycle", layer.file, layer.bones[raw].line,
                                      "bones form a parent cycle (each bone -> its parent): " + shown, path,
                                      "Break the cycle by giving one of these bones another parent.");
                    fail(0);
                    return false;
                }
                s = 1;
                chain.push_back(raw);
                const std::string& parent = layer.bones[raw].parent;
                const auto ownParent = parent.empty() ? ownByName.end() : ownByName.find(parent);
                if (ownParent == ownByName.end()) {
                    break;  // a root, or a parent in a layer below (checked when placing)
                }
                raw = ownParent->second;
            }
            for (std::size_t k = chain.size(); k-- > 0;) {
                const int raw = chain[k];
                const RawBone& b = layer.bones[raw];
                int parentIndex = -1;
                if (!b.parent.empty()) {
                    parentIndex = fw->findBone(b.parent);
                    if (parentIndex < 0 && ownByName.count(b.parent)) {
                        fail(0);  // its own parent failed: reported already
                        return false;
                    }
                    if (parentIndex < 0) {
                        const bool alreadyReported = std::find(missingReferences.begin(), missingReferences.end(), b.parent)
                                                     != missingReferences.end();
                        if (!alreadyReported) {
                            diagnostics.error("bone.missing-parent", layer.file, b.line,
                                              "parent '" + b.parent + "' of bone '" + b.name
                                                  + "' is neither in this layer nor in a layer stacked below",
                                              {b.name, b.parent}, "Fix the parent name or stack the layer that owns it.");
                        }
                        fail(0);
                        return false;
                    }
                }
                const int levels = parentIndex >= 0 ? depth[std::size_t(parentIndex)] + 1 : 0;
                if (levels > kMaxHierarchyDepth) {
                    diagnostics.error("bone.too-deep", layer.file, b.line,
                                      "bone '" + b.name + "' lies " + std::to_string(levels) + " levels below its root; at most "
                                          + std::to_string(kMaxHierarchyDepth) + " are supported",
                                      {b.name}, "Flatten the hierarchy (a chain that long is usually an export mistake).");
                    fail(0);
                    return false;
                }
                depth.push_back(levels);
                const int index = fw->boneCount();
                fw->names_.push_back(b.name);
                fw->parents_.push_back(parentIndex);
                Srt bind = b.bindLocal;
                bind.rotation = safeNormalize(bind.rotation);
                fw->bindLocals_.push_back(bind);
                fw->bindWorlds_.push_back(parentIndex >= 0 ? fw->bindWorlds_[parentIndex] * toMatrix(bind)
                                                           : toMatrix(bind));
                // The name is authoritative for flags; the flags attribute only serves non-convention names.
                const auto parsedName = parseBoneName(b.name);
                fw->flags_.push_back(parsedName ? parsedName->flags : b.flags);
                fw->layerOf_.push_back(layerIndex);
                fw->lines_.push_back(b.line);
                fw->byName_[b.name] = index;
                state[raw] = 2;
            }
            return true;
        };
        for (int raw : own) {
            if (!placeChain(raw)) {
                ok = false;
            }
        }
        info.boneCount = fw->boneCount() - info.firstBone;
        fw->layers_.push_back(info);
    }

    if (!ok) {
        return nullptr;
    }

    // Ancestor lists (root first) and descendant lists (array order) as CSR arrays.
    const int n = fw->boneCount();
    fw->ancestorBegin_.assign(n + 1, 0);
    for (int i = 0; i < n; ++i) {
        const int p = fw->parents_[i];
        const int depth = p < 0 ? 0 : (fw->ancestorBegin_[p + 1] - fw->ancestorBegin_[p]) + 1;
        fw->ancestorBegin_[i + 1] = fw->ancestorBegin_[i] + depth;
        if (p >= 0) {
            for (int k = fw->ancestorBegin_[p]; k < fw->ancestorBegin_[p + 1]; ++k) {
                const int ancestor = fw->ancestorIndices_[k];
                fw->ancestorIndices_.push_back(ancestor);
            }
            fw->ancestorIndices_.push_back(p);
        }
    }
    std::vector<std::vector<int>> desc(n);
    for (int i = 0; i < n; ++i) {
        for (int a : fw->ancestors(i)) {
            desc[a].push_back(i);
        }
    }
    fw->descendantBegin_.assign(n + 1, 0);
    for (int i = 0; i < n; ++i) {
        fw->descendantBegin_[i + 1] = fw->descendantBegin_[i] + static_cast<int>(desc[i].size());
        fw->descendantIndices_.insert(fw->descendantIndices_.end(), desc[i].begin(), desc[i].end());
    }
    for (int i = 0; i < n; ++i) {
        const std::string shortName(shortNameOf(fw->names_[i]));
        const auto [it, inserted] = fw->byShortName_.emplace(shortName, i);
        if (!inserted) {
            it->second = -2;
        }
    }
    return fw;
}

}  // namespace rigstage
