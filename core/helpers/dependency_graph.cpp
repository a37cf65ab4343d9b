#include "helpers/dependency_graph.h"

#include <algorithm>
#include <map>

#include "skeleton/bone_name.h"

namespace rigstage {

namespace {

std::vector<bool> reach(const DependencyGraph& g, int node, bool up)
{
    std::vector<bool> seen(g.nodes.size(), false);
    if (node < 0 || node >= int(g.nodes.size())) {
        return seen;
    }
    std::vector<int> stack{node};
    seen[std::size_t(node)] = true;
    while (!stack.empty()) {
        const int n = stack.back();
        stack.pop_back();
        for (const auto& [from, to] : g.edges) {
            const int next = up ? (to == n ? from : -1) : (from == n ? to : -1);
            if (next >= 0 && !seen[std::size_t(next)]) {
                seen[std::size_t(next)] = true;
                stack.push_back(next);
            }
        }
    }
    return seen;
}

}  // namespace

std::vector<bool> DependencyGraph::upstreamOf(int node) const
{
    return reach(*this, node, true);
}

std::vector<bool> DependencyGraph::downstreamOf(int node) const
{
    return reach(*this, node, false);
}

int DependencyGraph::nodeOfBone(int bone) const
{
    if (bone < 0) {
        return -1;
    }
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        if (nodes[i].bone == bone) {
            return int(i);
        }
    }
    return -1;
}

DependencyGraph buildDependencyGraph(const Framework& framework, const HelperJointSystem& system, int firstCostumeLayer)
{
    DependencyGraph g;
    std::map<int, int> nodeOf;  // bone -> node
    const auto node = [&](int bone) {
        const auto it = nodeOf.find(bone);
        if (it != nodeOf.end()) {
            return it->second;
        }
        DependencyGraph::Node n;
        n.bone = bone;
        n.name = framework.boneName(bone);
        if (framework.layerOf(bone) >= firstCostumeLayer) {
            n.kind = DependencyGraph::Kind::Costume;  // a costume's bones, helpers or not
        } else if (system.helperOf(bone) >= 0) {
            n.kind = DependencyGraph::Kind::Helper;
        } else if (framework.flags(bone) & kBoneFlagBaked) {
            n.kind = DependencyGraph::Kind::Baked;
        }
        g.nodes.push_back(n);
        nodeOf[bone] = int(g.nodes.size()) - 1;
        return int(g.nodes.size()) - 1;
    };
    // Helpers in evaluation order, so every input's column is known before its reader's.
    int place = 0;
    for (int h : system.order()) {
        const int bone = system.joints()[std::size_t(h)].bone;
        const int to = node(bone);
        int column = 1;
        for (int read : system.reads()[std::size_t(h)]) {
            if (read == bone) {
                continue;
            }
            const int from = node(read);
            g.edges.push_back({from, to});
            column = std::max(column, g.nodes[std::size_t(from)].column + 1);
        }
        g.nodes[std::size_t(to)].order = ++place;
        g.nodes[std::size_t(to)].column = column;
    }
    std::map<int, int> rows;
    for (DependencyGraph::Node& n : g.nodes) {
        n.row = rows[n.column]++;
    }
    return g;
}

DependencyGraph cycleGraph(const std::vector<std::string>& path)
{
    DependencyGraph g;
    g.cycle = path;
    std::vector<std::string> unique = path;
    if (unique.size() > 1 && unique.front() == unique.back()) {
        unique.pop_back();
    }
    for (std::size_t i = 0; i < unique.size(); ++i) {
        DependencyGraph::Node n;
        n.name = unique[i];
        n.kind = DependencyGraph::Kind::Helper;
        n.column = int(i);
        n.inCycle = true;
        g.nodes.push_back(n);
        g.edges.push_back({int(i), int((i + 1) % unique.size())});
    }
    return g;
}

}  // namespace rigstage
