// Two-bone IK against geometry: the end lands on reachable targets, bone lengths hold, the middle
// joint bends in the plane of root, target and pole, towards the pole; unreachable targets leave the
// limb straight towards them; degenerate input never gives NaN. And the critically damped spring.
#include <QTest>

#include <cstring>
#include <limits>
#include <optional>
#include <random>

#include "character/character_instance.h"
#include "core/rig_builders.h"
#include "math/euler.h"
#include "procedural/damp_spring.h"
#include "procedural/two_bone_ik.h"
#include "test_helpers.h"

using namespace rigstage;
using rigstage::test::makeBone;
using rigstage::test::makeLayer;

namespace {

constexpr float kUpper = 30.0f, kLower = 25.0f;

/// Root (turned, moved) -> A (upper, 30 along X) -> B (lower, 25 along X, bent 20 deg) -> C (end).
std::shared_ptr<const Framework> limb()
{
    const RawLayer layer = makeLayer("Base", 0, {
        makeBone("_0Base{B}#Root", "", {5, -3, 40}, glm::angleAxis(0.4f, glm::normalize(glm::vec3(1, 2, 3)))),
        makeBone("_0Base{B}#A", "_0Base{B}#Root", {2, 0, 0}),
        makeBone("_0Base{B}#B", "_0Base{B}#A", {kUpper, 0, 0}, glm::angleAxis(glm::radians(20.0f), glm::vec3(0, 0, 1))),
        makeBone("_0Base{B}#C", "_0Base{B}#B", {kLower, 0, 0})});
    Diagnostics d;
    return FrameworkBuilder::build({&layer}, d);
}

glm::vec3 at(Pose& pose, int bone)
{
    return glm::vec3(pose.world(bone)[3]);
}

/// Whether middle joint b lies in the plane of root a, the target and the pole (within
/// tolerance), on the pole's side of the root -> target line; nothing when the three points are
/// too near a line to span a plane.
std::optional<bool> inThePolePlaneOnItsSide(const glm::vec3& a, const glm::vec3& b, const glm::vec3& target, const glm::vec3& pole, float tolerance)
{
    const glm::vec3 n = glm::cross(target - a, pole - a);
    if (glm::length(n) <= 1.0f) {
        return std::nullopt;
    }
    const glm::vec3 line = glm::normalize(target - a);
    const glm::vec3 bOff = (b - a) - line * glm::dot(b - a, line);
    const glm::vec3 pOff = (pole - a) - line * glm::dot(pole - a, line);
    return std::abs(glm::dot(glm::normalize(n), b - a)) < tolerance && glm::dot(bOff, pOff) > 0.0f;
}


/// A random chain and job for solveTwoBoneIkBatch: bent or in line, with or without a pole (or one
/// on the root), scale above it, weight, stretch, swivel, a zero-length bone, a target on the root,
/// each now and then, so every path of the solve comes up.
void randomChain(std::mt19937& rng, int i, TwoBoneIkJob& job, TwoBoneIkChain& c)
{
    std::uniform_real_distribution<float> u(-1.0f, 1.0f);
    const auto vec = [&](float s) { return glm::vec3(u(rng), u(rng), u(rng)) * s; };
    const auto rot = [&] { return glm::normalize(glm::quat(u(rng), u(rng), u(rng), u(rng))); };
    c.scaled = i % 17 == 0;
    c.parentWorld = toMatrix(Srt{vec(50), rot(), glm::vec3(c.scaled ? 1.5f : 1.0f)});
    c.rootLocal = rot();
    c.midLocal = i % 11 == 0 ? glm::quat(1, 0, 0, 0) : rot();  // in line with the upper bone's X
    c.rootWorld = c.parentWorld * toMatrix(Srt{vec(10), c.rootLocal, glm::vec3(1)});
    const float upper = 35.0f + 30.0f * u(rng), lower = i % 23 == 0 ? 0.0f : 35.0f + 30.0f * u(rng);
    c.midWorld = c.rootWorld * toMatrix(Srt{glm::vec3(upper, 0, 0), c.midLocal, glm::vec3(1)});
    const glm::vec3 endLocal = i % 11 == 0 ? glm::vec3(lower, 0, 0) : glm::normalize(vec(1)) * lower;
    c.endWorld = glm::mat4(1.0f);
    c.endWorld[3] = c.midWorld * glm::vec4(endLocal, 1.0f);
    job = TwoBoneIkJob{};
    job.root = 0, job.mid = 1, job.end = 2;
    const glm::vec3 root(c.rootWorld[3]);
    job.target = i % 29 == 0 ? root : root + vec(80);
    if (i % 3 != 0) {
        job.pole = i % 31 == 0 ? root : root + vec(100);
    }
    job.hingeLocal = i % 13 == 0 ? glm::vec3(0, 0, 1) : glm::normalize(vec(1));
    job.reachRatio = i % 2 ? 1.0f : 0.9999f;
    job.weight = i % 19 == 0 ? 0.5f : 1.0f;
    job.maxStretch = i % 37 == 0 ? 1.3f : 1.0f;
    job.swivel = i % 41 == 0 ? 0.3f : 0.0f;
    // Numbers that are not finite (in the input; in the result only), and a target straight behind
    // the end (the shortest arc onto it is half a turn, about any perpendicular axis).
    const float nan = std::numeric_limits<float>::quiet_NaN();
    if (i % 43 == 0) {
        job.target.y = nan;
    }
    if (i % 47 == 0) {
        c.midWorld[3].x = std::numeric_limits<float>::infinity();
    }
    if (i % 53 == 0) {
        c.rootLocal.w = nan;
    }
    if (i % 59 == 0) {
        job.target = root - (glm::vec3(c.endWorld[3]) - root);
    }
}

}  // namespace

