// Korean on a fresh machine: the translation loads, the menus read in Hangul, a font for Hangul is
// installed (scripts/setup-debian.sh: fonts-nanum), Qt's own dialog buttons are Korean too
// (qt6-translations-l10n), and the window's picture is saved for a look.
#include <QApplication>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QMenuBar>
#include <QPushButton>
#include <QStandardPaths>
#include <QTest>

#include "gui/main_window.h"
#include "gui/translations.h"

using namespace rigstage;

class TestKorean : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY2(installTranslations(*QCoreApplication::instance(), QLocale(QStringLiteral("ko")), QStringLiteral(RIGSTAGE_QM_DIR)),
                 "rigstage_ko.qm not found in " RIGSTAGE_QM_DIR);
    }

    void menusReadInHangulWithAFontForIt()
    {
        MainWindow window;
        window.resize(1280, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QStringList titles;
        for (QAction* a : window.menuBar()->actions()) {
            titles << a->text();
        }
        QVERIFY2(titles.contains(QStringLiteral("파일(&F)")) && titles.contains(QStringLiteral("편집(&E)")), qPrintable(titles.join(u' ')));
        // A font that covers Hangul, so the text is drawn, not boxes.
        QVERIFY2(!QFontDatabase::families(QFontDatabase::Korean).isEmpty(), "no font for Korean: install fonts-nanum");
        // Qt's own buttons (the unsaved-changes question uses them).
        QDialogButtonBox box(QDialogButtonBox::Save | QDialogButtonBox::Discard | QDialogButtonBox::Cancel);
        QCOMPARE(box.button(QDialogButtonBox::Cancel)->text(), QStringLiteral("취소"));
        QVERIFY(window.document()->open(QStringLiteral(RIGSTAGE_SAMPLES "/walker/walker.character.xml")));
        if (const QString shots = qEnvironmentVariable("RIGSTAGE_SCREENSHOT_DIR"); !shots.isEmpty()) {
            QTest::qWait(300);
            window.grab().save(shots + QStringLiteral("/main-window-ko.png"));
        }
    }
};

QTEST_MAIN(TestKorean)
#include "test_korean.moc"
