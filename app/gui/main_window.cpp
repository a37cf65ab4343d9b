#include "gui/main_window.h"
#include "gui/messages/message_log.h"
#include "gui/messages/messages_view.h"
#include "gui/playback/comparison_placement.h"
#include "gui/playback/playback_model.h"
#include "gui/preferences/preferences_controller.h"
#include "gui/posing/posing_model.h"
#include "gui/saving/document_saver.h"

#include "gui/scene/drawn_scene.h"
#include "gui/selection/selection_model.h"
#include "gui/stages/stages_model.h"
#include "gui/visibility/visibility_model.h"

#include "gui/compare/compare_dock_controller.h"
#include "gui/corrections/corrections_dock_controller.h"
#include "gui/inspector/inspector_dock_controller.h"
#include "gui/layers/layer_browser_controller.h"
#include "gui/procedural/procedural_dock_controller.h"
#include "gui/labels/bone_labels_controller.h"
#include "gui/manipulators/manipulator_controller.h"
#include "gui/outliner/outliner_dock_controller.h"
#include "gui/profiler/profiler_dock_controller.h"
#include "gui/reactions/reactions_dock_controller.h"
#include "gui/crowd/crowd_menu.h"
#include "gui/crowd/crowd_preview.h"
#include "gui/reload/live_reload.h"
#include "gui/reload/live_reload_controller.h"
#include "gui/unsaved_changes.h"

#include <limits>

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonDocument>
#include <QLabel>
#include <QMenuBar>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QProgressDialog>
#include <QSignalBlocker>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTimer>
#include <QToolTip>
#include <QCursor>
#include <QToolBar>

#include "import/model_import.h"
#include "skeleton/bone_name.h"
#include "viewport/mesh_scene.h"
#include "viewport/skeleton_styles.h"
#include "viewport/viewport_widget.h"
#include "widgets/layer_browser_widget.h"
#include "widgets/controller_editor.h"
#include "widgets/corrections_panel.h"
#include "widgets/dependency_graph_view.h"
#include "widgets/procedural_panel.h"
#include "widgets/reaction_curve_panel.h"
#include "widgets/inspector_widget.h"
#include "widgets/timeline_widget.h"

