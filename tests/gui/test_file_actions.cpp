// File actions: Open Recent lists the files opened newest first, keeps at most kMaxRecent and
// drops a file that no longer exists with a message; a manifest dropped on the window opens.
#include <QFile>
#include <QMenu>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

#include "gui/files/file_actions.h"
#include "gui/main_window.h"

using namespace rigstage;

namespace {
const QString kWalker = QStringLiteral(RIGSTAGE_SAMPLES "/walker/walker.character.xml");

QStringList menuTexts(QMenu* menu)
{
    QStringList texts;
    for (QAction* a : menu->actions()) {
        texts << a->text();
    }
    return texts;
}
}  // namespace

class TestFileActions : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void recentFilesNewestFirstCappedAndPruned()
    {
        QTemporaryDir dir;
        QStringList copies;
        for (int i = 0; i < 3; ++i) {
            // Three characters made of the walker's skeleton.
            const QString path = dir.filePath(QStringLiteral("copy%1.character.xml").arg(i));
            QFile out(path);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write("<Character version=\"1\" name=\"Copy\">\n"
                      "  <Layer framework=\"" RIGSTAGE_SAMPLES "/walker/Walker.Base.Framework.xml\"/>\n"
                      "</Character>\n");
            copies << path;
        }
        MainWindow window;
        FileActions* files = window.files();
        QVERIFY(!files->recentMenu()->isEnabled());
        for (const QString& path : copies) {
            QVERIFY2(window.document()->open(path), qPrintable(window.messageArea()->toPlainText()));
        }
        QCOMPARE(files->recentFiles(), (QStringList{copies[2], copies[1], copies[0]}));
        QCOMPARE(menuTexts(files->recentMenu()), files->recentFiles());
        QVERIFY(files->recentMenu()->isEnabled());
        // Opening one again moves it to the top rather than listing it twice.
        QVERIFY(window.document()->open(copies[0]));
        QCOMPARE(files->recentFiles(), (QStringList{copies[0], copies[2], copies[1]}));

        // The list remembered keeps the newest kMaxRecent.
        QStringList many;
        for (int i = 0; i < FileActions::kMaxRecent + 3; ++i) {
            many << dir.filePath(QStringLiteral("old%1.character.xml").arg(i));
        }
        files->setRecentFiles(many);
        QCOMPARE(files->recentFiles(), many.mid(0, FileActions::kMaxRecent));

        // A listed file deleted since: choosing it drops it from the list and says why.
        files->setRecentFiles({copies[1], copies[0]});
        QVERIFY(QFile::remove(copies[1]));
        files->recentMenu()->actions().front()->trigger();
        QCOMPARE(files->recentFiles(), QStringList{copies[0]});
        QCOMPARE(menuTexts(files->recentMenu()), QStringList{copies[0]});
        QVERIFY2(window.messageArea()->toPlainText().contains(copies[1] + QStringLiteral(" no longer exists")),
                 qPrintable(window.messageArea()->toPlainText()));
        QCOMPARE(window.document()->path(), copies[0]);  // the character shown stays
    }

    void aDroppedManifestOpens()
    {
        MainWindow window;
        QVERIFY(!window.document()->isOpen());
        QMimeData data;
        data.setUrls({QUrl::fromLocalFile(kWalker)});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&window, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&window, &drop);
        QVERIFY(drop.isAccepted());
        QTRY_VERIFY_WITH_TIMEOUT(window.document()->isOpen(), 20000);  // opened asynchronously
        QCOMPARE(window.document()->path(), kWalker);
        QCOMPARE(window.files()->recentFiles().front(), kWalker);

        // Text dropped (no file) is not taken.
        QMimeData text;
        text.setText(QStringLiteral("hello"));
        QDragEnterEvent refused(QPoint(10, 10), Qt::CopyAction, &text, Qt::LeftButton, Qt::NoModifier);
        refused.ignore();
        QApplication::sendEvent(&window, &refused);
        QVERIFY(!refused.isAccepted());
    }
};

QTEST_MAIN(TestFileActions)
#include "test_file_actions.moc"
