// Transform algebra against hand-computed values.
#include <QTest>

#include <algorithm>
#include <cstring>
#include <limits>
#include <random>

#include <glm/gtc/constants.hpp>

#include "math/quat_lanes.h"
#include "math/vec3_lanes.h"
#include "math/srt.h"
#include "test_helpers.h"

using namespace rigstage;
using rigstage::test::near;
using rigstage::test::str;

class TestSrt : public QObject {
    Q_OBJECT
private Q_SLOTS:
    /// Each of the ten numbers on its own made infinite or NaN makes the transform non-finite; the
    /// largest finite values (whose sum would overflow) do not.
    void isFiniteChecksEveryNumber()
    {
        Srt big;
        big.translation = glm::vec3(3.4e38f, -3.4e38f, 3.4e38f);
        big.rotation = glm::quat(3.4e38f, 3.4e38f, -3.4e38f, 3.4e38f);
        big.scale = glm::vec3(3.4e38f);
        QVERIFY(isFinite(big));
        QVERIFY(isFinite(Srt{}));
        for (float bad : {std::numeric_limits<float>::infinity(), -std::numeric_limits<float>::infinity(),
                          std::numeric_limits<float>::quiet_NaN()}) {
            for (int k = 0; k < 10; ++k) {
                Srt s = big;
                float* f = k < 3 ? &s.translation[k] : k < 7 ? &s.rotation[k - 3] : &s.scale[k - 7];
                *f = bad;
                QVERIFY2(!isFinite(s), qPrintable(QStringLiteral("number %1 = %2").arg(k).arg(bad)));
            }
        }
    }
    /// The register forms for a vector and a quaternion (what a helper checks its result with): the
    /// same answers, component by component, as the whole-transform check.
    void isFiniteOfPartsChecksEveryComponent()
    {
        const float big = std::numeric_limits<float>::max();
        QVERIFY(isFinite(glm::vec3(big, -big, big)));
        QVERIFY(isFinite(glm::quat(big, -big, big, -big)));
        QVERIFY(isFinite(glm::vec3(std::numeric_limits<float>::denorm_min(), 0, -0.0f)));
        for (float bad : {std::numeric_limits<float>::quiet_NaN(), std::numeric_limits<float>::infinity(),
                          -std::numeric_limits<float>::infinity()}) {
            for (int i = 0; i < 3; ++i) {
                glm::vec3 v(1, 2, 3);
                v[i] = bad;
                QVERIFY2(!isFinite(v), qPrintable(QStringLiteral("vector component %1 = %2").arg(i).arg(bad)));
            }
            for (int i = 0; i < 4; ++i) {
                glm::quat q(1, 0, 0, 0);
                q[i] = bad;
                QVERIFY2(!isFinite(q), qPrintable(QStringLiteral("quaternion component %1 = %2").arg(i).arg(bad)));
            }
        }
    }
    void rotationFollowsRightHandRule()
    {
        // 90 degrees about +Z turns +X into +Y (right-hand rule, column vectors).
        Srt s;
        s.rotation = glm::angleAxis(glm::half_pi<float>(), glm::vec3(0, 0, 1));
        RS_VERIFY_NEAR(transformPoint(s, {1, 0, 0}), glm::vec3(0, 1, 0));
        RS_VERIFY_NEAR(glm::vec3(toMatrix(s) * glm::vec4(1, 0, 0, 1)), glm::vec3(0, 1, 0));
    }

    void matrixAppliesScaleThenRotationThenTranslation()
    {
        // p = (1, 0, 0): scale 2 -> (2, 0, 0); 90 deg about Z -> (0, 2, 0); + (10, 20, 30) -> (10, 22, 30).
        Srt s;
        s.scale = {2, 3, 4};
        s.rotation = glm::angleAxis(glm::half_pi<float>(), glm::vec3(0, 0, 1));
        s.translation = {10, 20, 30};
        RS_VERIFY_NEAR(glm::vec3(toMatrix(s) * glm::vec4(1, 0, 0, 1)), glm::vec3(10, 22, 30));
        // (0, 1, 0): scale 3 -> (0, 3, 0); rotate -> (-3, 0, 0); translate -> (7, 20, 30).
        RS_VERIFY_NEAR(transformPoint(s, {0, 1, 0}), glm::vec3(7, 20, 30));
    }