namespace rigstage {

namespace {
constexpr int kMaxRecent = 8;
}

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
{
    setWindowTitle(tr("Rigstage"));
    setAcceptDrops(true);
    autosave_ = new Autosave(document_, this);
    viewport_ = new ViewportWidget(this);
    setCentralWidget(viewport_);
    createDocks();
    createActions();
    liveReload_ = new LiveReload(document_, this);
    auto* liveReloadController = new LiveReloadController(*liveReload_, document_, this, messages_, statusBar());
    actions_.insert(QStringLiteral("liveReload"), liveReloadController->action());
    connect(liveReload_, &LiveReload::reloadRequested, this, &MainWindow::reloadKeepingView);
    outlinerDock_ = new OutlinerDockController(document_, outliner_, viewport_, this);
    createMenus();
    createWindowMenu();
    statusLabel_ = new QLabel(tr("Open a character manifest (File > Open) or drop one here."), this);
    statusBar()->addWidget(statusLabel_, 1);
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
    auto make = [this](const QString& name, const QString& text, const QKeySequence& shortcut, auto slot) {
        auto* a = new QAction(text, this);
        a->setShortcut(shortcut);
        connect(a, &QAction::triggered, this, slot);
        actions_.insert(name, a);
        return a;
    };
    make(QStringLiteral("open"), tr("&Open..."), QKeySequence::Open, &MainWindow::openDialog);
    make(QStringLiteral("reload"), tr("&Reload"), QKeySequence(Qt::Key_F5), &MainWindow::reload);
    make(QStringLiteral("save"), tr("&Save"), QKeySequence::Save, &MainWindow::saveRig)
        ->setToolTip(tr("Write the edited HelperJointSetting files (only the edited text changes)."));
    make(QStringLiteral("saveViewState"), tr("Save &View State"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S), &MainWindow::saveViewState)
        ->setToolTip(tr("Write the hidden bones and layers, the camera, the ground and the stages switched off next to the manifest."));
    make(QStringLiteral("quit"), tr("&Quit"), QKeySequence::Quit, &MainWindow::close);
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
    make(QStringLiteral("hideSelected"), tr("&Hide Selected Bone"), QKeySequence(Qt::Key_H), [this] {
        const std::vector<int> bones = outlinerDock_->bonesToActOn();  // the outliner's selection, or the selected bone
        if (!bones.empty()) {
            document_.visibility()->hideBones(std::set<int>(bones.begin(), bones.end()), true);
        }
    });
    make(QStringLiteral("unhideAll"), tr("&Unhide All Bones"), QKeySequence(Qt::SHIFT | Qt::Key_H),
         [this] { document_.visibility()->hideBones(document_.visibility()->hiddenBones(), false); });
    make(QStringLiteral("frameSelected"), tr("&Frame Selected"), QKeySequence(Qt::Key_F), [this] { viewport_->frameBones(outlinerDock_->bonesToActOn()); });
    make(QStringLiteral("frameAll"), tr("Frame &All"), QKeySequence(Qt::Key_A), [this] { viewport_->frameAll(); });
    // Navigation as in the DCC the user comes from (View > Navigation), remembered.
    auto* schemes = new QActionGroup(this);
    const std::pair<const char*, QString> navigation[] = {
        {"maya", tr("&Maya (Alt+LMB orbit, Alt+MMB pan, Alt+RMB zoom)")},
        {"max", tr("&3ds Max (MMB pan, Alt+MMB orbit, Ctrl+Alt+MMB zoom)")},
        {"blender", tr("&Blender (MMB orbit, Shift+MMB pan, Ctrl+MMB zoom)")}};
    for (int i = 0; i < 3; ++i) {
        QAction* a = make(QStringLiteral("navigation-") + QLatin1String(navigation[i].first), navigation[i].second, QKeySequence(), [] {});
        a->setCheckable(true);
        a->setChecked(i == 0);
        schemes->addAction(a);
        connect(a, &QAction::toggled, this, [this, i](bool on) {
            if (on) {
                viewport_->stage()->setNavigationScheme(static_cast<NavigationScheme>(i));
            }
        });
    }
    QAction* follow = make(QStringLiteral("followInDrive"), tr("&Follow the Character in Drive"), QKeySequence(), [] {});
    follow->setCheckable(true);
    follow->setChecked(true);
    follow->setToolTip(tr("In Drive mode the camera moves with the character's root, keeping its angle and distance."));
    QAction* maximize = make(QStringLiteral("maximizeViewport"), tr("&Maximize Viewport"), QKeySequence(Qt::ALT | Qt::Key_W), [] {});
    maximize->setCheckable(true);
    connect(maximize, &QAction::toggled, this, &MainWindow::setViewportMaximized);
    // View presets, Ctrl+1..6 (F, L, T, P are taken by framing and other keys here).
    const std::pair<const char*, QString> views[] = {{"front", tr("&Front View")}, {"back", tr("&Back View")},
                                                     {"left", tr("&Left View")},   {"right", tr("&Right View")},
                                                     {"top", tr("&Top View")},     {"perspective", tr("&Perspective View")}};
    for (int i = 0; i < 6; ++i) {
        const std::string side = views[i].first;
        make(QStringLiteral("view-") + QLatin1String(views[i].first), views[i].second, QKeySequence(Qt::CTRL | (Qt::Key_1 + i)),
             [this, side] { viewport_->viewFrom(side); });
    }
    auto toggle = [this, &make](const QString& name, const QString& text, auto apply) {
        QAction* a = make(name, text, QKeySequence(), [] {});
        a->setCheckable(true);
        a->setChecked(true);
        connect(a, &QAction::toggled, this, apply);
        return a;
    };
    toggle(QStringLiteral("showBones"), tr("Show &Bones"), [this](bool on) { viewport_->setShowBones(on); });
    toggle(QStringLiteral("showHelpers"), tr("Show &Helper Joints"), [this](bool on) { viewport_->setShowHelpers(on); });
    toggle(QStringLiteral("showGrid"), tr("Show &Grid"), [this](bool on) { viewport_->setShowGrid(on); });
    toggle(QStringLiteral("xrayBones"), tr("&X-Ray Bones"), [this](bool on) { viewport_->setXrayBones(on); })
        ->setToolTip(tr("Draw the skeleton over the mesh, so bones inside the body stay visible."));
    QAction* mesh = toggle(QStringLiteral("showMesh"), tr("Show &Mesh"), [this](bool on) {
        viewport_->setShowMesh(on);
        document_.setMeshDeformation(on);
    });
    mesh->setToolTip(tr("The skinned meshes of the character (open a model file or add <Mesh> to the manifest)."));
    QAction* wire = toggle(QStringLiteral("meshWireframe"), tr("Mesh &Wireframe"), [this](bool on) { viewport_->setMeshWireframe(on); });
    wire->setChecked(false);
    QAction* weights = toggle(QStringLiteral("showWeights"), tr("Skin Weights of the Selected &Bone"), [this](bool) { uploadMeshVertices(); });
    weights->setChecked(false);
    QAction* dqs = toggle(QStringLiteral("dualQuaternion"), tr("&Dual-Quaternion Skinning"), [this](bool on) {
        document_.setSkinningMethod(on ? SkinningMethod::DualQuaternion : SkinningMethod::Linear);
    });
    dqs->setChecked(false);
    dqs->setToolTip(tr("Dual-quaternion skinning keeps the volume at bent joints; off: linear blend skinning."));
    make(QStringLiteral("play"), tr("&Play / Pause"), QKeySequence(Qt::Key_Space), [this] { timeline_->togglePlay(); });
    QAction* drive = make(QStringLiteral("drive"), tr("&Drive (W A S D)"), QKeySequence(Qt::CTRL | Qt::Key_D), [] {});
    drive->setCheckable(true);
    drive->setToolTip(tr("Steer the character's procedural locomotion with W A S D or the arrow keys in the viewport."));
    connect(drive, &QAction::toggled, this, [this, drive](bool on) {
        if (on && !document_.playback()->setDriving(true)) {
            const QSignalBlocker blocker(drive);
            drive->setChecked(false);
            return;
        }
        if (!on) {
            document_.playback()->setDriving(false);
        }
        viewport_->stage()->setDriveMode(on);
        if (on) {
            timeline_->play();  // time must pass for the character to move
            viewport_->container()->setFocus();
        }
    });
    QAction* loop = make(QStringLiteral("loopPastEnd"), tr("&Loop Clip Past Its End"), QKeySequence(), [] {});
    loop->setCheckable(true);
    loop->setToolTip(tr("A time past the clip's end wraps into the clip (rigstage-cli --loop); off, it holds the last frame "
                        "as a DCC renders past its end."));
    connect(loop, &QAction::toggled, document_.playback(), &PlaybackModel::setLoopPastEnd);
    make(QStringLiteral("nextFrame"), tr("&Next Frame"), QKeySequence(Qt::Key_Period), [this] { timeline_->stepForward(); });
    make(QStringLiteral("previousFrame"), tr("P&revious Frame"), QKeySequence(Qt::Key_Comma), [this] { timeline_->stepBackward(); });
    make(QStringLiteral("goToStart"), tr("Go to &Start"), QKeySequence(Qt::Key_Home), [this] { timeline_->goToStart(); });
    make(QStringLiteral("goToEnd"), tr("Go to &End"), QKeySequence(Qt::Key_End), [this] { timeline_->goToEnd(); });
}

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(actions_[QStringLiteral("open")]);
    recentMenu_ = file->addMenu(tr("Open &Recent"));
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
    connect(crowdMenu, &CrowdMenu::sizeChosen, this, [this] {
        viewport_->frameAll();
        updateStatus();
    });
    manipulators_ = new ManipulatorController(document_, viewport_, view, statusBar(), this);
    for (auto it = manipulators_->actions().begin(); it != manipulators_->actions().end(); ++it) {
        actions_.insert(it.key(), it.value());
    }
    labels_ = new BoneLabelsController(document_, viewport_, view, this);
    for (QAction* a : labels_->actions()) {
        actions_.insert(a->objectName(), a);
    }
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
    connect(document_.visibility(), &VisibilityModel::changed, this, &MainWindow::refreshStyles);
    new MessagesView(*document_.messageLog(), messages_, this);
    new ComparisonPlacement(document_, *viewport_, this);  // the transition comparison stands across the view
    connect(document_.messageLog(), &MessageLog::added, this, [this](const QStringList& lines) { statusBar()->showMessage(lines.back(), 8000); });
    connect(&document_, &Document::loadFailed, this, [this](const QString&) {
        if (progress_) {
            progress_->reset();
        }
    });
    connect(timeline_, &TimelineWidget::frameChanged, document_.playback(), &PlaybackModel::setFrame);
    connect(timeline_, &TimelineWidget::clipChosen, this, &MainWindow::showClip);
    connect(viewport_, &ViewportWidget::boneHovered, this, [this](int bone) {
        const Framework* fw = document_.framework();
        if (!fw || bone < 0 || bone >= fw->boneCount()) {
            QToolTip::hideText();
            return;
        }
        QToolTip::showText(QCursor::pos(), QString::fromStdString(fw->boneName(bone)), viewport_);
    });
    connect(viewport_, &ViewportWidget::boneClicked, this, [this](int bone) {
        const int n = document_.framework() ? document_.framework()->boneCount() : 0;
        document_.selection()->setBone(bone >= n && n > 0 ? bone - n : bone);  // a bone of the side-by-side copy: its original
    });
    connect(viewport_, &ViewportWidget::boneHit, this, [this](int bone, const glm::vec3& direction) {
        const int n = document_.framework() ? document_.framework()->boneCount() : 0;
        if (bone >= 0) {
            document_.playback()->hitBone(bone >= n && n > 0 ? bone - n : bone, direction);
        }
    });
    connect(viewport_->stage(), &StageWindow::stickChanged, document_.playback(), &PlaybackModel::setStick);
    connect(viewport_, &ViewportWidget::ikTargetDragged, this, [this](int index, const glm::vec3& position) {
        const auto targets = document_.posing()->ikTargets();
        if (index >= 0 && index < int(targets.size())) {
            const std::string& name = targets[static_cast<std::size_t>(index)].first;
            if (!ikDragBefore_) {
                ikDragBefore_ = document_.posing()->ikOverride(name);  // where the drag started, for its undo
            }
            document_.posing()->setIkTarget(name, position);
        }
    });
    connect(viewport_, &ViewportWidget::ikTargetDragFinished, this, [this](int index) {
        const auto targets = document_.posing()->ikTargets();
        if (ikDragBefore_ && index >= 0 && index < int(targets.size())) {
            const std::string& name = targets[static_cast<std::size_t>(index)].first;
            document_.posing()->editIkTarget(name, *ikDragBefore_, document_.posing()->ikOverride(name));
        }
        ikDragBefore_.reset();
    });
    connect(viewport_, &ViewportWidget::cameraEdited, this, [this] { document_.setViewCamera(viewport_->cameraSpec().toJson()); });
    connect(viewport_, &ViewportWidget::contextMenuRequested, this, &MainWindow::showViewportMenu);
    browserDock_ = new LayerBrowserController(document_, browser_, this);
    connect(&document_, &Document::stackChanged, this, &MainWindow::rebuildStack);
    connect(dependencies_, &DependencyGraphView::boneClicked, document_.selection(), &SelectionModel::setBone);
    inspectorDock_ = new InspectorDockController(document_, inspector_, poseEditor_, controllers_, this);
    connect(&document_, &Document::loadFailed, this, [this] {
        if (!document_.lastCycle().empty()) {
            dependencies_->setGraph(cycleGraph(document_.lastCycle()));
            dependenciesDock_->raise();
        }
    });
    reactionsDock_ = new ReactionsDockController(document_, reactions_, this);
    proceduralDock_ = new ProceduralDockController(document_, procedural_, viewport_, this);
    connect(&document_, &Document::stagesChanged, this, &MainWindow::refreshStyles);
    connect(document_.stages(), &StagesModel::changed, this, &MainWindow::refreshStyles);
    connect(document_.crowdPreview(), &CrowdPreview::sizeChanged, this, &MainWindow::refreshStyles);  // the copies are drawn after the character
    connect(document_.playback(), &PlaybackModel::clipSwitched, this, [this](int clip, double frame) {
        timeline_->setCurrentClip(clip);
        if (const Clip* c = document_.instance() ? document_.instance()->clip() : nullptr) {
            timeline_->setRange(c->startFrame, c->endFrame, c->frameRate);
        }
        timeline_->setFrame(frame);
        updateTimelineKeys();
    });
    connect(corrections_, &CorrectionsPanel::heatMapChanged, this, &MainWindow::uploadMeshVertices);
    correctionsDock_ = new CorrectionsDockController(*document_.correctionsModel(), document_, corrections_,
                                                     actions_[QStringLiteral("showMesh")], messages_, this);
    new ProfilerDockController(document_, profiler_, findChild<QDockWidget*>(QStringLiteral("profilerDock")), this);
    compareDock_ = new CompareDockController(document_, compare_, timeline_, actions_[QStringLiteral("showMesh")], messages_, this);
    connect(compareDock_, &CompareDockController::clipRequested, this, &MainWindow::showClip);
    connect(&document_, &Document::modifiedChanged, this, [this] { setWindowModified(document_.saver()->hasUnsavedChanges()); });
}

