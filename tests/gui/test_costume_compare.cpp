// View > Compare Costumes...: the walker in two costume sets, side by side (copies beside it, each
// drawn where it stands, posed as an instance evaluated apart at the same frame with the same hand
// pose) and wiped (the divider dragged across a column changes which costume shows there); each
// set's findings listed, a template with a known finding (a mirrored bind) showing it.
#include <QAction>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QScreen>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include "character/character_instance.h"
#include "gui/costumes/costume_compare_controller.h"
#include "gui/costumes/costume_compare_dialog.h"
#include "gui/costumes/costume_comparison.h"
#include "gui/main_window.h"
#include "gui/playback/playback_model.h"
#include "gui/posing/posing_model.h"
#include "sample_copy.h"
#include "viewport/viewport_widget.h"
#include "window_setup.h"

using namespace rigstage;

namespace {

const QColor kBackground(38, 40, 46);

/// The 3D area as the screen shows it (the window grabbed, cut to the area).
QImage area(MainWindow& window)
{
    const QImage shot = window.screen()->grabWindow(window.winId()).toImage();
    QWidget* a = window.viewport()->container();
    const qreal ratio = shot.devicePixelRatio();
    const QPoint origin = a->mapTo(&window, QPoint(0, 0)) * ratio;
    return shot.copy(QRect(origin, a->size() * ratio)).scaled(a->size());
}

/// Pixels within radius of a point that are not the background.
int drawn(const QImage& image, const QPointF& at, int radius)
{
    int count = 0;
    for (int y = int(at.y()) - radius; y <= int(at.y()) + radius; ++y) {
        for (int x = int(at.x()) - radius; x <= int(at.x()) + radius; ++x) {
            if (image.rect().contains(x, y)) {
                const QColor c = image.pixelColor(x, y);
                count += std::abs(c.red() - kBackground.red()) + std::abs(c.green() - kBackground.green()) +
                                     std::abs(c.blue() - kBackground.blue()) > 30;
            }
        }
    }
    return count;
}

/// The mean colour within radius of a point.
glm::vec3 meanColour(const QImage& image, const QPointF& at, int radius)
{
    glm::vec3 sum(0.0f);
    int n = 0;
    for (int y = int(at.y()) - radius; y <= int(at.y()) + radius; ++y) {
        for (int x = int(at.x()) - radius; x <= int(at.x()) + radius; ++x) {
            if (image.rect().contains(x, y)) {
                const QColor c = image.pixelColor(x, y);
                sum += glm::vec3(c.redF(), c.greenF(), c.blueF());
                ++n;
            }
        }
    }
    return n ? sum / float(n) : sum;
}

/// Hue direction of a costume tint: which of its channels leads (sand: red over green over blue;
/// sage: green over red and blue).
bool sandLike(const glm::vec3& c) { return c.r > c.g + 0.03f && c.g > c.b + 0.03f; }
bool sageLike(const glm::vec3& c) { return c.g > c.r + 0.03f && c.g > c.b + 0.03f; }
/// The body's grey, lit: channels close together, well above the background.
bool greyLike(const glm::vec3& c) { return c.r > 0.3f && std::abs(c.r - c.g) < 0.05f && std::abs(c.g - c.b) < 0.06f; }

/// Pixels within radius of a point whose colour passes test.
int countWhere(const QImage& image, const QPointF& at, int radius, bool (*test)(const glm::vec3&))
{
    int count = 0;
    for (int y = int(at.y()) - radius; y <= int(at.y()) + radius; ++y) {
        for (int x = int(at.x()) - radius; x <= int(at.x()) + radius; ++x) {
            if (image.rect().contains(x, y)) {
                const QColor c = image.pixelColor(x, y);
                count += test(glm::vec3(c.redF(), c.greenF(), c.blueF()));
            }
        }
    }
    return count;
}

/// The pose at frame from an instance of its own wearing costumes, with one hand pose.
std::vector<glm::mat4> poseAt(const Document& doc, const std::vector<int>& costumes, float frame, const std::string& bone,
                              const std::optional<Srt>& edit, bool loop = true)
{
    Diagnostics d;
    auto instance = CharacterInstance::create(*doc.data(), d, costumes);
    if (!instance) {
        return {};
    }
    instance->setClip(doc.playback()->clip(), d);
    instance->setPoseEdit(instance->framework().findBone(bone), edit);
    instance->evaluate(frame, loop, 0.0f);
    return instance->pose().allWorld();
}

CostumeCompareController& controller(MainWindow& window)
{
    return *window.findChild<CostumeCompareController*>();
}

/// The long skirt template as a manifest's costume line.
#define LONG_SKIRT_COSTUME \
    "    <Costume name=\"Long skirt\" framework=\"" RIGSTAGE_TEMPLATES "/long_skirt/LongSkirt.Framework.xml\" helperJoints=\"" \
    RIGSTAGE_TEMPLATES "/long_skirt/LongSkirt.HelperJointSetting.xml\" mesh=\"" RIGSTAGE_TEMPLATES                       \
    "/long_skirt/LongSkirt.Mesh.gltf\"/>\n"

/// The long skirt and a cape template known to have a mirrored bind.
const QByteArray kLongSkirtAndMirroredCape =
    LONG_SKIRT_COSTUME "    <Costume name=\"Cape\" framework=\"" RIGSTAGE_FIXTURES "/templates/broken/mirrored-bind/Cape.Framework.xml\"/>\n";

/// Chooses the dialog's rows and mode through the menu action and the dialog's own widgets.
bool compare(MainWindow& window, const std::vector<int>& rows, CostumeComparison::Mode mode)
{
    window.action(QStringLiteral("compareCostumes"))->trigger();
    CostumeCompareDialog* dialog = controller(window).dialog();
    if (!dialog || !QTest::qWaitForWindowExposed(dialog)) {
        return false;
    }
    dialog->choose(rows, mode);
    QPushButton* ok = dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
    if (!ok->isEnabled()) {
        return false;
    }
    QTest::mouseClick(ok, Qt::LeftButton);
    return QTest::qWaitFor([&] { return !controller(window).dialog(); }, 5000) && controller(window).comparison()->active();
}

}  // namespace

