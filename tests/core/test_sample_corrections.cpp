// The sculpt corrections the walker sample ships (scripts/make_sample_walker_body.py): the manifest
// names them, each is driven by its joint's bend, at its own pose the corrected mesh is the sculpt
// (pushed out along the normal), at the bind pose nothing moves, and with the walk playing the bent
// elbows and knees move exactly their corrections' vertices, each by its driver's weight times its
// sculpted push.
#include <QTest>

#include <algorithm>
#include <array>
#include <map>
#include <set>
#include <tuple>

#include "character/character_instance.h"
#include "sculpt/correction_set.h"
#include "skin/mesh_deformer.h"
#include "test_helpers.h"
#include "walker_sample.h"

using namespace rigstage;

namespace {

const CharacterData& sample()
{
    return test::walkerSample();
}

/// The angle (degrees) between a bone's segment and its child's: the joint's bend, read from the
/// positions alone (the walker's limbs are straight at the bind pose).
float bendDegrees(const Framework& fw, const std::vector<glm::mat4>& world, const char* upper, const char* lower, const char* end)
{
    const auto at = [&](const char* name) { return glm::vec3(world[std::size_t(fw.findBone(name))][3]); };
    const glm::vec3 a = glm::normalize(at(lower) - at(upper)), b = glm::normalize(at(end) - at(lower));
    return glm::degrees(std::acos(std::clamp(glm::dot(a, b), -1.0f, 1.0f)));
}

/// Every bone at its bind pose, then the bones a correction's pose names at their captured matrices.
std::vector<glm::mat4> worldAtPoseOf(const Framework& fw, const Correction& c)
{
    std::vector<glm::mat4> world(std::size_t(fw.boneCount()));
    for (int b = 0; b < fw.boneCount(); ++b) {
        world[std::size_t(b)] = fw.bindWorld(b);
    }
    for (const auto& [name, m] : c.pose) {
        world[std::size_t(fw.findBone(name))] = m;
    }
    return world;
}

/// Positions of the body skinned for world, with the corrections on or off.
std::vector<glm::vec3> body(MeshDeformer& deformer, const std::vector<glm::mat4>& world, bool corrected)
{
    deformer.setCorrectionsEnabled(corrected);
    deformer.deform(world, SkinningMethod::Linear);
    return deformer.output(0).positions;
}

}  // namespace

