// Bone name labels: View > Bone Labels shows the selected bone's name (or every drawn bone's)
// beside its joint in the 3D view, facing the camera; None shows nothing.
#include <QAction>
#include <QScreen>
#include <QStandardPaths>
#include <QTest>

#include "gui/main_window.h"
#include "gui/selection/selection_model.h"
#include "gui/visibility/visibility_model.h"
#include "gui/saving/document_saver.h"
#include "viewport/viewport_widget.h"
#include "window_setup.h"

using namespace rigstage;

namespace {

/// Pixels of the label colour (pale yellow, 255 244 160) in a box right of a screen point of the viewport.
int labelPixels(MainWindow& window, const QPointF& joint)
{
    const QImage shot = window.screen()->grabWindow(window.winId()).toImage();
    const QPoint origin = window.viewport()->container()->mapTo(&window, QPoint(0, 0));
    const qreal ratio = shot.devicePixelRatio();
    int count = 0;
    for (int y = int(joint.y()) - 14; y <= int(joint.y()) + 14; ++y) {
        for (int x = int(joint.x()) + 2; x <= int(joint.x()) + 90; ++x) {
            const QPoint p = (origin + QPoint(x, y)) * ratio;
            if (!shot.rect().contains(p)) {
                continue;
            }
            const QColor c = shot.pixelColor(p);
            // Pale yellow text (the selected bone's yellow has far less blue).
            count += c.red() > 170 && c.green() > 160 && c.blue() > 80 && c.blue() < 215 && std::abs(c.red() - c.green()) < 40;
        }
    }
    return count;
}

}  // namespace

class TestBoneLabels : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void selectedAndAllLabels()
    {
        MainWindow window;
        QVERIFY(test::showPaused(window, QStringLiteral(RIGSTAGE_SAMPLES "/walker/walker.character.xml")));
        window.action(QStringLiteral("showMesh"))->setChecked(false);  // the labels on the dark background
        Document& doc = *window.document();
        const int head = doc.framework()->findBone("_0Base{BD}#Head");
        QVERIFY(head >= 0);
        doc.selection()->setBone(head);
        test::settleViewport(window);
        window.viewport()->viewFrom("front");
        QTest::qWait(200);
        const auto joint = window.viewport()->screenPosition(glm::vec3(doc.world()[head][3]));
        QVERIFY(joint);
        QCOMPARE(window.viewport()->stage()->labelCount(), 0);
        const int before = labelPixels(window, *joint);

        window.action(QStringLiteral("labels-selected"))->setChecked(true);
        QCOMPARE(window.viewport()->stage()->labelCount(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(labelPixels(window, *joint) > before + 20, 3000);
        if (const QString shots = qEnvironmentVariable("RIGSTAGE_SCREENSHOT_DIR"); !shots.isEmpty()) {
            window.screen()->grabWindow(window.winId()).save(shots + QStringLiteral("/bone-label.png"));
        }
        // Every drawn bone: as many labels as bones not hidden.
        window.action(QStringLiteral("labels-all"))->setChecked(true);
        QCOMPARE(window.viewport()->stage()->labelCount(), doc.framework()->boneCount() - int(doc.visibility()->bonesNotDrawn().size()));
        if (const QString shots = qEnvironmentVariable("RIGSTAGE_SCREENSHOT_DIR"); !shots.isEmpty()) {
            QTest::qWait(400);
            window.screen()->grabWindow(window.winId()).save(shots + QStringLiteral("/bone-labels-all.png"));
        }
        doc.visibility()->hideBones({head}, true);
        QCOMPARE(window.viewport()->stage()->labelCount(), doc.framework()->boneCount() - int(doc.visibility()->bonesNotDrawn().size()));
        window.action(QStringLiteral("labels-none"))->setChecked(true);
        QCOMPARE(window.viewport()->stage()->labelCount(), 0);
        QTRY_VERIFY_WITH_TIMEOUT(labelPixels(window, *joint) <= before + 2, 3000);
        doc.saver()->forgetUnsavedChanges();
    }
};

QTEST_MAIN(TestBoneLabels)
#include "test_bone_labels.moc"
