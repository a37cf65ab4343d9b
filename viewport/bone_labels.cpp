#include "viewport/bone_labels.h"

#include <Qt3DCore/QEntity>
#include <Qt3DCore/QTransform>
#include <Qt3DExtras/QPlaneMesh>
#include <Qt3DExtras/QTextureMaterial>
#include <Qt3DRender/QPaintedTextureImage>
#include <Qt3DRender/QTexture>

#include <QFontMetrics>
#include <QPainter>

#include <cmath>

#include <glm/gtc/quaternion.hpp>

namespace rigstage {

namespace {

// The text is painted into a texture at this pixel height (twice the screen size, for sharp
// edges when the quad is drawn at kPixelHeight) on a quad of the same aspect.
constexpr int kTexturePixels = 28;

/// A label's picture: the text in pale yellow over a dark, half-transparent plate.
class LabelImage : public Qt3DRender::QPaintedTextureImage {
public:
    explicit LabelImage(Qt3DCore::QNode* parent) : Qt3DRender::QPaintedTextureImage(parent) {}
    void setText(const QString& text)
    {
        text_ = text;
        QFont font;
        font.setPixelSize(kTexturePixels - 8);
        const int width = QFontMetrics(font).horizontalAdvance(text_) + 12;
        setSize(QSize(std::max(width, 8), kTexturePixels));
        update();
    }
    float aspect() const { return float(width()) / float(height()); }

protected:
    void paint(QPainter* painter) override
    {
        painter->setCompositionMode(QPainter::CompositionMode_Source);
        painter->fillRect(QRect(QPoint(0, 0), size()), QColor(20, 22, 28, 170));
        QFont font;
        font.setPixelSize(kTexturePixels - 8);
        painter->setFont(font);
        painter->setPen(QColor(255, 244, 160));
        painter->drawText(QRect(QPoint(6, 0), size() - QSize(6, 0)), Qt::AlignVCenter | Qt::AlignLeft, text_);
    }

private:
    QString text_;
};

}  // namespace

struct BoneLabels::Entry {
    Qt3DCore::QEntity* entity = nullptr;
    Qt3DCore::QTransform* transform = nullptr;
    LabelImage* image = nullptr;
    QString text;
};

BoneLabels::BoneLabels(Qt3DCore::QEntity* root)
    : root_(root)
{
}

BoneLabels::~BoneLabels() = default;

void BoneLabels::setLabels(const std::vector<Label>& labels, const CameraSpec& camera, const QSize& size)
{
    while (pool_.size() < labels.size()) {
        auto e = std::make_unique<Entry>();
        e->entity = new Qt3DCore::QEntity(root_);
        auto* mesh = new Qt3DExtras::QPlaneMesh(e->entity);
        mesh->setWidth(1.0f);
        mesh->setHeight(1.0f);
        auto* texture = new Qt3DRender::QTexture2D(e->entity);
        e->image = new LabelImage(texture);
        texture->addTextureImage(e->image);
        texture->setMinificationFilter(Qt3DRender::QAbstractTexture::Linear);
        texture->setMagnificationFilter(Qt3DRender::QAbstractTexture::Linear);
        auto* material = new Qt3DExtras::QTextureMaterial(e->entity);
        material->setTexture(texture);
        material->setAlphaBlendingEnabled(true);
        e->transform = new Qt3DCore::QTransform(e->entity);
        e->entity->addComponent(mesh);
        e->entity->addComponent(material);
        e->entity->addComponent(e->transform);
        pool_.push_back(std::move(e));
    }
    for (std::size_t i = 0; i < pool_.size(); ++i) {
        Entry& e = *pool_[i];
        const bool used = i < labels.size();
        e.entity->setEnabled(used);
        if (used && e.text != labels[i].text) {  // each frame moves the labels; the pictures stay
            e.text = labels[i].text;
            e.image->setText(e.text);
        }
    }
    shown_ = labels;
    face(camera, size);
}

void BoneLabels::face(const CameraSpec& camera, const QSize& size)
{
    if (shown_.empty() || size.height() <= 0) {
        return;
    }
    // The plane mesh lies in its X-Z plane facing +Y: turned so +Y points at the camera, +X to the
    // camera's right and -Z up (the picture's top).
    const glm::vec3 back = glm::normalize(camera.position - camera.target);
    const glm::vec3 right = glm::normalize(glm::cross(camera.up, back));
    const glm::vec3 up = glm::cross(back, right);
    const glm::quat facing = glm::quat_cast(glm::mat3(right, back, -up));
    for (std::size_t i = 0; i < shown_.size(); ++i) {
        const Entry& e = *pool_[i];
        const float unitsPerPixel = camera.unitsPerPixel(shown_[i].position, size);
        const float height = kPixelHeight * unitsPerPixel;
        const float width = height * e.image->aspect();
        // Beside the joint: its left edge a few pixels right of it, centred on it vertically.
        const glm::vec3 at = shown_[i].position + right * (6.0f * unitsPerPixel + width * 0.5f);
        e.transform->setTranslation(QVector3D(at.x, at.y, at.z));
        e.transform->setRotation(QQuaternion(facing.w, facing.x, facing.y, facing.z));
        e.transform->setScale3D(QVector3D(width, 1.0f, height));
    }
}

}  // namespace rigstage
