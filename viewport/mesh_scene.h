#pragma once
// Skinned meshes in the viewport: one indexed triangle entity per mesh whose vertices (position,
// normal, colour) are re-uploaded every frame from the CPU skinning, plus an optional wireframe
// drawn from the same vertex buffer. Shares the skeleton's shaded-colour material. Each mesh is
// drawn in the tint of its layer (the body grey, each costume a colour of a small fixed palette), so
// a costume reads apart from the body; a weight or heat display keeps its ramp.

#include <cstdint>
#include <vector>

#include <QObject>
#include <glm/glm.hpp>

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

struct CharacterData;

/// The grey of a mesh without weight display.
inline const glm::vec3 kMeshColour{0.72f, 0.72f, 0.74f};

/// The colour a layer's mesh is drawn in: layer 0 (the character's own meshes) in the mesh grey,
/// layer 1 on in a fixed palette of six light tints (sand, sky, sage, rose, lilac, teal; then
/// again), each readable on the viewport's dark background.
glm::vec3 meshLayerTint(int layer);

/// The layer of each mesh a MeshDeformer binds for these worn costumes (indices into data.costumes):
/// 0 for the character's meshes, then c + 1 for costume c's, so a costume keeps its tint whatever
/// else is worn.
std::vector<int> meshLayers(const CharacterData& data, const std::vector<int>& costumes);

/// Colour ramp of a skin weight: dark blue at 0 through green to red at 1.
glm::vec3 weightColour(float weight);

/// Interleaved vertices (position, normal, colour: 9 floats each) of one mesh; colours from
/// weights (a ramp) when given, else the mesh grey.
std::vector<float> interleaveMeshVertices(const std::vector<glm::vec3>& positions, const std::vector<glm::vec3>& normals,
                                          const std::vector<float>* weights);

/// The unique edges of a triangle list, as line index pairs (for the wireframe).
std::vector<std::uint32_t> triangleEdges(const std::vector<std::uint32_t>& triangles);

class MeshScene : public QObject {
    Q_OBJECT
public:
    /// Meshes use material; their wireframes wireMaterial (the same shader, darker).
    MeshScene(Qt3DCore::QEntity* root, Qt3DRender::QMaterial* material, Qt3DRender::QMaterial* wireMaterial,
              QObject* parent = nullptr);

    /// Replaces the meshes: one triangle index list each (vertices come with setVertices). Until
    /// setLayers says otherwise, mesh i is of layer i.
    void setTopology(const std::vector<std::vector<std::uint32_t>>& triangles);
    /// The layer of each mesh (see meshLayers), for its tint; missing entries: the mesh's index.
    /// Applies from the next setVertices.
    void setLayers(const std::vector<int>& layers) { layers_ = layers; }
    int layerOf(int mesh) const { return mesh >= 0 && mesh < int(layers_.size()) ? layers_[std::size_t(mesh)] : mesh; }
    /// Uploads one mesh's interleaved vertices (see interleaveMeshVertices); vertices in the mesh
    /// grey take the mesh's layer tint.
    void setVertices(int mesh, const std::vector<float>& interleaved);
    void setVisible(bool visible);
    void setWireframe(bool wireframe);
    int meshCount() const { return int(meshes_.size()); }

private:
    struct Mesh {
        Qt3DCore::QEntity* entity = nullptr;
        Qt3DCore::QEntity* wireEntity = nullptr;
        Qt3DCore::QBuffer* vertices = nullptr;
        Qt3DRender::QGeometryRenderer* renderer = nullptr;
        std::vector<Qt3DCore::QAttribute*> attributes;
    };

    Qt3DCore::QEntity* root_;
    Qt3DRender::QMaterial* material_;
    Qt3DRender::QMaterial* wireMaterial_;
    std::vector<Mesh> meshes_;
    std::vector<int> layers_;
    bool visible_ = true;
    bool wireframe_ = false;
};

}  // namespace rigstage
