// Undo back to what was opened and nothing is unsaved: no `*` in the title, nothing listed as
// unsaved, and Save writes nothing, so every file of the character (the rig files, the manifest,
// the corrections) keeps its bytes. Redone and saved, the rig file changes only in the edited
// value; undone and saved again, it reads as it was opened.
#include <QDir>
#include <QDirIterator>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <map>

#include "gui/corrections/corrections_model.h"
#include "gui/main_window.h"
#include "gui/posing/posing_model.h"
#include "gui/visibility/visibility_model.h"
#include "gui/saving/document_saver.h"
#include "gui/rig_edits/rig_edits.h"
#include "sample_copy.h"

using namespace rigstage;
using namespace rigstage::test;

namespace {

/// Every file under dir with its bytes.
std::map<QString, QByteArray> snapshot(const QString& dir)
{
    std::map<QString, QByteArray> files;
    QDirIterator it(dir, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile f(it.next());
        if (f.open(QIODevice::ReadOnly)) {
            files[f.fileName()] = f.readAll();
        }
    }
    return files;
}

tinyxml2::XMLElement* deltoidOffset(Document& doc, int* setting)
{
    tinyxml2::XMLElement* e = doc.rigEdits()->helperElement(doc.framework()->findBone("_1Muscle{D}#L_Deltoid"), setting);
    while (e && std::string_view(e->Name()) != "PositionXYZ") {
        e = e->FirstChildElement();
    }
    return e;
}

void undoAll(Document& doc)
{
    while (doc.undoStack()->canUndo()) {
        doc.undoStack()->undo();
    }
}

}  // namespace

class TestCleanState : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void undoingEveryEditLeavesNothingUnsaved()
    {
        QTemporaryDir dir;
        const QString manifest = copySampleWith(dir);
        const std::map<QString, QByteArray> opened = snapshot(dir.path());
        MainWindow window;
        window.show();
        Document& doc = *window.document();
        QVERIFY(doc.open(manifest));
        QVERIFY(!window.isWindowModified());

        // A rig edit, a view edit, a hand pose and a captured correction.
        int setting = -1;
        tinyxml2::XMLElement* offset = deltoidOffset(doc, &setting);
        QVERIFY(offset);
        const QString z = QString::fromUtf8(offset->Attribute("z"));
        QString error;
        QVERIFY2(doc.rigEdits()->editAttribute(setting, offset, QStringLiteral("z"), z, QString::number(z.toDouble() + 5.0), &error), qPrintable(error));
        doc.visibility()->hideBones({doc.framework()->findBone("_0Base{BD}#Head")}, true);
        doc.posing()->editPose(doc.framework()->findBone("_0Base{BD}#L_Forearm"), glm::vec3(0.0f, 0.0f, 60.0f));
        QVERIFY2(doc.correctionsModel()->capture(QStringLiteral("elbow"), &error), qPrintable(error));
        QVERIFY(window.isWindowModified());
        const QString unsaved = doc.saver()->unsavedChanges().join(QLatin1Char('\n'));
        QVERIFY2(unsaved.contains(QStringLiteral("rig edits in Walker.Muscle.HelperJointSetting.xml")), qPrintable(unsaved));
        QVERIFY2(unsaved.contains(QStringLiteral("sculpt corrections")), qPrintable(unsaved));

        undoAll(doc);
        QVERIFY2(doc.saver()->unsavedChanges().isEmpty(), qPrintable(doc.saver()->unsavedChanges().join(QLatin1Char('\n'))));
        QVERIFY(!doc.saver()->hasUnsavedChanges());
        QVERIFY(!window.isWindowModified());
        QVERIFY2(doc.saver()->save(&error), qPrintable(error));
        QVERIFY(snapshot(dir.path()) == opened);  // no byte written, no file added

        // Redone and saved: only the edited value's text differs in the rig file.
        const QString rigFile = dir.filePath(QStringLiteral("Walker.Muscle.HelperJointSetting.xml"));
        const QList<QByteArray> rigBefore = fileLines(rigFile);
        doc.undoStack()->redo();
        QVERIFY(window.isWindowModified());
        QVERIFY2(doc.saver()->saveRig(&error), qPrintable(error));
        const QList<QByteArray> changed = changedLines(rigBefore, fileLines(rigFile));
        QCOMPARE(changed.size(), 1);
        QVERIFY2(changed[0].contains(("z=\"" + QString::number(z.toDouble() + 5.0) + "\"").toUtf8()), changed[0].constData());

        // Undone and saved again: the rig file reads as opened.
        doc.undoStack()->undo();
        QVERIFY(window.isWindowModified());  // the file on disk has the edit now
        QVERIFY2(doc.saver()->saveRig(&error), qPrintable(error));
        QCOMPARE(fileLines(rigFile), rigBefore);
        QVERIFY(!window.isWindowModified());
    }

    void anEditWithoutUndoKeepsItsMark()
    {
        // The ground is set without an undo step: undoing another edit back to the start must not
        // forget it.
        QTemporaryDir dir;
        const QString manifest = copySampleWith(dir);
        Document doc;
        QVERIFY(doc.open(manifest));
        doc.posing()->setPoseEdit(doc.framework()->findBone("_0Base{BD}#Head"), glm::vec3(10.0f, 0.0f, 0.0f));  // no undo step
        doc.posing()->editPose(doc.framework()->findBone("_0Base{BD}#L_Calf"), glm::vec3(0.0f, 0.0f, 30.0f));
        undoAll(doc);
        QVERIFY(doc.saver()->isViewStateModified());
        QCOMPARE(doc.saver()->unsavedChanges().size(), 1);
    }
};

QTEST_MAIN(TestCleanState)
#include "test_clean_state.moc"
