#pragma once
// The timeline's and the Playback menu's wiring: the timeline drives the document's time, plays
// the clip chosen in it, marks the selected bone's keys; Play, frame steps, Loop Past End and
// Drive (W A S D).

#include <QMap>
#include <QObject>

class QAction;
class QWidget;

namespace rigstage {

class Document;
class TimelineWidget;
class ViewportWidget;

class PlaybackController : public QObject {
    Q_OBJECT
public:
    /// Drive mode hands the keys to viewport's 3D area; the actions are parented to window.
    PlaybackController(Document& document, TimelineWidget* timeline, ViewportWidget* viewport, QWidget* window);

    /// play, drive, loopPastEnd, nextFrame, previousFrame, goToStart, goToEnd.
    const QMap<QString, QAction*>& actions() const { return actions_; }
    /// Plays clip (an index into the document's clips) in the document and on the timeline.
    void showClip(int clip);
    /// A new instance starts undriven.
    void stopDriving();
    /// After a load: the timeline lists the clips, spans the clip shown and gives the document its frame.
    void showLoaded();
    /// The keys of the selected bone in the playing clip, marked on the time slider.
    void updateKeys();

private:
    void setRangeOfClip();

    Document& document_;
    TimelineWidget* timeline_;
    ViewportWidget* viewport_;
    QMap<QString, QAction*> actions_;
};

}  // namespace rigstage
