#include "viewport/overlay_meshes.h"

#include <Qt3DCore/QAttribute>
#include <Qt3DCore/QBuffer>
#include <Qt3DCore/QEntity>
#include <Qt3DCore/QGeometry>
#include <Qt3DRender/QDepthTest>
#include <Qt3DRender/QGeometryRenderer>
#include <Qt3DRender/QMaterial>
#include <Qt3DRender/QParameter>

#include "viewport/mesh_scene.h"
#include "viewport/shaded_material.h"

namespace rigstage {

namespace {

// The divider: a quad placed in normalized device coordinates by the shader, at the near plane.
// Its vertices are far apart in world space only so that frustum culling never drops it.
const char* kDividerVertexShader = R"(#version 150 core
in vec3 vertexPosition;
uniform float centre;
uniform float halfWidth;
void main()
{
    gl_Position = vec4(centre + sign(vertexPosition.x) * halfWidth, sign(vertexPosition.y), -1.0, 1.0);
}
)";

const char* kDividerFragmentShader = R"(#version 150 core
out vec4 fragColor;
void main()
{
    fragColor = vec4(0.93, 0.93, 0.93, 1.0);
}
)";

Qt3DRender::QMaterial* makeDividerMaterial(Qt3DCore::QNode* parent, Qt3DRender::QParameter*& centre, Qt3DRender::QParameter*& halfWidth)
{
    auto* material = new Qt3DRender::QMaterial(parent);
    centre = new Qt3DRender::QParameter(QStringLiteral("centre"), 0.0f, material);
    halfWidth = new Qt3DRender::QParameter(QStringLiteral("halfWidth"), 0.0f, material);
    material->addParameter(centre);
    material->addParameter(halfWidth);
    // Drawn whatever lies in front, and writing the nearest depth so nothing drawn later covers it.
    setForwardShaderEffect(material, kDividerVertexShader, kDividerFragmentShader, Qt3DRender::QDepthTest::Always);
    return material;
}

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

OverlayMeshes::OverlayMeshes(Qt3DCore::QEntity* root, QObject* parent)
    : QObject(parent)
    , root_(root)
    , shaded_(makeShadedMaterial(root, 1.0f))
    , left_(makeShadedMaterial(root, 1.0f, true))
    , right_(makeShadedMaterial(root, 1.0f, true))
    , wire_(makeShadedMaterial(root, 1.0f))
{
    divider_ = new Qt3DCore::QEntity(root_);
    auto* geometry = new Qt3DCore::QGeometry(divider_);
    auto* buffer = new Qt3DCore::QBuffer(geometry);
    const float far = 1.0e5f;
    const float corners[] = {-far, -far, 0, far, -far, 0, far, far, 0, -far, -far, 0, far, far, 0, -far, far, 0};
    buffer->setData(QByteArray(reinterpret_cast<const char*>(corners), qsizetype(sizeof(corners))));
    auto* position = new Qt3DCore::QAttribute(geometry);
    position->setName(Qt3DCore::QAttribute::defaultPositionAttributeName());
    position->setAttributeType(Qt3DCore::QAttribute::VertexAttribute);
    position->setVertexBaseType(Qt3DCore::QAttribute::Float);
    position->setVertexSize(3);
    position->setByteStride(3 * sizeof(float));
    position->setCount(6);
    position->setBuffer(buffer);
    geometry->addAttribute(position);
    auto* renderer = new Qt3DRender::QGeometryRenderer(divider_);
    renderer->setGeometry(geometry);
    renderer->setPrimitiveType(Qt3DRender::QGeometryRenderer::Triangles);
    renderer->setVertexCount(6);
    divider_->addComponent(renderer);
    divider_->addComponent(makeDividerMaterial(divider_, dividerX_, dividerWidth_));
    divider_->setEnabled(false);
}

OverlayMeshes::~OverlayMeshes() = default;  // the entities belong to root

void OverlayMeshes::clear()
{
    for (Part& p : parts_) {
        delete p.entity;
    }
    parts_.clear();
}

void OverlayMeshes::setParts(const std::vector<std::vector<std::uint32_t>>& triangles, const std::vector<Look>& looks)
{
    clear();
    for (std::size_t i = 0; i < triangles.size(); ++i) {
        Part p;
        p.look = i < looks.size() ? looks[i] : Look::Shaded;
        p.entity = new Qt3DCore::QEntity(root_);
        auto* geometry = new Qt3DCore::QGeometry(p.entity);
        p.vertices = new Qt3DCore::QBuffer(geometry);
        p.vertices->setUsage(Qt3DCore::QBuffer::StreamDraw);
        p.attributes = addShadedVertexLayout(geometry, p.vertices);
        const bool wire = p.look == Look::Wire;
        const std::vector<std::uint32_t> indices = wire ? triangleEdges(triangles[i]) : triangles[i];
        geometry->addAttribute(indexAttribute(geometry, indices));
        auto* renderer = new Qt3DRender::QGeometryRenderer(p.entity);
        renderer->setGeometry(geometry);
        renderer->setPrimitiveType(wire ? Qt3DRender::QGeometryRenderer::Lines : Qt3DRender::QGeometryRenderer::Triangles);
        renderer->setVertexCount(int(indices.size()));
        p.entity->addComponent(renderer);
        Qt3DRender::QMaterial* material = p.look == Look::Wire       ? wire_
                                          : p.look == Look::WipeLeft  ? left_
                                          : p.look == Look::WipeRight ? right_
                                                                      : shaded_;
        p.entity->addComponent(material);
        p.entity->setEnabled(visible_);
        parts_.push_back(p);
    }
}

void OverlayMeshes::setVertices(int part, const std::vector<float>& interleaved)
{
    if (part < 0 || part >= int(parts_.size())) {
        return;
    }
    Part& p = parts_[std::size_t(part)];
    p.vertices->setData(QByteArray(reinterpret_cast<const char*>(interleaved.data()), qsizetype(interleaved.size() * sizeof(float))));
    for (Qt3DCore::QAttribute* a : p.attributes) {
        a->setCount(uint(interleaved.size() / 9));
    }
}

void OverlayMeshes::setVisible(bool visible)
{
    visible_ = visible;
    for (Part& p : parts_) {
        p.entity->setEnabled(visible_);
    }
    divider_->setEnabled(visible_ && wipeX_.has_value());
}

void OverlayMeshes::setWireBehind(float units)
{
    setShadedMaterialDepthBias(wire_, units);
}

void OverlayMeshes::setWipe(std::optional<float> x, float width, double devicePixelRatio)
{
    wipeX_ = x;
    const float at = x ? *x * float(devicePixelRatio) : 0.0f;
    setShadedMaterialWipe(left_, x ? -1 : 0, at);
    setShadedMaterialWipe(right_, x ? 1 : 0, at);
    if (x && width > 0.0f) {
        dividerX_->setValue(2.0f * *x / width - 1.0f);
        dividerWidth_->setValue(1.5f / width);  // three pixels wide
    }
    divider_->setEnabled(visible_ && x.has_value());
}

}  // namespace rigstage