void MainWindow::openDialog()
{
    const QString dir = recent_.isEmpty() ? QString() : QFileInfo(recent_.front()).absolutePath();
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Character"), dir,
                                                      tr("Characters and models (*.xml *.fbx *.glb *.gltf *.dae *.x *.b3d *.obj);;Character manifests (*.xml);;All files (*)"));
    if (!path.isEmpty()) {
        openFile(path);
    }
}

void MainWindow::openFile(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != QLatin1String("xml") && !isModelFile(path.toStdString())) {
        const QString message = tr("%1: not a character manifest (.xml) or a model Assimp reads (FBX, glTF, COLLADA, ...).").arg(path);
        messages_->appendPlainText(message);
        statusBar()->showMessage(message, 8000);
        return;
    }
    if (!confirmUnsavedChanges(this, document_, tr("opening %1").arg(QFileInfo(path).fileName()))) {
        return;
    }
    delete progress_;
    progress_ = new QProgressDialog(tr("Loading %1...").arg(QFileInfo(path).fileName()), tr("Cancel"), 0, 0, this);
    progress_->setMinimumDuration(400);  // only long loads show it
    progress_->setWindowModality(Qt::WindowModal);
    connect(progress_, &QProgressDialog::canceled, &document_, &Document::cancelLoad);
    document_.openAsync(path);
}

