#pragma once
// Scale-rotation-translation transforms on glm.
//
// Conventions used everywhere in Rigstage (see docs/conventions.md):
// - column vectors: a point p maps to M * p; matrices are glm::mat4, column-major;
// - world = parentWorld * local; a local transform is T * R * S;
// - right-handed coordinates, Z up, lengths in the rig's units (centimetres for a 3ds Max export);
// - quaternions follow the right-hand rule (positive angle = counter-clockwise looking down the axis);
// - angles are radians inside the evaluator, degrees only at the user interface.

#include <cmath>
#include <limits>
#include <type_traits>

#include <glm/glm.hpp>
#include <glm/gtc/quaternion.hpp>

#if defined(__SSE2__)
#include <xmmintrin.h>
#endif

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

/// Copies an Srt part by part. A plain copy moves the 40 bytes in 16-byte pieces that cut across
/// the rotation (bytes 12 to 28); a rotation read soon after such a copy spans two of its stores,
/// which the CPU cannot forward, and waits until they reach the cache. For copies read at once.
inline void copyByParts(const Srt& from, Srt& to)
{
    to.translation = from.translation;
    to.rotation = from.rotation;
    to.scale = from.scale;
}

/// Tolerance below which a scale component counts as exactly 1.
inline constexpr float kTrivialScaleEpsilon = 1e-5f;

/// Returns true when every component of the scale is 1 within kTrivialScaleEpsilon (inline: the
/// clip writes it for every bone of every frame).
inline bool isTrivialScale(const glm::vec3& s)
{
    return std::abs(s.x - 1.0f) <= kTrivialScaleEpsilon && std::abs(s.y - 1.0f) <= kTrivialScaleEpsilon
        && std::abs(s.z - 1.0f) <= kTrivialScaleEpsilon;
}

/// Returns true when all three scale components are equal within kTrivialScaleEpsilon.
bool isUniformScale(const glm::vec3& scale);

/// Returns the matrix T * R * S of the transform.
glm::mat4 toMatrix(const Srt& srt);

/// The rotation matrix of a unit quaternion (x, y, z, w) with its columns scaled by (sx, sy, sz):
/// entry cIJ is row J of column I. One formula for every path that builds world transforms, so
/// they give the same bits: F is float (affineTimesSrt without SSE2) or a four-lane vector, one
/// bone a lane (the batch pass, pose/world_batch.cpp); one and two are 1 and 2 in F. affineTimesSrt's
/// SSE2 form repeats these operations three entries to a register (test_srt compares the bits).
template <typename F>
struct ScaledColumns {
    F c00, c01, c02, c10, c11, c12, c20, c21, c22;
};
template <typename F>
inline ScaledColumns<F> scaledRotationColumns(F x, F y, F z, F w, F sx, F sy, F sz, F one, F two)
{
    const F xx = x * x, yy = y * y, zz = z * z;
    const F xy = x * y, xz = x * z, yz = y * z;
    const F wx = w * x, wy = w * y, wz = w * z;
    return {(one - two * (yy + zz)) * sx, (two * (xy + wz)) * sx, (two * (xz - wy)) * sx,
            (two * (xy - wz)) * sy,       (one - two * (xx + zz)) * sy, (two * (yz + wx)) * sy,
            (two * (xz + wy)) * sz,       (two * (yz - wx)) * sz,       (one - two * (xx + yy)) * sz};
}

