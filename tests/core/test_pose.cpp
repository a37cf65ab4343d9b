// The dirty-mask pose against a full recompute, on random poses with and without scale.
#include <QTest>

#include <algorithm>
#include <cstring>
#include <limits>
#include <memory>
#include <random>

#include "core/rig_builders.h"
#include "pose/pose.h"
#include "test_helpers.h"

using namespace rigstage;
using rigstage::test::makeBone;
using rigstage::test::makeLayer;

namespace {

/// A random tree of n bones (each parent picked among earlier bones) with random bind poses; with
/// rootEvery > 0, every rootEvery-th bone is another root.
std::shared_ptr<const Framework> randomFramework(int n, std::mt19937& rng, int rootEvery = 0)
{
    std::uniform_real_distribution<float> u(-1.0f, 1.0f);
    std::vector<RawBone> bones;
    for (int i = 0; i < n; ++i) {
        const bool root = i == 0 || (rootEvery > 0 && i % rootEvery == 0);
        const std::string parent = root ? "" : "_0Base{B}#b" + std::to_string(std::uniform_int_distribution<int>(0, i - 1)(rng));
        bones.push_back(makeBone("_0Base{B}#b" + std::to_string(i), parent, {u(rng) * 10, u(rng) * 10, u(rng) * 10},
                                 glm::normalize(glm::quat(u(rng), u(rng), u(rng), u(rng) + 2.0f))));
    }
    const RawLayer layer = makeLayer("Base", 0, bones);
    Diagnostics d;
    return FrameworkBuilder::build({&layer}, d);
}

Srt randomSrt(std::mt19937& rng, bool withScale)
{
    std::uniform_real_distribution<float> u(-1.0f, 1.0f);
    Srt s;
    s.translation = {u(rng) * 20, u(rng) * 20, u(rng) * 20};
    s.rotation = glm::normalize(glm::quat(u(rng), u(rng), u(rng), u(rng)));
    if (withScale) {
        s.scale = {1.0f + 0.5f * u(rng), 1.0f + 0.5f * u(rng), 1.0f + 0.5f * u(rng)};
    }
    return s;
}

/// World transforms computed independently: a plain recursive product of local matrices.
glm::mat4 referenceWorld(const Pose& pose, int bone)
{
    const int p = pose.framework().parent(bone);
    const glm::mat4 local = toMatrix(pose.local(bone));
    return p < 0 ? local : referenceWorld(pose, p) * local;
}

/// allWorld() of batch against single's world transforms read one bone at a time from the last up
/// (each read computing its chain bone by bone): the same bits, the same scale mask, every bone valid.
void verifyBatchEqualsBoneByBone(Pose& batch, Pose& single, const QString& when)
{
    const std::vector<glm::mat4> all = batch.allWorld();
    for (int i = single.boneCount() - 1; i >= 0; --i) {
        single.world(i);
    }
    for (int i = 0; i < batch.boneCount(); ++i) {
        QVERIFY(batch.isWorldValid(i));
        QVERIFY2(std::memcmp(&all[i], &single.world(i), sizeof(glm::mat4)) == 0,
                 qPrintable(QStringLiteral("%1, bone %2: %3 vs %4").arg(when).arg(i).arg(test::str(all[i]), test::str(single.world(i)))));
        QCOMPARE(batch.hasWorldScale(i), single.hasWorldScale(i));
        QVERIFY(test::near(all[i], referenceWorld(batch, i), 1e-3f));
    }
}

}  // namespace