    /// affineTimesSrt (SSE lanes where the machine has them) is the 4x4 product parent *
    /// toMatrix(local), and bit for bit the scalar formula it replaces: scaledRotationColumns'
    /// entries times the parent's columns, each sum added left to right. Random rotations, uniform,
    /// non-uniform and mirrored scales, and out the same matrix as parent.
    void affineTimesSrtIsTheMatrixProductInTheScalarFormulasBits()
    {
        std::mt19937 rng(11);
        std::uniform_real_distribution<float> u(-1.0f, 1.0f);
        for (int i = 0; i < 200; ++i) {
            Srt parentSrt;
            parentSrt.rotation = glm::normalize(glm::quat(u(rng), u(rng), u(rng), u(rng)));
            parentSrt.translation = glm::vec3(u(rng), u(rng), u(rng)) * 50.0f;
            parentSrt.scale = i % 4 == 0 ? glm::vec3(1.0f) : glm::vec3(1.5f + u(rng), 1.5f + u(rng), 1.5f + u(rng));
            Srt local;
            local.rotation = glm::normalize(glm::quat(u(rng), u(rng), u(rng), u(rng)));
            local.translation = glm::vec3(u(rng), u(rng), u(rng)) * 20.0f;
            local.scale = i % 3 == 0 ? glm::vec3(1.0f) : glm::vec3(1.5f + u(rng), -(1.5f + u(rng)), 1.5f + u(rng));
            const glm::mat4 parent = toMatrix(parentSrt);
            glm::mat4 out;
            affineTimesSrt(parent, local, out);

            const glm::mat4 product = parent * toMatrix(local);
            for (int c = 0; c < 4; ++c) {
                for (int r = 0; r < 4; ++r) {
                    QVERIFY2(std::abs(out[c][r] - product[c][r]) <= 1e-4f * (1.0f + std::abs(product[c][r])),
                             qPrintable(QStringLiteral("matrix %1, [%2][%3]: %4 vs %5").arg(i).arg(c).arg(r)
                                            .arg(out[c][r]).arg(product[c][r])));
                }
            }

            const glm::quat& q = local.rotation;
            const glm::vec3& sc = local.scale;
            const ScaledColumns<float> k = scaledRotationColumns(q.x, q.y, q.z, q.w, sc.x, sc.y, sc.z, 1.0f, 2.0f);
            const glm::vec4 p0 = parent[0], p1 = parent[1], p2 = parent[2], p3 = parent[3];
            const glm::vec3& t = local.translation;
            glm::mat4 scalar;
            scalar[0] = p0 * k.c00 + p1 * k.c01 + p2 * k.c02;
            scalar[1] = p0 * k.c10 + p1 * k.c11 + p2 * k.c12;
            scalar[2] = p0 * k.c20 + p1 * k.c21 + p2 * k.c22;
            scalar[3] = p0 * t.x + p1 * t.y + p2 * t.z + p3;
            QVERIFY2(std::memcmp(&out, &scalar, sizeof(glm::mat4)) == 0, qPrintable(QStringLiteral("matrix %1 bits").arg(i)));

            glm::mat4 inPlace = parent;
            affineTimesSrt(inPlace, local, inPlace);
            QVERIFY(std::memcmp(&inPlace, &out, sizeof(glm::mat4)) == 0);
        }
    }

