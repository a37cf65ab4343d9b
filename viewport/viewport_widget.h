#pragma once
// The viewport as a widget for the main window: the StageWindow in a window container, plus
// picking (click a bone's screen position) and framing.

#include <QWidget>

#include "procedural/terrain.h"
#include "viewport/rotate_manipulator.h"
#include "viewport/stage_window.h"

namespace rigstage {

class ViewportWidget : public QWidget {
    Q_OBJECT
public:
    explicit ViewportWidget(QWidget* parent = nullptr);

    void setBones(std::vector<BoneStyle> bones, bool zUp, float characterSize);
    void setPose(const std::vector<glm::mat4>& world);
    /// The pose and the IK targets (gizmos) of the same frame, uploaded once.
    void setPoseAndIkTargets(const std::vector<glm::mat4>& world, const std::vector<glm::vec3>& targets);
    void setSelectedBone(int bone);
    /// The selected bones besides the active one (setSelectedBone), drawn in a colour of their own.
    void setAlsoSelectedBones(const std::vector<int>& bones);
    void setShowBones(bool show);
    void setShowHelpers(bool show);
    void setShowGrid(bool show);
    /// The ground drawn under the character (none: the flat grid), as a patch around centre that
    /// follows it (rebuilt when the character walks a quarter of the way to its edge or the ground
    /// changes); characterSize sizes the patch.
    void setTerrain(const std::optional<TerrainSettings>& terrain, const glm::vec3& centre, float characterSize);
    /// The skinned meshes: their triangles once per character, their bounds (framing includes
    /// them), then each mesh's interleaved vertices every frame (see interleaveMeshVertices).
    void setMeshTopology(const std::vector<std::vector<std::uint32_t>>& triangles, const glm::vec3& lo, const glm::vec3& hi);
    void setMeshVertices(int mesh, const std::vector<float>& interleaved);
    /// The layer of each mesh since the last setMeshTopology (meshLayers(data, costumes worn)), for
    /// its tint; until then mesh i counts as layer i. Applies from the next setMeshVertices.
    void setMeshLayers(const std::vector<int>& layers);
    /// More that framing takes in, drawn apart from the character (the crowd preview's bodies);
    /// none: nothing more.
    void setExtraBounds(const std::optional<std::pair<glm::vec3, glm::vec3>>& bounds) { extraBounds_ = bounds; }
    void setShowMesh(bool show);
    void setMeshWireframe(bool wireframe);
    /// Draws the bones over the mesh (default) or hidden by it.
    void setXrayBones(bool xray);
    /// The IK targets drawn as cyan cubes that the user drags in the screen plane. The last one
    /// pressed is active and also shows X, Y and Z handles that drag it along one world axis.
    const std::vector<glm::vec3>& ikTargets() const { return ikTargets_; }
    int activeGizmo() const { return activeGizmo_; }
    /// Where the active gizmo's handle for world axis 0 (X), 1 (Y) or 2 (Z) is drawn.
    glm::vec3 axisHandlePosition(int gizmo, int axis) const;
    /// The rotate manipulator's rings (none: hidden). Its rings are picked before the IK gizmos.
    /// redraw false: drawn with the next pose (setPoseAndIkTargets) instead of now.
    void setRotateManipulator(const std::optional<RotateManipulator>& manipulator, bool redraw = true);
    const std::optional<RotateManipulator>& rotateManipulator() const { return manipulator_; }
    /// The move manipulator's arrows (none: hidden); picked before the rings.
    void setMoveManipulator(const std::optional<MoveManipulator>& manipulator, bool redraw = true);
    const std::optional<MoveManipulator>& moveManipulator() const { return mover_; }
    void setCameraSpec(const CameraSpec& camera);
    CameraSpec cameraSpec() const;
    /// Points the camera at every visible joint, or at the selected bone and its children.
    void frameAll();
    /// Looks at everything from a named side: "front", "back", "left", "right", "top" or
    /// "perspective" (as `rigstage-cli render --view`); false for an unknown name. The sides are
    /// orthographic (zoom and pan as in perspective; an orbit returns to perspective), perspective is not.
    bool viewFrom(const std::string& side);
    void frameSelected();
    /// Points the camera at these bones (one bone: it and its children, as frameSelected).
    void frameBones(const std::vector<int>& bones);
    /// Returns the bone under a point of the 3D area (joints first, then bone shapes), or -1.
    int boneAt(const QPoint& position) const;
    int hoveredBone() const { return hoveredBone_; }
    /// Returns where a world point lands in the 3D area, in its pixels.
    std::optional<QPointF> screenPosition(const glm::vec3& world) const;
    StageWindow* stage() const { return stage_; }
    /// The 3D area as a widget (for QTest events on the container).
    QWidget* container() const { return container_; }

Q_SIGNALS:
    /// The bone under the mouse changed (-1: none).
    void boneHovered(int bone);
    /// A click on a bone (-1: on none) with the keys held: none selects, Ctrl toggles, Shift adds.
    void boneClicked(int bone, Qt::KeyboardModifiers modifiers);
    /// Ctrl+Shift+click: a hit on the bone under the cursor (-1 for none) along the view direction
    /// through that point (world, unit length).
    void boneHit(int bone, const glm::vec3& direction);
    /// An IK target was dragged to a new world position.
    void ikTargetDragged(int index, const glm::vec3& position);
    /// The drag of an IK target ended (the mouse was released after moving it).
    void ikTargetDragFinished(int index);
    void cameraEdited();
    /// A ring of the rotate manipulator is being dragged: the turn about axis (world, unit) since
    /// the press, in radians (by the right-hand rule).
    void manipulatorRotated(const glm::vec3& axis, float radians);
    /// An arrow of the move manipulator is being dragged: the move along axis (world, unit) since
    /// the press, in rig units.
    void manipulatorMoved(const glm::vec3& axis, float distance);
    /// The mouse was released after turning a ring or dragging an arrow.
    void manipulatorFinished();
    /// A right click: the bone under it (-1 for none) and where, in global coordinates.
    void contextMenuRequested(int bone, const QPoint& globalPosition);

private:
    int hoveredBone_ = -1;
    void refreshMarkers();
    std::optional<RotateManipulator> manipulator_;
    int ring_ = -1;                 // the ring pressed, or -1
    RotateManipulator ringAtPress_; // the rings as they were at the press
    std::optional<MoveManipulator> mover_;
    int arrow_ = -1;                // the arrow pressed, or -1
    MoveManipulator arrowAtPress_;
    float arrowStart_ = 0.0f;
    bool ringTurning_ = false;      // the press on a ring became a drag
    RotateManipulator::Method ringMethod_ = RotateManipulator::Method::Plane;
    float ringLastAngle_ = 0.0f;
    float ringTurn_ = 0.0f;
    void frameBox(const glm::vec3& lo, const glm::vec3& hi);

