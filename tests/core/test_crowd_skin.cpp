// The crowd's bodies: a simplified mesh keeps a subset of the mesh's own vertices with their
// weights; every copy of a crowd is skinned, in the one shared buffer, exactly as skinning its own
// pose with core/skin's functions gives, and as a hand-written linear blend gives; a copy wears its
// own costume's meshes; a ray picks the copy it meets first.
#include <QTest>

#include <cmath>
#include <set>

#include "character/crowd.h"
#include "skin/crowd_skin.h"
#include "skin/mesh_lod.h"
#include "test_helpers.h"
#include "walker_sample.h"

using namespace rigstage;

namespace {

const std::string kWalker = RIGSTAGE_SAMPLES "/walker/walker.character.xml";


/// Plain, then in each costume in turn (as the crowd preview dresses its copies).
std::vector<std::vector<int>> costumeSets(const CharacterData& data)
{
    std::vector<std::vector<int>> sets{{}};
    for (int c = 0; c < int(data.costumes.size()); ++c) {
        sets.push_back({c});
    }
    return sets;
}

/// The copies' world transforms one after another, copy i moved by (i x 300, 50, 0) cm.
void placed(Crowd& crowd, std::vector<glm::mat4>& world, std::vector<std::size_t>& first)
{
    world.clear();
    first.clear();
    for (int i = 0; i < crowd.size(); ++i) {
        first.push_back(world.size());
        for (glm::mat4 m : crowd.instance(i).pose().allWorld()) {
            m[3] += glm::vec4(300.0f * float(i), 50.0f, 0.0f, 0.0f);
            world.push_back(m);
        }
    }
}

}  // namespace

