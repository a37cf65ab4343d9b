#pragma once
// The skeleton as triangles, built on the CPU from world transforms: an octahedral shape from each
// joint to each child (coloured by layer), a diamond on joints without a drawn child, and a
// marker diamond on helper joints (procedural bones). Kept free of Qt3D so it can be tested and
// reused by another renderer.

#include <optional>
#include <vector>

#include <glm/glm.hpp>

namespace rigstage {

/// How one bone is drawn.
struct BoneStyle {
    int parent = -1;
    glm::vec3 colour{0.5f};
    bool helper = false;  ///< Procedural bone driven by controllers: drawn as a marker.
    bool hidden = false;
    bool reference = false;  ///< A non-deformable root (trajectory / reference node): no shape to its children.
    int layer = 0;           ///< Helper joints get a shape from a parent of their own layer (costume chains).
    bool ghost = false;      ///< An onion-skin ghost: helper markers take its colour too, and it is never picked.
};

/// An extra marker drawn as a cube (IK targets and other gizmos).
struct MarkerStyle {
    glm::vec3 position{0.0f};
    glm::vec3 colour{0.2f, 0.95f, 0.35f};
    float size = 2.0f;  ///< Half the edge, in rig units.
    std::optional<glm::vec3> stemFrom;  ///< Also a thin stem from here to the cube (an axis handle).
};

struct SkeletonMeshOptions {
    std::vector<MarkerStyle> markers;
    bool showBones = true;
    bool showHelpers = true;
    int selected = -1;             ///< The active bone: drawn in kSelectedColour.
    std::vector<int> alsoSelected;  ///< The other selected bones: drawn in kAlsoSelectedColour.
    int hovered = -1;  ///< The bone under the mouse: drawn lighter.
    float characterSize = 180.0f;  ///< Sizes markers and joint diamonds.
};

/// Colours for selection and helper markers.
inline const glm::vec3 kSelectedColour{1.0f, 0.93f, 0.25f};
/// The selected bones other than the active one: a deeper gold, apart from the helpers' orange.
inline const glm::vec3 kAlsoSelectedColour{0.78f, 0.62f, 0.05f};
inline const glm::vec3 kHelperColour{1.0f, 0.5f, 0.1f};
/// A hovered bone's colour: its own, lifted towards white.
inline glm::vec3 hoverColour(const glm::vec3& colour) { return glm::mix(colour, glm::vec3(1.0f), 0.55f); }

/// Returns the colour of the layer with this index (a fixed, distinguishable palette).
glm::vec3 layerColour(int layerIndex);

/// Interleaved triangle vertices: position (3), normal (3), colour (3) floats each.
std::vector<float> buildSkeletonTriangles(const std::vector<BoneStyle>& bones, const std::vector<glm::mat4>& world,
                                          const SkeletonMeshOptions& options);

/// Interleaved line vertices of a ground grid (same layout) on the plane z = 0 (Z up) or y = 0.
std::vector<float> buildGridLines(float halfSize, float step, bool zUp);

/// The joint positions' bounding box; false when there is no visible bone.
bool skeletonBounds(const std::vector<BoneStyle>& bones, const std::vector<glm::mat4>& world, glm::vec3& lo, glm::vec3& hi);

}  // namespace rigstage
