// Authoring helper joints in the window, from the sample's bare skeleton (a Muscle layer with no
// bones and no controllers): a twist bone with an orientation constraint whose targets are
// clicked in the viewport, a knee helper with a list holding a position constraint, and a
// reaction keyed from two poses. Each step is saved; the files load and evaluate as a
// hand-written file of the same rig, and undoing each step gives the files of the step before
// byte for byte.
#include <QComboBox>
#include <QDir>
#include <QDialogButtonBox>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QPushButton>
#include <QImage>
#include <QScreen>
#include <QStatusBar>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "character/character_instance.h"
#include "gui/authoring/add_helper_bone_dialog.h"
#include "gui/authoring/authoring_controller.h"
#include "gui/authoring/rig_authoring.h"
#include "gui/document.h"
#include "gui/main_window.h"
#include "gui/playback/playback_model.h"
#include "gui/rig_edits/rig_edits.h"
#include "gui/posing/posing_model.h"
#include "gui/saving/document_saver.h"
#include "gui/selection/selection_model.h"
#include "io/framework_xml.h"
#include "io/helper_joint_setting_xml.h"
#include "sample_copy.h"
#include "test_helpers.h"
#include "viewport/skeleton_scene.h"
#include "viewport/stage_window.h"
#include "viewport/viewport_widget.h"
#include "widgets/controller_editor.h"
#include "window_setup.h"

using namespace rigstage;

namespace {

const char* const kForearm = "_0Base{BD}#L_Forearm";
const char* const kHand = "_0Base{BD}#L_Hand";
const char* const kThigh = "_0Base{BD}#L_Thigh";
const char* const kCalf = "_0Base{BD}#L_Calf";
const char* const kTwist = "_1Muscle{D}#L_ForeTwist";
const char* const kKnee = "_1Muscle{D}#L_KneeHelper";
const char* const kControl = "_1Muscle{D}#L_KneeControl";

void write(const QString& path, const std::string& text)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(text.data(), qint64(text.size()));
}

/// The sample with its Muscle layer bare: no bones, no controllers (files as Rigstage writes them).
QString bareCopy(QTemporaryDir& dir)
{
    const QString manifest = test::copySampleWith(dir);
    write(dir.filePath(QStringLiteral("Walker.Muscle.Framework.xml")), writeFrameworkXml(RawLayer{"Muscle", 1, {}, 0, {}}));
    Diagnostics d;
    const auto setting = parseHelperJointSettingXml("<HelperJointSetting version=\"2\" layer=\"Muscle\"/>", "bare", d);
    write(dir.filePath(QStringLiteral("Walker.Muscle.HelperJointSetting.xml")), writeHelperJointSettingXml(*setting));
    return manifest;
}

/// The same rig written by hand (binds: the twist half way along the 25 cm forearm, the knee
/// helper where the calf's joint is, the control on the thigh's).
QString handWrittenCopy(QTemporaryDir& dir)
{
    const QString manifest = test::copySampleWith(dir);
    write(dir.filePath(QStringLiteral("Walker.Muscle.Framework.xml")),
          "<Framework version=\"1\" layer=\"Muscle\" level=\"1\">\n"
          "  <Bone name=\"_1Muscle{D}#L_ForeTwist\" parent=\"_0Base{BD}#L_Forearm\" t=\"12.5 0 0\"/>\n"
          "  <Bone name=\"_1Muscle{D}#L_KneeHelper\" parent=\"_0Base{BD}#L_Thigh\" t=\"42 0 0\"/>\n"
          "  <Bone name=\"_1Muscle{D}#L_KneeControl\" parent=\"_0Base{BD}#L_Thigh\"/>\n"
          "</Framework>\n");
    write(dir.filePath(QStringLiteral("Walker.Muscle.HelperJointSetting.xml")),
          "<HelperJointSetting version=\"2\" layer=\"Muscle\">\n"
          "  <Helper bone=\"_1Muscle{D}#L_ForeTwist\"><Rotation><OrientationConstraint>\n"
          "    <Target bone=\"_0Base{BD}#L_Forearm\" weight=\"50\"/><Target bone=\"_0Base{BD}#L_Hand\" weight=\"50\"/>\n"
          "  </OrientationConstraint></Rotation></Helper>\n"
          "  <Helper bone=\"_1Muscle{D}#L_KneeHelper\">\n"
          "    <Position><PositionList>\n"
          "      <Entry><PositionXYZ x=\"42\"/></Entry>\n"
          "      <Entry><PositionConstraint><Target bone=\"_0Base{BD}#L_Calf\"/></PositionConstraint></Entry>\n"
          "    </PositionList></Position>\n"
          "    <Rotation><EulerXYZ><Z><FloatReaction>\n"
          "      <Input bone=\"_1Muscle{D}#L_KneeControl\" kind=\"rotation\" axis=\"Y\"/>\n"
          "      <Curve><Point x=\"0\" y=\"0\"/><Point x=\"0.523598776\" y=\"0.34906585\"/></Curve>\n"  // 30 -> 20 degrees
          "    </FloatReaction></Z></EulerXYZ></Rotation>\n"
          "  </Helper>\n"
          "</HelperJointSetting>\n");
    return manifest;
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// The walker and the templates it wears, in the same folders as in the sources; the manifest's path.
QString copyWithTemplates(QTemporaryDir& dir)
{
    for (const QString& folder : {QStringLiteral("samples/walker"), QStringLiteral("templates/robe"), QStringLiteral("templates/mantle"),
                                  QStringLiteral("templates/long_skirt"), QStringLiteral("templates/short_skirt")}) {
        const QString from = QStringLiteral(RIGSTAGE_SAMPLES "/../") + folder + QLatin1Char('/');
        QDir().mkpath(dir.filePath(folder));
        for (const QString& name : QDir(from).entryList(QDir::Files)) {
            QFile::copy(from + name, dir.filePath(folder + QLatin1Char('/') + name));
        }
    }
    return dir.filePath(QStringLiteral("samples/walker/walker.character.xml"));
}

/// The window as shown, once its viewport has drawn the character (null until then).
QImage viewportShot(MainWindow& window)
{
    const QImage shot = window.screen()->grabWindow(window.winId()).toImage();
    const QRect area(window.viewport()->mapTo(&window, QPoint(0, 0)), window.viewport()->size());
    int lit = 0;
    for (int y = area.top(); y < area.bottom(); y += 4) {
        for (int x = area.left(); x < area.right(); x += 4) {
            lit += qGray(shot.pixel(x, y)) > 90;
        }
    }
    return lit > 50 ? shot : QImage();
}

}  // namespace

