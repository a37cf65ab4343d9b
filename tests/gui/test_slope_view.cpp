// Slope adaptation in the window: the Procedural dock sets a 20-degree plane (QTest on its combo
// and spin box), the walker is driven across it with W and both feet stay on it, the ground is
// drawn (its green checker in the grabbed viewport), and the dock's stage list switches the slope
// stage off (the feet then stand on the clip's flat ground again) and shows each stage's cost. The
// dock's roll fields tilt the hips across a side slope; the ground and the switches go into the
// crash-recovery file and come back from it.
#include <QAction>
#include <QApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QScreen>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <QUndoStack>

#include <cmath>

#include "gui/autosave.h"
#include "gui/main_window.h"
#include "gui/playback/playback_model.h"
#include "gui/stages/stages_model.h"
#include "gui/saving/document_saver.h"
#include "sample_copy.h"
#include "viewport/viewport_widget.h"
#include "widgets/procedural_panel.h"
#include "widgets/stage_list.h"
#include "widgets/terrain_editor.h"
#include "widgets/timeline_widget.h"

using namespace rigstage;

namespace {

/// Pixels of the terrain's green-grey checker.
int countGround(const QImage& shot, const QRect& area)
{
    int n = 0;
    for (int y = area.top(); y < area.bottom(); y += 2) {
        for (int x = area.left(); x < area.right(); x += 2) {
            const QRgb c = shot.pixel(x, y);
            n += qGreen(c) > qRed(c) + 6 && qGreen(c) > qBlue(c) + 10 && qGreen(c) > 60;
        }
    }
    return n;
}

/// Types a value into a spin box as a user does (select, type, Tab).
void typeInto(QDoubleSpinBox* box, const QString& value)
{
    box->setFocus();
    box->selectAll();
    QTest::keyClicks(box, value);
    QTest::keyClick(box, Qt::Key_Tab);
}

/// The hips' roll in degrees: the elevation of the left-to-right thigh line (Z up).
float hipRoll(Document& doc)
{
    const Framework& fw = *doc.framework();
    const glm::vec3 left(doc.world()[std::size_t(fw.findBone("_0Base{BD}#L_Thigh"))][3]);
    const glm::vec3 right(doc.world()[std::size_t(fw.findBone("_0Base{BD}#R_Thigh"))][3]);
    return glm::degrees(std::asin(glm::normalize(right - left).z));
}

/// Clicks the button with this text on the next modal message box.
void clickOnNextBox(const QString& text, bool* seen)
{
    auto* timer = new QTimer;
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, [=] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box) {
            return;
        }
        for (QAbstractButton* b : box->buttons()) {
            if (b->text() == text) {
                *seen = true;
                timer->stop();
                timer->deleteLater();
                QTest::mouseClick(b, Qt::LeftButton);
                return;
            }
        }
    });
    timer->start();
}

}  // namespace