    /// The lane quaternions (math/quat_lanes.h) repeat glm: the product, normalise, inverse and slerp
    /// give glm's bits, one quaternion at a time and four side by side, on random pairs, pairs on
    /// opposite sides (the slerp's flip), pairs within epsilon (its mix), a zero quaternion
    /// (normalise's identity) and a NaN.
    void quaternionLanesGiveGlmsBits()
    {
        std::mt19937 rng(5);
        std::uniform_real_distribution<float> u(-1.0f, 1.0f);
        const auto same = [](const glm::quat& a, const glm::quat& b) { return std::memcmp(&a, &b, sizeof(glm::quat)) == 0; };
        const auto toLanes = [](const glm::quat& q) { return QuatLanes<float>{q.w, q.x, q.y, q.z}; };
        const auto toGlm = [](const QuatLanes<float>& q) { return glm::quat(q.w, q.x, q.y, q.z); };
        std::vector<glm::quat> as, bs;
        std::vector<float> ts;
        for (int i = 0; i < 400; ++i) {
            const glm::quat a = glm::normalize(glm::quat(u(rng), u(rng), u(rng), u(rng)));
            glm::quat b = glm::normalize(glm::quat(u(rng), u(rng), u(rng), u(rng)));
            switch (i % 5) {
            case 1: b = -a * glm::angleAxis(0.3f * u(rng), glm::vec3(0, 0, 1)); break;  // the long way round
            case 2: b = glm::normalize(a + glm::quat(1e-5f * u(rng), 1e-5f * u(rng), 0.0f, 0.0f)); break;  // within epsilon
            case 3: b = glm::quat(0.0f, 0.0f, 0.0f, 0.0f); break;
            case 4: if (i % 20 == 4) b.x = std::numeric_limits<float>::quiet_NaN(); break;
            default: break;
            }
            as.push_back(a);
            bs.push_back(i % 5 == 2 ? b : b * (0.5f + 0.5f * std::abs(u(rng))));  // not unit, so normalise has work
            ts.push_back(0.5f + 0.5f * u(rng));
        }
        int mixes = 0;
        for (std::size_t i = 0; i < as.size(); ++i) {
            const QuatLanes<float> a = toLanes(as[i]), b = toLanes(bs[i]);
            QVERIFY2(same(toGlm(multiply(a, b)), as[i] * bs[i]), qPrintable(QString::number(i)));
            QVERIFY2(same(toGlm(normalizeGlm(b)), glm::normalize(bs[i])), qPrintable(QString::number(i)));
            QVERIFY2(same(toGlm(inverseGlm(b)), glm::inverse(bs[i])) || glm::any(glm::isnan(glm::inverse(bs[i]))),
                     qPrintable(QString::number(i)));
            QVERIFY2(same(toGlm(slerpGlm(a, b, ts[i])), glm::slerp(as[i], bs[i], ts[i])), qPrintable(QString::number(i)));
            mixes += glm::abs(glm::dot(as[i], bs[i])) > 1.0f - glm::epsilon<float>() ? 1 : 0;
        }
        QVERIFY(mixes >= 40);  // the mix branch was reached
        // Four side by side: lane k of each result is the k-th pair's glm result.
        for (std::size_t i = 0; i + 4 <= as.size(); i += 4) {
            float aw[4], ax[4], ay[4], az[4], bw[4], bx[4], by[4], bz[4], t[4];
            for (int k = 0; k < 4; ++k) {
                aw[k] = as[i + k].w, ax[k] = as[i + k].x, ay[k] = as[i + k].y, az[k] = as[i + k].z;
                bw[k] = bs[i + k].w, bx[k] = bs[i + k].x, by[k] = bs[i + k].y, bz[k] = bs[i + k].z;
                t[k] = ts[i + k];
            }
            const QuatLanes<Lanes4> a{Lanes4::load(aw), Lanes4::load(ax), Lanes4::load(ay), Lanes4::load(az)};
            const QuatLanes<Lanes4> b{Lanes4::load(bw), Lanes4::load(bx), Lanes4::load(by), Lanes4::load(bz)};
            const auto lane = [](const QuatLanes<Lanes4>& q, int k) {
                float w[4], x[4], y[4], z[4];
                q.w.store(w), q.x.store(x), q.y.store(y), q.z.store(z);
                return glm::quat(w[k], x[k], y[k], z[k]);
            };
            const QuatLanes<Lanes4> product = multiply(a, b), normalized = normalizeGlm(b),
                                    slerped = slerpGlm(a, b, Lanes4::load(t));
            for (int k = 0; k < 4; ++k) {
                const std::size_t j = i + static_cast<std::size_t>(k);
                QVERIFY2(same(lane(product, k), as[j] * bs[j]), qPrintable(QString::number(j)));
                QVERIFY2(same(lane(normalized, k), glm::normalize(bs[j])), qPrintable(QString::number(j)));
                QVERIFY2(same(lane(slerped, k), glm::slerp(as[j], bs[j], ts[j])), qPrintable(QString::number(j)));
            }
        }
    }

