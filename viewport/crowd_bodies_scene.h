#pragma once
// The crowd preview's skinned bodies in the viewport: one entity whose one vertex buffer holds every
// copy's skinned vertices (position and normal, re-uploaded every frame), a colour buffer set with
// the triangles (each mesh in its layer's tint), drawn in one call with the shaded material. Also
// the viewport's frame clock: the interval between the frames Qt3D runs, to show what a frame costs.
// Making one has the process keep the memory it frees (llvmpipe's bins, freed every frame).

#include <cstdint>
#include <deque>
#include <vector>

#include <QElapsedTimer>
#include <QObject>
#include <glm/vec3.hpp>

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

class CrowdBodiesScene : public QObject {
    Q_OBJECT
public:
    /// Builds the bodies' entity (hidden until it has triangles) and the frame clock under root.
    explicit CrowdBodiesScene(Qt3DCore::QEntity* root, QObject* parent = nullptr);

    /// Replaces the triangles (indices into the vertices setVertices gives) and each vertex's
    /// colour; no triangles: nothing drawn.
    void setTopology(const std::vector<std::uint32_t>& triangles, const std::vector<glm::vec3>& colours);
    /// Uploads every vertex's position and normal (6 floats each, as many vertices as colours).
    void setVertices(const std::vector<float>& positionsAndNormals);
    void setVisible(bool visible);
    /// Drawn: visible, with triangles and vertices.
    bool isDrawn() const;
    int triangleCount() const { return triangles_; }
    int vertexCount() const { return vertices_; }
    /// The colour of vertex v as drawn (before shading).
    glm::vec3 colour(int v) const { return colours_[std::size_t(v)]; }
    /// The material the bodies are drawn with (the viewport's shaded material, never wiped).
    Qt3DRender::QMaterial* material() const { return material_; }

    /// Median interval between the last frames Qt3D ran (up to 30), in milliseconds; 0 before two.
    double frameMilliseconds() const;
    /// Forgets the intervals measured so far (the scene changed: a new measurement starts).
    void restartFrameClock();

Q_SIGNALS:
    /// Qt3D ran a frame.
    void frameRan();

private:
    Qt3DCore::QEntity* entity_;
    Qt3DCore::QBuffer* vertexBuffer_;
    Qt3DCore::QBuffer* colourBuffer_;
    Qt3DCore::QBuffer* indexBuffer_;
    std::vector<Qt3DCore::QAttribute*> vertexAttributes_;  // position, normal (counted in vertices)
    Qt3DCore::QAttribute* colourAttribute_;
    Qt3DCore::QAttribute* indexAttribute_;
    Qt3DRender::QGeometryRenderer* renderer_;
    Qt3DRender::QMaterial* material_;
    std::vector<glm::vec3> colours_;
    int triangles_ = 0;
    int vertices_ = 0;
    bool uploaded_ = false;
    bool visible_ = true;
    QElapsedTimer clock_;
    std::deque<double> intervals_;
};

}  // namespace rigstage
