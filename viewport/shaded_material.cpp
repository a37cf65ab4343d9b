#include "viewport/shaded_material.h"

#include <Qt3DCore/QAttribute>
#include <Qt3DCore/QBuffer>
#include <Qt3DCore/QGeometry>
#include <Qt3DRender/QDepthTest>
#include <Qt3DRender/QEffect>
#include <Qt3DRender/QFilterKey>
#include <Qt3DRender/QGraphicsApiFilter>
#include <Qt3DRender/QMaterial>
#include <Qt3DRender/QParameter>
#include <Qt3DRender/QRenderPass>
#include <Qt3DRender/QShaderProgram>
#include <Qt3DRender/QTechnique>

#include <QVector3D>

namespace rigstage {

namespace {

// Shaded colour: per-vertex colour lit by a headlight-ish fixed direction, two-sided.
const char* kVertexShader = R"(#version 150 core
in vec3 vertexPosition;
in vec3 vertexNormal;
in vec3 vertexColor;
out vec3 colour;
out vec3 normal;
uniform mat4 mvp;
uniform mat4 modelView;
uniform mat4 projectionMatrix;
uniform float tint;
uniform float xray;
uniform float depthBias;
void main()
{
    colour = vertexColor * tint;
    normal = vertexNormal;
    gl_Position = mvp * vec4(vertexPosition, 1.0);
    // Pushed away from the camera by depthBias world units, so a surface in the same place wins.
    if (depthBias != 0.0)
        gl_Position = projectionMatrix * (modelView * vec4(vertexPosition, 1.0) - vec4(0.0, 0.0, depthBias, 0.0));
    // X-ray: squeeze the depth into the front 0.1 % of the range, so these triangles draw over
    // everything else but still hide each other in the right order.
    gl_Position.z = mix(gl_Position.z, gl_Position.z * 0.001 - 0.999 * gl_Position.w, xray);
}
)";

// The fragment shader; the wipe's discard only in materials that wipe (see makeShadedMaterial).
QByteArray shadedFragmentShader(bool wipes)
{
    QByteArray code = R"(#version 150 core
in vec3 colour;
in vec3 normal;
out vec4 fragColor;
uniform float flatness;
uniform vec3 flatColour;
uniform float wipeSide;
uniform float wipeX;
void main()
{
)";
    if (wipes) {
        code += R"(    // A wipe keeps one side of a screen column (-1: left of it, 1: right, 0: everything).
    if (wipeSide * (gl_FragCoord.x - wipeX) < 0.0)
        discard;
)";
    }
    code += R"(    vec3 light = normalize(vec3(0.3, -0.8, 0.6));
    float shade = 0.55 + 0.45 * abs(dot(normalize(normal), light));
    // Flat: one colour, unlit, for silhouettes compared against a DCC's masks.
    fragColor = vec4(mix(colour * shade, flatColour, flatness), 1.0);
}
)";
    return code;
}

}  // namespace

void setForwardShaderEffect(Qt3DRender::QMaterial* material, const QByteArray& vertexShader, const QByteArray& fragmentShader,
                            int depthFunction)
{
    auto* effect = new Qt3DRender::QEffect(material);
    auto* technique = new Qt3DRender::QTechnique(effect);
    technique->graphicsApiFilter()->setApi(Qt3DRender::QGraphicsApiFilter::OpenGL);
    technique->graphicsApiFilter()->setProfile(Qt3DRender::QGraphicsApiFilter::CoreProfile);
    technique->graphicsApiFilter()->setMajorVersion(3);
    technique->graphicsApiFilter()->setMinorVersion(2);
    auto* key = new Qt3DRender::QFilterKey(technique);
    key->setName(QStringLiteral("renderingStyle"));
    key->setValue(QStringLiteral("forward"));
    technique->addFilterKey(key);
    auto* pass = new Qt3DRender::QRenderPass(technique);
    auto* program = new Qt3DRender::QShaderProgram(pass);
    program->setVertexShaderCode(vertexShader);
    program->setFragmentShaderCode(fragmentShader);
    pass->setShaderProgram(program);
    auto* depth = new Qt3DRender::QDepthTest(pass);
    depth->setDepthFunction(Qt3DRender::QDepthTest::DepthFunction(depthFunction));
    pass->addRenderState(depth);
    technique->addRenderPass(pass);
    effect->addTechnique(technique);
    material->setEffect(effect);
}