    /// The lane vectors (math/vec3_lanes.h) and quatFromColumns give glm's bits: dot, length,
    /// normalise and cross against glm's, quatFromColumns against glm::quat_cast on rotation
    /// matrices whose largest diagonal term is each of w, x, y and z in turn; one at a time and four
    /// side by side.
    void vectorLanesAndQuatCastGiveGlmsBits()
    {
        std::mt19937 rng(8);
        std::uniform_real_distribution<float> u(-1.0f, 1.0f);
        const auto same = [](const auto& a, const auto& b) { return std::memcmp(&a, &b, sizeof(a)) == 0; };
        int branches[4] = {};
        for (int i = 0; i < 400; i += 4) {
            glm::vec3 a[4], b[4];
            glm::mat3 m[4];
            float an[3][4], bn[3][4];
            for (int k = 0; k < 4; ++k) {
                a[k] = glm::vec3(u(rng), u(rng), u(rng)) * 3.0f;
                b[k] = glm::vec3(u(rng), u(rng), u(rng));
                for (int c = 0; c < 3; ++c) {
                    an[c][k] = a[k][c];
                    bn[c][k] = b[k][c];
                }
                // Half turns about x, y, z (or small turns) make x, y, z (or w) the largest term.
                const int axis = (i / 4 + k) % 4;
                const glm::vec3 about = axis == 0 ? glm::vec3(u(rng), u(rng), u(rng)) : glm::vec3(axis == 1, axis == 2, axis == 3);
                m[k] = glm::mat3_cast(glm::angleAxis(axis == 0 ? 0.3f * u(rng) : 3.0f + 0.1f * u(rng),
                                                     glm::normalize(about + 0.1f * glm::vec3(u(rng), u(rng), u(rng)))));
                const float t[4] = {m[k][0][0] + m[k][1][1] + m[k][2][2], m[k][0][0] - m[k][1][1] - m[k][2][2],
                                    m[k][1][1] - m[k][0][0] - m[k][2][2], m[k][2][2] - m[k][0][0] - m[k][1][1]};
                ++branches[std::max_element(t, t + 4) - t];
                const Vec3Lanes<float> la = toLanes(a[k]), lb = toLanes(b[k]);
                const float d = dot(la, lb), len = length(la);
                QVERIFY(same(d, glm::dot(a[k], b[k])) && same(len, glm::length(a[k])));
                const Vec3Lanes<float> n = normalizeGlm(la), c = cross(la, lb);
                QVERIFY(same(glm::vec3(n.x, n.y, n.z), glm::normalize(a[k])));
                QVERIFY(same(glm::vec3(c.x, c.y, c.z), glm::cross(a[k], b[k])));
                const float one[3][3] = {{m[k][0][0], m[k][0][1], m[k][0][2]}, {m[k][1][0], m[k][1][1], m[k][1][2]},
                                         {m[k][2][0], m[k][2][1], m[k][2][2]}};
                QVERIFY(same(toGlm(quatFromColumns(one)), glm::quat_cast(m[k])));
            }
            const Vec3Lanes<Lanes4> la = loadLanes(an), lb = loadLanes(bn);
            const Vec3Lanes<Lanes4> n = normalizeGlm(la), c = cross(la, lb);
            float nx[4], ny[4], nz[4], cx[4], cy[4], cz[4];
            n.x.store(nx), n.y.store(ny), n.z.store(nz), c.x.store(cx), c.y.store(cy), c.z.store(cz);
            Lanes4 four[3][3];
            for (int col = 0; col < 3; ++col) {
                for (int row = 0; row < 3; ++row) {
                    const float e[4] = {m[0][col][row], m[1][col][row], m[2][col][row], m[3][col][row]};
                    four[col][row] = Lanes4::load(e);
                }
            }
            glm::quat q[4];
            storeLanes(quatFromColumns(four), 4, q);
            for (int k = 0; k < 4; ++k) {
                QVERIFY(same(glm::vec3(nx[k], ny[k], nz[k]), glm::normalize(a[k])));
                QVERIFY(same(glm::vec3(cx[k], cy[k], cz[k]), glm::cross(a[k], b[k])));
                QVERIFY(same(q[k], glm::quat_cast(m[k])));
            }
        }
        for (int b : branches) {
            QVERIFY(b >= 10);  // each of quat_cast's four formulas was taken
        }
    }

