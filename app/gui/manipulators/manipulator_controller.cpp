// Pose by hand in the viewport: the rotate manipulator (View > Rotate Manipulator, E) and the move
// manipulator (View > Move Manipulator, T). Their rings or arrows follow the selected bone in the
// chosen space (the bone's own axes, its parent's or the world's); a drag turns the bone about a
// ring's axis or moves it along an arrow as a hand edit on top of the clip, so the helpers that
// read the bone follow live, and each drag is one undo step.
#include "gui/manipulators/manipulator_controller.h"
#include "gui/posing/posing_model.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>
#include <QStatusBar>

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
    rotate->setToolTip(tr("Rings around the selected bone: drag one to turn the bone about that axis, on top of the clip."));
    actions_.insert(QStringLiteral("rotateManipulator"), rotate);
    connect(rotate, &QAction::toggled, this, [this] { update(true); });
    // T, not W: W A S D steer in Drive mode.
    QAction* move = new QAction(tr("&Move Manipulator"), window);
    move->setCheckable(true);
    move->setShortcut(QKeySequence(Qt::Key_T));
    move->setToolTip(tr("Arrows from the selected bone: drag one to move the bone along that axis, on top of the clip."));
    actions_.insert(QStringLiteral("moveManipulator"), move);
    connect(move, &QAction::toggled, this, [this] { update(true); });
    auto* tools = new QActionGroup(this);  // one manipulator at a time, or none
    tools->setExclusionPolicy(QActionGroup::ExclusionPolicy::ExclusiveOptional);
    tools->addAction(rotate);
    tools->addAction(move);
    QMenu* space = new QMenu(tr("Manipulator &Space"), window);
    auto* group = new QActionGroup(this);
    const std::pair<const char*, QString> spaces[] = {{"local", tr("&Local (the bone's axes)")},
                                                      {"parent", tr("&Parent (the parent's axes)")},
                                                      {"world", tr("&World")}};
    for (const auto& [name, text] : spaces) {
        QAction* a = space->addAction(text);
        a->setCheckable(true);
        a->setChecked(QLatin1String(name) == QLatin1String("local"));
        group->addAction(a);
        actions_.insert(QStringLiteral("manipulatorSpace-") + QLatin1String(name), a);
        connect(a, &QAction::toggled, this, [this](bool on) {
            if (on) {
                update(true);
            }
        });
    }
    view->addSeparator();
    view->addAction(rotate);
    view->addAction(move);
    view->addMenu(space);
    QAction* resetAll = new QAction(tr("Reset All Hand &Poses"), window);
    resetAll->setToolTip(tr("Every bone posed by hand back to the clip, as one undo step."));
    actions_.insert(QStringLiteral("resetAllPoses"), resetAll);
    connect(resetAll, &QAction::triggered, this, [this, status] {
        const int bones = document_.posing()->resetAllPoseEdits();
        status->showMessage(tr("%n bone(s) back to the clip.", nullptr, bones), 5000);
    });
    view->addAction(resetAll);
    connect(document_.selection(), &SelectionModel::changed, this, [this] { update(true); });
    connect(viewport_, &ViewportWidget::manipulatorRotated, this, &ManipulatorController::turnSelectedBone);
    connect(viewport_, &ViewportWidget::manipulatorMoved, this, &ManipulatorController::moveSelectedBone);
    connect(viewport_, &ViewportWidget::manipulatorFinished, this, [this] {
        if (manipulatorDrag_ && manipulatorDrag_->bone == document_.selection()->bone()) {
            // One undo step per drag: back to where the press found it, then the edit as a command.
            const int bone = manipulatorDrag_->bone;
            if (manipulatorDrag_->moving) {
                const glm::vec3 after = document_.posing()->poseEditMove(bone);
                document_.posing()->setPoseMove(bone, manipulatorDrag_->moveBefore);
                document_.posing()->editPoseMove(bone, after, /*mergeWithLast=*/false);
            } else {
                const glm::vec3 after = document_.posing()->poseEditDegrees(bone);
                document_.posing()->setPoseEdit(bone, manipulatorDrag_->degreesBefore);
                document_.posing()->editPose(bone, after, /*mergeWithLast=*/false);
            }
        }
        manipulatorDrag_.reset();
    });
}

