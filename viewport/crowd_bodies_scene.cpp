#include "viewport/crowd_bodies_scene.h"

#include <algorithm>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include <Qt3DCore/QAttribute>
#include <Qt3DCore/QBuffer>
#include <Qt3DCore/QEntity>
#include <Qt3DCore/QGeometry>
#include <Qt3DLogic/QFrameAction>
#include <Qt3DRender/QGeometryRenderer>
#include <Qt3DRender/QMaterial>

#include "viewport/shaded_material.h"

namespace rigstage {

namespace {

Qt3DCore::QAttribute* floatAttribute(Qt3DCore::QGeometry* geometry, Qt3DCore::QBuffer* buffer, const QString& name,
                                     uint offsetFloats, uint strideFloats)
{
    auto* a = new Qt3DCore::QAttribute(geometry);
    a->setName(name);
    a->setAttributeType(Qt3DCore::QAttribute::VertexAttribute);
    a->setVertexBaseType(Qt3DCore::QAttribute::Float);
    a->setVertexSize(3);
    a->setByteOffset(offsetFloats * sizeof(float));
    a->setByteStride(strideFloats * sizeof(float));
    a->setCount(0);
    a->setBuffer(buffer);
    geometry->addAttribute(a);
    return a;
}

/// Keeps freed memory in the process. Mesa's llvmpipe allocates a frame's bins (tens of MB with
/// the crowd, multisampled) and frees them when the frame is drawn; glibc gave that memory back to
/// the kernel every frame, so the next frame page-faulted all of it in again (a frame of 100
/// skinned walkers then took 45-55 ms instead of about 22). The heap now keeps up to 256 MB it no
/// longer uses; one allocation of 32 MB or more still gets pages of its own, returned when freed.
void keepFreedMemory()
{
#if defined(__GLIBC__)
    static const bool done = [] {
        mallopt(M_MMAP_THRESHOLD, 32 << 20);  // glibc's own ceiling for its sliding threshold
        mallopt(M_TRIM_THRESHOLD, 256 << 20);
        return true;
    }();
    (void)done;
#endif
}

}  // namespace

CrowdBodiesScene::CrowdBodiesScene(Qt3DCore::QEntity* root, QObject* parent)
    : QObject(parent)
{
    keepFreedMemory();
    entity_ = new Qt3DCore::QEntity(root);
    auto* geometry = new Qt3DCore::QGeometry(entity_);
    vertexBuffer_ = new Qt3DCore::QBuffer(geometry);
    vertexBuffer_->setUsage(Qt3DCore::QBuffer::StreamDraw);
    colourBuffer_ = new Qt3DCore::QBuffer(geometry);
    indexBuffer_ = new Qt3DCore::QBuffer(geometry);
    vertexAttributes_ = {floatAttribute(geometry, vertexBuffer_, Qt3DCore::QAttribute::defaultPositionAttributeName(), 0, 6),
                         floatAttribute(geometry, vertexBuffer_, Qt3DCore::QAttribute::defaultNormalAttributeName(), 3, 6)};
    colourAttribute_ = floatAttribute(geometry, colourBuffer_, Qt3DCore::QAttribute::defaultColorAttributeName(), 0, 3);
    indexAttribute_ = new Qt3DCore::QAttribute(geometry);
    indexAttribute_->setAttributeType(Qt3DCore::QAttribute::IndexAttribute);
    indexAttribute_->setVertexBaseType(Qt3DCore::QAttribute::UnsignedInt);
    indexAttribute_->setBuffer(indexBuffer_);
    indexAttribute_->setCount(0);
    geometry->addAttribute(indexAttribute_);
    renderer_ = new Qt3DRender::QGeometryRenderer(entity_);
    renderer_->setGeometry(geometry);
    renderer_->setPrimitiveType(Qt3DRender::QGeometryRenderer::Triangles);
    renderer_->setVertexCount(0);
    material_ = makeShadedMaterial(entity_, 1.0f);  // without the wipe's discard: see makeShadedMaterial
    entity_->addComponent(renderer_);
    entity_->addComponent(material_);
    entity_->setEnabled(false);

    // The clock lives on an entity of its own that stays enabled, so frames are timed whether or
    // not bodies are drawn.
    auto* clockEntity = new Qt3DCore::QEntity(root);
    auto* frames = new Qt3DLogic::QFrameAction(clockEntity);
    clockEntity->addComponent(frames);
    connect(frames, &Qt3DLogic::QFrameAction::triggered, this, [this](float) {
        // Timed here rather than from the argument: the interval as the main thread sees it, which
        // includes what the application does between frames (evaluating and skinning the crowd).
        if (clock_.isValid()) {
            intervals_.push_back(double(clock_.nsecsElapsed()) / 1e6);
            if (intervals_.size() > 30) {
                intervals_.pop_front();
            }
        }
        clock_.start();
        Q_EMIT frameRan();
    });
}

void CrowdBodiesScene::setTopology(const std::vector<std::uint32_t>& triangles, const std::vector<glm::vec3>& colours)
{
    colours_ = colours;
    triangles_ = int(triangles.size() / 3);
    vertices_ = int(colours.size());
    uploaded_ = false;
    indexBuffer_->setData(QByteArray(reinterpret_cast<const char*>(triangles.data()), qsizetype(triangles.size() * sizeof(std::uint32_t))));
    indexAttribute_->setCount(uint(triangles.size()));
    colourBuffer_->setData(QByteArray(reinterpret_cast<const char*>(colours.data()), qsizetype(colours.size() * sizeof(glm::vec3))));
    colourAttribute_->setCount(uint(colours.size()));
    for (Qt3DCore::QAttribute* a : vertexAttributes_) {
        a->setCount(0);
    }
    renderer_->setVertexCount(int(triangles.size()));
    entity_->setEnabled(false);  // until its vertices come
}

void CrowdBodiesScene::setVertices(const std::vector<float>& positionsAndNormals)
{
    if (positionsAndNormals.size() != std::size_t(vertices_) * 6) {
        return;  // not the topology's vertices: a stale frame
    }
    vertexBuffer_->setData(QByteArray(reinterpret_cast<const char*>(positionsAndNormals.data()),
                                      qsizetype(positionsAndNormals.size() * sizeof(float))));
    for (Qt3DCore::QAttribute* a : vertexAttributes_) {
        a->setCount(uint(vertices_));
    }
    uploaded_ = true;
    entity_->setEnabled(isDrawn());
}

void CrowdBodiesScene::setVisible(bool visible)
{
    visible_ = visible;
    entity_->setEnabled(isDrawn());
}

bool CrowdBodiesScene::isDrawn() const
{
    return visible_ && uploaded_ && triangles_ > 0;
}

double CrowdBodiesScene::frameMilliseconds() const
{
    if (intervals_.empty()) {
        return 0.0;
    }
    std::vector<double> sorted(intervals_.begin(), intervals_.end());
    std::nth_element(sorted.begin(), sorted.begin() + std::ptrdiff_t(sorted.size() / 2), sorted.end());
    return sorted[sorted.size() / 2];
}

void CrowdBodiesScene::restartFrameClock()
{
    intervals_.clear();
    clock_.invalidate();
}

}  // namespace rigstage
