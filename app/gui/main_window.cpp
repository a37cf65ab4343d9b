#include "gui/main_window.h"
#include "gui/layout/dock_layout.h"

#include <QAction>
#include <QCloseEvent>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>

#include "gui/compare/compare_dock_controller.h"
#include "gui/corrections/corrections_dock_controller.h"
#include "gui/costumes/costume_compare_controller.h"
#include "gui/crowd/crowd_menu.h"
#include "gui/crowd/crowd_preview.h"
#include "gui/crowd/crowd_view.h"
#include "gui/dependencies/dependency_view_controller.h"
#include "gui/files/file_actions.h"
#include "gui/inspector/inspector_dock_controller.h"
#include "gui/authoring/authoring_controller.h"
#include "gui/labels/bone_labels_controller.h"
#include "gui/layers/layer_browser_controller.h"
#include "gui/manipulators/manipulator_controller.h"
#include "gui/messages/messages_view.h"
#include "gui/outliner/outliner_dock_controller.h"
#include "gui/playback/comparison_placement.h"
#include "gui/playback/playback_controller.h"
#include "gui/preferences/preferences_controller.h"
#include "gui/procedural/procedural_dock_controller.h"
#include "gui/profiler/profiler_dock_controller.h"
#include "gui/reactions/reactions_dock_controller.h"
#include "gui/reload/live_reload.h"
#include "gui/reload/live_reload_controller.h"
#include "gui/saving/document_saver.h"
#include "gui/scene/status_line.h"
#include "gui/scene/viewport_controller.h"
#include "gui/selection/selection_model.h"
#include "gui/stages/stages_model.h"
#include "gui/visibility/visibility_model.h"
#include "viewport/camera_spec.h"
#include "viewport/viewport_widget.h"
#include "widgets/corrections_panel.h"
#include "widgets/layer_browser_widget.h"

