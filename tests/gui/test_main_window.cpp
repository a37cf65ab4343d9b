// The window under Xvfb: open the sample through the document, play the timeline, click a bone in
// the viewport, undo / redo hiding it, messages for a broken file, saving the view state, and the
// pixels of the 3D area.
#include <QAction>
#include <QApplication>
#include <QMouseEvent>
#include <QDir>
#include <QFile>
#include <QPlainTextEdit>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QTabBar>
#include <QTest>
#include <QToolTip>
#include <QSignalSpy>
#include <QVector3D>

#include "viewport/camera_spec.h"
#include "widgets/procedural_panel.h"
#include "widgets/time_ruler.h"
#include "widgets/timeline_widget.h"
#include <QWindow>

#include "gui/main_window.h"
#include "gui/playback/playback_model.h"
#include "gui/selection/selection_model.h"
#include "gui/visibility/visibility_model.h"
#include "gui/saving/document_saver.h"
#include "widgets/elided_label.h"
#include "sample_copy.h"
#include "viewport/skeleton_scene.h"
#include "viewport/stage_window.h"
#include "viewport/viewport_widget.h"
#include "widgets/inspector_widget.h"
#include "widgets/timeline_widget.h"
#include "test_helpers.h"
#include "window_setup.h"

using namespace rigstage;

namespace {

const QString kSample = QStringLiteral(RIGSTAGE_SAMPLES "/walker/walker.character.xml");

bool isBackground(QRgb c)
{
    return std::abs(qRed(c) - 38) < 6 && std::abs(qGreen(c) - 40) < 6 && std::abs(qBlue(c) - 46) < 6;
}

}  // namespace

