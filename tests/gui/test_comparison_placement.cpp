// The transition comparison's second character stands across the view: from the front (the
// default camera, looking along +Y with Z up) along +X as before; from the left or right side
// along Y, never in the line of sight; from the top across the picture as well.
#include <QTest>

#include <glm/geometric.hpp>

#include "gui/document.h"
#include "gui/playback/comparison_placement.h"
#include "gui/playback/playback_model.h"
#include "viewport/viewport_widget.h"

using namespace rigstage;

class TestComparisonPlacement : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void theSecondCharacterStandsAcrossTheView()
    {
        Document document;
        QVERIFY(document.open(QStringLiteral(RIGSTAGE_SAMPLES "/walker/walker.character.xml")));
        ViewportWidget viewport;
        viewport.resize(640, 480);
        viewport.show();
        QVERIFY(QTest::qWaitForWindowExposed(&viewport));
        ComparisonPlacement placement(document, viewport);
        PlaybackModel& playback = *document.playback();
        playback.setCompareTransitions(true);

        const Framework& fw = *document.framework();
        float height = 1.0f;
        for (int b = 0; b < fw.boneCount(); ++b) {
            height = std::max(height, glm::length(glm::vec3(fw.bindWorld(b)[3])));
        }
        const auto offset = [&] { return glm::vec3(playback.comparisonWorld()[0][3]) - glm::vec3(document.world()[0][3]); };

        // The front camera looks along +Y (Z up): across is +X, a height away.
        const CameraSpec front = viewport.cameraSpec();
        QVERIFY(std::abs(glm::normalize(front.target - front.position).x) < 1e-3f);
        QVERIFY2(glm::length(offset() - glm::vec3(height, 0.0f, 0.0f)) < 1e-2f, "front: along +X");

        for (const char* side : {"left", "right", "top"}) {
            QVERIFY(viewport.viewFrom(side));
            const CameraSpec camera = viewport.cameraSpec();
            const glm::vec3 forward = glm::normalize(camera.target - camera.position);
            const glm::vec3 o = offset();
            QVERIFY2(std::abs(glm::length(o) - height) < 1e-2f, side);
            QVERIFY2(std::abs(o.z) < 1e-3f, side);                          // on the ground plane
            QVERIFY2(std::abs(glm::dot(o, forward)) < 1e-2f * height, side);  // not in the line of sight
            QVERIFY2(std::abs(glm::dot(o, glm::normalize(camera.up))) < 1e-2f * height, side);  // across the picture
        }
    }
};

QTEST_MAIN(TestComparisonPlacement)
#include "test_comparison_placement.moc"
