#include "viewport/viewport_widget.h"

#include <QLineF>

#include "viewport/mesh_scene.h"
#include <QVBoxLayout>

#include <limits>

namespace rigstage {

ViewportWidget::ViewportWidget(QWidget* parent)
    : QWidget(parent), stage_(new StageWindow())
{
    container_ = QWidget::createWindowContainer(stage_, this);
    container_->setFocusPolicy(Qt::StrongFocus);
    container_->setMinimumSize(200, 150);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(container_);
    connect(stage_, &StageWindow::clicked, this, [this](const QPoint& p, Qt::KeyboardModifiers modifiers) {
        if (dragging_ >= 0 || ring_ >= 0 || arrow_ >= 0) {
            return;  // the end of a drag, not a click
        }
        if ((modifiers & Qt::ControlModifier) && (modifiers & Qt::ShiftModifier)) {
            glm::vec3 origin, direction;
            stage_->cameraSpec().ray(glm::vec2(p.x(), p.y()), stage_->size(), origin, direction);
            Q_EMIT boneHit(boneAt(p), direction);
            return;
        }
        Q_EMIT boneClicked(boneAt(p), modifiers);
    });
    connect(stage_, &StageWindow::leftPressed, this, [this](const QPoint& p) {
        // A press on a gizmo becomes a drag once the mouse moves; a plain click still selects.
        // The active gizmo's axis handles come first: they sit on top of the others.
        dragging_ = -1;
        dragCandidate_ = -1;
        dragAxis_ = -1;
        pressPoint_ = p;
        ring_ = -1;
        arrow_ = -1;
        ringTurning_ = false;
        if (mover_) {
            const CameraSpec& camera = stage_->cameraSpec();
            const glm::vec2 cursor(p.x(), p.y());
            const int arrow = mover_->arrowAt(camera, stage_->size(), cursor, 9.0f);
            if (arrow >= 0) {
                if (const auto s = mover_->distanceAt(camera, stage_->size(), arrow, cursor)) {
                    arrow_ = arrow;
                    arrowAtPress_ = *mover_;  // the arrows move with the bone: measure against these
                    arrowStart_ = *s;
                    refreshMarkers();
                    return;
                }
            }
        }
        if (manipulator_) {
            const CameraSpec& camera = stage_->cameraSpec();
            const glm::vec2 cursor(p.x(), p.y());
            const int ring = manipulator_->ringAt(camera, stage_->size(), cursor, 8.0f);
            if (ring >= 0) {
                ringMethod_ = manipulator_->methodFor(camera, ring);
                if (const auto angle = manipulator_->angleAt(camera, stage_->size(), ring, ringMethod_, cursor)) {
                    ring_ = ring;
                    ringAtPress_ = *manipulator_;  // the rings may turn with the bone: measure against these
                    ringLastAngle_ = *angle;
                    ringTurn_ = 0.0f;
                    refreshMarkers();
                    return;  // the rings sit on top of everything else
                }
            }
        }
        if (activeGizmo_ >= 0 && activeGizmo_ < int(ikTargets_.size())) {
            for (int axis = 0; axis < 3 && dragCandidate_ < 0; ++axis) {
                if (!axisUsable(axis)) {
                    continue;
                }
                const auto at = screenPosition(axisHandlePosition(activeGizmo_, axis));
                if (at && QLineF(*at, QPointF(p)).length() < 9.0) {
                    dragCandidate_ = activeGizmo_;
                    dragAxis_ = axis;
                }
            }
        }
        for (std::size_t i = 0; i < ikTargets_.size() && dragCandidate_ < 0; ++i) {
            const auto at = screenPosition(ikTargets_[i]);
            if (at && QLineF(*at, QPointF(p)).length() < 10.0) {
                dragCandidate_ = int(i);
            }
        }
        if (dragCandidate_ >= 0) {
            dragStart_ = ikTargets_[dragCandidate_];
            if (dragAxis_ >= 0) {
                const auto s = axisParameter(p);
                dragStartParameter_ = s.value_or(0.0f);
                if (!s) {
                    dragCandidate_ = -1;  // the axis points at the camera: nothing sensible to drag
                }
            }
            if (dragCandidate_ >= 0 && dragCandidate_ != activeGizmo_) {
                activeGizmo_ = dragCandidate_;
                refreshMarkers();
            }
        }
    });
    connect(stage_, &StageWindow::leftDragged, this, [this](const QPoint& p) {
        if (arrow_ >= 0) {
            ringTurning_ = ringTurning_ || (p - pressPoint_).manhattanLength() >= 3;
            const auto s = arrowAtPress_.distanceAt(stage_->cameraSpec(), stage_->size(), arrow_, glm::vec2(p.x(), p.y()));
            if (ringTurning_ && s) {
                Q_EMIT manipulatorMoved(glm::normalize(arrowAtPress_.axes[arrow_]), *s - arrowStart_);
            }
            return;
        }
        if (ring_ >= 0) {
            ringTurning_ = ringTurning_ || (p - pressPoint_).manhattanLength() >= 3;
            const auto angle = ringAtPress_.angleAt(stage_->cameraSpec(), stage_->size(), ring_, ringMethod_, glm::vec2(p.x(), p.y()));
            if (ringTurning_ && angle) {
                ringTurn_ += unwrappedStep(ringLastAngle_, *angle);
                ringLastAngle_ = *angle;
                Q_EMIT manipulatorRotated(glm::normalize(ringAtPress_.axes[ring_]), ringTurn_);
            }
            return;
        }
        if (dragging_ < 0 && dragCandidate_ >= 0 && (p - pressPoint_).manhattanLength() >= 4) {
            dragging_ = dragCandidate_;
        }
        if (dragging_ < 0) {
            return;
        }
        const glm::vec2 pixel(p.x(), p.y());
        const CameraSpec& camera = stage_->cameraSpec();
        if (dragAxis_ >= 0) {
            if (const auto s = axisParameter(p)) {
                Q_EMIT ikTargetDragged(dragging_, dragStart_ + kAxes[dragAxis_] * (*s - dragStartParameter_));
            }
        } else if (const auto world = camera.onViewPlane(pixel, stage_->size(), dragStart_)) {
            Q_EMIT ikTargetDragged(dragging_, *world);
        }
    });
    connect(stage_, &StageWindow::leftReleased, this, [this](const QPoint&) {
        if (ring_ >= 0 || arrow_ >= 0) {
            if (ringTurning_) {
                Q_EMIT manipulatorFinished();
            }
            QMetaObject::invokeMethod(this, [this] {
                ring_ = -1;
                arrow_ = -1;
                refreshMarkers();
            }, Qt::QueuedConnection);
            return;
        }
        if (dragging_ >= 0) {
            Q_EMIT ikTargetDragFinished(dragging_);
        }
        // Let the click that ends a drag not select a bone: clear after the click signal.
        dragCandidate_ = -1;
        QMetaObject::invokeMethod(this, [this] { dragging_ = -1; }, Qt::QueuedConnection);
    });
    connect(stage_, &StageWindow::contextMenuRequested, this, [this](const QPoint& p) {
        Q_EMIT contextMenuRequested(boneAt(p), stage_->mapToGlobal(p));
    });
    connect(stage_, &StageWindow::hovered, this, [this](const QPoint& p) {
        // The bone under the mouse is drawn lighter and named in a tooltip, as DCCs do.
        const int bone = p.x() < 0 ? -1 : boneAt(p);
        if (bone == hoveredBone_) {
            return;
        }
        hoveredBone_ = bone;
        SkeletonMeshOptions o = stage_->scene()->options();
        o.hovered = bone;
        stage_->scene()->setOptions(o);
        Q_EMIT boneHovered(bone);
    });
    connect(stage_, &StageWindow::frameAllRequested, this, &ViewportWidget::frameAll);
    connect(stage_, &StageWindow::frameSelectedRequested, this, &ViewportWidget::frameSelected);
    connect(stage_, &StageWindow::cameraEdited, this, &ViewportWidget::cameraEdited);
}

void ViewportWidget::setBones(std::vector<BoneStyle> bones, bool zUp, float characterSize)
{
    zUp_ = zUp;
    stage_->scene()->setBones(std::move(bones), zUp, characterSize);
}

void ViewportWidget::setPose(const std::vector<glm::mat4>& world)
{
    stage_->scene()->setPose(world);
}

void ViewportWidget::setSelectedBone(int bone)
{
    SkeletonMeshOptions o = stage_->scene()->options();
    o.selected = bone;
    stage_->scene()->setOptions(o);
}

void ViewportWidget::setAlsoSelectedBones(const std::vector<int>& bones)
{
    SkeletonMeshOptions o = stage_->scene()->options();
    o.alsoSelected = bones;
    stage_->scene()->setOptions(o);
}

void ViewportWidget::setShowBones(bool show)
{
    SkeletonMeshOptions o = stage_->scene()->options();
    o.showBones = show;
    stage_->scene()->setOptions(o);
}

void ViewportWidget::setShowHelpers(bool show)
{
    SkeletonMeshOptions o = stage_->scene()->options();
    o.showHelpers = show;
    stage_->scene()->setOptions(o);
}

bool ViewportWidget::axisUsable(int axis) const
{
    // An axis pointing (nearly) at the camera would fling the target at the slightest move: hide it.
    const CameraSpec& camera = stage_->cameraSpec();
    return std::abs(glm::dot(glm::normalize(camera.target - camera.position), kAxes[axis])) < 0.9f;
}

std::optional<float> ViewportWidget::axisParameter(const QPoint& cursor) const
{
    // The cursor's foot on the axis as drawn, then the axis point under that foot: the handle stays
    // under the cursor's projection onto the drawn line even when the axis points near the camera.
    const CameraSpec& camera = stage_->cameraSpec();
    const auto a = camera.project(dragStart_, stage_->size());
    const auto b = camera.project(dragStart_ + kAxes[dragAxis_], stage_->size());
    if (!a || !b || glm::length(*b - *a) < 1e-3f) {
        return std::nullopt;
    }
    const glm::vec2 d = glm::normalize(*b - *a);
    const glm::vec2 foot = *a + d * glm::dot(glm::vec2(cursor.x(), cursor.y()) - *a, d);
    return camera.alongAxis(foot, stage_->size(), dragStart_, kAxes[dragAxis_]);
}

glm::vec3 ViewportWidget::axisHandlePosition(int gizmo, int axis) const
{
    return ikTargets_.at(gizmo) + kAxes[axis] * (stage_->scene()->options().characterSize * 0.08f);
}

void ViewportWidget::setRotateManipulator(const std::optional<RotateManipulator>& manipulator, bool redraw)
{
    manipulator_ = manipulator;
    if (redraw) {
        refreshMarkers();
    }
}

void ViewportWidget::setMoveManipulator(const std::optional<MoveManipulator>& manipulator, bool redraw)
{
    mover_ = manipulator;
    if (redraw) {
        refreshMarkers();
    }
}

void ViewportWidget::refreshMarkers()
{
    stage_->scene()->setPoseAndMarkers(stage_->scene()->world(), markerStyles());
}

std::vector<MarkerStyle> ViewportWidget::markerStyles() const
{
    std::vector<MarkerStyle> markers;
    const float size = stage_->scene()->options().characterSize * 0.012f;
    if (manipulator_) {
        markers = manipulator_->markers(size * 0.25f, ring_);
    }
    if (mover_) {
        const auto arrows = mover_->markers(size * 0.6f, arrow_);
        markers.insert(markers.end(), arrows.begin(), arrows.end());
    }
    for (const glm::vec3& t : ikTargets_) {
        markers.push_back({t, kGizmoColour, size, std::nullopt});
    }
    if (activeGizmo_ >= 0 && activeGizmo_ < int(ikTargets_.size())) {
        // X red, Y green, Z blue, as in every DCC.
        const glm::vec3 colours[3] = {{0.95f, 0.25f, 0.25f}, {0.35f, 0.9f, 0.3f}, {0.3f, 0.5f, 1.0f}};
        for (int axis = 0; axis < 3; ++axis) {
            if (!axisUsable(axis)) {
                continue;
            }
            markers.push_back({axisHandlePosition(activeGizmo_, axis), colours[axis], size * 0.7f, ikTargets_[activeGizmo_]});
        }
    }
    return markers;
}

void ViewportWidget::setPoseAndIkTargets(const std::vector<glm::mat4>& world, const std::vector<glm::vec3>& targets)
{
    if (targets.size() != ikTargets_.size()) {
        activeGizmo_ = -1;  // another character
    }
    ikTargets_ = targets;
    stage_->scene()->setPoseAndMarkers(world, markerStyles());
}

void ViewportWidget::setMeshTopology(const std::vector<std::vector<std::uint32_t>>& triangles, const glm::vec3& lo,
                                     const glm::vec3& hi)
{
    stage_->scene()->meshes()->setTopology(triangles);
    meshBounds_.reset();
    if (!triangles.empty() && glm::all(glm::lessThanEqual(lo, hi))) {
        meshBounds_ = std::pair{lo, hi};
    }
}

void ViewportWidget::setMeshVertices(int mesh, const std::vector<float>& interleaved)
{
    stage_->scene()->meshes()->setVertices(mesh, interleaved);
}

void ViewportWidget::setMeshLayers(const std::vector<int>& layers)
{
    stage_->scene()->meshes()->setLayers(layers);
}

void ViewportWidget::setShowMesh(bool show)
{
    stage_->scene()->meshes()->setVisible(show);
}

void ViewportWidget::setXrayBones(bool xray)
{
    stage_->scene()->setXray(xray);
}

void ViewportWidget::setMeshWireframe(bool wireframe)
{
    stage_->scene()->meshes()->setWireframe(wireframe);
}

void ViewportWidget::setTerrain(const std::optional<TerrainSettings>& terrain, const glm::vec3& centre, float characterSize)
{
    const float half = std::max(150.0f, characterSize * 2.5f);
    const bool moved = glm::length(centre - terrainCentre_) > half * 0.25f;
    if (terrain == terrain_ && half == terrainHalf_ && (!terrain || !moved)) {
        return;
    }
    terrain_ = terrain;
    terrainHalf_ = half;
    terrainCentre_ = centre;
    if (!terrain) {
        stage_->scene()->setTerrain(nullptr, centre, half, half / 10.0f);
        return;
    }
    const Terrain ground(*terrain, zUp_ ? 2 : 1);
    stage_->scene()->setTerrain(&ground, centre, half, half / 10.0f);
}

void ViewportWidget::setShowGrid(bool show)
{
    stage_->scene()->setGridVisible(show);
}

void ViewportWidget::setCameraSpec(const CameraSpec& camera)
{
    stage_->setCameraSpec(camera);
}

CameraSpec ViewportWidget::cameraSpec() const
{
    return stage_->cameraSpec();
}

void ViewportWidget::frameBox(const glm::vec3& lo, const glm::vec3& hi)
{
    CameraSpec c = CameraSpec::framing(lo, hi, zUp_, stage_->cameraSpec().fovDegrees);
    // Keep the user's viewing direction; only move along it.
    const CameraSpec& old = stage_->cameraSpec();
    const glm::vec3 dir = glm::normalize(old.position - old.target);
    c.position = c.target + dir * glm::length(c.position - c.target);
    c.up = old.up;  // a top view keeps its up
    c.orthographic = old.orthographic;
    stage_->setCameraSpec(c);
    Q_EMIT cameraEdited();
}

bool ViewportWidget::sceneBounds(glm::vec3& lo, glm::vec3& hi) const
{
    bool any = skeletonBounds(stage_->scene()->bones(), stage_->scene()->world(), lo, hi);
    for (const auto& box : {meshBounds_, extraBounds_}) {
        if (box) {
            lo = any ? glm::min(lo, box->first) : box->first;
            hi = any ? glm::max(hi, box->second) : box->second;
            any = true;
        }
    }
    return any;
}

void ViewportWidget::frameAll()
{
    glm::vec3 lo, hi;
    if (sceneBounds(lo, hi)) {
        frameBox(lo, hi);
    }
}

bool ViewportWidget::viewFrom(const std::string& side)
{
    glm::vec3 lo(-50.0f), hi(50.0f);  // an empty scene: a box of a metre
    sceneBounds(lo, hi);
    auto camera = CameraSpec::framing(lo, hi, zUp_, side, stage_->cameraSpec().fovDegrees);
    if (!camera) {
        return false;
    }
    // The side views are orthographic, as in every DCC; an orbit turns them back into perspective.
    camera->orthographic = side != "perspective";
    stage_->setCameraSpec(*camera);
    Q_EMIT cameraEdited();
    return true;
}

void ViewportWidget::frameSelected()
{
    const int selected = stage_->scene()->options().selected;
    const auto& bones = stage_->scene()->bones();
    const auto& world = stage_->scene()->world();
    if (selected < 0 || selected >= static_cast<int>(world.size())) {
        frameAll();
        return;
    }
    glm::vec3 lo(world[selected][3]), hi = lo;
    for (std::size_t i = 0; i < bones.size(); ++i) {
        if (bones[i].parent == selected) {
            lo = glm::min(lo, glm::vec3(world[i][3]));
            hi = glm::max(hi, glm::vec3(world[i][3]));
        }
    }
    const glm::vec3 pad(stage_->scene()->options().characterSize * 0.08f);
    frameBox(lo - pad, hi + pad);
}

void ViewportWidget::frameBones(const std::vector<int>& bones)
{
    const auto& world = stage_->scene()->world();
    std::vector<int> valid;
    for (int b : bones) {
        if (b >= 0 && b < int(world.size())) {
            valid.push_back(b);
        }
    }
    if (valid.size() < 2) {
        if (!valid.empty()) {
            setSelectedBone(valid.front());
        }
        frameSelected();
        return;
    }
    glm::vec3 lo(world[std::size_t(valid.front())][3]), hi = lo;
    for (int b : valid) {
        lo = glm::min(lo, glm::vec3(world[std::size_t(b)][3]));
        hi = glm::max(hi, glm::vec3(world[std::size_t(b)][3]));
    }
    const glm::vec3 pad(stage_->scene()->options().characterSize * 0.08f);
    frameBox(lo - pad, hi + pad);
}

std::optional<QPointF> ViewportWidget::screenPosition(const glm::vec3& world) const
{
    const auto p = stage_->cameraSpec().project(world, stage_->size());
    if (!p) {
        return std::nullopt;
    }
    return QPointF(p->x, p->y);
}

int ViewportWidget::boneAt(const QPoint& position) const
{
    const auto& bones = stage_->scene()->bones();
    const auto& world = stage_->scene()->world();
    const SkeletonMeshOptions& o = stage_->scene()->options();
    const glm::vec2 click(position.x(), position.y());
    const QSize size = stage_->size();
    const CameraSpec& camera = stage_->cameraSpec();
    // Joints within 8 pixels win; then the closest bone shape within 6 pixels (it belongs to its parent).
    int best = -1;
    float bestDistance = std::numeric_limits<float>::max();
    for (std::size_t i = 0; i < std::min(bones.size(), world.size()); ++i) {
        if (bones[i].hidden || bones[i].ghost || (bones[i].helper ? !o.showHelpers : !o.showBones)) {
            continue;
        }
        const auto p = camera.project(glm::vec3(world[i][3]), size);
        if (p && glm::length(*p - click) < 8.0f && glm::length(*p - click) < bestDistance) {
            best = static_cast<int>(i);
            bestDistance = glm::length(*p - click);
        }
    }
    if (best >= 0) {
        return best;
    }
    for (std::size_t i = 0; i < std::min(bones.size(), world.size()); ++i) {
        const int parent = bones[i].parent;
        if (!o.showBones || parent < 0 || bones[i].hidden || bones[i].ghost || bones[parent].hidden || bones[parent].reference
            || ((bones[i].helper || bones[parent].helper) && bones[parent].layer != bones[i].layer)) {
            continue;
        }
        const auto a = camera.project(glm::vec3(world[parent][3]), size);
        const auto b = camera.project(glm::vec3(world[i][3]), size);
        if (!a || !b) {
            continue;
        }
        const glm::vec2 ab = *b - *a;
        const float t = glm::dot(ab, ab) > 0.0f ? std::clamp(glm::dot(click - *a, ab) / glm::dot(ab, ab), 0.0f, 1.0f) : 0.0f;
        const float d = glm::length(*a + ab * t - click);
        if (d < 6.0f && d < bestDistance) {
            best = parent;
            bestDistance = d;
        }
    }
    return best;
}

}  // namespace rigstage
