// Stacking layers into one bone array: order, ranges, references and every error case.
#include <QTest>

#include <glm/gtc/constants.hpp>

#include "core/rig_builders.h"
#include "skeleton/framework.h"
#include "test_helpers.h"

using namespace rigstage;
using rigstage::test::makeBone;
using rigstage::test::makeLayer;

namespace {

std::shared_ptr<const Framework> build(const std::vector<RawLayer>& layers, Diagnostics& d)
{
    std::vector<const RawLayer*> stack;
    for (const RawLayer& l : layers) {
        stack.push_back(&l);
    }
    return FrameworkBuilder::build(stack, d);
}

}  // namespace

class TestFramework : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void emptyStackGivesEmptyFramework()
    {
        Diagnostics d;
        const auto fw = build({}, d);
        QVERIFY(fw);
        QCOMPARE(fw->boneCount(), 0);
        QVERIFY(d.empty());
    }

    void parentsComeBeforeChildrenWhateverTheFileOrder()
    {
        // The file lists the hand before its parents.
        const RawLayer base = makeLayer("Base", 0,
                                        {makeBone("_0Base{B}#Hand", "_0Base{B}#Arm", {10, 0, 0}),
                                         makeBone("_0Base{B}#Root", ""),
                                         makeBone("_0Base{B}#Arm", "_0Base{B}#Root", {0, 0, 100})});
        Diagnostics d;
        const auto fw = build({base}, d);
        QVERIFY2(fw, qPrintable(test::str(d)));
        QCOMPARE(fw->boneCount(), 3);
        for (int i = 0; i < fw->boneCount(); ++i) {
            QVERIFY(fw->parent(i) < i);
        }
        const int hand = fw->findBone("_0Base{B}#Hand");
        const int arm = fw->findBone("_0Base{B}#Arm");
        const int root = fw->findBone("_0Base{B}#Root");
        QCOMPARE(fw->parent(hand), arm);
        QCOMPARE(fw->parent(arm), root);
        // Bind world of the hand: (0,0,100) + (10,0,0).
        RS_VERIFY_NEAR(glm::vec3(fw->bindWorld(hand)[3]), glm::vec3(10, 0, 100));
        QVERIFY(fw->isBaked(hand));
        QVERIFY(!fw->isDeformable(hand));
    }

    void ancestorAndDescendantRanges()
    {
        // root(0) has children a(1) and d(4); a has children b(2) and c(3).
        const RawLayer base = makeLayer("Base", 0,
                                        {makeBone("_0Base{B}#root", ""), makeBone("_0Base{B}#a", "_0Base{B}#root"),
                                         makeBone("_0Base{B}#b", "_0Base{B}#a"), makeBone("_0Base{B}#c", "_0Base{B}#a"),
                                         makeBone("_0Base{B}#d", "_0Base{B}#root")});
        // A costume layer hangs a bone under b; it is appended after every base bone.
        const RawLayer costume = makeLayer("Costume", 2, {makeBone("_2Costume{D}#e", "_0Base{B}#b")});
        Diagnostics d;
        const auto fw = build({base, costume}, d);
        QVERIFY2(fw, qPrintable(test::str(d)));
        QCOMPARE(fw->boneCount(), 6);
        const int e = fw->findBone("_2Costume{D}#e");
        QCOMPARE(e, 5);
        QCOMPARE(std::vector<int>(fw->ancestors(e).begin(), fw->ancestors(e).end()), (std::vector<int>{0, 1, 2}));
        QCOMPARE(std::vector<int>(fw->ancestors(0).begin(), fw->ancestors(0).end()), std::vector<int>{});
        QCOMPARE(std::vector<int>(fw->descendants(1).begin(), fw->descendants(1).end()), (std::vector<int>{2, 3, 5}));
        QCOMPARE(std::vector<int>(fw->descendants(0).begin(), fw->descendants(0).end()),
                 (std::vector<int>{1, 2, 3, 4, 5}));
        QCOMPARE(fw->descendants(4).size(), std::size_t(0));
        QCOMPARE(int(fw->layers().size()), 2);
        QCOMPARE(fw->layers()[1].firstBone, 5);
        QCOMPARE(fw->layers()[1].boneCount, 1);
        QCOMPARE(fw->layerOf(e), 1);
        QCOMPARE(fw->findLayer("Costume"), 1);
    }

    void referencesToLowerLayersAreNotDuplicated()
    {
        // As in the seed: layer 1's Framework file lists the layer-0 bone it attaches to.
        const RawLayer base = makeLayer("Layer0", 0, {makeBone("_0Layer0{B}#AAA", ""),
                                                      makeBone("_0Layer0{B}#BBB", "_0Layer0{B}#AAA")});
        const RawLayer upper = makeLayer("Layer1", 1, {makeBone("_0Layer0{B}#BBB", "_0Layer0{B}#AAA"),
                                                       makeBone("_1Layer1{B}#CCC", "_0Layer0{B}#BBB")});
        Diagnostics d;
        const auto fw = build({base, upper}, d);
        QVERIFY2(fw, qPrintable(test::str(d)));
        QCOMPARE(fw->boneCount(), 3);
        QCOMPARE(fw->layers()[1].boneCount, 1);
        QCOMPARE(fw->parent(fw->findBone("_1Layer1{B}#CCC")), fw->findBone("_0Layer0{B}#BBB"));
    }

    void shortNameLookup()
    {
        const RawLayer base = makeLayer("Base", 0, {makeBone("_0Base{B}#Pelvis", ""),
                                                    makeBone("_0Base{B}#Twin", "_0Base{B}#Pelvis")});
        const RawLayer costume = makeLayer("Costume", 2, {makeBone("_2Costume{D}#Twin", "_0Base{B}#Pelvis")});
        Diagnostics d;
        const auto fw = build({base, costume}, d);
        QVERIFY(fw);
        QCOMPARE(fw->findBoneByShortName("Pelvis"), 0);
        QCOMPARE(fw->findBoneByShortName("Twin"), -1);  // ambiguous
        QCOMPARE(fw->findBoneByShortName("Nope"), -1);
    }

    void errors_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QStringList>("bones");
        QTest::newRow("duplicate in file") << "bone.duplicate" << QStringList{"_0Base{B}#A"};
        QTest::newRow("missing parent") << "bone.missing-parent" << QStringList{"_0Base{B}#B", "_0Base{B}#Ghost"};
        QTest::newRow("parent cycle") << "bone.parent-cycle"
                                      << QStringList{"_0Base{B}#X", "_0Base{B}#Z", "_0Base{B}#Y", "_0Base{B}#X"};
        QTest::newRow("missing base bone") << "layer.missing-base-bone" << QStringList{"_0Base{B}#Thigh"};
        QTest::newRow("non-finite bind") << "bone.non-finite-bind" << QStringList{"_0Base{B}#NaN"};
        QTest::newRow("duplicate layer") << "layer.duplicate" << QStringList{};
    }
    void errors()
    {
        QFETCH(QString, code);
        QFETCH(QStringList, bones);
        std::vector<RawLayer> layers;
        const QString tag = QString::fromLatin1(QTest::currentDataTag());
        if (tag == "duplicate in file") {
            layers = {makeLayer("Base", 0, {makeBone("_0Base{B}#A", ""), makeBone("_0Base{B}#A", "")})};
        } else if (tag == "missing parent") {
            layers = {makeLayer("Base", 0, {makeBone("_0Base{B}#A", ""), makeBone("_0Base{B}#B", "_0Base{B}#Ghost")})};
        } else if (tag == "parent cycle") {
            layers = {makeLayer("Base", 0, {makeBone("_0Base{B}#X", "_0Base{B}#Z"), makeBone("_0Base{B}#Y", "_0Base{B}#X"),
                                            makeBone("_0Base{B}#Z", "_0Base{B}#Y")})};
        } else if (tag == "missing base bone") {
            layers = {makeLayer("Base", 0, {makeBone("_0Base{B}#Pelvis", "")}),
                      makeLayer("Costume", 2, {makeBone("_0Base{B}#Thigh", "_0Base{B}#Pelvis"),
                                               makeBone("_2Costume{D}#Skirt", "_0Base{B}#Thigh")})};
        } else if (tag == "non-finite bind") {
            layers = {makeLayer("Base", 0, {makeBone("_0Base{B}#NaN", "", {NAN, 0, 0})})};
        } else if (tag == "duplicate layer") {
            layers = {makeLayer("Base", 0, {makeBone("_0Base{B}#A", "")}), makeLayer("Base", 0, {})};
        }
        Diagnostics d;
        const auto fw = build(layers, d);
        QVERIFY(!fw);
        QVERIFY2(d.contains(code.toStdString()), qPrintable(test::str(d)));
        for (const Diagnostic& item : d.items()) {
            if (item.code == code.toStdString()) {
                QStringList got;
                for (const std::string& b : item.bones) {
                    got << QString::fromStdString(b);
                }
                QCOMPARE(got, bones);
            }
        }
    }

    void everyErrorIsReportedNotJustTheFirst()
    {
        const RawLayer base = makeLayer("Base", 0, {makeBone("_0Base{B}#A", "_0Base{B}#Nope1"),
                                                    makeBone("_0Base{B}#B", "_0Base{B}#Nope2"),
                                                    makeBone("_0Base{B}#B", "")});
        Diagnostics d;
        QVERIFY(!build({base}, d));
        QCOMPARE(d.count(Severity::Error), 3);
    }
};

QTEST_APPLESS_MAIN(TestFramework)
#include "test_framework.moc"
