// Transform algebra against hand-computed values.
#include <QTest>

#include <limits>

#include <glm/gtc/constants.hpp>

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