namespace rigstage {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
{
    setWindowTitle(tr("Rigstage"));
    autosave_ = new Autosave(document_, this);
    viewport_ = new ViewportWidget(this);
    setCentralWidget(viewport_);
    createDocks();
    outlinerDock_ = new OutlinerDockController(document_, outliner_, viewport_, this);
    createActions();
    liveReload_ = new LiveReload(document_, this);
    auto* liveReloadController = new LiveReloadController(*liveReload_, document_, this, messages_, statusBar());
    actions_.insert(QStringLiteral("liveReload"), liveReloadController->action());
    connect(liveReload_, &LiveReload::reloadRequested, files_, &FileActions::reloadKeepingView);
    createMenus();
    actions_.insert(QStringLiteral("resetLayout"), layout_->addWindowMenu());
    status_ = new StatusLine(document_, timeline_, statusBar());
    connectDocument();
    readSettings();
}

MainWindow::~MainWindow() = default;

QAction* MainWindow::action(const QString& name) const
{
    return actions_.value(name);
}

void MainWindow::createActions()
{
    files_ = new FileActions(document_, *autosave_, viewport_, timeline_, messages_, this);
    playback_ = new PlaybackController(document_, timeline_, viewport_, this);
    auto* quit = new QAction(tr("&Quit"), this);
    quit->setShortcut(QKeySequence::Quit);
    connect(quit, &QAction::triggered, this, &MainWindow::close);
    actions_.insert(QStringLiteral("quit"), quit);
    QAction* undo = document_.undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    actions_.insert(QStringLiteral("undo"), undo);
    QAction* redo = document_.undoStack()->createRedoAction(this, tr("&Redo"));
    // Every DCC's habit: Ctrl+Y (3ds Max) beside the platform's redo (Ctrl+Shift+Z: Maya, Blender).
    // A key given twice would make the shortcut ambiguous, so the list holds each once.
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    for (const QKeySequence& key : {QKeySequence(Qt::CTRL | Qt::Key_Y), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)}) {
        if (!redoKeys.contains(key)) {
            redoKeys << key;
        }
    }
    redo->setShortcuts(redoKeys);
    actions_.insert(QStringLiteral("redo"), redo);
    auto* maximize = new QAction(tr("&Maximize Viewport"), this);
    maximize->setShortcut(QKeySequence(Qt::ALT | Qt::Key_W));
    maximize->setCheckable(true);
    connect(maximize, &QAction::toggled, this, &MainWindow::setViewportMaximized);
    actions_.insert(QStringLiteral("maximizeViewport"), maximize);
    scene_ = new ViewportController(document_, viewport_, outlinerDock_, maximize, this);
    for (const QMap<QString, QAction*>* group : {&files_->actions(), &playback_->actions(), &scene_->actions()}) {
        actions_.insert(*group);
    }
}

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(actions_[QStringLiteral("open")]);
    file->addMenu(files_->recentMenu());
    file->addAction(actions_[QStringLiteral("reload")]);
    file->addAction(actions_[QStringLiteral("liveReload")]);
    file->addAction(actions_[QStringLiteral("save")]);
    file->addAction(actions_[QStringLiteral("saveViewState")]);
    file->addSeparator();
    file->addAction(actions_[QStringLiteral("quit")]);
    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(actions_[QStringLiteral("undo")]);
    edit->addAction(actions_[QStringLiteral("redo")]);
    edit->addSeparator();
    edit->addAction(actions_[QStringLiteral("hideSelected")]);
    edit->addAction(actions_[QStringLiteral("unhideAll")]);
    PreferencesController::install(this, edit, viewport_, autosave_,
                                   {actions_[QStringLiteral("navigation-maya")], actions_[QStringLiteral("navigation-max")],
                                    actions_[QStringLiteral("navigation-blender")]},
                                   inspector_, &document_);
    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->setObjectName(QStringLiteral("viewMenu"));
    for (const char* name : {"frameSelected", "frameAll"}) {
        view->addAction(actions_[QLatin1String(name)]);
    }
    view->addAction(actions_[QStringLiteral("maximizeViewport")]);
    QMenu* navigationMenu = view->addMenu(tr("&Navigation"));
    for (const char* scheme : {"maya", "max", "blender"}) {
        navigationMenu->addAction(actions_[QStringLiteral("navigation-") + QLatin1String(scheme)]);
    }
    view->addSeparator();
    for (const char* side : {"front", "back", "left", "right", "top", "perspective"}) {
        view->addAction(actions_[QStringLiteral("view-") + QLatin1String(side)]);
    }
    view->addSeparator();
    for (const char* name : {"showBones", "showHelpers", "showMesh", "showGrid"}) {
        view->addAction(actions_[QLatin1String(name)]);
    }
    view->addSeparator();
    for (const char* name : {"meshWireframe", "showWeights", "dualQuaternion"}) {
        view->addAction(actions_[QLatin1String(name)]);
    }
    auto* crowdMenu = new CrowdMenu(view, *document_.crowdPreview(), document_, this);
    for (QAction* a : crowdMenu->actions()) {
        actions_[a->objectName()] = a;
    }
    actions_[crowdMenu->bodiesAction()->objectName()] = crowdMenu->bodiesAction();
    new CrowdView(document_, viewport_, scene_, actions_[QStringLiteral("showMesh")], crowdMenu->bodiesAction(), this);
    connect(crowdMenu, &CrowdMenu::sizeChosen, this, [this] {
        viewport_->frameAll();
        status_->update();
    });
    scene_->addOnionSkinMenu(view);
    auto* costumes = new CostumeCompareController(document_, viewport_, scene_, view, actions_[QStringLiteral("showMesh")], this);
    actions_.insert(costumes->actions());
    manipulators_ = new ManipulatorController(document_, viewport_, view, statusBar(), this);
    for (auto it = manipulators_->actions().begin(); it != manipulators_->actions().end(); ++it) {
        actions_.insert(it.key(), it.value());
    }
    const QList<QAction*> resets{actions_[QStringLiteral("resetActivePose")], actions_[QStringLiteral("resetSelectedPoses")]};
    scene_->addMenuActions(resets);
    outlinerDock_->addMenuActions(resets);
    labels_ = new BoneLabelsController(document_, viewport_, view, this);
    for (QAction* a : labels_->actions()) {
        actions_.insert(a->objectName(), a);
    }
    authoring_ = new AuthoringController(document_, menuBar()->addMenu(tr("&Rig")), statusBar(), this);
    actions_.insert(authoring_->actions());
    QMenu* playback = menuBar()->addMenu(tr("&Playback"));
    for (const char* name : {"play", "previousFrame", "nextFrame", "goToStart", "goToEnd", "loopPastEnd", "drive", "followInDrive"}) {
        playback->addAction(actions_[QLatin1String(name)]);
    }
    QToolBar* bar = addToolBar(tr("Main"));
    bar->setObjectName(QStringLiteral("mainToolBar"));
    for (const char* name : {"open", "reload", "frameAll", "play"}) {
        bar->addAction(actions_[QLatin1String(name)]);
    }
}

