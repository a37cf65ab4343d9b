#pragma once
// Assimp's matrices in glm, and their translations in centimetres. Internal to core/import.

#include <assimp/matrix4x4.h>
#include <glm/glm.hpp>

namespace rigstage {

inline glm::mat4 toGlm(const aiMatrix4x4& m)
{
    // Assimp is row-major (a1..a4 is the first row); glm is column-major.
    return glm::mat4(m.a1, m.b1, m.c1, m.d1, m.a2, m.b2, m.c2, m.d2, m.a3, m.b3, m.c3, m.d3, m.a4, m.b4, m.c4, m.d4);
}

/// m with its translation times k (centimetres per file unit).
inline glm::mat4 scaleTranslation(glm::mat4 m, float k)
{
    m[3] = glm::vec4(glm::vec3(m[3]) * k, 1.0f);
    return m;
}

}  // namespace rigstage
