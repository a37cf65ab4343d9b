#pragma once
// The Profiler dock: measure on a click, and again a moment after the rig changes (load, costume,
// edit) while the dock is showing, so the figures stay those of the rig on screen. Measuring uses
// a copy of the character: the one playing is never touched.

#include <QObject>

class QDockWidget;
class QTimer;

namespace rigstage {

class Document;
class ProfilerPanel;

class ProfilerDockController : public QObject {
    Q_OBJECT
public:
    ProfilerDockController(Document& document, ProfilerPanel* panel, QDockWidget* dock, QObject* parent);
    void measure();

private:
    Document& document_;
    ProfilerPanel* panel_;
    QTimer* timer_;  // re-measures a moment after the rig changed, while the dock shows
};

}  // namespace rigstage