/// Returns parent * toMatrix(local) for an affine parent, without building the local matrix or
/// multiplying the constant bottom row: about half the multiplications of the 4x4 product, and
/// the world-transform pass is made of little else. Inline so the pose's loop can keep it in registers.
inline void affineTimesSrt(const glm::mat4& parent, const Srt& local, glm::mat4& out)
{
#if defined(__SSE2__)
    // Written with SSE2 intrinsics: GCC builds scaledRotationColumns' nine entries one float at a
    // time and takes glm's unaligned vec4 products apart into scalar code, about 150 instructions a
    // bone. Here three lanes carry three entries, each made of the same products and sums in the
    // same order as scaledRotationColumns (x * y is y * x exactly), so the bits are the same.
    const __m128 q = _mm_loadu_ps(&local.rotation.x);  // x y z w
    const __m128 s = _mm_setr_ps(local.scale.x, local.scale.y, local.scale.z, 0.0f);
    const __m128 two = _mm_set1_ps(2.0f);
    const __m128 yxx = _mm_shuffle_ps(q, q, _MM_SHUFFLE(3, 0, 0, 1));
    const __m128 zzy = _mm_shuffle_ps(q, q, _MM_SHUFFLE(3, 1, 2, 2));
    const __m128 xyx = _mm_shuffle_ps(q, q, _MM_SHUFFLE(3, 0, 1, 0));
    const __m128 yzz = _mm_shuffle_ps(q, q, _MM_SHUFFLE(3, 2, 2, 1));
    const __m128 zxy = _mm_shuffle_ps(q, q, _MM_SHUFFLE(3, 1, 0, 2));
    const __m128 www = _mm_shuffle_ps(q, q, _MM_SHUFFLE(3, 3, 3, 3));
    // (yy + zz, xx + zz, xx + yy), (xy, yz, xz), (wz, wx, wy)
    const __m128 squares = _mm_add_ps(_mm_mul_ps(yxx, yxx), _mm_mul_ps(zzy, zzy));
    const __m128 products = _mm_mul_ps(xyx, yzz);
    const __m128 wTimes = _mm_mul_ps(www, zxy);
    // (c00, c11, c22), (c01, c12, c20), (c02, c10, c21)
    const __m128 diagonal = _mm_mul_ps(_mm_sub_ps(_mm_set1_ps(1.0f), _mm_mul_ps(two, squares)), s);
    const __m128 plus = _mm_mul_ps(_mm_mul_ps(two, _mm_add_ps(products, wTimes)), s);
    const __m128 minus = _mm_mul_ps(_mm_mul_ps(two, _mm_sub_ps(_mm_shuffle_ps(products, products, _MM_SHUFFLE(3, 1, 0, 2)),
                                                               _mm_shuffle_ps(wTimes, wTimes, _MM_SHUFFLE(3, 1, 0, 2)))),
                                    s);
    const float* m = &parent[0][0];
    const __m128 p0 = _mm_loadu_ps(m), p1 = _mm_loadu_ps(m + 4), p2 = _mm_loadu_ps(m + 8), p3 = _mm_loadu_ps(m + 12);
    const auto lane = [](__m128 v, auto index) {
        constexpr int i = decltype(index)::value;
        return _mm_shuffle_ps(v, v, _MM_SHUFFLE(i, i, i, i));
    };
    using L0 = std::integral_constant<int, 0>;
    using L1 = std::integral_constant<int, 1>;
    using L2 = std::integral_constant<int, 2>;
    const auto column = [&](__m128 a, __m128 b, __m128 d) {
        return _mm_add_ps(_mm_add_ps(_mm_mul_ps(p0, a), _mm_mul_ps(p1, b)), _mm_mul_ps(p2, d));
    };
    const glm::vec3& t = local.translation;
    const __m128 o0 = column(lane(diagonal, L0{}), lane(plus, L0{}), lane(minus, L0{}));
    const __m128 o1 = column(lane(minus, L1{}), lane(diagonal, L1{}), lane(plus, L1{}));
    const __m128 o2 = column(lane(plus, L2{}), lane(minus, L2{}), lane(diagonal, L2{}));
    const __m128 o3 = _mm_add_ps(column(_mm_set1_ps(t.x), _mm_set1_ps(t.y), _mm_set1_ps(t.z)), p3);
    float* o = &out[0][0];
    _mm_storeu_ps(o, o0);
    _mm_storeu_ps(o + 4, o1);
    _mm_storeu_ps(o + 8, o2);
    _mm_storeu_ps(o + 12, o3);
#else
    const glm::quat& q = local.rotation;
    const glm::vec3& s = local.scale;
    const ScaledColumns<float> c = scaledRotationColumns(q.x, q.y, q.z, q.w, s.x, s.y, s.z, 1.0f, 2.0f);
    const glm::vec4 p0 = parent[0], p1 = parent[1], p2 = parent[2], p3 = parent[3];
    const glm::vec3& t = local.translation;
    out[0] = p0 * c.c00 + p1 * c.c01 + p2 * c.c02;
    out[1] = p0 * c.c10 + p1 * c.c11 + p2 * c.c12;
    out[2] = p0 * c.c20 + p1 * c.c21 + p2 * c.c22;
    out[3] = p0 * t.x + p1 * t.y + p2 * t.z + p3;
#endif
}

/// Decomposes an affine matrix (no perspective, no shear expected) into scale, rotation and
/// translation. A negative determinant is folded into a negative X scale so the rotation stays proper.
/// Scale is measured as column lengths; a zero column yields zero scale and identity rotation.
Srt fromMatrix(const glm::mat4& m);

/// Cheap decomposition for matrices known to carry no scale (the seed's scale mask):
/// scale is (1,1,1) and the rotation is read straight from the upper 3x3.
Srt fromRigidMatrix(const glm::mat4& m);
/// fromRigidMatrix(m).rotation, returned on its own (in registers, not through a 40-byte Srt).
glm::quat rotationOfRigidMatrix(const glm::mat4& m);

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
/// True when every component is finite (x - x is 0 exactly for a finite x), on values in registers.
inline bool isFinite(const glm::vec3& v)
{
    return (v.x - v.x) + (v.y - v.y) + (v.z - v.z) == 0.0f;
}
inline bool isFinite(const glm::quat& q)
{
    return (q.x - q.x) + (q.y - q.y) + (q.z - q.z) + (q.w - q.w) == 0.0f;
}

/// How far from 1 a quaternion's squared length may be for safeNormalize and normalizeUnlessUnit to
/// keep it as it is: two units in the last place of 1 (most of glm's normalised quaternions are
/// within it; the rest are normalised again).
inline constexpr float kUnitSquaredTolerance = 2.4e-7f;

/// glm::normalize, except that a quaternion already unit to float precision (as a product of unit
/// quaternions is) comes back as it is: no square root and division on the controller's path. Zero
/// gives identity and NaN stays NaN, as with glm.
inline glm::quat normalizeUnlessUnit(const glm::quat& q)
{
    if (std::abs(glm::dot(q, q) - 1.0f) <= kUnitSquaredTolerance) {
        return q;
    }
    return glm::normalize(q);
}

/// Returns the quaternion normalised, or identity when its length is zero or not finite (inline:
/// every controller's result and every world rotation read goes through it).
inline glm::quat safeNormalize(const glm::quat& q)
{
    const float squared = glm::dot(q, q);
    // Already unit to float precision, as every controller's normalised result is: returned as
    // is. Normalising again would move only its last bits, for a square root and a division on
    // the path every helper waits on (perf's hottest instructions in evaluateHelperJoint).
    if (std::abs(squared - 1.0f) <= kUnitSquaredTolerance) {
        return q;
    }
    const float len = std::sqrt(squared);
    if (!(len > 0.0f) || !(len < std::numeric_limits<float>::infinity())) {
        return glm::quat(1.0f, 0.0f, 0.0f, 0.0f);
    }
    // One division and four products, as glm::normalize does, not four divisions (their latency
    // was the hottest part of evaluateHelperJoint in perf).
    return q * (1.0f / len);
}

}  // namespace rigstage