class TestRigAuthoring : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void aRigAuthoredInTheWindowSavesAsTheHandWrittenOneAndUndoesByteForByte()
    {
        QTemporaryDir dir, handDir;
        const QString manifest = bareCopy(dir);
        const QString handManifest = handWrittenCopy(handDir);
        MainWindow window;
        QVERIFY(test::showPaused(window, manifest));
        QVERIFY(test::settleViewport(window));
        Document& doc = *window.document();
        const auto bone = [&](const char* name) { return doc.framework()->findBone(name); };
        const QString frameworkFile = dir.filePath(QStringLiteral("Walker.Muscle.Framework.xml"));
        const QString settingFile = dir.filePath(QStringLiteral("Walker.Muscle.HelperJointSetting.xml"));
        std::vector<std::pair<QByteArray, QByteArray>> states{{readAll(frameworkFile), readAll(settingFile)}};
        const auto saveStep = [&] {
            QString error;
            QVERIFY2(doc.saver()->saveRig(&error), qPrintable(error));
            states.emplace_back(readAll(frameworkFile), readAll(settingFile));
            QVERIFY(states.back() != states[states.size() - 2]);
        };

        // 1. The twist bone: Rig > Add Helper Bone... on the selected forearm, the name typed
        // (checked as typed), half way to the hand.
        doc.selection()->setBone(bone(kForearm));
        window.action(QStringLiteral("addHelperBone"))->trigger();
        AddHelperBoneDialog* dialog = nullptr;
        QTRY_VERIFY((dialog = window.findChild<AddHelperBoneDialog*>()) && dialog->isVisible());
        QCOMPARE(dialog->nameField()->text(), QStringLiteral("_1Muscle{D}#"));
        QVERIFY(!dialog->problemLabel()->text().isEmpty());  // nothing after '#' yet
        QTest::keyClicks(dialog->nameField(), QStringLiteral("L_Forearm"));
        QVERIFY(dialog->problemLabel()->text().isEmpty());
        dialog->nameField()->clear();
        QTest::keyClicks(dialog->nameField(), QStringLiteral("_0Base{BD}#L_Hand"));
        QVERIFY(dialog->problemLabel()->text().contains(QStringLiteral("layer Muscle")));
        auto* ok = dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        QVERIFY(!ok->isEnabled());
        dialog->nameField()->clear();
        QTest::keyClicks(dialog->nameField(), QString::fromLatin1(kTwist));
        QVERIFY(ok->isEnabled());
        dialog->placementBox()->setCurrentIndex(dialog->placementBox()->findData(int(BindPlacement::BetweenBones)));
        dialog->otherBoneBox()->setCurrentIndex(dialog->otherBoneBox()->findData(bone(kHand)));
        const QString shots = qEnvironmentVariable("RIGSTAGE_SCREENSHOT_DIR");
        if (!shots.isEmpty()) {
            dialog->grab().save(shots + QStringLiteral("/authoring-add-helper-bone.png"));
        }
        QTest::mouseClick(ok, Qt::LeftButton);
        QTRY_VERIFY(!window.findChild<AddHelperBoneDialog*>() || !window.findChild<AddHelperBoneDialog*>()->isVisible());
        QVERIFY(bone(kTwist) >= 0);
        QVERIFY(doc.framework()->bindLocal(bone(kTwist)) == (Srt{{12.5f, 0, 0}, {1, 0, 0, 0}, {1, 1, 1}}));  // half of the 25 cm forearm
        QVERIFY(doc.saver()->unsavedChanges().join(' ').contains(QStringLiteral("bones in Walker.Muscle.Framework.xml")));
        saveStep();

        // 2. Its orientation constraint, the targets clicked in the viewport; Enter assigns.
        doc.selection()->setBone(bone(kTwist));
        window.action(QStringLiteral("assign-OrientationConstraint"))->trigger();
        QVERIFY(window.authoring()->isPicking());
        ViewportWidget* viewport = window.viewport();
        viewport->frameAll();
        for (const char* target : {kForearm, kHand}) {
            const int b = bone(target);
            QTRY_VERIFY_WITH_TIMEOUT(viewport->stage()->scene()->world().size() > std::size_t(b) &&
                                         viewport->stage()->scene()->world()[std::size_t(b)][3] == doc.world()[b][3],
                                     10000);
            const QPoint at = viewport->screenPosition(glm::vec3(doc.world()[b][3]))->toPoint();
            QCOMPARE(viewport->boneAt(at), b);
            QTest::mouseClick(viewport->stage(), Qt::LeftButton, Qt::NoModifier, at);
            QTRY_COMPARE_WITH_TIMEOUT(int(window.authoring()->pickedTargets().size()), target == kForearm ? 1 : 2, 10000);
            QTRY_COMPARE(doc.selection()->bone(), bone(kTwist));  // the driven bone stays selected
            if (!shots.isEmpty() && target == kForearm) {
                QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("click the target bones (L_Forearm)")));
                QTest::qWait(500);  // the selection drawn back on the twist bone
                QImage shot;
                QTRY_VERIFY_WITH_TIMEOUT((shot = viewportShot(window)).isNull() == false, 10000);
                shot.save(shots + QStringLiteral("/authoring-pick-targets.png"));
            }
        }
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QTest::keyClick(&window, Qt::Key_Return);
        QTRY_VERIFY(!window.authoring()->isPicking());
        QCOMPARE(doc.authoring()->controllerIn(bone(kTwist), HelperSlot::Rotation), QStringLiteral("OrientationConstraint"));
        saveStep();

        // A cycle is refused with its path and nothing changes: the forearm cannot follow its own twist.
        QString why;
        QVERIFY(!doc.authoring()->assignController(bone(kTwist), HelperSlot::Position, QStringLiteral("PositionConstraint"),
                                                   {{bone(kTwist), 50.0f}}, &why));
        QVERIFY(!why.isEmpty());
        QCOMPARE(doc.undoStack()->count(), 2);

        // 3. The knee helper, on the calf's joint; 4. a position list; 5. a position constraint
        // added to the list, its target picked in the Outliner (the selection).
        doc.selection()->setBone(bone(kThigh));
        QVERIFY(doc.authoring()->addHelperBone(doc.authoring()->authorableLayers().front(), QString::fromLatin1(kKnee), bone(kThigh),
                                               BindPlacement::AtBone, bone(kCalf), -1, &why));
        saveStep();
        doc.selection()->setBone(bone(kKnee));
        window.action(QStringLiteral("assign-PositionList"))->trigger();
        QCOMPARE(doc.authoring()->controllerIn(bone(kKnee), HelperSlot::Position), QStringLiteral("PositionList"));
        saveStep();
        window.action(QStringLiteral("assign-PositionConstraint"))->trigger();
        doc.selection()->setBone(bone(kCalf));
        QTRY_COMPARE(doc.selection()->bone(), bone(kKnee));
        QVERIFY(window.authoring()->finishPicking());
        saveStep();

        // 6. A control bone on the thigh; 7, 8. the knee's rotation Z reacting to its rotation Y:
        // keyed at rest (0 -> 0), then with the control turned 30 degrees and the knee 20.
        QVERIFY(doc.authoring()->addHelperBone(doc.authoring()->authorableLayers().front(), QString::fromLatin1(kControl),
                                               bone(kThigh), BindPlacement::AtParent, -1, -1, &why));
        saveStep();
        window.authoring()->setReactionMaster(bone(kControl), true, 1);
        QVERIFY(window.authoring()->setReactionKey(bone(kKnee), HelperSlot::Rotation, 2));
        saveStep();
        // (Posed without undo steps, so that each undo below takes back one authoring step.)
        doc.posing()->setPoseEdit(bone(kControl), {0, 30, 0});
        doc.posing()->setPoseEdit(bone(kKnee), {0, 0, 20});
        QVERIFY(test::near(window.authoring()->posedSlaveValue(bone(kKnee), HelperSlot::Rotation, 2), glm::radians(20.0f)));
        QVERIFY(window.authoring()->setReactionKey(bone(kKnee), HelperSlot::Rotation, 2));
        // Live: the hand pose is gone and the reaction turns the knee 20 degrees about its Z.
        const glm::quat knee = doc.instance()->pose().local(bone(kKnee)).rotation;
        QVERIFY2(test::sameRotation(knee, glm::angleAxis(glm::radians(20.0f), glm::vec3(0, 0, 1)), 1e-4f), qPrintable(test::str(knee)));
        saveStep();

        // The saved files load and move as the hand-written rig, with the control turned 15 degrees.
        Document authored, handWritten;
        QVERIFY(authored.open(manifest));
        QVERIFY(handWritten.open(handManifest));
        for (Document* d : {&authored, &handWritten}) {
            d->posing()->setPoseEdit(d->framework()->findBone(kControl), {0, 15, 0});
        }
        for (double frame : {0.0, 7.5, 16.0}) {
            authored.playback()->setFrame(frame);
            handWritten.playback()->setFrame(frame);
            for (const char* name : {kTwist, kKnee, kControl}) {
                const glm::mat4& a = authored.world()[std::size_t(authored.framework()->findBone(name))];
                const glm::mat4& h = handWritten.world()[std::size_t(handWritten.framework()->findBone(name))];
                QVERIFY2(test::near(a, h, 1e-3f), qPrintable(QStringLiteral("%1 at %2").arg(QLatin1String(name)).arg(frame)));
            }
        }

        // Undo, step by step: Save then writes the files of the step before, byte for byte.
        for (std::size_t step = states.size() - 1; step > 0; --step) {
            doc.undoStack()->undo();
            QString error;
            QVERIFY2(doc.saver()->saveRig(&error), qPrintable(error));
            QVERIFY2(readAll(frameworkFile) == states[step - 1].first, qPrintable(QString::number(step)));
            QVERIFY2(readAll(settingFile) == states[step - 1].second, qPrintable(QString::number(step)));
        }
        QVERIFY(bone(kTwist) < 0);
        doc.saver()->forgetUnsavedChanges();
    }

    void authoredBonesAndControllersComeBackFromTheRecoveryFile()
    {
        QTemporaryDir dir;
        const QString manifest = bareCopy(dir);
        Document doc;
        QVERIFY(doc.open(manifest));
        const auto bone = [&](Document& d, const char* name) { return d.framework()->findBone(name); };
        QString why;
        QVERIFY(doc.authoring()->addHelperBone(doc.authoring()->authorableLayers().front(), QString::fromLatin1(kTwist), bone(doc, kForearm),
                                               BindPlacement::BetweenBones, bone(doc, kForearm), bone(doc, kHand), &why));
        QVERIFY(doc.authoring()->assignController(bone(doc, kTwist), HelperSlot::Rotation, QStringLiteral("OrientationConstraint"),
                                                  {{bone(doc, kForearm), 50.0f}, {bone(doc, kHand), 50.0f}}, &why));
        const QByteArray recovery = doc.saver()->recoveryData();
        QVERIFY(recovery.contains("frameworks"));

        // A crash: the files are still bare. The recovered edits come back unsaved, and Save
        // writes what the lost window would have written.
        Document restored;
        QVERIFY(restored.open(manifest));
        QCOMPARE(bone(restored, kTwist), -1);
        QString error;
        QVERIFY2(restored.saver()->recover(QJsonDocument::fromJson(recovery).object(), &error), qPrintable(error));
        QVERIFY(bone(restored, kTwist) >= 0);
        QCOMPARE(restored.authoring()->controllerIn(bone(restored, kTwist), HelperSlot::Rotation), QStringLiteral("OrientationConstraint"));
        QVERIFY(restored.saver()->unsavedChanges().join(' ').contains(QStringLiteral("bones in Walker.Muscle.Framework.xml")));
        QVERIFY(restored.saver()->saveRig(&error));
        const QByteArray savedFramework = readAll(dir.filePath(QStringLiteral("Walker.Muscle.Framework.xml")));
        const QByteArray savedSetting = readAll(dir.filePath(QStringLiteral("Walker.Muscle.HelperJointSetting.xml")));
        QVERIFY(savedFramework.contains("L_ForeTwist"));
        QCOMPARE(savedSetting.toStdString(), doc.rigEdits()->textToSave(0, nullptr).value());
        QCOMPARE(savedFramework.toStdString(), doc.authoring()->files().frameworkText(doc.authoring()->authorableLayers().front()));
        doc.saver()->forgetUnsavedChanges();
    }

    void aCostumeTemplateIsEditedInItsOwnFilesAndCheckedOnItsWearers()
    {
        QTemporaryDir dir;
        const QString manifest = copyWithTemplates(dir);
        const QString robeFramework = dir.filePath(QStringLiteral("templates/robe/Robe.Framework.xml"));
        const QString robeSetting = dir.filePath(QStringLiteral("templates/robe/Robe.HelperJointSetting.xml"));
        const QByteArray ownSetting = readAll(dir.filePath(QStringLiteral("samples/walker/Walker.Muscle.HelperJointSetting.xml")));
        Document doc;
        QVERIFY(doc.open(manifest));
        const int robe = doc.data()->findCostume("Robe");
        QVERIFY(robe >= 0 && doc.wearCostumes({robe}));
        const int templateLayer = int(doc.data()->layers.size()) + robe;
        const std::vector<int> layers = doc.authoring()->authorableLayers();
        QVERIFY(std::find(layers.begin(), layers.end(), templateLayer) != layers.end());
        QVERIFY(doc.authoring()->layerName(templateLayer).contains(QStringLiteral("Robe")));
        QVERIFY(doc.authoring()->nameProblem(templateLayer, QStringLiteral("_1Muscle{D}#Hem")).contains(QStringLiteral("layer Robe")));

        const char* const hem = "_2Robe{D}#Hem_Helper";
        QString why;
        QVERIFY2(doc.authoring()->addHelperBone(templateLayer, QString::fromLatin1(hem), doc.framework()->findBone("_0Base{BD}#Pelvis"),
                                                BindPlacement::AtParent, -1, -1, &why),
                 qPrintable(why));
        QVERIFY2(doc.authoring()->assignController(doc.framework()->findBone(hem), HelperSlot::Position, QStringLiteral("PositionConstraint"),
                                                   {{doc.framework()->findBone("_0Base{BD}#L_Thigh"), 50.0f},
                                                    {doc.framework()->findBone("_0Base{BD}#R_Thigh"), 50.0f}},
                                                   &why),
                 qPrintable(why));
        // Live: the hem helper sits half way between the thighs' joints.
        const glm::vec3 l = glm::vec3(doc.world()[std::size_t(doc.framework()->findBone("_0Base{BD}#L_Thigh"))][3]);
        const glm::vec3 r = glm::vec3(doc.world()[std::size_t(doc.framework()->findBone("_0Base{BD}#R_Thigh"))][3]);
        QVERIFY(test::near(glm::vec3(doc.world()[std::size_t(doc.framework()->findBone(hem))][3]), 0.5f * (l + r), 1e-3f));
        const QString unsaved = doc.saver()->unsavedChanges().join(' ');
        QVERIFY2(unsaved.contains(QStringLiteral("bones in Robe.Framework.xml")) && unsaved.contains(QStringLiteral("Robe.HelperJointSetting.xml")),
                 qPrintable(unsaved));

        // A broken manifest beside them: whether it wears the robe cannot be known, and is said.
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("samples/broken"))));
        write(dir.filePath(QStringLiteral("samples/broken/broken.character.xml")), "<Character version=\"1\"");
        QString error;
        QVERIFY2(doc.saver()->saveRig(&error), qPrintable(error));
        QVERIFY(doc.messages().join('\n').contains(QStringLiteral("broken.character.xml could not be read")));
        QVERIFY(readAll(robeFramework).contains(hem));
        QVERIFY(readAll(robeSetting).contains("<Helper bone=\"_2Robe{D}#Hem_Helper\">"));
        QCOMPARE(readAll(dir.filePath(QStringLiteral("samples/walker/Walker.Muscle.HelperJointSetting.xml"))), ownSetting);
        const QString messages = doc.messages().join('\n');
        QVERIFY2(messages.contains(QStringLiteral("Robe.Framework.xml checked on ")) && messages.contains(QStringLiteral("walker.character.xml (costume Robe)")),
                 qPrintable(messages));
        QVERIFY(!doc.saver()->hasUnsavedChanges());

        // The saved template loads with the character, the helper in place.
        Document fresh;
        QVERIFY(fresh.open(manifest));
        QVERIFY(fresh.wearCostumes({fresh.data()->findCostume("Robe")}));
        QVERIFY(fresh.framework()->findBone(hem) >= 0);
        QVERIFY(test::near(glm::vec3(fresh.world()[std::size_t(fresh.framework()->findBone(hem))][3]),
                           0.5f * (glm::vec3(fresh.world()[std::size_t(fresh.framework()->findBone("_0Base{BD}#L_Thigh"))][3]) +
                                   glm::vec3(fresh.world()[std::size_t(fresh.framework()->findBone("_0Base{BD}#R_Thigh"))][3])),
                           1e-3f));
    }

    void entriesMoveAndTargetsGoFromTheInspectorsRows()
    {
        QTemporaryDir dir;
        MainWindow window;
        QVERIFY(test::showPaused(window, test::copySampleWith(dir)));
        Document& doc = *window.document();
        auto* editor = window.findChild<ControllerEditor*>();
        QVERIFY(editor);
        const auto rowOf = [&](const tinyxml2::XMLElement* element) -> QTreeWidgetItem* {
            for (QTreeWidgetItemIterator it(editor->tree()); *it; ++it) {
                if ((*it)->data(0, Qt::UserRole).value<void*>() == element && !(*it)->data(0, Qt::UserRole + 1).isValid()) {
                    return *it;
                }
            }
            return nullptr;
        };
        const auto trigger = [&](const tinyxml2::XMLElement* element, const QString& text) {
            std::unique_ptr<QMenu> menu(editor->contextMenuFor(rowOf(element)));
            QVERIFY(menu);
            for (QAction* a : menu->actions()) {
                if (a->text() == text) {
                    a->trigger();
                    return;
                }
            }
            QFAIL(qPrintable(text));
        };
        // The deltoid's position list: its bind XYZ, then a reaction. Move the reaction up.
        doc.selection()->setBone(doc.framework()->findBone("_1Muscle{D}#L_Deltoid"));
        int setting = -1;
        tinyxml2::XMLElement* helper = doc.rigEdits()->helperElement(doc.selection()->bone(), &setting);
        tinyxml2::XMLElement* list = slotController(helper, HelperSlot::Position);
        tinyxml2::XMLElement* second = list->LastChildElement("Entry");
        QTRY_VERIFY(rowOf(second));
        QVERIFY(!editor->contextMenuFor(rowOf(list)));  // the list itself: nothing to offer
        trigger(second, QStringLiteral("Move Entry Up"));
        QCOMPARE(list->FirstChildElement("Entry"), second);
        QCOMPARE(std::string(second->FirstChildElement()->Name()), std::string("PositionReaction"));
        doc.undoStack()->undo();
        QCOMPARE(list->LastChildElement("Entry"), second);

        // The fore twist's orientation constraint: one target goes; the last cannot.
        doc.selection()->setBone(doc.framework()->findBone(kTwist));
        helper = doc.rigEdits()->helperElement(doc.selection()->bone(), &setting);
        tinyxml2::XMLElement* constraint = slotController(helper, HelperSlot::Rotation);
        tinyxml2::XMLElement* first = constraint->FirstChildElement("Target");
        QTRY_VERIFY(rowOf(first));
        trigger(first, QStringLiteral("Remove Target"));
        QCOMPARE(std::string(constraint->FirstChildElement("Target")->Attribute("bone")), std::string(kHand));
        QTRY_VERIFY(rowOf(constraint->FirstChildElement("Target")));
        const int steps = doc.undoStack()->count();
        trigger(constraint->FirstChildElement("Target"), QStringLiteral("Remove Target"));
        QVERIFY(constraint->FirstChildElement("Target"));  // refused: a constraint needs a target
        QCOMPARE(doc.undoStack()->count(), steps);
        QVERIFY2(doc.messages().last().contains(QStringLiteral("has no Target")), qPrintable(doc.messages().last()));  // the rig's own message
        doc.saver()->forgetUnsavedChanges();
    }

    void aReExportTakesTheWindowsEditsOnTopListingTheBonesBothChanged()
    {
        QTemporaryDir dir;
        const QString manifest = bareCopy(dir);
        Document doc;
        QVERIFY(doc.open(manifest));
        const auto bone = [&](const char* name) { return doc.framework()->findBone(name); };
        QString why;
        QVERIFY(doc.authoring()->addHelperBone(doc.authoring()->authorableLayers().front(), QString::fromLatin1(kTwist), bone(kForearm),
                                               BindPlacement::BetweenBones, bone(kForearm), bone(kHand), &why));
        QVERIFY(doc.authoring()->assignController(bone(kTwist), HelperSlot::Rotation, QStringLiteral("OrientationConstraint"),
                                                  {{bone(kForearm), 50.0f}, {bone(kHand), 50.0f}}, &why));
        // The DCC re-exports the layer with a knee helper of its own, and a twist bone of its own
        // (12 cm along the forearm): the twist is changed on both sides.
        const QString frameworkFile = dir.filePath(QStringLiteral("Walker.Muscle.Framework.xml"));
        write(frameworkFile,
              "<Framework version=\"1\" layer=\"Muscle\" level=\"1\">\n"
              "  <Bone name=\"_1Muscle{D}#L_KneeHelper\" parent=\"_0Base{BD}#L_Thigh\" t=\"42 0 0\"/>\n"
              "  <Bone name=\"_1Muscle{D}#L_ForeTwist\" parent=\"_0Base{BD}#L_Forearm\" t=\"12 0 0\"/>\n"
              "</Framework>\n");
        doc.authoring()->reexport().prepareReapply();
        QVERIFY(doc.reload());
        QStringList conflicts, skipped;
        QVERIFY2(doc.authoring()->reexport().reapply(&conflicts, &skipped, &why), qPrintable(why));
        QCOMPARE(conflicts, QStringList{QString::fromLatin1(kTwist)});
        QVERIFY(skipped.isEmpty());
        QVERIFY(bone(kKnee) >= 0);  // the DCC's bone
        QVERIFY(doc.framework()->bindLocal(bone(kTwist)).translation == glm::vec3(12.5f, 0, 0));  // the window's, kept
        QCOMPARE(doc.authoring()->controllerIn(bone(kTwist), HelperSlot::Rotation), QStringLiteral("OrientationConstraint"));
        const QString unsaved = doc.saver()->unsavedChanges().join(' ');
        QVERIFY2(unsaved.contains(QStringLiteral("bones in Walker.Muscle.Framework.xml")) &&
                     unsaved.contains(QStringLiteral("Walker.Muscle.HelperJointSetting.xml")),
                 qPrintable(unsaved));
        QString error;
        QVERIFY(doc.saver()->saveRig(&error));
        const QByteArray saved = readAll(frameworkFile);
        QVERIFY(saved.contains("L_KneeHelper") && saved.contains("t=\"12.5 0 0\""));

        // The window's twist follows the knee helper too, and the DCC's next export drops that
        // helper: re-applying cannot compile, so the DCC's files are shown and the window's twist
        // comes back as text.
        QVERIFY2(doc.authoring()->assignController(bone(kTwist), HelperSlot::Position, QStringLiteral("PositionConstraint"),
                                                   {{bone(kKnee), 50.0f}}, &why),
                 qPrintable(why));
        write(frameworkFile,
              "<Framework version=\"1\" layer=\"Muscle\" level=\"1\">\n"
              "  <Bone name=\"_1Muscle{D}#L_ForeTwist\" parent=\"_0Base{BD}#L_Forearm\" t=\"12.5 0 0\"/>\n"
              "</Framework>\n");
        doc.authoring()->reexport().prepareReapply();
        QVERIFY(doc.reload());
        conflicts.clear();
        QVERIFY(!doc.authoring()->reexport().reapply(&conflicts, &skipped, &why));
        QVERIFY2(why.contains(QStringLiteral("<Helper bone=\"_1Muscle{D}#L_ForeTwist\">")) && why.contains(QStringLiteral("PositionConstraint")),
                 qPrintable(why));
        QVERIFY(!doc.saver()->hasUnsavedChanges());  // the DCC's files, as read
        QString again;
        QVERIFY(doc.saver()->saveRig(&again));

        // A re-export with nothing of the window's changed since the save: nothing to put back.
        doc.authoring()->reexport().prepareReapply();
        QVERIFY(!doc.authoring()->reexport().hasPendingReapply());
    }

    void aWornTemplatesOptionsAreEditedInTheInspector()
    {
        QTemporaryDir dir;
        MainWindow window;
        QVERIFY(test::showPaused(window, copyWithTemplates(dir)));
        Document& doc = *window.document();
        QVERIFY(doc.wearCostumes({doc.data()->findCostume("Robe")}));
        const int skirt = doc.framework()->findBone("_2Robe{D}#Skirt_F_01");
        QVERIFY(skirt >= 0);
        doc.selection()->setBone(skirt);
        tinyxml2::XMLElement* helper = doc.authoring()->templateHelperOf(skirt);
        QVERIFY(helper);
        tinyxml2::XMLElement* entry = slotController(helper, HelperSlot::Rotation)->LastChildElement("Entry");
        auto* editor = window.findChild<ControllerEditor*>();
        QTRY_VERIFY(editor->attributeItem(entry, QStringLiteral("weight")));
        const QString before = QString::fromUtf8(entry->Attribute("weight"));
        editor->attributeItem(entry, QStringLiteral("weight"))->setText(1, QStringLiteral("60"));  // typed into the cell
        QCOMPARE(QString::fromUtf8(entry->Attribute("weight")), QStringLiteral("60"));
        QVERIFY(doc.saver()->unsavedChanges().join(' ').contains(QStringLiteral("Robe.HelperJointSetting.xml")));
        // A value the rig rejects is refused on its row; nothing changes.
        QTRY_VERIFY(editor->attributeItem(entry, QStringLiteral("weight")));
        editor->attributeItem(entry, QStringLiteral("weight"))->setText(1, QStringLiteral("heavy"));
        QCOMPARE(QString::fromUtf8(entry->Attribute("weight")), QStringLiteral("60"));
        doc.undoStack()->undo();
        QCOMPARE(QString::fromUtf8(entry->Attribute("weight")), before);
        QVERIFY(!doc.saver()->hasUnsavedChanges());
    }

    void deletingABoneListsWhatNamesItAndRefusesWhileAnythingElseDoes()
    {
        QTemporaryDir dir;
        const QString manifest = test::copySampleWith(dir);
        Document doc;
        QVERIFY(doc.open(manifest));
        const int twist = doc.framework()->findBone(kTwist);
        QVERIFY(twist >= 0);
        const QStringList names = doc.authoring()->dependents(twist);
        QVERIFY2(names.join(' ').contains(QStringLiteral("deleted with it")), qPrintable(names.join('\n')));
        QString why;
        QVERIFY(!doc.authoring()->deleteBone(twist, &why));  // the body mesh is skinned to it
        QVERIFY2(why.contains(QStringLiteral("the skin of mesh")), qPrintable(why));
        const int base = doc.framework()->findBone(kForearm);
        QVERIFY(!doc.authoring()->deleteBone(base, &why));  // not a bone of a helper layer
        QVERIFY(why.contains(QStringLiteral("Only helper bones")));
        // A rename reaches the bone's own files only: the twist is skinned, so it is refused.
        QVERIFY(!doc.authoring()->renameBone(twist, QStringLiteral("_1Muscle{D}#L_WristTwist"), &why));
        QVERIFY(why.contains(QStringLiteral("the skin of mesh")));
        QVERIFY(!doc.authoring()->renameBone(doc.framework()->findBone("_1Muscle{D}#R_Deltoid"), QStringLiteral("_1Muscle{D}#L_ForeTwist"), &why));
        QVERIFY(why.contains(QStringLiteral("already")));
        // A bone nothing names goes, and undo brings it back with its place.
        const int layer = doc.authoring()->authorableLayers().front();
        QVERIFY(doc.authoring()->addHelperBone(layer, QString::fromLatin1(kControl), doc.framework()->findBone(kThigh),
                                               BindPlacement::AtBone, doc.framework()->findBone(kCalf), -1, &why));
        QVERIFY(doc.authoring()->dependents(doc.framework()->findBone(kControl)).isEmpty());
        // A bone named by its own layer's files alone is renamed there too, as one undo step.
        const int undoBefore = doc.undoStack()->count();
        QVERIFY(doc.authoring()->assignController(doc.framework()->findBone(kControl), HelperSlot::Rotation,
                                                  QStringLiteral("OrientationConstraint"), {{doc.framework()->findBone(kCalf), 50.0f}}, &why));
        QVERIFY2(doc.authoring()->renameBone(doc.framework()->findBone(kControl), QStringLiteral("_1Muscle{D}#L_KneeCtrl"), &why), qPrintable(why));
        QCOMPARE(doc.framework()->findBone(kControl), -1);
        const int renamed = doc.framework()->findBone("_1Muscle{D}#L_KneeCtrl");
        QCOMPARE(doc.authoring()->controllerIn(renamed, HelperSlot::Rotation), QStringLiteral("OrientationConstraint"));
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QCOMPARE(doc.undoStack()->index(), undoBefore);
        QVERIFY(doc.authoring()->controllerIn(doc.framework()->findBone(kControl), HelperSlot::Rotation).isEmpty());
        QVERIFY2(doc.authoring()->deleteBone(doc.framework()->findBone(kControl), &why), qPrintable(why));
        QCOMPARE(doc.framework()->findBone(kControl), -1);
        doc.undoStack()->undo();
        const int back = doc.framework()->findBone(kControl);
        QVERIFY(back >= 0);
        QVERIFY(test::near(doc.framework()->bindLocal(back).translation, {42, 0, 0}));
        doc.saver()->forgetUnsavedChanges();
    }
};

QTEST_MAIN(TestRigAuthoring)
#include "test_rig_authoring.moc"