class TestTwoBoneIk : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void invalidInputIsRejected()
    {
        Pose pose(limb());
        TwoBoneIkJob job;
        QVERIFY(!job.validate(pose));  // no bones
        job.root = 1; job.mid = 3; job.end = 2;  // not a chain
        QVERIFY(!job.validate(pose));
        job.mid = 2; job.end = 3;
        QVERIFY(job.validate(pose));
        job.target = glm::vec3(NAN, 0, 0);
        QVERIFY(!job.validate(pose));
        QVERIFY(!job.run(pose));
        job.target = glm::vec3(0);
        job.pole = glm::vec3(INFINITY, 0, 0);
        QVERIFY(!job.validate(pose));
    }

    void reachableTargetsAreReachedInThePolePlane()
    {
        std::mt19937 rng(8);
        std::uniform_real_distribution<float> u(-1.0f, 1.0f);
        const auto fw = limb();
        for (int trial = 0; trial < 500; ++trial) {
            Pose pose(fw);
            // Some random starting pose of the limb.
            pose.setLocalRotation(1, glm::normalize(glm::quat(2 + u(rng), u(rng), u(rng), u(rng))));
            pose.setLocalRotation(2, glm::angleAxis(0.2f + std::abs(u(rng)), glm::normalize(glm::vec3(u(rng), u(rng), 1))));
            const glm::vec3 a = at(pose, 1);
            glm::vec3 dir = glm::normalize(glm::vec3(u(rng), u(rng), u(rng)) + glm::vec3(0, 0, 0.01f));
            const float reach = (kUpper - kLower) + 1.0f + (kUpper + kLower - (kUpper - kLower) - 2.0f) * (0.5f + 0.5f * u(rng));
            TwoBoneIkJob job;
            job.root = 1; job.mid = 2; job.end = 3;
            job.target = a + dir * reach;
            job.pole = a + glm::vec3(u(rng), u(rng), u(rng)) * 50.0f;
            QVERIFY(job.run(pose));
            const glm::vec3 b = at(pose, 2), c = at(pose, 3);
            QVERIFY2(glm::length(c - job.target) < 1e-4f * (kUpper + kLower),
                     qPrintable(QStringLiteral("trial %1: off by %2").arg(trial).arg(glm::length(c - job.target))));
            QVERIFY(test::near(glm::length(b - a), kUpper, 1e-4f));
            QVERIFY(test::near(glm::length(c - b), kLower, 1e-4f));
            // In the plane of root, target and pole, on the pole's side of the root-target line.
            const std::optional<bool> inPlane = inThePolePlaneOnItsSide(a, b, job.target, *job.pole, 1e-3f * kUpper);
            QVERIFY2(inPlane.value_or(true), qPrintable(QString::number(trial)));
        }
    }

    void hingeStaysPerpendicularToTheBendPlane()
    {
        // Max's IK Limb (iklimb.cpp and the swivel contract in ikhierarchy.h, MAX-SEMANTICS 1.11)
        // and Blender keep the elbow turning about its hinge: after the solve the
        // hinge (fixed in the upper bone) is still the bend plane's normal, and the lower bone has
        // turned about the hinge only. A shortest-arc turn of each bone fails both (it twisted the
        // upper bone by up to 77 degrees on this chain, bent 40 degrees in its bind pose).
        const RawLayer layer = makeLayer("Base", 0, {
            makeBone("_0Base{B}#Root", "", {5, -3, 40}, glm::angleAxis(0.7f, glm::normalize(glm::vec3(-1, 2, 1)))),
            makeBone("_0Base{B}#A", "_0Base{B}#Root", {2, 0, 0}, glm::angleAxis(0.3f, glm::vec3(1, 0, 0))),
            makeBone("_0Base{B}#B", "_0Base{B}#A", {kUpper, 0, 0}, glm::angleAxis(glm::radians(40.0f), glm::vec3(0, 0, 1))),
            makeBone("_0Base{B}#C", "_0Base{B}#B", {kLower, 0, 0})});
        Diagnostics d;
        const auto fw = FrameworkBuilder::build({&layer}, d);
        const glm::vec3 hinge = hingeFromBindPose(*fw, 1, 2, 3);
        QVERIFY(test::near(hinge, glm::vec3(0, 0, 1)));  // the bind bend is +40 about the upper bone's Z
        std::mt19937 rng(12);
        std::uniform_real_distribution<float> u(-1.0f, 1.0f);
        float worstTwist = 0.0f;
        for (int trial = 0; trial < 300; ++trial) {
            Pose pose(fw);
            const glm::vec3 a = at(pose, 1);
            const glm::vec3 dir = glm::normalize(glm::vec3(u(rng), u(rng), u(rng)) + glm::vec3(0.01f, 0, 0));
            const float reach = 6.0f + 48.0f * (0.5f + 0.5f * u(rng));
            TwoBoneIkJob job;
            job.root = 1; job.mid = 2; job.end = 3;
            job.hingeLocal = hinge;
            job.target = a + dir * reach;
            if (trial % 2 == 0) {
                job.pole = a + glm::vec3(u(rng), u(rng), u(rng)) * 50.0f;
            }
            QVERIFY(job.run(pose));
            const glm::vec3 b = at(pose, 2), c = at(pose, 3);
            QVERIFY2(glm::length(c - job.target) < 1e-3f, qPrintable(QStringLiteral("trial %1: off by %2").arg(trial).arg(glm::length(c - job.target))));
            const glm::vec3 hingeWorld = glm::normalize(glm::mat3(pose.world(1)) * hinge);
            const float off = std::max(std::abs(glm::dot(hingeWorld, glm::normalize(b - a))), std::abs(glm::dot(hingeWorld, glm::normalize(c - b))));
            worstTwist = std::max(worstTwist, glm::degrees(std::asin(std::min(1.0f, off))));
            // The lower bone turned about the hinge only: the local delta's axis is the hinge.
            const glm::quat delta = pose.local(2).rotation * glm::inverse(fw->bindLocal(2).rotation);
            const glm::vec3 axis(delta.x, delta.y, delta.z);
            QVERIFY2(glm::length(glm::cross(axis, hinge)) < 1e-4f, qPrintable(QString::number(trial)));
            // The bend stays on the natural side: positive about the hinge.
            QVERIFY(glm::dot(glm::cross(b - a, c - b), hingeWorld) >= -1e-3f);
        }
        QVERIFY2(worstTwist < 0.01f, qPrintable(QStringLiteral("hinge off the bend plane by %1 degrees").arg(worstTwist)));
    }

    void targetsInsideTheFoldFoldCompletely()
    {
        // Max's IK Limb (iklimb.cpp) clamps the reach to exactly [|L1 - L2|, L1 + L2]: a goal 2 units from the
        // root puts the end |30 - 25| = 5 units away on the goal line; with reachRatio 1 a far goal
        // puts it exactly 55 away.
        const auto fw = limb();
        Pose pose(fw);
        const glm::vec3 a = at(pose, 1);
        const glm::vec3 dir = glm::normalize(glm::vec3(1, -2, 0.5f));
        TwoBoneIkJob job;
        job.root = 1; job.mid = 2; job.end = 3;
        job.reachRatio = 1.0f;
        job.target = a + dir * 2.0f;
        QVERIFY(job.run(pose));
        RS_VERIFY_NEAR(at(pose, 3), a + dir * (kUpper - kLower));
        job.target = a + dir * 100.0f;
        QVERIFY(job.run(pose));
        RS_VERIFY_NEAR(at(pose, 3), a + dir * (kUpper + kLower));
    }

    void worksUnderAScaledParent()
    {
        // Uniform scale 2 on the root: the limb is 60 + 50 long in the world (the scaled code path).
        for (const glm::vec3 scale : {glm::vec3(2.0f), glm::vec3(2.0f, 1.5f, 1.0f)}) {
            Pose pose(limb());
            pose.setLocalScale(0, scale);
            QVERIFY(pose.hasWorldScale(2));
            const glm::vec3 a = at(pose, 1);
            const float upper = glm::length(at(pose, 2) - a);
            TwoBoneIkJob job;
            job.root = 1; job.mid = 2; job.end = 3;
            job.target = a + glm::normalize(glm::vec3(1, 1, -1)) * 50.0f;
            job.pole = a + glm::vec3(0, 0, 100);
            QVERIFY(job.run(pose));
            if (scale.y == scale.x) {  // uniform: exact
                QVERIFY2(glm::length(at(pose, 3) - job.target) < 1e-3f, qPrintable(QString::number(glm::length(at(pose, 3) - job.target))));
                QVERIFY(test::near(glm::length(at(pose, 2) - a), upper, 1e-4f));
            }
            QVERIFY(isFinite(fromMatrix(pose.world(3))));
        }
    }

    void unreachableTargetsLeaveTheLimbStraightTowardsThem()
    {
        const auto fw = limb();
        Pose pose(fw);
        const glm::vec3 a = at(pose, 1);
        TwoBoneIkJob job;
        job.root = 1; job.mid = 2; job.end = 3;
        job.target = a + glm::normalize(glm::vec3(1, -2, 0.5f)) * 200.0f;
        QVERIFY(job.run(pose));
        const glm::vec3 c = at(pose, 3);
        RS_VERIFY_NEAR(glm::normalize(c - a), glm::normalize(job.target - a));
        QVERIFY(test::near(glm::length(c - a), (kUpper + kLower) * job.reachRatio, 1e-4f));
        QVERIFY(test::near(glm::length(at(pose, 2) - a), kUpper, 1e-4f));
    }

    void stretchReachesFurther()
    {
        Pose pose(limb());
        const glm::vec3 a = at(pose, 1);
        TwoBoneIkJob job;
        job.root = 1; job.mid = 2; job.end = 3;
        job.target = a + glm::vec3(0, 0, 60.0f);  // 5 beyond the 55 of the limb
        job.maxStretch = 1.2f;
        QVERIFY(job.run(pose));
        QVERIFY2(glm::length(at(pose, 3) - job.target) < 1e-3f, qPrintable(QString::number(glm::length(at(pose, 3) - job.target))));
    }

    /// solveTwoBoneIkBatch solves chains four side by side where it can (two_bone_ik_lanes.h) and
    /// gives each one exactly what its own solve() gives: the same answer (solved or not) and the
    /// same bits, on 4,000 random chains in groups of one to four (randomChain lists the cases).
    void batchGivesEachChainItsSolvesBits()
    {
        std::mt19937 rng(11);
        int solved = 0, chains = 0;
        for (int group = 0; chains < 4000; ++group) {
            const int count = 1 + group % 4;
            TwoBoneIkJob jobs[4];
            TwoBoneIkChain chain[4];
            const TwoBoneIkJob* jobOf[4];
            for (int i = 0; i < count; ++i) {
                randomChain(rng, chains++, jobs[i], chain[i]);
                jobOf[i] = &jobs[i];
            }
            TwoBoneIkResult batch[4], alone[4];
            const int bits = solveTwoBoneIkBatch(jobOf, chain, count, batch);
            for (int i = 0; i < count; ++i) {
                const bool ok = jobs[i].solve(chain[i], alone[i]);
                QCOMPARE((bits >> i & 1) != 0, ok);
                if (ok) {
                    ++solved;
                    QVERIFY2(std::memcmp(&batch[i], &alone[i], sizeof(TwoBoneIkResult)) == 0,
                             qPrintable(QStringLiteral("chain %1 of group %2").arg(i).arg(group)));
                }
            }
            QCOMPARE(bits >> count, 0);
        }
        QVERIFY(solved > 3400);  // zero-length lower bones and numbers that are not finite fail, as they should
    }

    void weightBlendsTowardsTheSolve()
    {
        const auto fw = limb();
        Pose full(fw), half(fw), none(fw);
        TwoBoneIkJob job;
        job.root = 1; job.mid = 2; job.end = 3;
        job.target = at(full, 1) + glm::vec3(10, 20, -30);
        QVERIFY(job.run(full));
        job.weight = 0.0f;
        QVERIFY(job.run(none));
        QCOMPARE(none.local(1).rotation, fw->bindLocal(1).rotation);
        job.weight = 0.5f;
        QVERIFY(job.run(half));
        const glm::quat expected = glm::slerp(fw->bindLocal(1).rotation, full.local(1).rotation, 0.5f);
        QVERIFY(test::sameRotation(half.local(1).rotation, expected));
    }

    void straightChainsBendTowardsThePole()
    {
        // A straight chain has no bend plane of its own (the solve takes the bind hinge): from
        // straight, random reachable targets with random poles are still reached with the bone
        // lengths kept, the middle joint in the plane of root, target and pole, on the pole's side.
        const auto fw = limb();
        std::mt19937 rng(21);
        std::uniform_real_distribution<float> u(-1.0f, 1.0f);
        int checkedSides = 0;
        for (int trial = 0; trial < 200; ++trial) {
            Pose pose(fw);
            pose.setLocalRotation(1, glm::normalize(glm::quat(2 + u(rng), u(rng), u(rng), u(rng))));
            pose.setLocalRotation(2, glm::quat(1, 0, 0, 0));  // straight
            const glm::vec3 a = at(pose, 1);
            const glm::vec3 dir = glm::normalize(glm::vec3(u(rng), u(rng), u(rng)) + glm::vec3(0, 0.01f, 0));
            const float reach = 8.0f + 44.0f * (0.5f + 0.5f * u(rng));
            TwoBoneIkJob job;
            job.root = 1; job.mid = 2; job.end = 3;
            job.hingeLocal = hingeFromBindPose(*fw, 1, 2, 3);
            job.target = a + dir * reach;
            job.pole = a + glm::vec3(u(rng), u(rng), u(rng)) * 50.0f;
            QVERIFY(job.run(pose));
            const glm::vec3 b = at(pose, 2), c = at(pose, 3);
            QVERIFY2(glm::length(c - job.target) < 1e-3f, qPrintable(QStringLiteral("trial %1: off by %2").arg(trial).arg(glm::length(c - job.target))));
            QVERIFY(test::near(glm::length(b - a), kUpper, 1e-3f));
            QVERIFY(test::near(glm::length(c - b), kLower, 1e-3f));
            const std::optional<bool> inPlane = inThePolePlaneOnItsSide(a, b, job.target, *job.pole, 1e-3f * kUpper);
            QVERIFY2(inPlane.value_or(true), qPrintable(QString::number(trial)));
            checkedSides += inPlane.has_value() ? 1 : 0;
        }
        QVERIFY(checkedSides > 150);
    }

    void degenerateInputGivesADefinedPose()
    {
        const auto fw = limb();
        // Target on the root.
        Pose pose(fw);
        TwoBoneIkJob job;
        job.root = 1; job.mid = 2; job.end = 3;
        job.target = at(pose, 1);
        QVERIFY(job.run(pose));
        for (int b = 0; b < fw->boneCount(); ++b) {
            QVERIFY(isFinite(fromMatrix(pose.world(b))));
        }
        // A straight chain, no pole: the bend hint decides; the target is still reached.
        Pose straight(fw);
        straight.setLocalRotation(2, glm::quat(1, 0, 0, 0));
        job.target = at(straight, 1) + glm::vec3(0, 0, 40);
        job.hingeLocal = hingeFromBindPose(*fw, 1, 2, 3);
        QVERIFY(job.run(straight));
        QVERIFY(glm::length(at(straight, 3) - job.target) < 1e-3f);
        // Pole on the root-target line: falls back to the current bend.
        Pose onLine(fw);
        job.pole = job.target * 0.5f + at(onLine, 1) * 0.5f;
        job.target = at(onLine, 1) + glm::vec3(0, 0, 40);
        QVERIFY(job.run(onLine));
        QVERIFY(isFinite(fromMatrix(onLine.world(3))));
        // A zero-length bone: refused, pose untouched.
        const RawLayer layer = makeLayer("Base", 0, {makeBone("_0Base{B}#A", ""), makeBone("_0Base{B}#B", "_0Base{B}#A"),
                                                     makeBone("_0Base{B}#C", "_0Base{B}#B", {10, 0, 0})});
        Diagnostics d;
        Pose zero(FrameworkBuilder::build({&layer}, d));
        TwoBoneIkJob z;
        z.root = 0; z.mid = 1; z.end = 2;
        z.target = glm::vec3(3, 3, 3);
        QVERIFY(!z.run(zero));
        QCOMPARE(zero.local(0).rotation, glm::quat(1, 0, 0, 0));
    }

    void helperJointsReactToIk()
    {
        // Bend the sample's left knee by IK; the knee-volume helper (a reaction on the calf angle)
        // follows on the same evaluation, as in the GDC 2011 demo.
        Diagnostics d;
        auto data = loadCharacter(RIGSTAGE_SAMPLES "/walker/walker.character.xml", d);
        auto instance = CharacterInstance::create(*data, d);
        QVERIFY(instance);
        Pose& pose = instance->pose();
        const Framework& fw = instance->framework();
        const int thigh = fw.findBone("_0Base{BD}#L_Thigh"), calf = fw.findBone("_0Base{BD}#L_Calf"),
                  foot = fw.findBone("_0Base{BD}#L_Foot"), knee = fw.findBone("_1Muscle{D}#L_KneeVolume");
        TwoBoneIkJob job;
        job.root = thigh; job.mid = calf; job.end = foot;
        job.target = glm::vec3(pose.world(foot)[3]) + glm::vec3(0, 10, 30);  // lift the foot: the knee bends
        job.pole = glm::vec3(pose.world(calf)[3]) + glm::vec3(0, -50, 0);     // knee forward (-Y)
        QVERIFY(job.run(pose));
        instance->helpers()->evaluate(pose, {});
        const float bend = glm::degrees(quatToEuler(pose.local(calf).rotation, EulerOrder::XYZ).z);
        QVERIFY2(bend > 20.0f, qPrintable(QString::number(bend)));
        const float expectedY = fw.bindLocal(knee).translation.y - 4.0f * std::min(bend, 90.0f) / 90.0f;
        QVERIFY(test::near(pose.local(knee).translation.y, expectedY, 1e-3f));
        QVERIFY(glm::length(glm::vec3(pose.world(foot)[3]) - job.target) < 1e-3f);
    }

    void springMatchesAFineNumericalIntegration()
    {
        // x'' = -w^2 (x - target) - 2 w x', w = 2 / dampSeconds, integrated with 1e-5 s steps.
        const float damp = 0.3f, target = 10.0f;
        float x = 0.0f, v = 5.0f;
        double nx = 0.0, nv = 5.0;
        const double w = 2.0 / damp;
        for (int i = 0; i < 50000; ++i) {  // 0.5 s
            nv += (-w * w * (nx - target) - 2.0 * w * nv) * 1e-5;
            nx += nv * 1e-5;
        }
        dampSpring(x, v, target, damp, 0.5f);
        QVERIFY2(std::abs(x - float(nx)) < 1e-3f, qPrintable(QStringLiteral("%1 vs %2").arg(x).arg(nx)));
        QVERIFY2(std::abs(v - float(nv)) < 1e-2f, qPrintable(QStringLiteral("%1 vs %2").arg(v).arg(nv)));
    }

    void springIsFrameRateIndependent()
    {
        glm::vec3 p30(0), v30(0), p120(0), v120(0);
        const glm::vec3 target(3, -4, 12);
        for (int i = 0; i < 30; ++i) {
            dampSpring(p30, v30, target, 0.25f, 1.0f / 30.0f);
        }
        for (int i = 0; i < 120; ++i) {
            dampSpring(p120, v120, target, 0.25f, 1.0f / 120.0f);
        }
        QVERIFY(glm::length(p30 - p120) < 1e-4f);
        QVERIFY(glm::length(v30 - v120) < 1e-3f);
        QVERIFY(glm::length(p30 - target) < 0.01f * glm::length(target));  // settled after 4 damp times
    }
};

QTEST_APPLESS_MAIN(TestTwoBoneIk)
#include "test_two_bone_ik.moc"
