#include "helpers/bone_value_input.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <string>

namespace rigstage {

namespace {

/// The transform "local" values are measured in, or nullopt for the world.
std::optional<glm::mat4> referenceFrame(const BoneValueInput& in, PoseSource& pose)
{
    if (in.space == InputSpace::World || in.reference == InputReference::World) {
        return std::nullopt;
    }
    if (in.reference == InputReference::Bone && in.referenceBone >= 0) {
        return pose.worldTransform(in.referenceBone);
    }
    const int parent = pose.framework().parent(in.bone);
    if (in.reference == InputReference::Parent && parent >= 0) {
        return pose.worldTransform(parent);
    }
    return std::nullopt;
}

// One Euler angle of a rotation, remembered per thread by the bits of its arguments. A rig reads
// the same bone's same angle several times a frame (the game rig's forearm bend drives a reaction
// and the two expressions of a biceps), and each read costs arc tangents, about 200 instructions.
// The angle is a pure function of (q, order, axis), so a remembered one is the bits the call
// would give, whichever pose or character asks; a collision in the small table only recomputes.
float rememberedEulerChannel(const glm::quat& q, EulerOrder order, int axis)
{
    struct Entry {
        std::uint32_t bits[4] = {0, 0, 0, 0};
        int key = -1;
        float value = 0.0f;
    };
    constexpr int kEntries = 16;
    thread_local Entry table[kEntries];
    std::uint32_t bits[4];
    static_assert(sizeof(bits) == sizeof(glm::quat));
    std::memcpy(bits, &q, sizeof(bits));
    const int key = static_cast<int>(order) * 3 + axis;
    Entry& e = table[(bits[0] ^ bits[1] ^ bits[2] ^ bits[3] ^ static_cast<std::uint32_t>(key)) % kEntries];
    if (e.key == key && e.bits[0] == bits[0] && e.bits[1] == bits[1] && e.bits[2] == bits[2] && e.bits[3] == bits[3]) {
        return e.value;
    }
    e.value = quatToEulerChannel(q, order, axis);
    std::memcpy(e.bits, bits, sizeof(bits));
    e.key = key;
    return e.value;
}

}  // namespace

float BoneValueInput::evaluate(PoseSource& pose) const
{
    switch (kind) {
    case InputKind::Position: {
        if (space == InputSpace::Local && reference == InputReference::Parent) {
            return pose.localSrt(bone).translation[axis];  // the cheap common case
        }
        const glm::vec3 world = pose.worldTranslation(bone);
        const auto frame = referenceFrame(*this, pose);
        return frame ? glm::vec3(inverseAffine(*frame) * glm::vec4(world, 1.0f))[axis] : world[axis];
    }
    case InputKind::Rotation: {
        glm::quat q;
        if (space == InputSpace::Local && reference == InputReference::Parent) {
            q = pose.localRotation(bone);
        } else {
            q = pose.worldRotation(bone);
            if (space == InputSpace::Local && reference == InputReference::Bone && referenceBone >= 0) {
                q = glm::inverse(pose.worldRotation(referenceBone)) * q;
            }
        }
        return rememberedEulerChannel(q, order, axis);
    }
    case InputKind::Distance: {
        const glm::vec3 p = pose.worldTranslation(bone);
        const int ref = reference == InputReference::Bone ? referenceBone
                        : reference == InputReference::Parent ? pose.framework().parent(bone) : -1;
        return glm::length(p - (ref >= 0 ? pose.worldTranslation(ref) : glm::vec3(0.0f)));
    }
    case InputKind::Angle: {
        const glm::vec3 a = pose.worldRotation(bone) * glm::vec3(1, 0, 0);
        const int ref = reference == InputReference::Bone ? referenceBone
                        : reference == InputReference::Parent ? pose.framework().parent(bone) : -1;
        const glm::vec3 b = ref >= 0 ? pose.worldRotation(ref) * glm::vec3(1, 0, 0) : glm::vec3(1, 0, 0);
        return std::acos(std::clamp(glm::dot(a, b), -1.0f, 1.0f));
    }
    }
    return 0.0f;
}

void BoneValueInput::evaluateLanes(const PoseLanes& block, std::span<PoseSource* const, kPoseLanes> lanes,
                                   float (&out)[kPoseLanes]) const
{
    if (space == InputSpace::Local && reference == InputReference::Parent
        && (kind == InputKind::Rotation || kind == InputKind::Position)) {
        // evaluate()'s two common cases, each lane's local transform read where it lies: the same
        // floats a lane's pose source hands over.
        const auto& e = block.locals(bone).e;
        for (int k = 0; k < kPoseLanes; ++k) {
            out[k] = kind == InputKind::Position ? e[axis][k]
                                                 : rememberedEulerChannel(glm::quat(e[6][k], e[3][k], e[4][k], e[5][k]), order, axis);
        }
        return;
    }
    for (int k = 0; k < kPoseLanes; ++k) {
        out[k] = evaluate(*lanes[static_cast<std::size_t>(k)]);
    }
}

bool applyExposedValueName(std::string_view name, BoneValueInput& input)
{
    std::string n;
    for (char c : name) {
        n += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    if (n == "distance") {
        input.kind = InputKind::Distance;
        return true;
    }
    if (n == "angle") {
        input.kind = InputKind::Angle;
        return true;
    }
    static const struct {
        const char* prefix;
        InputKind kind;
        InputSpace space;
    } kPrefixes[] = {{"localposition", InputKind::Position, InputSpace::Local},
                     {"worldposition", InputKind::Position, InputSpace::World},
                     {"localeuler", InputKind::Rotation, InputSpace::Local},
                     {"worldeuler", InputKind::Rotation, InputSpace::World}};
    for (const auto& p : kPrefixes) {
        const std::string prefix(p.prefix);
        if (n.size() == prefix.size() + 1 && n.compare(0, prefix.size(), prefix) == 0) {
            const char axis = n.back();
            if (axis < 'x' || axis > 'z') {
                return false;
            }
            input.kind = p.kind;
            input.space = p.space;
            input.axis = axis - 'x';
            return true;
        }
    }
    return false;
}

}  // namespace rigstage
