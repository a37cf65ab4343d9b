// The rig edits without a window, on the walker's L_KneeVolume helper: its position is the list
// of x = 42 and a reaction on y, a straight line from (0, 0) to (90 degrees in radians, -4) driven
// by the calf's Z rotation, and its Z rotation is the wire "Z_Rotation / 2". An accepted attribute
// recompiles the rig and is one undo step; one the rig rejects leaves the text as it was and says
// why; a curve edit recompiles; Save's text patches only what was edited.
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

#include <tinyxml2.h>

#include <cmath>

#include "gui/document.h"
#include "gui/playback/playback_model.h"
#include "gui/rig_edits/rig_edits.h"
#include "gui/saving/document_saver.h"

using namespace rigstage;

namespace {

const QString kManifest = QStringLiteral(RIGSTAGE_SAMPLES "/walker/walker.character.xml");
const char* kKnee = "_1Muscle{D}#L_KneeVolume";

bool near(float a, float b, float tolerance = 1e-4f)
{
    return std::abs(a - b) <= tolerance;
}

int kneeCurve(const RigEdits& edits)
{
    for (std::size_t c = 0; c < edits.reactionCurves().size(); ++c) {
        if (edits.reactionCurves()[c].helperBone == kKnee) {
            return int(c);
        }
    }
    return -1;
}

}  // namespace

class TestRigEdits : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void anAttributeTheRigTakesRecompilesAndUndoes()
    {
        Document document;
        QVERIFY(document.open(kManifest));
        RigEdits& edits = *document.rigEdits();
        const int knee = document.framework()->findBone(kKnee);
        int setting = -1;
        tinyxml2::XMLElement* helper = edits.helperElement(knee, &setting);
        QVERIFY(helper && setting >= 0);
        QCOMPARE(QString::fromUtf8(helper->Attribute("bone")), QString::fromLatin1(kKnee));
        QVERIFY(!edits.helperElement(document.framework()->findBone("_0Base{BD}#Head"), nullptr));  // no helper drives it
        tinyxml2::XMLElement* xyz = helper->FirstChildElement("Position")->FirstChildElement("PositionList")->FirstChildElement("Entry")->FirstChildElement("PositionXYZ");
        QVERIFY(near(document.instance()->pose().local(knee).translation.x, 42.0f));
        QVERIFY(!edits.isModified());

        QString error;
        QVERIFY(edits.editAttribute(setting, xyz, QStringLiteral("x"), QStringLiteral("42"), QStringLiteral("50"), &error));
        QVERIFY(error.isEmpty());
        QVERIFY(near(document.instance()->pose().local(knee).translation.x, 50.0f));  // recompiled: 50 + no x from the reaction
        QCOMPARE(edits.modifiedSettings(), std::set<int>{setting});
        QVERIFY(document.saver()->isRigModified());
        QCOMPARE(document.undoStack()->count(), 1);
        // Save's text is the file with only that value changed.
        bool whole = true;
        const std::string text = *edits.textToSave(setting, &whole);
        QVERIFY(!whole);
        QFile file(QString::fromStdString(document.data()->helperSettings[std::size_t(setting)].file));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QByteArray expected = file.readAll();
        const QByteArray tag("<PositionXYZ x=\"42\" y=\"0\" z=\"0\"/>");
        const qsizetype at = expected.indexOf(tag, expected.indexOf(kKnee));
        QVERIFY(at > 0);
        expected.replace(at, tag.size(), "<PositionXYZ x=\"50\" y=\"0\" z=\"0\"/>");
        QCOMPARE(QByteArray::fromStdString(text), expected);

        document.undoStack()->undo();
        QCOMPARE(QString::fromUtf8(xyz->Attribute("x")), QStringLiteral("42"));
        QVERIFY(near(document.instance()->pose().local(knee).translation.x, 42.0f));

        edits.forget();
        QVERIFY(!edits.isModified());
    }

    void anAttributeTheRigRejectsChangesNothingAndSaysWhy()
    {
        Document document;
        QVERIFY(document.open(kManifest));
        RigEdits& edits = *document.rigEdits();
        const int knee = document.framework()->findBone(kKnee);
        int setting = -1;
        tinyxml2::XMLElement* wire = edits.helperElement(knee, &setting)->FirstChildElement("Rotation")->FirstChildElement("EulerXYZ")->FirstChildElement("Z")->FirstChildElement("FloatWire");
        QVERIFY(wire);
        QString error;
        QVERIFY(!edits.editAttribute(setting, wire, QStringLiteral("expression"), QStringLiteral("Z_Rotation / 2"), QStringLiteral("Z_Rotation / "), &error));
        QVERIFY2(!error.isEmpty(), "no reason given");
        QCOMPARE(QString::fromUtf8(wire->Attribute("expression")), QStringLiteral("Z_Rotation / 2"));
        QVERIFY(!edits.isModified());
        QVERIFY(!document.saver()->hasUnsavedChanges());
        QCOMPARE(document.undoStack()->count(), 0);
    }

    void aCurveEditRecompiles()
    {
        Document document;
        QVERIFY(document.open(kManifest));
        RigEdits& edits = *document.rigEdits();
        const int curve = kneeCurve(edits);
        QVERIFY(curve >= 0);
        std::vector<CurvePoint> points = edits.curvePoints(curve);
        QCOMPARE(int(points.size()), 2);
        QVERIFY(near(points[1].position.x, 1.57079633f, 1e-6f));
        QVERIFY(near(points[1].position.y, -4.0f));
        QVERIFY(edits.curveMasterIsAngle(curve));  // the calf's rotation, in radians

        // A frame where the calf is bent: y is -4 * bend / 90 degrees.
        const int knee = document.framework()->findBone(kKnee);
        float yBefore = 0.0f;
        for (double frame = 0.0; frame < 30.0 && std::abs(yBefore) < 0.05f; frame += 1.0) {
            document.playback()->setFrame(frame);
            yBefore = document.instance()->pose().local(knee).translation.y;
        }
        QVERIFY2(std::abs(yBefore) >= 0.05f, "the calf never bends");
        const float master = *edits.curveMasterValue(curve);
        QVERIFY(near(yBefore, -4.0f * master / 1.57079633f, 1e-3f));

        QSignalSpy changed(&edits, &RigEdits::curveChanged);
        const std::vector<CurvePoint> before = points;
        points[1].position.y = -8.0f;
        edits.editCurve(curve, before, points);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.front().front().toInt(), curve);
        QVERIFY(near(edits.curvePoints(curve)[1].position.y, -8.0f));
        QVERIFY(near(document.instance()->pose().local(knee).translation.y, 2.0f * yBefore, 1e-3f));  // twice as steep
        const std::string text = *edits.textToSave(edits.reactionCurves()[std::size_t(curve)].setting, nullptr);
        QVERIFY(text.find("<Point x=\"1.57079633\" y=\"-8\"/>") != std::string::npos);

        document.undoStack()->undo();
        QVERIFY(near(document.instance()->pose().local(knee).translation.y, yBefore, 1e-4f));
        QVERIFY(near(edits.curvePoints(curve)[1].position.y, -4.0f));
    }
};

QTEST_GUILESS_MAIN(TestRigEdits)
#include "test_rig_edits.moc"
