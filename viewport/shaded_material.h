#pragma once
// The one material of the viewport: per-vertex colour lit by a fixed light, two-sided (custom
// GLSL 1.50; needs QT3D_RENDERER=opengl, see docs/rendering.md). tint scales the colour, so the
// mesh wireframe can reuse the mesh's vertex buffer in a darker shade.

namespace Qt3DCore {
class QNode;
}
namespace Qt3DRender {
class QMaterial;
}

namespace rigstage {

Qt3DRender::QMaterial* makeShadedMaterial(Qt3DCore::QNode* parent, float tint);

}  // namespace rigstage
