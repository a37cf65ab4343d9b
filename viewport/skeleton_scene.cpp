#include "viewport/skeleton_scene.h"

#include <Qt3DCore/QAttribute>
#include <Qt3DCore/QBuffer>
#include <Qt3DCore/QEntity>
#include <Qt3DCore/QGeometry>
#include <Qt3DRender/QGeometryRenderer>
#include <Qt3DRender/QMaterial>

#include "viewport/mesh_scene.h"
#include "viewport/shaded_material.h"
#include "viewport/terrain_mesh.h"

namespace rigstage {


SkeletonScene::SkeletonScene(Qt3DCore::QEntity* root, QObject* parent)
    : QObject(parent), root_(root)
{
    material_ = makeShadedMaterial(root_, 1.0f);
    wireMaterial_ = makeShadedMaterial(root_, 0.3f);
    meshes_ = new MeshScene(root_, material_, wireMaterial_, this);
    boneMaterial_ = makeShadedMaterial(root_, 1.0f);
    setShadedMaterialXray(boneMaterial_, xray_);
    skeleton_ = makeMesh(root_, boneMaterial_, false);
    grid_ = makeMesh(root_, material_, true);
    upload(grid_, buildGridLines(200.0f, 20.0f, true));
    terrain_ = makeMesh(root_, material_, false);
}

void SkeletonScene::setFlatColour(const std::optional<QColor>& colour)
{
    for (Qt3DRender::QMaterial* m : {material_, boneMaterial_, wireMaterial_}) {
        setShadedMaterialFlat(m, colour);
    }
}

void SkeletonScene::setXray(bool xray)
{
    xray_ = xray;
    setShadedMaterialXray(boneMaterial_, xray);
}

SkeletonScene::Mesh SkeletonScene::makeMesh(Qt3DCore::QEntity* root, Qt3DRender::QMaterial* material, bool lines)
{
    Mesh m;
    m.entity = new Qt3DCore::QEntity(root);
    auto* geometry = new Qt3DCore::QGeometry(m.entity);
    m.buffer = new Qt3DCore::QBuffer(geometry);
    m.buffer->setUsage(Qt3DCore::QBuffer::StreamDraw);
    m.attributes = addShadedVertexLayout(geometry, m.buffer);
    m.renderer = new Qt3DRender::QGeometryRenderer(m.entity);
    m.renderer->setGeometry(geometry);
    m.renderer->setPrimitiveType(lines ? Qt3DRender::QGeometryRenderer::Lines : Qt3DRender::QGeometryRenderer::Triangles);
    m.renderer->setVertexCount(0);
    m.entity->addComponent(m.renderer);
    m.entity->addComponent(material);
    return m;
}

void SkeletonScene::upload(Mesh& mesh, const std::vector<float>& vertices)
{
    const int count = static_cast<int>(vertices.size() / 9);
    mesh.buffer->setData(QByteArray(reinterpret_cast<const char*>(vertices.data()),
                                    static_cast<qsizetype>(vertices.size() * sizeof(float))));
    for (Qt3DCore::QAttribute* a : mesh.attributes) {
        a->setCount(static_cast<uint>(count));
    }
    mesh.renderer->setVertexCount(count);
}

void SkeletonScene::setBones(std::vector<BoneStyle> bones, bool zUp, float characterSize)
{
    bones_ = std::move(bones);
    options_.characterSize = characterSize;
    if (zUp != zUp_) {
        zUp_ = zUp;
    }
    const float half = std::max(100.0f, characterSize * 1.2f);
    upload(grid_, buildGridLines(half, half / 10.0f, zUp_));
    rebuild();
}

void SkeletonScene::setPose(const std::vector<glm::mat4>& world)
{
    world_ = world;
    rebuild();
}

void SkeletonScene::setPoseAndMarkers(const std::vector<glm::mat4>& world, std::vector<MarkerStyle> markers)
{
    world_ = world;
    options_.markers = std::move(markers);
    rebuild();
}

void SkeletonScene::setOptions(const SkeletonMeshOptions& options)
{
    options_ = options;
    rebuild();
}

void SkeletonScene::setGridVisible(bool visible)
{
    gridVisible_ = visible;
    grid_.entity->setEnabled(visible && !hasTerrain_);
    terrain_.entity->setEnabled(visible && hasTerrain_);
}

void SkeletonScene::setTerrain(const Terrain* terrain, const glm::vec3& centre, float halfSize, float checker)
{
    hasTerrain_ = terrain != nullptr;
    upload(terrain_, terrain ? buildTerrainTriangles(*terrain, centre, halfSize, checker) : std::vector<float>{});
    setGridVisible(gridVisible_);
}

void SkeletonScene::rebuild()
{
    upload(skeleton_, buildSkeletonTriangles(bones_, world_, options_));
}

}  // namespace rigstage
