#pragma once
// Bone name labels in the 3D view: a text per labelled bone beside its joint, turned to face the
// camera and scaled with its distance so it reads at the same size on screen wherever the bone is
// (a painted texture on a quad; a widget over the 3D window would not show through it).

#include <memory>
#include <vector>

#include <QSize>
#include <QString>

#include <glm/glm.hpp>

#include "viewport/camera_spec.h"

namespace Qt3DCore {
class QEntity;
class QTransform;
}

namespace rigstage {

class BoneLabels {
public:
    explicit BoneLabels(Qt3DCore::QEntity* root);
    ~BoneLabels();

    struct Label {
        QString text;
        glm::vec3 position{0.0f};
    };
    /// Shows these labels (an empty list hides them all).
    void setLabels(const std::vector<Label>& labels, const CameraSpec& camera, const QSize& size);
    /// Turns and scales the labels for a camera (after it moves or the window resizes).
    void face(const CameraSpec& camera, const QSize& size);
    int count() const { return int(shown_.size()); }

    /// A label's text height on screen, in pixels.
    static constexpr float kPixelHeight = 14.0f;

private:
    struct Entry;
    Qt3DCore::QEntity* root_;
    std::vector<std::unique_ptr<Entry>> pool_;
    std::vector<Label> shown_;
};

}  // namespace rigstage
