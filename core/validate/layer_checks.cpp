#include "validate/layer_checks.h"

#include "import/model_import.h"

#include <map>
#include <set>
#include <unordered_map>

#include "skeleton/bone_name.h"

namespace rigstage {

namespace {

struct Owner {
    int layer = -1;
    int bone = -1;
};

/// One reason layer `from` depends on layer `to`.
struct Edge {
    std::string bone;     // the bone of `from` that needs something
    std::string target;   // the bone of `to` it needs
    std::string file;
    int line = 0;
};

bool isReference(const RawBone& b, const RawLayer& layer)
{
    const auto parsed = parseBoneName(b.name);
    return parsed && parsed->layer != layer.name;
}

}  // namespace

Diagnostics checkLayers(const std::vector<RawLayer>& layers)
{
    Diagnostics out;
    std::unordered_map<std::string, Owner> owners;

    for (int li = 0; li < static_cast<int>(layers.size()); ++li) {
        const RawLayer& layer = layers[li];
        if (li > 0 && layer.level < layers[li - 1].level) {
            out.warning("layer.order", layer.file, layer.line,
                        "layer '" + layer.name + "' (level " + std::to_string(layer.level)
                            + ") is stacked after layer '" + layers[li - 1].name + "' (level "
                            + std::to_string(layers[li - 1].level) + ")",
                        {}, "List layers in the manifest from the lowest level to the highest.");
        }
        // A model opened on its own keeps its DCC's bone names: the convention is for rig layers.
        const bool imported = isModelFile(layer.file);
        if (imported) {
            out.add(Severity::Info, "naming.imported", layer.file, 0,
                    "bones of an imported model keep their names from the DCC; the naming convention is not checked");
        }
        for (int bi = 0; bi < static_cast<int>(layer.bones.size()); ++bi) {
            const RawBone& b = layer.bones[bi];
            BoneNameError err;
            const auto parsed = imported ? std::optional<BoneName>() : parseBoneName(b.name, &err);
            if (imported) {
                // nothing to check
            } else if (!parsed) {
                const bool flag = err.message.rfind("unknown flag", 0) == 0 || err.message.find("repeated") != std::string::npos;
                out.error(flag ? "naming.unknown-flag" : "naming.bad-name", layer.file, b.line,
                          "bone name '" + b.name + "' breaks the naming convention at character "
                              + std::to_string(err.column + 1) + ": " + err.message,
                          {b.name},
                          "Rename it as _" + std::to_string(layer.level) + layer.name + "{flags}#Name, e.g. _"
                              + std::to_string(layer.level) + layer.name + "{B}#Spine1.");
            } else if (parsed->layer == layer.name && parsed->level != layer.level) {
                out.error("naming.level-mismatch", layer.file, b.line,
                          "bone '" + b.name + "' claims level " + std::to_string(parsed->level) + " but layer '"
                              + layer.name + "' is level " + std::to_string(layer.level),
                          {b.name}, "Use the layer's level in the name.");
            }
            if (isReference(b, layer)) {
                continue;
            }
            if (!owners.count(b.name)) {
                owners[b.name] = {li, bi};
            }
        }
    }

    // Which layer needs which, and through which bones.
    std::map<std::pair<int, int>, std::vector<Edge>> edges;
    for (int li = 0; li < static_cast<int>(layers.size()); ++li) {
        const RawLayer& layer = layers[li];
        for (const RawBone& b : layer.bones) {
            std::string needed;
            std::string who;
            if (isReference(b, layer)) {
                needed = b.name;
                who = b.name;
            } else if (!b.parent.empty()) {
                needed = b.parent;
                who = b.name;
            } else {
                continue;
            }
            const auto it = owners.find(needed);
            if (it == owners.end() || it->second.layer == li) {
                continue;
            }
            edges[{li, it->second.layer}].push_back({who, needed, layer.file, b.line});
        }
    }
    for (const auto& [key, list] : edges) {
        const auto [from, to] = key;
        const RawLayer& a = layers[from];
        const RawLayer& b = layers[to];
        if (b.level > a.level) {
            for (const Edge& e : list) {
                out.error("layer.depends-on-higher", e.file, e.line,
                          "bone '" + e.bone + "' of layer '" + a.name + "' (level " + std::to_string(a.level)
                              + ") depends on '" + e.target + "' of layer '" + b.name + "' (level "
                              + std::to_string(b.level) + ")",
                          {e.bone, e.target}, "A bone may depend only on its own layer or lower ones; reparent it.");
            }
        }
        if (from < to && edges.count({to, from})) {
            std::vector<std::string> bones;
            for (const Edge& e : list) {
                bones.push_back(e.bone);
                bones.push_back(e.target);
            }
            for (const Edge& e : edges.at({to, from})) {
                bones.push_back(e.bone);
                bones.push_back(e.target);
            }
            out.error("layer.mutual-dependency", a.file, list.front().line,
                      "layers '" + a.name + "' and '" + b.name + "' depend on each other", bones,
                      "Move the shared bones into the lower layer so the dependency goes one way.");
        }
    }
    return out;
}

}  // namespace rigstage
