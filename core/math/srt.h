#pragma once
// Scale-rotation-translation transforms on glm.
//
// Conventions used everywhere in Rigstage (see docs/conventions.md):
// - column vectors: a point p maps to M * p; matrices are glm::mat4, column-major;
// - world = parentWorld * local; a local transform is T * R * S;
// - right-handed coordinates, Z up, lengths in the rig's units (centimetres for a 3ds Max export);
// - quaternions follow the right-hand rule (positive angle = counter-clockwise looking down the axis);
// - angles are radians inside the evaluator, degrees only at the user interface.

#include <glm/glm.hpp>
#include <glm/gtc/quaternion.hpp>

namespace rigstage {

/// A local or world transform split into scale, unit-quaternion rotation and translation.
struct Srt {
    glm::vec3 translation{0.0f};
    glm::quat rotation{1.0f, 0.0f, 0.0f, 0.0f};  // glm's constructor order is (w, x, y, z)
    glm::vec3 scale{1.0f};

    /// Returns the identity transform.
    static Srt identity() { return {}; }
    bool operator==(const Srt&) const = default;
};

/// Tolerance below which a scale component counts as exactly 1.
inline constexpr float kTrivialScaleEpsilon = 1e-5f;

/// Returns true when every component of the scale is 1 within kTrivialScaleEpsilon.
bool isTrivialScale(const glm::vec3& scale);

/// Returns true when all three scale components are equal within kTrivialScaleEpsilon.
bool isUniformScale(const glm::vec3& scale);

/// Returns the matrix T * R * S of the transform.
glm::mat4 toMatrix(const Srt& srt);

/// Decomposes an affine matrix (no perspective, no shear expected) into scale, rotation and
/// translation. A negative determinant is folded into a negative X scale so the rotation stays proper.
/// Scale is measured as column lengths; a zero column yields zero scale and identity rotation.
Srt fromMatrix(const glm::mat4& m);

/// Cheap decomposition for matrices known to carry no scale (the seed's scale mask):
/// scale is (1,1,1) and the rotation is read straight from the upper 3x3.
Srt fromRigidMatrix(const glm::mat4& m);

/// Returns parent * child as an SRT. Exact when the parent's scale is uniform; otherwise the
/// shear that non-uniform scale would introduce is dropped (the result is fromMatrix of the product).
Srt compose(const Srt& parent, const Srt& child);

/// Returns the inverse transform. Exact when the scale is uniform; otherwise the inverse matrix
/// is decomposed (shear dropped). Zero scale components invert to zero rather than infinity.
Srt inverse(const Srt& srt);

/// Applies the transform to a point (scale, then rotation, then translation).
glm::vec3 transformPoint(const Srt& srt, const glm::vec3& p);

/// Inverse of an affine matrix whose upper 3x3 is a pure rotation: transpose plus translation fix-up.
glm::mat4 inverseRigid(const glm::mat4& m);

/// Inverse of a general affine matrix (upper 3x3 inverted, translation fixed up).
glm::mat4 inverseAffine(const glm::mat4& m);

/// Returns true when every number of the transform is finite.
bool isFinite(const Srt& srt);

/// Returns the quaternion normalised, or identity when its length is zero or not finite.
glm::quat safeNormalize(const glm::quat& q);

}  // namespace rigstage
