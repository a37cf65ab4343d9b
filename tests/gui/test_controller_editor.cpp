// Inspector editing: a controller option edited in the inspector's tree re-evaluates the rig at
// once, is undoable, a value the rig rejects (an expression with an error) is refused with the
// error on its row and nothing changes; saving changes only the edited line of the file, and the
// reloaded rig evaluates as before the reload.
#include <QComboBox>
#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include <tinyxml2.h>

#include "gui/main_window.h"
#include "gui/selection/selection_model.h"
#include "gui/rig_edits/rig_edits.h"
#include "sample_copy.h"
#include "test_helpers.h"
#include "widgets/controller_editor.h"
#include "widgets/timeline_widget.h"

using namespace rigstage;

class TestControllerEditor : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void editingAnOptionReevaluatesUndoesAndSaves()
    {
        QTemporaryDir dir;
        const QString manifest = test::copySampleWith(dir);
        const QString settingPath = dir.filePath(QStringLiteral("Walker.Muscle.HelperJointSetting.xml"));
        const QList<QByteArray> originalLines = test::fileLines(settingPath);

        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        Document* doc = window.document();
        QVERIFY(doc->open(manifest));
        window.timeline()->pause();
        window.timeline()->setFrame(5.0);
        const int helper = doc->framework()->findBone("_1Muscle{D}#L_ElbowVolume");
        doc->selection()->setBone(helper);
        ControllerEditor* editor = window.controllerEditor();
        int setting = -1;
        tinyxml2::XMLElement* element = doc->rigEdits()->helperElement(helper, &setting);
        QVERIFY(element);
        tinyxml2::XMLElement* xyz = element->FirstChildElement("Position")->FirstChildElement("PositionList")->FirstChildElement("Entry")->FirstChildElement("PositionXYZ");
        QVERIFY(xyz);
        // The list adds the PositionXYZ entry (x = 28) and the reaction (z only): local x is 28.
        QVERIFY(test::near(doc->instance()->pose().local(helper).translation.x, 28.0f, 1e-4f));
        QTreeWidgetItem* x = editor->attributeItem(xyz, QStringLiteral("x"));
        QVERIFY(x);
        QCOMPARE(x->text(1), QStringLiteral("28"));
        x->setText(1, QStringLiteral("30.5"));  // what typing into the cell ends with
        QVERIFY(test::near(doc->instance()->pose().local(helper).translation.x, 30.5f, 1e-4f));
        QVERIFY(doc->undoStack()->canUndo());
        doc->undoStack()->undo();
        QVERIFY(test::near(doc->instance()->pose().local(helper).translation.x, 28.0f, 1e-4f));
        doc->undoStack()->redo();
        QVERIFY(test::near(doc->instance()->pose().local(helper).translation.x, 30.5f, 1e-4f));
        QTest::qWait(20);  // the tree refreshes after the edit

        // Options with fixed values are offered in a combo box: the twist's transform rule.
        const int twist = doc->framework()->findBone("_1Muscle{D}#L_ForeTwist");
        doc->selection()->setBone(twist);
        QTest::qWait(20);
        tinyxml2::XMLElement* constraint = doc->rigEdits()->helperElement(twist, &setting)->FirstChildElement("Rotation")->FirstChildElement("OrientationConstraint");
        QTreeWidgetItem* rule = editor->attributeItem(constraint, QStringLiteral("transformRule"));
        QVERIFY(rule);
        QCOMPARE(ControllerEditor::optionChoices(QStringLiteral("transformRule")).size(), 2);
        const glm::quat twistBefore = doc->instance()->pose().local(twist).rotation;
        editor->tree()->scrollToItem(rule);
        editor->tree()->editItem(rule, 1);
        auto* combo = editor->tree()->viewport()->findChild<QComboBox*>();
        QVERIFY(combo);
        combo->setCurrentIndex(combo->findText(QStringLiteral("localToLocal")));
        QTest::keyClick(combo, Qt::Key_Return);
        QTRY_COMPARE(QString::fromUtf8(constraint->Attribute("transformRule")), QStringLiteral("localToLocal"));
        QVERIFY(!test::sameRotation(doc->instance()->pose().local(twist).rotation, twistBefore));
        doc->undoStack()->undo();
        QCOMPARE(QString::fromUtf8(constraint->Attribute("transformRule")), QStringLiteral("worldToWorld"));
        QVERIFY(test::sameRotation(doc->instance()->pose().local(twist).rotation, twistBefore));
        QTest::qWait(20);

        // An expression with an error is refused, shown on its row; nothing changes.
        const int knee = doc->framework()->findBone("_1Muscle{D}#L_KneeVolume");
        doc->selection()->setBone(knee);
        tinyxml2::XMLElement* kneeElement = doc->rigEdits()->helperElement(knee, &setting);
        tinyxml2::XMLElement* wire = kneeElement->FirstChildElement("Rotation")->FirstChildElement("EulerXYZ")->FirstChildElement("Z")->FirstChildElement("FloatWire");
        QVERIFY(wire);
        const glm::quat kneeBefore = doc->instance()->pose().local(knee).rotation;
        const int undoCount = doc->undoStack()->count();
        QTreeWidgetItem* expression = editor->attributeItem(wire, QStringLiteral("expression"));
        QVERIFY(expression);
        expression->setText(1, QStringLiteral("Z_Rotation / "));
        QVERIFY2(!expression->text(2).isEmpty(), "no inline error");
        QCOMPARE(expression->text(1), QStringLiteral("Z_Rotation / 2"));
        QCOMPARE(QString::fromUtf8(wire->Attribute("expression")), QStringLiteral("Z_Rotation / 2"));
        QCOMPARE(doc->undoStack()->count(), undoCount);
        QVERIFY(test::sameRotation(doc->instance()->pose().local(knee).rotation, kneeBefore));

        // Save: only the edited line differs; the reloaded rig evaluates as before.
        QVERIFY(window.save());
        const QList<QByteArray> savedLines = test::fileLines(settingPath);
        QCOMPARE(savedLines.size(), originalLines.size());
        const QList<QByteArray> changed = test::changedLines(originalLines, savedLines);
        QCOMPARE(changed.size(), 1);
        QVERIFY2(changed.front().contains("<PositionXYZ x=\"30.5\" y=\"0\" z=\"0\"/>"), changed.front().constData());
        const glm::vec3 edited = doc->instance()->pose().local(helper).translation;
        QVERIFY(doc->open(manifest));
        window.timeline()->setFrame(5.0);
        RS_VERIFY_NEAR(doc->instance()->pose().local(doc->framework()->findBone("_1Muscle{D}#L_ElbowVolume")).translation, edited);
    }
};

QTEST_MAIN(TestControllerEditor)
#include "test_controller_editor.moc"