    void composeIsParentTimesChild()
    {
        // Parent: 90 deg about Z at (0, 0, 100). Child: (10, 0, 0) in parent space.
        // World position of the child's origin: (0, 0, 100) + Rz90 * (10, 0, 0) = (0, 10, 100).
        Srt parent;
        parent.translation = {0, 0, 100};
        parent.rotation = glm::angleAxis(glm::half_pi<float>(), glm::vec3(0, 0, 1));
        Srt child;
        child.translation = {10, 0, 0};
        child.rotation = glm::angleAxis(glm::half_pi<float>(), glm::vec3(1, 0, 0));
        const Srt world = compose(parent, child);
        RS_VERIFY_NEAR(world.translation, glm::vec3(0, 10, 100));
        // Child's Y axis: Rx90 maps Y to Z, then Rz90 keeps Z: world Y axis of the child is +Z.
        RS_VERIFY_NEAR(world.rotation * glm::vec3(0, 1, 0), glm::vec3(0, 0, 1));
        RS_VERIFY_NEAR(toMatrix(world), toMatrix(parent) * toMatrix(child));
    }

    void composeWithUniformScaleScalesChildOffset()
    {
        Srt parent;
        parent.scale = glm::vec3(2.0f);
        Srt child;
        child.translation = {5, 0, 0};
        const Srt world = compose(parent, child);
        RS_VERIFY_NEAR(world.translation, glm::vec3(10, 0, 0));
        RS_VERIFY_NEAR(world.scale, glm::vec3(2, 2, 2));
    }

    void inverseUndoesTransform()
    {
        Srt s;
        s.translation = {1, 2, 3};
        s.rotation = glm::normalize(glm::quat(0.9f, 0.1f, -0.3f, 0.2f));
        s.scale = glm::vec3(0.5f);
        const Srt inv = inverse(s);
        const glm::vec3 p(4, -5, 6);
        RS_VERIFY_NEAR(transformPoint(inv, transformPoint(s, p)), p);
        RS_VERIFY_NEAR(toMatrix(inv), glm::inverse(toMatrix(s)));
    }

    void inverseOfNonUniformScaleMatchesMatrixInverse()
    {
        Srt s;
        s.translation = {1, 2, 3};
        s.rotation = glm::angleAxis(0.7f, glm::normalize(glm::vec3(1, 2, 3)));
        s.scale = {1, 2, 3};
        RS_VERIFY_NEAR(inverseAffine(toMatrix(s)), glm::inverse(toMatrix(s)));
        const Srt inv = inverse(s);
        const glm::vec3 p(4, -5, 6);
        // Inverse of a rotation-then-non-uniform-scale has shear; only the point mapping is exact.
        RS_VERIFY_NEAR(glm::vec3(inverseAffine(toMatrix(s)) * glm::vec4(transformPoint(s, p), 1)), p);
        QVERIFY(isFinite(inv));
    }

