#pragma once
// The Qt3D side of the viewport: entities for the skeleton triangles and the ground grid, drawn
// with one small shaded-colour material (custom GLSL 1.50; needs QT3D_RENDERER=opengl, see
// docs and ../shared/design/TOOLCHAIN.md). Every Qt3D type of Rigstage stays in viewport/.

#include <optional>
#include <vector>

#include <QColor>

#include <QObject>

#include "viewport/skeleton_mesh.h"

namespace Qt3DCore {
class QEntity;
class QBuffer;
class QAttribute;
}  // namespace Qt3DCore
namespace Qt3DRender {
class QGeometryRenderer;
class QMaterial;
}  // namespace Qt3DRender

namespace rigstage {

class MeshScene;
class Terrain;

class SkeletonScene : public QObject {
    Q_OBJECT
public:
    /// Builds the entities under root (which the caller owns, e.g. a Qt3DWindow's root).
    explicit SkeletonScene(Qt3DCore::QEntity* root, QObject* parent = nullptr);

    /// Sets how bones are drawn (parents, colours, helpers, hidden) and the up axis for the grid.
    void setBones(std::vector<BoneStyle> bones, bool zUp, float characterSize);
    /// Uploads the skeleton for these world transforms.
    void setPose(const std::vector<glm::mat4>& world);
    /// The pose and the gizmo markers together: one upload per frame instead of two.
    void setPoseAndMarkers(const std::vector<glm::mat4>& world, std::vector<MarkerStyle> markers);
    void setOptions(const SkeletonMeshOptions& options);
    void setGridVisible(bool visible);
    /// X-ray bones: the skeleton drawn over the meshes (on by default, as bones sit inside a body).
    void setXray(bool xray);
    /// Every mesh in one unlit colour (a silhouette for comparing with DCC masks); none: shaded.
    void setFlatColour(const std::optional<QColor>& colour);
    bool xray() const { return xray_; }
    /// Draws this terrain (a shaded, checkered patch around centre) instead of the flat grid;
    /// null puts the grid back.
    void setTerrain(const Terrain* terrain, const glm::vec3& centre, float halfSize, float checker);

    const std::vector<BoneStyle>& bones() const { return bones_; }
    const std::vector<glm::mat4>& world() const { return world_; }
    const SkeletonMeshOptions& options() const { return options_; }
    /// The skinned meshes drawn with the skeleton.
    MeshScene* meshes() const { return meshes_; }
    /// The entity everything is drawn under (for further meshes drawn with the skeleton).
    Qt3DCore::QEntity* root() const { return root_; }

private:
    struct Mesh {
        Qt3DCore::QEntity* entity = nullptr;
        Qt3DCore::QBuffer* buffer = nullptr;
        Qt3DRender::QGeometryRenderer* renderer = nullptr;
        std::vector<Qt3DCore::QAttribute*> attributes;
    };
    Mesh makeMesh(Qt3DCore::QEntity* root, Qt3DRender::QMaterial* material, bool lines);
    void upload(Mesh& mesh, const std::vector<float>& vertices);
    void rebuild();

    Qt3DCore::QEntity* root_;
    Qt3DRender::QMaterial* material_;
    Qt3DRender::QMaterial* boneMaterial_;
    Qt3DRender::QMaterial* wireMaterial_;
    bool xray_ = true;
    MeshScene* meshes_;
    Mesh skeleton_;
    Mesh grid_;
    Mesh terrain_;
    bool gridVisible_ = true;
    bool hasTerrain_ = false;
    std::vector<BoneStyle> bones_;
    std::vector<glm::mat4> world_;
    SkeletonMeshOptions options_;
    bool zUp_ = true;
};

}  // namespace rigstage
