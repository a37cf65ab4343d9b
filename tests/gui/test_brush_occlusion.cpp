// The paint brush's occlusion test (gui/corrections/brush_occlusion.h) on screen triangles made by
// hand: a vertex behind a nearer triangle is hidden, one beside it or on it is seen, and depth is
// interpolated across a triangle as a perspective camera sees it (harmonically) or, orthographic,
// linearly.
#include <QTest>

#include "gui/corrections/brush_occlusion.h"

using namespace rigstage;

namespace {

ProjectedVertex at(float x, float y, float depth) { return {{x, y}, depth, true}; }

}  // namespace

class TestBrushOcclusion : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void aNearerSquareHidesWhatIsBehindIt()
    {
        // A near square [0, 10]^2 at depth 10 (vertices 0-3) over a far one [5, 15]^2 at depth 20
        // (4-7): the far square's corner (5, 5) lies under the near one, (15, 15) beside it.
        const std::vector<ProjectedVertex> v{at(0, 0, 10), at(10, 0, 10), at(10, 10, 10), at(0, 10, 10),
                                             at(5, 5, 20),  at(15, 5, 20), at(15, 15, 20), at(5, 15, 20)};
        const std::vector<std::uint32_t> squares{0, 1, 2, 0, 2, 3, 4, 5, 6, 4, 6, 7};
        const std::vector<std::uint32_t> all{0, 1, 2, 3, 4, 5, 6, 7};
        const auto seen = visibleUnderBrush(v, squares, all, {7.5f, 7.5f}, 20.0f, false);
        QCOMPARE(seen, (std::vector<std::uint32_t>{0, 1, 2, 3, 5, 6, 7}));
        // A brush far from every triangle looks at none: nothing is hidden.
        QCOMPARE(visibleUnderBrush(v, squares, all, {100.0f, 100.0f}, 5.0f, false), all);
        // Off screen (behind the camera): neither hidden nor seen.
        std::vector<ProjectedVertex> behind = v;
        behind[6].onScreen = false;
        QCOMPARE(visibleUnderBrush(behind, squares, {6}, {7.5f, 7.5f}, 20.0f, false), std::vector<std::uint32_t>{});
    }

    void depthAcrossATriangleFollowsTheCamera()
    {
        // A triangle from depth 10 at (0, 0) to depth 30 at (20, 0) and (0, 20). At (10, 0.5) its
        // barycentric weights are 0.475, 0.5 and 0.025: a perspective camera sees depth
        // 1 / (0.475 / 10 + 0.525 / 30) = 15.38 there, an orthographic one 4.75 + 15.75 = 20.5. A
        // vertex there at depth 17 is behind the triangle in perspective (15.38 < 17 x 0.99) and in
        // front of it orthographic (20.5 > 16.83).
        const std::vector<ProjectedVertex> v{at(0, 0, 10), at(20, 0, 30), at(0, 20, 30), at(10, 0.5f, 17)};
        const std::vector<std::uint32_t> triangle{0, 1, 2};
        QCOMPARE(visibleUnderBrush(v, triangle, {3}, {10, 0}, 5.0f, false), std::vector<std::uint32_t>{});
        QCOMPARE(visibleUnderBrush(v, triangle, {3}, {10, 0}, 5.0f, true), std::vector<std::uint32_t>{3});
        // Within the tolerance (1 % of its depth) of the surface: seen, as a vertex on the surface is.
        std::vector<ProjectedVertex> onSurface = v;
        onSurface[3].depth = 15.5f;
        QCOMPARE(visibleUnderBrush(onSurface, triangle, {3}, {10, 0}, 5.0f, false), std::vector<std::uint32_t>{3});
    }
};

QTEST_APPLESS_MAIN(TestBrushOcclusion)
#include "test_brush_occlusion.moc"