class TestMainWindow : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);  // settings go to a test location, not the user's
        QSettings().clear();
    }

    void init()
    {
        window_ = std::make_unique<MainWindow>();
        window_->resize(1280, 800);
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    }

    void cleanup()
    {
        window_->document()->saver()->forgetUnsavedChanges();  // no "save changes?" question when closing
        window_->close();
        window_.reset();
    }

    void timelineAdvancesAndThePoseChanges()
    {
        QVERIFY(window_->document()->open(kSample));
        QCOMPARE(window_->document()->framework()->boneCount(), 78);
        const std::vector<glm::mat4> before = window_->document()->world();
        const int foot = window_->document()->framework()->findBone("_0Base{BD}#L_Foot");
        QCOMPARE(window_->timeline()->frame(), 0.0);
        window_->timeline()->advance(0.25);  // 30 fps: 7.5 frames
        QVERIFY2(std::abs(window_->timeline()->frame() - 7.5) < 1e-6, qPrintable(QString::number(window_->timeline()->frame())));
        QVERIFY(std::abs(window_->document()->playback()->frame() - 7.5) < 1e-6);
        const std::vector<glm::mat4> after = window_->document()->world();
        QVERIFY2(glm::length(glm::vec3(after[foot][3]) - glm::vec3(before[foot][3])) > 1.0f, "the foot moves");
        // Playing runs the timer: frames keep coming.
        window_->timeline()->play();
        const double start = window_->timeline()->frame();
        QTRY_VERIFY_WITH_TIMEOUT(window_->timeline()->frame() != start, 3000);
        window_->timeline()->pause();
        // Stepping lands on whole frames and wraps when looping.
        window_->timeline()->setFrame(31.5);
        window_->timeline()->stepForward();
        QCOMPARE(window_->timeline()->frame(), 32.0);
        window_->timeline()->stepForward();
        QCOMPARE(window_->timeline()->frame(), 0.0);
    }

    void theTimeSliderJumpsScrubsAndKeepsToItsRange()
    {
        QVERIFY(window_->document()->open(kSample));
        TimelineWidget* timeline = window_->timeline();
        timeline->pause();
        TimeRuler* ruler = timeline->ruler();
        QVERIFY(ruler->isVisible() && ruler->width() > 200);
        // Click anywhere: that frame.
        QTest::mouseClick(ruler, Qt::LeftButton, Qt::NoModifier, QPoint(ruler->xOf(16.0), ruler->height() / 2));
        QCOMPARE(timeline->frame(), 16.0);
        QCOMPARE(window_->document()->playback()->frame(), 16.0);
        // Drag: scrubs through to where the mouse is let go.
        QTest::mousePress(ruler, Qt::LeftButton, Qt::NoModifier, QPoint(ruler->xOf(4.0), 5));
        QMouseEvent move(QEvent::MouseMove, QPointF(ruler->xOf(20.0), 5), ruler->mapToGlobal(QPointF(ruler->xOf(20.0), 5)),
                         Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(ruler, &move);
        QTest::mouseRelease(ruler, Qt::LeftButton, Qt::NoModifier, QPoint(ruler->xOf(20.0), 5));
        QCOMPARE(timeline->frame(), 20.0);
        // Home / End: the ends of the playback range; , and . step.
        window_->action(QStringLiteral("goToStart"))->trigger();
        QCOMPARE(timeline->frame(), 0.0);
        window_->action(QStringLiteral("goToEnd"))->trigger();
        QCOMPARE(timeline->frame(), 32.0);
        window_->action(QStringLiteral("previousFrame"))->trigger();
        QCOMPARE(timeline->frame(), 31.0);
        // A playback range of 8..12: playing loops inside it.
        timeline->setPlaybackRange(8.0, 12.0);
        window_->action(QStringLiteral("goToStart"))->trigger();
        QCOMPARE(timeline->frame(), 8.0);
        for (int i = 0; i < 20; ++i) {
            timeline->advance(0.05);
            QVERIFY2(timeline->frame() >= 8.0 && timeline->frame() <= 12.0, qPrintable(QString::number(timeline->frame())));
        }
        // The selected bone's keys are marked: the walk keys the thigh on every frame 0..32.
        window_->document()->selection()->setBone(window_->document()->framework()->findBone("_0Base{BD}#L_Thigh"));
        QCOMPARE(int(ruler->keys().size()), 33);
        window_->document()->selection()->setBone(window_->document()->framework()->findBone("_1Muscle{D}#L_Deltoid"));
        QVERIFY(ruler->keys().empty());  // a helper joint has no keys
    }

    void viewPresetsLookFromEachSide_data()
    {
        // The sample is Z up and faces -Y; its left (L_ bones) is +X.
        QTest::addColumn<QString>("side");
        QTest::addColumn<QVector3D>("looking");
        QTest::newRow("front") << "front" << QVector3D(0, 1, 0);
        QTest::newRow("back") << "back" << QVector3D(0, -1, 0);
        QTest::newRow("left") << "left" << QVector3D(-1, 0, 0);
        QTest::newRow("right") << "right" << QVector3D(1, 0, 0);
        QTest::newRow("top") << "top" << QVector3D(0, 0, -1);
    }
    void viewPresetsLookFromEachSide()
    {
        QFETCH(QString, side);
        QFETCH(QVector3D, looking);
        QVERIFY(window_->document()->open(kSample));
        window_->action(QStringLiteral("view-") + side)->trigger();
        const CameraSpec camera = window_->viewport()->cameraSpec();
        const glm::vec3 dir = glm::normalize(camera.target - camera.position);
        QVERIFY2(glm::dot(dir, glm::vec3(looking.x(), looking.y(), looking.z())) > 0.999f,
                 qPrintable(QStringLiteral("%1 %2 %3").arg(dir.x).arg(dir.y).arg(dir.z)));
        // The whole character is in the picture: head and both feet project inside the viewport.
        QTest::qWait(50);
        const QRect inside(QPoint(0, 0), window_->viewport()->stage()->size());
        for (const char* bone : {"_0Base{BD}#Head", "_0Base{BD}#L_Foot", "_0Base{BD}#R_Foot"}) {
            const int b = window_->document()->framework()->findBone(bone);
            const auto at = window_->viewport()->screenPosition(glm::vec3(window_->document()->world()[b][3]));
            QVERIFY2(at && inside.contains(at->toPoint()), bone);
        }
        window_->action(QStringLiteral("view-perspective"))->trigger();  // the camera is remembered for the next window
    }

    void navigationSchemesMapTheMouseAsTheirDcc()
    {
        QVERIFY(window_->document()->open(kSample));
        QWindow* stage = window_->viewport()->stage();
        const auto drag = [&](Qt::KeyboardModifiers modifiers) {
            const CameraSpec before = window_->viewport()->cameraSpec();
            const QPointF a(200, 200), b(260, 230);
            QMouseEvent press(QEvent::MouseButtonPress, a, stage->mapToGlobal(a), Qt::MiddleButton, Qt::MiddleButton, modifiers);
            QMouseEvent move(QEvent::MouseMove, b, stage->mapToGlobal(b), Qt::NoButton, Qt::MiddleButton, modifiers);
            QMouseEvent release(QEvent::MouseButtonRelease, b, stage->mapToGlobal(b), Qt::MiddleButton, Qt::NoButton, modifiers);
            QApplication::sendEvent(stage, &press);
            QApplication::sendEvent(stage, &move);
            QApplication::sendEvent(stage, &release);
            const CameraSpec after = window_->viewport()->cameraSpec();
            const glm::vec3 d0 = glm::normalize(before.position - before.target), d1 = glm::normalize(after.position - after.target);
            const bool turned = glm::dot(d0, d1) < 0.9999f;
            const bool moved = glm::length(after.target - before.target) > 1e-3f;
            const bool zoomed = std::abs(glm::length(after.position - after.target) - glm::length(before.position - before.target)) > 1e-3f;
            return turned ? QStringLiteral("orbit") : moved ? QStringLiteral("pan") : zoomed ? QStringLiteral("zoom") : QStringLiteral("none");
        };
        window_->action(QStringLiteral("navigation-max"))->trigger();
        QCOMPARE(drag(Qt::NoModifier), QStringLiteral("pan"));
        QCOMPARE(drag(Qt::AltModifier), QStringLiteral("orbit"));
        QCOMPARE(drag(Qt::AltModifier | Qt::ControlModifier), QStringLiteral("zoom"));
        window_->action(QStringLiteral("navigation-blender"))->trigger();
        QCOMPARE(drag(Qt::NoModifier), QStringLiteral("orbit"));
        QCOMPARE(drag(Qt::ShiftModifier), QStringLiteral("pan"));
        QCOMPARE(drag(Qt::ControlModifier), QStringLiteral("zoom"));
        window_->action(QStringLiteral("navigation-maya"))->trigger();
        QCOMPARE(drag(Qt::NoModifier), QStringLiteral("none"));
        QCOMPARE(drag(Qt::AltModifier), QStringLiteral("pan"));
    }

    void theNavigationSchemeSurvivesARestart()
    {
        // Chosen in View > Navigation, kept by the next window (a restart), shown in Edit > Preferences.
        window_->action(QStringLiteral("navigation-blender"))->trigger();
        QCOMPARE(window_->viewport()->stage()->navigationScheme(), NavigationScheme::Blender);
        window_->close();
        window_ = std::make_unique<MainWindow>();
        QCOMPARE(window_->viewport()->stage()->navigationScheme(), NavigationScheme::Blender);
        QVERIFY(window_->action(QStringLiteral("navigation-blender"))->isChecked());
        const QList<QAction*> edit = window_->menuBar()->actions().at(1)->menu()->actions();
        QVERIFY(std::any_of(edit.begin(), edit.end(), [](QAction* a) { return a->text().remove(QLatin1Char('&')).startsWith(QStringLiteral("Preferences")); }));
        window_->action(QStringLiteral("navigation-maya"))->trigger();
        window_->show();
    }

    void clickingABoneSelectsItEverywhere()
    {
        QVERIFY(window_->document()->open(kSample));
        window_->timeline()->pause();  // a still pose: where the bone is drawn stays where it is aimed at
        QVERIFY(!window_->timeline()->isPlaying());
        QVERIFY(test::settleViewport(*window_));
        ViewportWidget* viewport = window_->viewport();
        viewport->frameAll();
        const int knee = window_->document()->framework()->findBone("_0Base{BD}#R_Foot");  // no helper sits on it
        // Aimed afresh before each click: on a busy machine the layout can still resize the 3D
        // area after it looked settled, and a stale point then lands on another bone.
        const auto aimAt = [&](int bone) {
            waitUntilDrawn(bone);
            const auto at = viewport->screenPosition(glm::vec3(window_->document()->world()[bone][3]));
            return at ? at->toPoint() : QPoint(-1, -1);
        };
        QPoint at = aimAt(knee);
        QVERIFY(at.x() >= 0);
        QCOMPARE(viewport->boneAt(at), knee);
        QTest::mouseClick(viewport->stage(), Qt::LeftButton, Qt::NoModifier, at);
        QTRY_COMPARE_WITH_TIMEOUT(window_->document()->selection()->bone(), knee, 10000);
        QCOMPARE(window_->inspector()->field(QStringLiteral("name")), QStringLiteral("_0Base{BD}#R_Foot"));
        QVERIFY(window_->inspector()->field(QStringLiteral("flags")).contains(QStringLiteral("B")));
        // The status bar names the selection and the mode.
        QVERIFY2(window_->statusLabel()->text().contains(QStringLiteral("| R_Foot |")), qPrintable(window_->statusLabel()->text()));
        QVERIFY(window_->statusLabel()->text().contains(QStringLiteral("paused")));
        // A right click on a bone selects it and opens the viewport's menu; Hide from it hides it.
        QTest::mouseClick(viewport->stage(), Qt::LeftButton, Qt::NoModifier, QPoint(5, 5));
        QTRY_COMPARE_WITH_TIMEOUT(window_->document()->selection()->bone(), -1, 10000);
        at = aimAt(knee);
        QCOMPARE(viewport->boneAt(at), knee);
        QTest::mouseClick(viewport->stage(), Qt::RightButton, Qt::NoModifier, at);
        QTRY_VERIFY_WITH_TIMEOUT(window_->viewportMenu() && window_->viewportMenu()->isVisible(), 10000);
        QCOMPARE(window_->document()->selection()->bone(), knee);
        QVERIFY(window_->viewportMenu()->actions().contains(window_->action(QStringLiteral("hideSelected"))));
        window_->viewportMenu()->close();
        window_->action(QStringLiteral("hideSelected"))->trigger();
        QVERIFY(window_->document()->visibility()->isBoneHidden(knee));
        window_->action(QStringLiteral("undo"))->trigger();
        // Clicking empty space clears the selection.
        QTest::mouseClick(viewport->stage(), Qt::LeftButton, Qt::NoModifier, QPoint(5, 5));
        QTRY_COMPARE_WITH_TIMEOUT(window_->document()->selection()->bone(), -1, 10000);
        QVERIFY(window_->statusLabel()->text().contains(QStringLiteral("nothing selected")));
    }

    void hoveringABoneLightsItAndNamesIt()
    {
        QVERIFY(window_->document()->open(kSample));
        window_->timeline()->pause();
        QVERIFY(!window_->timeline()->isPlaying());
        QVERIFY(test::settleViewport(*window_));
        ViewportWidget* viewport = window_->viewport();
        viewport->frameAll();
        const int foot = window_->document()->framework()->findBone("_0Base{BD}#R_Foot");
        const int toe = window_->document()->framework()->findBone("_0Base{BD}#R_Toe0");
        waitUntilDrawn(foot);
        waitUntilDrawn(toe);
        const auto at = viewport->screenPosition(glm::vec3(window_->document()->world()[foot][3]));
        const auto mid = viewport->screenPosition(0.5f * glm::vec3(window_->document()->world()[foot][3] + window_->document()->world()[toe][3]));
        QVERIFY(at && mid);
        // The foot bone (foot to toe) where it is drawn: red + green of a few pixels.
        const auto brightness = [&] {
            const QImage shot = window_->screen()->grabWindow(window_->winId()).toImage();
            const QPoint c = viewport->mapTo(window_.get(), mid->toPoint());
            int sum = 0;
            for (int dy = -1; dy <= 1; ++dy) {
                for (int dx = -1; dx <= 1; ++dx) {
                    const QRgb p = shot.pixel(c + QPoint(dx, dy));
                    sum += qRed(p) + qGreen(p);
                }
            }
            return sum;
        };
        // The framed view is on screen: the bone covers the middle pixel (not the background).
        QTRY_VERIFY_WITH_TIMEOUT(!isBackground(window_->screen()->grabWindow(window_->winId()).toImage().pixel(
                                     viewport->mapTo(window_.get(), mid->toPoint()))),
                                 10000);
        const int before = brightness();
        QCOMPARE(viewport->boneAt(at->toPoint()), foot);
        QSignalSpy hovered(viewport, &ViewportWidget::boneHovered);
        QTest::mouseMove(viewport->stage(), at->toPoint());
        QTRY_COMPARE_WITH_TIMEOUT(viewport->hoveredBone(), foot, 10000);
        QCOMPARE(hovered.last().at(0).toInt(), foot);
        QTRY_VERIFY_WITH_TIMEOUT(QToolTip::isVisible() && QToolTip::text() == QStringLiteral("_0Base{BD}#R_Foot"), 10000);
        // Lighter than its layer's blue while hovered, and back when the mouse moves off.
        QTRY_VERIFY_WITH_TIMEOUT(brightness() > before + 200, 10000);
        QTest::mouseMove(viewport->stage(), QPoint(5, 5));
        QTRY_COMPARE_WITH_TIMEOUT(viewport->hoveredBone(), -1, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(brightness() < before + 100, 10000);
        QVERIFY(window_->document()->selection()->bone() != foot);  // hovering selects nothing
    }

    void hideIsUndoable()
    {
        QVERIFY(window_->document()->open(kSample));
        const int hand = window_->document()->framework()->findBone("_0Base{BD}#L_Hand");
        window_->document()->selection()->setBone(hand);
        window_->action(QStringLiteral("hideSelected"))->trigger();
        QVERIFY(window_->document()->visibility()->isBoneHidden(hand));
        QVERIFY(window_->isWindowModified());
        window_->action(QStringLiteral("undo"))->trigger();
        QVERIFY(!window_->document()->visibility()->isBoneHidden(hand));
        window_->action(QStringLiteral("redo"))->trigger();
        QVERIFY(window_->document()->visibility()->isBoneHidden(hand));
        window_->action(QStringLiteral("unhideAll"))->trigger();
        QVERIFY(window_->document()->visibility()->hiddenBones().empty());
        window_->action(QStringLiteral("undo"))->trigger();
        QVERIFY(window_->document()->visibility()->isBoneHidden(hand));
    }

    void redoAnswersEveryDccsKeys()
    {
        // Ctrl+Z undoes; Ctrl+Y (3ds Max) and Ctrl+Shift+Z (Maya, Blender) both redo, as key
        // presses on the window; the Edit menu's Redo shows both.
        QVERIFY(window_->document()->open(kSample));
        const int hand = window_->document()->framework()->findBone("_0Base{BD}#L_Hand");
        window_->document()->selection()->setBone(hand);
        window_->action(QStringLiteral("hideSelected"))->trigger();
        window_->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window_.get()));
        for (const QKeySequence& redoKey : {QKeySequence(Qt::CTRL | Qt::Key_Y), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)}) {
            QTest::keySequence(window_.get(), QKeySequence(Qt::CTRL | Qt::Key_Z));
            QVERIFY(!window_->document()->visibility()->isBoneHidden(hand));
            QTest::keySequence(window_.get(), redoKey);
            QVERIFY2(window_->document()->visibility()->isBoneHidden(hand), qPrintable(redoKey.toString()));
        }
        const QList<QKeySequence> shown = window_->action(QStringLiteral("redo"))->shortcuts();
        QVERIFY(shown.contains(QKeySequence(Qt::CTRL | Qt::Key_Y)) && shown.contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)));
    }

    void defaultLayoutFitsA720pScreenWithTheViewportLargest()
    {
        window_->resize(1280, 720);
        QTRY_COMPARE(window_->height(), 720);
        window_->action(QStringLiteral("resetLayout"))->trigger();
        QTest::qWait(100);
        QWidget* viewport = window_->viewport();
        const auto area = [](const QWidget* w) { return w->isVisible() ? w->width() * w->height() : 0; };
        for (QDockWidget* d : window_->findChildren<QDockWidget*>()) {
            if (!d->isHidden() && !d->visibleRegion().isEmpty()) {
                QVERIFY2(area(viewport) > area(d), qPrintable(d->objectName() + QStringLiteral(" is larger than the viewport: %1x%2 vs %3x%4").arg(d->width()).arg(d->height()).arg(viewport->width()).arg(viewport->height())));
            }
        }
        QVERIFY(viewport->width() >= 1280 / 2);
        QVERIFY(window_->timeline()->isVisible() && window_->timeline()->height() > 10);
        QVERIFY(window_->statusBar()->isVisible());
        QVERIFY2(window_->height() <= 720, qPrintable(QStringLiteral("%1 x %2, minimum %3").arg(window_->width()).arg(window_->height()).arg(window_->minimumSizeHint().height())));
        // The Window menu lists every dock; hiding one and resetting brings it back.
        QMenu* windowMenu = nullptr;
        for (QAction* a : window_->menuBar()->actions()) {
            if (a->text() == QStringLiteral("&Window")) {
                windowMenu = a->menu();
            }
        }
        QVERIFY(windowMenu);
        const auto docks = window_->findChildren<QDockWidget*>();
        QCOMPARE(windowMenu->actions().size(), int(docks.size()) + 2);  // + separator + Reset Layout
        QDockWidget* layers = window_->findChild<QDockWidget*>(QStringLiteral("layersDock"));
        layers->toggleViewAction()->trigger();
        QVERIFY(layers->isHidden());
        window_->action(QStringLiteral("resetLayout"))->trigger();
        QVERIFY(!layers->isHidden());
        // Maximize Viewport (Alt+W): the viewport takes the window's width; again: the docks return.
        window_->action(QStringLiteral("maximizeViewport"))->trigger();
        QTRY_VERIFY(window_->viewport()->width() > window_->width() - 20);
        QVERIFY(layers->isHidden());
        window_->action(QStringLiteral("maximizeViewport"))->trigger();
        QTRY_VERIFY(!layers->isHidden());
        QVERIFY(window_->viewport()->width() < window_->width() - 200);
        // Nothing clipped without a way to read it: tabbed docks show whole titles (scrolling when
        // they do not fit), a long bone name elides in the middle with the whole name in its tooltip.
        QTest::qWait(50);
        const auto bars = window_->findChildren<QTabBar*>(QString(), Qt::FindDirectChildrenOnly);
        QVERIFY(!bars.isEmpty());
        for (QTabBar* bar : bars) {
            QCOMPARE(bar->elideMode(), Qt::ElideNone);
            QVERIFY(bar->usesScrollButtons());
        }
        QVERIFY(window_->document()->open(kSample));
        const QString longName = QStringLiteral("_0Base{BD}#L_UpperArm");
        window_->document()->selection()->setBone(window_->document()->framework()->findBone(longName.toStdString()));
        QCOMPARE(window_->inspector()->field(QStringLiteral("name")), longName);
        auto* nameLabel = qobject_cast<QLabel*>(window_->inspector()->findChild<ElidedLabel*>());
        QVERIFY(nameLabel);
        QCOMPARE(nameLabel->toolTip(), longName);
        QVERIFY(nameLabel->fontMetrics().horizontalAdvance(nameLabel->text()) <= nameLabel->width());
        if (const QString shots = qEnvironmentVariable("RIGSTAGE_SCREENSHOT_DIR"); !shots.isEmpty()) {
            window_->viewport()->frameAll();
            QTest::qWait(400);
            window_->screen()->grabWindow(window_->winId()).save(shots + QStringLiteral("/layout-720p.png"));
        }
    }

    void proceduralSettingsAreUndoable()
    {
        // Three steps of the max-speed spin box make one undo step back to the manifest's value.
        QVERIFY(window_->document()->open(kSample));
        ProceduralLocomotion* loco = window_->document()->instance()->locomotion();
        QVERIFY(loco);
        const float before = loco->settings().maxSpeed;
        QDoubleSpinBox* box = window_->proceduralPanel()->locomotionField(QStringLiteral("maxSpeed"));
        QCOMPARE(float(box->value()), before);
        box->setFocus();
        for (int i = 0; i < 3; ++i) {
            QTest::keyClick(box, Qt::Key_Up);
        }
        QCOMPARE(loco->settings().maxSpeed, before + 3.0f * float(box->singleStep()));
        QCOMPARE(window_->document()->undoStack()->count(), 1);
        window_->action(QStringLiteral("undo"))->trigger();
        QCOMPARE(loco->settings().maxSpeed, before);
        QCOMPARE(float(box->value()), before);  // the panel shows it
        window_->action(QStringLiteral("redo"))->trigger();
        QCOMPARE(loco->settings().maxSpeed, before + 3.0f * float(box->singleStep()));
        // Selection and the camera stay out of the undo stack, as in Max.
        window_->document()->selection()->setBone(3);
        window_->viewport()->frameAll();
        QCOMPARE(window_->document()->undoStack()->count(), 1);
    }

    void viewStateIsSavedAndRestored()
    {
        QTemporaryDir dir;
        const QString path = test::copySampleWith(dir);
        QVERIFY(window_->document()->open(path));
        const int head = window_->document()->framework()->findBone("_0Base{BD}#Head");
        window_->document()->visibility()->hideBones({head}, true);
        QVERIFY(window_->save());
        QVERIFY(QFile::exists(path + QStringLiteral(".view.json")));
        QVERIFY(!window_->isWindowModified());
        QVERIFY(window_->document()->open(path));
        QVERIFY(window_->document()->visibility()->isBoneHidden(head));
    }

    void brokenFileKeepsTheCharacterAndShowsTheFullMessage()
    {
        QVERIFY(window_->document()->open(kSample));
        const QString broken = QStringLiteral(RIGSTAGE_FIXTURES "/xml/manifest_bad_up_axis.xml");
        QVERIFY(!window_->document()->open(broken));
        QCOMPARE(window_->document()->path(), kSample);
        const QString text = window_->messageArea()->toPlainText();
        QVERIFY2(text.contains(QStringLiteral("manifest_bad_up_axis.xml:2: error [manifest.bad-up-axis]")), qPrintable(text));
        // A model that is not there, and a file that is neither a manifest nor a model: clear
        // messages naming the file, nothing lost.
        window_->openFile(QStringLiteral("/tmp/no-such-character.fbx"));
        QTRY_VERIFY_WITH_TIMEOUT(!window_->document()->isLoading(), 10000 * test::kSanitizerSlowdown);
        QVERIFY2(window_->messageArea()->toPlainText().contains(QStringLiteral("/tmp/no-such-character.fbx")),
                 qPrintable(window_->messageArea()->toPlainText()));
        QCOMPARE(window_->document()->path(), kSample);
        // A model that exhausts the importer (Assimp asks for 2.3 GB): the bounded child takes
        // the blow, the window says so and keeps its character.
        window_->openFile(QStringLiteral(RIGSTAGE_FIXTURES "/models/assimp-oom.glb"));
        QTRY_VERIFY_WITH_TIMEOUT(!window_->document()->isLoading(), 30000 * test::kSanitizerSlowdown);
        QVERIFY2(window_->messageArea()->toPlainText().contains(QStringLiteral("assimp-oom.glb: error [import.crashed]")),
                 qPrintable(window_->messageArea()->toPlainText()));
        QCOMPARE(window_->document()->path(), kSample);
        window_->openFile(QStringLiteral("/tmp/notes.txt"));
        QVERIFY(window_->messageArea()->toPlainText().contains(QStringLiteral("not a character manifest")));
        QCOMPARE(window_->document()->path(), kSample);
    }

    void asyncOpenLoadsAndRecentFilesRemember()
    {
        window_->openFile(kSample);
        QTRY_VERIFY_WITH_TIMEOUT(window_->document()->isOpen(), 10000 * test::kSanitizerSlowdown);
        QVERIFY(window_->windowTitle().contains(QStringLiteral("Walker")));
    }

    void viewportShowsTheSkeleton()
    {
        QVERIFY(window_->document()->open(kSample));
        window_->timeline()->setFrame(8.0);
        window_->document()->selection()->setBone(window_->document()->framework()->findBone("_0Base{BD}#L_UpperArm"));
        window_->viewport()->frameAll();
        for (const char* dock : {"inspectorDock", "layersDock", "messagesDock"}) {  // earlier tests' layouts persist
            window_->findChild<QDockWidget*>(QLatin1String(dock))->raise();
        }
        QImage shot;
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                shot = window_->screen()->grabWindow(window_->winId()).toImage();
                const QRect area(window_->viewport()->mapTo(window_.get(), QPoint(0, 0)), window_->viewport()->size());
                int bone = 0;
                for (int y = area.top(); y < area.bottom(); y += 3) {
                    for (int x = area.left(); x < area.right(); x += 3) {
                        const QRgb c = shot.pixel(x, y);
                        bone += qBlue(c) > 150 && qBlue(c) > qRed(c) + 60;  // the base layer's blue
                    }
                }
                return bone > 50 && isBackground(shot.pixel(area.left() + 4, area.top() + 4));
            }(),
            10000);
        const QString dir = qEnvironmentVariable("RIGSTAGE_SCREENSHOT_DIR");
        if (!dir.isEmpty()) {
            shot.save(dir + QStringLiteral("/main-window.png"));
        }
    }

private:
    /// Waits until the viewport draws (and so picks) the bone where the document has it: the
    /// tests aim at the document's pose, and on a loaded machine the drawn one can lag a frame.
    void waitUntilDrawn(int bone)
    {
        const auto drawn = [&] {
            const std::vector<glm::mat4>& world = window_->viewport()->stage()->scene()->world();
            return bone < static_cast<int>(world.size()) && world[static_cast<std::size_t>(bone)][3] == window_->document()->world()[bone][3];
        };
        QTRY_VERIFY_WITH_TIMEOUT(drawn(), 10000);
    }

    std::unique_ptr<MainWindow> window_;
};

QTEST_MAIN(TestMainWindow)
#include "test_main_window.moc"
