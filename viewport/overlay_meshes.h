#pragma once
// Skinned meshes drawn beside the character's own (MeshScene), for views that show other poses or
// other costumes of it: the onion skin's mesh ghosts and the costume comparison's copies. Each part
// is drawn in its own vertex colours (no layer tint is applied here: the caller colours them),
// either shaded, shaded on one side of a wipe divider only, or as a wire. While a wipe is set, the
// divider is drawn as a light vertical line over everything at its screen column.

#include <cstdint>
#include <optional>
#include <vector>

#include <QObject>

namespace Qt3DCore {
class QEntity;
class QBuffer;
class QAttribute;
}  // namespace Qt3DCore
namespace Qt3DRender {
class QMaterial;
class QParameter;
}  // namespace Qt3DRender

namespace rigstage {

class OverlayMeshes : public QObject {
    Q_OBJECT
public:
    /// How a part is drawn: shaded; shaded only left or right of the wipe divider (whole while no
    /// wipe is set); or as the wire of its triangles' edges, unshaded by the mesh's own faces.
    enum class Look { Shaded, WipeLeft, WipeRight, Wire };

    /// The parts are entities under root (owned by the caller, e.g. SkeletonScene::root()).
    explicit OverlayMeshes(Qt3DCore::QEntity* root, QObject* parent = nullptr);
    ~OverlayMeshes() override;

    /// Replaces the parts: one triangle index list and one look each (vertices come with setVertices).
    void setParts(const std::vector<std::vector<std::uint32_t>>& triangles, const std::vector<Look>& looks);
    /// Uploads one part's interleaved vertices (interleaveMeshVertices' layout: position, normal, colour).
    void setVertices(int part, const std::vector<float>& interleaved);
    int partCount() const { return int(parts_.size()); }
    Look look(int part) const { return parts_[std::size_t(part)].look; }
    void setVisible(bool visible);
    bool isVisible() const { return visible_; }

    /// The wipe divider at column x (logical pixels from the left) of a 3D area width pixels wide
    /// and this device pixel ratio; none: no divider, and WipeLeft / WipeRight parts draw whole.
    void setWipe(std::optional<float> x, float width, double devicePixelRatio);
    std::optional<float> wipe() const { return wipeX_; }
    /// Wire parts are depth-tested as if this far (world units) behind where they are, so that the
    /// character's own surface wins where a wire lies on it (ghosts show where they stand out).
    void setWireBehind(float units);

private:
    struct Part {
        Qt3DCore::QEntity* entity = nullptr;
        Qt3DCore::QBuffer* vertices = nullptr;
        std::vector<Qt3DCore::QAttribute*> attributes;
        Look look = Look::Shaded;
    };
    void clear();

    Qt3DCore::QEntity* root_;
    Qt3DRender::QMaterial* shaded_;
    Qt3DRender::QMaterial* left_;
    Qt3DRender::QMaterial* right_;
    Qt3DRender::QMaterial* wire_;
    Qt3DCore::QEntity* divider_;
    Qt3DRender::QParameter* dividerX_;      // the divider's centre, in normalized device coordinates
    Qt3DRender::QParameter* dividerWidth_;  // its half width, likewise
    std::vector<Part> parts_;
    std::optional<float> wipeX_;
    bool visible_ = true;
};

}  // namespace rigstage
