#pragma once
// Reads and writes the character manifest: which layers stack, in which order, and which clips
// come with them. Format: docs/format.md.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <glm/glm.hpp>

#include "diagnostics.h"

namespace rigstage {

/// One <Layer> of a manifest.
/// The most elements a manifest may hold (docs/format.md, Limits).
inline constexpr int kMaxManifestElements = 10000;

struct ManifestLayer {
    std::string framework;   ///< Framework file, as written (relative to the manifest's folder).
    std::string helperJoints;  ///< HelperJointSetting file of a procedural layer; empty when none.
    int line = 0;
};

/// One <Costume> of a manifest: a layer (and its helper joints) the character may wear.
struct ManifestCostume {
    std::string name;          ///< Shown in the costume menu; unique within the character.
    std::string framework;     ///< Framework file of the costume layer.
    std::string helperJoints;  ///< Its HelperJointSetting file; empty when none.
    std::string mesh;          ///< A model file whose skinned meshes are drawn while it is worn; empty when none.
    int line = 0;
};

/// A two-bone IK module: the chain, where its target comes from, and how strongly it applies.
struct ManifestTwoBoneIk {
    std::string name;
    std::string root, mid, end;   ///< A parent -> child -> grandchild chain.
    std::string targetBone;       ///< The end reaches for this bone's world position (hand IK onto a bone).
    bool ground = false;          ///< Or: keeps the end joint no lower than its bind height above the ground (foot IK).
    float groundHeight = 0.0f;    ///< Height of the ground plane along the up axis.
    std::string poleBone;         ///< The middle joint bends towards this bone; empty: the current bend plane.
    float weight = 1.0f;
    float maxStretch = 1.0f;
    int line = 0;
};

/// A trailing joint: the bone swings after a particle on a damped spring.
struct ManifestTrailingJoint {
    std::string bone;
    glm::vec3 restOffset{10.0f, 0.0f, 0.0f};
    float dampSeconds = 0.2f;
    float angleLimitDegrees = 30.0f;
    int line = 0;
};

/// Procedural locomotion driving the skeleton: which bones are the root, the pelvis and the legs.
struct ManifestLocomotion {
    std::string root, pelvis;
    std::string leftLeg[3], rightLeg[3];  ///< thigh, calf, foot
    float maxSpeed = 140.0f, stepSeconds = 0.3f, stepHeight = 8.0f, footSpacing = 18.0f, leanMaxDegrees = 8.0f;
    float crouch = 6.0f;                  ///< cm the pelvis lowers while driven, so the legs can reach.
    int line = 0;
};

/// Slope adaptation: the spine, root-most first, and its legs; each leg's pin (where it attaches)
/// is the nearest spine bone above its thigh. Angles in degrees, spring frequencies in Hz.
struct ManifestSlopeAdaptation {
    std::vector<std::string> spine;
    struct Leg {
        std::string chain[3];  ///< thigh, calf, foot
        int line = 0;
    };
    std::vector<Leg> legs;
    std::vector<std::string> carry;     ///< Bones that move rigidly with the root segment (hand IK targets).
    std::optional<glm::vec3> forward;   ///< Facing at the bind pose; default -Y (Z up) or +Z (Y up).
    float alignment = 1.0f, toleranceDegrees = 0.05f, probe = 0.0f;
    int maxIterations = 8;
    bool alignFeet = true;
    float heightFrequency = 4.0f, heightDamping = 0.8f, pitchFrequency = 3.0f, pitchDamping = 0.8f;
    float roll = 0.5f, maxRollDegrees = 15.0f;  ///< Share of the side slope the body rolls to, and its limit.
    bool lookAhead = true;                      ///< Feet in the air go by the ground where they land.
    int line = 0;
};

/// A physics chain (spine, tail): its joints root-most first (the first is the anchor) and its
/// spring, damping, inertia and swing limit.
struct ManifestChainPhysics {
    std::string name;
    std::vector<std::string> bones;
    float frequency = 2.0f, damping = 0.4f, worldMotion = 0.5f, maxAngleDegrees = 60.0f, substepHz = 240.0f, mass = 1.0f;
    int line = 0;
};

/// One <Clip> of a manifest.
struct ManifestClip {
    std::string file;        ///< Animation file, as written (relative to the manifest's folder).
    int line = 0;
};

/// A skinned mesh from a model file (FBX, glTF, ...), bound to the character's bones by name.
struct ManifestMesh {
    std::string file;        ///< Model file, as written (relative to the manifest's folder).
    int line = 0;
};

/// A character: the layers to stack (lowest first) and the clips that play on them.
struct CharacterManifest {
    std::string name;
    std::string upAxis = "Z";    ///< "Z" (3ds Max) or "Y" (glTF).
    std::string unit = "cm";     ///< Length unit of the files: "cm", "m", "mm" or "in".
    std::vector<ManifestLayer> layers;
    std::vector<ManifestClip> clips;
    std::vector<ManifestMesh> meshes;
    std::string correctionsFile;  ///< <Corrections file>: the sculpt corrections of the meshes (empty: none).
    int correctionsLine = 0;
    std::vector<ManifestCostume> costumes;  ///< Costumes that can be worn on top of the layers.
    std::vector<ManifestTwoBoneIk> iks;     ///< Procedural modules, run after the clip ...
    std::vector<ManifestTrailingJoint> trailingJoints;  ///< ... and after the helper joints.
    std::optional<ManifestLocomotion> locomotion;       ///< Drives root, pelvis and legs in drive mode.
    std::optional<ManifestSlopeAdaptation> slope;       ///< Adapts the body and feet to a terrain.
    std::vector<ManifestChainPhysics> chains;           ///< Spine and tail physics.
    /// The frame's stages in order (<Pipeline stages="...">); empty: the default order
    /// (clip transition pose locomotion slope ik physics helpers trailing).
    std::vector<std::string> stageOrder;
    int stageOrderLine = 0;
    std::string file;            ///< Where it was read from.
};

/// Parses a Character document; reports every problem and returns std::nullopt on any error.
std::optional<CharacterManifest> parseManifestXml(std::string_view text, const std::string& file,
                                                  Diagnostics& diagnostics);

/// Writes a manifest; parsing the result gives the same manifest back.
std::string writeManifestXml(const CharacterManifest& manifest);

}  // namespace rigstage
