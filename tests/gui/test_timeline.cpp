// The time slider speaks the DCC's time: the current frame at the clip's rate and the same
// instant in seconds, each editable, each following the other.
#include <QDoubleSpinBox>
#include <QSignalSpy>
#include <QTest>

#include "widgets/timeline_widget.h"

using namespace rigstage;

class TestTimeline : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void frameAndSecondsAreOneInstant()
    {
        TimelineWidget timeline;
        timeline.setRange(0.0, 48.0, 24.0);  // a 24 fps clip of two seconds
        auto* frame = timeline.findChild<QDoubleSpinBox*>(QStringLiteral("timelineFrame"));
        auto* seconds = timeline.findChild<QDoubleSpinBox*>(QStringLiteral("timelineTime"));
        QVERIFY(frame && seconds);
        QCOMPARE(seconds->maximum(), 2.0);
        QSignalSpy changed(&timeline, &TimelineWidget::frameChanged);
        seconds->setValue(0.5);  // half a second at 24 fps: frame 12
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.last().at(0).toDouble(), 12.0);
        QCOMPARE(frame->value(), 12.0);
        timeline.setFrame(6.0);
        QCOMPARE(seconds->value(), 0.25);
        frame->setValue(36.0);
        QCOMPARE(seconds->value(), 1.5);
        // The same frame of a 30 fps clip is another instant.
        timeline.setRange(0.0, 60.0, 30.0);
        timeline.setFrame(12.0);
        QCOMPARE(seconds->value(), 0.4);
    }
};

QTEST_MAIN(TestTimeline)
#include "test_timeline.moc"
