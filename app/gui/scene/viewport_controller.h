#pragma once
// The viewport's wiring: what it draws of the document (bones and their styles, the meshes and
// their weights or heat, the pose and the IK targets), the View menu's toggles, views and
// navigation, the camera following the character in Drive, picking and hovering bones, dragging
// IK targets, the right-click menu and the onion skin's ghosts.

#include <QMap>
#include <QObject>

#include <functional>
#include <optional>
#include <vector>

#include <glm/vec3.hpp>

#include "gui/scene/onion_skin.h"

class QAction;
class QMenu;
class QPoint;
class QWidget;

namespace rigstage {

class Document;
class OutlinerDockController;
class ViewportWidget;

class ViewportController : public QObject {
    Q_OBJECT
public:
    /// outliner says which bones Hide and Frame Selected act on; maximize joins the right-click
    /// menu; the actions and the menu are parented to window.
    ViewportController(Document& document, ViewportWidget* viewport, OutlinerDockController* outliner, QAction* maximize,
                       QWidget* window);

    /// frameSelected, frameAll, hideSelected, unhideAll, navigation-maya/max/blender,
    /// followInDrive, view-front/back/left/right/top/perspective, showBones, showHelpers,
    /// showGrid, xrayBones, showMesh, meshWireframe, showWeights, dualQuaternion, onionSkin,
    /// onionGhosts-1/2/3 (ghosts on each side), onionStep-1/2/5 (frames between ghosts).
    const QMap<QString, QAction*>& actions() const { return actions_; }
    /// Adds View > Onion Skin (the toggle, how many ghosts and how far apart) to view.
    void addOnionSkinMenu(QMenu* view);
    const OnionSkin& onionSkin() const { return onion_; }
    /// The right-click menu, once shown (null before).
    QMenu* menu() const { return menu_; }
    /// Per-vertex values that colour a mesh instead of the selected bone's weights (the
    /// corrections' heat map); empty: none.
    void setHeat(std::function<std::vector<float>(int mesh)> heat) { heat_ = std::move(heat); }

    /// Gives the viewport the document's meshes (triangles and bounds), after a load or a swap.
    void rebuildMeshes();
    /// Uploads the skinned vertices (coloured by the heat map or the selected bone's weights).
    void uploadMeshVertices();
    /// The bones' styles (hidden, helpers, stages, crowd copies) and the pose.
    void refreshStyles();
    /// The pose and IK targets drawn; in Drive the camera follows the root.
    void showPose();
    void showSelection(int bone);
    /// Adds these actions to the right-click menu (after its own).
    void addMenuActions(const QList<QAction*>& actions) { menuExtras_ += actions; }
    /// After a load: the camera saved with the character, or everything framed.
    void showLoaded();

private:
    void showMenu(int bone, const QPoint& globalPosition);
    /// Gives the viewport the bones' styles and the pose as they stand (the ghosts as last updated).
    void uploadStyles();
    /// The onion skin's menu settings changed: the ghosts again.
    void applyOnionSkin();
    int originalBone(int bone) const;

    Document& document_;
    ViewportWidget* viewport_;
    QWidget* window_;
    QAction* maximize_;
    QMap<QString, QAction*> actions_;
    QMenu* menu_ = nullptr;
    QList<QAction*> menuExtras_;
    std::function<std::vector<float>(int)> heat_;
    std::optional<std::optional<glm::vec3>> ikDragBefore_;  // the dragged IK target's override when the drag began
    OnionSkin onion_;
    std::optional<glm::vec3> followFrom_;  // Drive mode: the root where the camera last followed it
};

}  // namespace rigstage
