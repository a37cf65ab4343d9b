// The viewport's views: the side presets are orthographic (two joints at one height and different
// depths on one screen row, worked out from the camera by hand), zoom and pan keep them so, picking
// follows, and an orbit in any navigation scheme returns to perspective with the same framing.
// Meshes are drawn in their layer's tint: the body grey, a costume apart from it (rendered pixels
// against the shading worked out by hand).
#include <QApplication>
#include <QMouseEvent>
#include <QTest>
#include <QWheelEvent>

#include <Qt3DRender/QCamera>
#include <Qt3DRender/QCameraLens>

#include <cmath>

#include "io/character_loader.h"
#include "viewport/mesh_scene.h"
#include "viewport/viewport_widget.h"

using namespace rigstage;

namespace {

// A Z-up stick figure facing -Y: root on the ground, two hands at one height (140), the left one
// 30 nearer the front camera and the right one 40 farther, a head at 180.
enum { kRoot, kLeftHand, kRightHand, kHead };
const std::vector<glm::vec3> kJoints{{0, 0, 0}, {-40, -30, 140}, {40, 40, 140}, {0, 0, 180}};

std::vector<BoneStyle> styles()
{
    std::vector<BoneStyle> bones(kJoints.size());
    for (std::size_t i = 1; i < bones.size(); ++i) {
        bones[i].parent = kRoot;
    }
    return bones;
}

std::vector<glm::mat4> world()
{
    std::vector<glm::mat4> out;
    for (const glm::vec3& p : kJoints) {
        glm::mat4 m(1.0f);
        m[3] = glm::vec4(p, 1.0f);
        out.push_back(m);
    }
    return out;
}

void drag(QWindow* stage, Qt::MouseButton button, Qt::KeyboardModifiers modifiers, const QPointF& from, const QPointF& to)
{
    QMouseEvent press(QEvent::MouseButtonPress, from, stage->mapToGlobal(from), button, button, modifiers);
    QMouseEvent move(QEvent::MouseMove, to, stage->mapToGlobal(to), Qt::NoButton, button, modifiers);
    QMouseEvent release(QEvent::MouseButtonRelease, to, stage->mapToGlobal(to), button, Qt::NoButton, modifiers);
    QApplication::sendEvent(stage, &press);
    QApplication::sendEvent(stage, &move);
    QApplication::sendEvent(stage, &release);
}

/// Where the Qt3D camera (what is drawn) puts a world point, in pixels of the stage.
QPointF drawnAt(StageWindow* stage, const glm::vec3& p)
{
    Qt3DRender::QCamera* camera = stage->camera();
    const QVector4D clip = camera->lens()->projectionMatrix() * camera->viewMatrix() * QVector4D(p.x, p.y, p.z, 1.0f);
    const QVector3D ndc = clip.toVector3D() / clip.w();
    return QPointF((ndc.x() + 1.0) * 0.5 * stage->width(), (1.0 - ndc.y()) * 0.5 * stage->height());
}

/// A square of side 60 in the X-Z plane at depth y, facing the front camera (normal -Y), centred at (x, 0, 100).
RenderMesh square(float x, float y, int layer)
{
    const std::vector<glm::vec3> positions{{x - 30, y, 70}, {x + 30, y, 70}, {x + 30, y, 130}, {x - 30, y, 130}};
    const std::vector<glm::vec3> normals(4, glm::vec3(0, -1, 0));
    return {{0, 1, 2, 0, 2, 3}, interleaveMeshVertices(positions, normals, nullptr), layer};
}

/// The stage's next frame (a null image when none comes within 10 s).
QImage capture(StageWindow* stage)
{
    QImage image;
    bool done = false;
    stage->capture([&](const QImage& i) {
        image = i.convertToFormat(QImage::Format_RGB32);
        done = true;
    });
    for (int waited = 0; !done && waited < 10000; waited += 20) {
        QTest::qWait(20);
    }
    return image;
}

}  // namespace