std::optional<RotateManipulator> ManipulatorController::manipulatorForSelection(const QString& kind) const
{
    const Framework* fw = document_.framework();
    const int bone = document_.selection()->bone();
    if (!actions_.value(kind) || !actions_[kind]->isChecked() || !fw || bone < 0 || bone >= int(document_.world().size())) {
        return std::nullopt;
    }
    const glm::mat4& world = document_.world()[std::size_t(bone)];
    RotateManipulator m;
    m.centre = glm::vec3(world[3]);
    m.radius = characterSize(*fw, document_.zUp()) * 0.09f;
    if (actions_[QStringLiteral("manipulatorSpace-local")]->isChecked()) {
        m.axes = rotationOf(world);
    } else if (actions_[QStringLiteral("manipulatorSpace-parent")]->isChecked()) {
        const int parent = fw->parent(bone);
        m.axes = parent >= 0 ? rotationOf(document_.world()[std::size_t(parent)]) : glm::mat3(1.0f);
    }
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

void ManipulatorController::moveSelectedBone(const glm::vec3& axis, float distance)
{
    const int bone = document_.selection()->bone();
    const Framework* fw = document_.framework();
    if (!fw || bone < 0 || bone >= int(document_.world().size())) {
        return;
    }
    if (!manipulatorDrag_ || manipulatorDrag_->bone != bone) {
        Drag drag;
        drag.bone = bone;
        drag.moving = true;
        drag.moveBefore = document_.posing()->poseEditMove(bone);
        const int parent = fw->parent(bone);
        // The move is added to the local translation, which lives in the parent's frame.
        drag.worldToParent = parent >= 0 ? glm::inverse(glm::mat3(document_.world()[std::size_t(parent)])) : glm::mat3(1.0f);
        manipulatorDrag_ = drag;
    }
    document_.posing()->setPoseMove(bone, manipulatorDrag_->moveBefore + manipulatorDrag_->worldToParent * (axis * distance));
}

void ManipulatorController::turnSelectedBone(const glm::vec3& axis, float radians)
{
    const int bone = document_.selection()->bone();
    if (bone < 0 || bone >= int(document_.world().size())) {
        return;
    }
    if (!manipulatorDrag_ || manipulatorDrag_->bone != bone) {
        // The press: the bone's world rotation W = B * E, where E is the hand edit now (applied
        // after the clip's rotation in the bone's frame) and B everything before it.
        const glm::vec3 degrees = document_.posing()->poseEditDegrees(bone);
        const glm::vec3 r = glm::radians(degrees);
        const glm::quat edit = glm::angleAxis(r.x, glm::vec3(1, 0, 0)) * glm::angleAxis(r.y, glm::vec3(0, 1, 0))
                               * glm::angleAxis(r.z, glm::vec3(0, 0, 1));
        const glm::quat world = glm::quat_cast(rotationOf(document_.world()[std::size_t(bone)]));
        Drag drag;
        drag.bone = bone;
        drag.degreesBefore = degrees;
        drag.world = world;
        drag.before = world * glm::inverse(edit);
        manipulatorDrag_ = drag;
    }
    // Turned about the world axis: W' = R W, so the edit becomes E' = B^-1 R W, taken apart into
    // the edit's own X, Y, Z order (E = Rx Ry Rz).
    const glm::quat turned = glm::inverse(manipulatorDrag_->before) * glm::angleAxis(radians, axis) * manipulatorDrag_->world;
    float x = 0.0f, y = 0.0f, z = 0.0f;
    glm::extractEulerAngleXYZ(glm::mat4_cast(glm::normalize(turned)), x, y, z);
    document_.posing()->setPoseEdit(bone, glm::degrees(glm::vec3(x, y, z)));
}

}  // namespace rigstage
