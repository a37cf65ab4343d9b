#pragma once
// The status bar's permanent text (character, bone count, selection, frame, mode, the crowd's
// cost) and the latest message shown for a while beside it.

#include <QObject>

class QLabel;
class QStatusBar;

namespace rigstage {

class Document;
class TimelineWidget;

class StatusLine : public QObject {
    Q_OBJECT
public:
    /// Adds its label to status; the timeline tells playing from paused.
    StatusLine(Document& document, TimelineWidget* timeline, QStatusBar* status);
    QLabel* label() const { return label_; }
    /// Rewrites the text from the document as it is now (nothing while no character is open).
    void update();

private:
    Document& document_;
    TimelineWidget* timeline_;
    QLabel* label_;
};

}  // namespace rigstage