void MainWindow::reload()
{
    if (document_.path().isEmpty() || !confirmUnsavedChanges(this, document_, tr("reloading"))) {
        return;
    }
    reloadKeepingView();
}

bool MainWindow::reloadKeepingView()
{
    const CameraSpec camera = viewport_->cameraSpec();
    const double frame = document_.playback()->frame();
    if (!document_.reload()) {
        return false;  // the character shown before stays, with the reasons in Messages
    }
    timeline_->setFrame(frame);
    viewport_->setCameraSpec(camera);
    document_.setViewCamera(camera.toJson());
    return true;
}

bool MainWindow::save()
{
    return saveRig() && saveViewState();
}

bool MainWindow::saveRig()
{
    const bool anything = document_.saver()->isRigModified();
    QString error;
    if (!document_.saver()->saveRig(&error)) {
        messages_->appendPlainText(error);
        statusBar()->showMessage(error, 8000);
        return false;
    }
    QString message = anything ? tr("Saved the rig edits.") : tr("No rig edits to save.");
    if (document_.saver()->isViewStateModified()) {
        message += QLatin1Char(' ') + tr("The view state is not saved: File > Save View State.");
    }
    statusBar()->showMessage(message, 5000);
    autosave_->update();
    return true;
}

bool MainWindow::saveViewState()
{
    document_.setViewCamera(viewport_->cameraSpec().toJson());
    QString error;
    if (!document_.saver()->saveViewState(&error)) {
        messages_->appendPlainText(error);
        statusBar()->showMessage(error, 8000);
        return false;
    }
    statusBar()->showMessage(tr("Saved %1").arg(document_.saver()->viewStatePath()), 5000);
    autosave_->update();
    return true;
}