class TestSampleCorrections : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void theManifestNamesSixBoneDrivenCorrections()
    {
        QVERIFY(sample().corrections.has_value());
        const CorrectionFile& file = *sample().corrections;
        QVERIFY(QString::fromStdString(file.file).endsWith(QStringLiteral("Walker.Body.Corrections.xml")));
        // name -> (driver bone, axis, degrees at weight 1)
        const std::map<std::string, std::tuple<std::string, char, float>> expected = {
            {"L_Elbow", {"_0Base{BD}#L_Forearm", 'Y', 90.0f}},   {"R_Elbow", {"_0Base{BD}#R_Forearm", 'Y', 90.0f}},
            {"L_Knee", {"_0Base{BD}#L_Calf", 'Z', 90.0f}},       {"R_Knee", {"_0Base{BD}#R_Calf", 'Z', 90.0f}},
            {"L_Shoulder", {"_0Base{BD}#L_UpperArm", 'Z', -60.0f}}, {"R_Shoulder", {"_0Base{BD}#R_UpperArm", 'Z', 60.0f}},
        };
        QCOMPARE(file.corrections.size(), expected.size());
        for (const Correction& c : file.corrections) {
            QVERIFY2(expected.count(c.name), c.name.c_str());
            const auto& [bone, axis, to] = expected.at(c.name);
            QCOMPARE(c.drive, CorrectionDrive::Bone);
            QCOMPARE(c.driver.bone, bone);
            QCOMPARE(c.driver.axis, axis);
            QCOMPARE(c.driver.from, 0.0f);
            QCOMPARE(c.driver.to, to);
            QVERIFY(c.driver.keys.empty());
            QCOMPARE(c.pose.size(), sample().meshes[0].paletteBones.size());
            QVERIFY2(c.sculptVertices.size() > 50, c.name.c_str());
        }
        Diagnostics d;
        MeshDeformer deformer;
        deformer.bind(sample(), *sample().framework, d);
        QVERIFY2(!d.hasErrors(), qPrintable(test::str(d)));
        for (std::size_t c = 0; c < file.corrections.size(); ++c) {
            QVERIFY(deformer.corrections().isPrepared(int(c)));
            QCOMPARE(deformer.corrections().states()[c].problem, CorrectionProblem::None);
        }
    }

    void atItsOwnPoseEachCorrectionIsItsSculpt()
    {
        // The pose in the file is the rig's own at the sculpted bend (the driver reads the angle
        // the script set), so the correction is whole there and the mesh takes the sculpted
        // positions; the others read their joints straight (weight 0).
        const Framework& fw = *sample().framework;
        const CorrectionFile& file = *sample().corrections;
        Diagnostics d;
        MeshDeformer deformer;
        deformer.bind(sample(), fw, d);
        for (std::size_t c = 0; c < file.corrections.size(); ++c) {
            const Correction& correction = file.corrections[c];
            const std::vector<glm::mat4> world = worldAtPoseOf(fw, correction);
            const int driver = fw.findBone(correction.driver.bone);
            QVERIFY(std::abs(CorrectionSet::boneTurnDegrees(fw, world, driver, correction.driver.axis) - correction.driver.to) < 0.01f);
            const std::vector<glm::vec3> plain = body(deformer, world, false);
            const std::vector<glm::vec3> normals = deformer.output(0).normals;
            const std::vector<glm::vec3> corrected = body(deformer, world, true);
            for (std::size_t o = 0; o < file.corrections.size(); ++o) {
                QCOMPARE(deformer.corrections().states()[o].weight, o == c ? 1.0f : 0.0f);
            }
            float worst = 0.0f, largest = 0.0f, outward = 1.0f;
            for (std::size_t i = 0; i < correction.sculptVertices.size(); ++i) {
                const std::uint32_t v = correction.sculptVertices[i];
                worst = std::max(worst, glm::length(corrected[v] - correction.sculptPositions[i]));
                const glm::vec3 push = correction.sculptPositions[i] - plain[v];
                largest = std::max(largest, glm::length(push));
                // Pushed out along the surface's normal (the script pushes along the limb's normal
                // turned as the joint turns, within 25 degrees of the skinned one at the shoulder).
                outward = std::min(outward, glm::dot(glm::normalize(push), normals[v]));
            }
            QVERIFY2(outward > 0.9f, qPrintable(QStringLiteral("%1: %2").arg(QString::fromStdString(correction.name)).arg(outward)));
            QVERIFY2(worst < 1e-3f, qPrintable(QStringLiteral("%1: %2 cm").arg(QString::fromStdString(correction.name)).arg(worst)));
            // Each pushes out by a visible amount (the script prints the largest: 0.7 to 2 cm).
            QVERIFY2(largest > 0.5f && largest < 3.0f, qPrintable(QStringLiteral("%1: %2 cm").arg(QString::fromStdString(correction.name)).arg(largest)));
            const std::set<std::uint32_t> moved(correction.sculptVertices.begin(), correction.sculptVertices.end());
            for (std::size_t v = 0; v < plain.size(); ++v) {
                if (!moved.count(std::uint32_t(v)) && corrected[v] != plain[v]) {
                    QFAIL(qPrintable(QStringLiteral("%1 moves vertex %2, which it does not sculpt").arg(QString::fromStdString(correction.name)).arg(v)));
                }
            }
        }
    }

    void atTheBindPoseNothingMoves()
    {
        const Framework& fw = *sample().framework;
        Diagnostics d;
        auto instance = CharacterInstance::create(sample(), d);
        QVERIFY(instance);
        MeshDeformer deformer;
        deformer.bind(sample(), instance->framework(), d);
        const std::vector<glm::mat4> world = instance->pose().allWorld();  // no clip: the bind pose
        for (int b = 0; b < fw.boneCount(); ++b) {
            QVERIFY(test::near(world[std::size_t(b)], fw.bindWorld(b), 1e-4f));
        }
        const std::vector<glm::vec3> plain = body(deformer, world, false);
        QCOMPARE(body(deformer, world, true), plain);
        for (const CorrectionState& state : deformer.corrections().states()) {
            QCOMPARE(state.weight, 0.0f);
        }
    }

    void theWalkBendsElbowsAndKneesAndTheirCorrectionsFollow()
    {
        Diagnostics d;
        auto instance = CharacterInstance::create(sample(), d);
        QVERIFY(instance);
        instance->setClip(0, d);
        QCOMPARE(QString::fromStdString(sample().clips[0].name), QStringLiteral("Walk"));
        const Framework& fw = instance->framework();
        // The frame where the left elbow bends most (the walk bends it 15 to 27 degrees).
        float best = -1.0f, frame = 0.0f;
        for (int f = 0; f < 32; ++f) {
            instance->evaluate(float(f));
            const float bend = bendDegrees(fw, instance->pose().allWorld(), "_0Base{BD}#L_UpperArm", "_0Base{BD}#L_Forearm", "_0Base{BD}#L_Hand");
            if (bend > best) {
                best = bend;
                frame = float(f);
            }
        }
        QVERIFY2(best > 20.0f && best < 30.0f, qPrintable(QString::number(best)));
        instance->evaluate(frame);
        const std::vector<glm::mat4> world = instance->pose().allWorld();
        MeshDeformer deformer;
        deformer.bind(sample(), fw, d);
        const std::vector<glm::vec3> plain = body(deformer, world, false);
        const std::vector<glm::vec3> corrected = body(deformer, world, true);

        // Each weight is the bend over the sculpted bend (from 0 to 90 degrees), the bend measured
        // here from the bones' positions; the shoulders hang lower than at the bind pose: 0.
        const CorrectionFile& file = *sample().corrections;
        const std::map<std::string, std::array<const char*, 3>> joints = {
            {"L_Elbow", {"_0Base{BD}#L_UpperArm", "_0Base{BD}#L_Forearm", "_0Base{BD}#L_Hand"}},
            {"R_Elbow", {"_0Base{BD}#R_UpperArm", "_0Base{BD}#R_Forearm", "_0Base{BD}#R_Hand"}},
            {"L_Knee", {"_0Base{BD}#L_Thigh", "_0Base{BD}#L_Calf", "_0Base{BD}#L_Foot"}},
            {"R_Knee", {"_0Base{BD}#R_Thigh", "_0Base{BD}#R_Calf", "_0Base{BD}#R_Foot"}},
        };
        std::vector<int> movedBy(plain.size(), 0);
        for (std::size_t c = 0; c < file.corrections.size(); ++c) {
            const Correction& correction = file.corrections[c];
            const float weight = deformer.corrections().states()[c].weight;
            if (!joints.count(correction.name)) {
                QCOMPARE(weight, 0.0f);
                continue;
            }
            const auto& j = joints.at(correction.name);
            const float expected = bendDegrees(fw, world, j[0], j[1], j[2]) / 90.0f;
            QVERIFY2(std::abs(weight - expected) < 2e-3f && weight > 0.05f,
                     qPrintable(QStringLiteral("%1: weight %2, bend / 90 = %3").arg(QString::fromStdString(correction.name)).arg(weight).arg(expected)));
            for (std::uint32_t v : correction.sculptVertices) {
                ++movedBy[v];
            }
        }
        // A corrected vertex moves by its weight times its sculpted push (multiple deltas keep
        // the sculpt's length on any shape); every other vertex is the plain skin's, bit for bit.
        const SkinnedMesh& mesh = sample().meshes[0];
        int checked = 0;
        float largest = 0.0f;
        for (std::size_t c = 0; c < file.corrections.size(); ++c) {
            const Correction& correction = file.corrections[c];
            const float weight = deformer.corrections().states()[c].weight;
            if (weight == 0.0f) {
                continue;
            }
            SkinOutput reference;
            std::string missing;
            QVERIFY(CorrectionSet::referenceShape(correction, mesh, SkinningMethod::Linear, reference, missing));
            for (std::size_t i = 0; i < correction.sculptVertices.size(); ++i) {
                const std::uint32_t v = correction.sculptVertices[i];
                QCOMPARE(movedBy[v], 1);
                const float push = glm::length(correction.sculptPositions[i] - reference.positions[v]);
                const float moved = glm::length(corrected[v] - plain[v]);
                QVERIFY2(std::abs(moved - weight * push) < 1e-4f + 1e-3f * push,
                         qPrintable(QStringLiteral("%1, vertex %2: moved %3, expected %4 x %5").arg(QString::fromStdString(correction.name))
                                        .arg(v).arg(moved).arg(weight).arg(push)));
                largest = std::max(largest, moved);
                ++checked;
            }
        }
        QVERIFY(checked > 2000);
        QVERIFY2(largest > 0.2f, qPrintable(QString::number(largest)));  // visible at the viewport's zoom
        for (std::size_t v = 0; v < plain.size(); ++v) {
            if (movedBy[v] == 0 && corrected[v] != plain[v]) {
                QFAIL(qPrintable(QStringLiteral("vertex %1 moved without a correction").arg(v)));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestSampleCorrections)
#include "test_sample_corrections.moc"
