#include "math/srt.h"

#include <cmath>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace rigstage {

bool isUniformScale(const glm::vec3& s)
{
    return std::abs(s.x - s.y) <= kTrivialScaleEpsilon && std::abs(s.x - s.z) <= kTrivialScaleEpsilon;
}

glm::mat4 toMatrix(const Srt& srt)
{
    const glm::mat3 r = glm::mat3_cast(srt.rotation);
    glm::mat4 m(1.0f);
    m[0] = glm::vec4(r[0] * srt.scale.x, 0.0f);
    m[1] = glm::vec4(r[1] * srt.scale.y, 0.0f);
    m[2] = glm::vec4(r[2] * srt.scale.z, 0.0f);
    m[3] = glm::vec4(srt.translation, 1.0f);
    return m;
}

Srt fromMatrix(const glm::mat4& m)
{
    Srt out;
    out.translation = glm::vec3(m[3]);
    glm::vec3 c0(m[0]), c1(m[1]), c2(m[2]);
    out.scale = glm::vec3(glm::length(c0), glm::length(c1), glm::length(c2));
    if (out.scale.x == 0.0f || out.scale.y == 0.0f || out.scale.z == 0.0f) {
        out.rotation = glm::quat(1.0f, 0.0f, 0.0f, 0.0f);
        return out;
    }
    if (glm::dot(glm::cross(c0, c1), c2) < 0.0f) {
        out.scale.x = -out.scale.x;
    }
    const glm::mat3 r(c0 / out.scale.x, c1 / out.scale.y, c2 / out.scale.z);
    out.rotation = safeNormalize(glm::quat_cast(r));
    return out;
}

Srt fromRigidMatrix(const glm::mat4& m)
{
    Srt out;
    out.translation = glm::vec3(m[3]);
    out.rotation = rotationOfRigidMatrix(m);
    return out;
}

glm::quat rotationOfRigidMatrix(const glm::mat4& m)
{
    return safeNormalize(glm::quat_cast(glm::mat3(m)));
}

Srt compose(const Srt& parent, const Srt& child)
{
    if (!isUniformScale(parent.scale)) {
        return fromMatrix(toMatrix(parent) * toMatrix(child));
    }
    Srt out;
    out.translation = parent.translation + parent.rotation * (parent.scale * child.translation);
    out.rotation = glm::normalize(parent.rotation * child.rotation);
    out.scale = parent.scale * child.scale;
    return out;
}

Srt inverse(const Srt& srt)
{
    if (!isUniformScale(srt.scale)) {
        return fromMatrix(inverseAffine(toMatrix(srt)));
    }
    Srt out;
    const float s = srt.scale.x;
    const float invS = s != 0.0f ? 1.0f / s : 0.0f;
    out.scale = glm::vec3(invS);
    out.rotation = glm::conjugate(srt.rotation);
    out.translation = -(out.rotation * srt.translation) * invS;
    return out;
}

glm::vec3 transformPoint(const Srt& srt, const glm::vec3& p)
{
    return srt.translation + srt.rotation * (srt.scale * p);
}

glm::mat4 inverseRigid(const glm::mat4& m)
{
    const glm::mat3 rt = glm::transpose(glm::mat3(m));
    glm::mat4 out(rt);
    out[3] = glm::vec4(-(rt * glm::vec3(m[3])), 1.0f);
    return out;
}

glm::mat4 inverseAffine(const glm::mat4& m)
{
    const glm::mat3 inv = glm::inverse(glm::mat3(m));
    glm::mat4 out(inv);
    out[3] = glm::vec4(-(inv * glm::vec3(m[3])), 1.0f);
    return out;
}

bool isFinite(const Srt& srt)
{
    // x - x is 0 for a finite x and NaN for an infinity or a NaN; a sum of zeros cannot overflow,
    // so the sum is 0 exactly when all ten are finite. Branch-free: every helper's result is checked.
#if defined(__SSE2__)
    // The ten floats in three registers: about a third of the instructions of the scalar sum below,
    // which GCC kept as twenty dependent operations.
    static_assert(sizeof(Srt) == 10 * sizeof(float), "Srt is ten floats in a row");
    const float* f = &srt.translation.x;
    const __m128 a = _mm_loadu_ps(f), b = _mm_loadu_ps(f + 4);
    // The last two floats and two zeros: through the unaligned 64-bit load (a double read from a
    // float's address would be misaligned, which UBSan reports).
    const __m128 c = _mm_castsi128_ps(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(f + 8)));
    const __m128 sum = _mm_add_ps(_mm_add_ps(_mm_sub_ps(a, a), _mm_sub_ps(b, b)), _mm_sub_ps(c, c));
    return _mm_movemask_ps(_mm_cmpeq_ps(sum, _mm_setzero_ps())) == 0xF;
#else
    const glm::vec3& t = srt.translation;
    const glm::quat& r = srt.rotation;
    const glm::vec3& s = srt.scale;
    const float sum = (t.x - t.x) + (t.y - t.y) + (t.z - t.z) + (r.x - r.x) + (r.y - r.y) + (r.z - r.z) + (r.w - r.w) +
                      (s.x - s.x) + (s.y - s.y) + (s.z - s.z);
    return sum == 0.0f;
#endif
}

}  // namespace rigstage
