// The crowd preview beside the document: its size and signal, the copies placed on a square grid a
// character's height and a half apart (worked out by hand for 9 on the Z-up walker), playing with
// the frame, standing on sloped ground at their own cells, and off again after a load.
#include <cmath>

#include <QSignalSpy>
#include <QTest>

#include "gui/crowd/crowd_preview.h"
#include "gui/playback/playback_model.h"
#include "gui/document.h"
#include "gui/stages/stages_model.h"
#include "viewport/skeleton_styles.h"

using namespace rigstage;

namespace {

const QString kManifest = QStringLiteral(RIGSTAGE_SAMPLES "/walker/walker.character.xml");

/// Where copy's first bone is drawn, less where the copy itself has it: the copy's cell.
glm::vec3 cellOffset(const CrowdPreview& preview, int copy)
{
    std::size_t first = 0;
    for (int i = 0; i < copy; ++i) {
        first += std::size_t(preview.crowd()->instance(i).framework().boneCount());
    }
    return glm::vec3(preview.world()[first][3]) - glm::vec3(preview.crowd()->instance(copy).pose().allWorld()[0][3]);
}

}  // namespace

class TestCrowdPreviewModel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void offUntilAskedAndWithoutACharacter()
    {
        Document document;
        CrowdPreview& preview = *document.crowdPreview();
        QSignalSpy sized(&preview, &CrowdPreview::sizeChanged);
        QCOMPARE(preview.size(), 0);
        preview.setSize(9);  // nothing open: nothing to copy
        QCOMPARE(preview.size(), 0);
        QVERIFY(!preview.crowd());
        QCOMPARE(sized.count(), 0);
    }

    void copiesStandOnAGrid()
    {
        Document document;
        QVERIFY(document.open(kManifest));
        QVERIFY(document.zUp());
        CrowdPreview& preview = *document.crowdPreview();
        QSignalSpy sized(&preview, &CrowdPreview::sizeChanged);
        QSignalSpy posed(&document, &Document::poseChanged);

        preview.setSize(9);
        QCOMPARE(preview.size(), 9);
        QVERIFY(preview.crowd());
        QCOMPARE(preview.crowd()->size(), 8);
        QCOMPARE(sized.count(), 1);
        QCOMPARE(sized.front().front().toInt(), 9);
        QCOMPARE(posed.count(), 1);  // the document evaluated the copies with the character
        std::size_t bones = 0;
        for (int i = 0; i < 8; ++i) {
            bones += std::size_t(preview.crowd()->instance(i).framework().boneCount());
        }
        QCOMPARE(preview.world().size(), bones);
        QVERIFY(preview.microseconds() > 0.0);

        // 9 in all: 3 columns; copy i sits in cell i + 1, at (cell % 3, cell / 3) steps of
        // 1.5 x the character's height across X and back along +Y (Z is up).
        const float s = 1.5f * characterSize(*document.framework(), true);
        QVERIFY(s > 0.0f);
        const struct {
            int copy;
            glm::vec3 offset;
        } cells[] = {{0, {s, 0, 0}}, {1, {2 * s, 0, 0}}, {2, {0, s, 0}}, {3, {s, s, 0}}, {7, {2 * s, 2 * s, 0}}};
        for (const auto& c : cells) {
            const glm::vec3 got = cellOffset(preview, c.copy);
            QVERIFY2(glm::length(got - c.offset) < 1e-3f * s,
                     qPrintable(QStringLiteral("copy %1 at (%2, %3, %4), expected (%5, %6, %7)")
                                    .arg(c.copy).arg(got.x).arg(got.y).arg(got.z).arg(c.offset.x).arg(c.offset.y).arg(c.offset.z)));
        }

        // The same size again changes nothing; another frame moves the copies.
        preview.setSize(9);
        QCOMPARE(sized.count(), 1);
        const std::vector<glm::mat4> before = preview.world();
        document.playback()->setFrame(7.0);
        QVERIFY(preview.world() != before);

        // One character is no crowd: off, and said so.
        preview.setSize(1);
        QCOMPARE(preview.size(), 0);
        QVERIFY(!preview.crowd());
        QVERIFY(preview.world().empty());
        QCOMPARE(sized.count(), 2);
        QCOMPARE(sized.back().front().toInt(), 0);
    }

    void copiesStandOnSlopedGround()
    {
        // A plane rising 10 degrees towards +X (direction 0: uphill along the first horizontal
        // axis, X when Z is up), height 0 at the origin: its height at (x, y) is x tan 10.
        Document document;
        QVERIFY(document.open(kManifest));
        TerrainSettings plane;
        plane.kind = TerrainKind::Plane;
        plane.slopeDegrees = 10.0f;
        document.stages()->setTerrain(plane);
        CrowdPreview& preview = *document.crowdPreview();
        preview.setSize(9);
        QCOMPARE(preview.size(), 9);
        const float s = 1.5f * characterSize(*document.framework(), true);
        const float rise = s * std::tan(glm::radians(10.0f));  // one cell across X, uphill
        QVERIFY(rise > 40.0f);  // a clear step: about 48 cm for the walker
        const auto heightAt = [&](const glm::vec3& p, float directionDegrees) {
            const float d = glm::radians(directionDegrees);
            return std::tan(glm::radians(10.0f)) * (p.x * std::cos(d) + p.y * std::sin(d));
        };
        const auto check = [&](float directionDegrees, const std::vector<std::pair<int, glm::vec3>>& cells) {
            for (const auto& [copy, offset] : cells) {
                const glm::vec3 got = cellOffset(preview, copy);
                QVERIFY2(glm::length(got - offset) < 1e-3f * s,
                         qPrintable(QStringLiteral("direction %1: copy %2 moved by (%3, %4, %5), expected (%6, %7, %8)")
                                        .arg(directionDegrees).arg(copy).arg(got.x).arg(got.y).arg(got.z)
                                        .arg(offset.x).arg(offset.y).arg(offset.z)));
                // Its root stands on the ground at its own place, as the character's root does at its own.
                std::size_t first = 0;
                for (int i = 0; i < copy; ++i) {
                    first += std::size_t(preview.crowd()->instance(i).framework().boneCount());
                }
                const glm::vec3 root(preview.world()[first][3]);
                QVERIFY2(std::abs(root.z - heightAt(root, directionDegrees)) < 0.05f,
                         qPrintable(QStringLiteral("direction %1: copy %2's root at height %3 over ground at %4")
                                        .arg(directionDegrees).arg(copy).arg(root.z).arg(heightAt(root, directionDegrees))));
            }
        };
        // 3 columns: copy 0 at (s, 0), 1 at (2s, 0), 2 at (0, s), 3 at (s, s).
        check(0.0f, {{0, {s, 0, rise}}, {1, {2 * s, 0, 2 * rise}}, {2, {0, s, 0}}, {3, {s, s, rise}}});

        // The ground turned to rise towards +Y: the copies follow it at the next frame.
        plane.directionDegrees = 90.0f;
        document.stages()->setTerrain(plane);
        document.playback()->setFrame(3.0);
        QVERIFY(preview.crowd()->instance(0).terrain());
        QVERIFY(preview.crowd()->instance(0).terrain()->settings() == plane);
        check(90.0f, {{0, {s, 0, 0}}, {1, {2 * s, 0, 0}}, {2, {0, s, rise}}, {3, {s, s, rise}}});

        // Flat again: the plain grid.
        document.stages()->setTerrain(std::nullopt);
        document.playback()->setFrame(4.0);
        QVERIFY(!preview.crowd()->instance(0).terrain());
        const glm::vec3 flat = cellOffset(preview, 3);
        QVERIFY(glm::length(flat - glm::vec3(s, s, 0)) < 1e-3f * s);
    }

    void aLoadTurnsItOff()
    {
        Document document;
        QVERIFY(document.open(kManifest));
        CrowdPreview& preview = *document.crowdPreview();
        preview.setSize(25);
        QCOMPARE(preview.crowd()->size(), 24);
        QVERIFY(document.open(kManifest));
        QCOMPARE(preview.size(), 0);
        QVERIFY(preview.world().empty());
    }
};

QTEST_GUILESS_MAIN(TestCrowdPreviewModel)
#include "test_crowd_preview_model.moc"
