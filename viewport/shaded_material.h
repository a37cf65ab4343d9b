#pragma once
// The one material of the viewport: per-vertex colour lit by a fixed light, two-sided (custom
// GLSL 1.50; needs QT3D_RENDERER=opengl, see docs/rendering.md). tint scales the colour, so the
// mesh wireframe can reuse the mesh's vertex buffer in a darker shade.

#include <optional>
#include <vector>

#include <QColor>

namespace Qt3DCore {
class QNode;
class QGeometry;
class QBuffer;
class QAttribute;
}
namespace Qt3DRender {
class QMaterial;
}
class QByteArray;

namespace rigstage {

/// wipes: the material can be wiped (setShadedMaterialWipe). Only a material that wipes has the
/// wipe's discard in its shader: Mesa's llvmpipe rasterises a multisampled window several times
/// slower with a discard in the shader, even where it never runs.
Qt3DRender::QMaterial* makeShadedMaterial(Qt3DCore::QNode* parent, float tint, bool wipes = false);
/// Gives material the viewport's kind of effect: one forward pass of these GLSL 1.50 shaders
/// (OpenGL 3.2 core), depth-tested with depthFunction (a Qt3DRender::QDepthTest::DepthFunction).
void setForwardShaderEffect(Qt3DRender::QMaterial* material, const QByteArray& vertexShader, const QByteArray& fragmentShader,
                            int depthFunction);
/// Flat: everything this material draws in one unlit colour (none: shaded again).
void setShadedMaterialFlat(Qt3DRender::QMaterial* material, const std::optional<QColor>& colour);
/// X-ray: what this material draws shows through everything drawn without it (bones over the mesh).
void setShadedMaterialXray(Qt3DRender::QMaterial* material, bool xray);
/// Wipe: what this material draws shows only left of (side -1) or right of (side 1) the framebuffer
/// column framebufferX (device pixels from the left); side 0 draws everything again. Only a material
/// made with wipes can be wiped: another draws everything whatever side says.
void setShadedMaterialWipe(Qt3DRender::QMaterial* material, int side, float framebufferX);
/// Depth bias: what this material draws is depth-tested as if units (world) further from the
/// camera, so a surface drawn with another material in the same place shows over it (0: none).
void setShadedMaterialDepthBias(Qt3DRender::QMaterial* material, float units);

/// Adds the material's vertex layout to a geometry: position, normal and colour, 3 floats each,
/// interleaved in buffer (9 floats per vertex). Returns the three attributes (their counts start at 0).
std::vector<Qt3DCore::QAttribute*> addShadedVertexLayout(Qt3DCore::QGeometry* geometry, Qt3DCore::QBuffer* buffer);

}  // namespace rigstage
