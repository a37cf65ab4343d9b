// The vertex adjacency the sculpt corrections smooth over (core/sculpt/mesh_topology.h), and the
// kept topologies a reload reuses (MeshTopology::of): the same answer as building it, and never
// another mesh's answer when the positions or triangles differ.

#include <QTest>

#include <vector>

#include "sculpt/mesh_topology.h"

using namespace rigstage;

namespace {

// Two triangles of a unit square split at a seam: vertices 3 and 4 repeat the positions of 0 and
// 2 (as a UV seam splits them), so welded the square is 0-1-2 and 0-2-5.
std::vector<glm::vec3> squarePositions()
{
    return {{0, 0, 0}, {1, 0, 0}, {1, 1, 0}, {0, 0, 0}, {1, 1, 0}, {0, 1, 0}};
}
const std::vector<std::uint32_t> kSquareTriangles{0, 1, 2, 3, 4, 5};

std::vector<std::uint32_t> umbrellaOf(const MeshTopology& t, int v)
{
    const auto u = t.umbrella(v);
    return {u.begin(), u.end()};
}

}  // namespace

class TestMeshTopology : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void seamVerticesAreWeldedIntoOneUmbrella()
    {
        const MeshTopology t(squarePositions(), kSquareTriangles);
        QCOMPARE(t.welded(3), 0u);
        QCOMPARE(t.welded(4), 2u);
        // Vertex 0 shares edges with 1, 2 (first triangle) and, through the seam, 5.
        QCOMPARE(umbrellaOf(t, 0), (std::vector<std::uint32_t>{1, 2, 5}));
        QCOMPARE(umbrellaOf(t, 3), (std::vector<std::uint32_t>{1, 2, 5}));
        QCOMPARE(umbrellaOf(t, 1), (std::vector<std::uint32_t>{0, 2}));
    }

    void aKeptTopologyIsTheBuiltOneAndFollowsAChangedMesh()
    {
        const MeshTopology built(squarePositions(), kSquareTriangles);
        const MeshTopology kept = MeshTopology::of(squarePositions(), kSquareTriangles);
        const MeshTopology again = MeshTopology::of(squarePositions(), kSquareTriangles);
        for (int v = 0; v < 6; ++v) {
            QCOMPARE(umbrellaOf(kept, v), umbrellaOf(built, v));
            QCOMPARE(umbrellaOf(again, v), umbrellaOf(built, v));
        }
        // The seam opened: vertex 3 moved off vertex 0, so it is its own vertex again.
        std::vector<glm::vec3> opened = squarePositions();
        opened[3] = {0.0f, 0.0f, 0.5f};
        const MeshTopology split = MeshTopology::of(opened, kSquareTriangles);
        QCOMPARE(split.welded(3), 3u);
        QCOMPARE(umbrellaOf(split, 0), (std::vector<std::uint32_t>{1, 2}));
        // Other triangles over the same positions: 0-1-5 only.
        const MeshTopology other = MeshTopology::of(squarePositions(), {0, 1, 5});
        QCOMPARE(umbrellaOf(other, 1), (std::vector<std::uint32_t>{0, 5}));
        QCOMPARE(umbrellaOf(MeshTopology::of(squarePositions(), kSquareTriangles), 1), (std::vector<std::uint32_t>{0, 2}));
    }
};

QTEST_GUILESS_MAIN(TestMeshTopology)
#include "test_mesh_topology.moc"
