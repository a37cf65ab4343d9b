// Skinning against geometry worked out by hand: a two-bone cylinder along X (radius 2, bones of
// 10 cm, weights blending over the joint), bent 90 degrees at the joint.
#include <QTest>

#include <cstring>

#include <glm/gtc/constants.hpp>

#include "skeleton/framework.h"
#include "skin/skinning.h"
#include "test_helpers.h"

using namespace rigstage;

namespace {

constexpr float kRadius = 2.0f;
constexpr int kRingVertices = 24;

/// Rings of vertices every 0.5 cm from x = 0 to 20; the joint at x = 10. Weights to bone 1 ramp
/// linearly from 0 at x = 7 to 1 at x = 13, so the ring at the joint is 50 / 50.
SkinnedMesh cylinder()
{
    SkinnedMesh mesh;
    mesh.skinned = true;
    mesh.paletteBones = {"Upper", "Lower"};
    // Inverse bind: bone 0 at the origin, bone 1 at x = 10, both unrotated.
    mesh.inverseBind = {glm::mat4(1.0f), glm::translate(glm::mat4(1.0f), glm::vec3(-10, 0, 0))};
    for (int ring = 0; ring <= 40; ++ring) {
        const float x = ring * 0.5f;
        const float w1 = std::clamp((x - 7.0f) / 6.0f, 0.0f, 1.0f);
        for (int k = 0; k < kRingVertices; ++k) {
            const float a = glm::two_pi<float>() * float(k) / kRingVertices;
            mesh.positions.push_back({x, kRadius * std::cos(a), kRadius * std::sin(a)});
            mesh.normals.push_back({0.0f, std::cos(a), std::sin(a)});
            std::array<std::uint16_t, 8> j{};
            std::array<float, 8> w{};
            if (w1 >= 1.0f) {
                j[0] = 1;
                w[0] = 1.0f;
            } else if (w1 <= 0.0f) {
                w[0] = 1.0f;
            } else {
                j = {std::uint16_t(w1 >= 0.5f ? 1 : 0), std::uint16_t(w1 >= 0.5f ? 0 : 1)};
                w = {std::max(w1, 1.0f - w1), std::min(w1, 1.0f - w1)};
            }
            mesh.joints.push_back(j);
            mesh.weights.push_back(w);
        }
    }
    return mesh;
}

/// World transforms with the lower bone bent by angle (radians) about Z at the joint.
std::vector<glm::mat4> bent(float angle)
{
    const glm::mat4 upper(1.0f);
    const glm::mat4 lower = glm::translate(glm::mat4(1.0f), glm::vec3(10, 0, 0)) * glm::mat4_cast(glm::angleAxis(angle, glm::vec3(0, 0, 1)));
    return {upper, lower};
}

/// The ring's mean distance from its centroid: the cross-section's radius.
float ringRadius(const std::vector<glm::vec3>& positions, int ring)
{
    glm::vec3 centre(0.0f);
    for (int k = 0; k < kRingVertices; ++k) {
        centre += positions[ring * kRingVertices + k];
    }
    centre /= float(kRingVertices);
    float r = 0.0f;
    for (int k = 0; k < kRingVertices; ++k) {
        r += glm::length(positions[ring * kRingVertices + k] - centre);
    }
    return r / float(kRingVertices);
}

SkinBinding identityBinding()
{
    return SkinBinding{{0, 1}};
}

}  // namespace