class TestPose : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void startsAtBindPose()
    {
        std::mt19937 rng(1);
        const auto fw = randomFramework(20, rng);
        Pose pose(fw);
        for (int i = 0; i < fw->boneCount(); ++i) {
            RS_VERIFY_NEAR(pose.world(i), fw->bindWorld(i));
        }
    }

    void dirtyMaskMatchesFullRecompute_data()
    {
        QTest::addColumn<bool>("withScale");
        QTest::addColumn<int>("seed");
        for (int seed = 1; seed <= 5; ++seed) {
            QTest::addRow("rigid, seed %d", seed) << false << seed;
            QTest::addRow("scaled, seed %d", seed) << true << seed;
        }
    }
    void dirtyMaskMatchesFullRecompute()
    {
        QFETCH(bool, withScale);
        QFETCH(int, seed);
        std::mt19937 rng(seed);
        const auto fw = randomFramework(60, rng);
        Pose pose(fw);
        std::uniform_int_distribution<int> pick(0, fw->boneCount() - 1);
        for (int step = 0; step < 300; ++step) {
            const int edit = pick(rng);
            switch (step % 4) {
            case 0: pose.setLocal(edit, randomSrt(rng, withScale)); break;
            case 1: pose.setLocalRotation(edit, randomSrt(rng, false).rotation); break;
            case 2: pose.setLocalTranslation(edit, randomSrt(rng, false).translation); break;
            case 3: if (withScale) pose.setLocalScale(edit, randomSrt(rng, true).scale); break;
            }
            const int read = pick(rng);
            const glm::mat4 expected = referenceWorld(pose, read);
            QVERIFY2(test::near(pose.world(read), expected, 1e-3f),
                     qPrintable(QStringLiteral("step %1 bone %2: %3 vs %4")
                                    .arg(step).arg(read).arg(test::str(pose.world(read)), test::str(expected))));
        }
        // And everything at the end, through the bulk accessor and the reference path.
        const std::vector<glm::mat4> cached = pose.allWorld();
        pose.computeAllWorld();
        for (int i = 0; i < fw->boneCount(); ++i) {
            QVERIFY(test::near(cached[i], referenceWorld(pose, i), 1e-3f));
            QVERIFY(test::near(pose.world(i), cached[i], 1e-5f));
        }
    }

    void batchWorldPassEqualsBoneByBone_data()
    {
        QTest::addColumn<int>("bones");
        QTest::addColumn<bool>("withScale");
        // Counts around the pass's four-bone steps, and a rig-sized one.
        for (int n : {1, 2, 3, 4, 5, 6, 7, 8, 9, 61, 190}) {
            QTest::addRow("%d bones, rigid", n) << n << false;
            QTest::addRow("%d bones, scaled", n) << n << true;
        }
    }
    /// allWorld() after every bone was written (a clip's frame), or a part of the pose, takes the
    /// batch pass; it gives the same bits as computing each bone on its own through affineTimesSrt
    /// (reading the bones from the last up, so each read computes its chain one bone at a time), the
    /// same scale mask, and leaves every world transform valid.
    void batchWorldPassEqualsBoneByBone()
    {
        QFETCH(int, bones);
        QFETCH(bool, withScale);
        std::mt19937 rng(static_cast<unsigned>(bones) * 2u + (withScale ? 1u : 0u));
        const auto fw = randomFramework(bones, rng, 5);
        Pose batch(fw);
        Pose single(fw);
        for (int frame = 0; frame < 3; ++frame) {
            for (int i = 0; i < bones; ++i) {
                const Srt s = randomSrt(rng, withScale && i % 3 != 0);
                batch.setLocalUnchecked(i, s);
                single.setLocalUnchecked(i, s);
            }
            batch.invalidateAll();
            single.invalidateAll();
            verifyBatchEqualsBoneByBone(batch, single, QStringLiteral("frame %1").arg(frame));
            if (QTest::currentTestFailed()) {
                return;
            }
            // Then part of the pose (a bone and what is below it, as a helper's edit): the pass
            // recomputes the dirty bones and leaves the others as they were.
            const int edited = std::uniform_int_distribution<int>(0, bones - 1)(rng);
            const Srt s = randomSrt(rng, withScale);
            batch.setLocal(edited, s);
            single.setLocal(edited, s);
            verifyBatchEqualsBoneByBone(batch, single, QStringLiteral("frame %1, after editing bone %2").arg(frame).arg(edited));
            if (QTest::currentTestFailed()) {
                return;
            }
        }
    }

    void worldPassAcrossPosesEqualsEachPosesOwn_data()
    {
        QTest::addColumn<int>("poses");
        QTest::addColumn<int>("skeletons");
        // Around the pass's eight-pose steps: one alone, a partial step, a full one, one over, with a
        // second skeleton now and then (skeletons 0); skeletons in turn (a crowd wearing costume
        // sets in turn), two, and nine (more than the pass holds at once: a group passes early).
        for (int n : {1, 2, 5, 7, 8, 9, 16, 17}) {
            QTest::addRow("%d poses", n) << n << 0;
        }
        for (int n : {4, 16, 19}) {
            QTest::addRow("%d poses, two skeletons in turn", n) << n << 2;
        }
        QTest::addRow("27 poses, nine skeletons in turn") << 27 << 9;
    }
    /// A crowd's world pass takes eight characters of one skeleton at a time in lanes
    /// (Pose::allWorldAcross): every pose gets the bits and scale mask its own allWorld() gives,
    /// whatever each one has dirty (everything, a subtree below an edit, nothing), with poses of
    /// another skeleton between them, and a pose whose local is not a number (NaN through the
    /// products as the single pass carries it).
    void worldPassAcrossPosesEqualsEachPosesOwn()
    {
        QFETCH(int, poses);
        QFETCH(int, skeletons);
        std::mt19937 rng(static_cast<unsigned>(poses) * 31u + static_cast<unsigned>(skeletons));
        std::vector<std::shared_ptr<const Framework>> frameworks{randomFramework(190, rng, 40)};
        for (int k = 1; k < std::max(2, skeletons); ++k) {
            frameworks.push_back(randomFramework(23 + 7 * k, rng, 6));
        }
        std::vector<std::unique_ptr<Pose>> across, own;
        for (int k = 0; k < poses; ++k) {
            const auto& skeleton = skeletons > 0 ? frameworks[static_cast<std::size_t>(k % skeletons)]
                                                 : frameworks[k % 6 == 4 ? 1 : 0];
            across.push_back(std::make_unique<Pose>(skeleton));
            own.push_back(std::make_unique<Pose>(skeleton));
        }
        for (int round = 0; round < 3; ++round) {
            for (int k = 0; k < poses; ++k) {
                Pose& a = *across[static_cast<std::size_t>(k)];
                Pose& b = *own[static_cast<std::size_t>(k)];
                const int n = a.boneCount();
                const int kind = (k + round) % 3;  // 0: every bone written; 1: one subtree edited; 2: nothing
                if (kind == 0) {
                    for (int i = 0; i < n; ++i) {
                        const Srt s = randomSrt(rng, i % 3 == k % 3);
                        a.setLocalUnchecked(i, s);
                        b.setLocalUnchecked(i, s);
                    }
                    a.invalidateAll();
                    b.invalidateAll();
                } else if (kind == 1) {
                    const int edited = std::uniform_int_distribution<int>(0, n - 1)(rng);
                    Srt s = randomSrt(rng, k % 2 == 0);
                    if (k == 3 && round == 1) {
                        s.translation.y = std::numeric_limits<float>::quiet_NaN();
                    }
                    a.setLocal(edited, s);
                    b.setLocal(edited, s);
                }
                if (round > 0) {
                    // Some bones' world rotations read and kept (the valid state that remembers
                    // them): the pass leaves them as they are.
                    for (int i = k % 5; i < n; i += 5) {
                        a.worldRotation(i);
                        b.worldRotation(i);
                    }
                }
            }
            std::vector<Pose*> pointers;
            for (auto& p : across) {
                pointers.push_back(p.get());
            }
            Pose::allWorldAcross(pointers);
            for (int k = 0; k < poses; ++k) {
                Pose& a = *across[static_cast<std::size_t>(k)];
                const std::vector<glm::mat4>& expected = own[static_cast<std::size_t>(k)]->allWorld();
                for (int i = 0; i < a.boneCount(); ++i) {
                    QVERIFY(a.isWorldValid(i));
                    QVERIFY2(std::memcmp(&a.world(i), &expected[static_cast<std::size_t>(i)], sizeof(glm::mat4)) == 0,
                             qPrintable(QStringLiteral("round %1, pose %2, bone %3: %4 vs %5").arg(round).arg(k).arg(i)
                                            .arg(test::str(a.world(i)), test::str(expected[static_cast<std::size_t>(i)]))));
                    QCOMPARE(a.hasWorldScale(i), own[static_cast<std::size_t>(k)]->hasWorldScale(i));
                    const glm::quat ra = a.worldRotation(i), rb = own[static_cast<std::size_t>(k)]->worldRotation(i);
                    QVERIFY2(std::memcmp(&ra, &rb, sizeof(glm::quat)) == 0,
                             qPrintable(QStringLiteral("round %1, pose %2, bone %3: world rotation").arg(round).arg(k).arg(i)));
                    if (round == 0) {
                        QVERIFY(test::near(a.world(i), referenceWorld(a, i), 1e-3f));
                    }
                }
            }
        }
    }

    /// Every world transform is parent x local with each product and each sum rounded on its own,
    /// in the order written out here one float at a time (this file builds with -ffp-contract=off,
    /// tests/CMakeLists.txt). core/ builds for x86-64-v3 where the machine has it, where the
    /// compiler could fuse a product and a sum into one FMA: it must not (core/CMakeLists.txt), or
    /// results would depend on the machine building. The batch pass, bone by bone, and in lanes across poses.
    void worldTransformsRoundEachProductAndSum()
    {
        std::mt19937 rng(77);
        const auto fw = randomFramework(190, rng, 40);
        Pose pose(fw);
        for (int i = 0; i < pose.boneCount(); ++i) {
            pose.setLocalUnchecked(i, randomSrt(rng, i % 4 == 0));
        }
        pose.invalidateAll();
        const std::vector<glm::mat4> batch = pose.allWorld();
        Pose single(fw);
        for (int i = 0; i < pose.boneCount(); ++i) {
            single.setLocal(i, pose.local(i));
        }
        for (int i = pose.boneCount() - 1; i >= 0; --i) {
            single.world(i);  // from the last up: each read computes its chain bone by bone
        }
        // And a crowd's pass, three characters in lanes (the other five repeat the first, unstored).
        std::vector<std::unique_ptr<Pose>> lanes;
        std::vector<Pose*> lanePointers;
        for (int k = 0; k < 3; ++k) {
            lanes.push_back(std::make_unique<Pose>(fw));
            for (int i = 0; i < pose.boneCount(); ++i) {
                lanes.back()->setLocalUnchecked(i, pose.local(i));
            }
            lanes.back()->invalidateAll();
            lanePointers.push_back(lanes.back().get());
        }
        Pose::allWorldAcross(lanePointers);
        for (int i = 0; i < pose.boneCount(); ++i) {
            const int p = fw->parent(i);
            const Srt& l = pose.local(i);
            glm::mat4 expected = toMatrix(l);
            if (p >= 0) {
                const glm::mat4& w = batch[static_cast<std::size_t>(p)];
                const ScaledColumns<float> c = scaledRotationColumns<float>(l.rotation.x, l.rotation.y, l.rotation.z, l.rotation.w,
                                                                           l.scale.x, l.scale.y, l.scale.z, 1.0f, 2.0f);
                const float factors[4][3] = {{c.c00, c.c01, c.c02}, {c.c10, c.c11, c.c12}, {c.c20, c.c21, c.c22},
                                             {l.translation.x, l.translation.y, l.translation.z}};
                for (int column = 0; column < 4; ++column) {
                    for (int row = 0; row < 4; ++row) {
                        float v = w[0][row] * factors[column][0];
                        v = v + w[1][row] * factors[column][1];
                        v = v + w[2][row] * factors[column][2];
                        expected[column][row] = column == 3 ? v + w[3][row] : v;
                    }
                }
            }
            QVERIFY2(std::memcmp(&batch[static_cast<std::size_t>(i)], &expected, sizeof(glm::mat4)) == 0,
                     qPrintable(QStringLiteral("bone %1 (batch): %2 vs %3").arg(i).arg(test::str(batch[static_cast<std::size_t>(i)]), test::str(expected))));
            QVERIFY2(std::memcmp(&single.world(i), &expected, sizeof(glm::mat4)) == 0,
                     qPrintable(QStringLiteral("bone %1 (bone by bone): %2 vs %3").arg(i).arg(test::str(single.world(i)), test::str(expected))));
            for (Pose* lane : lanePointers) {
                QVERIFY2(std::memcmp(&lane->world(i), &expected, sizeof(glm::mat4)) == 0,
                         qPrintable(QStringLiteral("bone %1 (in lanes): %2 vs %3").arg(i).arg(test::str(lane->world(i)), test::str(expected))));
            }
        }
    }

    void readingComputesOnlyTheChainAboveTheBone()
    {
        // root(0) -> a(1) -> b(2);  root -> c(3) -> d(4)
        const RawLayer layer = makeLayer("Base", 0, {makeBone("_0Base{B}#root", ""), makeBone("_0Base{B}#a", "_0Base{B}#root"),
                                                     makeBone("_0Base{B}#b", "_0Base{B}#a"), makeBone("_0Base{B}#c", "_0Base{B}#root"),
                                                     makeBone("_0Base{B}#d", "_0Base{B}#c")});
        Diagnostics diagnostics;
        const auto fw = FrameworkBuilder::build({&layer}, diagnostics);
        Pose pose(fw);
        pose.allWorld();
        for (int i = 0; i < 5; ++i) {
            QVERIFY(pose.isWorldValid(i));
        }
        pose.setLocalTranslation(1, {1, 2, 3});  // dirties a and b only
        QVERIFY(pose.isWorldValid(0));
        QVERIFY(!pose.isWorldValid(1));
        QVERIFY(!pose.isWorldValid(2));
        QVERIFY(pose.isWorldValid(3));
        QVERIFY(pose.isWorldValid(4));
        pose.setLocalTranslation(0, {0, 0, 5});  // dirties everything
        pose.world(2);
        QVERIFY(pose.isWorldValid(0) && pose.isWorldValid(1) && pose.isWorldValid(2));
        QVERIFY(!pose.isWorldValid(3) && !pose.isWorldValid(4));  // not on the chain, left alone
        RS_VERIFY_NEAR(glm::vec3(pose.world(2)[3]), glm::vec3(1, 2, 8));
    }

    /// updateWorld computes the listed bones (an ancestor-closed list, parents first) and only them;
    /// updateWorldRotations keeps the rotations worldRotation() would read off the matrices.
    void updatingAListOfBones()
    {
        // root(0) -> a(1) -> b(2);  root -> c(3) -> d(4)
        const RawLayer layer = makeLayer("Base", 0, {makeBone("_0Base{B}#root", ""), makeBone("_0Base{B}#a", "_0Base{B}#root", {0, 4, 0}),
                                                     makeBone("_0Base{B}#b", "_0Base{B}#a", {3, 0, 0}), makeBone("_0Base{B}#c", "_0Base{B}#root"),
                                                     makeBone("_0Base{B}#d", "_0Base{B}#c")});
        Diagnostics diagnostics;
        const auto fw = FrameworkBuilder::build({&layer}, diagnostics);
        Pose pose(fw);
        pose.setLocalRotation(1, glm::angleAxis(glm::radians(90.0f), glm::vec3(0, 0, 1)));
        pose.setLocalTranslation(0, {0, 0, 5});  // dirties everything
        const std::vector<int> chain = {0, 1, 2};
        pose.updateWorld(chain);
        QVERIFY(pose.isWorldValid(0) && pose.isWorldValid(1) && pose.isWorldValid(2));
        QVERIFY(!pose.isWorldValid(3) && !pose.isWorldValid(4));
        // b: (3,0,0) turned 90 deg about Z by a, at a's (0,4,5).
        RS_VERIFY_NEAR(glm::vec3(pose.world(2)[3]), glm::vec3(0, 7, 5));
        // A list without the ancestors still gives the right transform: d below a moved c.
        pose.setLocalTranslation(3, {1, 0, 0});
        const std::vector<int> onlyD = {4};
        pose.updateWorld(onlyD);
        QVERIFY(pose.isWorldValid(3) && pose.isWorldValid(4));
        RS_VERIFY_NEAR(glm::vec3(pose.world(4)[3]), glm::vec3(1, 0, 5));
        const std::vector<int> read = {1, 2};
        pose.updateWorldRotations(read);
        for (int b : read) {
            const glm::quat kept = pose.worldRotation(b), fresh = rotationOfRigidMatrix(pose.world(b));
            QVERIFY(std::memcmp(&kept, &fresh, sizeof(glm::quat)) == 0);
        }
        // A scaled bone's rotation is not kept (worldRotation decomposes it), nor wrong.
        pose.setLocalScale(0, {2, 2, 2});
        pose.updateWorld(chain);
        pose.updateWorldRotations(read);
        QVERIFY(test::sameRotation(pose.worldRotation(2), glm::angleAxis(glm::radians(90.0f), glm::vec3(0, 0, 1)), 1e-5f));
        RS_VERIFY_NEAR(glm::vec3(pose.world(2)[3]), glm::vec3(0, 14, 5));
    }

    void inverseAndDecompositionUseTheScaleMask()
    {
        const RawLayer layer = makeLayer("Base", 0, {makeBone("_0Base{B}#root", ""), makeBone("_0Base{B}#child", "_0Base{B}#root", {10, 0, 0})});
        Diagnostics diagnostics;
        const auto fw = FrameworkBuilder::build({&layer}, diagnostics);
        Pose pose(fw);
        pose.setLocalRotation(0, glm::angleAxis(0.3f, glm::vec3(0, 0, 1)));
        QVERIFY(!pose.hasWorldScale(1));
        RS_VERIFY_NEAR(pose.worldInverse(1), glm::inverse(pose.world(1)));
        pose.setLocalScale(0, {2, 2, 2});
        QVERIFY(pose.hasWorldScale(1));
        RS_VERIFY_NEAR(pose.worldInverse(1), glm::inverse(pose.world(1)));
        // Child origin: root scales (10,0,0) by 2 and rotates it 0.3 rad about Z.
        const Srt w = pose.worldSrt(1);
        RS_VERIFY_NEAR(w.translation, glm::vec3(20 * std::cos(0.3f), 20 * std::sin(0.3f), 0));
        RS_VERIFY_NEAR(w.scale, glm::vec3(2, 2, 2));
        pose.setLocalScale(0, {1, 1, 1});
        QVERIFY(!pose.hasWorldScale(1));
    }

    /// The world rotation kept once read follows every later change above the bone: a random walk of
    /// edits (one bone's local, whole or in three parts, scaled or not, or everything at once) with
    /// reads in between always gives the rotation of the matrix recomputed from scratch, and
    /// worldRotation() gives worldSrt()'s rotation bit for bit, whichever is read first.
    void keptWorldRotationFollowsEveryEdit()
    {
        std::mt19937 rng(11);
        const auto fw = randomFramework(24, rng);
        Pose pose(fw);
        std::uniform_int_distribution<int> bone(0, 23), action(0, 10);
        for (int step = 0; step < 600; ++step) {
            const int a = action(rng);
            if (a < 6) {
                pose.setLocalRotation(bone(rng), randomSrt(rng, false).rotation);
            } else if (a < 8) {
                pose.setLocal(bone(rng), randomSrt(rng, a == 7));
            } else if (a < 9) {
                const Srt s = randomSrt(rng, step % 2 == 0);
                pose.setLocal(bone(rng), s.translation, s.rotation, s.scale);
            } else if (a < 10) {
                pose.setLocalUnchecked(bone(rng), randomSrt(rng, false));
                pose.invalidateAll();
            } else {
                pose.resetToBind();
            }
            for (int k = 0; k < 3; ++k) {
                const int b = bone(rng);
                if (step % 5 == 0) {  // kept ahead of the read, as the helper stage does
                    const std::vector<int> one = {b};
                    pose.updateWorldRotations(one);
                }
                glm::quat alone, ofSrt;
                if (k % 2 == 0) {
                    alone = pose.worldRotation(b);
                    ofSrt = pose.worldSrt(b).rotation;
                } else {
                    ofSrt = pose.worldSrt(b).rotation;
                    alone = pose.worldRotation(b);
                }
                const QString where = QStringLiteral("step %1, bone %2").arg(step).arg(b);
                QVERIFY2(std::memcmp(&alone, &ofSrt, sizeof(glm::quat)) == 0, qPrintable(where));
                const glm::quat reference = fromMatrix(referenceWorld(pose, b)).rotation;
                QVERIFY2(test::sameRotation(alone, reference, 1e-4f), qPrintable(where));
            }
        }
    }

    void resetToBindRestoresEverything()
    {
        std::mt19937 rng(7);
        const auto fw = randomFramework(10, rng);
        Pose pose(fw);
        for (int i = 0; i < 10; ++i) {
            pose.setLocal(i, randomSrt(rng, true));
        }
        pose.resetToBind();
        for (int i = 0; i < 10; ++i) {
            RS_VERIFY_NEAR(pose.world(i), fw->bindWorld(i));
            QVERIFY(!pose.hasWorldScale(i));
        }
    }
};

QTEST_APPLESS_MAIN(TestPose)
#include "test_pose.moc"
