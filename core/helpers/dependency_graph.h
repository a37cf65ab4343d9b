#pragma once
// What the dependency-graph view draws: bones and helper joints as nodes, "reads from" as edges,
// columns by evaluation depth (left to right in evaluation order), each helper numbered by its
// place in the order the evaluator replays; or, for a rig that did not build, its cycle.

#include <string>
#include <vector>

#include "helpers/helper_joint_system.h"

namespace rigstage {

struct DependencyGraph {
    enum class Kind { Baked, Helper, Costume, Static };  ///< Costume: any bone of a costume layer.
    struct Node {
        int bone = -1;          ///< Framework index (-1 in a cycle graph, which has names only).
        std::string name;
        Kind kind = Kind::Static;
        int order = 0;          ///< 1-based place in the evaluation order (helpers), 0 otherwise.
        int column = 0;         ///< 0 for bones read but not driven; 1 + the deepest input for helpers.
        int row = 0;            ///< Place within its column.
        bool inCycle = false;
    };
    std::vector<Node> nodes;
    std::vector<std::pair<int, int>> edges;  ///< (from, to) node indices: to reads from.
    std::vector<std::string> cycle;          ///< The cycle's path of bones, first repeated last; empty without one.

    /// Nodes upstream of (read by, transitively) or downstream of (reading, transitively) a node, itself included.
    std::vector<bool> upstreamOf(int node) const;
    std::vector<bool> downstreamOf(int node) const;
    int nodeOfBone(int bone) const;
};

/// The graph of a built helper system. Bones of layers at or above firstCostumeLayer are costume bones.
DependencyGraph buildDependencyGraph(const Framework& framework, const HelperJointSystem& system, int firstCostumeLayer);

/// A graph of just a cycle (the bones of a "helper.cycle" finding, in order), drawn in red.
DependencyGraph cycleGraph(const std::vector<std::string>& path);

}  // namespace rigstage
