// Never lose an edit: the unsaved-changes question before reload, open and close (naming what
// is unsaved; Save writes it, Discard forgets it, Cancel keeps everything), Save and Save View
// State apart, the title's modified mark, and the autosave: a child process is killed mid-edit and
// the next window restores its edits.
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <cstdio>

#include "gui/autosave.h"
#include "gui/main_window.h"
#include "gui/visibility/visibility_model.h"
#include "gui/saving/document_saver.h"
#include "gui/rig_edits/rig_edits.h"
#include "sample_copy.h"
#include "test_helpers.h"

using namespace rigstage;

namespace {

const char* kDeltoid = "_1Muscle{D}#L_Deltoid";

/// The PositionXYZ under the deltoid's Helper element (a constant offset the test edits).
tinyxml2::XMLElement* deltoidOffset(Document& doc, int* setting)
{
    tinyxml2::XMLElement* helper = doc.rigEdits()->helperElement(doc.framework()->findBone(kDeltoid), setting);
    for (tinyxml2::XMLElement* e = helper; e;) {
        if (std::string_view(e->Name()) == "PositionXYZ") {
            return e;
        }
        e = e->FirstChildElement();
    }
    return nullptr;
}

/// One rig edit (the deltoid's offset z + 5) and one view edit (the head hidden).
bool makeEdits(Document& doc, QString* newZ)
{
    int setting = -1;
    tinyxml2::XMLElement* offset = deltoidOffset(doc, &setting);
    if (!offset) {
        return false;
    }
    const QString before = QString::fromUtf8(offset->Attribute("z"));
    *newZ = QString::number(before.toDouble() + 5.0);
    QString error;
    if (!doc.rigEdits()->editAttribute(setting, offset, QStringLiteral("z"), before, *newZ, &error)) {
        return false;
    }
    doc.visibility()->hideBones({doc.framework()->findBone("_0Base{BD}#Head")}, true);
    return true;
}

/// Answers the next modal message box by clicking the button with this text (or standard button),
/// keeping its text and informative text.
struct BoxAnswer {
    QString text;
    QString informative;
    bool seen = false;
};
void answerNextBox(BoxAnswer* out, QMessageBox::StandardButton button, const QString& buttonText = {})
{
    auto* timer = new QTimer;
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, [=] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box) {
            return;
        }
        out->text = box->text();
        out->informative = box->informativeText();
        out->seen = true;
        if (const QString shots = qEnvironmentVariable("RIGSTAGE_SCREENSHOT_DIR"); !shots.isEmpty()) {
            box->grab().save(shots + QLatin1Char('/') + box->objectName() + QStringLiteral(".png"));
        }
        QAbstractButton* target = buttonText.isEmpty() ? box->button(button) : nullptr;
        for (QAbstractButton* b : box->buttons()) {
            if (!buttonText.isEmpty() && b->text() == buttonText) {
                target = b;
            }
        }
        timer->stop();
        timer->deleteLater();
        QTest::mouseClick(target, Qt::LeftButton);
    });
    timer->start();
}

/// The child process: opens the manifest, edits, waits for the autosave, says so, and hangs on
/// until it is killed.
int runChild(int argc, char** argv, const QString& manifest)
{
    QApplication app(argc, argv);
    MainWindow window;
    window.show();
    QString z;
    if (!window.document()->open(manifest) || !makeEdits(*window.document(), &z)) {
        std::fprintf(stdout, "edit failed\n");
        return 1;
    }
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, [&] {
        if (QFile::exists(Autosave::fileFor(manifest))) {
            std::fprintf(stdout, "autosaved %s\n", qPrintable(z));
            std::fflush(stdout);
            poll.stop();
        }
    });
    poll.start(20);
    return app.exec();
}

}  // namespace

