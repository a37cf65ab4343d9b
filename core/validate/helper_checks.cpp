#include "validate/helper_checks.h"

#include <map>

namespace rigstage {

Diagnostics checkHelperLayers(const Framework& fw, const HelperJointSystem& system)
{
    Diagnostics out;
    // (from layer, to layer) -> (bone that needs, bone needed, came from a controller)
    struct Edge {
        int bone;
        int needed;
        bool helper;
        const HelperJoint* joint;
    };
    std::map<std::pair<int, int>, std::vector<Edge>> edges;
    for (int b = 0; b < fw.boneCount(); ++b) {
        const int p = fw.parent(b);
        if (p >= 0 && fw.layerOf(p) != fw.layerOf(b)) {
            edges[{fw.layerOf(b), fw.layerOf(p)}].push_back({b, p, false, nullptr});
        }
    }
    for (std::size_t h = 0; h < system.joints().size(); ++h) {
        const HelperJoint& j = system.joints()[h];
        const int from = fw.layerOf(j.bone);
        for (int r : system.reads()[h]) {
            const int to = fw.layerOf(r);
            if (to == from) {
                continue;
            }
            edges[{from, to}].push_back({j.bone, r, true, &j});
            if (fw.layers()[to].level > fw.layers()[from].level) {
                out.error("layer.depends-on-higher", j.file, j.line,
                          "helper joint '" + fw.boneName(j.bone) + "' of layer '" + fw.layers()[from].name + "' (level "
                              + std::to_string(fw.layers()[from].level) + ") reads '" + fw.boneName(r) + "' of layer '"
                              + fw.layers()[to].name + "' (level " + std::to_string(fw.layers()[to].level) + ")",
                          {fw.boneName(j.bone), fw.boneName(r)},
                          "A controller may read only its own layer or lower ones; retarget it.");
            }
        }
    }
    for (const auto& [key, list] : edges) {
        const auto [a, b] = key;
        if (a >= b || !edges.count({b, a})) {
            continue;
        }
        const auto& back = edges.at({b, a});
        bool viaHelper = false;
        std::vector<std::string> bones;
        const HelperJoint* where = nullptr;
        for (const auto* l : {&list, &back}) {
            for (const Edge& e : *l) {
                viaHelper = viaHelper || e.helper;
                if (e.helper && !where) {
                    where = e.joint;
                }
                bones.push_back(fw.boneName(e.bone));
                bones.push_back(fw.boneName(e.needed));
            }
        }
        if (!viaHelper) {
            continue;  // parents only: checkLayers reports it
        }
        out.error("layer.mutual-dependency", where->file, where->line,
                  "layers '" + fw.layers()[a].name + "' and '" + fw.layers()[b].name
                      + "' depend on each other through parents and controllers",
                  bones, "Make the dependency go one way: lower layers must not read higher ones.");
    }
    return out;
}

}  // namespace rigstage
