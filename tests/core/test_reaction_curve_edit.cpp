// Reaction curves found in HelperJointSetting documents, edited in place, and patched into the
// file's text so nothing else changes (the curve editor's save).
#include <QFile>
#include <cstring>
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


/// A rig file in no writer's form: over-precise numbers, comments, odd spacing, single quotes,
/// attributes out of the usual order, a tag over two lines and an entity.
const char* const kHandWritten =
    "<?xml version=\"1.0\"?>\n"
    "<!-- written by hand -->\n"
    "<HelperJointSetting version=\"1\">\n"
    "  <Helper   bone=\"H\" parent = 'Root' >\n"
    "    <EulerXYZ  z=\"1.57079633\"   x='0.100000001'\n"
    "       y = \"2.50\" />\n"
    "    <Offset p=\"0 1.57079633  3.0\" name=\"a&amp;b\"/> <!-- a, b -->\n"
    "    <FloatReaction><Input expose=\"E\" value=\"localEulerZ\"/>\n"
    "      <Curve><Point x=\"0.0\" y=\"1.57079633\"/><Point  y=\"2\" x='10.000' inX=\"-1.0e0\"/></Curve>\n"
    "    </FloatReaction>\n"
    "  </Helper>\n"
    "</HelperJointSetting>\n";

/// The first element named name anywhere under el.
tinyxml2::XMLElement* find(tinyxml2::XMLElement* el, const char* name)
{
    for (tinyxml2::XMLElement* c = el->FirstChildElement(); c; c = c->NextSiblingElement()) {
        if (std::strcmp(c->Name(), name) == 0) {
            return c;
        }
        if (tinyxml2::XMLElement* below = find(c, name)) {
            return below;
        }
    }
    return nullptr;
}

/// Text for QCOMPARE (which prints a QString when the two differ); nullopt reads as "(nullopt)".
QString q(const std::optional<std::string>& text)
{
    return text ? QString::fromStdString(*text) : QStringLiteral("(nullopt)");
}

/// text with its first `was` replaced by `now` (the one change a patch may make).
QString replaced(std::string text, const std::string& was, const std::string& now)
{
    const std::size_t at = text.find(was);
    return at == std::string::npos ? QStringLiteral("(not in the text)") : QString::fromStdString(text.replace(at, was.size(), now));
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

    void untouchedValuesKeepTheirText()
    {
        tinyxml2::XMLDocument doc;
        QCOMPARE(doc.Parse(kHandWritten), tinyxml2::XML_SUCCESS);
        tinyxml2::XMLElement* root = doc.RootElement();
        tinyxml2::XMLElement* helper = root->FirstChildElement("Helper");
        tinyxml2::XMLElement* euler = find(root, "EulerXYZ");
        tinyxml2::XMLElement* offset = find(root, "Offset");
        tinyxml2::XMLElement* curve = find(root, "Curve");
        QVERIFY(helper && euler && offset && curve);
        const std::string text = kHandWritten;
        const std::vector<const tinyxml2::XMLElement*> all = {root, helper, euler, offset};

        // Nothing changed: no byte changes.
        QCOMPARE(q(patchStartTagsInText(text, all)), q(text));
        QCOMPARE(q(patchCurvesInText(text, {curve})), q(text));

        // Edited and set back, in the writer's form (1.57079633 reads as the float 1.5707964,
        // 0.100000001 as 0.1, 2.50 as 2.5): still no byte changes.
        euler->SetAttribute("z", "1.5707964");
        euler->SetAttribute("x", "0.1");
        euler->SetAttribute("y", "2.5");
        offset->SetAttribute("p", "0 1.5707964 3");
        writeCurvePoints(curve, readCurvePoints(curve));
        curve->FirstChildElement("Point")->SetAttribute("y", "1.5707964");
        QCOMPARE(q(patchStartTagsInText(text, all)), q(text));
        QCOMPARE(q(patchCurvesInText(text, {curve})), q(text));

        // One attribute changed: only its text differs, written as the shortest form that reads
        // back to the same float; its neighbours, quotes and spacing stay.
        euler->SetAttribute("x", "0.25");
        QCOMPARE(q(patchStartTagsInText(text, all)), replaced(text, "x='0.100000001'", "x='0.25'"));
        euler->SetAttribute("x", "0.1");
        euler->SetAttribute("y", "0.30000001192092896");  // the float 0.3, over-precise
        QCOMPARE(q(patchStartTagsInText(text, all)), replaced(text, "y = \"2.50\"", "y = \"0.3\""));
        euler->SetAttribute("y", "2.5");

        // A list changes number by number: the unchanged numbers and the double space stay.
        offset->SetAttribute("p", "0 1.5707964 4");
        QCOMPARE(q(patchStartTagsInText(text, all)), replaced(text, "p=\"0 1.57079633  3.0\"", "p=\"0 1.57079633  4\""));
        offset->SetAttribute("p", "0 1.5707964 3");

        // Text is compared as read (entities replaced) and escaped when it changes.
        offset->SetAttribute("name", "a<b");
        QCOMPARE(q(patchStartTagsInText(text, all)), replaced(text, "name=\"a&amp;b\"", "name=\"a&lt;b\""));
        offset->SetAttribute("name", "a&b");
        QCOMPARE(q(patchStartTagsInText(text, all)), q(text));

        // An attribute removed goes with the space before it; a new one follows the last.
        helper->DeleteAttribute("parent");
        helper->SetAttribute("mirror", "x");
        QCOMPARE(q(patchStartTagsInText(text, all)), replaced(text, "<Helper   bone=\"H\" parent = 'Root' >", "<Helper   bone=\"H\" mirror=\"x\" >"));
        helper->SetAttribute("parent", "Root");
        helper->DeleteAttribute("mirror");

        // A curve key moved: only that number's text differs (x = 10.000 and inX = -1.0e0 stay).
        auto points = readCurvePoints(curve);
        points[1].position.y = 0.1f;
        writeCurvePoints(curve, points);
        QCOMPARE(q(patchCurvesInText(text, {curve})), replaced(text, "<Point  y=\"2\"", "<Point  y=\"0.1\""));
        // The first key deleted: the other keeps its text, though it is now the curve's first.
        points[1].position.y = 2.0f;
        const auto both = points;
        points.erase(points.begin());
        writeCurvePoints(curve, points);
        QCOMPARE(q(patchCurvesInText(text, {curve})), replaced(text, "<Point x=\"0.0\" y=\"1.57079633\"/>", ""));
        // A key added after them: written in the shortest form, the others untouched.
        tinyxml2::XMLDocument fresh;  // the deletion above left the element's attributes for the first key
        QCOMPARE(fresh.Parse(kHandWritten), tinyxml2::XML_SUCCESS);
        curve = find(fresh.RootElement(), "Curve");
        points = both;
        points.push_back(CurvePoint{{20.0f, 0.30000001192092896f}, {}, {}, true});
        writeCurvePoints(curve, points);
        QCOMPARE(q(patchCurvesInText(text, {curve})), replaced(text, "inX=\"-1.0e0\"/></Curve>", "inX=\"-1.0e0\"/><Point x=\"20\" y=\"0.3\"/></Curve>"));
    }
};

QTEST_MAIN(TestReactionCurveEdit)
#include "test_reaction_curve_edit.moc"
