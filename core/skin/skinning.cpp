#include "skin/skinning.h"

#include <tbb/blocked_range.h>
#include <tbb/parallel_for.h>

#include <glm/gtc/quaternion.hpp>

#include "skeleton/bone_name.h"
#include "skeleton/framework.h"

namespace rigstage {

SkinBinding bindSkin(const SkinnedMesh& mesh, const Framework& framework, std::vector<std::string>& missing)
{
    SkinBinding binding;
    binding.paletteToBone.reserve(mesh.paletteBones.size());
    for (const std::string& name : mesh.paletteBones) {
        int bone = framework.findBone(name);
        if (bone < 0) {
            const auto parsed = parseBoneName(name);
            bone = framework.findBoneByShortName(parsed ? parsed->shortName : name);
        }
        if (bone < 0) {
            missing.push_back(name);
        }
        binding.paletteToBone.push_back(bone);
    }
    return binding;
}

void skinMatrices(const SkinnedMesh& mesh, const SkinBinding& binding, const std::vector<glm::mat4>& world,
                  std::vector<glm::mat4>& out)
{
    out.resize(mesh.inverseBind.size());
    for (std::size_t i = 0; i < out.size(); ++i) {
        const int bone = i < binding.paletteToBone.size() ? binding.paletteToBone[i] : -1;
        out[i] = bone >= 0 && bone < int(world.size()) ? world[bone] * mesh.inverseBind[i] : glm::mat4(1.0f);
    }
}

namespace {

/// A rigid transform as a unit dual quaternion (real part: rotation; dual part: translation).
struct DualQuat {
    glm::quat real;
    glm::quat dual;
};

DualQuat toDualQuat(const glm::mat4& m)
{
    // The rotation of the upper 3x3 with its scale divided out (skin matrices of a rig are rigid
    // up to scale; the scale is applied separately, see skinMesh).
    glm::mat3 r(m);
    r[0] = glm::normalize(r[0]);
    r[1] = glm::normalize(r[1]);
    r[2] = glm::normalize(r[2]);
    const glm::quat q = glm::quat_cast(r);
    const glm::vec3 t(m[3]);
    return {q, glm::quat(0.0f, t.x, t.y, t.z) * q * 0.5f};
}

template <bool kDual, bool kScaled>
void skinRange(const SkinnedMesh& mesh, const std::vector<glm::mat4>& skin, const std::vector<DualQuat>& dq,
               const std::vector<glm::mat3>& linear, const std::vector<float>& morphWeights, SkinOutput& out,
               std::size_t begin, std::size_t end)
{
    for (std::size_t v = begin; v < end; ++v) {
        glm::vec3 p = mesh.positions[v];
        glm::vec3 n = mesh.normals[v];
        for (std::size_t m = 0; m < morphWeights.size() && m < mesh.morphs.size(); ++m) {
            const MorphTarget& target = mesh.morphs[m];
            if (morphWeights[m] != 0.0f && !target.positionDeltas.empty()) {
                p += target.positionDeltas[v] * morphWeights[m];
                if (!target.normalDeltas.empty()) {
                    n += target.normalDeltas[v] * morphWeights[m];
                }
            }
        }
        const auto& joints = mesh.joints[v];
        const auto& weights = mesh.weights[v];
        if constexpr (!kDual) {
            glm::mat4 blended = skin[joints[0]] * weights[0];
            for (int i = 1; i < SkinnedMesh::kMaxInfluences && weights[i] > 0.0f; ++i) {
                blended += skin[joints[i]] * weights[i];
            }
            out.positions[v] = glm::vec3(blended * glm::vec4(p, 1.0f));
            // Normals by the blended matrix's inverse transpose (cofactors: no division needed
            // before normalising).
            const glm::mat3 b(blended);
            const glm::mat3 cof(glm::cross(b[1], b[2]), glm::cross(b[2], b[0]), glm::cross(b[0], b[1]));
            out.normals[v] = glm::normalize(cof * n);
        } else {
            // Dual-quaternion blending with antipodality fixed against the first influence
            // (Kavan et al. 2007); scale, if any, blended linearly and applied first.
            const DualQuat& first = dq[joints[0]];
            glm::quat real = first.real * weights[0];
            glm::quat dual = first.dual * weights[0];
            glm::mat3 scale(1.0f);
            if constexpr (kScaled) {
                scale = linear[joints[0]] * weights[0];
            }
            for (int i = 1; i < SkinnedMesh::kMaxInfluences && weights[i] > 0.0f; ++i) {
                const DualQuat& d = dq[joints[i]];
                const float w = glm::dot(d.real, first.real) < 0.0f ? -weights[i] : weights[i];
                real += d.real * w;
                dual += d.dual * w;
                if constexpr (kScaled) {
                    scale += linear[joints[i]] * weights[i];
                }
            }
            const float length = glm::length(real);
            real = real * (1.0f / length);
            dual = dual * (1.0f / length);
            glm::vec3 scaled = p;
            if constexpr (kScaled) {
                scaled = scale * p;
            }
            const glm::quat tq = (dual * glm::conjugate(real)) * 2.0f;
            const glm::vec3 t(tq.x, tq.y, tq.z);
            out.positions[v] = real * scaled + t;
            out.normals[v] = glm::normalize(real * n);
        }
    }
    (void)skin;
}

}  // namespace

void skinMesh(const SkinnedMesh& mesh, const std::vector<glm::mat4>& skin, SkinningMethod method, SkinOutput& out,
              bool parallel, const std::vector<float>& morphWeights)
{
    const std::size_t n = mesh.positions.size();
    out.positions.resize(n);
    out.normals.resize(n);
    std::vector<DualQuat> dq;
    std::vector<glm::mat3> scale;  // per-bone scale part (identity for rigid bones), for DQS
    bool scaled = false;           // any bone scaled: blend the scale parts too (slower)
    if (method == SkinningMethod::DualQuaternion) {
        dq.reserve(skin.size());
        scale.reserve(skin.size());
        for (const glm::mat4& m : skin) {
            dq.push_back(toDualQuat(m));
            const glm::mat3 r = glm::mat3_cast(dq.back().real);
            scale.push_back(glm::transpose(r) * glm::mat3(m));  // R^T M = the scale (and shear) part
            for (int c = 0; c < 3; ++c) {
                scaled = scaled || std::abs(glm::length(glm::vec3(m[c])) - 1.0f) > 1e-4f;
            }
        }
    }
    const auto run = [&](std::size_t begin, std::size_t end) {
        if (method == SkinningMethod::Linear) {
            skinRange<false, false>(mesh, skin, dq, scale, morphWeights, out, begin, end);
        } else if (scaled) {
            skinRange<true, true>(mesh, skin, dq, scale, morphWeights, out, begin, end);
        } else {
            skinRange<true, false>(mesh, skin, dq, scale, morphWeights, out, begin, end);
        }
    };
    if (parallel && n > 2048) {
        tbb::parallel_for(tbb::blocked_range<std::size_t>(0, n, 1024),
                          [&](const tbb::blocked_range<std::size_t>& r) { run(r.begin(), r.end()); });
    } else {
        run(0, n);
    }
}

}  // namespace rigstage
