#pragma once
// Pose by hand in the viewport: the rotate and move manipulators on the selected bone, their
// space, and Reset All Hand Poses. A drag is a hand edit on the document, one undo step per drag.

#include <QMap>
#include <QObject>
#include <QString>

#include <optional>

#include <glm/gtc/quaternion.hpp>

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
    /// Adds the manipulators, their space and Reset All Hand Poses to view; status shows how many
    /// bones a reset took back. The actions are named rotateManipulator, moveManipulator,
    /// manipulatorSpace-local / -parent / -world and resetAllPoses.
    ManipulatorController(Document& document, ViewportWidget* viewport, QMenu* view, QStatusBar* status, QWidget* window);
    const QMap<QString, QAction*>& actions() const { return actions_; }
    /// The rings or arrows at the selected bone as posed now (redraw: at once, not with the pose).
    void update(bool redraw);

private:
    /// The rings for the selected bone when the manipulator kind (an action's name) is on.
    std::optional<RotateManipulator> manipulatorForSelection(const QString& kind) const;
    void turnSelectedBone(const glm::vec3& axis, float radians);
    void moveSelectedBone(const glm::vec3& axis, float distance);

    struct Drag {
        int bone = -1;
        bool moving = false;
        glm::vec3 moveBefore{0.0f};
        glm::mat3 worldToParent{1.0f};
        glm::vec3 degreesBefore{0.0f};
        glm::quat world{1.0f, 0.0f, 0.0f, 0.0f};   // the bone's world rotation at the press
        glm::quat before{1.0f, 0.0f, 0.0f, 0.0f};  // the world rotation without the hand edit
    };

    Document& document_;
    ViewportWidget* viewport_;
    QMap<QString, QAction*> actions_;
    std::optional<Drag> manipulatorDrag_;
};

}  // namespace rigstage
