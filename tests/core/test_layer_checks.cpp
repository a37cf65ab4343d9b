// Naming-convention and layer checks: each violation is found, with the bones involved.
#include <QTest>

#include "core/rig_builders.h"
#include "io/character_loader.h"
#include "test_helpers.h"
#include "validate/layer_checks.h"

using namespace rigstage;
using rigstage::test::makeBone;
using rigstage::test::makeLayer;

namespace {

const Diagnostic* find(const Diagnostics& d, const char* code)
{
    for (const Diagnostic& item : d.items()) {
        if (item.code == code) {
            return &item;
        }
    }
    return nullptr;
}

QStringList bonesOf(const Diagnostic& d)
{
    QStringList out;
    for (const std::string& b : d.bones) {
        out << QString::fromStdString(b);
    }
    return out;
}

}  // namespace

class TestLayerChecks : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void sampleIsClean()
    {
        Diagnostics d;
        const auto data = loadCharacter(RIGSTAGE_SAMPLES "/walker/walker.character.xml", d);
        QVERIFY(data);
        const Diagnostics findings = checkLayers(data->layers);
        QVERIFY2(findings.empty(), qPrintable(test::str(findings)));
    }

    void everyBadNameIsReported()
    {
        const RawLayer base = makeLayer("Base", 0, {makeBone("_0Base{B}#Root", "", {}, {1, 0, 0, 0}, {1, 1, 1}, 3),
                                                    makeBone("Spine", "_0Base{B}#Root", {}, {1, 0, 0, 0}, {1, 1, 1}, 4),
                                                    makeBone("_0Base{BQ}#Neck", "Spine", {}, {1, 0, 0, 0}, {1, 1, 1}, 5),
                                                    makeBone("_0Base{B}Head", "_0Base{BQ}#Neck", {}, {1, 0, 0, 0}, {1, 1, 1}, 6)});
        const Diagnostics d = checkLayers({base});
        QCOMPARE(d.count(Severity::Error), 3);
        const Diagnostic* flag = find(d, "naming.unknown-flag");
        QVERIFY(flag);
        QCOMPARE(bonesOf(*flag), QStringList{"_0Base{BQ}#Neck"});
        QCOMPARE(flag->line, 5);
        QVERIFY2(QString::fromStdString(flag->message).contains("'Q'"), flag->message.c_str());
        int badNames = 0;
        for (const Diagnostic& item : d.items()) {
            badNames += item.code == "naming.bad-name";
        }
        QCOMPARE(badNames, 2);
    }

    void levelInNameMustMatchLayer()
    {
        const RawLayer muscle = makeLayer("Muscle", 1, {makeBone("_2Muscle{D}#Bulge", "")});
        const Diagnostics d = checkLayers({muscle});
        const Diagnostic* hit = find(d, "naming.level-mismatch");
        QVERIFY2(hit, qPrintable(test::str(d)));
        QCOMPARE(bonesOf(*hit), QStringList{"_2Muscle{D}#Bulge"});
    }

    void boneMayNotDependOnAHigherLayer()
    {
        // A base bone parented under a costume bone: the base body would need the costume.
        const RawLayer base = makeLayer("Base", 0, {makeBone("_0Base{B}#Pelvis", ""),
                                                    makeBone("_0Base{B}#Tail", "_2Costume{BD}#Skirt_F_01")});
        const RawLayer costume = makeLayer("Costume", 2, {makeBone("_2Costume{BD}#Skirt_F_01", "_0Base{B}#Pelvis")});
        const Diagnostics d = checkLayers({base, costume});
        const Diagnostic* hit = find(d, "layer.depends-on-higher");
        QVERIFY2(hit, qPrintable(test::str(d)));
        QCOMPARE(bonesOf(*hit), (QStringList{"_0Base{B}#Tail", "_2Costume{BD}#Skirt_F_01"}));
        QCOMPARE(hit->file, base.file);
        // The costume depending on the base is fine, so base <-> costume is also mutual.
        QVERIFY(find(d, "layer.mutual-dependency"));
    }

    void layersMayNotDependOnEachOther()
    {
        const RawLayer base = makeLayer("Base", 0, {makeBone("_0Base{B}#Head", "")});
        const RawLayer face = makeLayer("Face", 1, {makeBone("_1Face{B}#Jaw", "_0Base{B}#Head"),
                                                    makeBone("_1Face{B}#Cheek", "_1Hand{B}#Finger")});
        const RawLayer hand = makeLayer("Hand", 1, {makeBone("_1Hand{B}#Finger", "_1Face{B}#Jaw")});
        const Diagnostics d = checkLayers({base, face, hand});
        const Diagnostic* hit = find(d, "layer.mutual-dependency");
        QVERIFY2(hit, qPrintable(test::str(d)));
        QCOMPARE(bonesOf(*hit), (QStringList{"_1Face{B}#Cheek", "_1Hand{B}#Finger", "_1Hand{B}#Finger", "_1Face{B}#Jaw"}));
        QVERIFY(QString::fromStdString(hit->message).contains("'Face' and 'Hand'"));
        QVERIFY(!find(d, "layer.depends-on-higher"));  // same level both ways
    }

    void referencedBoneOfAHigherLayerIsReported()
    {
        // A Muscle framework file listing a costume bone as the thing it attaches to.
        const RawLayer muscle = makeLayer("Muscle", 1, {makeBone("_2Costume{B}#Cape", ""),
                                                        makeBone("_1Muscle{D}#Pad", "_2Costume{B}#Cape")});
        const RawLayer costume = makeLayer("Costume", 2, {makeBone("_2Costume{B}#Cape", "")});
        const Diagnostics d = checkLayers({muscle, costume});
        QVERIFY2(find(d, "layer.depends-on-higher"), qPrintable(test::str(d)));
    }

    void stackingOrderIsLowestFirst()
    {
        const RawLayer costume = makeLayer("Costume", 2, {makeBone("_2Costume{B}#Cape", "")});
        const RawLayer base = makeLayer("Base", 0, {makeBone("_0Base{B}#Root", "")});
        const Diagnostics d = checkLayers({costume, base});
        const Diagnostic* hit = find(d, "layer.order");
        QVERIFY(hit);
        QCOMPARE(hit->severity, Severity::Warning);
    }
};

QTEST_APPLESS_MAIN(TestLayerChecks)
#include "test_layer_checks.moc"
