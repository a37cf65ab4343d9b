#pragma once
// The main window: viewport in the middle, bone list on the left, inspector on the right,
// timeline and messages at the bottom. It assembles the docks, menus, toolbar and viewport and
// the controllers that wire each of them to the document (files, playback, viewport, docks).

#include <QMainWindow>
#include <QPointer>

#include "gui/autosave.h"
#include "gui/document.h"

class QAction;
class QLabel;
class QMenu;
class QPlainTextEdit;

namespace rigstage {

class DockLayout;
class LiveReload;
class ManipulatorController;
class OutlinerDockController;
class LayerBrowserWidget;
class OutlinerWidget;
class PoseEditor;
class ProceduralPanel;
class ReactionCurvePanel;
class ReactionsDockController;
class DependencyGraphView;
class DependencyViewController;
class FileActions;
class PlaybackController;
class StatusLine;
class ViewportController;
class AuthoringController;
class BoneLabelsController;
class CompareDockController;
class ControllerEditor;
class CorrectionsDockController;
class CorrectionsPanel;
class InspectorDockController;
class LayerBrowserController;
class ProceduralDockController;
class ProfilerPanel;
class ReferenceComparePanel;
class InspectorWidget;
class TimelineWidget;
class ViewportWidget;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    Document* document() { return &document_; }
    ViewportWidget* viewport() const { return viewport_; }
    TimelineWidget* timeline() const { return timeline_; }
    InspectorWidget* inspector() const { return inspector_; }
    LayerBrowserWidget* layerBrowser() const { return browser_; }
    OutlinerWidget* outliner() const { return outliner_; }
    QPlainTextEdit* messageArea() const { return messages_; }
    /// The status bar's text: character, bones, selection, frame, mode.
    QLabel* statusLabel() const;
    /// The viewport's right-click menu, once shown (null before).
    QMenu* viewportMenu() const;
    ProceduralPanel* proceduralPanel() const { return procedural_; }
    ReactionCurvePanel* reactionPanel() const { return reactions_; }
    /// The Rig menu's authoring (picking targets, reaction keys).
    AuthoringController* authoring() const { return authoring_; }
    DependencyGraphView* dependencyView() const { return dependencies_; }
    ControllerEditor* controllerEditor() const { return controllers_; }
    CorrectionsPanel* correctionsPanel() const { return corrections_; }
    /// The Corrections dock's wiring (its import and export, the heat map).
    CorrectionsDockController* correctionsDock() const { return correctionsDock_; }
    ProfilerPanel* profilerPanel() const { return profiler_; }
    ReferenceComparePanel* comparePanel() const { return compare_; }
    /// The Compare dock's wiring: references, renders from their camera, pose dumps.
    CompareDockController* compareDock() const { return compareDock_; }
    QAction* action(const QString& name) const;
    /// File > Open, Open Recent, Reload, Save, Save View State, drag and drop.
    FileActions* files() const { return files_; }

public Q_SLOTS:
    /// Opens a manifest or a model file (asynchronously, with progress after a moment).
    void openFile(const QString& path);
    /// Saves everything unsaved: the rig edits and the view state (what "Save" in the unsaved
    /// changes question does).
    bool save();
    /// File > Save (Ctrl+S): the edited HelperJointSetting files.
    bool saveRig();
    /// File > Save View State (Ctrl+Shift+S): hidden bones and layers, camera.
    bool saveViewState();
    /// Offers back the edits of a session that did not close normally (at start).
    bool offerRecovery();
    /// View > Reset Layout (Window menu): every dock shown, docked and sized so the viewport has
    /// the most room; also the layout of a first start.
    void applyDefaultLayout();
    /// View > Maximize Viewport (Alt+W): hides every dock, or shows again those it hid.
    void setViewportMaximized(bool on);

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    static constexpr int kLayoutVersion = 5;  // raised when the default arrangement changes: an older saved one gives way
    void createActions();
    void createMenus();
    /// Takes the panels from the dock layout.
    void createDocks();
    void connectDocument();
    void onLoaded();
    void onPoseChanged();
    void onSelectionChanged(int bone);
    void rebuildStack();
    void readSettings();
    void writeSettings();

    Document document_;
    Autosave* autosave_;
    ViewportWidget* viewport_;
    TimelineWidget* timeline_;
    InspectorWidget* inspector_;
    PoseEditor* poseEditor_ = nullptr;
    LayerBrowserWidget* browser_;
    OutlinerWidget* outliner_ = nullptr;
    OutlinerDockController* outlinerDock_ = nullptr;
    ProceduralPanel* procedural_;
    ReactionCurvePanel* reactions_;
    DependencyGraphView* dependencies_;
    ControllerEditor* controllers_;
    CorrectionsPanel* corrections_ = nullptr;
    CorrectionsDockController* correctionsDock_ = nullptr;
    ProfilerPanel* profiler_ = nullptr;
    ReferenceComparePanel* compare_ = nullptr;
    CompareDockController* compareDock_ = nullptr;
    InspectorDockController* inspectorDock_ = nullptr;
    LayerBrowserController* browserDock_ = nullptr;
    ProceduralDockController* proceduralDock_ = nullptr;
    QDockWidget* dependenciesDock_ = nullptr;
    ReactionsDockController* reactionsDock_ = nullptr;
    BoneLabelsController* labels_ = nullptr;
    AuthoringController* authoring_ = nullptr;
    ManipulatorController* manipulators_ = nullptr;
    FileActions* files_ = nullptr;
    PlaybackController* playback_ = nullptr;
    ViewportController* scene_ = nullptr;
    StatusLine* status_ = nullptr;
    DependencyViewController* dependencyView_ = nullptr;
    LiveReload* liveReload_ = nullptr;
    QPlainTextEdit* messages_;
    QMap<QString, QAction*> actions_;
    DockLayout* layout_ = nullptr;
};

}  // namespace rigstage
