// Pose by hand in the viewport: the rotate manipulator (View > Rotate Manipulator, E). Its rings
// follow the selected bone in the chosen space (the bone's own axes, its parent's or the
// world's); a drag turns the bone about a ring's axis as a hand edit on top of the clip, so the
// helpers that read the bone follow live, and each drag is one undo step.
#include "gui/main_window.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>

#include <glm/gtc/quaternion.hpp>
#include <glm/gtx/euler_angles.hpp>

#include "viewport/skeleton_styles.h"
#include "viewport/viewport_widget.h"

namespace rigstage {

namespace {

glm::mat3 rotationOf(const glm::mat4& m)
{
    return glm::mat3(glm::normalize(glm::vec3(m[0])), glm::normalize(glm::vec3(m[1])), glm::normalize(glm::vec3(m[2])));
}

}  // namespace

void MainWindow::createManipulatorActions(QMenu* view)
{
    QAction* rotate = new QAction(tr("&Rotate Manipulator"), this);
    rotate->setCheckable(true);
    rotate->setShortcut(QKeySequence(Qt::Key_E));
    rotate->setToolTip(tr("Rings around the selected bone: drag one to turn the bone about that axis, on top of the clip."));
    actions_.insert(QStringLiteral("rotateManipulator"), rotate);
    connect(rotate, &QAction::toggled, this, [this] { updateManipulator(true); });
    QMenu* space = new QMenu(tr("Manipulator &Space"), this);
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
                updateManipulator(true);
            }
        });
    }
    view->addSeparator();
    view->addAction(rotate);
    view->addMenu(space);
    connect(&document_, &Document::selectionChanged, this, [this] { updateManipulator(true); });
    connect(viewport_, &ViewportWidget::manipulatorRotated, this, &MainWindow::turnSelectedBone);
    connect(viewport_, &ViewportWidget::manipulatorFinished, this, [this] {
        if (manipulatorDrag_ && manipulatorDrag_->bone == document_.selectedBone()) {
            // One undo step per drag: back to where the press found it, then the edit as a command.
            const glm::vec3 after = document_.poseEditDegrees(manipulatorDrag_->bone);
            document_.setPoseEdit(manipulatorDrag_->bone, manipulatorDrag_->degreesBefore);
            document_.editPose(manipulatorDrag_->bone, after, /*mergeWithLast=*/false);
        }
        manipulatorDrag_.reset();
    });
}

std::optional<RotateManipulator> MainWindow::manipulatorForSelection() const
{
    const Framework* fw = document_.framework();
    const int bone = document_.selectedBone();
    if (!actions_.value(QStringLiteral("rotateManipulator")) || !actions_[QStringLiteral("rotateManipulator")]->isChecked() || !fw
        || bone < 0 || bone >= int(document_.world().size())) {
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

void MainWindow::updateManipulator(bool redraw)
{
    viewport_->setRotateManipulator(manipulatorForSelection(), redraw);
}

void MainWindow::turnSelectedBone(const glm::vec3& axis, float radians)
{
    const int bone = document_.selectedBone();
    if (bone < 0 || bone >= int(document_.world().size())) {
        return;
    }
    if (!manipulatorDrag_ || manipulatorDrag_->bone != bone) {
        // The press: the bone's world rotation W = B * E, where E is the hand edit now (applied
        // after the clip's rotation in the bone's frame) and B everything before it.
        const glm::vec3 degrees = document_.poseEditDegrees(bone);
        const glm::vec3 r = glm::radians(degrees);
        const glm::quat edit = glm::angleAxis(r.x, glm::vec3(1, 0, 0)) * glm::angleAxis(r.y, glm::vec3(0, 1, 0))
                               * glm::angleAxis(r.z, glm::vec3(0, 0, 1));
        const glm::quat world = glm::quat_cast(rotationOf(document_.world()[std::size_t(bone)]));
        manipulatorDrag_ = ManipulatorDrag{bone, degrees, world, world * glm::inverse(edit)};
    }
    // Turned about the world axis: W' = R W, so the edit becomes E' = B^-1 R W, taken apart into
    // the edit's own X, Y, Z order (E = Rx Ry Rz).
    const glm::quat turned = glm::inverse(manipulatorDrag_->before) * glm::angleAxis(radians, axis) * manipulatorDrag_->world;
    float x = 0.0f, y = 0.0f, z = 0.0f;
    glm::extractEulerAngleXYZ(glm::mat4_cast(glm::normalize(turned)), x, y, z);
    document_.setPoseEdit(bone, glm::degrees(glm::vec3(x, y, z)));
}

}  // namespace rigstage