class TestViewportViews : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { preferOpenGlRenderer(); }

    void sidePresetsAreOrthographicUntilAnOrbit()
    {
        ViewportWidget viewport;
        viewport.resize(640, 480);
        viewport.show();
        QVERIFY(QTest::qWaitForWindowExposed(&viewport));
        viewport.setBones(styles(), true, 180.0f);
        viewport.setPose(world());
        StageWindow* stage = viewport.stage();
        QTRY_VERIFY(stage->width() > 0);
        const QSize size = stage->size();

        QVERIFY(viewport.viewFrom("front"));
        CameraSpec camera = viewport.cameraSpec();
        QVERIFY(camera.orthographic);
        QCOMPARE(stage->camera()->lens()->projectionType(), Qt3DRender::QCameraLens::OrthographicProjection);
        // Looking along +Y at the whole figure: the picture spans 2 d tan(22.5) vertically around
        // the target, d the camera's distance to it, whatever the depth.
        const float d = glm::length(camera.target - camera.position);
        const float halfHeight = d * std::tan(glm::radians(22.5f));
        const auto expectedRow = [&](float z) { return 0.5f * float(size.height()) * (1.0f - (z - camera.target.z) / halfHeight); };
        const auto expectedColumn = [&](float x) {
            return 0.5f * float(size.width()) * (1.0f + (x - camera.target.x) / (halfHeight * float(size.width()) / float(size.height())));
        };
        const auto left = viewport.screenPosition(kJoints[kLeftHand]);
        const auto right = viewport.screenPosition(kJoints[kRightHand]);
        QVERIFY(left && right);
        QVERIFY2(std::abs(left->y() - expectedRow(140.0f)) < 0.01 && std::abs(right->y() - expectedRow(140.0f)) < 0.01,
                 qPrintable(QStringLiteral("rows %1 and %2, expected %3").arg(left->y()).arg(right->y()).arg(expectedRow(140.0f))));
        QVERIFY(std::abs(left->x() - expectedColumn(-40.0f)) < 0.01 && std::abs(right->x() - expectedColumn(40.0f)) < 0.01);
        // What is drawn is what is picked: Qt3D's camera puts both hands on the same pixels.
        for (int joint : {kLeftHand, kRightHand, kHead}) {
            const QPointF drawn = drawnAt(stage, kJoints[std::size_t(joint)]);
            const QPointF picked = *viewport.screenPosition(kJoints[std::size_t(joint)]);
            QVERIFY2(QLineF(drawn, picked).length() < 0.05,
                     qPrintable(QStringLiteral("joint %1 drawn at (%2, %3), picked at (%4, %5)")
                                    .arg(joint).arg(drawn.x()).arg(drawn.y()).arg(picked.x()).arg(picked.y())));
        }
        QCOMPARE(viewport.boneAt(right->toPoint()), int(kRightHand));
        QCOMPARE(viewport.boneAt(left->toPoint()), int(kLeftHand));
        // Every pixel's ray runs along the view.
        glm::vec3 origin, direction;
        camera.ray(glm::vec2(10.0f, 20.0f), size, origin, direction);
        QVERIFY(glm::dot(direction, glm::vec3(0, 1, 0)) > 0.9999f);

        // The wheel zooms in: still orthographic, the hands twice as far apart for half the distance.
        const float apart = float(right->x() - left->x());
        QWheelEvent wheel(QPointF(100, 100), stage->mapToGlobal(QPointF(100, 100)), QPoint(), QPoint(0, 120), Qt::NoButton,
                          Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(stage, &wheel);
        camera = viewport.cameraSpec();
        QVERIFY(camera.orthographic);
        const float zoom = glm::length(camera.target - camera.position) / d;
        QVERIFY2(std::abs(zoom - std::pow(0.999f, 120.0f)) < 1e-4f, qPrintable(QString::number(zoom)));
        const float apartZoomed = float(viewport.screenPosition(kJoints[kRightHand])->x() - viewport.screenPosition(kJoints[kLeftHand])->x());
        QVERIFY2(std::abs(apartZoomed - apart / zoom) < 0.05f, qPrintable(QStringLiteral("%1 vs %2").arg(apartZoomed).arg(apart / zoom)));
        QCOMPARE(stage->camera()->lens()->projectionType(), Qt3DRender::QCameraLens::OrthographicProjection);

        // Pan (Maya: Alt+middle drag) moves every point by the mouse's move, near or far.
        const QPointF leftBefore = *viewport.screenPosition(kJoints[kLeftHand]);
        const QPointF rightBefore = *viewport.screenPosition(kJoints[kRightHand]);
        drag(stage, Qt::MiddleButton, Qt::AltModifier, QPointF(200, 200), QPointF(230, 190));
        QVERIFY(viewport.cameraSpec().orthographic);
        for (const auto& [joint, before] : {std::pair{kLeftHand, leftBefore}, std::pair{kRightHand, rightBefore}}) {
            const QPointF moved = *viewport.screenPosition(kJoints[std::size_t(joint)]) - before;
            QVERIFY2(QLineF(moved, QPointF(30, -10)).length() < 0.05,
                     qPrintable(QStringLiteral("joint %1 moved by (%2, %3)").arg(joint).arg(moved.x()).arg(moved.y())));
        }

        // An orbit (Maya: Alt+left drag) of one pixel: perspective again, looking almost the same
        // way, and a point in the target's plane stays where it was drawn (the same framing).
        camera = viewport.cameraSpec();
        const glm::vec3 inPlane = camera.target + glm::vec3(0, 0, 50);
        const QPointF before = *viewport.screenPosition(inPlane);
        drag(stage, Qt::LeftButton, Qt::AltModifier, QPointF(300, 200), QPointF(301, 200));
        const CameraSpec orbited = viewport.cameraSpec();
        QVERIFY(!orbited.orthographic);
        QCOMPARE(stage->camera()->lens()->projectionType(), Qt3DRender::QCameraLens::PerspectiveProjection);
        QVERIFY(glm::dot(glm::normalize(orbited.target - orbited.position), glm::normalize(camera.target - camera.position)) > 0.9999f);
        QCOMPARE(glm::length(orbited.target - orbited.position), glm::length(camera.target - camera.position));
        const QPointF after = *viewport.screenPosition(inPlane);
        QVERIFY2(QLineF(before, after).length() < 3.0,
                 qPrintable(QStringLiteral("(%1, %2) -> (%3, %4)").arg(before.x()).arg(before.y()).arg(after.x()).arg(after.y())));
        // In perspective the two hands no longer share a row.
        QVERIFY(std::abs(viewport.screenPosition(kJoints[kLeftHand])->y() - viewport.screenPosition(kJoints[kRightHand])->y()) > 1.0);

        // The other schemes' orbits leave the side views too; the perspective preset is not one.
        stage->setNavigationScheme(NavigationScheme::Blender);
        QVERIFY(viewport.viewFrom("left"));
        QVERIFY(viewport.cameraSpec().orthographic);
        drag(stage, Qt::MiddleButton, Qt::ShiftModifier, QPointF(200, 200), QPointF(220, 200));  // pan
        QVERIFY(viewport.cameraSpec().orthographic);
        drag(stage, Qt::MiddleButton, Qt::NoModifier, QPointF(200, 200), QPointF(220, 200));  // orbit
        QVERIFY(!viewport.cameraSpec().orthographic);
        stage->setNavigationScheme(NavigationScheme::Max);
        QVERIFY(viewport.viewFrom("top"));
        QVERIFY(viewport.cameraSpec().orthographic);
        viewport.frameAll();  // A keeps the view and its projection
        QVERIFY(viewport.cameraSpec().orthographic);
        QVERIFY(glm::dot(glm::normalize(viewport.cameraSpec().target - viewport.cameraSpec().position), glm::vec3(0, 0, -1)) > 0.9999f);
        QVERIFY(viewport.screenPosition(kJoints[kHead]));
        drag(stage, Qt::MiddleButton, Qt::AltModifier, QPointF(200, 200), QPointF(200, 220));
        QVERIFY(!viewport.cameraSpec().orthographic);
        QVERIFY(viewport.viewFrom("perspective"));
        QVERIFY(!viewport.cameraSpec().orthographic);
        QCOMPARE(stage->camera()->lens()->projectionType(), Qt3DRender::QCameraLens::PerspectiveProjection);
    }

    void orthographicSurvivesTheCameraFile()
    {
        CameraSpec camera;
        camera.orthographic = true;
        QString error;
        const auto back = CameraSpec::fromJson(camera.toJson(), &error);
        QVERIFY2(back, qPrintable(error));
        QVERIFY(back->orthographic);
        QVERIFY(!CameraSpec().toJson().contains("projection"));  // perspective files stay as they were
        QVERIFY(!CameraSpec::fromJson(R"({"position": [0, -400, 100], "target": [0, 0, 100], "projection": "fisheye"})", &error));
        QVERIFY2(error.contains(QLatin1String("projection")), qPrintable(error));
    }

    void eachLayerHasItsTint()
    {
        // Palette entries: the body keeps the mesh grey; costumes differ from it and from each other.
        QVERIFY(meshLayerTint(0) == kMeshColour);
        for (int a = 0; a <= 6; ++a) {
            for (int b = a + 1; b <= 6; ++b) {
                const glm::vec3 diff = glm::abs(meshLayerTint(a) - meshLayerTint(b));
                QVERIFY2(diff.x + diff.y + diff.z > 0.15f, qPrintable(QStringLiteral("layers %1 and %2").arg(a).arg(b)));
            }
        }
        QVERIFY(meshLayerTint(7) == meshLayerTint(1));

        // The walker's layers: its body mesh is layer 0, each costume's mesh its index + 1.
        Diagnostics diagnostics;
        const auto data = loadCharacter(RIGSTAGE_SAMPLES "/walker/walker.character.xml", diagnostics);
        QVERIFY(data && data->meshes.size() == 1 && data->costumes.size() == 4);
        QVERIFY(meshLayers(*data, {}) == std::vector<int>({0}));
        QVERIFY(meshLayers(*data, {2, 0}) == std::vector<int>({0, 3, 1}));

        // Rendered from the front: a body square and a costume square. Their normal faces the
        // camera; the shader's light, normalize(0.3, -0.8, 0.6), shades them by
        // 0.55 + 0.45 |n . l| = 0.55 + 0.45 x 0.8 / 1.04403 = 0.89482.
        const std::vector<RenderMesh> meshes{square(-45.0f, 0.0f, 0), square(45.0f, 0.0f, 3)};
        CameraSpec front;
        front.position = {0, -400, 100};
        front.target = {0, 0, 100};
        front.orthographic = true;  // x = +-45 lands at 320 -+ 45 / (400 tan 22.5) x 240 = 320 -+ 65 pixels
        QString error;
        SkeletonMeshOptions options;
        options.showBones = false;
        options.showHelpers = false;
        const QImage image = renderSkeletonImage({}, {}, options, true, front, QSize(640, 480), &error, 20000, meshes);
        QVERIFY2(!image.isNull(), qPrintable(error));
        const auto expected = [](int layer) { return meshLayerTint(layer) * 0.89482f * 255.0f; };
        const auto near = [](QRgb got, const glm::vec3& want) {
            return std::abs(qRed(got) - want.x) < 3.0f && std::abs(qGreen(got) - want.y) < 3.0f && std::abs(qBlue(got) - want.z) < 3.0f;
        };
        const QRgb body = image.pixel(255, 240), costume = image.pixel(385, 240);
        const auto describe = [](QRgb c) { return QStringLiteral("(%1, %2, %3)").arg(qRed(c)).arg(qGreen(c)).arg(qBlue(c)); };
        QVERIFY2(near(body, expected(0)), qPrintable(describe(body)));
        QVERIFY2(near(costume, expected(3)), qPrintable(describe(costume)));
        const int apart = std::abs(qRed(body) - qRed(costume)) + std::abs(qGreen(body) - qGreen(costume)) + std::abs(qBlue(body) - qBlue(costume));
        QVERIFY2(apart > 40, qPrintable(QString::number(apart)));

        // In the viewport: mesh i is layer i until told otherwise; one layer for both: one colour.
        ViewportWidget viewport;
        viewport.resize(640, 480);
        viewport.show();
        QVERIFY(QTest::qWaitForWindowExposed(&viewport));
        viewport.setShowGrid(false);
        viewport.setMeshTopology({meshes[0].triangles, meshes[1].triangles}, glm::vec3(-75, 0, 70), glm::vec3(75, 0, 130));
        viewport.setCameraSpec(front);
        for (int m = 0; m < 2; ++m) {
            viewport.setMeshVertices(m, meshes[std::size_t(m)].vertices);
        }
        StageWindow* stage = viewport.stage();
        QTRY_VERIFY(stage->size() == QSize(640, 480));
        QTRY_VERIFY_WITH_TIMEOUT(near(capture(stage).pixel(385, 240), expected(1)), 10000);
        QVERIFY(near(capture(stage).pixel(255, 240), expected(0)));
        viewport.setMeshLayers({2, 2});
        for (int m = 0; m < 2; ++m) {
            viewport.setMeshVertices(m, meshes[std::size_t(m)].vertices);
        }
        QTRY_VERIFY_WITH_TIMEOUT(near(capture(stage).pixel(255, 240), expected(2)), 10000);
        QVERIFY(near(capture(stage).pixel(385, 240), expected(2)));
        // A weight ramp keeps its colours on a tinted layer.
        const std::vector<float> weights(4, 1.0f);
        const std::vector<glm::vec3> positions{{15, 0, 70}, {75, 0, 70}, {75, 0, 130}, {15, 0, 130}};
        viewport.setMeshVertices(1, interleaveMeshVertices(positions, std::vector<glm::vec3>(4, glm::vec3(0, -1, 0)), &weights));
        QTRY_VERIFY_WITH_TIMEOUT(near(capture(stage).pixel(385, 240), weightColour(1.0f) * 0.89482f * 255.0f), 10000);
    }
};

QTEST_MAIN(TestViewportViews)
#include "test_viewport_views.moc"
