#pragma once
// The window's docks: each panel in its dock, where it goes by default (View > Reset Layout, a
// first start) and the Window menu. Every dock's contents scroll inside it, so the window fits a
// 1280 x 720 screen with every dock open and never grows when a panel gains rows.

#include <QList>
#include <QObject>
#include <QPointer>

class QAction;
class QDockWidget;
class QMainWindow;
class QPlainTextEdit;

namespace rigstage {

class ControllerEditor;
class CorrectionsPanel;
class DependencyGraphView;
class InspectorWidget;
class LayerBrowserWidget;
class OutlinerWidget;
class PoseEditor;
class ProceduralPanel;
class ProfilerPanel;
class ReactionCurvePanel;
class ReferenceComparePanel;
class TimelineWidget;

class DockLayout : public QObject {
    Q_OBJECT
public:
    /// Creates every panel in its dock on window (a child of it).
    explicit DockLayout(QMainWindow& window);

    LayerBrowserWidget* browser() const { return browser_; }
    OutlinerWidget* outliner() const { return outliner_; }
    InspectorWidget* inspector() const { return inspector_; }
    PoseEditor* poseEditor() const { return poseEditor_; }
    ControllerEditor* controllerEditor() const { return controllers_; }
    ProceduralPanel* procedural() const { return procedural_; }
    ReactionCurvePanel* reactions() const { return reactions_; }
    DependencyGraphView* dependencies() const { return dependencies_; }
    QDockWidget* dependenciesDock() const { return dependenciesDock_; }
    CorrectionsPanel* corrections() const { return corrections_; }
    TimelineWidget* timeline() const { return timeline_; }
    QPlainTextEdit* messages() const { return messages_; }
    ProfilerPanel* profiler() const { return profiler_; }
    ReferenceComparePanel* compare() const { return compare_; }

    /// Every dock, shown, docked and sized so the viewport has the most room: Layers and Outliner
    /// left; Inspector, Procedural and Reactions right; Timeline over Messages, Profiler, Compare,
    /// Dependencies and Corrections at the bottom.
    void applyDefault();
    /// Hides every dock, or shows again those it hid (View > Maximize Viewport).
    void setViewportMaximized(bool on);
    /// Adds the Window menu (a toggle per dock, Reset Layout) and Reset Layout to the View menu;
    /// returns the Reset Layout action.
    QAction* addWindowMenu();
    /// Tabbed docks show whole titles (scroll buttons instead of "Ins...").
    void unclipTabs();
    QList<QDockWidget*> docks() const;

private:
    QMainWindow& window_;
    LayerBrowserWidget* browser_ = nullptr;
    OutlinerWidget* outliner_ = nullptr;
    InspectorWidget* inspector_ = nullptr;
    PoseEditor* poseEditor_ = nullptr;
    ControllerEditor* controllers_ = nullptr;
    ProceduralPanel* procedural_ = nullptr;
    ReactionCurvePanel* reactions_ = nullptr;
    DependencyGraphView* dependencies_ = nullptr;
    QDockWidget* dependenciesDock_ = nullptr;
    CorrectionsPanel* corrections_ = nullptr;
    TimelineWidget* timeline_ = nullptr;
    QPlainTextEdit* messages_ = nullptr;
    ProfilerPanel* profiler_ = nullptr;
    ReferenceComparePanel* compare_ = nullptr;
    QList<QPointer<QDockWidget>> hiddenForMaximize_;  // the docks Maximize Viewport hid
};

}  // namespace rigstage