Qt3DRender::QMaterial* makeShadedMaterial(Qt3DCore::QNode* parent, float tint, bool wipes)
{
    auto* material = new Qt3DRender::QMaterial(parent);
    material->addParameter(new Qt3DRender::QParameter(QStringLiteral("tint"), tint, material));
    material->addParameter(new Qt3DRender::QParameter(QStringLiteral("xray"), 0.0f, material));
    material->addParameter(new Qt3DRender::QParameter(QStringLiteral("flatness"), 0.0f, material));
    material->addParameter(new Qt3DRender::QParameter(QStringLiteral("flatColour"), QVector3D(1, 1, 1), material));
    material->addParameter(new Qt3DRender::QParameter(QStringLiteral("wipeSide"), 0.0f, material));
    material->addParameter(new Qt3DRender::QParameter(QStringLiteral("wipeX"), 0.0f, material));
    material->addParameter(new Qt3DRender::QParameter(QStringLiteral("depthBias"), 0.0f, material));
    setForwardShaderEffect(material, kVertexShader, shadedFragmentShader(wipes), Qt3DRender::QDepthTest::LessOrEqual);
    return material;
}


void setShadedMaterialFlat(Qt3DRender::QMaterial* material, const std::optional<QColor>& colour)
{
    for (Qt3DRender::QParameter* parameter : material->parameters()) {
        if (parameter->name() == QLatin1String("flatness")) {
            parameter->setValue(colour ? 1.0f : 0.0f);
        } else if (parameter->name() == QLatin1String("flatColour") && colour) {
            parameter->setValue(QVector3D(float(colour->redF()), float(colour->greenF()), float(colour->blueF())));
        }
    }
}

void setShadedMaterialXray(Qt3DRender::QMaterial* material, bool xray)
{
    for (Qt3DRender::QParameter* parameter : material->parameters()) {
        if (parameter->name() == QLatin1String("xray")) {
            parameter->setValue(xray ? 1.0f : 0.0f);
        }
    }
}

void setShadedMaterialWipe(Qt3DRender::QMaterial* material, int side, float framebufferX)
{
    for (Qt3DRender::QParameter* parameter : material->parameters()) {
        if (parameter->name() == QLatin1String("wipeSide")) {
            parameter->setValue(float(side));
        } else if (parameter->name() == QLatin1String("wipeX")) {
            parameter->setValue(framebufferX);
        }
    }
}

void setShadedMaterialDepthBias(Qt3DRender::QMaterial* material, float units)
{
    for (Qt3DRender::QParameter* parameter : material->parameters()) {
        if (parameter->name() == QLatin1String("depthBias")) {
            parameter->setValue(units);
        }
    }
}

std::vector<Qt3DCore::QAttribute*> addShadedVertexLayout(Qt3DCore::QGeometry* geometry, Qt3DCore::QBuffer* buffer)
{
    const struct {
        QString name;
        uint offset;
    } layout[] = {{Qt3DCore::QAttribute::defaultPositionAttributeName(), 0},
                  {Qt3DCore::QAttribute::defaultNormalAttributeName(), 3},
                  {Qt3DCore::QAttribute::defaultColorAttributeName(), 6}};
    std::vector<Qt3DCore::QAttribute*> attributes;
    for (const auto& l : layout) {
        auto* a = new Qt3DCore::QAttribute(geometry);
        a->setName(l.name);
        a->setAttributeType(Qt3DCore::QAttribute::VertexAttribute);
        a->setVertexBaseType(Qt3DCore::QAttribute::Float);
        a->setVertexSize(3);
        a->setByteOffset(l.offset * sizeof(float));
        a->setByteStride(9 * sizeof(float));
        a->setCount(0);
        a->setBuffer(buffer);
        geometry->addAttribute(a);
        attributes.push_back(a);
    }
    return attributes;
}

}  // namespace rigstage