void MainWindow::connectDocument()
{
    connect(&document_, &Document::loaded, this, &MainWindow::onLoaded);
    connect(&document_, &Document::poseChanged, this, &MainWindow::onPoseChanged);
    connect(document_.selection(), &SelectionModel::changed, this, &MainWindow::onSelectionChanged);
    connect(document_.visibility(), &VisibilityModel::changed, scene_, &ViewportController::refreshStyles);
    new MessagesView(*document_.messageLog(), messages_, this);
    new ComparisonPlacement(document_, *viewport_, this);  // the transition comparison stands across the view
    browserDock_ = new LayerBrowserController(document_, browser_, this);
    connect(&document_, &Document::stackChanged, this, &MainWindow::rebuildStack);
    dependencyView_ = new DependencyViewController(document_, dependencies_, dependenciesDock_, this);
    inspectorDock_ = new InspectorDockController(document_, inspector_, poseEditor_, controllers_, this);
    reactionsDock_ = new ReactionsDockController(document_, reactions_, this);
    proceduralDock_ = new ProceduralDockController(document_, procedural_, viewport_, this);
    connect(&document_, &Document::stagesChanged, scene_, &ViewportController::refreshStyles);
    connect(document_.stages(), &StagesModel::changed, scene_, &ViewportController::refreshStyles);
    connect(document_.crowdPreview(), &CrowdPreview::sizeChanged, scene_, &ViewportController::refreshStyles);  // the copies are drawn after the character
    connect(corrections_, &CorrectionsPanel::heatMapChanged, scene_, &ViewportController::uploadMeshVertices);
    correctionsDock_ = new CorrectionsDockController(*document_.correctionsModel(), document_, corrections_,
                                                     actions_[QStringLiteral("showMesh")], messages_, this);
    scene_->setHeat([this](int mesh) { return correctionsDock_->heat(mesh); });
    correctionsDock_->setViewport(viewport_);  // Paint Zone strokes
    new ProfilerDockController(document_, profiler_, findChild<QDockWidget*>(QStringLiteral("profilerDock")), this);
    compareDock_ = new CompareDockController(document_, compare_, timeline_, actions_[QStringLiteral("showMesh")], messages_, this);
    connect(compareDock_, &CompareDockController::clipRequested, playback_, &PlaybackController::showClip);
    connect(&document_, &Document::modifiedChanged, this, [this] { setWindowModified(document_.saver()->hasUnsavedChanges()); });
    authoring_->followSelection();  // last: every view has shown a picked target before the selection goes back
}

void MainWindow::openFile(const QString& path)
{
    files_->openFile(path);
}

bool MainWindow::save()
{
    return files_->save();
}

bool MainWindow::saveRig()
{
    return files_->saveRig();
}

bool MainWindow::saveViewState()
{
    return files_->saveViewState();
}

bool MainWindow::offerRecovery()
{
    return files_->offerRecovery();
}

QLabel* MainWindow::statusLabel() const
{
    return status_->label();
}

QMenu* MainWindow::viewportMenu() const
{
    return scene_->menu();
}

void MainWindow::onLoaded()
{
    playback_->stopDriving();  // a new instance starts undriven
    setWindowTitle(tr("%1 - Rigstage [*]").arg(document_.characterName()));
    rebuildStack();
    playback_->showLoaded();
    scene_->showLoaded();
    status_->update();
}