    void inverseRigidIsTranspose()
    {
        Srt s;
        s.translation = {7, -2, 9};
        s.rotation = glm::angleAxis(1.1f, glm::normalize(glm::vec3(-1, 2, 0.5f)));
        RS_VERIFY_NEAR(inverseRigid(toMatrix(s)), glm::inverse(toMatrix(s)));
    }

    void decompositionRecoversParts()
    {
        Srt s;
        s.translation = {3, 4, 5};
        s.rotation = glm::angleAxis(2.0f, glm::normalize(glm::vec3(0.3f, -0.4f, 0.8f)));
        s.scale = {1.5f, 2.0f, 0.25f};
        const Srt d = fromMatrix(toMatrix(s));
        RS_VERIFY_NEAR(d.translation, s.translation);
        RS_VERIFY_NEAR(d.scale, s.scale);
        QVERIFY2(rigstage::test::sameRotation(d.rotation, s.rotation), qPrintable(str(d.rotation)));
    }

    void decompositionOfMirrorKeepsProperRotation()
    {
        Srt s;
        s.scale = {-1, 1, 1};
        s.rotation = glm::angleAxis(0.5f, glm::vec3(0, 0, 1));
        const Srt d = fromMatrix(toMatrix(s));
        QVERIFY(d.scale.x < 0.0f);
        RS_VERIFY_NEAR(toMatrix(d), toMatrix(s));
    }

    void rigidDecompositionMatchesGeneral()
    {
        Srt s;
        s.translation = {-1, 8, 2};
        s.rotation = glm::angleAxis(-2.5f, glm::normalize(glm::vec3(1, 1, 1)));
        const Srt a = fromRigidMatrix(toMatrix(s));
        const Srt b = fromMatrix(toMatrix(s));
        RS_VERIFY_NEAR(a.translation, b.translation);
        QVERIFY(rigstage::test::sameRotation(a.rotation, b.rotation));
        RS_VERIFY_NEAR(a.scale, glm::vec3(1, 1, 1));
    }

    void zeroScaleDoesNotProduceNaN()
    {
        Srt s;
        s.scale = {0, 1, 1};
        QVERIFY(isFinite(fromMatrix(toMatrix(s))));
        QVERIFY(isFinite(inverse(Srt{{}, {1, 0, 0, 0}, glm::vec3(0.0f)})));
    }

    void scaleClassification()
    {
        QVERIFY(isTrivialScale({1, 1, 1}));
        QVERIFY(isTrivialScale({1.000001f, 1, 0.999999f}));
        QVERIFY(!isTrivialScale({1.01f, 1, 1}));
        QVERIFY(isUniformScale({2, 2, 2}));
        QVERIFY(!isUniformScale({2, 2, 3}));
    }

    void safeNormalizeFallsBackToIdentity()
    {
        const glm::quat zero(0, 0, 0, 0);
        QCOMPARE(safeNormalize(zero), glm::quat(1, 0, 0, 0));
        const glm::quat q = safeNormalize(glm::quat(2, 0, 0, 0));
        QCOMPARE(q, glm::quat(1, 0, 0, 0));
        QVERIFY(!isFinite(Srt{{NAN, 0, 0}, {1, 0, 0, 0}, {1, 1, 1}}));
        for (const float bad : {std::numeric_limits<float>::quiet_NaN(), std::numeric_limits<float>::infinity()}) {
            QCOMPARE(safeNormalize(glm::quat(bad, 0, 0, 0)), glm::quat(1, 0, 0, 0));
            QCOMPARE(safeNormalize(glm::quat(0.5f, bad, 0.5f, 0.5f)), glm::quat(1, 0, 0, 0));
        }
    }

