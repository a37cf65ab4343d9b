#include "viewport/stage_window.h"


#include "viewport/mesh_scene.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QScopeGuard>
#include <QSurfaceFormat>
#include <QTimer>
#include <QWheelEvent>

#include <Qt3DCore/QEntity>
#include <Qt3DExtras/QForwardRenderer>
#include <Qt3DRender/QCamera>
#include <Qt3DRender/QRenderCapture>

#include <glm/gtc/quaternion.hpp>

namespace rigstage {

void preferOpenGlRenderer()
{
    if (!qEnvironmentVariableIsSet("QT3D_RENDERER")) {
        qputenv("QT3D_RENDERER", "opengl");
    }
}

StageWindow::StageWindow()
{
    preferOpenGlRenderer();
    defaultFrameGraph()->setClearColor(QColor(38, 40, 46));
    auto* root = new Qt3DCore::QEntity();
    scene_ = new SkeletonScene(root, this);
    labels_ = std::make_unique<BoneLabels>(root);
    setRootEntity(root);
    capture_ = new Qt3DRender::QRenderCapture();
    activeFrameGraph()->setParent(capture_);
    setActiveFrameGraph(capture_);
    applyCamera();
}

void StageWindow::setCameraSpec(const CameraSpec& camera)
{
    camera_ = camera;
    applyCamera();
}

void StageWindow::applyCamera()
{
    Qt3DRender::QCamera* c = camera();
    const float aspect = height() > 0 ? float(width()) / float(height()) : 1.0f;
    if (camera_.orthographic) {
        // The same box as CameraSpec::viewProjection, so picking matches what is drawn.
        const float halfHeight = glm::length(camera_.target - camera_.position) * std::tan(glm::radians(camera_.verticalFovDegrees(aspect)) * 0.5f);
        c->lens()->setOrthographicProjection(-halfHeight * aspect, halfHeight * aspect, -halfHeight, halfHeight, -camera_.farPlane,
                                             camera_.farPlane);
    } else {
        c->lens()->setPerspectiveProjection(camera_.verticalFovDegrees(aspect), aspect, camera_.nearPlane, camera_.farPlane);
    }
    c->setPosition(QVector3D(camera_.position.x, camera_.position.y, camera_.position.z));
    c->setUpVector(QVector3D(camera_.up.x, camera_.up.y, camera_.up.z));
    c->setViewCenter(QVector3D(camera_.target.x, camera_.target.y, camera_.target.z));
    if (labels_) {
        labels_->face(camera_, size());
    }
}

void StageWindow::setLabels(const std::vector<BoneLabels::Label>& labels)
{
    labels_->setLabels(labels, camera_, size());
}

void StageWindow::capture(std::function<void(const QImage&)> done)
{
    Qt3DRender::QRenderCaptureReply* reply = capture_->requestCapture();
    connect(reply, &Qt3DRender::QRenderCaptureReply::completed, this, [reply, done] {
        done(reply->image());
        reply->deleteLater();
    });
}

StageWindow::Drag StageWindow::dragFor(Qt::MouseButton button, Qt::KeyboardModifiers modifiers) const
{
    const bool alt = modifiers & Qt::AltModifier, ctrl = modifiers & Qt::ControlModifier, shift = modifiers & Qt::ShiftModifier;
    switch (scheme_) {
    case NavigationScheme::Maya:
        if (!alt) {
            return Drag::None;
        }
        return button == Qt::LeftButton ? Drag::Orbit : button == Qt::MiddleButton ? Drag::Pan
             : button == Qt::RightButton ? Drag::Zoom : Drag::None;
    case NavigationScheme::Max:
        if (button != Qt::MiddleButton) {
            return Drag::None;
        }
        return alt && ctrl ? Drag::Zoom : alt ? Drag::Orbit : Drag::Pan;
    case NavigationScheme::Blender:
        if (button != Qt::MiddleButton) {
            return Drag::None;
        }
        return ctrl ? Drag::Zoom : shift ? Drag::Pan : Drag::Orbit;
    }
    return Drag::None;
}

void StageWindow::mousePressEvent(QMouseEvent* event)
{
    lastMouse_ = pressMouse_ = event->position();
    drag_ = dragFor(event->button(), event->modifiers());
    if (drag_ == Drag::None && event->button() == Qt::LeftButton && !(event->modifiers() & Qt::AltModifier)) {
        Q_EMIT leftPressed(event->position().toPoint());
    }
}

void StageWindow::mouseMoveEvent(QMouseEvent* event)
{
    const QPointF delta = event->position() - lastMouse_;
    lastMouse_ = event->position();
    switch (drag_) {
    case Drag::Orbit: orbit(delta); break;
    case Drag::Pan: pan(delta); break;
    case Drag::Zoom: zoom(std::pow(1.005f, float(delta.y() - delta.x()))); break;
    case Drag::None:
        if (event->buttons() & Qt::LeftButton) {
            Q_EMIT leftDragged(event->position().toPoint());
        } else if (event->buttons() == Qt::NoButton) {
            Q_EMIT hovered(event->position().toPoint());
        }
        break;
    }
}

bool StageWindow::event(QEvent* event)
{
    if (event->type() == QEvent::Leave) {
        Q_EMIT hovered(QPoint(-1, -1));  // nothing is under the mouse any more
    }
    return Qt3DExtras::Qt3DWindow::event(event);
}

void StageWindow::mouseReleaseEvent(QMouseEvent* event)
{
    if (drag_ != Drag::None) {
        drag_ = Drag::None;
        Q_EMIT cameraEdited();
        return;
    }
    if (event->button() == Qt::RightButton && (event->position() - pressMouse_).manhattanLength() < 4.0) {
        Q_EMIT contextMenuRequested(event->position().toPoint());
        return;
    }
    if (event->button() == Qt::LeftButton) {
        Q_EMIT leftReleased(event->position().toPoint());
        if ((event->position() - pressMouse_).manhattanLength() < 4.0) {
            Q_EMIT clicked(event->position().toPoint(), event->modifiers());
        }
    }
}

void StageWindow::wheelEvent(QWheelEvent* event)
{
    zoom(std::pow(0.999f, float(event->angleDelta().y())));
    Q_EMIT cameraEdited();
}

namespace {

int driveBit(int key)
{
    switch (key) {
    case Qt::Key_W: case Qt::Key_Up: return 1;
    case Qt::Key_S: case Qt::Key_Down: return 2;
    case Qt::Key_A: case Qt::Key_Left: return 4;
    case Qt::Key_D: case Qt::Key_Right: return 8;
    default: return 0;
    }
}

}  // namespace

void StageWindow::setDriveMode(bool on)
{
    driveMode_ = on;
    driveKeys_ = 0;
    emitStick();
}

void StageWindow::emitStick()
{
    // Forward is the view direction flattened onto the ground.
    glm::vec3 forward = camera_.target - camera_.position;
    const glm::vec3 up = glm::normalize(camera_.up);
    forward -= up * glm::dot(forward, up);
    if (glm::length(forward) < 1e-5f) {
        forward = glm::vec3(0, 1, 0);
    }
    forward = glm::normalize(forward);
    const glm::vec3 right = glm::cross(forward, up);
    glm::vec3 move(0.0f);
    if (driveKeys_ & 1) move += forward;
    if (driveKeys_ & 2) move -= forward;
    if (driveKeys_ & 4) move -= right;
    if (driveKeys_ & 8) move += right;
    const glm::vec2 stick = glm::length(move) > 1e-5f ? glm::normalize(glm::vec2(move.x, move.y)) : glm::vec2(0.0f);
    Q_EMIT stickChanged(stick);
}

void StageWindow::keyReleaseEvent(QKeyEvent* event)
{
    if (driveMode_ && driveBit(event->key()) && !event->isAutoRepeat()) {
        driveKeys_ &= ~driveBit(event->key());
        emitStick();
        return;
    }
    Qt3DExtras::Qt3DWindow::keyReleaseEvent(event);
}

void StageWindow::keyPressEvent(QKeyEvent* event)
{
    if (driveMode_ && driveBit(event->key())) {
        if (!event->isAutoRepeat()) {
            driveKeys_ |= driveBit(event->key());
            emitStick();
        }
        return;
    }
    if (event->key() == Qt::Key_F) {
        Q_EMIT frameSelectedRequested();
    } else if (event->key() == Qt::Key_A) {
        Q_EMIT frameAllRequested();
    } else {
        Qt3DExtras::Qt3DWindow::keyPressEvent(event);
    }
}

void StageWindow::resizeEvent(QResizeEvent* event)
{
    Qt3DExtras::Qt3DWindow::resizeEvent(event);
    applyCamera();
}

void StageWindow::orbit(const QPointF& delta)
{
    // Turn about the up axis (yaw) and about the camera's right axis (pitch), around the target.
    // Orbiting leaves a side view for perspective, as DCCs do; the framing at the target stays.
    camera_.orthographic = false;
    const glm::vec3 offset = camera_.position - camera_.target;
    const glm::vec3 up = glm::normalize(camera_.up);
    const glm::quat yaw = glm::angleAxis(glm::radians(float(-delta.x()) * 0.4f), up);
    glm::vec3 right = glm::cross(-offset, up);
    if (glm::length(right) < 1e-6f) {
        return;
    }
    right = glm::normalize(right);
    const glm::quat pitch = glm::angleAxis(glm::radians(float(-delta.y()) * 0.4f), right);
    const glm::vec3 turned = yaw * (pitch * offset);
    if (glm::length(glm::cross(glm::normalize(turned), up)) < 0.02f) {
        camera_.position = camera_.target + yaw * offset;  // don't pass over the pole
    } else {
        camera_.position = camera_.target + turned;
    }
    applyCamera();
}

void StageWindow::pan(const QPointF& delta)
{
    const glm::vec3 forward = camera_.target - camera_.position;
    const glm::vec3 right = glm::normalize(glm::cross(forward, camera_.up));
    const glm::vec3 up = glm::normalize(glm::cross(right, forward));
    const float perPixel = camera_.unitsPerPixel(camera_.target, size());
    const glm::vec3 move = (-right * float(delta.x()) + up * float(delta.y())) * perPixel;
    camera_.position += move;
    camera_.target += move;
    applyCamera();
}

void StageWindow::zoom(float factor)
{
    const glm::vec3 offset = camera_.position - camera_.target;
    const float distance = std::clamp(glm::length(offset) * factor, camera_.nearPlane * 2.0f, camera_.farPlane * 0.5f);
    camera_.position = camera_.target + glm::normalize(offset) * distance;
    applyCamera();
}

QImage renderSkeletonImage(const std::vector<BoneStyle>& bones, const std::vector<glm::mat4>& world,
                           const SkeletonMeshOptions& options, bool zUp, const CameraSpec& camera, const QSize& size,
                           QString* error, int timeoutMs, const std::vector<RenderMesh>& meshes, const Terrain* terrain,
                           const RenderLook& look)
{
    OffscreenRenderer renderer;
    return renderer.render(bones, world, options, zUp, camera, size, error, timeoutMs, meshes, terrain, look);
}

OffscreenRenderer::OffscreenRenderer() = default;
OffscreenRenderer::~OffscreenRenderer() = default;

QImage OffscreenRenderer::render(const std::vector<BoneStyle>& bones, const std::vector<glm::mat4>& world,
                                 const SkeletonMeshOptions& options, bool zUp, const CameraSpec& camera, const QSize& size,
                                 QString* error, int timeoutMs, const std::vector<RenderMesh>& meshes, const Terrain* terrain,
                                 const RenderLook& look)
{
    const bool fresh = !window_ || size_ != size || antialias_ != look.antialias;
    // Without anti-aliasing a pixel is covered exactly when its centre is inside a triangle (ties:
    // the rasteriser's edge rule), as in a DCC's mask. That needs one sample per pixel: a
    // multisampled edge resolves to grey, and any threshold on the grey counts a pixel by the share
    // of its samples covered, which is not its centre (with 4 samples, rounding at half counts a
    // pixel with 2 covered: masks about a quarter pixel too fat at every edge). Qt3DWindow asks for 4 samples in the window's format and in
    // the default format, which its renderer's OpenGL context is created with; Mesa's GLX draws a
    // window in its context's format, so both are made single-sampled until a new window's first
    // frame is taken (its context is made by then, and kept with the window).
    const QSurfaceFormat defaultFormat = QSurfaceFormat::defaultFormat();
    const auto restoreDefault = qScopeGuard([&] { QSurfaceFormat::setDefaultFormat(defaultFormat); });
    if (fresh) {
        window_.reset();
        window_ = std::make_unique<StageWindow>();
        ++windowsMade_;
        size_ = size;
        antialias_ = look.antialias;
        hasTerrain_ = false;
        topology_.clear();
        layers_.clear();
        if (!look.antialias) {
            QSurfaceFormat format = window_->format();
            format.setSamples(0);
            window_->setFormat(format);
            QSurfaceFormat singleSample = defaultFormat;
            singleSample.setSamples(0);
            QSurfaceFormat::setDefaultFormat(singleSample);
        }
    }
    StageWindow& window = *window_;
    window.defaultFrameGraph()->setClearColor(look.background);
    window.scene()->setFlatColour(look.flatColour);
    window.scene()->setBones(bones, zUp, options.characterSize);
    window.scene()->setOptions(options);
    window.scene()->setPose(world);
    std::vector<std::vector<std::uint32_t>> triangles;
    std::vector<int> layers;
    for (const RenderMesh& m : meshes) {
        triangles.push_back(m.triangles);
        layers.push_back(m.layer);
    }
    // A kept window's meshes change only their vertices from one pose to the next.
    if (fresh || triangles != topology_ || layers != layers_) {
        window.scene()->meshes()->setTopology(triangles);
        window.scene()->meshes()->setLayers(layers);
        topology_ = std::move(triangles);
        layers_ = std::move(layers);
    }
    // A mesh-only render (for silhouette comparisons) has no grid either.
    window.scene()->setGridVisible(options.showBones || options.showHelpers || meshes.empty());
    for (std::size_t m = 0; m < meshes.size(); ++m) {
        window.scene()->meshes()->setVertices(int(m), meshes[m].vertices);
    }
    if (terrain && !world.empty()) {
        const float half = std::max(100.0f, options.characterSize * 1.5f);
        window.scene()->setTerrain(terrain, glm::vec3(world.front()[3]), half, half / 10.0f);
        hasTerrain_ = true;
    } else if (hasTerrain_) {
        window.scene()->setTerrain(nullptr, glm::vec3(0.0f), 0.0f, 1.0f);  // the grid, as a new window has it
        hasTerrain_ = false;
    }
    if (fresh) {
        window.resize(size);
    }
    window.setCameraSpec(camera);
    if (fresh) {
        window.show();
    }

    // Capture until a frame shows the skeleton: the first frames after show() may predate the
    // buffer upload, especially on a loaded machine. An empty scene returns its last frame.
    const QRgb clear = look.background.rgb();
    auto hasContent = [clear](const QImage& image) {
        const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
        for (int y = 0; y < rgb.height(); y += 2) {
            const QRgb* line = reinterpret_cast<const QRgb*>(rgb.constScanLine(y));
            for (int x = 0; x < rgb.width(); x += 2) {
                if ((line[x] & 0xffffff) != (clear & 0xffffff)) {
                    return true;
                }
            }
        }
        return false;
    };
    const bool expectContent = !world.empty() || !meshes.empty();
    QImage result;
    bool done = false;
    QEventLoop loop;
    std::function<void()> request = [&] {
        window.capture([&](const QImage& image) {
            result = image;
            if (!expectContent || hasContent(image)) {
                done = true;
                loop.quit();
            } else {
                QTimer::singleShot(100, &window, request);
            }
        });
    };
    // A new window's first frames come late; a kept one draws the changes with its next frame.
    QTimer::singleShot(fresh ? 200 : 0, &window, request);
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    loop.exec();
    if (!done) {
        window_.reset();  // a capture or its retry may still be coming: the next render starts afresh
    }
    if (!done && !result.isNull()) {
        done = true;  // the scene may simply be empty (every bone hidden)
    }
    if (!done || result.isNull()) {
        if (error) {
            *error = QCoreApplication::translate("StageWindow",
                                                 "no frame was rendered within %1 ms (is there an X server, and is "
                                                 "QT3D_RENDERER=opengl?)")
                         .arg(timeoutMs);
        }
        return {};
    }
    result = result.convertToFormat(QImage::Format_RGB32);
    if (!look.antialias && look.flatColour) {
        // Single-sampled, the capture holds only the two colours. A driver that multisamples
        // anyway (a forced anti-aliasing setting) leaves grey edges: each pixel becomes the nearer
        // of the two colours, so the mask is at least binary.
        const QRgb inside = look.flatColour->rgb(), outside = look.background.rgb();
        const auto distance = [](QRgb a, QRgb b) {
            return std::abs(qRed(a) - qRed(b)) + std::abs(qGreen(a) - qGreen(b)) + std::abs(qBlue(a) - qBlue(b));
        };
        for (int y = 0; y < result.height(); ++y) {
            QRgb* line = reinterpret_cast<QRgb*>(result.scanLine(y));
            for (int x = 0; x < result.width(); ++x) {
                line[x] = distance(line[x], inside) < distance(line[x], outside) ? inside : outside;
            }
        }
    }
    return result;
}

}  // namespace rigstage