class TestSlopeView : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void walkerDrivenUpATwentyDegreePlaneKeepsBothFeetOnIt()
    {
        QTemporaryDir dir;
        const QString manifest = test::copySampleWith(dir);
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        Document* doc = window.document();
        QVERIFY(doc->open(manifest));
        // The ground, set as a user does: Plane in the combo, 20 in the slope box, uphill ahead (-Y).
        TerrainEditor* ground = window.proceduralPanel()->terrain();
        ground->kindBox()->setCurrentIndex(ground->kindBox()->findText(QStringLiteral("Plane")));
        QVERIFY(doc->stages()->terrain() && doc->stages()->terrain()->kind == TerrainKind::Plane);
        QDoubleSpinBox* slopeBox = ground->field(QStringLiteral("slopeDegrees"));
        QDoubleSpinBox* directionBox = ground->field(QStringLiteral("directionDegrees"));
        directionBox->setValue(-90.0);
        slopeBox->selectAll();
        QTest::keyClicks(slopeBox, QStringLiteral("20"));
        QTest::keyClick(slopeBox, Qt::Key_Tab);
        QCOMPARE(doc->stages()->terrain()->slopeDegrees, 20.0f);
        QCOMPARE(doc->stages()->terrain()->directionDegrees, -90.0f);
        QVERIFY(doc->saver()->isViewStateModified());  // the ground is part of the view state

        window.action(QStringLiteral("drive"))->setChecked(true);
        QVERIFY(doc->playback()->isDriving());
        window.timeline()->pause();  // the test advances time itself
        const Framework& fw = *doc->framework();
        const int feet[2] = {fw.findBone("_0Base{BD}#L_Foot"), fw.findBone("_0Base{BD}#R_Foot")};
        const float ankle = fw.bindWorld(feet[0])[3].z;
        const Terrain plane(*doc->stages()->terrain(), 2);
        const float cosSlope = std::cos(glm::radians(20.0f));
        const int root = fw.findBone("_0Base{B}#Root");
        const glm::vec3 start(doc->world()[std::size_t(root)][3]);
        QTest::keyPress(window.viewport()->stage(), Qt::Key_W);
        int planted = 0;
        for (int i = 0; i < 90; ++i) {
            window.timeline()->advance(1.0 / 60.0);
            float lowest = 1e9f;
            for (int foot : feet) {
                // Height above the plane along its normal: never in it, and the lower foot on it.
                const float clearance = plane.clearance(glm::vec3(doc->world()[std::size_t(foot)][3])) * cosSlope;
                QVERIFY2(clearance > ankle - 0.5f, qPrintable(QStringLiteral("step %1: a foot %2 above the plane").arg(i).arg(clearance)));
                lowest = std::min(lowest, clearance);
            }
            planted += std::abs(lowest - ankle) < 0.5f;
        }
        QTest::keyRelease(window.viewport()->stage(), Qt::Key_W);
        const glm::vec3 walked = glm::vec3(doc->world()[std::size_t(root)][3]) - start;
        QVERIFY2(glm::length(walked) > 40.0f, qPrintable(QString::number(glm::length(walked))));
        QVERIFY2(planted > 60, qPrintable(QString::number(planted)));  // a foot on the plane nearly all the time

        // The ground is drawn: the viewport shows its checker.
        QVERIFY(window.viewport()->viewFrom("left"));  // the slope seen from the side
        QWidget* view = window.viewport();
        const QRect area(view->mapTo(&window, QPoint(0, 0)), view->size());
        QTRY_VERIFY_WITH_TIMEOUT(countGround(window.screen()->grabWindow(window.winId()).toImage(), area) > 2000, 10000);
        if (const QString shots = qEnvironmentVariable("RIGSTAGE_SCREENSHOT_DIR"); !shots.isEmpty()) {
            window.findChild<QDockWidget*>(QStringLiteral("proceduralDock"))->raise();
            QTest::qWait(300);
            window.screen()->grabWindow(window.winId()).save(shots + QStringLiteral("/slope-drive.png"));
        }

        // The stage list: costs shown, and unticking Slope adaptation puts the feet back on the
        // clip's flat ground (so one sinks into the plane ahead or floats).
        StageList* stages = window.proceduralPanel()->stages();
        QTreeWidgetItem* slopeRow = stages->row(QStringLiteral("slope"));
        QVERIFY(slopeRow);
        QTRY_VERIFY_WITH_TIMEOUT(slopeRow->text(1).contains(QStringLiteral("µs")), 3000);
        const QRect box = stages->tree()->visualItemRect(slopeRow);
        stages->tree()->scrollToItem(slopeRow);
        QTest::mouseClick(stages->tree()->viewport(), Qt::LeftButton, {}, QPoint(box.left() + 10, box.center().y()));
        if (slopeRow->checkState(0) == Qt::Checked) {  // the style's check box sits elsewhere: toggle by key
            stages->tree()->setCurrentItem(slopeRow);
            QTest::keyClick(stages->tree(), Qt::Key_Space);
        }
        QCOMPARE(slopeRow->checkState(0), Qt::Unchecked);
        QVERIFY(!doc->instance()->pipeline().find(StageKind::Slope)->enabled());
        window.timeline()->advance(1.0 / 60.0);
        float worst = 0.0f;
        for (int foot : feet) {
            worst = std::max(worst, std::abs(plane.clearance(glm::vec3(doc->world()[std::size_t(foot)][3])) * cosSlope - ankle));
        }
        QVERIFY2(worst > 3.0f, qPrintable(QString::number(worst)));
        window.action(QStringLiteral("drive"))->setChecked(false);
        // The slope tuning is undoable: three steps of the body spring make one undo step back.
        QDoubleSpinBox* spring = ground->field(QStringLiteral("heightFrequency"));
        const float before = doc->instance()->slopeAdaptation()->settings().heightSpring.frequencyHz;
        const int undoCount = doc->undoStack()->count();
        spring->setFocus();
        for (int i = 0; i < 3; ++i) {
            QTest::keyClick(spring, Qt::Key_Up);
        }
        QCOMPARE(doc->instance()->slopeAdaptation()->settings().heightSpring.frequencyHz, before + 3.0f * float(spring->singleStep()));
        QCOMPARE(doc->undoStack()->count(), undoCount + 1);
        doc->undoStack()->undo();
        QCOMPARE(doc->instance()->slopeAdaptation()->settings().heightSpring.frequencyHz, before);
        QCOMPARE(float(spring->value()), before);  // the dock shows the value undo put back
        doc->saver()->forgetUnsavedChanges();
    }

    void rollFieldsTiltTheHipsAcrossASideSlope()
    {
        QTemporaryDir dir;
        const QString manifest = test::copySampleWith(dir);
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        Document* doc = window.document();
        QVERIFY(doc->open(manifest));
        window.timeline()->pause();
        // A 20-degree plane rising to the walker's right (it faces -Y, so its right is -X: 180).
        TerrainEditor* ground = window.proceduralPanel()->terrain();
        ground->kindBox()->setCurrentIndex(ground->kindBox()->findText(QStringLiteral("Plane")));
        typeInto(ground->field(QStringLiteral("directionDegrees")), QStringLiteral("180"));
        typeInto(ground->field(QStringLiteral("slopeDegrees")), QStringLiteral("20"));
        QCOMPARE(doc->stages()->terrain()->directionDegrees, 180.0f);
        QCOMPARE(float(ground->field(QStringLiteral("roll"))->value()), 0.5f);
        QCOMPARE(float(ground->field(QStringLiteral("maxRollDegrees"))->value()), 15.0f);
        doc->evaluate();
        QVERIFY2(std::abs(hipRoll(*doc) - 10.0f) < 0.5f, qPrintable(QString::number(hipRoll(*doc))));  // half of 20
        // All of the slope, limited to 15 degrees; then the limit at 8.
        typeInto(ground->field(QStringLiteral("roll")), QStringLiteral("1"));
        QCOMPARE(doc->instance()->slopeAdaptation()->settings().roll, 1.0f);
        doc->evaluate();
        QVERIFY2(std::abs(hipRoll(*doc) - 15.0f) < 0.5f, qPrintable(QString::number(hipRoll(*doc))));
        typeInto(ground->field(QStringLiteral("maxRollDegrees")), QStringLiteral("8"));
        doc->evaluate();
        QVERIFY2(std::abs(hipRoll(*doc) - 8.0f) < 0.5f, qPrintable(QString::number(hipRoll(*doc))));
        // Undone, the limit is 15 again and the dock shows it.
        doc->undoStack()->undo();
        QCOMPARE(doc->instance()->slopeAdaptation()->settings().maxRollDegrees, 15.0f);
        QCOMPARE(float(ground->field(QStringLiteral("maxRollDegrees"))->value()), 15.0f);
        doc->saver()->forgetUnsavedChanges();
    }

    void groundAndSwitchesGoIntoTheRecoveryFile()
    {
        QTemporaryDir dir;
        const QString manifest = test::copySampleWith(dir);
        const QString recovery = dir.filePath(QStringLiteral("recovery"));
        qputenv("RIGSTAGE_RECOVERY_DIR", recovery.toUtf8());
        QByteArray written;
        {
            MainWindow window;
            window.show();
            Document* doc = window.document();
            QVERIFY(doc->open(manifest));
            // Stairs set in the dock, and the IK stage switched off: unsaved view state only.
            TerrainEditor* ground = window.proceduralPanel()->terrain();
            ground->kindBox()->setCurrentIndex(ground->kindBox()->findText(QStringLiteral("Stairs")));
            typeInto(ground->field(QStringLiteral("stepHeight")), QStringLiteral("18"));
            typeInto(ground->field(QStringLiteral("stepDepth")), QStringLiteral("40"));
            doc->stages()->setStageEnabled(StageKind::Ik, false);
            QVERIFY(doc->saver()->isViewStateModified() && !doc->saver()->isRigModified());
            written = doc->saver()->recoveryData();
            const QJsonObject json = QJsonDocument::fromJson(written).object();
            QCOMPARE(json.value(QStringLiteral("terrain")).toObject().value(QStringLiteral("kind")).toString(), QStringLiteral("stairs"));
            doc->saver()->forgetUnsavedChanges();
        }
        // What a crash leaves: the recovery file, and on disk no view state with the ground.
        QVERIFY(!QFile::exists(manifest + QStringLiteral(".view.json")));
        QDir().mkpath(recovery);
        QFile file(Autosave::fileFor(manifest));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(written);
        file.close();

        qputenv("RIGSTAGE_AUTOSAVE_MS", "100");
        MainWindow window;
        window.show();
        bool asked = false;
        clickOnNextBox(Document::tr("Restore"), &asked);
        QVERIFY(window.offerRecovery());
        QVERIFY(asked);
        Document* doc = window.document();
        QCOMPARE(doc->path(), manifest);
        const auto& terrain = doc->stages()->terrain();
        QVERIFY(terrain && terrain->kind == TerrainKind::Stairs);
        QCOMPARE(terrain->stepHeight, 18.0f);
        QCOMPARE(terrain->stepDepth, 40.0f);
        // The character stands on it, the dock shows it, and the switch is off again.
        QVERIFY(doc->instance()->terrain() && doc->instance()->terrain()->settings() == *terrain);
        QCOMPARE(window.proceduralPanel()->terrain()->kindBox()->currentText(), QStringLiteral("Stairs"));
        QCOMPARE(float(window.proceduralPanel()->terrain()->field(QStringLiteral("stepHeight"))->value()), 18.0f);
        QVERIFY(!doc->instance()->pipeline().find(StageKind::Ik)->enabled());
        QCOMPARE(window.proceduralPanel()->stages()->row(QStringLiteral("ik"))->checkState(0), Qt::Unchecked);
        // Still unsaved: Save View State writes it, and the recovery file goes.
        QVERIFY(doc->saver()->isViewStateModified());
        window.action(QStringLiteral("saveViewState"))->trigger();
        QVERIFY(QFile::exists(manifest + QStringLiteral(".view.json")));
        QTRY_VERIFY_WITH_TIMEOUT(Autosave::pendingFiles().isEmpty(), 5000);
        qunsetenv("RIGSTAGE_RECOVERY_DIR");
        qunsetenv("RIGSTAGE_AUTOSAVE_MS");
    }

    void groundAndSwitchesAreSavedWithTheViewState()
    {
        QTemporaryDir dir;
        const QString manifest = test::copySampleWith(dir);
        {
            MainWindow window;
            Document* doc = window.document();
            QVERIFY(doc->open(manifest));
            TerrainSettings stairs;
            stairs.kind = TerrainKind::Stairs;
            stairs.stepHeight = 12.0f;
            doc->stages()->setTerrain(stairs);
            doc->stages()->setStageEnabled(StageKind::Ik, false);
            QString error;
            QVERIFY2(doc->saver()->saveViewState(&error), qPrintable(error));
        }
        MainWindow window;
        Document* doc = window.document();
        QVERIFY(doc->open(manifest));
        QVERIFY(doc->stages()->terrain() && doc->stages()->terrain()->kind == TerrainKind::Stairs && doc->stages()->terrain()->stepHeight == 12.0f);
        QVERIFY(!doc->instance()->pipeline().find(StageKind::Ik)->enabled());
        QCOMPARE(window.proceduralPanel()->terrain()->kindBox()->currentText(), QStringLiteral("Stairs"));
        QCOMPARE(window.proceduralPanel()->stages()->row(QStringLiteral("ik"))->checkState(0), Qt::Unchecked);
    }
};

QTEST_MAIN(TestSlopeView)
#include "test_slope_view.moc"
