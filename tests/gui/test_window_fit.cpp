// The window on a 1280 x 720 screen: it opens inside the screen's available area, its minimum
// size fits it with every dock open, selecting bones or opening docks never makes it grow, and
// the docks give their contents room to be used (the Profiler's rows, the Compare pictures, the
// Messages' last line).
#include <QDockWidget>
#include <QPlainTextEdit>
#include <QScreen>
#include <QTabBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

#include "gui/main_window.h"
#include "gui/selection/selection_model.h"
#include "gui/window_fit.h"
#include "viewport/viewport_widget.h"
#include "window_setup.h"

using namespace rigstage;

namespace {

const QString kSample = QStringLiteral(RIGSTAGE_SAMPLES "/walker/walker.character.xml");
const QRect kLaptop(0, 0, 1280, 720);

}  // namespace

class TestWindowFit : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void aRestoredGeometryIsBroughtInside()
    {
        QWidget big;
        big.resize(1400, 860);  // as restored from a larger screen
        fitWindowToScreen(big, kLaptop);
        QCOMPARE(big.size(), QSize(1280, 720));
        QCOMPARE(big.pos(), QPoint(0, 0));
        QWidget fits;
        fits.resize(1000, 600);
        fits.move(100, 50);
        fitWindowToScreen(fits, kLaptop);
        QCOMPARE(fits.geometry(), QRect(100, 50, 1000, 600));  // inside: kept
        QWidget fresh;
        fitWindowToScreen(fresh, QRect(0, 0, 1920, 1080));
        QCOMPARE(fresh.geometry(), QRect((1920 - 1400) / 2, (1080 - 860) / 2, 1400, 860));  // the default, centred
    }

    void everyDockOpenFitsALaptopScreen()
    {
        MainWindow window;
        fitWindowToScreen(window, kLaptop);
        QCOMPARE(window.size(), QSize(1280, 720));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.document()->open(kSample));
        QVERIFY(test::settleViewport(window));
        for (QDockWidget* d : window.findChildren<QDockWidget*>()) {
            d->show();
        }
        QTest::qWait(100);
        QVERIFY2(window.minimumSizeHint().height() <= kLaptop.height() && window.minimumSizeHint().width() <= kLaptop.width(),
                 qPrintable(QStringLiteral("%1 x %2").arg(window.minimumSizeHint().width()).arg(window.minimumSizeHint().height())));
        QCOMPARE(window.size(), QSize(1280, 720));

        // Selecting bones (the Inspector, pose editor and controller editor fill up) never grows it.
        const Framework& fw = *window.document()->framework();
        for (const char* bone : {"_0Base{BD}#L_Forearm", "_1Muscle{D}#L_Deltoid", "_0Base{BD}#Head", "_0Base{BD}#Pelvis"}) {
            window.document()->selection()->setBone(fw.findBone(bone));
            QTest::qWait(50);
            QCOMPARE(window.size(), QSize(1280, 720));
        }

        // The right side's tabs show their whole titles without scroll arrows.
        const auto bars = window.findChildren<QTabBar*>(QString(), Qt::FindDirectChildrenOnly);
        QTabBar* right = nullptr;
        for (QTabBar* bar : bars) {
            for (int i = 0; i < bar->count(); ++i) {
                right = bar->tabText(i).remove(QLatin1Char('&')) == QStringLiteral("Inspector") ? bar : right;
            }
        }
        QVERIFY(right);
        int used = 0;
        for (int i = 0; i < right->count(); ++i) {
            used += right->tabRect(i).width();
        }
        QVERIFY2(used <= right->width(), qPrintable(QStringLiteral("%1 tabs need %2 px of %3").arg(right->count()).arg(used).arg(right->width())));

        auto* messages = window.findChild<QDockWidget*>(QStringLiteral("messagesDock"));
        const int messagesHeight = messages->height();
        // A table or pictures raised at the bottom get a third of the height (less the row of tabs
        // under the group, about 26 px).
        for (const char* name : {"profilerDock", "compareDock"}) {
            auto* dock = window.findChild<QDockWidget*>(QLatin1String(name));
            dock->raise();
            QTRY_VERIFY2_WITH_TIMEOUT(dock->height() >= window.height() / 3 - 30, qPrintable(QStringLiteral("%1: %2 px").arg(QLatin1String(name)).arg(dock->height())), 2000);
            QCOMPARE(window.size(), QSize(1280, 720));
        }
        messages->raise();  // back to the height it had: the viewport gets its room again
        QTRY_VERIFY2_WITH_TIMEOUT(std::abs(messages->height() - messagesHeight) <= 2,
                                  qPrintable(QStringLiteral("%1 px, had %2").arg(messages->height()).arg(messagesHeight)), 2000);
        if (const QString shots = qEnvironmentVariable("RIGSTAGE_SCREENSHOT_DIR"); !shots.isEmpty()) {
            // From the screen, so the viewport's GL picture is in it, once the skeleton is drawn.
            window.viewport()->frameAll();
            QTest::qWait(500);  // the screen shows the last layout once every part has repainted
            QImage shot;
            QTRY_VERIFY_WITH_TIMEOUT(
                [&] {
                    shot = window.screen()->grabWindow(window.winId()).toImage();
                    const QRect area(window.viewport()->mapTo(&window, QPoint(0, 0)), window.viewport()->size());
                    int bone = 0;
                    for (int y = area.top(); y < area.bottom(); y += 3) {
                        for (int x = area.left(); x < area.right(); x += 3) {
                            const QRgb c = shot.pixel(x, y);
                            bone += qBlue(c) > 150 && qBlue(c) > qRed(c) + 60;  // the base layer's blue
                        }
                    }
                    return bone > 50;
                }(),
                10000);
            shot.save(shots + QStringLiteral("/window-1280x720.png"));
        }
    }
};

QTEST_MAIN(TestWindowFit)
#include "test_window_fit.moc"
