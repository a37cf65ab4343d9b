#include "pipeline/build_stages.h"

#include <algorithm>
#include <array>

#include "pipeline/clip_stage.h"
#include "pipeline/helper_stage.h"
#include "pipeline/ik_stage.h"
#include "pipeline/locomotion_stage.h"
#include "pipeline/physics_stage.h"
#include "pipeline/pose_edit_stage.h"
#include "pipeline/slope_stage.h"
#include "pipeline/trailing_stage.h"
#include "pipeline/transition_stage.h"

namespace rigstage {

namespace {

/// Looks bones up by name, reporting each one the stack lacks against the manifest line.
struct BoneFinder {
    const Framework& fw;
    const std::string& file;
    Diagnostics& diagnostics;
    bool ok = true;

    int operator()(const std::string& name, int line, const char* module)
    {
        const int b = name.empty() ? -1 : fw.findBone(name);
        if (!name.empty() && b < 0) {
            diagnostics.error("procedural.unknown-bone", file, line, "bone '" + name + "' of " + module + " is not in the stack",
                              {name}, "Fix the name or wear the layer that has the bone.");
            ok = false;
        }
        return b;
    }
    bool isChain(int root, int mid, int end) const
    {
        return root >= 0 && mid >= 0 && end >= 0 && fw.parent(mid) == root && fw.parent(end) == mid;
    }
};

std::unique_ptr<IkStage> buildIk(const CharacterData& data, BoneFinder& bone, int up)
{
    std::vector<IkModule> iks;
    for (const ManifestTwoBoneIk& m : data.manifest.iks) {
        IkModule ik;
        ik.name = m.name;
        ik.job.root = bone(m.root, m.line, "a procedural module");
        ik.job.mid = bone(m.mid, m.line, "a procedural module");
        ik.job.end = bone(m.end, m.line, "a procedural module");
        ik.targetBone = bone(m.targetBone, m.line, "a procedural module");
        ik.poleBone = bone(m.poleBone, m.line, "a procedural module");
        ik.job.weight = m.weight;
        ik.job.maxStretch = m.maxStretch;
        ik.ground = m.ground;
        ik.groundHeight = m.groundHeight;
        if (ik.job.root < 0 || ik.job.mid < 0 || ik.job.end < 0) {
            continue;
        }
        if (!bone.isChain(ik.job.root, ik.job.mid, ik.job.end)) {
            bone.diagnostics.error("procedural.bad-chain", bone.file, m.line,
                                   "IK '" + m.name + "': " + m.root + " -> " + m.mid + " -> " + m.end + " is not a parent-child chain",
                                   {m.root, m.mid, m.end}, "Name three bones that follow each other in the hierarchy.");
            bone.ok = false;
            continue;
        }
        ik.job.hingeLocal = hingeFromBindPose(bone.fw, ik.job.root, ik.job.mid, ik.job.end);
        ik.endBindHeight = bone.fw.bindWorld(ik.job.end)[3][up];  // the bind pose stands on height 0
        iks.push_back(ik);
    }
    return std::make_unique<IkStage>(std::move(iks), up);
}

std::unique_ptr<TrailingStage> buildTrailing(const CharacterData& data, BoneFinder& bone)
{
    std::vector<TrailingJoint> trails;
    for (const ManifestTrailingJoint& m : data.manifest.trailingJoints) {
        TrailingJointSettings s;
        s.bone = bone(m.bone, m.line, "a procedural module");
        s.restOffset = m.restOffset;
        s.dampSeconds = m.dampSeconds;
        s.angleLimitDegrees = m.angleLimitDegrees;
        if (s.bone >= 0) {
            trails.emplace_back(s);
        }
    }
    return std::make_unique<TrailingStage>(std::move(trails));
}

std::optional<LocomotionRig> buildLocomotionRig(const ManifestLocomotion& m, BoneFinder& bone)
{
    LocomotionRig rig;
    rig.root = bone(m.root, m.line, "<Locomotion>");
    rig.pelvis = bone(m.pelvis, m.line, "<Locomotion>");
    const std::string* legs[2] = {m.leftLeg, m.rightLeg};
    bool ok = rig.root >= 0 && rig.pelvis >= 0;
    for (int side = 0; side < 2; ++side) {
        TwoBoneIkJob& job = rig.legs[side];
        job.root = bone(legs[side][0], m.line, "<Locomotion>");
        job.mid = bone(legs[side][1], m.line, "<Locomotion>");
        job.end = bone(legs[side][2], m.line, "<Locomotion>");
        ok = ok && bone.isChain(job.root, job.mid, job.end);
        if (job.end >= 0 && job.mid >= 0 && job.root >= 0) {
            job.hingeLocal = hingeFromBindPose(bone.fw, job.root, job.mid, job.end);
            rig.ankleHeight[side] = bone.fw.bindWorld(job.end)[3].z;
        }
    }
    if (!ok) {
        bone.diagnostics.error("procedural.bad-chain", bone.file, m.line, "<Locomotion> needs a root, a pelvis and two thigh -> calf -> foot chains",
                               {}, "Name existing bones; each leg's three bones must follow each other.");
        bone.ok = false;
        return std::nullopt;
    }
    rig.crouch = m.crouch;
    return rig;
}

std::optional<SlopeAdaptation> buildSlope(const CharacterData& data, BoneFinder& bone)
{
    const ManifestSlopeAdaptation& m = *data.manifest.slope;
    SlopeAdaptationSettings s;
    const std::size_t mark = bone.diagnostics.size();
    for (const std::string& name : m.spine) {
        s.spine.push_back(bone(name, m.line, "<SlopeAdaptation>"));
    }
    for (const std::string& name : m.carry) {
        s.carried.push_back(bone(name, m.line, "<SlopeAdaptation> carry"));
    }
    for (const ManifestSlopeAdaptation::Leg& leg : m.legs) {
        TwoBoneIkJob job;
        job.root = bone(leg.chain[0], leg.line, "a <Leg>");
        job.mid = bone(leg.chain[1], leg.line, "a <Leg>");
        job.end = bone(leg.chain[2], leg.line, "a <Leg>");
        if (job.root >= 0 && job.mid >= 0 && job.end >= 0 && !bone.isChain(job.root, job.mid, job.end)) {
            bone.diagnostics.error("procedural.bad-chain", bone.file, leg.line,
                                   "leg " + leg.chain[0] + " -> " + leg.chain[1] + " -> " + leg.chain[2] + " is not a parent-child chain",
                                   {leg.chain[0], leg.chain[1], leg.chain[2]}, "Name a thigh, its calf and its foot.");
            bone.ok = false;
        }
        if (job.root >= 0 && job.mid >= 0 && job.end >= 0) {
            job.hingeLocal = hingeFromBindPose(bone.fw, job.root, job.mid, job.end);
        }
        s.legs.push_back(job);
    }
    if (bone.diagnostics.hasErrorsSince(mark)) {
        return std::nullopt;
    }
    const bool yUp = data.manifest.upAxis == "Y";
    s.forward = m.forward.value_or(yUp ? glm::vec3(0, 0, 1) : glm::vec3(0, -1, 0));
    s.alignment = m.alignment;
    s.toleranceDegrees = m.toleranceDegrees;
    s.maxIterations = m.maxIterations;
    s.probe = m.probe;
    s.alignFeet = m.alignFeet;
    s.heightSpring = {m.heightFrequency, m.heightDamping};
    s.pitchSpring = {m.pitchFrequency, m.pitchDamping};
    s.roll = m.roll;
    s.maxRollDegrees = m.maxRollDegrees;
    s.lookAhead = m.lookAhead;
    std::string error;
    auto adaptation = SlopeAdaptation::create(s, bone.fw, error);
    if (!adaptation) {
        bone.diagnostics.error("procedural.bad-chain", bone.file, m.line, "<SlopeAdaptation>: " + error, {},
                               "List the spine root-most first and legs that hang from it.");
        bone.ok = false;
    }
    return adaptation;
}

std::unique_ptr<PhysicsStage> buildPhysics(const CharacterData& data, BoneFinder& bone)
{
    std::vector<PhysicsStage::Chain> chains;
    for (const ManifestChainPhysics& m : data.manifest.chains) {
        ChainPhysicsSettings s;
        bool found = true;
        for (const std::string& name : m.bones) {
            s.bones.push_back(bone(name, m.line, "<ChainPhysics>"));
            found = found && s.bones.back() >= 0;
        }
        if (!found) {
            continue;
        }
        s.frequencyHz = m.frequency;
        s.dampingRatio = m.damping;
        s.worldMotion = m.worldMotion;
        s.maxAngleDegrees = m.maxAngleDegrees;
        s.substepHz = m.substepHz;
        s.mass = m.mass;
        std::string error;
        if (auto physics = ChainPhysics::create(s, bone.fw, error)) {
            chains.push_back({m.name, std::move(*physics)});
        } else {
            bone.diagnostics.error("procedural.bad-chain", bone.file, m.line, "<ChainPhysics> '" + m.name + "': " + error, {},
                                   "List joints that follow each other, root-most first.");
            bone.ok = false;
        }
    }
    return std::make_unique<PhysicsStage>(std::move(chains));
}

}  // namespace

std::optional<StagePipeline> buildStages(const CharacterData& data, const Framework& fw, std::shared_ptr<HelperJointSystem> helpers,
                                         Diagnostics& diagnostics)
{
    BoneFinder bone{fw, data.manifest.file, diagnostics};
    const int up = data.manifest.upAxis == "Y" ? 1 : 2;
    std::vector<std::unique_ptr<FrameStage>> made;
    made.push_back(std::make_unique<ClipStage>());
    const ClipStage* clipStage = static_cast<const ClipStage*>(made.back().get());
    auto transition = std::make_unique<TransitionStage>();
    {
        // Foot control for crossfades: the legs of the slope adaptation, else of the locomotion.
        std::vector<std::array<std::string, 3>> names;
        if (const auto& slope = data.manifest.slope) {
            for (const auto& leg : slope->legs) {
                names.push_back({leg.chain[0], leg.chain[1], leg.chain[2]});
            }
        } else if (const auto& loco = data.manifest.locomotion) {
            names.push_back({loco->leftLeg[0], loco->leftLeg[1], loco->leftLeg[2]});
            names.push_back({loco->rightLeg[0], loco->rightLeg[1], loco->rightLeg[2]});
        }
        std::vector<TwoBoneIkJob> legs;
        std::vector<float> grounded;
        for (const auto& n : names) {
            TwoBoneIkJob job;
            job.root = fw.findBone(n[0]);
            job.mid = fw.findBone(n[1]);
            job.end = fw.findBone(n[2]);
            if (bone.isChain(job.root, job.mid, job.end)) {
                job.hingeLocal = hingeFromBindPose(fw, job.root, job.mid, job.end);
                legs.push_back(job);
                grounded.push_back(fw.bindWorld(job.end)[3][up] + 2.0f);  // within 2 units of its standing height
            }
        }
        transition->feet().setLegs(std::move(legs), up, std::move(grounded));
    }
    made.push_back(std::move(transition));
    made.push_back(std::make_unique<PoseEditStage>());
    if (data.manifest.locomotion) {
        if (auto rig = buildLocomotionRig(*data.manifest.locomotion, bone)) {
            const ManifestLocomotion& m = *data.manifest.locomotion;
            LocomotionSettings settings;
            settings.maxSpeed = m.maxSpeed;
            settings.stepSeconds = m.stepSeconds;
            settings.stepHeight = m.stepHeight;
            settings.footSpacing = m.footSpacing;
            settings.leanMaxDegrees = m.leanMaxDegrees;
            made.push_back(std::make_unique<LocomotionStage>(*rig, ProceduralLocomotion(settings)));
        }
    }
    made.push_back(std::make_unique<SlopeStage>(data.manifest.slope ? buildSlope(data, bone) : std::nullopt, clipStage));
    made.push_back(buildIk(data, bone, up));
    made.push_back(buildPhysics(data, bone));
    made.push_back(std::make_unique<HelperStage>(std::move(helpers)));
    made.push_back(buildTrailing(data, bone));
    if (!bone.ok) {
        return std::nullopt;
    }
    std::vector<StageKind> order;
    for (const std::string& name : data.manifest.stageOrder) {
        if (const auto kind = stageFromName(name)) {
            order.push_back(*kind);
        }
    }
    if (order.empty()) {
        order = defaultStageOrder();
    }
    StagePipeline pipeline;
    for (StageKind kind : order) {
        for (auto& stage : made) {
            if (stage && stage->kind() == kind) {
                pipeline.add(std::move(stage));
            }
        }
    }
    for (auto& stage : made) {
        if (stage) {
            pipeline.add(std::move(stage), false);
        }
    }
    return pipeline;
}

}  // namespace rigstage
