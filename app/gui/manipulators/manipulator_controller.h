#pragma once
// Pose by hand in the viewport: the rotate and move manipulators on the selected bones, their
// space and pivot, snapping, and resetting hand poses. A drag is a hand edit of every selected bone
// on the document, one undo step per drag.

#include <QMap>
#include <QObject>
#include <QString>

#include <optional>
#include <string>
#include <vector>

#include <glm/gtc/quaternion.hpp>

#include "gui/posing/posing_model.h"
#include "viewport/rotate_manipulator.h"

class QAction;
class QMenu;
class QStatusBar;
class QWidget;

namespace rigstage {

class Document;
class ViewportWidget;

class ManipulatorController : public QObject {
    Q_OBJECT
public:
    /// What the selected bones turn about (as DCCs name it).
    enum class Pivot { Individual, SelectionCentre, ActiveBone };

    /// Adds the manipulators, their space, pivot and snapping, and the pose resets to view; status
    /// shows how many bones a reset took back. The actions are named rotateManipulator,
    /// moveManipulator, manipulatorSpace-local / -parent / -world, manipulatorPivot-individual /
    /// -centre / -active, snapAngle, snapAngle-5 / -15 / -45, snapDistance, snapDistance-1 / -5 /
    /// -10, resetActivePose, resetSelectedPoses and resetAllPoses.
    ManipulatorController(Document& document, ViewportWidget* viewport, QMenu* view, QStatusBar* status, QWidget* window);
    const QMap<QString, QAction*>& actions() const { return actions_; }
    /// The rings or arrows at the pivot of the selection as posed now (redraw: at once, not with the pose).
    void update(bool redraw);

    Pivot pivot() const;
    /// The angle a turn is rounded to (radians; 0: not snapping).
    float angleStep() const;
    /// The distance a move is rounded to (rig units; 0: not snapping).
    float distanceStep() const;
    /// The selected bones a drag transforms: those without a selected ancestor (their children
    /// follow them), in ascending order.
    std::vector<int> topMostSelected() const;

private:
    /// The rings for the selection when the manipulator kind (an action's name) is on.
    std::optional<RotateManipulator> manipulatorForSelection(const QString& kind) const;
    /// Where the rings or arrows stand for the selection and the pivot chosen.
    std::optional<glm::vec3> pivotPoint() const;
    /// The axes (columns) of the space chosen, for a bone.
    glm::mat3 spaceAxes(int bone) const;
    void turnSelectedBones(const glm::vec3& axis, float radians);
    void moveSelectedBones(const glm::vec3& axis, float distance);
    /// The drag's start (the first movement): every transformed bone as it stands.
    void beginDrag(const glm::vec3& axis, bool moving);
    void finishDrag();
    void resetPoses(const std::vector<int>& bones, const QString& text, QStatusBar* status);

    struct DraggedBone {
        int bone = -1;
        glm::vec3 axis{0.0f};      // the world axis this bone turns about or moves along
        glm::vec3 head{0.0f};      // its world position at the press
        glm::mat3 worldToParent{1.0f};
        glm::quat world{1.0f, 0.0f, 0.0f, 0.0f};   // its world rotation at the press
        glm::quat before{1.0f, 0.0f, 0.0f, 0.0f};  // the world rotation without the hand edit
    };
    struct Drag {
        bool moving = false;
        glm::vec3 pivot{0.0f};
        bool ownPivots = true;  // each bone about its own head
        std::vector<DraggedBone> bones;
        std::vector<PosingModel::HandPose> before;
    };

    Document& document_;
    ViewportWidget* viewport_;
    QMap<QString, QAction*> actions_;
    std::optional<Drag> drag_;
};

}  // namespace rigstage