class TestCrowdSkin : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void simplifiedMeshKeepsItsOwnVertices()
    {
        const CharacterData data = test::loadCleanly(kWalker);
        QVERIFY(!data.meshes.empty());
        const SkinnedMesh& body = data.meshes.front();
        const std::size_t triangles = body.indices.size() / 3;
        QVERIFY(triangles > 40000);  // the walker's body: 45,568 triangles
        const SkinnedMesh lod = simplifiedMesh(body, 0.02f);
        const std::size_t kept = lod.indices.size() / 3;
        // About 2 % (911): meshoptimizer may stop a little short of or beyond the count.
        QVERIFY2(kept >= 400 && kept <= 1400, qPrintable(QString::number(kept)));
        QVERIFY(lod.positions.size() < body.positions.size() / 10);
        QCOMPARE(lod.normals.size(), lod.positions.size());
        QCOMPARE(lod.joints.size(), lod.positions.size());
        QCOMPARE(lod.weights.size(), lod.positions.size());
        QCOMPARE(lod.paletteBones, body.paletteBones);
        QCOMPARE(lod.inverseBind, body.inverseBind);
        QVERIFY(lod.morphs.empty());
        std::set<std::uint32_t> used(lod.indices.begin(), lod.indices.end());
        QCOMPARE(used.size(), lod.positions.size());  // every vertex kept is used
        QCOMPARE(*used.rbegin(), std::uint32_t(lod.positions.size() - 1));
        // Each vertex kept is one of the body's, with its normal and its weights.
        for (std::size_t v = 0; v < lod.positions.size(); v += 37) {
            bool found = false;
            for (std::size_t w = 0; w < body.positions.size() && !found; ++w) {
                found = body.positions[w] == lod.positions[v] && body.normals[w] == lod.normals[v] &&
                        body.joints[w] == lod.joints[v] && body.weights[w] == lod.weights[v];
            }
            QVERIFY2(found, qPrintable(QStringLiteral("vertex %1 is not one of the body's").arg(v)));
        }
        // A mesh under the minimum count comes back whole.
        const SkinnedMesh whole = simplifiedMesh(body, 0.02f, triangles + 10);
        QCOMPARE(whole.indices.size(), body.indices.size());
        QCOMPARE(whole.positions.size(), body.positions.size());
    }

    void copiesAreSkinnedAsTheirOwnPoses()
    {
        const CharacterData data = test::loadCleanly(kWalker);
        QCOMPARE(data.costumes.size(), std::size_t(4));
        Diagnostics d;
        auto crowd = Crowd::create(data, 10, 0, 5.0f, d, costumeSets(data));
        QVERIFY(crowd);
        crowd->evaluate(3.0f, 1.0f / 30.0f);
        std::vector<glm::mat4> world;
        std::vector<std::size_t> first;
        placed(*crowd, world, first);
        CrowdSkin skin;
        skin.bind(data, *crowd, 0.03f);
        QCOMPARE(skin.instanceCount(), 10);
        skin.deform(world, first);
        QCOMPARE(skin.vertices().size(), skin.vertexCount() * 6);
        QCOMPARE(skin.vertexLayers().size(), skin.vertexCount());
        QVERIFY(skin.indices().size() * 20 < skin.sourceTriangles() * 3);  // about 3 % of the triangles drawn
        for (std::uint32_t index : skin.indices()) {
            QVERIFY(index < skin.vertexCount());
        }

        // Copy 0 plain (the body), copy 1 in costume 0 (body + the long skirt), copy 3 in costume 2 (the robe).
        QCOMPARE(skin.parts(0).size(), std::size_t(1));
        QCOMPARE(skin.parts(1).size(), std::size_t(2));
        QCOMPARE(skin.parts(1)[1].layer, 1);
        QCOMPARE(skin.parts(3)[1].layer, 3);
        QVERIFY(skin.vertexCount(1) > skin.vertexCount(0));
        QCOMPARE(skin.vertexLayers()[skin.firstVertex(3) + skin.vertexCount(3) - 1], 3);
        QCOMPARE(skin.vertexLayers()[skin.firstVertex(3)], 0);

        for (const int copy : {0, 1, 3, 9}) {
            const std::vector<glm::mat4> own(world.begin() + std::ptrdiff_t(first[std::size_t(copy)]),
                                             world.begin() + std::ptrdiff_t(first[std::size_t(copy)]) +
                                                 crowd->instance(copy).framework().boneCount());
            for (const CrowdSkin::Part& part : skin.parts(copy)) {
                // core/skin's functions on the copy's own placed pose: the same bits.
                std::vector<glm::mat4> matrices;
                skinMatrices(*part.mesh, part.binding, own, matrices);
                SkinOutput out;
                skinMesh(*part.mesh, matrices, SkinningMethod::Linear, out);
                for (std::size_t v = 0; v < out.positions.size(); ++v) {
                    const float* got = &skin.vertices()[(part.firstVertex + v) * 6];
                    QVERIFY2(got[0] == out.positions[v].x && got[1] == out.positions[v].y && got[2] == out.positions[v].z &&
                                 got[3] == out.normals[v].x && got[4] == out.normals[v].y && got[5] == out.normals[v].z,
                             qPrintable(QStringLiteral("copy %1 vertex %2").arg(copy).arg(v)));
                }
                // A linear blend written out by hand, from the copy's unplaced pose and the mesh's
                // own bind data, then moved to where the copy stands: the same point within rounding.
                const std::vector<glm::mat4>& pose = crowd->instance(copy).pose().allWorld();
                for (std::size_t v = 0; v < part.mesh->positions.size(); v += 11) {
                    glm::vec3 expected(0.0f);
                    for (int k = 0; k < SkinnedMesh::kMaxInfluences; ++k) {
                        const float w = part.mesh->weights[v][k];
                        const std::uint16_t slot = part.mesh->joints[v][k];
                        if (w > 0.0f) {
                            const int bone = part.binding.paletteToBone[slot];
                            QVERIFY(bone >= 0);
                            expected += w * glm::vec3(pose[std::size_t(bone)] * part.mesh->inverseBind[slot] *
                                                      glm::vec4(part.mesh->positions[v], 1.0f));
                        }
                    }
                    expected += glm::vec3(300.0f * float(copy), 50.0f, 0.0f);
                    const float* got = &skin.vertices()[(part.firstVertex + v) * 6];
                    QVERIFY2(glm::length(glm::vec3(got[0], got[1], got[2]) - expected) < 0.01f,
                             qPrintable(QStringLiteral("copy %1 vertex %2: (%3, %4, %5), by hand (%6, %7, %8)")
                                            .arg(copy).arg(v).arg(got[0]).arg(got[1]).arg(got[2])
                                            .arg(expected.x).arg(expected.y).arg(expected.z)));
                }
            }
        }
        // Another frame moves them.
        const std::vector<float> before = skin.vertices();
        crowd->evaluate(9.0f, 1.0f / 30.0f);
        placed(*crowd, world, first);
        skin.deform(world, first);
        QVERIFY(skin.vertices() != before);
    }

    void aRayPicksTheCopyItMeetsFirst()
    {
        const CharacterData data = test::loadCleanly(kWalker);
        Diagnostics d;
        auto crowd = Crowd::create(data, 4, 0, 5.0f, d, costumeSets(data));
        QVERIFY(crowd);
        crowd->evaluate(0.0f);
        std::vector<glm::mat4> world;
        std::vector<std::size_t> first;
        placed(*crowd, world, first);
        CrowdSkin skin;
        skin.bind(data, *crowd, 0.03f);
        skin.deform(world, first);
        for (int copy = 0; copy < 4; ++copy) {
            // Straight down (Z is up) onto the copy's pelvis height, from above its root.
            const glm::vec3 root(world[first[std::size_t(copy)]][3]);
            QCOMPARE(skin.instanceAt(glm::vec3(root.x, root.y, 500.0f), glm::vec3(0, 0, -1)), copy);
            // Along +X at chest height from far left: the first copy in the row.
            QCOMPARE(skin.instanceAt(glm::vec3(-1000.0f, root.y, 120.0f), glm::vec3(1, 0, 0)), 0);
            // From far right, looking back: the last.
            QCOMPARE(skin.instanceAt(glm::vec3(3000.0f, root.y, 120.0f), glm::vec3(-1, 0, 0)), 3);
        }
        // At the knees of copy 1 (in the long skirt), from in front, the skirt is met first; at copy 0's hips, the body.
        const glm::vec3 plainRoot(world[first[0]][3]), skirtRoot(world[first[1]][3]);
        const CrowdSkin::Hit skirt = skin.hitAt(glm::vec3(skirtRoot.x, -1000.0f, 60.0f), glm::vec3(0, 1, 0));
        QCOMPARE(skirt.instance, 1);
        QCOMPARE(skirt.layer, 1);
        QVERIFY(skirt.distance > 900.0f && skirt.distance < 1100.0f);
        const CrowdSkin::Hit body = skin.hitAt(glm::vec3(plainRoot.x, -1000.0f, 100.0f), glm::vec3(0, 1, 0));
        QCOMPARE(body.instance, 0);
        QCOMPARE(body.layer, 0);
        // Beside the row: nothing.
        QCOMPARE(skin.instanceAt(glm::vec3(0.0f, 2000.0f, 120.0f), glm::vec3(1, 0, 0)), -1);
    }
};

QTEST_APPLESS_MAIN(TestCrowdSkin)
#include "test_crowd_skin.moc"
