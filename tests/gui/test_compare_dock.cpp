// The Compare dock on the walker: a reference rendered from a camera compares at IoU 1 with an empty
// difference; the same reference against the camera turned 5 degrees shows red (only in the
// reference) and cyan (only in Rigstage) and fails the threshold; overlay, wipe and side by side
// draw what they say. The window follows the playback rule of rigstage-cli: a time past the clip's
// end holds its last frame unless looping is asked for, and a camera's "time" / "frame" / "fps" /
// "clip" name the instant as compare reads them. A picture without a camera file is compared from
// the current view, and the dock says so; a cancelled chooser says that nothing was loaded.
#include <QComboBox>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QLabel>
#include <QScreen>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

#include <sys/stat.h>

#include "gui/compare/compare_dock_controller.h"
#include "gui/playback/playback_model.h"
#include "gui/main_window.h"
#include "gui/selection/selection_model.h"
#include "gui/window_setup.h"
#include "gui/reference_compare_panel.h"
#include "viewport/viewport_widget.h"
#include "widgets/timeline_widget.h"

using namespace rigstage;

namespace {

const QString kManifest = QStringLiteral(RIGSTAGE_SAMPLES "/walker/walker.character.xml");

QString writeCamera(const QTemporaryDir& dir, const QString& name, double degrees)
{
    // 400 cm in front of the walker (it faces -Y), turned about the vertical through its middle.
    const double a = degrees * M_PI / 180.0;
    QFile f(dir.filePath(name));
    f.open(QIODevice::WriteOnly);
    f.write(QStringLiteral("{\"position\": [%1, %2, 100], \"target\": [0, 0, 95], \"up\": [0, 0, 1], \"fovDegrees\": 40, \"frame\": 7}")
                .arg(400.0 * std::sin(a), 0, 'f', 4)
                .arg(-400.0 * std::cos(a), 0, 'f', 4)
                .toUtf8());
    return f.fileName();
}

/// World matrices of every bone per frame, as `rigstage-cli eval --format json` prints them.
std::vector<std::vector<glm::mat4>> evalWorlds(const QStringList& extra)
{
    QProcess cli;
    cli.start(QStringLiteral(RIGSTAGE_CLI), QStringList{QStringLiteral("eval"), kManifest} + extra);
    if (!cli.waitForFinished(60000) || cli.exitCode() != 0) {
        return {};
    }
    std::vector<std::vector<glm::mat4>> frames;
    for (const QJsonValue f : QJsonDocument::fromJson(cli.readAllStandardOutput()).object().value(QStringLiteral("frames")).toArray()) {
        std::vector<glm::mat4> bones;
        for (const QJsonValue b : f.toObject().value(QStringLiteral("world")).toArray()) {
            glm::mat4 m(0.0f);
            for (int i = 0; i < 16; ++i) {
                m[i / 4][i % 4] = float(b.toArray().at(i).toDouble());
            }
            bones.push_back(m);
        }
        frames.push_back(bones);
    }
    return frames;
}

/// The largest difference of any matrix entry (centimetres for positions).
float largestDifference(const std::vector<glm::mat4>& a, const std::vector<glm::mat4>& b)
{
    if (a.size() != b.size() || a.empty()) {
        return 1e30f;
    }
    float most = 0.0f;
    for (std::size_t i = 0; i < a.size(); ++i) {
        for (int c = 0; c < 4; ++c) {
            for (int r = 0; r < 4; ++r) {
                most = std::max(most, std::abs(a[i][c][r] - b[i][c][r]));
            }
        }
    }
    return most;
}

int countColour(const QImage& image, QRgb colour)
{
    int n = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            n += (image.pixel(x, y) & 0xffffff) == (colour & 0xffffff);
        }
    }
    return n;
}

}  // namespace