    std::vector<MarkerStyle> markerStyles() const;
    /// False for an axis pointing nearly at the camera: its handle is neither drawn nor picked.
    bool axisUsable(int axis) const;
    /// Where along the dragged axis (from the drag's start) the cursor puts the target.
    std::optional<float> axisParameter(const QPoint& cursor) const;

    StageWindow* stage_;
    QWidget* container_;
    bool zUp_ = true;
    std::optional<TerrainSettings> terrain_;
    glm::vec3 terrainCentre_{0.0f};
    float terrainHalf_ = 0.0f;
    std::optional<std::pair<glm::vec3, glm::vec3>> meshBounds_;
    std::optional<std::pair<glm::vec3, glm::vec3>> extraBounds_;
    /// The bones' bounds (visible joints) with the meshes' and the extra bounds; false: nothing.
    bool sceneBounds(glm::vec3& lo, glm::vec3& hi) const;
    std::vector<glm::vec3> ikTargets_;
    int dragging_ = -1;        // the IK target being dragged, or -1
    int dragCandidate_ = -1;   // the IK target under the last press
    int dragAxis_ = -1;        // the axis handle being dragged, or -1 for the screen plane
    int activeGizmo_ = -1;     // the gizmo showing axis handles
    QPoint pressPoint_;
    glm::vec3 dragStart_{0.0f};
    float dragStartParameter_ = 0.0f;
    static inline const glm::vec3 kAxes[3] = {{1.0f, 0.0f, 0.0f}, {0.0f, 1.0f, 0.0f}, {0.0f, 0.0f, 1.0f}};
    static inline const glm::vec3 kGizmoColour{0.2f, 0.9f, 0.95f};
};

}  // namespace rigstage
