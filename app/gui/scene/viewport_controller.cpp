#include "gui/scene/viewport_controller.h"

#include <QAction>
#include <QActionGroup>
#include <QCursor>
#include <QMenu>
#include <QToolTip>

#include <algorithm>
#include <limits>
#include <set>

#include "gui/document.h"
#include "gui/outliner/outliner_dock_controller.h"
#include "gui/playback/playback_model.h"
#include "gui/posing/posing_model.h"
#include "gui/scene/drawn_scene.h"
#include "gui/selection/selection_model.h"
#include "gui/visibility/visibility_model.h"
#include "viewport/mesh_scene.h"
#include "viewport/overlay_meshes.h"
#include "viewport/skeleton_styles.h"
#include "viewport/viewport_widget.h"
#include "gui/named_actions.h"

namespace rigstage {

ViewportController::ViewportController(Document& document, ViewportWidget* viewport, OutlinerDockController* outliner,
                                       QAction* maximize, QWidget* window)
    : QObject(window)
    , document_(document)
    , viewport_(viewport)
    , window_(window)
    , maximize_(maximize)
    , onion_(document)
{
    auto make = [this](const QString& name, const QString& text, const QKeySequence& shortcut, auto slot) {
        return addNamedAction(actions_, window_, this, name, text, shortcut, slot);
    };
    make(QStringLiteral("hideSelected"), tr("&Hide Selected Bone"), QKeySequence(Qt::Key_H), [this, outliner] {
        const std::vector<int> bones = outliner->bonesToActOn();  // the outliner's selection, or the selected bone
        if (!bones.empty()) {
            document_.visibility()->hideBones(std::set<int>(bones.begin(), bones.end()), true);
        }
    });
    make(QStringLiteral("unhideAll"), tr("&Unhide All Bones"), QKeySequence(Qt::SHIFT | Qt::Key_H),
         [this] { document_.visibility()->hideBones(document_.visibility()->hiddenBones(), false); });
    make(QStringLiteral("frameSelected"), tr("&Frame Selected"), QKeySequence(Qt::Key_F), [this, outliner] { viewport_->frameBones(outliner->bonesToActOn()); });
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
        onion_.setMeshShown(on);  // the ghosts' bodies come and go with the body
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

    // Onion skin: ghosts of the pose before and after the current frame (View > Onion Skin).
    QAction* onion = make(QStringLiteral("onionSkin"), tr("Show &Onion Skin"), QKeySequence(), [] {});
    onion->setCheckable(true);
    onion->setToolTip(tr("Ghosts of the pose a few frames before (violet) and after (lime) the current frame, "
                         "fainter the further they are, to see a helper's motion over time."));
    auto* ghosts = new QActionGroup(this);
    for (const int n : {1, 2, 3}) {
        QAction* a = make(QStringLiteral("onionGhosts-%1").arg(n), tr("%1 Before and %1 After").arg(n), QKeySequence(), [] {});
        a->setCheckable(true);
        a->setChecked(n == onion_.ghostsEachSide());
        ghosts->addAction(a);
        connect(a, &QAction::toggled, this, [this](bool on) {
            if (on) {
                applyOnionSkin();
            }
        });
    }
    auto* steps = new QActionGroup(this);
    for (const int n : {1, 2, 5}) {
        QAction* a = make(QStringLiteral("onionStep-%1").arg(n), n == 1 ? tr("Every Frame") : tr("Every %1 Frames").arg(n),
                          QKeySequence(), [] {});
        a->setCheckable(true);
        a->setChecked(n == onion_.step());
        steps->addAction(a);
        connect(a, &QAction::toggled, this, [this](bool on) {
            if (on) {
                applyOnionSkin();
            }
        });
    }
    connect(onion, &QAction::toggled, this, &ViewportController::applyOnionSkin);
    onion_.setMeshView(new OverlayMeshes(viewport_->stage()->scene()->root(), this));
    onion_.setMeshShown(mesh->isChecked());
    connect(&document_, &Document::loaded, this, [this] { onion_.reset(); });  // the ghosts' character is gone
    connect(&document_, &Document::correctionsChanged, this, [this] {
        onion_.correctionsChanged();
        applyOnionSkin();
    });

    connect(viewport_, &ViewportWidget::boneHovered, this, [this](int bone) {
        const Framework* fw = document_.framework();
        if (!fw || bone < 0 || bone >= fw->boneCount()) {
            QToolTip::hideText();
            return;
        }
        QToolTip::showText(QCursor::pos(), QString::fromStdString(fw->boneName(bone)), viewport_);
    });
    connect(viewport_, &ViewportWidget::boneClicked, this, [this](int bone, Qt::KeyboardModifiers modifiers) {
        SelectionModel& selection = *document_.selection();
        if (modifiers & Qt::ControlModifier) {
            selection.toggleBone(originalBone(bone));
        } else if (modifiers & Qt::ShiftModifier) {
            selection.addBone(originalBone(bone));
        } else {
            selection.setBone(originalBone(bone));
        }
    });
    connect(viewport_, &ViewportWidget::boneHit, this, [this](int bone, const glm::vec3& direction) {
        if (bone >= 0) {
            document_.playback()->hitBone(originalBone(bone), direction);
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
    connect(viewport_, &ViewportWidget::contextMenuRequested, this, &ViewportController::showMenu);
}

int ViewportController::originalBone(int bone) const
{
    const int n = document_.framework() ? document_.framework()->boneCount() : 0;
    return bone >= n && n > 0 ? bone - n : bone;  // a bone of the side-by-side copy: its original
}

void ViewportController::refreshStyles()
{
    onion_.update();
    uploadStyles();
}

void ViewportController::uploadStyles()
{
    if (const Framework* fw = document_.framework()) {
        viewport_->setBones(DrawnScene::styles(document_, boneStyles(*fw, document_.instance()->helpers(), document_.visibility()->bonesNotDrawn()), &onion_),
                            document_.zUp(), characterSize(*fw, document_.zUp()));
        viewport_->setPose(DrawnScene::world(document_, &onion_));
    }
}

void ViewportController::applyOnionSkin()
{
    int eachSide = onion_.ghostsEachSide(), step = onion_.step();
    for (const int n : {1, 2, 3}) {
        if (actions_[QStringLiteral("onionGhosts-%1").arg(n)]->isChecked()) {
            eachSide = n;
        }
    }
    for (const int n : {1, 2, 5}) {
        if (actions_[QStringLiteral("onionStep-%1").arg(n)]->isChecked()) {
            step = n;
        }
    }
    onion_.setGhosts(eachSide, step);
    onion_.setEnabled(actions_[QStringLiteral("onionSkin")]->isChecked());
    refreshStyles();
}

void ViewportController::addOnionSkinMenu(QMenu* view)
{
    QMenu* menu = view->addMenu(tr("Onion &Skin"));
    menu->setObjectName(QStringLiteral("onionSkinMenu"));
    menu->setToolTipsVisible(true);
    menu->addAction(actions_[QStringLiteral("onionSkin")]);
    menu->addSeparator();
    for (const int n : {1, 2, 3}) {
        menu->addAction(actions_[QStringLiteral("onionGhosts-%1").arg(n)]);
    }
    menu->addSeparator();
    for (const int n : {1, 2, 5}) {
        menu->addAction(actions_[QStringLiteral("onionStep-%1").arg(n)]);
    }
}

void ViewportController::showPose()
{
    std::vector<glm::vec3> targets;
    for (const auto& [name, target] : document_.posing()->ikTargets()) {
        targets.push_back(target);
    }
    if (onion_.update()) {
        uploadStyles();  // ghosts came or went (or wear other bones): their styles first
    }
    viewport_->setPoseAndIkTargets(DrawnScene::world(document_, &onion_), targets);
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
}

void ViewportController::showSelection(int bone)
{
    if (actions_[QStringLiteral("showWeights")]->isChecked()) {
        uploadMeshVertices();
    }
    viewport_->setSelectedBone(bone);
    std::vector<int> others = document_.selection()->bones();
    others.erase(std::remove(others.begin(), others.end(), bone), others.end());
    viewport_->setAlsoSelectedBones(others);
}

void ViewportController::showLoaded()
{
    QString error;
    if (const auto camera = CameraSpec::fromJson(document_.viewCamera(), &error); camera && !document_.viewCamera().isEmpty()) {
        viewport_->setCameraSpec(*camera);
    } else {
        viewport_->frameAll();
    }
}

void ViewportController::rebuildMeshes()
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

void ViewportController::uploadMeshVertices()
{
    const MeshDeformer& meshes = document_.meshes();
    const int bone = actions_[QStringLiteral("showWeights")]->isChecked() ? document_.selection()->bone() : -1;
    for (int m = 0; m < meshes.meshCount(); ++m) {
        const SkinOutput& out = meshes.output(m);
        std::vector<float> weights = heat_ ? heat_(m) : std::vector<float>();  // the heat map wins over the bone's weights
        if (weights.empty() && bone >= 0) {
            weights = meshes.boneWeights(m, bone);
        }
        viewport_->setMeshVertices(m, interleaveMeshVertices(out.positions, out.normals, weights.empty() ? nullptr : &weights));
    }
}

void ViewportController::showMenu(int bone, const QPoint& globalPosition)
{
    // A right click selects what is under it (as in 3ds Max's quad menu; a bone already selected
    // keeps the selection), then offers what applies.
    if (bone >= 0 && !document_.selection()->isSelected(bone)) {
        document_.selection()->setBone(bone);
    }
    delete menu_;
    menu_ = new QMenu(window_);
    menu_->setObjectName(QStringLiteral("viewportMenu"));
    for (const char* name : {"frameSelected", "frameAll", "hideSelected", "unhideAll"}) {
        menu_->addAction(actions_[QLatin1String(name)]);
    }
    QMenu* views = menu_->addMenu(tr("View From"));
    for (const char* side : {"front", "back", "left", "right", "top", "perspective"}) {
        views->addAction(actions_[QStringLiteral("view-") + QLatin1String(side)]);
    }
    menu_->addAction(maximize_);
    if (!menuExtras_.isEmpty()) {
        menu_->addSeparator();
        menu_->addActions(menuExtras_);
    }
    menu_->popup(globalPosition);
}

}  // namespace rigstage
