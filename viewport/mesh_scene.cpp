#include "viewport/mesh_scene.h"

#include "io/character_loader.h"
#include "viewport/shaded_material.h"

#include <algorithm>
#include <iterator>
#include <unordered_set>

#include <Qt3DCore/QAttribute>
#include <Qt3DCore/QBuffer>
#include <Qt3DCore/QEntity>
#include <Qt3DCore/QGeometry>
#include <Qt3DRender/QGeometryRenderer>
#include <Qt3DRender/QMaterial>

namespace rigstage {

glm::vec3 weightColour(float weight)
{
    const float w = std::clamp(weight, 0.0f, 1.0f);
    if (w <= 0.0f) {
        return {0.12f, 0.16f, 0.45f};
    }
    // Blue -> green -> yellow -> red, as DCC weight displays do.
    if (w < 0.5f) {
        return glm::mix(glm::vec3(0.1f, 0.3f, 0.9f), glm::vec3(0.2f, 0.9f, 0.2f), w * 2.0f);
    }
    return glm::mix(glm::vec3(0.95f, 0.9f, 0.1f), glm::vec3(0.95f, 0.15f, 0.1f), (w - 0.5f) * 2.0f);
}

glm::vec3 meshLayerTint(int layer)
{
    if (layer <= 0) {
        return kMeshColour;
    }
    // Light enough to shade like the grey, apart enough in hue to tell at a glance.
    static const glm::vec3 kPalette[] = {{0.84f, 0.72f, 0.55f}, {0.56f, 0.70f, 0.86f}, {0.62f, 0.80f, 0.60f},
                                         {0.84f, 0.62f, 0.70f}, {0.70f, 0.64f, 0.86f}, {0.54f, 0.78f, 0.78f}};
    return kPalette[(layer - 1) % std::size(kPalette)];
}

std::vector<int> meshLayers(const CharacterData& data, const std::vector<int>& costumes)
{
    // The order MeshDeformer::bind stacks them in: the character's, then each worn costume's.
    std::vector<int> layers(data.meshes.size(), 0);
    for (int c : costumes) {
        if (c >= 0 && std::size_t(c) < data.costumes.size()) {
            layers.insert(layers.end(), data.costumes[std::size_t(c)].meshes.size(), c + 1);
        }
    }
    return layers;
}

std::vector<float> interleaveMeshVertices(const std::vector<glm::vec3>& positions, const std::vector<glm::vec3>& normals,
                                          const std::vector<float>* weights)
{
    std::vector<float> out(positions.size() * 9);
    for (std::size_t v = 0; v < positions.size(); ++v) {
        const glm::vec3 c = weights ? weightColour((*weights)[v]) : kMeshColour;
        const glm::vec3& p = positions[v];
        const glm::vec3 n = v < normals.size() ? normals[v] : glm::vec3(0, 0, 1);
        float* o = &out[v * 9];
        o[0] = p.x, o[1] = p.y, o[2] = p.z, o[3] = n.x, o[4] = n.y, o[5] = n.z, o[6] = c.x, o[7] = c.y, o[8] = c.z;
    }
    return out;
}

std::vector<std::uint32_t> triangleEdges(const std::vector<std::uint32_t>& triangles)
{
    std::unordered_set<std::uint64_t> seen;
    std::vector<std::uint32_t> out;
    for (std::size_t t = 0; t + 2 < triangles.size(); t += 3) {
        for (int e = 0; e < 3; ++e) {
            std::uint32_t a = triangles[t + e], b = triangles[t + (e + 1) % 3];
            if (a > b) {
                std::swap(a, b);
            }
            if (seen.insert((std::uint64_t(a) << 32) | b).second) {
                out.push_back(a);
                out.push_back(b);
            }
        }
    }
    return out;
}

namespace {

Qt3DCore::QAttribute* indexAttribute(Qt3DCore::QGeometry* geometry, const std::vector<std::uint32_t>& indices)
{
    auto* buffer = new Qt3DCore::QBuffer(geometry);
    buffer->setData(QByteArray(reinterpret_cast<const char*>(indices.data()), qsizetype(indices.size() * sizeof(std::uint32_t))));
    auto* a = new Qt3DCore::QAttribute(geometry);
    a->setAttributeType(Qt3DCore::QAttribute::IndexAttribute);
    a->setVertexBaseType(Qt3DCore::QAttribute::UnsignedInt);
    a->setBuffer(buffer);
    a->setCount(uint(indices.size()));
    return a;
}

}  // namespace

MeshScene::MeshScene(Qt3DCore::QEntity* root, Qt3DRender::QMaterial* material, Qt3DRender::QMaterial* wireMaterial,
                     QObject* parent)
    : QObject(parent), root_(root), material_(material), wireMaterial_(wireMaterial)
{
}

void MeshScene::setTopology(const std::vector<std::vector<std::uint32_t>>& triangles)
{
    for (Mesh& m : meshes_) {
        delete m.entity;
        delete m.wireEntity;
    }
    meshes_.clear();
    layers_.clear();
    for (const auto& indices : triangles) {
        Mesh m;
        m.entity = new Qt3DCore::QEntity(root_);
        auto* geometry = new Qt3DCore::QGeometry(m.entity);
        m.vertices = new Qt3DCore::QBuffer(geometry);
        m.vertices->setUsage(Qt3DCore::QBuffer::StreamDraw);
        m.attributes = addShadedVertexLayout(geometry, m.vertices);
        geometry->addAttribute(indexAttribute(geometry, indices));
        m.renderer = new Qt3DRender::QGeometryRenderer(m.entity);
        m.renderer->setGeometry(geometry);
        m.renderer->setPrimitiveType(Qt3DRender::QGeometryRenderer::Triangles);
        m.renderer->setVertexCount(int(indices.size()));
        m.entity->addComponent(m.renderer);
        m.entity->addComponent(material_);
        m.entity->setEnabled(visible_);

        // The wireframe: the same vertices, edge indices, drawn as lines.
        m.wireEntity = new Qt3DCore::QEntity(root_);
        auto* wireGeometry = new Qt3DCore::QGeometry(m.wireEntity);
        addShadedVertexLayout(wireGeometry, m.vertices);
        const std::vector<std::uint32_t> edges = triangleEdges(indices);
        wireGeometry->addAttribute(indexAttribute(wireGeometry, edges));
        auto* wireRenderer = new Qt3DRender::QGeometryRenderer(m.wireEntity);
        wireRenderer->setGeometry(wireGeometry);
        wireRenderer->setPrimitiveType(Qt3DRender::QGeometryRenderer::Lines);
        wireRenderer->setVertexCount(int(edges.size()));
        m.wireEntity->addComponent(wireRenderer);
        m.wireEntity->addComponent(wireMaterial_);
        m.wireEntity->setEnabled(visible_ && wireframe_);
        meshes_.push_back(m);
    }
}

void MeshScene::setVertices(int mesh, const std::vector<float>& interleaved)
{
    if (mesh < 0 || mesh >= int(meshes_.size())) {
        return;
    }
    Mesh& m = meshes_[std::size_t(mesh)];
    QByteArray data(reinterpret_cast<const char*>(interleaved.data()), qsizetype(interleaved.size() * sizeof(float)));
    const glm::vec3 tint = meshLayerTint(layerOf(mesh));
    if (tint != kMeshColour) {
        // Only the plain grey is tinted: a weight ramp or heat map must keep its meaning.
        float* v = reinterpret_cast<float*>(data.data());
        for (std::size_t i = 6; i + 2 < interleaved.size(); i += 9) {
            if (v[i] == kMeshColour.x && v[i + 1] == kMeshColour.y && v[i + 2] == kMeshColour.z) {
                v[i] = tint.x, v[i + 1] = tint.y, v[i + 2] = tint.z;
            }
        }
    }
    m.vertices->setData(data);
    for (Qt3DCore::QAttribute* a : m.attributes) {
        a->setCount(uint(interleaved.size() / 9));
    }
}

void MeshScene::setVisible(bool visible)
{
    visible_ = visible;
    for (Mesh& m : meshes_) {
        m.entity->setEnabled(visible_);
        m.wireEntity->setEnabled(visible_ && wireframe_);
    }
}

void MeshScene::setWireframe(bool wireframe)
{
    wireframe_ = wireframe;
    setVisible(visible_);
}

}  // namespace rigstage
