// View > Onion Skin: ghosts of the walker's pose a few frames before and after the paused frame,
// drawn as bones where a separate instance evaluated at those frames has them (violet before, lime
// after), following scrubbing and costumes, leaving the character's own pose alone; nothing of
// them drawn when off. With the mesh shown, each ghost's skinned body is drawn too, as a wire in
// the ghost's tint, where the pose of its frame puts it.
#include <QAction>
#include <QScreen>
#include <QStandardPaths>
#include <QTest>

#include "anim/clip.h"
#include "character/character_instance.h"
#include "skin/mesh_deformer.h"
#include "gui/main_window.h"
#include "gui/playback/playback_model.h"
#include "gui/scene/viewport_controller.h"
#include "viewport/skeleton_scene.h"
#include "viewport/skeleton_styles.h"
#include "viewport/viewport_widget.h"
#include "window_setup.h"

using namespace rigstage;

namespace {

enum class Tint { Violet, Lime };

/// A ghost's pixel: violet (blue over red over green) or lime (green over red over blue), hues no
/// layer colour, helper, selection or gizmo has.
bool hasTint(const QColor& c, Tint tint)
{
    const int r = c.red(), g = c.green(), b = c.blue();
    return tint == Tint::Violet ? b > r + 15 && r > g + 15 : g > r + 15 && r > b + 15;
}

/// Pixels of the tint within radius pixels of a point of the 3D area (radius < 0: the whole area).
int tinted(MainWindow& window, Tint tint, const QPointF& at = {}, int radius = -1)
{
    const QImage shot = window.screen()->grabWindow(window.winId()).toImage();
    QWidget* area = window.viewport()->container();
    const QPoint origin = area->mapTo(&window, QPoint(0, 0));
    const qreal ratio = shot.devicePixelRatio();
    const QRect box = radius < 0 ? QRect(QPoint(0, 0), area->size())
                                 : QRect(int(at.x()) - radius, int(at.y()) - radius, 2 * radius + 1, 2 * radius + 1);
    int count = 0;
    for (int y = box.top(); y <= box.bottom(); ++y) {
        for (int x = box.left(); x <= box.right(); ++x) {
            const QPoint p = (origin + QPoint(x, y)) * ratio;
            if (shot.rect().contains(p) && hasTint(shot.pixelColor(p), tint)) {
                ++count;
            }
        }
    }
    return count;
}

/// The pose at frame as scrubbing there shows it, from an instance of its own (dt 0: springs at rest).
std::vector<glm::mat4> poseAt(const Document& doc, float frame)
{
    Diagnostics d;
    auto instance = CharacterInstance::create(*doc.data(), d, doc.costumes());
    if (!instance) {
        return {};
    }
    instance->setClip(doc.playback()->clip(), d);
    instance->evaluate(frame, doc.playback()->loopsPastEnd(), 0.0f);
    return instance->pose().allWorld();
}

float distance(const glm::mat4& a, const glm::mat4& b)
{
    return glm::length(glm::vec3(a[3]) - glm::vec3(b[3]));
}

}  // namespace