class TestCostumeCompare : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void sideBySideCopiesPlayInStepWithTheirFindings()
    {
        // The walker with the long skirt and a cape template known to have a mirrored bind.
        QTemporaryDir dir;
        const QString manifest = test::copySampleWith(dir, kLongSkirtAndMirroredCape);
        MainWindow window;
        QVERIFY(test::showPaused(window, manifest));
        Document& doc = *window.document();
        QCOMPARE(doc.costumeNames(), QStringList({QStringLiteral("Long skirt"), QStringLiteral("Cape")}));
        window.action(QStringLiteral("showMesh"))->setChecked(true);
        QVERIFY(test::settleViewport(window));
        window.viewport()->viewFrom("front");

        QTRY_VERIFY(!controller(window).findingsDock()->isVisible());  // only while comparing
        // Rows: 0 no costume, 1 the long skirt, 2 the cape.
        QVERIFY(compare(window, {1, 2}, CostumeComparison::Mode::SideBySide));
        CostumeComparison& comparison = *controller(window).comparison();
        QCOMPARE(comparison.setCount(), 2);
        QVERIFY(comparison.copy(0) && comparison.copy(1));
        QCOMPARE(comparison.set(0), std::vector<int>{0});
        QCOMPARE(comparison.set(1), std::vector<int>{1});
        QVERIFY(comparison.offset(0).x > 0.0f && comparison.offset(1).x > comparison.offset(0).x);  // beside, one after the other

        // The frame moved and a hand pose set on the character: each copy as an instance wearing
        // its set, evaluated apart at that frame with that hand pose, and standing at its offset.
        const std::string neck = "_0Base{BD}#Neck";
        window.timeline()->setFrame(7.0);
        const int bone = doc.framework()->findBone(neck);
        QVERIFY(bone >= 0);
        doc.posing()->setPoseEdit(bone, glm::vec3(0.0f, 40.0f, 0.0f));
        const std::optional<Srt> edit = doc.instance()->poseEdit(bone);
        QVERIFY(edit);
        for (int s = 0; s < 2; ++s) {
            const std::vector<glm::mat4> apart = poseAt(doc, comparison.set(s), 7.0f, neck, edit);
            QCOMPARE(comparison.world(s).size(), apart.size());
            for (std::size_t b = 0; b < apart.size(); ++b) {
                const glm::vec3 expected = glm::vec3(apart[b][3]) + comparison.offset(s);
                QVERIFY2(glm::length(glm::vec3(comparison.world(s)[b][3]) - expected) < 1e-3f,
                         qPrintable(QStringLiteral("set %1 bone %2").arg(s).arg(b)));
            }
            // The hand pose did something: the neck's child is not where the clip alone has it.
            const std::vector<glm::mat4> clipOnly = poseAt(doc, comparison.set(s), 7.0f, neck, std::nullopt);
            const int hand = comparison.copy(s)->framework().findBone("_0Base{BD}#Head");
            QVERIFY(glm::length(glm::vec3(apart[std::size_t(hand)][3]) - glm::vec3(clipOnly[std::size_t(hand)][3])) > 1.0f);
        }

        // Past the clip's end with looping off, the copies hold the last frame as the character does
        // (evaluated apart without looping), not the frame the loop would come round to.
        doc.playback()->setLoopPastEnd(false);
        const Clip* clip = doc.instance()->clip();
        QVERIFY(clip);
        const float past = clip->endFrame + 0.4f * (clip->endFrame - clip->startFrame);
        doc.playback()->setFrame(past);  // beyond the timeline's range: as a longer clip's range or a transition plays on
        QCOMPARE(doc.playback()->frame(), double(past));
        const int foot = comparison.copy(0)->framework().findBone("_0Base{BD}#L_Foot");
        for (int s = 0; s < 2; ++s) {
            const std::vector<glm::mat4> held = poseAt(doc, comparison.set(s), past, neck, edit, false);
            const std::vector<glm::mat4> looped = poseAt(doc, comparison.set(s), past, neck, edit, true);
            QVERIFY(glm::length(glm::vec3(held[std::size_t(foot)][3]) - glm::vec3(looped[std::size_t(foot)][3])) > 1.0f);
            for (std::size_t b = 0; b < held.size(); ++b) {
                const glm::vec3 expected = glm::vec3(held[b][3]) + comparison.offset(s);
                QVERIFY2(glm::length(glm::vec3(comparison.world(s)[b][3]) - expected) < 1e-3f,
                         qPrintable(QStringLiteral("held: set %1 bone %2").arg(s).arg(b)));
            }
        }
        doc.playback()->setLoopPastEnd(true);
        window.timeline()->setFrame(7.0);

        // Both drawn: the mesh where each copy's pelvis stands, background half a step beyond the last.
        const int pelvis = comparison.copy(0)->framework().findBone("_0Base{BD}#Pelvis");
        QTest::qWait(300);
        QImage image = area(window);
        for (int s = 0; s < 2; ++s) {
            const auto at = window.viewport()->screenPosition(glm::vec3(comparison.world(s)[std::size_t(pelvis)][3]));
            QVERIFY(at);
            QVERIFY2(drawn(image, *at, 3) >= 40, qPrintable(QStringLiteral("copy %1 at %2,%3").arg(s).arg(at->x()).arg(at->y())));
        }
        const glm::vec3 beyond = glm::vec3(comparison.world(1)[std::size_t(pelvis)][3]) + 0.5f * (comparison.offset(1) - comparison.offset(0));
        const auto empty = window.viewport()->screenPosition(beyond);
        QVERIFY(empty);
        QCOMPARE(drawn(image, *empty, 3), 0);
        // The skirt's copy shows the skirt's tint (sand) about its knees; the cape's copy, whose
        // template has no mesh, only the body's grey.
        const int calf = comparison.copy(0)->framework().findBone("_0Base{BD}#L_Calf");
        for (int s = 0; s < 2; ++s) {
            const auto knees = window.viewport()->screenPosition(glm::vec3(comparison.world(s)[std::size_t(calf)][3]));
            QVERIFY(knees);
            const int sand = countWhere(image, *knees, 40, sandLike);
            QVERIFY2(s == 0 ? sand >= 30 : sand == 0, qPrintable(QStringLiteral("copy %1: %2 sand pixels").arg(s).arg(sand)));
        }

        // Each set's findings: the skirt clean, the cape with its mirrored bind.
        QTreeWidget* tree = controller(window).findingsTree();
        QVERIFY(controller(window).findingsDock()->isVisible());
        QCOMPARE(tree->topLevelItemCount(), 2);
        QVERIFY2(tree->topLevelItem(0)->text(0).startsWith(QStringLiteral("Long skirt: no findings")), qPrintable(tree->topLevelItem(0)->text(0)));
        QCOMPARE(tree->topLevelItem(0)->childCount(), 0);
        QVERIFY2(tree->topLevelItem(1)->text(0).startsWith(QStringLiteral("Cape: 0 error(s), 1 warning(s)")), qPrintable(tree->topLevelItem(1)->text(0)));
        QCOMPARE(tree->topLevelItem(1)->childCount(), 1);
        QVERIFY(tree->topLevelItem(1)->child(0)->text(0).contains(QStringLiteral("bone.mirrored-bind")));
        QVERIFY(tree->topLevelItem(1)->child(0)->text(0).contains(QStringLiteral("Cape_01")));

        if (const QString shots = qEnvironmentVariable("RIGSTAGE_SCREENSHOT_DIR"); !shots.isEmpty()) {
            window.screen()->grabWindow(window.winId()).save(shots + QStringLiteral("/costumes-side-by-side.png"));
        }

        // A right click on a copy offers to wear its set; on empty space, not.
        QAction* wear = window.findChild<QAction*>(QStringLiteral("wearComparedSet"));
        QVERIFY(wear);
        QTest::mouseClick(window.viewport()->stage(), Qt::RightButton, Qt::NoModifier, empty->toPoint());
        QTRY_VERIFY_WITH_TIMEOUT(window.viewportMenu() && window.viewportMenu()->isVisible(), 10000);
        QVERIFY(!window.viewportMenu()->actions().contains(wear));
        window.viewportMenu()->close();
        const auto cape = window.viewport()->screenPosition(glm::vec3(comparison.world(1)[std::size_t(pelvis)][3]));
        QVERIFY(cape);
        QVERIFY(doc.costumes().empty());
        QTest::mouseClick(window.viewport()->stage(), Qt::RightButton, Qt::NoModifier, cape->toPoint());
        QTRY_VERIFY_WITH_TIMEOUT(window.viewportMenu() && window.viewportMenu()->isVisible()
                                     && window.viewportMenu()->actions().contains(wear), 10000);
        QVERIFY2(wear->text().contains(QStringLiteral("Cape")), qPrintable(wear->text()));
        window.viewportMenu()->close();
        wear->trigger();
        QCOMPARE(doc.costumes(), std::vector<int>{1});
        window.action(QStringLiteral("undo"))->trigger();
        QVERIFY(doc.costumes().empty());

        // Stopped: the copies and the findings go.
        window.action(QStringLiteral("stopCostumeComparison"))->trigger();
        QVERIFY(!comparison.active());
        QVERIFY(!controller(window).findingsDock()->isVisible());
        QTest::qWait(300);
        image = area(window);
        const auto gone = window.viewport()->screenPosition(glm::vec3(comparison.offset(1)) + glm::vec3(doc.world()[std::size_t(pelvis)][3]));
        QVERIFY(gone);
        QCOMPARE(drawn(image, *gone, 3), 0);
    }

    void theCostumesWornNowAreOneSet()
    {
        // The walker wearing the long skirt and the cape together: the dialog offers that stack as
        // a row of its own, and its copy wears both, as the character does (its bones are the
        // character's, the skirt's and the cape's among them), beside a copy without costume.
        QTemporaryDir dir;
        const QString manifest = test::copySampleWith(dir, kLongSkirtAndMirroredCape);
        MainWindow window;
        QVERIFY(test::showPaused(window, manifest));
        Document& doc = *window.document();
        QVERIFY(doc.wearCostumes({0, 1}));
        const int worn = doc.framework()->boneCount();

        window.action(QStringLiteral("compareCostumes"))->trigger();
        CostumeCompareDialog* dialog = controller(window).dialog();
        QVERIFY(dialog && QTest::qWaitForWindowExposed(dialog));
        QCOMPARE(dialog->list()->count(), 4);  // no costume, each costume, the two worn now
        QCOMPARE(dialog->list()->item(3)->text(), QStringLiteral("Worn now: Long skirt + Cape"));
        dialog->reject();
        QTRY_VERIFY(!controller(window).dialog());

        QVERIFY(compare(window, {0, 3}, CostumeComparison::Mode::SideBySide));
        CostumeComparison& comparison = *controller(window).comparison();
        QCOMPARE(comparison.setCount(), 2);
        QCOMPARE(comparison.set(0), std::vector<int>{});
        QCOMPARE(comparison.set(1), (std::vector<int>{0, 1}));
        QCOMPARE(comparison.setName(1), QStringLiteral("Long skirt + Cape"));
        QVERIFY(comparison.copy(0) && comparison.copy(1));
        const Framework& stacked = comparison.copy(1)->framework();
        QCOMPARE(stacked.boneCount(), worn);
        bool skirt = false, cape = false;
        for (int b = 0; b < stacked.boneCount(); ++b) {
            skirt = skirt || stacked.boneName(b).find("Skirt") != std::string::npos;
            cape = cape || stacked.boneName(b).find("Cape_01") != std::string::npos;
        }
        QVERIFY(skirt && cape);
        QVERIFY(comparison.copy(0)->framework().boneCount() < worn);
        // Opened again, the stacked set is still offered and ticked.
        window.action(QStringLiteral("compareCostumes"))->trigger();
        dialog = controller(window).dialog();
        QVERIFY(dialog && QTest::qWaitForWindowExposed(dialog));
        QCOMPARE(dialog->sets(), (std::vector<std::vector<int>>{{}, {0, 1}}));
        dialog->reject();
    }

    void setsThatDoNotFitAreRefusedOrListed()
    {
        // The long skirt and a cape whose helper joints form a cycle: it loads but does not stack.
        QTemporaryDir dir;
        const QByteArray costumes =
            LONG_SKIRT_COSTUME
            "    <Costume name=\"Cape\" framework=\"" RIGSTAGE_FIXTURES "/templates/broken/helper-cycle/Cape.Framework.xml\" helperJoints=\"" RIGSTAGE_FIXTURES
            "/templates/broken/helper-cycle/Cape.HelperJointSetting.xml\"/>\n";
        const QString manifest = test::copySampleWith(dir, costumes);
        MainWindow window;
        QVERIFY(test::showPaused(window, manifest));
        QCOMPARE(window.document()->costumeNames().size(), 2);
        CostumeComparison& comparison = *controller(window).comparison();

        // Refused with what is wrong, and off.
        QString error;
        QVERIFY(!comparison.start({{}, {0}, {1}}, CostumeComparison::Mode::Wipe, &error));
        QVERIFY2(error.contains(QStringLiteral("exactly two")) && error.contains(QStringLiteral("3")), qPrintable(error));
        QVERIFY(!comparison.start({{0}, {7}}, CostumeComparison::Mode::SideBySide, &error));
        QVERIFY2(error.contains(QStringLiteral("no costume 7")), qPrintable(error));
        QVERIFY(!comparison.start({}, CostumeComparison::Mode::SideBySide, &error));
        QVERIFY2(error.contains(QStringLiteral("at least one")), qPrintable(error));
        QVERIFY(!comparison.active());
        // The dialog will not take a wipe of one set.
        window.action(QStringLiteral("compareCostumes"))->trigger();
        CostumeCompareDialog* dialog = controller(window).dialog();
        QVERIFY(dialog);
        dialog->choose({1}, CostumeComparison::Mode::Wipe);
        QVERIFY(!dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled());
        dialog->choose({1, 2}, CostumeComparison::Mode::Wipe);
        QVERIFY(dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled());
        dialog->reject();

        // The cape's set is listed with its cycle, not drawn; the skirt's is.
        QVERIFY(compare(window, {1, 2}, CostumeComparison::Mode::SideBySide));
        QVERIFY(comparison.copy(0));
        QVERIFY(!comparison.copy(1));
        QVERIFY(comparison.findings(1).hasErrors());
        QTreeWidget* tree = controller(window).findingsTree();
        const QString cape = tree->topLevelItem(1)->text(0);
        QVERIFY2(cape.startsWith(QStringLiteral("Cape: ")) && cape.endsWith(QStringLiteral("(does not stack: not shown)")), qPrintable(cape));
        int cycles = 0;  // once, though both the costume's validation and its stacking find it
        for (int i = 0; i < tree->topLevelItem(1)->childCount(); ++i) {
            cycles += tree->topLevelItem(1)->child(i)->text(0).contains(QStringLiteral("helper.cycle"));
        }
        QCOMPARE(cycles, 1);
    }

    void wipeShowsOneCostumeEachSideOfTheDivider()
    {
        MainWindow window;
        QVERIFY(test::showPaused(window, QStringLiteral(RIGSTAGE_SAMPLES "/walker/walker.character.xml")));
        Document& doc = *window.document();
        window.action(QStringLiteral("showMesh"))->setChecked(true);
        QVERIFY(test::settleViewport(window));
        window.viewport()->viewFrom("front");
        // The character's own body about its pelvis, before the comparison.
        const int pelvis = doc.framework()->findBone("_0Base{BD}#Pelvis");
        const auto hips = window.viewport()->screenPosition(glm::vec3(doc.world()[std::size_t(pelvis)][3]));
        QVERIFY(hips);
        QTest::qWait(300);
        const int bodyBefore = countWhere(area(window), *hips, 12, greyLike);
        QVERIFY(bodyBefore > 100);
        // The long skirt (row 1, sand) left of the divider, the robe (row 3, sage) right of it.
        QCOMPARE(doc.costumeNames().at(0), QStringLiteral("Long skirt"));
        QCOMPARE(doc.costumeNames().at(2), QStringLiteral("Robe"));
        QVERIFY(compare(window, {1, 3}, CostumeComparison::Mode::Wipe));
        CostumeComparison& comparison = *controller(window).comparison();
        QCOMPARE(comparison.offset(0), glm::vec3(0.0f));  // both on the character
        QCOMPARE(comparison.offset(1), glm::vec3(0.0f));
        QTreeWidget* tree = controller(window).findingsTree();
        QVERIFY(tree->topLevelItem(0)->text(0).startsWith(QStringLiteral("Left: Long skirt: no findings")));
        QVERIFY(tree->topLevelItem(1)->text(0).startsWith(QStringLiteral("Right: Robe: no findings")));

        StageWindow* stage = window.viewport()->stage();
        auto drag = [&](int to, int y) {
            const QPoint from(controller(window).wipeColumn(), y);
            QTest::mousePress(stage, Qt::LeftButton, Qt::NoModifier, from);
            QTest::mouseMove(stage, from + QPoint(to > from.x() ? 5 : -5, 0));
            QTest::mouseMove(stage, QPoint(to, y));
            QTest::mouseRelease(stage, Qt::LeftButton, Qt::NoModifier, QPoint(to, y));
        };
        // The row through the knees, first with the divider at the right edge (all the skirt),
        // then at the left edge (all the robe): a column where the skirt shows sand and the robe sage.
        const int knee = doc.framework()->findBone("_0Base{BD}#L_Calf");
        const auto knees = window.viewport()->screenPosition(glm::vec3(doc.world()[std::size_t(knee)][3]));
        QVERIFY(knees);
        const int y = int(knees->y());
        drag(stage->width() - 10, 20);
        QCOMPARE(controller(window).wipeColumn(), stage->width() - 10);
        QTest::qWait(300);
        const QImage skirtOnly = area(window);
        drag(10, 20);
        QCOMPARE(controller(window).wipeColumn(), 10);
        QTest::qWait(300);
        const QImage robeOnly = area(window);
        std::vector<int> both;
        for (int x = 20; x < stage->width() - 20; ++x) {
            if (sandLike(meanColour(skirtOnly, QPointF(x, y), 1)) && sageLike(meanColour(robeOnly, QPointF(x, y), 1))) {
                both.push_back(x);
            }
        }
        QVERIFY2(both.size() >= 5, qPrintable(QString::number(both.size())));
        const QPointF at(both[both.size() / 2], y);

        // The divider dragged right of that column: the left set (the skirt) shows there.
        drag(int(at.x()) + 30, 20);
        QCOMPARE(controller(window).wipeColumn(), int(at.x()) + 30);
        QTest::qWait(300);
        QImage image = area(window);
        QVERIFY2(sandLike(meanColour(image, at, 1)), "the skirt left of the divider");
        // The divider's line is drawn at its column.
        const QColor line = image.pixelColor(controller(window).wipeColumn(), 5);
        QVERIFY2(line.red() > 150 && line.green() > 150 && line.blue() > 150, qPrintable(line.name()));
        QCOMPARE(image.pixelColor(controller(window).wipeColumn() + 10, 5), kBackground);
        if (const QString shots = qEnvironmentVariable("RIGSTAGE_SCREENSHOT_DIR"); !shots.isEmpty()) {
            window.screen()->grabWindow(window.winId()).save(shots + QStringLiteral("/costumes-wipe.png"));
        }
        // Dragged to its left: the right set (the robe) shows on the same column.
        drag(int(at.x()) - 30, 20);
        QCOMPARE(controller(window).wipeColumn(), int(at.x()) - 30);
        QTest::qWait(300);
        image = area(window);
        QVERIFY2(sageLike(meanColour(image, at, 1)), "the robe right of the divider");

        // A press away from the divider does not move it.
        const int column = controller(window).wipeColumn();
        QTest::mousePress(stage, Qt::LeftButton, Qt::NoModifier, QPoint(column + 100, y));
        QTest::mouseMove(stage, QPoint(column + 140, y));
        QTest::mouseRelease(stage, Qt::LeftButton, Qt::NoModifier, QPoint(column + 140, y));
        QCOMPARE(controller(window).wipeColumn(), column);

        // Stopped: the costumes go and the character's own body is back.
        window.action(QStringLiteral("stopCostumeComparison"))->trigger();
        QTest::qWait(300);
        image = area(window);
        QVERIFY(!sandLike(meanColour(image, at, 1)) && !sageLike(meanColour(image, at, 1)));
        QVERIFY2(countWhere(image, *hips, 12, greyLike) >= bodyBefore * 8 / 10, qPrintable(QString::number(countWhere(image, *hips, 12, greyLike))));
    }
};

QTEST_MAIN(TestCostumeCompare)
#include "test_costume_compare.moc"
