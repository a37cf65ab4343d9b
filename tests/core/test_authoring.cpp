// Authoring helper joints on the editable forms: names checked against the convention, binds
// placed from picked bones, what depends on a bone, controllers assigned, listed, keyed and
// removed through an XmlTreeEdit whose undo gives the document back on the same nodes.
#include <QTest>

#include "authoring/controller_authoring.h"
#include "authoring/helper_bone_authoring.h"
#include "character/character_instance.h"
#include "io/character_loader.h"
#include "io/helper_joint_setting_xml.h"
#include "skeleton/framework.h"
#include "test_helpers.h"

using namespace rigstage;

namespace {

const std::string kForearm = "_0Base{BD}#L_Forearm";
const std::string kHand = "_0Base{BD}#L_Hand";
const std::string kTwist = "_1Muscle{D}#L_ForeTwist";

std::optional<CharacterData> loadSample()
{
    Diagnostics d;
    return loadCharacter(RIGSTAGE_SAMPLES "/walker/walker.character.xml", d);
}

RawLayer& layerNamed(CharacterData& data, const std::string& name)
{
    for (RawLayer& l : data.layers) {
        if (l.name == name) {
            return l;
        }
    }
    return data.layers.front();
}

std::vector<glm::mat4> worldsOf(CharacterData& data, const std::string& bone, int frames)
{
    Diagnostics d;
    auto instance = CharacterInstance::create(data, d);
    std::vector<glm::mat4> out;
    if (!instance) {
        return out;
    }
    instance->setClip(data.findClip("Walk"), d);
    const int b = instance->framework().findBone(bone);
    for (int f = 0; f < frames; ++f) {
        instance->evaluate(float(f) * 1.5f);
        out.push_back(instance->pose().world(b));
    }
    return out;
}

}  // namespace

