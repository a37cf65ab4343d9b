// A model opened in the window: its skinned mesh is drawn shaded where it projects, follows the
// clip, hides with View > Show Mesh, switches to dual-quaternion skinning, and shows the selected
// bone's weights as a colour ramp.
#include <QAction>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

#include "gui/main_window.h"
#include "gui/selection/selection_model.h"
#include "test_helpers.h"
#include "viewport/mesh_scene.h"
#include "viewport/viewport_widget.h"
#include "widgets/timeline_widget.h"

using namespace rigstage;

namespace {

const QString kModel = QStringLiteral(RIGSTAGE_ASSETS "/RiggedSimple/RiggedSimple.glb");

/// Pixels of the viewport close to a colour (sum of RGB differences under tolerance).
int countNear(const QImage& shot, const QRect& area, const QColor& colour, int tolerance)
{
    int n = 0;
    for (int y = area.top(); y < area.bottom(); y += 2) {
        for (int x = area.left(); x < area.right(); x += 2) {
            const QRgb c = shot.pixel(x, y);
            n += std::abs(qRed(c) - colour.red()) + std::abs(qGreen(c) - colour.green()) + std::abs(qBlue(c) - colour.blue()) < tolerance;
        }
    }
    return n;
}

/// Pixels whose red, green and blue are within 12 of each other and bright: the mesh's grey.
int countGrey(const QImage& shot, const QRect& area)
{
    int n = 0;
    for (int y = area.top(); y < area.bottom(); y += 2) {
        for (int x = area.left(); x < area.right(); x += 2) {
            const QRgb c = shot.pixel(x, y);
            const int lo = std::min({qRed(c), qGreen(c), qBlue(c)}), hi = std::max({qRed(c), qGreen(c), qBlue(c)});
            n += hi - lo < 12 && lo > 90;
        }
    }
    return n;
}

}  // namespace

