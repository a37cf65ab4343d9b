// The crowd preview drawn skinned: with View > Crowd on, every copy's body is drawn where the copy
// stands (lit pixels at its visible triangles, projected; the plain copy's grey), a copy in a
// costume shows that costume's mesh in its tint; a right click on a copy offers Open This Instance, which shows
// the character alone in the copy's costumes at the copy's frame; the status bar shows the frame
// time. The last test times a hundred skinned walkers playing (its "crowd frame:" line is the
// figure in docs/performance.md).
#include <QAction>
#include <QImage>
#include <QLabel>
#include <QMenu>
#include <QRegularExpression>
#include <QScreen>
#include <QTest>
#include <Qt3DRender/QEffect>
#include <Qt3DRender/QMaterial>
#include <Qt3DRender/QRenderPass>
#include <Qt3DRender/QShaderProgram>
#include <Qt3DRender/QTechnique>

#include <algorithm>
#include <cmath>

#include "gui/crowd/crowd_preview.h"
#include "gui/crowd/crowd_view.h"
#include "gui/document.h"
#include "gui/main_window.h"
#include "gui/playback/playback_model.h"
#include "gui/window_setup.h"
#include "viewport/crowd_bodies_scene.h"
#include "viewport/mesh_scene.h"
#include "viewport/viewport_widget.h"
#include "widgets/timeline_widget.h"

using namespace rigstage;

namespace {

const QString kManifest = QStringLiteral(RIGSTAGE_SAMPLES "/walker/walker.character.xml");

/// What the window shows, grabbed from the screen.
QImage grab(MainWindow& window)
{
    return window.screen()->grabWindow(window.winId()).toImage();
}

/// Points of the 3D area where a copy's own triangles of a layer (-1: any) face the camera and are
/// the first thing a ray through them meets (the crowd's own picking, at the triangle's centre and
/// at the pixel it lands on): where that mesh of the copy must show.
std::vector<QPoint> visiblePoints(MainWindow& window, int copy, int layer)
{
    const CrowdPreview* crowd = window.document()->crowdPreview();
    const CrowdSkin* skin = crowd->bodies();
    ViewportWidget* viewport = window.viewport();
    const glm::vec3 eye = viewport->cameraSpec().position;
    std::vector<QPoint> points;
    const std::vector<float>& v = skin->vertices();
    const auto at = [&](std::uint32_t i) { return glm::vec3(v[i * 6], v[i * 6 + 1], v[i * 6 + 2]); };
    for (const CrowdSkin::Part& part : skin->parts(copy)) {
        if (layer >= 0 && part.layer != layer) {
            continue;
        }
        for (std::size_t t = 0; t + 2 < part.mesh->indices.size(); t += 3) {
            const std::uint32_t a = std::uint32_t(part.firstVertex) + part.mesh->indices[t];
            const std::uint32_t b = std::uint32_t(part.firstVertex) + part.mesh->indices[t + 1];
            const std::uint32_t c = std::uint32_t(part.firstVertex) + part.mesh->indices[t + 2];
            const glm::vec3 centre = (at(a) + at(b) + at(c)) / 3.0f;
            const glm::vec3 normal = glm::normalize(glm::cross(at(b) - at(a), at(c) - at(a)));
            if (std::abs(glm::dot(normal, glm::normalize(eye - centre))) < 0.5f) {
                continue;  // edge-on: its centre's pixel may be the next surface's
            }
            const auto p = viewport->screenPosition(centre);
            if (!p || p->x() < 2 || p->y() < 2 || p->x() > viewport->width() - 3 || p->y() > viewport->height() - 3) {
                continue;
            }
            const QPoint pixel = p->toPoint();
            const CrowdSkin::Hit hit = skin->hitAt(eye, glm::normalize(centre - eye));
            if (hit.instance == copy && (layer < 0 || hit.layer == layer) && window.findChild<CrowdView*>()->copyAt(pixel) == copy) {
                points.push_back(pixel);
            }
        }
    }
    return points;
}

/// The fraction of points whose pixel (3D-area coordinates) passes test.
template <typename Test>
double fractionOf(MainWindow& window, const QImage& shot, const std::vector<QPoint>& points, Test test)
{
    const QPoint origin = window.viewport()->mapTo(&window, QPoint(0, 0));
    int passed = 0;
    for (const QPoint& p : points) {
        passed += test(shot.pixel(origin + p)) ? 1 : 0;
    }
    return points.empty() ? 0.0 : double(passed) / double(points.size());
}

/// Lit by the shaded material: colour x a shade of 0.55 to 1; grey has red and blue within a few
/// levels, the sand tint (0.84, 0.72, 0.55) red well over blue; the background is (38, 40, 46).
bool isGrey(QRgb c)
{
    return qRed(c) > 90 && std::abs(qRed(c) - qBlue(c)) < 14;
}
bool isSand(QRgb c)
{
    return qRed(c) > 90 && qRed(c) > qBlue(c) + 30;
}

/// The fragment shaders of every pass of material.
QStringList fragmentShaders(Qt3DRender::QMaterial* material)
{
    QStringList code;
    for (Qt3DRender::QTechnique* technique : material->effect()->techniques()) {
        for (Qt3DRender::QRenderPass* pass : technique->renderPasses()) {
            code << QString::fromUtf8(pass->shaderProgram()->fragmentShaderCode());
        }
    }
    return code;
}

double frameMsIn(const QString& status)
{
    const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("frame time (\\d+\\.\\d) ms")).match(status);
    return m.hasMatch() ? m.captured(1).toDouble() : -1.0;
}

}  // namespace