class TestAuthoring : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void anUndoneTreeEditGivesTheSameTextOnTheSameNodes()
    {
        tinyxml2::XMLDocument doc;
        doc.Parse("<R><A x=\"1\"/><B/><C/></R>");
        tinyxml2::XMLElement* root = doc.RootElement();
        tinyxml2::XMLElement* b = root->FirstChildElement("B");
        auto text = [&] {
            tinyxml2::XMLPrinter p(nullptr, true);
            doc.Print(&p);
            return std::string(p.CStr());
        };
        const std::string before = text();
        XmlTreeEdit edit(doc);
        edit.remove(b);
        edit.setAttribute(root->FirstChildElement("A"), "x", "2");
        edit.setAttribute(root->FirstChildElement("A"), "y", "3");
        tinyxml2::XMLElement* d = doc.NewElement("D");
        edit.insertAfter(root, nullptr, d);
        const std::string after = text();
        QCOMPARE(after, std::string("<R><D/><A x=\"2\" y=\"3\"/><C/></R>"));
        edit.undo();
        QCOMPARE(text(), before);
        QCOMPARE(root->FirstChildElement("B"), b);  // the very node, back in its place
        edit.redo();
        QCOMPARE(text(), after);
        edit.undo();
        QCOMPARE(text(), before);
    }

    void aNewBoneNameFollowsTheLayersConventionAndIsNew()
    {
        auto data = loadSample();
        QVERIFY(data && data->framework);
        const RawLayer& muscle = layerNamed(*data, "Muscle");
        const Framework& fw = *data->framework;
        QVERIFY(newBoneNameProblem(muscle, fw, "_1Muscle{D}#L_WristTwist").empty());
        QVERIFY(newBoneNameProblem(muscle, fw, "").find("type a name") != std::string::npos);
        QVERIFY(newBoneNameProblem(muscle, fw, "_0Base{BD}#L_WristTwist").find("layer Muscle") != std::string::npos);
        QVERIFY(newBoneNameProblem(muscle, fw, "_1Muscle{D}#L_ForeTwist").find("already") != std::string::npos);
        QVERIFY(!newBoneNameProblem(muscle, fw, "_1Muscle{Q}#X").empty());  // unknown flag
        QVERIFY(!newBoneNameProblem(muscle, fw, "L_WristTwist").empty());   // no convention at all
    }

    void aBindBetweenTwoBonesIsHalfWayOrientedAsTheFirst()
    {
        // Root at the origin; A at (10, 0, 0) turned 90 degrees about Z; B 4 along A's X, so at
        // (10, 4, 0) in the world. Half way is (10, 2, 0): 2 along A's X, unturned relative to A.
        RawLayer layer{"Base", 0, "t.xml", 1, {}};
        const glm::quat quarter = glm::angleAxis(glm::radians(90.0f), glm::vec3(0, 0, 1));
        layer.bones.push_back({"_0Base{B}#Root", "", Srt{}, kBoneFlagBaked, false, 2});
        layer.bones.push_back({"_0Base{B}#A", "_0Base{B}#Root", Srt{{10, 0, 0}, quarter, {1, 1, 1}}, kBoneFlagBaked, false, 3});
        layer.bones.push_back({"_0Base{B}#B", "_0Base{B}#A", Srt{{4, 0, 0}, {1, 0, 0, 0}, {1, 1, 1}}, kBoneFlagBaked, false, 4});
        Diagnostics d;
        auto fw = FrameworkBuilder::build({&layer}, d);
        QVERIFY(fw);
        const int root = fw->findBone("_0Base{B}#Root"), a = fw->findBone("_0Base{B}#A"), b = fw->findBone("_0Base{B}#B");
        const Srt between = placedBindLocal(*fw, a, BindPlacement::BetweenBones, a, b);
        QVERIFY2(test::near(between.translation, {2, 0, 0}), qPrintable(test::str(between.translation)));
        QVERIFY(test::sameRotation(between.rotation, glm::quat(1, 0, 0, 0)));
        const Srt underRoot = placedBindLocal(*fw, root, BindPlacement::BetweenBones, a, b);
        QVERIFY(test::near(underRoot.translation, {10, 2, 0}));
        QVERIFY(test::sameRotation(underRoot.rotation, quarter));
        const Srt atB = placedBindLocal(*fw, root, BindPlacement::AtBone, b);
        QVERIFY(test::near(atB.translation, {10, 4, 0}));
        QVERIFY(placedBindLocal(*fw, a, BindPlacement::AtParent) == Srt::identity());
    }

    void everythingThatNamesABoneIsListedWithItsLine()
    {
        auto data = loadSample();
        QVERIFY(data);
        const std::vector<BoneDependent> deps = dependentsOf(*data, kForearm);
        auto has = [&](const std::string& what) {
            return std::any_of(deps.begin(), deps.end(), [&](const BoneDependent& d) { return d.what.find(what) != std::string::npos && d.line > 0; });
        };
        QVERIFY(has("child bone " + kHand));
        QVERIFY(has("child bone " + kTwist));
        QVERIFY(has("Target@bone of the helper " + kTwist));  // the twist's orientation constraint
        QVERIFY(has("TwoBoneIk@mid"));  // the manifest's LeftHand, one word of nothing: a whole value
        const std::vector<BoneDependent> own = dependentsOf(*data, kTwist);
        QCOMPARE(int(own.size()), 2);  // its own Helper, and the body mesh it skins
        QVERIFY(own[0].own);
        QVERIFY(own[1].what.find("the skin of mesh") == 0);
    }

    void aTwistBoneAuthoredFromScratchMovesAsTheHandWrittenOne()
    {
        auto reference = loadSample();
        QVERIFY(reference);
        const std::vector<glm::mat4> expected = worldsOf(*reference, kTwist, 20);
        QCOMPARE(int(expected.size()), 20);
        const RawBone written = *std::find_if(layerNamed(*reference, "Muscle").bones.begin(), layerNamed(*reference, "Muscle").bones.end(),
                                              [](const RawBone& b) { return b.name == kTwist; });

        // The same character without the twist bone and its controllers.
        auto data = loadSample();
        RawLayer& muscle = layerNamed(*data, "Muscle");
        std::erase_if(muscle.bones, [](const RawBone& b) { return b.name == kTwist; });
        HelperJointSetting& setting = data->helperSettings.front();
        XmlTreeEdit strip(*setting.document);
        strip.remove(helperElementOf(setting, kTwist));
        Diagnostics d;
        data->framework = buildFramework(*data, {}, d);
        QVERIFY(data->framework);
        const std::string bare = writeHelperJointSettingXml(setting);

        // Authored: between the forearm and the hand, under the forearm, as the file has it.
        const Framework& fw = *data->framework;
        QVERIFY(newBoneNameProblem(muscle, fw, kTwist).empty());
        const int forearm = fw.findBone(kForearm);
        const Srt bind = placedBindLocal(fw, forearm, BindPlacement::BetweenBones, forearm, fw.findBone(kHand));
        QVERIFY2(test::near(bind.translation, written.bindLocal.translation), qPrintable(test::str(bind.translation)));
        QVERIFY(test::sameRotation(bind.rotation, written.bindLocal.rotation));
        muscle.bones.push_back({kTwist, kForearm, bind, kBoneFlagDeformable, false, 0});
        data->framework = buildFramework(*data, {}, d);
        QVERIFY(data->framework);

        XmlTreeEdit edit(*setting.document);
        std::string why;
        tinyxml2::XMLElement* constraint = assignController(edit, setting, kTwist, HelperSlot::Rotation, "OrientationConstraint",
                                                            {{kForearm, 50}, {kHand, 50}}, bind, &why);
        QVERIFY2(constraint, why.c_str());
        edit.setAttribute(constraint, "keepInitialOffset", "true");
        const std::vector<glm::mat4> authored = worldsOf(*data, kTwist, 20);
        QCOMPARE(int(authored.size()), 20);
        for (int f = 0; f < 20; ++f) {
            QVERIFY2(test::near(authored[f], expected[f], 1e-4f), qPrintable(QString::number(f)));
        }
        edit.undo();
        QCOMPARE(writeHelperJointSettingXml(setting), bare);
    }

    void aListKeepsTheControllerItReplacesAndEntriesMove()
    {
        // 3ds Max's lists keep the controller they replace as their first entry (SDK sample
        // samples/controllers/listctrl.cpp; docs/format.md on a constraint's base in a list).
        auto data = loadSample();
        HelperJointSetting& setting = data->helperSettings.front();
        const std::string before = writeHelperJointSettingXml(setting);
        XmlTreeEdit edit(*setting.document);
        tinyxml2::XMLElement* helper = helperElementOf(setting, kTwist);
        tinyxml2::XMLElement* constraint = slotController(helper, HelperSlot::Rotation);
        std::string why;
        tinyxml2::XMLElement* list = assignController(edit, setting, kTwist, HelperSlot::Rotation, "RotationList", {}, Srt{}, &why);
        QVERIFY(list);
        QCOMPARE(list->FirstChildElement("Entry")->FirstChildElement(), constraint);  // the same node, now the first entry
        QVERIFY(addListEntry(edit, list, HelperSlot::Rotation, "EulerXYZ", {}, Srt{}, &why));
        QVERIFY(!addListEntry(edit, list, HelperSlot::Rotation, "RotationList", {}, Srt{}, &why));
        QVERIFY(!addListEntry(edit, list, HelperSlot::Rotation, "LookAtConstraint", {}, Srt{}, &why));  // no target
        QVERIFY(why.find("target") != std::string::npos);
        tinyxml2::XMLElement* second = list->LastChildElement("Entry");
        QVERIFY(moveListEntry(edit, second, -1));
        QCOMPARE(list->FirstChildElement("Entry"), second);
        QVERIFY(!moveListEntry(edit, second, -1));
        QVERIFY(!assignController(edit, setting, kTwist, HelperSlot::Scale, "PositionConstraint", {{kHand, 50}}, Srt{}, &why));
        removeController(edit, list);
        QVERIFY(!helperElementOf(setting, kTwist));  // its only slot went, and the Helper with it
        edit.undo();
        QCOMPARE(writeHelperJointSettingXml(setting), before);
    }

    void reactionKeysMakeASortedCurveOnAFreeChannel()
    {
        // As the Reaction Manager keeps them (SDK sample samples/controllers/reactor/reactor.cpp,
        // MAX-SEMANTICS.md 1.5 and 1.11): states sorted by master value, a point's x the master's raw
        // value (radians for a rotation master), a state at a master value already keyed replaced.
        auto data = loadSample();
        HelperJointSetting& setting = data->helperSettings.front();
        XmlTreeEdit edit(*setting.document);
        const ReactionMaster master{"_0Base{BD}#L_Calf", true, 1};
        const std::string knee = "_1Muscle{D}#L_KneeVolume";
        std::string why;
        const Srt bind{{42, 0, 0}, {1, 0, 0, 0}, {1, 1, 1}};
        QVERIFY(!setReactionKey(edit, setting, knee, HelperSlot::Position, 2, master, 1.5f, 3.0f, bind, &why));
        QVERIFY(why.find("holds a PositionList") != std::string::npos);  // its own list stays until removed
        removeController(edit, slotController(helperElementOf(setting, knee), HelperSlot::Position));
        QVERIFY2(setReactionKey(edit, setting, knee, HelperSlot::Position, 2, master, 1.5f, 3.0f, bind, &why), why.c_str());
        QVERIFY(setReactionKey(edit, setting, knee, HelperSlot::Position, 2, master, 0.0f, 0.0f, bind, &why));
        QVERIFY(setReactionKey(edit, setting, knee, HelperSlot::Position, 2, master, 1.5f, 4.0f, bind, &why));  // replaces
        QVERIFY(!setReactionKey(edit, setting, knee, HelperSlot::Position, 2, {"_0Base{BD}#L_Thigh", true, 1}, 0, 0, bind, &why));
        QVERIFY(why.find("another master") != std::string::npos);
        const tinyxml2::XMLElement* xyz = slotController(helperElementOf(setting, knee), HelperSlot::Position);
        QCOMPARE(std::string(xyz->Name()), std::string("PositionXYZ"));
        QCOMPARE(xyz->FloatAttribute("x"), 42.0f);  // the other channels keep the bind value
        const tinyxml2::XMLElement* curve = xyz->FirstChildElement("Z")->FirstChildElement("FloatReaction")->FirstChildElement("Curve");
        const tinyxml2::XMLElement* p0 = curve->FirstChildElement("Point");
        const tinyxml2::XMLElement* p1 = p0->NextSiblingElement("Point");
        QCOMPARE(p0->FloatAttribute("x"), 0.0f);
        QCOMPARE(p1->FloatAttribute("x"), 1.5f);
        QCOMPARE(p1->FloatAttribute("y"), 4.0f);
        QVERIFY(!p1->NextSiblingElement("Point"));

        // It compiles, and at the master's keyed values the knee helper's local z is the key's.
        Diagnostics d;
        auto instance = CharacterInstance::create(*data, d);
        QVERIFY2(instance, d.items().empty() ? "" : d.items().front().message.c_str());
        instance->setProceduralEnabled(false);  // no foot IK bending the calf back
        const int calf = instance->framework().findBone(master.bone), kneeBone = instance->framework().findBone(knee);
        const int thigh = instance->framework().parent(kneeBone);
        // The calf's bind rotation is the identity, so a turn of a about its Y is a local Euler Y of a;
        // corner keys are linear between: z = 4 at 1.5 rad, 2 half way, and x keeps its bind 42.
        // (A fresh instance each time: without a clip the pose is not put back between frames.)
        for (const auto& [angle, z] : {std::pair{1.5f, 4.0f}, std::pair{0.75f, 2.0f}, std::pair{0.0f, 0.0f}}) {
            instance = CharacterInstance::create(*data, d);
            instance->setProceduralEnabled(false);
            instance->setPoseEdit(calf, Srt{{0, 0, 0}, glm::angleAxis(angle, glm::vec3(0, 1, 0)), {1, 1, 1}});
            instance->evaluate(0.0f);
            const glm::vec3 local = glm::vec3(glm::inverse(instance->pose().world(thigh)) * instance->pose().world(kneeBone)[3]);
            QVERIFY2(test::near(local, {42, 0, z}, 1e-3f), qPrintable(test::str(local)));
        }
    }
};

QTEST_GUILESS_MAIN(TestAuthoring)
#include "test_authoring.moc"