class TestCompareDock : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
    }

    void referenceComparisonDrawsEachMode()
    {
        QTemporaryDir dir;
        MainWindow window;
        QVERIFY(test::showPaused(window, kManifest));
        ReferenceComparePanel* panel = window.comparePanel();
        QVERIFY(panel);

        // A reference made by Rigstage itself from the front camera at frame 7: its flat silhouette,
        // as a DCC's mask would be.
        const QString front = writeCamera(dir, QStringLiteral("front.json"), 0.0);
        QImage blank(320, 240, QImage::Format_RGB32);
        blank.fill(Qt::black);
        const QString reference = dir.filePath(QStringLiteral("front.png"));
        QVERIFY(blank.save(reference));
        QString error;
        QVERIFY2(window.compareDock()->loadReference(reference, front, &error), qPrintable(error));
        QCOMPARE(window.document()->playback()->frame(), 7.0);  // the camera file's frame
        QVERIFY(panel->renderSilhouette().save(reference));
        QVERIFY2(window.compareDock()->loadReference(reference, front, &error), qPrintable(error));
        QCOMPARE(panel->comparison().iou, 1.0);
        QCOMPARE(panel->comparison().onlyA + panel->comparison().onlyB, 0LL);
        QVERIFY(panel->passes());
        panel->setMode(ReferenceComparePanel::Mode::Difference);
        QCOMPARE(countColour(panel->composed(), qRgb(230, 40, 40)), 0);   // red: only in the reference
        QCOMPARE(countColour(panel->composed(), qRgb(40, 220, 230)), 0);  // cyan: only in Rigstage
        QVERIFY(countColour(panel->composed(), qRgb(255, 255, 255)) > 500);

        // The camera turned 5 degrees: both colours appear and the overlap drops under 0.98.
        const QString turned = writeCamera(dir, QStringLiteral("turned.json"), 5.0);
        QVERIFY2(window.compareDock()->loadReference(reference, turned, &error), qPrintable(error));
        QVERIFY2(panel->comparison().iou < 0.98 && panel->comparison().iou > 0.3, qPrintable(QString::number(panel->comparison().iou)));
        QVERIFY(!panel->passes());
        QVERIFY(panel->metrics()->text().contains(QStringLiteral("FAIL")));
        QVERIFY(countColour(panel->composed(), qRgb(230, 40, 40)) > 20);
        QVERIFY(countColour(panel->composed(), qRgb(40, 220, 230)) > 20);
        if (const QString shots = qEnvironmentVariable("RIGSTAGE_SCREENSHOT_DIR"); !shots.isEmpty()) {
            auto* dock = window.findChild<QDockWidget*>(QStringLiteral("compareDock"));
            dock->raise();
            window.resizeDocks({dock}, {330}, Qt::Vertical);
            QTest::qWait(500);
            window.screen()->grabWindow(window.winId()).save(shots + QStringLiteral("/compare-dock.png"));
        }

        // A camera whose "frame" is not a number is refused, naming the file; the frame stays.
        QFile bad(dir.filePath(QStringLiteral("bad.json")));
        bad.open(QIODevice::WriteOnly);
        bad.write("{\"position\": [0, -400, 100], \"target\": [0, 0, 95], \"frame\": \"seven\"}");
        bad.close();
        QVERIFY(!window.compareDock()->loadReference(reference, bad.fileName(), &error));
        QVERIFY2(error.contains(QStringLiteral("bad.json")) && error.contains(QStringLiteral("frame")), qPrintable(error));
        QCOMPARE(window.document()->playback()->frame(), 7.0);
        // A FIFO as the picture or the camera, or a folder as the camera, is refused at once with
        // what it is (a read would block the window).
        const QString fifo = dir.filePath(QStringLiteral("pipe"));
        QCOMPARE(::mkfifo(fifo.toLocal8Bit().constData(), 0600), 0);
        QElapsedTimer clock;
        clock.start();
        QVERIFY(!window.compareDock()->loadReference(fifo, front, &error));
        QCOMPARE(error, QStringLiteral("Cannot read the reference %1: it is a FIFO or device, not a regular file").arg(fifo));
        QVERIFY(!window.compareDock()->loadReference(reference, fifo, &error));
        QCOMPARE(error, QStringLiteral("Cannot read the camera %1: it is a FIFO or device, not a regular file").arg(fifo));
        QVERIFY(!window.compareDock()->loadReference(reference, dir.path(), &error));
        QCOMPARE(error, QStringLiteral("Cannot read the camera %1: it is a folder, not a file").arg(dir.path()));
        QVERIFY2(clock.elapsed() < 2000, qPrintable(QString::number(clock.elapsed())));
        QCOMPARE(window.document()->playback()->frame(), 7.0);

        // Overlay: opacity 0 is the reference, 1 the render. Wipe at the middle: reference left,
        // render right. Side by side: twice as wide.
        const QImage ref(reference);
        const QImage render = panel->renderImage();
        panel->setMode(ReferenceComparePanel::Mode::Overlay);
        panel->setAmount(0.0);
        QCOMPARE(panel->composed().convertToFormat(QImage::Format_RGB32), ref.convertToFormat(QImage::Format_RGB32));
        panel->setAmount(1.0);
        QCOMPARE(panel->composed(), render);
        panel->setMode(ReferenceComparePanel::Mode::Wipe);
        panel->setAmount(0.5);
        for (int y = 0; y < 240; y += 3) {
            QCOMPARE(panel->composed().pixel(100, y), ref.pixel(100, y));
            QCOMPARE(panel->composed().pixel(220, y), render.pixel(220, y));
        }
        QCOMPARE(panel->composed().pixel(160, 120) & 0xffffff, 0xffdc00u);  // the split line
        panel->setMode(ReferenceComparePanel::Mode::SideBySide);
        QCOMPARE(panel->composed().size(), QSize(640, 240));
        QCOMPARE(panel->composed().pixel(330, 120), render.pixel(10, 120));
    }

    void pictureWithoutCameraIsComparedFromTheCurrentView()
    {
        QTemporaryDir dir;
        MainWindow window;
        QVERIFY(test::showPaused(window, kManifest));
        ReferenceComparePanel* panel = window.comparePanel();
        CompareDockController* dock = window.compareDock();
        // The view orbited 5 degrees off the front, at frame 12.
        QFile turnedFile(writeCamera(dir, QStringLiteral("turned.json"), 5.0));
        QVERIFY(turnedFile.open(QIODevice::ReadOnly));
        QString why;
        const std::optional<CameraSpec> turned = CameraSpec::fromJson(turnedFile.readAll(), &why);
        QVERIFY2(turned, qPrintable(why));
        window.viewport()->setCameraSpec(*turned);
        window.timeline()->setFrame(12.0);
        QImage blank(320, 240, QImage::Format_RGB32);
        blank.fill(Qt::black);
        const QString picture = dir.filePath(QStringLiteral("shot.png"));  // no shot.json beside it
        QVERIFY(blank.save(picture));

        // Load Reference...: the picture, then Cancel on the camera's chooser.
        QStringList asked;
        QStringList answers{picture, QString()};
        dock->setFileChooser([&](const QString& title, const QString&, const QString&) {
            asked << title;
            return answers.isEmpty() ? QString() : answers.takeFirst();
        });
        QTest::mouseClick(panel->loadButton(), Qt::LeftButton);
        QCOMPARE(asked.size(), 2);
        QVERIFY2(asked[1].contains(QStringLiteral("shot.png")), qPrintable(asked[1]));
        const QImage fromView = panel->renderImage();
        QCOMPARE(fromView.size(), QSize(320, 240));
        QCOMPARE(window.document()->playback()->frame(), 12.0);  // the frame shown stays
        QVERIFY(!panel->note()->isHidden());
        const QString note = panel->note()->text();
        QVERIFY2(note.startsWith(QStringLiteral("Compared from the current view: shot.png has no camera file")), qPrintable(note));
        QVERIFY2(note.contains(QStringLiteral("at frame 12.0")) && note.contains(QStringLiteral("shot.json")), qPrintable(note));

        // It is the view's camera: the same render as from a camera file holding the view's camera,
        // and not the front camera's.
        QFile viewFile(dir.filePath(QStringLiteral("view.json")));
        QVERIFY(viewFile.open(QIODevice::WriteOnly));
        viewFile.write(window.viewport()->cameraSpec().toJson());
        viewFile.close();
        QString error;
        QVERIFY2(dock->loadReference(picture, viewFile.fileName(), &error), qPrintable(error));
        QCOMPARE(panel->renderImage(), fromView);
        QCOMPARE(panel->note()->text(), QStringLiteral("Compared from the camera view.json."));
        QVERIFY2(dock->loadReference(picture, writeCamera(dir, QStringLiteral("front.json"), 0.0), &error), qPrintable(error));
        QVERIFY(panel->renderImage() != fromView);
        const QImage fromFront = panel->renderImage();

        // Cancel on the picture's chooser: nothing loads, and the dock says so.
        answers = QStringList{QString()};
        asked.clear();
        QTest::mouseClick(panel->loadButton(), Qt::LeftButton);
        QCOMPARE(asked.size(), 1);
        QCOMPARE(panel->note()->text(), QStringLiteral("No reference picture was chosen: nothing was loaded."));
        QVERIFY(!panel->note()->isHidden());
        QCOMPARE(panel->renderImage(), fromFront);  // the comparison shown before stays
    }

    void windowFollowsTheCommandsPlaybackRule()
    {
        // The walker's Walk runs frames 0 to 32 at 30 fps. eval holds frame 32 past the end and
        // wraps 39 onto 7 with --loop; the window must show the very same poses.
        const auto eval = evalWorlds({QStringLiteral("--frames"), QStringLiteral("7,32,39")});
        const auto looped = evalWorlds({QStringLiteral("--frames"), QStringLiteral("39"), QStringLiteral("--loop")});
        QCOMPARE(eval.size(), std::size_t(3));
        QCOMPARE(looped.size(), std::size_t(1));
        QVERIFY(largestDifference(eval[1], eval[0]) > 1.0f);   // frames 7 and 32 differ, so the checks below can fail
        QVERIFY(largestDifference(looped[0], eval[0]) < 1e-3f);
        QTemporaryDir dir;
        MainWindow window;
        QVERIFY(test::showPaused(window, kManifest));
        Document* doc = window.document();
        QVERIFY(!doc->playback()->loopsPastEnd());  // held by default, as every command
        const auto camera = [&](const QByteArray& when) {
            QFile f(dir.filePath(QStringLiteral("ref.json")));
            f.open(QIODevice::WriteOnly | QIODevice::Truncate);
            f.write(R"({"position": [0, -400, 100], "target": [0, 0, 95], "up": [0, 0, 1], "fovDegrees": 40)" + when + "}");
            f.close();
            return f.fileName();
        };
        const QString image = dir.filePath(QStringLiteral("ref.png"));
        QImage(64, 64, QImage::Format_RGB32).save(image);
        QString error;
        // The last frame is the last frame (a looping evaluation would show frame 0 there).
        window.timeline()->setFrame(32.0);
        QCOMPARE(doc->playback()->frame(), 32.0);
        QVERIFY2(largestDifference(doc->world(), eval[1]) < 1e-3f, "the window's frame 32 differs from eval's");
        // A reference rendered past the end: held, as eval and compare --rig hold it.
        QVERIFY2(window.compareDock()->loadReference(image, camera(R"(, "frame": 39)"), &error), qPrintable(error));
        QCOMPARE(doc->playback()->frame(), 32.0);
        QVERIFY(largestDifference(doc->world(), eval[2]) < 1e-3f);
        // Looping (Playback > Loop Clip Past Its End, as --loop): 1.3 s is frame 39, wrapped to 7;
        // the same instant as frame 78 of a 60 fps timeline.
        window.action(QStringLiteral("loopPastEnd"))->setChecked(true);
        QVERIFY(doc->playback()->loopsPastEnd());
        QVERIFY2(window.compareDock()->loadReference(image, camera(R"(, "time": 1.3)"), &error), qPrintable(error));
        QCOMPARE(doc->playback()->frame(), 7.0);
        QVERIFY(largestDifference(doc->world(), looped[0]) < 1e-3f);
        window.timeline()->setFrame(0.0);
        QVERIFY2(window.compareDock()->loadReference(image, camera(R"(, "frame": 78, "fps": 60)"), &error), qPrintable(error));
        QVERIFY(std::abs(doc->playback()->frame() - 7.0) < 1e-4);
        // The camera's clip is played; an unknown clip, a bad rate or time is refused by name and changes nothing.
        QVERIFY2(window.compareDock()->loadReference(image, camera(R"(, "clip": "Idle", "frame": 40)"), &error), qPrintable(error));
        QCOMPARE(doc->playback()->clipNames().at(doc->playback()->clip()), QStringLiteral("Idle"));
        QCOMPARE(doc->playback()->frame(), 40.0);
        for (const QByteArray& bad : {QByteArray(R"(, "clip": "Run")"), QByteArray(R"(, "frame": 3, "fps": 0)"), QByteArray(R"(, "time": "soon")"),
                                      QByteArray(R"(, "time": 1e30)")}) {
            error.clear();
            QVERIFY(!window.compareDock()->loadReference(image, camera(bad), &error));
            QVERIFY2(error.contains(QStringLiteral("ref.json")), qPrintable(error));
            QCOMPARE(doc->playback()->frame(), 40.0);
        }
        QVERIFY(error.contains(QStringLiteral("beyond")));
    }

    void poseDumpInAnotherUnitComparesAsComparePoseDoes()
    {
        // tests/fixtures/models/blender_unit_scale.*: Blender's FBX (in centimetres, its armature
        // node x100 over metres) and Blender's own pose dump in metres: the hips' head 1 m up in the
        // dump, 100 cm in the rig, whose bone axes carry the node's x100 (test_cli_eval checks the
        // two files say so). The dock compares them as compare-pose does: every frame agrees.
        const QString fbx = QStringLiteral(RIGSTAGE_FIXTURES "/models/blender_unit_scale.fbx");
        const QString fixture = QStringLiteral(RIGSTAGE_FIXTURES "/models/blender_unit_scale.pose.json");
        MainWindow window;
        QVERIFY(test::showPaused(window, fbx));
        QString error;
        bool ok = false;
        QCOMPARE(window.compareDock()->comparePoseDump(fixture, &error, &ok), -1);
        QVERIFY2(ok, qPrintable(error));
        const QString messages = window.messageArea()->toPlainText();
        QVERIFY2(messages.contains(QStringLiteral("its matrices are in m, compared in cm (the character's): positions x100, bone axes x100")),
                 qPrintable(messages));
        QVERIFY(messages.contains(QStringLiteral("frames agree within 0.01 cm")));
        // The same dump said to be in centimetres is 100 times too small: the hips diverge.
        QFile f(fixture);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QJsonObject root = QJsonDocument::fromJson(f.readAll()).object();
        QTemporaryDir dir;
        const auto write = [&](const QString& name) {
            QFile out(dir.filePath(name));
            out.open(QIODevice::WriteOnly);
            out.write(QJsonDocument(root).toJson());
            return out.fileName();
        };
        root[QStringLiteral("unit")] = QStringLiteral("cm");
        const Framework* fw = window.document()->framework();
        QCOMPARE(window.compareDock()->comparePoseDump(write(QStringLiteral("cm.json")), &error, &ok), fw->findBone("Hips"));
        QVERIFY(ok);
        // A dump of a clip the character lacks is refused by name, not compared against another clip.
        root[QStringLiteral("unit")] = QStringLiteral("m");
        root[QStringLiteral("clip")] = QStringLiteral("NoSuchClip");
        QCOMPARE(window.compareDock()->comparePoseDump(write(QStringLiteral("clip.json")), &error, &ok), -1);
        QVERIFY(!ok);
        QVERIFY2(error.contains(QStringLiteral("clip.json")) && error.contains(QStringLiteral("NoSuchClip")), qPrintable(error));
    }

    void poseDumpSelectsTheDivergingBone()
    {
        // A dump of what the window shows at frames 3 and 9 agrees; the same dump with the left
        // forearm (and everything under it) 0.5 cm off at frame 9 selects the forearm.
        QTemporaryDir dir;
        MainWindow window;
        QVERIFY(test::showPaused(window, kManifest));
        Document* doc = window.document();
        const Framework& fw = *doc->framework();
        QJsonArray names;
        for (int b = 0; b < fw.boneCount(); ++b) {
            names.append(QString::fromStdString(fw.boneName(b)));
        }
        const int forearm = fw.findBone("_0Base{BD}#L_Forearm");
        QVERIFY(forearm >= 0);
        const auto dumpOf = [&](bool moved) {
            QJsonArray frames;
            for (double f : {3.0, 9.0}) {
                window.timeline()->setFrame(f);
                std::vector<glm::mat4> world = doc->world();
                if (moved && f == 9.0) {
                    world[std::size_t(forearm)][3].x += 0.5f;
                    for (int c : fw.descendants(forearm)) {
                        world[std::size_t(c)][3].x += 0.5f;
                    }
                }
                QJsonArray matrices;
                for (const glm::mat4& m : world) {
                    QJsonArray numbers;
                    for (int i = 0; i < 16; ++i) {
                        numbers.append(double(m[i / 4][i % 4]));
                    }
                    matrices.append(numbers);
                }
                frames.append(QJsonObject{{QStringLiteral("frame"), f}, {QStringLiteral("world"), matrices}});
            }
            QFile out(dir.filePath(moved ? QStringLiteral("moved.json") : QStringLiteral("same.json")));
            out.open(QIODevice::WriteOnly);
            out.write(QJsonDocument(QJsonObject{{QStringLiteral("bones"), names}, {QStringLiteral("frames"), frames}}).toJson());
            return out.fileName();
        };
        const QString same = dumpOf(false), moved = dumpOf(true);
        QString error;
        bool ok = false;
        QCOMPARE(window.compareDock()->comparePoseDump(same, &error, &ok), -1);
        QVERIFY2(ok, qPrintable(error));
        QVERIFY(window.messageArea()->toPlainText().contains(QStringLiteral("all 2 frames agree")));
        QCOMPARE(window.compareDock()->comparePoseDump(moved, &error, &ok), forearm);
        QCOMPARE(doc->selection()->bone(), forearm);
        QCOMPARE(doc->playback()->frame(), 9.0);
        QVERIFY(window.messageArea()->toPlainText().contains(QStringLiteral("L_Forearm")));
        // Not a dump: the reason, nothing selected anew.
        QFile broken(dir.filePath(QStringLiteral("broken.json")));
        broken.open(QIODevice::WriteOnly);
        broken.write("[1, 2, 3]");
        broken.close();
        QCOMPARE(window.compareDock()->comparePoseDump(broken.fileName(), &error, &ok), -1);
        QVERIFY(!ok);
        QVERIFY(error.contains(QStringLiteral("broken.json")));
    }
};

QTEST_MAIN(TestCompareDock)
#include "test_compare_dock.moc"