    /// A quaternion that is unit to float precision comes back as it is; one further off is scaled
    /// to unit length. Random rotations, each normalised by glm, then scaled by 1 + e.
    void safeNormalizeKeepsUnitQuaternions()
    {
        std::mt19937 rng(7);
        std::uniform_real_distribution<float> part(-1.0f, 1.0f);
        int kept = 0;
        for (int i = 0; i < 2000; ++i) {
            const glm::quat unit = glm::normalize(glm::quat(part(rng), part(rng), part(rng), part(rng)));
            const glm::quat back = safeNormalize(unit);
            if (std::memcmp(&back, &unit, sizeof(unit)) == 0) {
                ++kept;
            }
            QVERIFY(std::abs(glm::dot(back, back) - 1.0f) <= kUnitSquaredTolerance);
            for (const float e : {1e-6f, -1e-6f, 1e-3f, 0.5f}) {
                const glm::quat off = unit * (1.0f + e);
                const glm::quat fixed = safeNormalize(off);
                QVERIFY2(std::abs(glm::dot(fixed, fixed) - 1.0f) <= 4e-7f, qPrintable(QString::number(double(e))));
                // The same rotation: every part divided by the same length.
                QVERIFY(std::abs(glm::dot(fixed, unit) - 1.0f) <= 4e-7f);
            }
        }
        // Most of glm's results are kept bit for bit (the rest are normalised again, also fine).
        QVERIFY2(kept > 1900, qPrintable(QString::number(kept)));
    }

    /// normalizeUnlessUnit is glm::normalize for everything but a unit quaternion, which it keeps:
    /// zero gives identity and NaN stays NaN (so a helper's finite check still sees it).
    void normalizeUnlessUnitIsGlmsNormalizeOffUnit()
    {
        const glm::quat unit = glm::normalize(glm::quat(0.3f, -0.2f, 0.9f, 0.1f));
        const glm::quat kept = normalizeUnlessUnit(unit);
        QVERIFY(std::memcmp(&kept, &unit, sizeof(unit)) == 0);
        const glm::quat off(0.6f, -0.4f, 1.8f, 0.2f);
        const glm::quat a = normalizeUnlessUnit(off), b = glm::normalize(off);
        QVERIFY(std::memcmp(&a, &b, sizeof(a)) == 0);
        QCOMPARE(normalizeUnlessUnit(glm::quat(0, 0, 0, 0)), glm::quat(1, 0, 0, 0));
        QVERIFY(std::isnan(normalizeUnlessUnit(glm::quat(std::nanf(""), 0, 0, 0)).w));
        QVERIFY(!isFinite(normalizeUnlessUnit(glm::quat(1, std::numeric_limits<float>::infinity(), 0, 0))));
    }

    /// Each of the ten numbers is checked: a NaN or an infinity of either sign in any one makes the
    /// transform non-finite; the largest finite floats everywhere (whose sum would overflow) do not.
    void isFiniteChecksEveryComponent()
    {
        const float big = std::numeric_limits<float>::max();
        QVERIFY(isFinite(Srt{{big, -big, big}, {big, -big, big, -big}, {big, big, -big}}));
        QVERIFY(isFinite(Srt{{std::numeric_limits<float>::denorm_min(), 0, -0.0f}, {1, 0, 0, 0}, {0, 0, 0}}));
        for (float bad : {std::numeric_limits<float>::quiet_NaN(), std::numeric_limits<float>::infinity(),
                          -std::numeric_limits<float>::infinity()}) {
            for (int i = 0; i < 10; ++i) {
                Srt srt{{1, 2, 3}, {1, 0, 0, 0}, {1, 1, 1}};
                float* numbers[10] = {&srt.translation.x, &srt.translation.y, &srt.translation.z, &srt.rotation.x,
                                      &srt.rotation.y,    &srt.rotation.z,    &srt.rotation.w,    &srt.scale.x,
                                      &srt.scale.y,       &srt.scale.z};
                *numbers[i] = bad;
                QVERIFY2(!isFinite(srt), qPrintable(QStringLiteral("component %1 = %2").arg(i).arg(bad)));
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestSrt)
#include "test_srt.moc"
