// Pose by hand in the viewport: the rotate manipulator (View > Rotate Manipulator, E) and the move
// manipulator (View > Move Manipulator, T). Their rings or arrows stand at the pivot of the selected
// bones in the chosen space (the active bone's own axes, its parent's or the world's); a drag turns
// the bones about a ring's axis or moves them along an arrow as hand edits on top of the clip, so
// the helpers that read them follow live, and each drag is one undo step for every bone.
#include "gui/manipulators/manipulator_controller.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>
#include <QSettings>
#include <QStatusBar>

#include <algorithm>
#include <cmath>

#include <glm/gtc/quaternion.hpp>
#include <glm/gtx/euler_angles.hpp>

#include "gui/document.h"
#include "gui/selection/selection_model.h"
#include "viewport/skeleton_styles.h"
#include "viewport/viewport_widget.h"

namespace rigstage {

namespace {

glm::mat3 rotationOf(const glm::mat4& m)
{
    return glm::mat3(glm::normalize(glm::vec3(m[0])), glm::normalize(glm::vec3(m[1])), glm::normalize(glm::vec3(m[2])));
}

glm::quat editRotation(const glm::vec3& degrees)
{
    const glm::vec3 r = glm::radians(degrees);
    return glm::angleAxis(r.x, glm::vec3(1, 0, 0)) * glm::angleAxis(r.y, glm::vec3(0, 1, 0)) * glm::angleAxis(r.z, glm::vec3(0, 0, 1));
}

float snapped(float value, float step)
{
    return step > 0.0f ? std::round(value / step) * step : value;
}

}  // namespace

ManipulatorController::ManipulatorController(Document& document, ViewportWidget* viewport, QMenu* view, QStatusBar* status,
                                             QWidget* window)
    : QObject(window)
    , document_(document)
    , viewport_(viewport)
{
    QAction* rotate = new QAction(tr("&Rotate Manipulator"), window);
    rotate->setCheckable(true);
    rotate->setShortcut(QKeySequence(Qt::Key_E));
    rotate->setToolTip(tr("Rings around the selected bones: drag one to turn them about that axis, on top of the clip."));
    actions_.insert(QStringLiteral("rotateManipulator"), rotate);
    connect(rotate, &QAction::toggled, this, [this] { update(true); });
    // T, not W: W A S D steer in Drive mode.
    QAction* move = new QAction(tr("&Move Manipulator"), window);
    move->setCheckable(true);
    move->setShortcut(QKeySequence(Qt::Key_T));
    move->setToolTip(tr("Arrows from the selected bones: drag one to move them along that axis, on top of the clip."));
    actions_.insert(QStringLiteral("moveManipulator"), move);
    connect(move, &QAction::toggled, this, [this] { update(true); });
    auto* tools = new QActionGroup(this);  // one manipulator at a time, or none
    tools->setExclusionPolicy(QActionGroup::ExclusionPolicy::ExclusiveOptional);
    tools->addAction(rotate);
    tools->addAction(move);

    QSettings settings;
    // A radio group of a submenu whose choice is kept in the settings under key.
    const auto choices = [&](QMenu* menu, const QString& prefix, const QString& key, const QString& fallback,
                             const std::vector<std::pair<QString, QString>>& entries) {
        auto* group = new QActionGroup(this);
        const QString chosen = key.isEmpty() ? fallback : settings.value(key, fallback).toString();
        for (const auto& [name, text] : entries) {
            QAction* a = menu->addAction(text);
            a->setCheckable(true);
            a->setChecked(name == chosen);
            group->addAction(a);
            actions_.insert(prefix + name, a);
            connect(a, &QAction::toggled, this, [this, key, name](bool on) {
                if (on) {
                    if (!key.isEmpty()) {
                        QSettings().setValue(key, name);
                    }
                    update(true);
                }
            });
        }
    };
    QMenu* space = new QMenu(tr("Manipulator &Space"), window);
    choices(space, QStringLiteral("manipulatorSpace-"), QString(), QStringLiteral("local"),
            {{QStringLiteral("local"), tr("&Local (the bone's axes)")},
             {QStringLiteral("parent"), tr("&Parent (the parent's axes)")},
             {QStringLiteral("world"), tr("&World")}});
    QMenu* pivot = new QMenu(tr("Manipulator P&ivot"), window);
    pivot->setToolTipsVisible(true);
    choices(pivot, QStringLiteral("manipulatorPivot-"), QStringLiteral("manipulator/pivot"), QStringLiteral("individual"),
            {{QStringLiteral("individual"), tr("&Individual Origins (each bone about its own)")},
             {QStringLiteral("centre"), tr("Selection &Centre")},
             {QStringLiteral("active"), tr("&Active Bone")}});
    QMenu* snap = new QMenu(tr("Manipulator S&napping"), window);
    snap->setToolTipsVisible(true);
    QAction* snapAngle = snap->addAction(tr("Snap &Angle"));
    snapAngle->setCheckable(true);
    snapAngle->setChecked(settings.value(QStringLiteral("manipulator/snapAngle"), false).toBool());
    snapAngle->setToolTip(tr("A drag on a ring turns by whole steps of the angle chosen below."));
    actions_.insert(QStringLiteral("snapAngle"), snapAngle);
    connect(snapAngle, &QAction::toggled, this, [](bool on) { QSettings().setValue(QStringLiteral("manipulator/snapAngle"), on); });
    choices(snap, QStringLiteral("snapAngle-"), QStringLiteral("manipulator/angleStep"), QStringLiteral("15"),
            {{QStringLiteral("5"), tr("5° Steps")}, {QStringLiteral("15"), tr("15° Steps")}, {QStringLiteral("45"), tr("45° Steps")}});
    snap->addSeparator();
    QAction* snapDistance = snap->addAction(tr("Snap &Distance"));
    snapDistance->setCheckable(true);
    snapDistance->setChecked(settings.value(QStringLiteral("manipulator/snapDistance"), false).toBool());
    snapDistance->setToolTip(tr("A drag on an arrow moves by whole steps of the distance chosen below, in the rig's units."));
    actions_.insert(QStringLiteral("snapDistance"), snapDistance);
    connect(snapDistance, &QAction::toggled, this, [](bool on) { QSettings().setValue(QStringLiteral("manipulator/snapDistance"), on); });
    choices(snap, QStringLiteral("snapDistance-"), QStringLiteral("manipulator/distanceStep"), QStringLiteral("1"),
            {{QStringLiteral("1"), tr("Steps of 1 Unit")}, {QStringLiteral("5"), tr("Steps of 5 Units")}, {QStringLiteral("10"), tr("Steps of 10 Units")}});
    view->addSeparator();
    view->addAction(rotate);
    view->addAction(move);
    view->addMenu(space);
    view->addMenu(pivot);
    view->addMenu(snap);

    QAction* resetActive = new QAction(tr("Reset Pose of &Active Bone"), window);
    resetActive->setToolTip(tr("The active bone's hand turn and move back to the clip, as one undo step."));
    actions_.insert(QStringLiteral("resetActivePose"), resetActive);
    connect(resetActive, &QAction::triggered, this, [this, status] {
        const int bone = document_.selection()->bone();
        resetPoses(bone >= 0 ? std::vector<int>{bone} : std::vector<int>{}, tr("Reset Pose of Active Bone"), status);
    });
    QAction* resetSelected = new QAction(tr("Reset Pose of &Selected Bones"), window);
    resetSelected->setToolTip(tr("Every selected bone's hand turn and move back to the clip, as one undo step."));
    actions_.insert(QStringLiteral("resetSelectedPoses"), resetSelected);
    connect(resetSelected, &QAction::triggered, this,
            [this, status] { resetPoses(document_.selection()->bones(), tr("Reset Pose of Selected Bones"), status); });
    QAction* resetAll = new QAction(tr("Reset All Hand &Poses"), window);
    resetAll->setToolTip(tr("Every bone posed by hand back to the clip, as one undo step."));
    actions_.insert(QStringLiteral("resetAllPoses"), resetAll);
    connect(resetAll, &QAction::triggered, this, [this, status] {
        const int bones = document_.posing()->resetAllPoseEdits();
        status->showMessage(tr("%n bone(s) back to the clip.", nullptr, bones), 5000);
    });
    view->addAction(resetActive);
    view->addAction(resetSelected);
    view->addAction(resetAll);
    connect(document_.selection(), &SelectionModel::changed, this, [this] { update(true); });
    connect(viewport_, &ViewportWidget::manipulatorRotated, this, &ManipulatorController::turnSelectedBones);
    connect(viewport_, &ViewportWidget::manipulatorMoved, this, &ManipulatorController::moveSelectedBones);
    connect(viewport_, &ViewportWidget::manipulatorFinished, this, &ManipulatorController::finishDrag);
}

ManipulatorController::Pivot ManipulatorController::pivot() const
{
    if (actions_[QStringLiteral("manipulatorPivot-centre")]->isChecked()) {
        return Pivot::SelectionCentre;
    }
    return actions_[QStringLiteral("manipulatorPivot-active")]->isChecked() ? Pivot::ActiveBone : Pivot::Individual;
}

float ManipulatorController::angleStep() const
{
    if (!actions_[QStringLiteral("snapAngle")]->isChecked()) {
        return 0.0f;
    }
    for (const int degrees : {5, 15, 45}) {
        if (actions_[QStringLiteral("snapAngle-%1").arg(degrees)]->isChecked()) {
            return glm::radians(float(degrees));
        }
    }
    return 0.0f;
}

float ManipulatorController::distanceStep() const
{
    if (!actions_[QStringLiteral("snapDistance")]->isChecked()) {
        return 0.0f;
    }
    for (const int units : {1, 5, 10}) {
        if (actions_[QStringLiteral("snapDistance-%1").arg(units)]->isChecked()) {
            return float(units);
        }
    }
    return 0.0f;
}

std::vector<int> ManipulatorController::topMostSelected() const
{
    const Framework* fw = document_.framework();
    std::vector<int> top;
    if (!fw) {
        return top;
    }
    const SelectionModel& selection = *document_.selection();
    for (int bone : selection.bones()) {
        bool ancestorSelected = false;
        for (int p = fw->parent(bone); p >= 0 && !ancestorSelected; p = fw->parent(p)) {
            ancestorSelected = selection.isSelected(p);
        }
        if (!ancestorSelected && bone < int(document_.world().size())) {
            top.push_back(bone);
        }
    }
    return top;
}

std::optional<glm::vec3> ManipulatorController::pivotPoint() const
{
    const int active = document_.selection()->bone();
    const auto& world = document_.world();
    if (active < 0 || active >= int(world.size())) {
        return std::nullopt;
    }
    if (pivot() != Pivot::SelectionCentre) {
        return glm::vec3(world[std::size_t(active)][3]);  // each bone about its own: drawn at the active one
    }
    glm::vec3 sum(0.0f);
    int count = 0;
    for (int bone : document_.selection()->bones()) {
        if (bone < int(world.size())) {
            sum += glm::vec3(world[std::size_t(bone)][3]);
            ++count;
        }
    }
    return sum / float(std::max(count, 1));
}

glm::mat3 ManipulatorController::spaceAxes(int bone) const
{
    const auto& world = document_.world();
    if (actions_[QStringLiteral("manipulatorSpace-local")]->isChecked()) {
        return rotationOf(world[std::size_t(bone)]);
    }
    if (actions_[QStringLiteral("manipulatorSpace-parent")]->isChecked()) {
        const int parent = document_.framework()->parent(bone);
        return parent >= 0 ? rotationOf(world[std::size_t(parent)]) : glm::mat3(1.0f);
    }
    return glm::mat3(1.0f);
}

std::optional<RotateManipulator> ManipulatorController::manipulatorForSelection(const QString& kind) const
{
    const Framework* fw = document_.framework();
    const auto centre = pivotPoint();
    if (!actions_.value(kind) || !actions_[kind]->isChecked() || !fw || !centre) {
        return std::nullopt;
    }
    RotateManipulator m;
    m.centre = *centre;
    m.radius = characterSize(*fw, document_.zUp()) * 0.09f;
    m.axes = spaceAxes(document_.selection()->bone());
    return m;
}

void ManipulatorController::update(bool redraw)
{
    viewport_->setRotateManipulator(manipulatorForSelection(QStringLiteral("rotateManipulator")), false);
    std::optional<MoveManipulator> mover;
    if (const auto m = manipulatorForSelection(QStringLiteral("moveManipulator"))) {
        mover = MoveManipulator{m->centre, m->axes, m->radius * 1.3f};
    }
    viewport_->setMoveManipulator(mover, redraw);
}

void ManipulatorController::beginDrag(const glm::vec3& axis, bool moving)
{
    const Framework* fw = document_.framework();
    const auto& world = document_.world();
    const int active = document_.selection()->bone();
    drag_.reset();
    const auto centre = pivotPoint();
    if (!fw || !centre) {
        return;
    }
    Drag drag;
    drag.moving = moving;
    drag.pivot = *centre;
    drag.ownPivots = pivot() == Pivot::Individual;
    // Which of the shown axes is dragged: each bone then uses that axis of its own space when it
    // turns about its own pivot; about a common pivot every bone shares the dragged axis.
    const glm::mat3 shown = spaceAxes(active);
    int index = 0;
    for (int i = 1; i < 3; ++i) {
        if (std::abs(glm::dot(shown[i], axis)) > std::abs(glm::dot(shown[index], axis))) {
            index = i;
        }
    }
    const float sign = glm::dot(shown[index], axis) < 0.0f ? -1.0f : 1.0f;
    const std::vector<int> bones = topMostSelected();
    for (int bone : bones) {
        const glm::mat4& m = world[std::size_t(bone)];
        DraggedBone d;
        d.bone = bone;
        d.axis = drag.ownPivots ? glm::normalize(spaceAxes(bone)[index]) * sign : axis;
        d.head = glm::vec3(m[3]);
        const int parent = fw->parent(bone);
        // A move is added to the local translation, which lives in the parent's frame.
        d.worldToParent = parent >= 0 ? glm::inverse(glm::mat3(world[std::size_t(parent)])) : glm::mat3(1.0f);
        // The bone's world rotation W = B * E, where E is the hand edit now (applied after the
        // clip's rotation in the bone's frame) and B everything before it.
        d.world = glm::quat_cast(rotationOf(m));
        d.before = d.world * glm::inverse(editRotation(document_.posing()->poseEditDegrees(bone)));
        drag.bones.push_back(d);
    }
    drag.before = document_.posing()->handPoses(bones);
    if (!drag.bones.empty()) {
        drag_ = std::move(drag);
    }
}

void ManipulatorController::moveSelectedBones(const glm::vec3& axis, float distance)
{
    if (!drag_ || !drag_->moving) {
        beginDrag(axis, true);
    }
    if (!drag_) {
        return;
    }
    const float d = snapped(distance, distanceStep());
    std::vector<PosingModel::HandPose> poses = drag_->before;
    for (std::size_t i = 0; i < poses.size(); ++i) {
        poses[i].move += drag_->bones[i].worldToParent * (drag_->bones[i].axis * d);
    }
    document_.posing()->setHandPoses(poses);
}

void ManipulatorController::turnSelectedBones(const glm::vec3& axis, float radians)
{
    if (!drag_ || drag_->moving) {
        beginDrag(axis, false);
    }
    if (!drag_) {
        return;
    }
    const float angle = snapped(radians, angleStep());
    std::vector<PosingModel::HandPose> poses = drag_->before;
    for (std::size_t i = 0; i < poses.size(); ++i) {
        const DraggedBone& b = drag_->bones[i];
        const glm::quat turn = glm::angleAxis(angle, b.axis);
        // Turned about the world axis: W' = R W, so the edit becomes E' = B^-1 R W, taken apart
        // into the edit's own X, Y, Z order (E = Rx Ry Rz).
        float x = 0.0f, y = 0.0f, z = 0.0f;
        glm::extractEulerAngleXYZ(glm::mat4_cast(glm::normalize(glm::inverse(b.before) * turn * b.world)), x, y, z);
        poses[i].degrees = glm::degrees(glm::vec3(x, y, z));
        if (!drag_->ownPivots) {
            // About a common pivot the head orbits it: that is a move too.
            const glm::vec3 head = drag_->pivot + turn * (b.head - drag_->pivot);
            poses[i].move += b.worldToParent * (head - b.head);
        }
    }
    document_.posing()->setHandPoses(poses);
}

void ManipulatorController::finishDrag()
{
    if (drag_) {
        // One undo step per drag for every bone: the drag applied the edits already.
        std::vector<int> bones;
        for (const DraggedBone& b : drag_->bones) {
            bones.push_back(b.bone);
        }
        const std::vector<PosingModel::HandPose> after = document_.posing()->handPoses(bones);
        const QString name = QString::fromStdString(std::string(after.front().bone));
        const QString text = after.size() == 1 ? (drag_->moving ? tr("Move %1 by hand") : tr("Pose %1 by hand")).arg(name)
                             : drag_->moving  ? tr("Move %n bone(s) by hand", nullptr, int(after.size()))
                                              : tr("Pose %n bone(s) by hand", nullptr, int(after.size()));
        document_.posing()->editHandPoses(text, drag_->before, after, /*applied=*/true);
    }
    drag_.reset();
}

void ManipulatorController::resetPoses(const std::vector<int>& bones, const QString& text, QStatusBar* status)
{
    const int reset = document_.posing()->resetPoseEdits(bones, text);
    status->showMessage(tr("%n bone(s) back to the clip.", nullptr, reset), 5000);
}

}  // namespace rigstage
