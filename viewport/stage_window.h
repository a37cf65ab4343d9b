#pragma once
// The 3D window: a Qt3DWindow with the skeleton scene, a render capture at the root of the frame
// graph, and DCC-style navigation in the scheme the user knows (Maya: Alt+LMB orbit, Alt+MMB pan,
// Alt+RMB zoom; 3ds Max: MMB pan, Alt+MMB orbit, Ctrl+Alt+MMB zoom; Blender: MMB orbit,
// Shift+MMB pan, Ctrl+MMB zoom; the wheel zooms in all), F frame selected, A frame all. Used
// inside the main window and, unshown, for offscreen renders.

#include <functional>
#include <memory>
#include <optional>

#include <QColor>

#include <Qt3DExtras/Qt3DWindow>

#include "viewport/bone_labels.h"
#include "viewport/camera_spec.h"
#include "viewport/skeleton_scene.h"

namespace Qt3DRender {
class QRenderCapture;
}

namespace rigstage {

class Terrain;

enum class NavigationScheme { Maya, Max, Blender };

class StageWindow : public Qt3DExtras::Qt3DWindow {
    Q_OBJECT
public:
    StageWindow();

    void setNavigationScheme(NavigationScheme scheme) { scheme_ = scheme; }
    NavigationScheme navigationScheme() const { return scheme_; }

    SkeletonScene* scene() const { return scene_; }
    /// Points the camera; aspect ratio follows the window size.
    void setCameraSpec(const CameraSpec& camera);
    const CameraSpec& cameraSpec() const { return camera_; }
    /// Bone name labels (empty: none), kept facing the camera.
    void setLabels(const std::vector<BoneLabels::Label>& labels);
    int labelCount() const { return labels_ ? labels_->count() : 0; }
    /// In drive mode W A S D and the arrow keys steer (A no longer frames all).
    void setDriveMode(bool on);
    /// Captures the next rendered frame; done receives the image (null on failure).
    void capture(std::function<void(const QImage&)> done);

Q_SIGNALS:
    /// The mouse moved with no button held (position in window pixels), or left the window (-1, -1).
    void hovered(const QPoint& position);
    /// A click without Alt, in window pixels (for picking).
    void clicked(const QPoint& position, Qt::KeyboardModifiers modifiers);
    /// The left button without Alt: pressed, moved while held, released (gizmo dragging).
    void leftPressed(const QPoint& position);
    void leftDragged(const QPoint& position);
    void leftReleased(const QPoint& position);
    /// A right click without Alt (and without moving): the viewport's context menu.
    void contextMenuRequested(const QPoint& position);
    void frameSelectedRequested();
    void frameAllRequested();
    /// The user moved the camera (orbit, pan or zoom); emitted when the drag or wheel step ends.
    void cameraEdited();
    /// Drive mode: the stick the held keys make, in the ground plane, relative to the view
    /// (up = away from the camera), length 0 or 1.
    void stickChanged(const glm::vec2& stick);

protected:
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    bool event(QEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void keyReleaseEvent(QKeyEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void applyCamera();
    void orbit(const QPointF& delta);
    void pan(const QPointF& delta);
    void zoom(float factor);

    SkeletonScene* scene_;
    std::unique_ptr<BoneLabels> labels_;
    Qt3DRender::QRenderCapture* capture_;
    CameraSpec camera_;
    enum class Drag { None, Orbit, Pan, Zoom } drag_ = Drag::None;
    NavigationScheme scheme_ = NavigationScheme::Maya;
    /// The camera drag a press starts in the current scheme (None: picking and gizmos).
    Drag dragFor(Qt::MouseButton button, Qt::KeyboardModifiers modifiers) const;
    QPointF lastMouse_;
    QPointF pressMouse_;
    bool driveMode_ = false;
    int driveKeys_ = 0;  // bits: 1 forward, 2 back, 4 left, 8 right
    void emitStick();
};

/// A skinned mesh for an offscreen render: triangles, interleaved vertices (interleaveMeshVertices)
/// and its layer, for the tint (meshLayers; 0: the body grey).
struct RenderMesh {
    std::vector<std::uint32_t> triangles;
    std::vector<float> vertices;
    int layer = 0;
};

/// How an offscreen render looks: the viewport's (default), or a flat silhouette for comparing
/// with a DCC's masks (one unlit colour, no anti-aliasing), on a chosen background.
struct RenderLook {
    QColor background{38, 40, 46};
    std::optional<QColor> flatColour;  ///< Set: every mesh in this colour, unlit.
    bool antialias = true;
};

/// Renders the skeleton (and meshes, and the terrain instead of the grid, around the first bone) to an image of the given size from a camera, in an unshown StageWindow.
/// Needs an X server (Xvfb is fine) and QT3D_RENDERER=opengl. Returns a null image and sets error
/// on failure or when no frame arrives within timeoutMs.
QImage renderSkeletonImage(const std::vector<BoneStyle>& bones, const std::vector<glm::mat4>& world,
                           const SkeletonMeshOptions& options, bool zUp, const CameraSpec& camera, const QSize& size,
                           QString* error, int timeoutMs = 20000, const std::vector<RenderMesh>& meshes = {},
                           const Terrain* terrain = nullptr, const RenderLook& look = {});

/// Offscreen renders that keep their unshown StageWindow from one render to the next, for a caller
/// that draws many (a compare batch's render worker): the window, its GL context and the meshes'
/// entities stay, so a render after the first costs its frame, not a new window and context and the
/// first capture's wait (200 ms). Each render draws what renderSkeletonImage draws with the same
/// arguments, pixel for pixel; one of another size or anti-aliasing gets a new window (a window's
/// context keeps the sample count it was made with).
class OffscreenRenderer {
public:
    OffscreenRenderer();
    ~OffscreenRenderer();
    OffscreenRenderer(const OffscreenRenderer&) = delete;
    OffscreenRenderer& operator=(const OffscreenRenderer&) = delete;

    /// As renderSkeletonImage.
    QImage render(const std::vector<BoneStyle>& bones, const std::vector<glm::mat4>& world, const SkeletonMeshOptions& options,
                  bool zUp, const CameraSpec& camera, const QSize& size, QString* error, int timeoutMs = 20000,
                  const std::vector<RenderMesh>& meshes = {}, const Terrain* terrain = nullptr, const RenderLook& look = {});

    /// How many windows (GL contexts) its renders have made so far.
    int windowsMade() const { return windowsMade_; }

private:
    std::unique_ptr<StageWindow> window_;
    QSize size_;
    bool antialias_ = true;
    bool hasTerrain_ = false;
    /// The meshes' triangles and layers the window holds: entities are made again only when they change.
    std::vector<std::vector<std::uint32_t>> topology_;
    std::vector<int> layers_;
    int windowsMade_ = 0;
};

/// Sets QT3D_RENDERER=opengl unless the user chose a renderer (the RHI renderer of Qt 6.4 flips or
/// garbles captures and ignores the custom shaders). Call before the first Qt3DWindow exists.
void preferOpenGlRenderer();

}  // namespace rigstage