class TestMeshView : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void xrayDrawsTheBonesOverTheBody()
    {
        // View > X-Ray Bones: the walker's bones inside its body show through the mesh. The base
        // layer's blue covers clearly more of the viewport with it than without.
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.document()->open(QStringLiteral(RIGSTAGE_SAMPLES "/walker/walker.character.xml")));
        window.timeline()->pause();
        window.action(QStringLiteral("showMesh"))->setChecked(true);
        QAction* xray = window.action(QStringLiteral("xrayBones"));
        QVERIFY(xray);
        window.viewport()->viewFrom("perspective");
        const auto blue = [&] {
            const QImage shot = window.screen()->grabWindow(window.winId()).toImage();
            const QRect area(window.viewport()->mapTo(&window, QPoint(0, 0)), window.viewport()->size());
            int n = 0;
            for (int y = area.top(); y < area.bottom(); y += 2) {
                for (int x = area.left(); x < area.right(); x += 2) {
                    const QRgb c = shot.pixel(x, y);
                    n += qBlue(c) > 150 && qBlue(c) > qRed(c) + 60;
                }
            }
            return n;
        };
        xray->setChecked(false);
        QTest::qWait(400);
        int hidden = 0;
        QTRY_VERIFY_WITH_TIMEOUT((hidden = blue()) > 0, 10000);
        xray->setChecked(true);
        QTRY_VERIFY2_WITH_TIMEOUT(blue() > hidden * 3 / 2, qPrintable(QStringLiteral("%1 blue pixels without x-ray").arg(hidden)), 10000);
        xray->setChecked(false);
        QTRY_VERIFY_WITH_TIMEOUT(blue() < hidden * 5 / 4, 10000);
    }

    void modelMeshIsDrawnSkinnedAndToggles()
    {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.document()->open(kModel));
        QVERIFY(window.document()->hasMeshes());
        window.timeline()->pause();
        window.viewport()->frameAll();
        // From the side: the cylinder stands along the view's up axis.
        CameraSpec camera = window.viewport()->cameraSpec();
        camera.position = camera.target + glm::vec3(glm::length(camera.position - camera.target), 0.0f, 0.0f);
        window.viewport()->setCameraSpec(camera);
        // The viewport's rectangle is taken at each grab: the docks resize it when the inspector fills.
        QImage last;
        auto grab = [&] { return last = window.screen()->grabWindow(window.winId()).toImage(); };
        struct Area {
            MainWindow* w;
            operator QRect() const { return QRect(w->viewport()->mapTo(w, QPoint(0, 0)), w->viewport()->size()); }
        } area{&window};

        // Shaded grey mesh covers a good part of the framed view.
        QTRY_VERIFY_WITH_TIMEOUT(countGrey(grab(), area) > 2000, 10000);

        // The clip bends the cylinder: vertices move between frames; DQS differs from LBS there.
        const Clip* clip = window.document()->instance()->clip();
        QVERIFY(clip);
        window.timeline()->setFrame(0.0);
        const std::vector<glm::vec3> first = window.document()->meshes().output(0).positions;
        window.timeline()->setFrame(clip->endFrame * 0.5);
        const std::vector<glm::vec3> lbs = window.document()->meshes().output(0).positions;
        float moved = 0.0f;
        for (std::size_t v = 0; v < first.size(); ++v) {
            moved = std::max(moved, glm::length(lbs[v] - first[v]));
        }
        QVERIFY2(moved > 10.0f, qPrintable(QString::number(moved)));  // centimetres
        window.action(QStringLiteral("dualQuaternion"))->setChecked(true);
        QCOMPARE(window.document()->skinningMethod(), SkinningMethod::DualQuaternion);
        const std::vector<glm::vec3> dqs = window.document()->meshes().output(0).positions;
        float differs = 0.0f;
        for (std::size_t v = 0; v < lbs.size(); ++v) {
            differs = std::max(differs, glm::length(dqs[v] - lbs[v]));
        }
        QVERIFY2(differs > 0.01f, qPrintable(QString::number(differs)));
        window.action(QStringLiteral("dualQuaternion"))->setChecked(false);

        // Weights: select the bone that moves the tip; the ramp's red appears, then goes with the toggle.
        const Framework* fw = window.document()->framework();
        const int bone = fw->findBone("Bone.001");
        QVERIFY(bone >= 0);
        window.document()->selection()->setBone(bone);
        window.action(QStringLiteral("showWeights"))->setChecked(true);
        const glm::vec3 red = weightColour(1.0f) * 255.0f;
        QTRY_VERIFY_WITH_TIMEOUT(countNear(grab(), area, QColor(int(red.x), int(red.y), int(red.z)), 150) > 300, 10000);
        if (const QString shots = qEnvironmentVariable("RIGSTAGE_SCREENSHOT_DIR"); !shots.isEmpty()) {
            grab().save(shots + QStringLiteral("/mesh-weights.png"));
        }
        window.action(QStringLiteral("showWeights"))->setChecked(false);
        QTRY_VERIFY_WITH_TIMEOUT(countGrey(grab(), area) > 2000, 10000);

        // Hiding the mesh leaves no grey surface (the grid, also grey, is hidden for this).
        window.action(QStringLiteral("showGrid"))->setChecked(false);
        QTest::qWait(100);
        const int shown = countGrey(grab(), area);
        window.action(QStringLiteral("showMesh"))->setChecked(false);
        QTRY_VERIFY2_WITH_TIMEOUT(countGrey(grab(), area) < shown / 10,
                                  qPrintable(QStringLiteral("%1 grey of %2").arg(countGrey(last, area)).arg(shown)), 10000);
        window.action(QStringLiteral("showMesh"))->setChecked(true);
        window.action(QStringLiteral("meshWireframe"))->setChecked(true);
        QTRY_VERIFY_WITH_TIMEOUT(countGrey(grab(), area) > 1000, 10000);
        if (const QString shots = qEnvironmentVariable("RIGSTAGE_SCREENSHOT_DIR"); !shots.isEmpty()) {
            grab().save(shots + QStringLiteral("/mesh-wireframe.png"));
        }
    }
};

QTEST_MAIN(TestMeshView)
#include "test_mesh_view.moc"