void MainWindow::rebuildStack()
{
    scene_->rebuildMeshes();
    dependencyView_->rebuild();
    browserDock_->rebuild();
    proceduralDock_->refresh();
    scene_->refreshStyles();
    onSelectionChanged(document_.selection()->bone());
}

void MainWindow::onPoseChanged()
{
    manipulators_->update(false);  // the rings follow the bone, drawn with the pose
    labels_->update();
    scene_->showPose();
    reactionsDock_->updateMasterValue();
    if (actions_[QStringLiteral("showMesh")]->isChecked()) {
        scene_->uploadMeshVertices();
    }
    correctionsDock_->updateLive();
    inspectorDock_->updateInspector();
    status_->update();
}

void MainWindow::onSelectionChanged(int bone)
{
    status_->update();
    playback_->updateKeys();
    inspectorDock_->showHelperOf(bone);
    reactionsDock_->refresh(false);
    scene_->showSelection(bone);
    browser_->setSelectedBone(bone);
    inspectorDock_->updateInspector();
}

void MainWindow::readSettings()
{
    QSettings s;
    restoreGeometry(s.value(QStringLiteral("window/geometry")).toByteArray());
    // The layout's version: raised when docks are added, so a layout saved by an older Rigstage
    // (which would leave a new dock wherever Qt puts it) gives way to the default one.
    QTimer::singleShot(0, layout_, &DockLayout::unclipTabs);  // after the restored docks are tabbed
    if (!restoreState(s.value(QStringLiteral("window/state")).toByteArray(), kLayoutVersion)) {
        QTimer::singleShot(0, layout_, &DockLayout::applyDefault);  // a first start: once the window has its size
    }
    files_->setRecentFiles(s.value(QStringLiteral("recentFiles")).toStringList());
    for (const char* name : {"showBones", "showHelpers", "showGrid", "showMesh", "xrayBones"}) {
        actions_[QLatin1String(name)]->setChecked(s.value(QStringLiteral("view/") + QLatin1String(name), true).toBool());
    }
    for (const char* name : {"meshWireframe", "showWeights", "dualQuaternion"}) {
        actions_[QLatin1String(name)]->setChecked(s.value(QStringLiteral("view/") + QLatin1String(name), false).toBool());
    }
    QString error;
    if (const auto camera = CameraSpec::fromJson(s.value(QStringLiteral("view/camera")).toByteArray(), &error)) {
        viewport_->setCameraSpec(*camera);
    }
}

void MainWindow::writeSettings()
{
    QSettings s;
    s.setValue(QStringLiteral("window/geometry"), saveGeometry());
    s.setValue(QStringLiteral("window/state"), saveState(kLayoutVersion));
    s.setValue(QStringLiteral("recentFiles"), files_->recentFiles());
    for (const char* name : {"showBones", "showHelpers", "showGrid", "showMesh", "xrayBones", "meshWireframe", "showWeights", "dualQuaternion"}) {
        s.setValue(QStringLiteral("view/") + QLatin1String(name), actions_[QLatin1String(name)]->isChecked());
    }
    s.setValue(QStringLiteral("view/camera"), viewport_->cameraSpec().toJson());
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!files_->confirmClose()) {
        event->ignore();
        return;
    }
    writeSettings();
    event->accept();
}

void MainWindow::createDocks()
{
    layout_ = new DockLayout(*this);
    browser_ = layout_->browser();
    outliner_ = layout_->outliner();
    inspector_ = layout_->inspector();
    poseEditor_ = layout_->poseEditor();
    controllers_ = layout_->controllerEditor();
    procedural_ = layout_->procedural();
    reactions_ = layout_->reactions();
    dependencies_ = layout_->dependencies();
    dependenciesDock_ = layout_->dependenciesDock();
    corrections_ = layout_->corrections();
    timeline_ = layout_->timeline();
    messages_ = layout_->messages();
    profiler_ = layout_->profiler();
    compare_ = layout_->compare();
}

void MainWindow::applyDefaultLayout()
{
    layout_->applyDefault();
}

void MainWindow::setViewportMaximized(bool on)
{
    layout_->setViewportMaximized(on);
}

}  // namespace rigstage
