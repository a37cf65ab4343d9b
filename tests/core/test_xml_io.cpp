// Rig XML v1: every malformed fixture gives its own error at its own line; writing round-trips.
#include <QTest>

#include <glm/gtc/constants.hpp>

#include "io/animation_xml.h"
#include "io/character_loader.h"
#include "io/framework_xml.h"
#include "io/manifest_xml.h"
#include "io/xml_support.h"
#include "test_helpers.h"

using namespace rigstage;

namespace {

std::string fixture(const QString& name)
{
    return (QStringLiteral(RIGSTAGE_FIXTURES "/xml/") + name).toStdString();
}

std::string sampleFile(const char* name)
{
    return std::string(RIGSTAGE_SAMPLES "/walker/") + name;
}

/// Loads a fixture with the reader its name prefix says; returns true when it loaded.
bool loadFixture(const QString& name, Diagnostics& d)
{
    const std::string path = fixture(name);
    if (name.startsWith(QLatin1String("fw_"))) {
        return loadFrameworkXml(path, d).has_value();
    }
    if (name.startsWith(QLatin1String("anim_"))) {
        return loadAnimationXml(path, d).has_value();
    }
    auto data = loadCharacter(path, d);
    return data && data->framework && !d.hasErrors();
}

}  // namespace

class TestXmlIo : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void malformedFixtures_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("code");
        QTest::addColumn<int>("line");  // 0: no line to check
        QTest::newRow("not well-formed") << "fw_not_xml.xml" << "xml.malformed" << 3;
        QTest::newRow("empty file") << "fw_empty_file.xml" << "xml.malformed" << 0;
        QTest::newRow("wrong root") << "fw_wrong_root.xml" << "xml.wrong-root" << 2;
        QTest::newRow("no version") << "fw_missing_version.xml" << "xml.missing-attribute" << 2;
        QTest::newRow("future version") << "fw_bad_version.xml" << "xml.unsupported-version" << 2;
        QTest::newRow("no layer name") << "fw_missing_layer.xml" << "xml.missing-attribute" << 2;
        QTest::newRow("level not a number") << "fw_bad_level.xml" << "xml.bad-number" << 2;
        QTest::newRow("unknown element") << "fw_unknown_element.xml" << "xml.unknown-element" << 4;
        QTest::newRow("unknown attribute") << "fw_unknown_attribute.xml" << "xml.unknown-attribute" << 3;
        QTest::newRow("bone without name") << "fw_bone_without_name.xml" << "xml.missing-attribute" << 3;
        QTest::newRow("two numbers for three") << "fw_short_vector.xml" << "xml.bad-number" << 3;
        QTest::newRow("comma decimal") << "fw_not_a_number.xml" << "xml.bad-number" << 3;
        QTest::newRow("NaN") << "fw_nan.xml" << "xml.non-finite" << 4;
        QTest::newRow("quaternion of length 2") << "fw_non_unit_quat.xml" << "xml.non-unit-quaternion" << 3;
        QTest::newRow("zero scale") << "fw_zero_scale.xml" << "bone.zero-scale" << 3;
        QTest::newRow("own parent") << "fw_self_parent.xml" << "bone.parent-cycle" << 3;
        QTest::newRow("unknown flag letter") << "fw_bad_flags.xml" << "naming.unknown-flag" << 3;
        QTest::newRow("flags disagree with name") << "fw_flags_disagree.xml" << "naming.flags-mismatch" << 3;
        QTest::newRow("two rotations") << "fw_both_rotations.xml" << "xml.conflicting-attributes" << 3;
        QTest::newRow("keys out of order") << "anim_unsorted_keys.xml" << "clip.unsorted-keys" << 6;
        QTest::newRow("track twice") << "anim_duplicate_track.xml" << "clip.duplicate-track" << 6;
        QTest::newRow("track without keys") << "anim_empty_track.xml" << "clip.empty-track" << 3;
        QTest::newRow("key without frame") << "anim_key_without_frame.xml" << "xml.missing-attribute" << 4;
        QTest::newRow("key without rotation") << "anim_key_without_rotation.xml" << "xml.missing-attribute" << 4;
        QTest::newRow("zero frame rate") << "anim_bad_frame_rate.xml" << "clip.bad-frame-rate" << 2;
        QTest::newRow("end before start") << "anim_bad_range.xml" << "clip.bad-range" << 2;
        QTest::newRow("manifest without layers") << "manifest_no_layers.xml" << "manifest.no-layers" << 2;
        QTest::newRow("manifest up axis X") << "manifest_bad_up_axis.xml" << "manifest.bad-up-axis" << 2;
        QTest::newRow("manifest names a missing file") << "manifest_missing_layer_file.xml" << "io.unreadable" << 0;
        QTest::newRow("no such file") << "fw_does_not_exist.xml" << "io.unreadable" << 0;
    }
    void malformedFixtures()
    {
        QFETCH(QString, file);
        QFETCH(QString, code);
        QFETCH(int, line);
        Diagnostics d;
        QVERIFY2(!loadFixture(file, d), "a malformed file loaded");
        const Diagnostic* hit = nullptr;
        for (const Diagnostic& item : d.items()) {
            if (item.code == code.toStdString() && !hit) {
                hit = &item;
            }
        }
        QVERIFY2(hit, qPrintable(QStringLiteral("expected %1, got:\n%2").arg(code, test::str(d))));
        QCOMPARE(hit->severity, Severity::Error);
        if (line > 0) {
            QCOMPARE(hit->line, line);
        }
        QVERIFY2(!hit->file.empty(), "the finding must name the file");
        QVERIFY2(!hit->message.empty() && !hit->fix.empty(), "the finding needs a message and a fix");
    }

    /// The parser's error said in words, not tinyxml2's "Error=XML_ERROR_... ErrorID=..." text.
    void parseErrorsAreSaidInWords_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("says");
        QTest::addColumn<int>("line");
        QTest::newRow("empty") << "" << "the file is empty" << 0;
        QTest::newRow("blank") << "  \n\n" << "the file is empty" << 0;
        QTest::newRow("mismatched") << "<Framework>\n<Bone>\n</Framework>" << "closed by another element's end tag" << 2;
        QTest::newRow("attribute") << "<Framework version=1/>" << "attribute is broken" << 1;
        QTest::newRow("comment") << "<Framework/>\n<!-- never closed" << "comment is never closed" << 2;
    }
    void parseErrorsAreSaidInWords()
    {
        QFETCH(QString, text);
        QFETCH(QString, says);
        QFETCH(int, line);
        Diagnostics d;
        QVERIFY(!parseFrameworkXml(text.toStdString(), "broken.xml", d));
        QVERIFY2(d.contains("xml.malformed") && d.items().size() == 1, qPrintable(test::str(d)));
        const Diagnostic& found = d.items().front();
        QVERIFY2(QString::fromStdString(found.message).contains(says), qPrintable(test::str(d)));
        QVERIFY2(found.message.find("XML_ERROR") == std::string::npos && found.message.find("ErrorID") == std::string::npos,
                 qPrintable(test::str(d)));
        QCOMPARE(found.line, line);
    }

    void everyProblemInAFileIsReported()
    {
        Diagnostics d;
        QVERIFY(!loadFrameworkXml(fixture(QStringLiteral("fw_many_errors.xml")), d));
        QVERIFY2(d.contains("xml.bad-number") && d.contains("xml.non-unit-quaternion") && d.contains("bone.zero-scale"),
                 qPrintable(test::str(d)));
        QCOMPARE(d.count(Severity::Error), 3);
    }

    void sampleFrameworkRoundTrips()
    {
        Diagnostics d;
        const auto first = loadFrameworkXml(sampleFile("Walker.Base.Framework.xml"), d);
        QVERIFY2(first, qPrintable(test::str(d)));
        QCOMPARE(int(first->bones.size()), 62);
        const std::string written = writeFrameworkXml(*first);
        const auto second = parseFrameworkXml(written, "written", d);
        QVERIFY2(second, qPrintable(test::str(d)));
        QCOMPARE(second->name, first->name);
        QCOMPARE(second->level, first->level);
        QCOMPARE(second->bones.size(), first->bones.size());
        for (std::size_t i = 0; i < first->bones.size(); ++i) {
            QCOMPARE(second->bones[i].name, first->bones[i].name);
            QCOMPARE(second->bones[i].parent, first->bones[i].parent);
            QVERIFY(second->bones[i].bindLocal == first->bones[i].bindLocal);  // bit-exact
            QCOMPARE(second->bones[i].flags, first->bones[i].flags);
        }
        QCOMPARE(writeFrameworkXml(*second), written);  // writing is a fixed point
    }

    void sampleAnimationRoundTrips()
    {
        Diagnostics d;
        const auto first = loadAnimationXml(sampleFile("Walker.Base.Animation.Walk.xml"), d);
        QVERIFY2(first, qPrintable(test::str(d)));
        QCOMPARE(first->name, std::string("Walk"));
        QCOMPARE(first->frameRate, 30.0f);
        QCOMPARE(first->endFrame, 32.0f);
        const std::string written = writeAnimationXml(*first);
        const auto second = parseAnimationXml(written, "written", d);
        QVERIFY2(second, qPrintable(test::str(d)));
        QCOMPARE(second->tracks.size(), first->tracks.size());
        for (std::size_t t = 0; t < first->tracks.size(); ++t) {
            QCOMPARE(second->tracks[t].bone, first->tracks[t].bone);
            QCOMPARE(second->tracks[t].keys.size(), first->tracks[t].keys.size());
            for (std::size_t k = 0; k < first->tracks[t].keys.size(); ++k) {
                QCOMPARE(second->tracks[t].keys[k].frame, first->tracks[t].keys[k].frame);
                QVERIFY(second->tracks[t].keys[k].value == first->tracks[t].keys[k].value);
            }
        }
        QCOMPARE(writeAnimationXml(*second), written);
    }

    void manifestRoundTrips()
    {
        Diagnostics d;
        const auto text = xml::readFile(sampleFile("walker.character.xml"), d);
        QVERIFY(text);
        const auto first = parseManifestXml(*text, "walker", d);
        QVERIFY2(first, qPrintable(test::str(d)));
        const std::string written = writeManifestXml(*first);
        const auto second = parseManifestXml(written, "written", d);
        QVERIFY(second);
        QCOMPARE(second->name, first->name);
        QCOMPARE(second->upAxis, first->upAxis);
        QCOMPARE(second->unit, first->unit);
        QCOMPARE(second->layers.size(), first->layers.size());
        QCOMPARE(second->layers[0].framework, first->layers[0].framework);
        QCOMPARE(second->clips[0].file, first->clips[0].file);
        // The sample's costumes name their cloth meshes; the body is a <Mesh>.
        QCOMPARE(second->costumes[0].mesh, std::string("../../templates/long_skirt/LongSkirt.Mesh.gltf"));
        QCOMPARE(second->meshes.size(), std::size_t(1));
        QCOMPARE(writeManifestXml(*second), written);
        // A <Corrections> element survives too, and a second one is an error with its line.
        const auto withCorrections = parseManifestXml(
            "<Character version=\"1\" name=\"C\">\n<Layer framework=\"a.xml\"/>\n<Corrections file=\"c.xml\"/>\n</Character>", "c", d);
        QVERIFY(withCorrections && withCorrections->correctionsFile == "c.xml" && withCorrections->correctionsLine == 3);
        QVERIFY(writeManifestXml(*withCorrections).find("<Corrections file=\"c.xml\"/>") != std::string::npos);
        Diagnostics twice;
        QVERIFY(!parseManifestXml("<Character version=\"1\" name=\"C\">\n<Layer framework=\"a.xml\"/>\n<Corrections file=\"c.xml\"/>\n"
                                  "<Corrections file=\"d.xml\"/>\n</Character>",
                                  "c", twice));
        QVERIFY(twice.contains("manifest.duplicate-corrections"));
    }

    void maxQuaternionsAreLeftHanded()
    {
        // In 3ds Max's UI, +90 degrees about Z turns +X into +Y; Max's API (and MAXScript) stores that
        // rotation as quat(0, 0, -0.7071, 0.7071): the left-hand rule (MAX-SEMANTICS 1.0).
        const std::string text = "<Framework version=\"1\" layer=\"Base\" level=\"0\">"
                                 "<Bone name=\"_0Base{B}#A\" maxQuat=\"0 0 -0.70710678 0.70710678\"/></Framework>";
        Diagnostics d;
        const auto layer = parseFrameworkXml(text, "inline", d);
        QVERIFY2(layer, qPrintable(test::str(d)));
        RS_VERIFY_NEAR(layer->bones[0].bindLocal.rotation * glm::vec3(1, 0, 0), glm::vec3(0, 1, 0));
    }

    void numbersRoundTripThroughText()
    {
        for (float v : {0.1f, -123.456f, 1e-7f, 3.4028235e38f, 1.17549435e-38f, 98.0f}) {
            const std::string s = xml::formatFloat(v);
            QCOMPARE(std::stof(s), v);
        }
        QCOMPARE(xml::formatFloat(-0.0f), std::string("0"));
    }

    void characterLoadsAndStacks()
    {
        Diagnostics d;
        const auto data = loadCharacter(sampleFile("walker.character.xml"), d);
        QVERIFY(data);
        QVERIFY2(data->framework && !d.hasErrors(), qPrintable(test::str(d)));
        QCOMPARE(data->framework->boneCount(), 78);
        QCOMPARE(int(data->helperSettings.size()), 1);
        QCOMPARE(int(data->clips.size()), 2);
        QCOMPARE(data->findClip("Walk"), 0);
        QCOMPARE(data->findClip("Idle"), 1);
        QCOMPARE(data->findClip("Run"), -1);
    }
};

QTEST_APPLESS_MAIN(TestXmlIo)
#include "test_xml_io.moc"