bool MainWindow::offerRecovery()
{
    return autosave_->offerRecovery(this);
}

void MainWindow::onLoaded()
{
    if (progress_) {
        progress_->reset();
    }
    addRecent(document_.path());
    actions_[QStringLiteral("drive")]->setChecked(false);  // a new instance starts undriven
    setWindowTitle(tr("%1 - Rigstage [*]").arg(document_.characterName()));
    rebuildStack();
    timeline_->setClips(document_.playback()->clipNames());
    if (const Clip* c = document_.instance()->clip()) {
        timeline_->setRange(c->startFrame, c->endFrame, c->frameRate);
    } else {
        timeline_->setRange(0, 0, 30);
    }
    document_.playback()->setFrame(timeline_->frame());
    QString error;
    if (const auto camera = CameraSpec::fromJson(document_.viewCamera(), &error); camera && !document_.viewCamera().isEmpty()) {
        viewport_->setCameraSpec(*camera);
    } else {
        viewport_->frameAll();
    }
    updateStatus();
}

void MainWindow::refreshStyles()
{
    if (const Framework* fw = document_.framework()) {
        viewport_->setBones(DrawnScene::styles(document_, boneStyles(*fw, document_.instance()->helpers(), document_.visibility()->bonesNotDrawn())), document_.zUp(),
                            characterSize(*fw, document_.zUp()));
        viewport_->setPose(DrawnScene::world(document_));
    }
}

