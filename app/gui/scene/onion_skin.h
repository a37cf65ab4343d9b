#pragma once
// Onion skinning: ghosts of the character's pose a few frames before and after the current one,
// drawn as bones after everything else the viewport shows (DrawnScene), to see a helper's motion
// over time, and, while the mesh is shown, as the wire of the skinned body at each ghost's frame in
// the ghost's tint (OverlayMeshes). The ghosts are evaluated by a CharacterInstance of their own (sharing the shown
// character's framework and helper joints, read-only, as a crowd's copies do) at each ghost's frame
// with a time step of 0, so the shown character's state and its trailing and physics springs are
// untouched, and each ghost is what scrubbing to its frame would show.

#include <memory>
#include <vector>

#include <glm/mat4x4.hpp>

#include "skin/mesh_deformer.h"
#include "viewport/skeleton_mesh.h"

namespace rigstage {

class CharacterInstance;
class Document;
class HelperJointSystem;
class Framework;
class OverlayMeshes;

class OnionSkin {
public:
    explicit OnionSkin(const Document& document);
    ~OnionSkin();

    void setEnabled(bool on);
    bool enabled() const { return enabled_; }
    /// Ghosts on each side (1 or more) and frames between them (1 or more).
    void setGhosts(int eachSide, int step);
    int ghostsEachSide() const { return eachSide_; }
    int step() const { return step_; }

    /// One ghost: the frame it shows and its place in time (-2: two steps before, 1: one after).
    struct Ghost {
        float frame = 0.0f;
        int offset = 0;
    };
    /// The ghosts drawn now, nearest the current frame first, before then after (none while off,
    /// without a character or while driving: Drive has no frames ahead).
    const std::vector<Ghost>& ghosts() const { return ghosts_; }

    /// Evaluates the ghosts at the document's frame, clip, costumes and stage set-up. Returns true
    /// when their bones changed (styles() must be given to the viewport again), false when only
    /// their poses did.
    bool update();
    /// Forgets the instance (the character it read is gone: another load).
    void reset();

    /// The ghosts' bones, ghost after ghost, parents shifted by first (the bones drawn before
    /// them); each ghost tinted violet before and lime after (hues no layer uses), faded towards
    /// the background the further it is in time.
    std::vector<BoneStyle> styles(int first) const;
    /// Their world transforms in the same order.
    const std::vector<glm::mat4>& world() const { return world_; }
    /// A ghost's colour (offset as in Ghost) with eachSide ghosts on its side.
    static glm::vec3 tint(int offset, int eachSide);

    /// Where the mesh ghosts are drawn (null: none); update() keeps it up to date.
    void setMeshView(OverlayMeshes* view);
    /// Mesh ghosts on (the character's mesh is shown) or off; takes effect at the next update().
    void setMeshShown(bool shown);
    bool meshShown() const { return meshShown_; }
    /// The mesh ghosts drawn now: one wire per ghost and mesh, ghost after ghost in ghosts()'
    /// order, each in its ghost's tint (none while off, without meshes or without ghosts).
    int meshGhostCount() const { return meshParts_; }
    /// The skinned positions of mesh ghost part (in meshGhostCount()'s order), sculpt corrections
    /// applied as on the character itself.
    const std::vector<glm::vec3>& meshGhostPositions(int part) const { return ghostPositions_[std::size_t(part)]; }
    /// The document's corrections changed: the mesh ghosts take them at the next update().
    void correctionsChanged() { deformerBound_ = false; }

private:
    const Document& document_;
    std::unique_ptr<CharacterInstance> instance_;
    const Framework* framework_ = nullptr;       // the shown character's, when instance_ was made
    const HelperJointSystem* helpers_ = nullptr;  // likewise
    int clip_ = -2;
    bool enabled_ = false;
    int eachSide_ = 2;
    int step_ = 2;
    std::vector<Ghost> ghosts_;
    std::vector<glm::mat4> world_;
    OverlayMeshes* meshView_ = nullptr;
    bool meshShown_ = false;
    MeshDeformer deformer_;           // the shown character's meshes bound to instance_'s framework
    bool deformerBound_ = false;
    int meshParts_ = 0;               // the parts meshView_ holds now
    std::vector<std::vector<glm::vec3>> ghostPositions_;  // each part's skinned positions
    /// Skins the meshes at every ghost's pose (world_) and hands them to meshView_.
    void updateMeshes(bool rebuilt);
};

}  // namespace rigstage