class TestOnionSkin : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void ghostsDrawThePoseBeforeAndAfter()
    {
        MainWindow window;
        QVERIFY(test::showPaused(window, QStringLiteral(RIGSTAGE_SAMPLES "/walker/walker.character.xml")));
        window.action(QStringLiteral("showMesh"))->setChecked(false);  // the bones on the dark background
        QVERIFY(test::settleViewport(window));
        Document& doc = *window.document();
        QVERIFY(doc.playback()->clip() >= 0);  // the walk
        SkeletonScene& scene = *window.viewport()->stage()->scene();
        const int n = doc.framework()->boneCount();

        // One ghost each side, five frames apart.
        window.action(QStringLiteral("onionGhosts-1"))->setChecked(true);
        window.action(QStringLiteral("onionStep-5"))->setChecked(true);
        const float f = 12.0f;
        window.timeline()->setFrame(f);  // scrubbed there
        QCOMPARE(doc.playback()->frame(), double(f));
        window.viewport()->viewFrom("left");
        QTest::qWait(300);
        const std::size_t drawn = scene.bones().size();
        QCOMPARE(drawn, std::size_t(n));
        QCOMPARE(tinted(window, Tint::Violet), 0);
        QCOMPARE(tinted(window, Tint::Lime), 0);
        const std::vector<glm::mat4> shown = doc.world();

        window.action(QStringLiteral("onionSkin"))->setChecked(true);
        QVERIFY(doc.world() == shown);  // the character's own pose is untouched
        QCOMPARE(scene.bones().size(), drawn + 2 * std::size_t(n));
        QCOMPARE(scene.world().size(), drawn + 2 * std::size_t(n));

        // Worked out apart: the pose five frames before and after, and the foot that moves most.
        const std::vector<glm::mat4> before = poseAt(doc, f - 5.0f), after = poseAt(doc, f + 5.0f);
        QCOMPARE(int(after.size()), n);
        int foot = doc.framework()->findBone("_0Base{BD}#L_Foot");
        const int right = doc.framework()->findBone("_0Base{BD}#R_Foot");
        QVERIFY(foot >= 0 && right >= 0);
        if (distance(after[std::size_t(right)], shown[std::size_t(right)]) > distance(after[std::size_t(foot)], shown[std::size_t(foot)])) {
            foot = right;
        }
        // The ghosts' bones follow the drawn ones: the one before, then the one after.
        for (int b = 0; b < n; ++b) {
            QVERIFY2(distance(scene.world()[drawn + std::size_t(b)], before[std::size_t(b)]) < 1e-3f, qPrintable(QString::number(b)));
            QVERIFY2(distance(scene.world()[drawn + std::size_t(n + b)], after[std::size_t(b)]) < 1e-3f, qPrintable(QString::number(b)));
        }
        const auto ahead = window.viewport()->screenPosition(glm::vec3(after[std::size_t(foot)][3]));
        const auto behind = window.viewport()->screenPosition(glm::vec3(before[std::size_t(foot)][3]));
        const auto now = window.viewport()->screenPosition(glm::vec3(shown[std::size_t(foot)][3]));
        QVERIFY(ahead && behind && now);
        const auto apart = [](const QPointF& a, const QPointF& b) { return QLineF(a, b).length(); };
        QVERIFY2(apart(*ahead, *now) > 15.0 && apart(*ahead, *behind) > 15.0,
                 qPrintable(QStringLiteral("the foot moves %1 px in five frames").arg(apart(*ahead, *now))));
        // The lime ghost's foot where the pose five frames on has it, the violet one's five frames back.
        QTRY_VERIFY_WITH_TIMEOUT(tinted(window, Tint::Lime, *ahead, 6) >= 3, 5000);
        QVERIFY(tinted(window, Tint::Violet, *behind, 6) >= 3);
        QCOMPARE(tinted(window, Tint::Violet, *ahead, 3), 0);
        QCOMPARE(tinted(window, Tint::Lime, *behind, 3), 0);

        // Scrubbing while paused: the ghosts follow the frame.
        window.timeline()->setFrame(f + 1.0f);
        const std::vector<glm::mat4> next = poseAt(doc, f + 6.0f);
        QVERIFY(distance(next[std::size_t(foot)], after[std::size_t(foot)]) > 0.1f);
        QVERIFY(distance(scene.world()[drawn + std::size_t(n + foot)], next[std::size_t(foot)]) < 1e-3f);

        // Two ghosts each side: four, nearest first; the further ones fainter.
        window.action(QStringLiteral("onionGhosts-2"))->setChecked(true);
        QCOMPARE(scene.bones().size(), drawn + 4 * std::size_t(n));
        const std::vector<glm::mat4> farBefore = poseAt(doc, f + 1.0f - 10.0f);
        QVERIFY(distance(scene.world()[drawn + std::size_t(n + foot)], farBefore[std::size_t(foot)]) < 1e-3f);
        const glm::vec3 near = scene.bones()[drawn + 2 * std::size_t(n)].colour, far = scene.bones()[drawn + 3 * std::size_t(n)].colour;
        QVERIFY(glm::length(far) < glm::length(near));

        // A costume worn: the ghosts wear it too.
        QVERIFY(doc.setCostumes({0}));
        const int worn = doc.framework()->boneCount();
        QVERIFY(worn > n);
        QTRY_COMPARE(scene.bones().size(), std::size_t(5 * worn));
        const std::vector<glm::mat4> skirt = poseAt(doc, f + 1.0f + 5.0f);
        for (int b = 0; b < worn; ++b) {
            QVERIFY2(distance(scene.world()[std::size_t(3 * worn + b)], skirt[std::size_t(b)]) < 1e-3f, qPrintable(QString::number(b)));
        }
        QVERIFY(doc.setCostumes({}));

        // Off: nothing ghostly left.
        window.action(QStringLiteral("onionSkin"))->setChecked(false);
        QCOMPARE(scene.bones().size(), std::size_t(n));
        QTRY_COMPARE_WITH_TIMEOUT(tinted(window, Tint::Lime), 0, 5000);
        QCOMPARE(tinted(window, Tint::Violet), 0);
    }

    void meshGhostsDrawTheBodyAtTheirFrames()
    {
        MainWindow window;
        QVERIFY(test::showPaused(window, QStringLiteral(RIGSTAGE_SAMPLES "/walker/walker.character.xml")));
        window.action(QStringLiteral("showMesh"))->setChecked(true);
        // Tinted pixels then come from the mesh ghosts only.
        window.action(QStringLiteral("showBones"))->setChecked(false);
        window.action(QStringLiteral("showHelpers"))->setChecked(false);
        QVERIFY(test::settleViewport(window));
        Document& doc = *window.document();
        window.action(QStringLiteral("onionGhosts-1"))->setChecked(true);
        window.action(QStringLiteral("onionStep-5"))->setChecked(true);
        const float f = 12.0f;
        window.timeline()->setFrame(f);
        window.viewport()->viewFrom("left");
        QTest::qWait(300);
        QCOMPARE(tinted(window, Tint::Violet), 0);
        QCOMPARE(tinted(window, Tint::Lime), 0);

        window.action(QStringLiteral("onionSkin"))->setChecked(true);
        const OnionSkin& onion = window.findChild<ViewportController*>()->onionSkin();
        QVERIFY(doc.hasMeshes());
        QCOMPARE(onion.meshGhostCount(), 2 * doc.meshes().meshCount());  // a body before, a body after
        {
            // The ghost bodies carry the walker's sculpt corrections, as the character's own body
            // does: the ghost after is the mesh skinned at that frame's pose with them, and (the knees
            // and elbows bent there) not the mesh skinned without them.
            QVERIFY(doc.corrections() && !doc.corrections()->corrections.empty());
            const int meshes = doc.meshes().meshCount();
            const int afterGhost = onion.ghosts()[0].offset > 0 ? 0 : 1;
            const std::vector<glm::mat4> pose = poseAt(doc, f + 5.0f);
            Diagnostics d;
            auto instance = CharacterInstance::create(*doc.data(), d, doc.costumes());
            QVERIFY(instance);
            instance->setClip(doc.playback()->clip(), d);
            const Clip* clip = instance->clip();
            QVERIFY(clip);
            const float fromStart = clipFrame(*clip, f + 5.0f, doc.playback()->loopsPastEnd()) - clip->startFrame;
            MeshDeformer corrected, plain;
            corrected.bind(*doc.data(), instance->framework(), d, doc.costumes());
            corrected.setCorrections(doc.data()->corrections, d);
            plain.bind(*doc.data(), instance->framework(), d, doc.costumes());
            plain.setCorrections(std::nullopt, d);
            corrected.deform(pose, doc.skinningMethod(), clip, fromStart);
            plain.deform(pose, doc.skinningMethod(), clip, fromStart);
            float corrections = 0.0f;
            for (int m = 0; m < meshes; ++m) {
                const std::vector<glm::vec3>& ghost = onion.meshGhostPositions(afterGhost * meshes + m);
                const std::vector<glm::vec3>& expected = corrected.output(m).positions;
                QCOMPARE(ghost.size(), expected.size());
                for (std::size_t v = 0; v < ghost.size(); ++v) {
                    QVERIFY2(glm::length(ghost[v] - expected[v]) < 1e-4f, qPrintable(QStringLiteral("mesh %1 vertex %2").arg(m).arg(v)));
                    corrections = std::max(corrections, glm::length(ghost[v] - plain.output(m).positions[v]));
                }
            }
            QVERIFY2(corrections > 0.05f, qPrintable(QString::number(double(corrections))));
            // The corrections taken away (as an undone capture or a removed file would): the ghost
            // bodies follow at once, now the mesh skinned without them.
            const std::optional<CorrectionFile> kept = doc.data()->corrections;
            window.document()->replaceCorrections(std::nullopt);
            for (int m = 0; m < meshes; ++m) {
                QVERIFY(onion.meshGhostPositions(afterGhost * meshes + m) == plain.output(m).positions);
            }
            window.document()->replaceCorrections(kept);
            QVERIFY(onion.meshGhostPositions(afterGhost * meshes) == corrected.output(0).positions);
        }

        // The foot that moves most in five frames, worked out apart; where each ghost's foot is
        // drawn, its body's wire shows in its tint, and not the other ghost's.
        const std::vector<glm::mat4> shown = doc.world();
        const std::vector<glm::mat4> before = poseAt(doc, f - 5.0f), after = poseAt(doc, f + 5.0f);
        int foot = doc.framework()->findBone("_0Base{BD}#L_Foot");
        const int right = doc.framework()->findBone("_0Base{BD}#R_Foot");
        if (distance(after[std::size_t(right)], shown[std::size_t(right)]) > distance(after[std::size_t(foot)], shown[std::size_t(foot)])) {
            foot = right;
        }
        const auto ahead = window.viewport()->screenPosition(glm::vec3(after[std::size_t(foot)][3]));
        const auto behind = window.viewport()->screenPosition(glm::vec3(before[std::size_t(foot)][3]));
        QVERIFY(ahead && behind);
        QVERIFY(QLineF(*ahead, *behind).length() > 15.0);
        QTRY_VERIFY_WITH_TIMEOUT(tinted(window, Tint::Lime, *ahead, 6) >= 5, 5000);
        QVERIFY(tinted(window, Tint::Violet, *behind, 6) >= 5);
        QCOMPARE(tinted(window, Tint::Violet, *ahead, 3), 0);
        QCOMPARE(tinted(window, Tint::Lime, *behind, 3), 0);
        // Off the ghosts (half a body above the head), nothing ghostly.
        const int head = doc.framework()->findBone("_0Base{BD}#Head");
        QVERIFY(head >= 0);
        const float height = characterSize(*doc.framework(), doc.zUp());
        const auto above = window.viewport()->screenPosition(glm::vec3(shown[std::size_t(head)][3]) + glm::vec3(0, 0, 0.5f * height));
        QVERIFY(above);
        QCOMPARE(tinted(window, Tint::Lime, *above, 10) + tinted(window, Tint::Violet, *above, 10), 0);

        // The mesh hidden: the ghosts' bodies go with it; shown again, they are back.
        window.action(QStringLiteral("showMesh"))->setChecked(false);
        QCOMPARE(onion.meshGhostCount(), 0);
        QTRY_COMPARE_WITH_TIMEOUT(tinted(window, Tint::Lime), 0, 5000);
        QCOMPARE(tinted(window, Tint::Violet), 0);
        window.action(QStringLiteral("showMesh"))->setChecked(true);
        QCOMPARE(onion.meshGhostCount(), 2 * doc.meshes().meshCount());
        QTRY_VERIFY_WITH_TIMEOUT(tinted(window, Tint::Lime, *ahead, 6) >= 5, 5000);

        // The onion skin off: no ghost bodies.
        window.action(QStringLiteral("onionSkin"))->setChecked(false);
        QCOMPARE(onion.meshGhostCount(), 0);
        QTRY_COMPARE_WITH_TIMEOUT(tinted(window, Tint::Lime), 0, 5000);
    }

    void screenshot()
    {
        const QString shots = qEnvironmentVariable("RIGSTAGE_SCREENSHOT_DIR");
        if (shots.isEmpty()) {
            QSKIP("RIGSTAGE_SCREENSHOT_DIR not set");
        }
        MainWindow window;
        QVERIFY(test::showPaused(window, QStringLiteral(RIGSTAGE_SAMPLES "/walker/walker.character.xml")));
        QVERIFY(test::settleViewport(window));
        window.action(QStringLiteral("onionGhosts-2"))->setChecked(true);
        window.action(QStringLiteral("onionStep-5"))->setChecked(true);
        window.action(QStringLiteral("onionSkin"))->setChecked(true);
        window.timeline()->setFrame(12.0);
        window.viewport()->viewFrom("left");
        QTest::qWait(600);
        window.screen()->grabWindow(window.winId()).save(shots + QStringLiteral("/onion-skin.png"));
    }

    void meshScreenshot()
    {
        const QString shots = qEnvironmentVariable("RIGSTAGE_SCREENSHOT_DIR");
        if (shots.isEmpty()) {
            QSKIP("RIGSTAGE_SCREENSHOT_DIR not set");
        }
        MainWindow window;
        QVERIFY(test::showPaused(window, QStringLiteral(RIGSTAGE_SAMPLES "/walker/walker.character.xml")));
        window.action(QStringLiteral("showMesh"))->setChecked(true);
        QVERIFY(test::settleViewport(window));
        window.action(QStringLiteral("onionGhosts-1"))->setChecked(true);
        window.action(QStringLiteral("onionStep-5"))->setChecked(true);
        window.action(QStringLiteral("onionSkin"))->setChecked(true);
        window.timeline()->setFrame(12.0);
        window.viewport()->viewFrom("left");
        QTest::qWait(600);
        window.screen()->grabWindow(window.winId()).save(shots + QStringLiteral("/onion-skin-mesh.png"));
    }
};

QTEST_MAIN(TestOnionSkin)
#include "test_onion_skin.moc"
