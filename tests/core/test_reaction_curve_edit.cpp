// Reaction curves found in HelperJointSetting documents, edited in place, and patched into the
// file's text so nothing else changes (the curve editor's save).
#include <QFile>
#include <QTest>

#include "io/reaction_curve_edit.h"
#include "test_helpers.h"

using namespace rigstage;

namespace {

std::string sampleText()
{
    QFile f(QStringLiteral(RIGSTAGE_SAMPLES "/walker/Walker.Muscle.HelperJointSetting.xml"));
    return f.open(QIODevice::ReadOnly) ? f.readAll().toStdString() : std::string();
}

QStringList lines(const std::string& text)
{
    return QString::fromStdString(text).split(QLatin1Char('\n'));
}

}  // namespace

class TestReactionCurveEdit : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void findsEveryCurveWithItsMaster()
    {
        Diagnostics d;
        const std::string text = sampleText();
        auto setting = parseHelperJointSettingXml(text, "muscle.xml", d);
        QVERIFY(setting);
        const auto curves = findReactionCurves({*setting});
        // The sample: deltoids (position y, Euler Z), elbow and knee volumes, on both sides.
        QVERIFY(curves.size() >= 8);
        int deltoid = 0;
        for (const ReactionCurveRef& c : curves) {
            QVERIFY(c.curve && c.reaction && c.line > 0);
            QVERIFY(!c.master.empty());
            deltoid += c.helperBone == "_1Muscle{D}#L_Deltoid";
        }
        QCOMPARE(deltoid, 2);
        // Points read as the compiler reads them.
        const auto& first = *std::find_if(curves.begin(), curves.end(), [](const ReactionCurveRef& c) {
            return c.helperBone == "_1Muscle{D}#L_Deltoid" && c.component == "y";
        });
        const auto points = readCurvePoints(first.curve);
        QCOMPARE(int(points.size()), 3);
        QVERIFY(test::near(points[1].inTangent.y, 0.8f) && !points[1].corner && test::near(points[0].outTangent.x, glm::radians(20.0f)));  // radians: an angle master
    }

    void patchingChangesOnlyTheEditedText()
    {
        Diagnostics d;
        const std::string text = sampleText();
        auto setting = parseHelperJointSettingXml(text, "muscle.xml", d);
        const auto curves = findReactionCurves({*setting});
        // A one-line curve gains a key; a multi-line curve has a key moved.
        const ReactionCurveRef* inlineCurve = nullptr;
        const ReactionCurveRef* multiLine = nullptr;
        for (const ReactionCurveRef& c : curves) {
            if (c.helperBone == "_1Muscle{D}#L_ElbowVolume") inlineCurve = &c;
            if (c.helperBone == "_1Muscle{D}#L_Deltoid" && c.component == "y") multiLine = &c;
        }
        QVERIFY(inlineCurve && multiLine);
        auto a = readCurvePoints(inlineCurve->curve);
        a.insert(a.begin() + 1, CurvePoint{{60.0f, 1.25f}, {}, {}, true});
        writeCurvePoints(inlineCurve->curve, a);
        auto b = readCurvePoints(multiLine->curve);
        b[2].position.y = -3.5f;
        writeCurvePoints(multiLine->curve, b);
        const auto patched = patchCurvesInText(text, {inlineCurve->curve, multiLine->curve});
        QVERIFY(patched);
        const QStringList before = lines(text), after = lines(*patched);
        QCOMPARE(after.size(), before.size());
        int changed = 0;
        for (int i = 0; i < before.size(); ++i) {
            if (before[i] != after[i]) {
                ++changed;
                QVERIFY2(after[i].contains(QStringLiteral("x=\"60\" y=\"1.25\"")) || after[i].contains(QStringLiteral("y=\"-3.5\"")),
                         qPrintable(after[i]));
            }
        }
        QCOMPARE(changed, 2);
        // The patched text parses to the edited curves.
        Diagnostics d2;
        auto reread = parseHelperJointSettingXml(*patched, "muscle.xml", d2);
        QVERIFY(reread);
        const auto again = findReactionCurves({*reread});
        QCOMPARE(again.size(), curves.size());
        for (std::size_t i = 0; i < again.size(); ++i) {
            const auto p = readCurvePoints(again[i].curve);
            const auto q = readCurvePoints(curves[i].curve);
            QCOMPARE(p.size(), q.size());
            for (std::size_t k = 0; k < p.size(); ++k) {
                QCOMPARE(p[k].position, q[k].position);
            }
        }
        // Deleting a key from a multi-line curve rewrites it one Point per line.
        b.erase(b.begin() + 1);
        writeCurvePoints(multiLine->curve, b);
        const auto shorter = patchCurvesInText(text, {multiLine->curve});
        QVERIFY(shorter);
        QCOMPARE(lines(*shorter).size(), before.size() - 1);
        // Text that no longer matches (the file changed on disk) is refused.
        QVERIFY(!patchCurvesInText("<HelperJointSetting/>", {multiLine->curve}));
    }
};

QTEST_MAIN(TestReactionCurveEdit)
#include "test_reaction_curve_edit.moc"