void MainWindow::rebuildStack()
{
    rebuildMeshes();
    if (CharacterInstance* instance = document_.instance(); instance && instance->helpers()) {
        dependencies_->setGraph(buildDependencyGraph(instance->framework(), *instance->helpers(), int(document_.data()->layers.size())));
    }
    browserDock_->rebuild();
    proceduralDock_->refresh();
    refreshStyles();
    onSelectionChanged(document_.selection()->bone());
}

void MainWindow::onPoseChanged()
{
    std::vector<glm::vec3> targets;
    for (const auto& [name, target] : document_.posing()->ikTargets()) {
        targets.push_back(target);
    }
    if (manipulators_) {
        manipulators_->update(false);  // the rings follow the bone, drawn with the pose
    }
    if (labels_) {
        labels_->update();
    }
    viewport_->setPoseAndIkTargets(DrawnScene::world(document_), targets);
    // Drive mode: the camera follows the root by as much as it moved since the last frame.
    if (document_.playback()->isDriving() && actions_[QStringLiteral("followInDrive")]->isChecked() && !document_.world().empty()) {
        const glm::vec3 root(document_.world().front()[3]);
        if (followFrom_) {
            CameraSpec camera = viewport_->cameraSpec();
            camera.position += root - *followFrom_;
            camera.target += root - *followFrom_;
            viewport_->setCameraSpec(camera);
        }
        followFrom_ = root;
    } else {
        followFrom_.reset();
    }
    if (reactionsDock_) {
        reactionsDock_->updateMasterValue();
    }
    if (actions_[QStringLiteral("showMesh")]->isChecked()) {
        uploadMeshVertices();
    }
    if (correctionsDock_) {
        correctionsDock_->updateLive();
    }
    inspectorDock_->updateInspector();
    updateStatus();
}