class TestUnsavedChanges : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
    }

    void reloadAsksNamingWhatIsUnsaved()
    {
        QTemporaryDir dir;
        const QString manifest = test::copySampleWith(dir);
        MainWindow window;
        window.show();
        QVERIFY(window.document()->open(manifest));
        QVERIFY(!window.isWindowModified());
        QString z;
        QVERIFY(makeEdits(*window.document(), &z));
        QVERIFY(window.isWindowModified());
        QCOMPARE(window.document()->saver()->unsavedChanges().size(), 2);

        // Cancel: nothing reloaded, nothing lost.
        BoxAnswer cancel;
        answerNextBox(&cancel, QMessageBox::Cancel);
        window.action(QStringLiteral("reload"))->trigger();
        QTRY_VERIFY(cancel.seen);
        QVERIFY2(cancel.informative.contains(QStringLiteral("Walker.Muscle.HelperJointSetting.xml"))
                     && cancel.informative.contains(QStringLiteral("view state")),
                 qPrintable(cancel.informative));
        QVERIFY(window.document()->saver()->hasUnsavedChanges());
        int setting = -1;
        QCOMPARE(QString::fromUtf8(deltoidOffset(*window.document(), &setting)->Attribute("z")), z);

        // Discard: reloaded from the files, the edit gone, not modified.
        BoxAnswer discard;
        answerNextBox(&discard, QMessageBox::Discard);
        window.action(QStringLiteral("reload"))->trigger();
        QTRY_VERIFY(discard.seen);
        QTRY_VERIFY(!window.document()->saver()->hasUnsavedChanges());
        QVERIFY(QString::fromUtf8(deltoidOffset(*window.document(), &setting)->Attribute("z")) != z);
        QVERIFY(!window.isWindowModified());
        QVERIFY(test::fileLines(dir.filePath(QStringLiteral("Walker.Muscle.HelperJointSetting.xml"))).join('\n').indexOf(z.toUtf8()) < 0);
    }

    void openingAnotherFileOffersToSaveFirst()
    {
        QTemporaryDir dir;
        const QString manifest = test::copySampleWith(dir);
        MainWindow window;
        window.show();
        QVERIFY(window.document()->open(manifest));
        QString z;
        QVERIFY(makeEdits(*window.document(), &z));
        BoxAnswer save;
        answerNextBox(&save, QMessageBox::Save);
        window.openFile(QStringLiteral(RIGSTAGE_SAMPLES "/walker/walker.character.xml"));
        QTRY_VERIFY(save.seen);
        QVERIFY(save.text.contains(QStringLiteral("opening walker.character.xml")));
        // Both edits are on disk before the other file opens.
        const QByteArray setting = test::fileLines(dir.filePath(QStringLiteral("Walker.Muscle.HelperJointSetting.xml"))).join('\n');
        QVERIFY2(setting.contains("z=\"" + z.toUtf8() + "\""), setting.constData());
        QVERIFY(QFile::exists(manifest + QStringLiteral(".view.json")));
        QTRY_VERIFY_WITH_TIMEOUT(!window.document()->isLoading(), 20000 * test::kSanitizerSlowdown);
        QCOMPARE(window.document()->path(), QStringLiteral(RIGSTAGE_SAMPLES "/walker/walker.character.xml"));
    }

    void closingAsksAndCancelKeepsTheWindow()
    {
        QTemporaryDir dir;
        const QString manifest = test::copySampleWith(dir);
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.document()->open(manifest));
        QString z;
        QVERIFY(makeEdits(*window.document(), &z));
        BoxAnswer cancel;
        answerNextBox(&cancel, QMessageBox::Cancel);
        QVERIFY(!window.close());
        QVERIFY(cancel.seen && cancel.text.contains(QStringLiteral("closing")));
        QVERIFY(window.isVisible() && window.document()->saver()->hasUnsavedChanges());
        BoxAnswer discard;
        answerNextBox(&discard, QMessageBox::Discard);
        QVERIFY(window.close());
    }

    void saveAndSaveViewStateAreApart()
    {
        QTemporaryDir dir;
        const QString manifest = test::copySampleWith(dir);
        MainWindow window;
        window.show();
        QVERIFY(window.document()->open(manifest));
        QString z;
        QVERIFY(makeEdits(*window.document(), &z));
        // Ctrl+S: the rig only.
        window.action(QStringLiteral("save"))->trigger();
        QVERIFY(!window.document()->saver()->isRigModified());
        QVERIFY(window.document()->saver()->isViewStateModified());
        QVERIFY(window.isWindowModified());
        QVERIFY(!QFile::exists(manifest + QStringLiteral(".view.json")));
        QVERIFY(test::fileLines(dir.filePath(QStringLiteral("Walker.Muscle.HelperJointSetting.xml"))).join('\n').contains("z=\"" + z.toUtf8() + "\""));
        window.action(QStringLiteral("saveViewState"))->trigger();
        QVERIFY(QFile::exists(manifest + QStringLiteral(".view.json")));
        QVERIFY(!window.isWindowModified());
        QVERIFY(window.close());  // nothing unsaved: no question
    }

    void autosaveRecoversAfterAKill()
    {
        QTemporaryDir dir;
        const QString manifest = test::copySampleWith(dir);
        const QString recovery = dir.filePath(QStringLiteral("recovery"));
        QProcess child;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("RIGSTAGE_RECOVERY_DIR"), recovery);
        env.insert(QStringLiteral("RIGSTAGE_AUTOSAVE_MS"), QStringLiteral("100"));
        child.setProcessEnvironment(env);
        child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--autosave-child"), manifest});
        QVERIFY(child.waitForStarted());
        QByteArray said;
        QElapsedTimer clock;
        clock.start();
        while (!said.contains('\n') && clock.elapsed() < 60000) {
            child.waitForReadyRead(1000);
            said += child.readAllStandardOutput();
        }
        QVERIFY2(said.startsWith("autosaved "), said.constData());
        const QString z = QString::fromUtf8(said.mid(10).trimmed());
        child.kill();  // a crash: no clean close, the recovery file stays
        QVERIFY(child.waitForFinished());
        qputenv("RIGSTAGE_RECOVERY_DIR", recovery.toUtf8());
        QCOMPARE(Autosave::pendingFiles().size(), 1);
        // The files on disk never saw the edit.
        QVERIFY(!test::fileLines(dir.filePath(QStringLiteral("Walker.Muscle.HelperJointSetting.xml"))).join('\n').contains("z=\"" + z.toUtf8() + "\""));

        MainWindow window;
        window.show();
        BoxAnswer restore;
        answerNextBox(&restore, QMessageBox::NoButton, Document::tr("Restore"));
        QVERIFY(window.offerRecovery());
        QVERIFY(restore.seen && restore.text.contains(manifest));
        Document& doc = *window.document();
        QCOMPARE(doc.path(), manifest);
        int setting = -1;
        QCOMPARE(QString::fromUtf8(deltoidOffset(doc, &setting)->Attribute("z")), z);
        QVERIFY(doc.visibility()->isBoneHidden(doc.framework()->findBone("_0Base{BD}#Head")));
        QVERIFY(doc.saver()->isRigModified() && window.isWindowModified());
        // The restored edit drives the rig: the deltoid sits 5 higher than in the saved files.
        const int deltoid = doc.framework()->findBone(kDeltoid);
        const float zRestored = doc.instance()->pose().local(deltoid).translation.z;
        // Saving writes it; the recovery file goes once nothing is unsaved.
        QVERIFY(window.save());
        QVERIFY(test::fileLines(dir.filePath(QStringLiteral("Walker.Muscle.HelperJointSetting.xml"))).join('\n').contains("z=\"" + z.toUtf8() + "\""));
        QVERIFY(Autosave::pendingFiles().isEmpty());
        QVERIFY(doc.open(manifest));
        QVERIFY(test::near(doc.instance()->pose().local(deltoid).translation.z, zRestored, 1e-4f));
        qunsetenv("RIGSTAGE_RECOVERY_DIR");
    }
};

int main(int argc, char** argv)
{
    for (int i = 1; i + 1 < argc; ++i) {
        if (QByteArray(argv[i]) == "--autosave-child") {
            return runChild(argc, argv, QString::fromLocal8Bit(argv[i + 1]));
        }
    }
    QApplication app(argc, argv);
    TestUnsavedChanges test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_unsaved_changes.moc"