class TestCrowdBodies : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void copiesAreDrawnSkinnedInTheirCostumes()
    {
        MainWindow window;
        QVERIFY(test::showPaused(window, kManifest));
        QVERIFY(test::settleViewport(window));
        window.action(QStringLiteral("showBones"))->setChecked(false);
        window.action(QStringLiteral("showGrid"))->setChecked(false);
        window.action(QStringLiteral("showHelpers"))->setChecked(false);  // orange: not to be taken for a costume
        QVERIFY(window.action(QStringLiteral("crowdBodies"))->isChecked());
        window.findChild<QAction*>(QStringLiteral("crowd-9"))->trigger();
        CrowdPreview* crowd = window.document()->crowdPreview();
        QCOMPARE(crowd->size(), 9);
        const CrowdSkin* skin = crowd->bodies();
        QVERIFY(skin);
        QCOMPARE(skin->instanceCount(), 8);
        auto* view = window.findChild<CrowdView*>(QStringLiteral("crowdView"));
        QVERIFY(view);
        // Drawn state: the whole crowd's triangles in one buffer, each vertex in its layer's tint.
        QVERIFY(view->scene()->isDrawn());
        QCOMPARE(std::size_t(view->scene()->triangleCount()), skin->indices().size() / 3);
        QCOMPARE(std::size_t(view->scene()->vertexCount()), skin->vertexCount());
        // Copy 1 wears costume 0 (the long skirt): its second part is the skirt, in layer 1's tint.
        QCOMPARE(crowd->crowd()->instance(1).costumes(), std::vector<int>{0});
        const CrowdSkin::Part& skirt = skin->parts(1).at(1);
        QCOMPARE(skirt.layer, 1);
        QCOMPARE(view->scene()->colour(int(skirt.firstVertex)), meshLayerTint(1));
        QCOMPARE(view->scene()->colour(int(skin->firstVertex(0))), kMeshColour);
        // The bodies' shader has no discard (only the costume wipe's materials do): with one, Mesa's
        // llvmpipe rasterises the multisampled viewport several times slower.
        const QStringList shaders = fragmentShaders(view->scene()->material());
        QCOMPARE(shaders.size(), 1);
        QVERIFY(shaders.front().contains(QStringLiteral("fragColor")));
        QVERIFY2(!shaders.front().contains(QStringLiteral("discard")), qPrintable(shaders.front()));

        window.action(QStringLiteral("view-perspective"))->trigger();
        QTest::qWait(300);
        // Every copy's body where it stands: its visible triangles show a lit body colour.
        QImage shot;
        for (int copy = 0; copy < 8; ++copy) {
            const std::vector<QPoint> points = visiblePoints(window, copy, -1);
            QVERIFY2(points.size() >= 20, qPrintable(QStringLiteral("copy %1: %2 visible triangles").arg(copy).arg(points.size())));
            const auto lit = [](QRgb c) { return qRed(c) > 90 || qBlue(c) > 90; };
            QTRY_VERIFY2_WITH_TIMEOUT(fractionOf(window, shot = grab(window), points, lit) > 0.8,
                                      qPrintable(QStringLiteral("copy %1: %2 of its body pixels lit")
                                                     .arg(copy).arg(fractionOf(window, shot, points, lit))), 10000);
        }
        // The plain copy is grey; the copy in the long skirt shows the skirt in its sand tint.
        const std::vector<QPoint> plain = visiblePoints(window, 0, -1);
        QVERIFY2(fractionOf(window, shot, plain, isGrey) > 0.8, qPrintable(QString::number(fractionOf(window, shot, plain, isGrey))));
        QVERIFY2(fractionOf(window, shot, plain, isSand) < 0.05, qPrintable(QString::number(fractionOf(window, shot, plain, isSand))));
        // The long skirt's pixels: over the part of the screen its vertices cover, the skirt's sand
        // tint shows; the plain copy shows none over the same part of its own body.
        const auto sandOver = [&](int copy, int part) {
            const CrowdSkin::Part& p = skin->parts(copy).at(std::size_t(part));
            QRect box;
            for (std::size_t v = 0; v < p.mesh->positions.size(); ++v) {
                const float* at = &skin->vertices()[(p.firstVertex + v) * 6];
                if (const auto pixel = window.viewport()->screenPosition(glm::vec3(at[0], at[1], at[2]))) {
                    box |= QRect(pixel->toPoint(), QSize(1, 1));
                }
            }
            int sand = 0;
            const QPoint origin = window.viewport()->mapTo(&window, QPoint(0, 0));
            for (int y = box.top(); y <= box.bottom(); ++y) {
                for (int x = box.left(); x <= box.right(); ++x) {
                    sand += isSand(shot.pixel(origin + QPoint(x, y))) ? 1 : 0;
                }
            }
            return std::pair(sand, box.width() * box.height());
        };
        const auto [skirtSand, skirtArea] = sandOver(1, 1);
        QVERIFY2(skirtArea > 100 && skirtSand > skirtArea / 10,
                 qPrintable(QStringLiteral("%1 sand pixels of %2 over the skirt").arg(skirtSand).arg(skirtArea)));
        const auto [plainSand, plainArea] = sandOver(0, 0);
        QVERIFY2(plainSand < 10, qPrintable(QStringLiteral("%1 sand pixels of %2 over the plain copy").arg(plainSand).arg(plainArea)));
        if (const QString shots = qEnvironmentVariable("RIGSTAGE_SCREENSHOT_DIR"); !shots.isEmpty()) {
            window.action(QStringLiteral("showBones"))->setChecked(true);
            window.findChild<QAction*>(QStringLiteral("crowd-25"))->trigger();
            window.action(QStringLiteral("view-perspective"))->trigger();
            window.document()->playback()->setFrame(12.0);
            QTest::qWait(800);
            grab(window).save(shots + QStringLiteral("/crowd-skinned.png"));
            window.findChild<QAction*>(QStringLiteral("crowd-9"))->trigger();
            window.action(QStringLiteral("showBones"))->setChecked(false);
        }

        // Bodies off: nothing drawn, nothing skinned; on again: drawn.
        window.action(QStringLiteral("crowdBodies"))->setChecked(false);
        QVERIFY(!crowd->bodies());
        QVERIFY(!view->scene()->isDrawn());
        window.action(QStringLiteral("crowdBodies"))->setChecked(true);
        QVERIFY(crowd->bodies());
        QVERIFY(view->scene()->isDrawn());
        window.action(QStringLiteral("showMesh"))->setChecked(false);  // the mesh hidden hides the bodies too
        QVERIFY(!crowd->bodies());
        QVERIFY(!view->scene()->isDrawn());
        window.action(QStringLiteral("showMesh"))->setChecked(true);
        QVERIFY(view->scene()->isDrawn());
        // Another load turns the crowd off: its bodies go with it.
        QVERIFY(window.document()->open(kManifest));
        QCOMPARE(crowd->size(), 0);
        QVERIFY(!view->scene()->isDrawn());
        QCOMPARE(view->scene()->triangleCount(), 0);
    }

    void aRightClickedCopyOpensAlone()
    {
        MainWindow window;
        QVERIFY(test::showPaused(window, kManifest));
        QVERIFY(test::settleViewport(window));
        window.action(QStringLiteral("showBones"))->setChecked(false);
        window.findChild<QAction*>(QStringLiteral("crowd-9"))->trigger();
        window.action(QStringLiteral("view-perspective"))->trigger();
        window.document()->playback()->setFrame(4.0);
        CrowdPreview* crowd = window.document()->crowdPreview();
        // Copy 3 wears costume 2 (the robe) and plays 15 frames ahead.
        const int copy = 3;
        QCOMPARE(crowd->crowd()->instance(copy).costumes(), std::vector<int>{2});
        const Document& document = *window.document();
        const Clip& clip = document.data()->clips.at(std::size_t(document.playback()->clip()));
        const float copyFrame = clipFrame(clip, crowd->crowd()->frameOf(copy, 4.0f), true);
        QVERIFY(std::abs(copyFrame - 4.0f) > 1.0f);
        QTest::qWait(300);
        const std::vector<QPoint> points = visiblePoints(window, copy, -1);
        QVERIFY(!points.empty());
        // The middle one of its visible points: well inside the body.
        std::vector<QPoint> sorted = points;
        std::sort(sorted.begin(), sorted.end(), [](const QPoint& a, const QPoint& b) { return a.y() < b.y(); });
        const QPoint at = sorted[sorted.size() / 2];
        QAction* open = window.findChild<QAction*>(QStringLiteral("openCrowdInstance"));
        QVERIFY(open);

        // A right click on empty space: no Open in the menu.
        QTest::mouseClick(window.viewport()->stage(), Qt::RightButton, Qt::NoModifier, QPoint(4, 4));
        QTRY_VERIFY_WITH_TIMEOUT(window.viewportMenu() && window.viewportMenu()->isVisible(), 10000);
        QVERIFY(!window.viewportMenu()->actions().contains(open));
        window.viewportMenu()->close();

        QTest::mouseClick(window.viewport()->stage(), Qt::RightButton, Qt::NoModifier, at);
        QTRY_VERIFY_WITH_TIMEOUT(window.viewportMenu() && window.viewportMenu()->isVisible() &&
                                     window.viewportMenu()->actions().contains(open), 10000);
        window.viewportMenu()->close();
        open->trigger();
        QCOMPARE(crowd->size(), 0);
        QVERIFY(window.findChild<QAction*>(QStringLiteral("crowd-0"))->isChecked());
        QCOMPARE(document.costumes(), std::vector<int>{2});
        QVERIFY2(std::abs(document.playback()->frame() - copyFrame) < 1e-3,
                 qPrintable(QStringLiteral("frame %1, the copy's %2").arg(document.playback()->frame()).arg(copyFrame)));
        // The character's own mesh now wears the robe: its meshes are the body's and the robe's.
        QCOMPARE(document.meshes().meshCount(), 2);
        // One undo step takes the costume off again.
        window.action(QStringLiteral("undo"))->trigger();
        QVERIFY(document.costumes().empty());
    }

    void hundredWalkersFrameTime()
    {
        // A hundred skinned walkers playing: the status bar shows the frame time. Its "crowd frame:"
        // line is docs/performance.md's figure, with bones only beside it.
        MainWindow window;
        QVERIFY(test::showPaused(window, kManifest));
        QVERIFY(test::settleViewport(window));
        window.findChild<QAction*>(QStringLiteral("crowd-100"))->trigger();
        CrowdPreview* crowd = window.document()->crowdPreview();
        QCOMPARE(crowd->size(), 100);
        QVERIFY(crowd->bodies());
        window.action(QStringLiteral("view-perspective"))->trigger();
        const auto measure = [&](const char* what) {
            window.timeline()->play();
            QTest::qWait(1500);  // past the first frames (shader compilation, first uploads)
            window.findChild<CrowdView*>()->scene()->restartFrameClock();
            QTest::qWait(2500);
            window.timeline()->pause();
            const double frame = window.findChild<CrowdView*>()->scene()->frameMilliseconds();
            qInfo("crowd frame: %.1f ms (%.0f fps) with %s; copies %.2f ms, bodies %.2f ms (%zu triangles, %zu vertices); status: %s", frame,
                  frame > 0 ? 1000.0 / frame : 0.0, what, crowd->microseconds() / 1000.0, crowd->bodyMicroseconds() / 1000.0,
                  crowd->bodies() ? crowd->bodies()->indices().size() / 3 : 0, crowd->bodies() ? crowd->bodies()->vertexCount() : 0,
                  qPrintable(window.statusLabel()->text()));
            return frame;
        };
        // Drawn skinned, the copies' bones are left out (the character's stay).
        QCOMPARE(window.viewport()->stage()->scene()->bones().size(), std::size_t(window.document()->framework()->boneCount()));
        const double skinned = measure("100 skinned walkers");
        QVERIFY(skinned > 0.0);
        const double shown = frameMsIn(window.statusLabel()->text());
        QVERIFY2(shown > 0.0, qPrintable(window.statusLabel()->text()));
        QVERIFY(window.statusLabel()->text().contains(QStringLiteral("bodies in")));
        // Where the rest of the frame goes: the copies as bones only, then no crowd at all.
        window.action(QStringLiteral("crowdBodies"))->setChecked(false);
        QVERIFY(window.viewport()->stage()->scene()->bones().size() > std::size_t(50 * window.document()->framework()->boneCount()));
        measure("100 walkers' bones (bodies off)");
        window.findChild<QAction*>(QStringLiteral("crowd-0"))->trigger();
        window.findChild<CrowdView*>()->scene()->restartFrameClock();
        window.timeline()->play();
        QTest::qWait(1500);
        window.findChild<CrowdView*>()->scene()->restartFrameClock();
        QTest::qWait(2500);
        window.timeline()->pause();
        qInfo("crowd frame: %.1f ms with no crowd (the character alone, its full mesh)", window.findChild<CrowdView*>()->scene()->frameMilliseconds());
        window.findChild<QAction*>(QStringLiteral("crowd-100"))->trigger();
        window.action(QStringLiteral("crowdBodies"))->setChecked(true);
        window.action(QStringLiteral("showMesh"))->setChecked(false);
        window.action(QStringLiteral("showMesh"))->setChecked(true);
    }
};

QTEST_MAIN(TestCrowdBodies)
#include "test_crowd_bodies.moc"
