#include "pose/pose_lanes.h"

#include <utility>

#include "pose/world_lanes.h"

namespace rigstage {

PoseLanes::PoseLanes(std::shared_ptr<const Framework> framework)
    : framework_(std::move(framework)),
      locals_(static_cast<std::size_t>(framework_->boneCount())),
      world_(static_cast<std::size_t>(framework_->boneCount()))
{
    for (int bone = 0; bone < boneCount(); ++bone) {
        for (int lane = 0; lane < kPoseLanes; ++lane) {
            setLocal(lane, bone, framework_->bindLocal(bone));
        }
    }
    computeWorld();
}

Srt PoseLanes::local(int lane, int bone) const
{
    const auto& e = locals(bone).e;
    Srt s;
    s.translation = glm::vec3(e[0][lane], e[1][lane], e[2][lane]);
    s.rotation = glm::quat(e[6][lane], e[3][lane], e[4][lane], e[5][lane]);
    s.scale = glm::vec3(e[7][lane], e[8][lane], e[9][lane]);
    return s;
}

void PoseLanes::setLocal(int lane, int bone, const Srt& local)
{
    const float parts[10] = {local.translation.x, local.translation.y, local.translation.z,
                             local.rotation.x,    local.rotation.y,    local.rotation.z,
                             local.rotation.w,    local.scale.x,       local.scale.y,
                             local.scale.z};
    auto& e = locals(bone).e;
    for (int i = 0; i < 10; ++i) {
        e[i][lane] = parts[i];
    }
}

glm::mat4 PoseLanes::worldMatrix(int lane, int bone) const
{
    const auto& e = world(bone).e;
    glm::mat4 m;
    for (int c = 0; c < 4; ++c) {
        for (int r = 0; r < 4; ++r) {
            m[c][r] = e[4 * c + r][lane];
        }
    }
    return m;
}

void PoseLanes::computeWorld()
{
    const int* parents = framework_->parentIndices();
#if defined(__AVX__)
    const Float8 one{_mm256_set1_ps(1.0f)}, two{_mm256_set1_ps(2.0f)};
    for (int i = 0; i < boneCount(); ++i) {
        // __m256 may alias the floats it is loaded from (GCC declares it so); the arrays are 32-byte aligned.
        const __m256* l = reinterpret_cast<const __m256*>(locals_[static_cast<std::size_t>(i)].e);
        __m256* out = reinterpret_cast<__m256*>(world_[static_cast<std::size_t>(i)].e);
        const int p = parents[i];
        if (p >= 0) {
            affineTimesSrtInLanes(reinterpret_cast<const __m256*>(world_[static_cast<std::size_t>(p)].e), l, out);
            continue;
        }
        // A root: toMatrix's entries, its rotation columns from the formula glm's mat3_cast uses.
        const ScaledColumns<Float8> c =
            scaledRotationColumns<Float8>({l[3]}, {l[4]}, {l[5]}, {l[6]}, {l[7]}, {l[8]}, {l[9]}, one, two);
        const Float8 columns[3][3] = {{c.c00, c.c01, c.c02}, {c.c10, c.c11, c.c12}, {c.c20, c.c21, c.c22}};
        for (int j = 0; j < 3; ++j) {
            for (int r = 0; r < 3; ++r) {
                out[4 * j + r] = columns[j][r].v;
            }
            out[4 * j + 3] = _mm256_setzero_ps();
        }
        out[12] = l[0];
        out[13] = l[1];
        out[14] = l[2];
        out[15] = one.v;
    }
#else
    for (int i = 0; i < boneCount(); ++i) {
        const int p = parents[i];
        for (int lane = 0; lane < kPoseLanes; ++lane) {
            glm::mat4 m;
            if (p >= 0) {
                affineTimesSrt(worldMatrix(lane, p), local(lane, i), m);
            } else {
                m = toMatrix(local(lane, i));
            }
            auto& e = world_[static_cast<std::size_t>(i)].e;
            for (int c = 0; c < 4; ++c) {
                for (int r = 0; r < 4; ++r) {
                    e[4 * c + r][lane] = m[c][r];
                }
            }
        }
    }
#endif
}

}  // namespace rigstage