void MainWindow::rebuildMeshes()
{
    const MeshDeformer& meshes = document_.meshes();
    std::vector<std::vector<std::uint32_t>> triangles;
    glm::vec3 lo(std::numeric_limits<float>::max()), hi(-std::numeric_limits<float>::max());
    for (int m = 0; m < meshes.meshCount(); ++m) {
        triangles.push_back(meshes.mesh(m).indices);
        for (const glm::vec3& p : meshes.output(m).positions) {
            lo = glm::min(lo, p);
            hi = glm::max(hi, p);
        }
    }
    viewport_->setMeshTopology(triangles, lo, hi);
    viewport_->setMeshLayers(meshLayers(*document_.data(), document_.costumes()));
    uploadMeshVertices();
}

void MainWindow::uploadMeshVertices()
{
    const MeshDeformer& meshes = document_.meshes();
    const int bone = actions_[QStringLiteral("showWeights")]->isChecked() ? document_.selection()->bone() : -1;
    for (int m = 0; m < meshes.meshCount(); ++m) {
        const SkinOutput& out = meshes.output(m);
        std::vector<float> weights = correctionsDock_ ? correctionsDock_->heat(m) : std::vector<float>();  // the heat map wins over the bone's weights
        if (weights.empty() && bone >= 0) {
            weights = meshes.boneWeights(m, bone);
        }
        viewport_->setMeshVertices(m, interleaveMeshVertices(out.positions, out.normals, weights.empty() ? nullptr : &weights));
    }
}

void MainWindow::showViewportMenu(int bone, const QPoint& globalPosition)
{
    // A right click selects what is under it (as in 3ds Max's quad menu), then offers what applies.
    if (bone >= 0) {
        document_.selection()->setBone(bone);
    }
    delete viewportMenu_;
    viewportMenu_ = new QMenu(this);
    viewportMenu_->setObjectName(QStringLiteral("viewportMenu"));
    for (const char* name : {"frameSelected", "frameAll", "hideSelected", "unhideAll"}) {
        viewportMenu_->addAction(actions_[QLatin1String(name)]);
    }
    QMenu* views = viewportMenu_->addMenu(tr("View From"));
    for (const char* side : {"front", "back", "left", "right", "top", "perspective"}) {
        views->addAction(actions_[QStringLiteral("view-") + QLatin1String(side)]);
    }
    viewportMenu_->addAction(actions_[QStringLiteral("maximizeViewport")]);
    viewportMenu_->popup(globalPosition);
}

void MainWindow::showClip(int clip)
{
    document_.playback()->setClip(clip);
    timeline_->setCurrentClip(clip);
    if (const Clip* c = document_.instance() ? document_.instance()->clip() : nullptr) {
        timeline_->setRange(c->startFrame, c->endFrame, c->frameRate);
    }
    updateTimelineKeys();
}

void MainWindow::updateTimelineKeys()
{
    // The keys of the selected bone in the playing clip, marked on the time slider.
    std::vector<double> keys;
    const Clip* clip = document_.instance() ? document_.instance()->clip() : nullptr;
    const int bone = document_.selection()->bone();
    if (clip && bone >= 0) {
        const std::string& name = document_.framework()->boneName(bone);
        for (const ClipTrack& track : clip->tracks) {
            if (track.bone == name || track.bone == shortNameOf(name)) {
                for (const ClipKey& key : track.keys) {
                    keys.push_back(key.frame);
                }
            }
        }
    }
    timeline_->setKeys(std::move(keys));
}