class TestSkinning : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void bindPoseReproducesTheRestMesh()
    {
        const SkinnedMesh mesh = cylinder();
        std::vector<glm::mat4> skin;
        skinMatrices(mesh, identityBinding(), bent(0.0f), skin);
        for (SkinningMethod method : {SkinningMethod::Linear, SkinningMethod::DualQuaternion}) {
            SkinOutput out;
            skinMesh(mesh, skin, method, out);
            for (std::size_t v = 0; v < mesh.positions.size(); ++v) {
                RS_VERIFY_NEAR(out.positions[v], mesh.positions[v]);
                RS_VERIFY_NEAR(out.normals[v], mesh.normals[v]);
            }
        }
    }

    void aVertexWeightedToOneBoneFollowsItExactly()
    {
        const SkinnedMesh mesh = cylinder();
        const std::vector<glm::mat4> world = bent(glm::radians(70.0f));
        std::vector<glm::mat4> skin;
        skinMatrices(mesh, identityBinding(), world, skin);
        // The tip ring (x = 20) belongs to the lower bone alone: 10 cm along its rotated X.
        const float c = std::cos(glm::radians(70.0f)), s = std::sin(glm::radians(70.0f));
        for (SkinningMethod method : {SkinningMethod::Linear, SkinningMethod::DualQuaternion}) {
            SkinOutput out;
            skinMesh(mesh, skin, method, out);
            for (int k = 0; k < kRingVertices; ++k) {
                const glm::vec3 rest = mesh.positions[40 * kRingVertices + k];
                // By hand: (10,0,0) + Rz(70) * (rest - (10,0,0)).
                const glm::vec3 local = rest - glm::vec3(10, 0, 0);
                const glm::vec3 expected(10.0f + c * local.x - s * local.y, s * local.x + c * local.y, local.z);
                RS_VERIFY_NEAR(out.positions[40 * kRingVertices + k], expected);
            }
            // And the root ring stays put.
            RS_VERIFY_NEAR(out.positions[0], mesh.positions[0]);
        }
    }

    void linearBlendLosesVolumeAtABendAndDualQuaternionsKeepIt()
    {
        const SkinnedMesh mesh = cylinder();
        std::vector<glm::mat4> skin;
        skinMatrices(mesh, identityBinding(), bent(glm::half_pi<float>()), skin);
        SkinOutput lbs, dqs;
        skinMesh(mesh, skin, SkinningMethod::Linear, lbs);
        skinMesh(mesh, skin, SkinningMethod::DualQuaternion, dqs);
        const int joint = 20;  // x = 10: weights 50 / 50
        // LBS averages the two matrices: identity and a 90-degree turn average to a 45-degree turn
        // scaled by cos(45) in the bend plane, so the ring flattens: along Z it keeps its radius,
        // in the bend plane it shrinks to 0.707 of it. Mean distance of an ellipse with semi-axes
        // 2 and 1.414 is about 1.73; DQS blends to a rigid 45-degree turn and keeps 2.
        const float lbsRadius = ringRadius(lbs.positions, joint);
        const float dqsRadius = ringRadius(dqs.positions, joint);
        QVERIFY2(lbsRadius < 0.9f * kRadius, qPrintable(QString::number(lbsRadius)));
        QVERIFY2(lbsRadius > 0.8f * kRadius, qPrintable(QString::number(lbsRadius)));
        QVERIFY2(std::abs(dqsRadius - kRadius) < 0.01f * kRadius, qPrintable(QString::number(dqsRadius)));
        // The in-plane extent of the LBS ring, by hand:
        glm::vec3 lo(1e9f), hi(-1e9f);
        for (int k = 0; k < kRingVertices; ++k) {
            lo = glm::min(lo, lbs.positions[joint * kRingVertices + k]);
            hi = glm::max(hi, lbs.positions[joint * kRingVertices + k]);
        }
        const glm::vec2 inPlane = glm::vec2(hi - lo);
        // (10, y, z) goes to (10 - y/2, y/2, z): a diagonal segment of length 2 r cos(45), Z untouched.
        QVERIFY(test::near(glm::length(inPlane), 2.0f * kRadius * std::cos(glm::quarter_pi<float>()), 1e-3f));
        QVERIFY(test::near(hi.z - lo.z, 2.0f * kRadius, 1e-3f));
        // Normals stay unit length.
        for (const glm::vec3& n : lbs.normals) {
            QVERIFY(test::near(glm::length(n), 1.0f, 1e-4f));
        }
    }

    void dualQuaternionsCarryAScaledRig()
    {
        // The whole rig scaled 2x about the origin: both methods give every vertex doubled.
        const SkinnedMesh mesh = cylinder();
        std::vector<glm::mat4> world = bent(0.0f);
        for (glm::mat4& m : world) {
            m = glm::scale(glm::mat4(1.0f), glm::vec3(2.0f)) * m;
        }
        std::vector<glm::mat4> skin;
        skinMatrices(mesh, identityBinding(), world, skin);
        for (SkinningMethod method : {SkinningMethod::Linear, SkinningMethod::DualQuaternion}) {
            SkinOutput out;
            skinMesh(mesh, skin, method, out);
            for (std::size_t v = 0; v < mesh.positions.size(); v += 7) {
                RS_VERIFY_NEAR(out.positions[v], mesh.positions[v] * 2.0f);
                RS_VERIFY_NEAR(out.normals[v], mesh.normals[v]);
            }
        }
    }

    void parallelEqualsSerial()
    {
        SkinnedMesh mesh = cylinder();
        // Enough vertices to be split across threads.
        const SkinnedMesh one = mesh;
        for (int copy = 0; copy < 20; ++copy) {
            mesh.positions.insert(mesh.positions.end(), one.positions.begin(), one.positions.end());
            mesh.normals.insert(mesh.normals.end(), one.normals.begin(), one.normals.end());
            mesh.joints.insert(mesh.joints.end(), one.joints.begin(), one.joints.end());
            mesh.weights.insert(mesh.weights.end(), one.weights.begin(), one.weights.end());
        }
        std::vector<glm::mat4> skin;
        skinMatrices(mesh, identityBinding(), bent(1.0f), skin);
        for (SkinningMethod method : {SkinningMethod::Linear, SkinningMethod::DualQuaternion}) {
            SkinOutput a, b;
            skinMesh(mesh, skin, method, a, true);
            skinMesh(mesh, skin, method, b, false);
            QVERIFY(a.positions == b.positions);
            QVERIFY(a.normals == b.normals);
        }
    }

    void eightAtATimeGiveTheOneVertexBits()
    {
        // Linear blending runs eight vertices at a time where core is built for AVX2 and one
        // vertex at a time for the rest: each vertex of the bent cylinder (984 vertices, so both
        // paths run), skinned within the whole mesh, equals bit for bit the same vertex skinned as
        // a mesh of its own (one vertex: the one-vertex code), positions and normals.
        const SkinnedMesh mesh = cylinder();
        std::vector<glm::mat4> skin;
        skinMatrices(mesh, identityBinding(), bent(1.0f), skin);
        SkinOutput whole;
        skinMesh(mesh, skin, SkinningMethod::Linear, whole, false);
        for (std::size_t v = 0; v < mesh.positions.size(); ++v) {
            SkinnedMesh alone = mesh;
            alone.positions = {mesh.positions[v]};
            alone.normals = {mesh.normals[v]};
            alone.joints = {mesh.joints[v]};
            alone.weights = {mesh.weights[v]};
            SkinOutput single;
            skinMesh(alone, skin, SkinningMethod::Linear, single, false);
            QVERIFY2(std::memcmp(&single.positions[0], &whole.positions[v], sizeof(glm::vec3)) == 0
                         && std::memcmp(&single.normals[0], &whole.normals[v], sizeof(glm::vec3)) == 0,
                     qPrintable(QStringLiteral("vertex %1").arg(v)));
        }
    }

    void morphTargetsAddTheirWeightedOffsets()
    {
        SkinnedMesh mesh = cylinder();
        MorphTarget bulge;
        bulge.name = "bulge";
        bulge.positionDeltas.assign(mesh.positions.size(), glm::vec3(0.0f));
        bulge.positionDeltas[5] = glm::vec3(0, 0, 4);
        mesh.morphs.push_back(bulge);
        std::vector<glm::mat4> skin;
        skinMatrices(mesh, identityBinding(), bent(0.0f), skin);
        SkinOutput out;
        skinMesh(mesh, skin, SkinningMethod::Linear, out, true, {0.25f});
        RS_VERIFY_NEAR(out.positions[5], mesh.positions[5] + glm::vec3(0, 0, 1));
        RS_VERIFY_NEAR(out.positions[6], mesh.positions[6]);
    }
};

QTEST_MAIN(TestSkinning)
#include "test_skinning.moc"