void MainWindow::onSelectionChanged(int bone)
{
    updateStatus();
    updateTimelineKeys();
    inspectorDock_->showHelperOf(bone);
    dependencies_->setSelectedBone(bone);
    if (reactionsDock_) {
        reactionsDock_->refresh(false);
    }
    if (actions_[QStringLiteral("showWeights")]->isChecked()) {
        uploadMeshVertices();
    }
    viewport_->setSelectedBone(bone);
    browser_->setSelectedBone(bone);
    inspectorDock_->updateInspector();
}

void MainWindow::updateStatus()
{
    if (!document_.isOpen()) {
        return;
    }
    const int selected = document_.selection()->bone();
    const QString selection = selected >= 0 ? QString::fromStdString(std::string(shortNameOf(document_.framework()->boneName(selected))))
                                            : tr("nothing selected");
    const QString mode = document_.playback()->isDriving() ? tr("Drive") : timeline_->isPlaying() ? tr("playing") : tr("paused");
    QString text = tr("%1 | %2 bones | %3 | frame %4 | %5")
                       .arg(document_.characterName())
                       .arg(document_.framework()->boneCount())
                       .arg(selection)
                       .arg(document_.playback()->frame(), 0, 'f', 1)
                       .arg(mode);
    if (const CrowdPreview* crowd = document_.crowdPreview(); crowd->size() > 1) {
        text += QStringLiteral(" | ") + tr("crowd of %1: copies in %2 ms").arg(crowd->size())
                                            .arg(crowd->microseconds() / 1000.0, 0, 'f', 2);
    }
    statusLabel_->setText(text);
}

void MainWindow::addRecent(const QString& path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    recent_.removeAll(absolute);
    recent_.prepend(absolute);
    while (recent_.size() > kMaxRecent) {
        recent_.removeLast();
    }
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu()
{
    recentMenu_->clear();
    for (const QString& path : recent_) {
        recentMenu_->addAction(path, this, [this, path] { openFile(path); });
    }
    recentMenu_->setEnabled(!recent_.isEmpty());
}

void MainWindow::readSettings()
{
    QSettings s;
    restoreGeometry(s.value(QStringLiteral("window/geometry")).toByteArray());
    // The layout's version: raised when docks are added, so a layout saved by an older Rigstage
    // (which would leave a new dock wherever Qt puts it) gives way to the default one.
    QTimer::singleShot(0, this, &MainWindow::unclipDockTabs);  // after the restored docks are tabbed
    if (!restoreState(s.value(QStringLiteral("window/state")).toByteArray(), kLayoutVersion)) {
        QTimer::singleShot(0, this, &MainWindow::applyDefaultLayout);  // a first start: once the window has its size
    }
    recent_ = s.value(QStringLiteral("recentFiles")).toStringList();
    rebuildRecentMenu();
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
    s.setValue(QStringLiteral("recentFiles"), recent_);
    for (const char* name : {"showBones", "showHelpers", "showGrid", "showMesh", "xrayBones", "meshWireframe", "showWeights", "dualQuaternion"}) {
        s.setValue(QStringLiteral("view/") + QLatin1String(name), actions_[QLatin1String(name)]->isChecked());
    }
    s.setValue(QStringLiteral("view/camera"), viewport_->cameraSpec().toJson());
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!confirmUnsavedChanges(this, document_, tr("closing"))) {
        event->ignore();
        return;
    }
    autosave_->clear();  // a clean close leaves nothing to recover
    writeSettings();
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (event->mimeData()->hasUrls()) {
        event->acceptProposedAction();
    }
}

void MainWindow::dropEvent(QDropEvent* event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (!urls.isEmpty() && urls.front().isLocalFile()) {
        openFile(urls.front().toLocalFile());
        event->acceptProposedAction();
    }
}

}  // namespace rigstage
