#include "character/character_instance.h"

namespace rigstage {

std::unique_ptr<HelperJointSystem> buildHelperJoints(const CharacterData& data, std::shared_ptr<const Framework> framework,
                                                     const std::vector<int>& costumes, Diagnostics& diagnostics)
{
    const std::size_t mark = diagnostics.size();
    std::vector<const HelperJointSetting*> settings;
    for (const HelperJointSetting& s : data.helperSettings) {
        settings.push_back(&s);
    }
    for (int c : costumes) {
        if (const auto& helpers = data.costumes.at(static_cast<std::size_t>(c)).helpers) {
            settings.push_back(&*helpers);
        }
    }
    std::vector<HelperJoint> joints;
    for (const HelperJointSetting* setting : settings) {
        for (HelperJoint& j : compileHelperJoints(*setting, *framework, diagnostics)) {
            joints.push_back(std::move(j));
        }
    }
    if (diagnostics.hasErrorsSince(mark)) {
        return nullptr;
    }
    return HelperJointSystem::build(std::move(framework), std::move(joints), diagnostics);
}

std::unique_ptr<HelperJointSystem> buildHelperJoints(const CharacterData& data, Diagnostics& diagnostics)
{
    return data.framework ? buildHelperJoints(data, data.framework, {}, diagnostics) : nullptr;
}

namespace {

/// Resolves the manifest's procedural modules on a framework; false (with findings) on bad bones.
bool resolveModules(const CharacterData& data, const Framework& fw, std::vector<CharacterInstance::Ik>& iks,
                    std::vector<TrailingJoint>& trails, Diagnostics& diagnostics)
{
    const std::string& file = data.manifest.file;
    const int up = data.manifest.upAxis == "Y" ? 1 : 2;
    bool ok = true;
    auto bone = [&](const std::string& name, int line) {
        const int b = name.empty() ? -1 : fw.findBone(name);
        if (!name.empty() && b < 0) {
            diagnostics.error("procedural.unknown-bone", file, line, "bone '" + name + "' of a procedural module is not in the stack",
                              {name}, "Fix the name or wear the layer that has the bone.");
            ok = false;
        }
        return b;
    };
    for (const ManifestTwoBoneIk& m : data.manifest.iks) {
        CharacterInstance::Ik ik;
        ik.name = m.name;
        ik.job.root = bone(m.root, m.line);
        ik.job.mid = bone(m.mid, m.line);
        ik.job.end = bone(m.end, m.line);
        ik.targetBone = bone(m.targetBone, m.line);
        ik.poleBone = bone(m.poleBone, m.line);
        ik.job.weight = m.weight;
        ik.job.maxStretch = m.maxStretch;
        ik.ground = m.ground;
        ik.groundHeight = m.groundHeight;
        if (ik.job.root >= 0 && ik.job.mid >= 0 && ik.job.end >= 0) {
            if (fw.parent(ik.job.mid) != ik.job.root || fw.parent(ik.job.end) != ik.job.mid) {
                diagnostics.error("procedural.bad-chain", file, m.line,
                                  "IK '" + m.name + "': " + m.root + " -> " + m.mid + " -> " + m.end + " is not a parent-child chain",
                                  {m.root, m.mid, m.end}, "Name three bones that follow each other in the hierarchy.");
                ok = false;
                continue;
            }
            ik.job.hingeLocal = hingeFromBindPose(fw, ik.job.root, ik.job.mid, ik.job.end);
            ik.endBindHeight = fw.bindWorld(ik.job.end)[3][up];  // the bind pose stands on height 0
            iks.push_back(ik);
        }
    }
    for (const ManifestTrailingJoint& m : data.manifest.trailingJoints) {
        TrailingJointSettings s;
        s.bone = bone(m.bone, m.line);
        s.restOffset = m.restOffset;
        s.dampSeconds = m.dampSeconds;
        s.angleLimitDegrees = m.angleLimitDegrees;
        if (s.bone >= 0) {
            trails.emplace_back(s);
        }
    }
    return ok;
}

}  // namespace

CharacterInstance::CharacterInstance(const CharacterData& data)
    : data_(&data)
{
}

std::unique_ptr<CharacterInstance> CharacterInstance::create(const CharacterData& data, Diagnostics& diagnostics,
                                                             const std::vector<int>& costumes)
{
    if (!data.framework) {
        return nullptr;
    }
    std::unique_ptr<CharacterInstance> instance(new CharacterInstance(data));
    instance->framework_ = data.framework;
    instance->pose_ = std::make_unique<Pose>(data.framework);
    if (!instance->setCostumes(costumes, diagnostics)) {
        return nullptr;
    }
    return instance;
}

bool CharacterInstance::setCostumes(const std::vector<int>& costumes, Diagnostics& diagnostics)
{
    for (int c : costumes) {
        if (c < 0 || c >= static_cast<int>(data_->costumes.size())) {
            diagnostics.error("costume.unknown", data_->manifest.file, 0, "no costume number " + std::to_string(c), {},
                              "Pick one of the manifest's costumes.");
            return false;
        }
    }
    std::shared_ptr<const Framework> framework = costumes.empty() ? data_->framework : buildFramework(*data_, costumes, diagnostics);
    if (!framework) {
        return false;
    }
    auto helpers = buildHelperJoints(*data_, framework, costumes, diagnostics);
    if (!helpers) {
        return false;
    }
    std::vector<Ik> iks;
    std::vector<TrailingJoint> trails;
    if (!resolveModules(*data_, *framework, iks, trails, diagnostics)) {
        return false;
    }
    // Locomotion (drive mode), resolved on the new stack; its motion state carries over.
    std::optional<LocomotionRig> loco;
    if (const auto& m = data_->manifest.locomotion) {
        LocomotionRig rig;
        auto find = [&](const std::string& name) {
            const int b = framework->findBone(name);
            if (b < 0) {
                diagnostics.error("procedural.unknown-bone", data_->manifest.file, m->line,
                                  "bone '" + name + "' of <Locomotion> is not in the stack", {name}, "Fix the name.");
            }
            return b;
        };
        rig.root = find(m->root);
        rig.pelvis = find(m->pelvis);
        const std::string* legs[2] = {m->leftLeg, m->rightLeg};
        bool ok = rig.root >= 0 && rig.pelvis >= 0;
        for (int side = 0; side < 2; ++side) {
            TwoBoneIkJob& job = rig.legs[side];
            job.root = find(legs[side][0]);
            job.mid = find(legs[side][1]);
            job.end = find(legs[side][2]);
            ok = ok && job.root >= 0 && job.mid >= 0 && job.end >= 0 && framework->parent(job.mid) == job.root
                 && framework->parent(job.end) == job.mid;
            if (job.end >= 0) {
                job.hingeLocal = hingeFromBindPose(*framework, job.root, job.mid, job.end);
                rig.ankleHeight[side] = framework->bindWorld(job.end)[3].z;
            }
        }
        if (!ok) {
            diagnostics.error("procedural.bad-chain", data_->manifest.file, m->line,
                              "<Locomotion> needs a root, a pelvis and two thigh -> calf -> foot chains", {},
                              "Name existing bones; each leg's three bones must follow each other.");
            return false;
        }
        rig.crouch = m->crouch;
        LocomotionSettings settings;
        settings.maxSpeed = m->maxSpeed;
        settings.stepSeconds = m->stepSeconds;
        settings.stepHeight = m->stepHeight;
        settings.footSpacing = m->footSpacing;
        settings.leanMaxDegrees = m->leanMaxDegrees;
        rig.motion = locomotion_ ? locomotion_->motion : ProceduralLocomotion(settings);
        loco = std::move(rig);
    }
    for (Ik& ik : iks) {  // keep the user's targets across swaps
        for (const Ik& old : iks_) {
            if (old.name == ik.name) {
                ik.override = old.override;
            }
        }
    }
    // Carry the pose over by bone name, so playback goes on without a hitch.
    auto pose = std::make_unique<Pose>(framework);
    for (int b = 0; b < framework->boneCount(); ++b) {
        const int old = framework_->findBone(framework->boneName(b));
        if (old >= 0) {
            pose->setLocalUnchecked(b, pose_->local(old));
        }
    }
    pose->invalidateAll();
    std::unique_ptr<ClipPlayer> player;
    if (clip_ >= 0) {
        player = std::make_unique<ClipPlayer>(*framework, data_->clips[static_cast<std::size_t>(clip_)], diagnostics);
    }
    framework_ = std::move(framework);
    pose_ = std::move(pose);
    helpers_ = std::move(helpers);
    player_ = std::move(player);
    costumes_ = costumes;
    iks_ = std::move(iks);
    trails_ = std::move(trails);
    locomotion_ = std::move(loco);
    driving_ = driving_ && locomotion_.has_value();
    return true;
}

void CharacterInstance::setClip(int clip, Diagnostics& diagnostics)
{
    player_.reset();
    clip_ = clip >= 0 && clip < static_cast<int>(data_->clips.size()) ? clip : -1;
    if (clip_ >= 0) {
        player_ = std::make_unique<ClipPlayer>(*framework_, data_->clips[static_cast<std::size_t>(clip_)], diagnostics);
    }
    pose_->resetToBind();
}

bool CharacterInstance::setIkTarget(const std::string& name, std::optional<glm::vec3> target)
{
    for (Ik& ik : iks_) {
        if (ik.name == name) {
            ik.override = target;
            return true;
        }
    }
    return false;
}

bool CharacterInstance::setDriving(bool on)
{
    if (on && !locomotion_) {
        return false;
    }
    if (on && !driving_) {
        const glm::vec3 start(pose_->world(locomotion_->root)[3]);
        locomotion_->motion.reset(start, glm::radians(-90.0f));  // the character faces -Y
    }
    driving_ = on;
    return true;
}

void CharacterInstance::applyLocomotion(float dtSeconds)
{
    LocomotionRig& rig = *locomotion_;
    rig.motion.update(stick_, dtSeconds);
    const ProceduralLocomotion& m = rig.motion;
    // The root stands where the motion is, turned so the character's front (-Y) faces the heading.
    const glm::quat heading = glm::angleAxis(m.heading() + glm::radians(90.0f), glm::vec3(0, 0, 1));
    Srt root = pose_->local(rig.root);
    root.translation = m.position();
    root.rotation = heading;
    pose_->setLocal(rig.root, root);
    // Pelvis: lowered (crouch and the step's drop), rolled about the heading, leaned into the acceleration.
    const glm::vec3 forward = heading * glm::vec3(0, -1, 0);
    glm::quat lean(1.0f, 0.0f, 0.0f, 0.0f);
    if (m.leanDegrees() > 1e-4f) {
        lean = glm::angleAxis(glm::radians(m.leanDegrees()), glm::normalize(glm::vec3(m.lean(), 0.0f)));
    }
    const glm::quat roll = glm::angleAxis(glm::radians(m.hipRollDegrees()), forward);
    const int parent = pose_->framework().parent(rig.pelvis);
    const glm::quat parentRotation = parent >= 0 ? pose_->worldSrt(parent).rotation : glm::quat(1, 0, 0, 0);
    // The pelvis's animated input: what the pose holds, unless it is still our own last output.
    if (!(rig.wrotePelvis && pose_->local(rig.pelvis) == rig.pelvisWritten)) {
        rig.pelvisInput = pose_->local(rig.pelvis);
    }
    Srt pelvis = rig.pelvisInput;
    pelvis.rotation = glm::normalize(glm::inverse(parentRotation) * (lean * roll) * parentRotation * pelvis.rotation);
    const glm::vec3 drop = glm::inverse(parentRotation) * glm::vec3(0, 0, -(rig.crouch + m.hipDrop()));
    pelvis.translation += drop;
    pose_->setLocal(rig.pelvis, pelvis);
    rig.pelvisWritten = pelvis;
    rig.wrotePelvis = true;
    // Legs onto the feet, knees forward.
    for (int side = 0; side < 2; ++side) {
        TwoBoneIkJob& job = rig.legs[side];
        job.target = m.foot(side).position + glm::vec3(0, 0, rig.ankleHeight[side]);
        const glm::vec3 hip(pose_->world(job.root)[3]);
        job.pole = (hip + job.target) * 0.5f + forward * 50.0f;
        job.run(*pose_);
    }
}

void CharacterInstance::evaluate(float frame, bool loop, float dtSeconds)
{
    HelperTime time;
    if (player_) {
        const Clip& c = player_->clip();
        player_->apply(*pose_, frame, loop);
        time = HelperTime::atFrame(clipFrame(c, frame, loop), c.frameRate, c.startFrame, c.endFrame);
    } else {
        time = HelperTime::atFrame(frame, 30.0, 0.0, 0.0);
    }
    if (!procedural_) {
        helpers_->evaluate(*pose_, time);
        return;
    }
    if (driving_ && locomotion_) {
        applyLocomotion(dtSeconds);
    }
    const int up = data_->manifest.upAxis == "Y" ? 1 : 2;
    for (Ik& ik : iks_) {
        const glm::vec3 end(pose_->world(ik.job.end)[3]);
        if (ik.override) {
            ik.job.target = *ik.override;
        } else if (ik.targetBone >= 0) {
            ik.job.target = glm::vec3(pose_->world(ik.targetBone)[3]);
        } else {
            // Foot IK: only when the clip puts the end below its bind height above the ground.
            const float floor = ik.groundHeight + ik.endBindHeight;
            ik.job.target = end;  // also where its gizmo shows while it has nothing to do
            if (end[up] >= floor) {
                continue;
            }
            ik.job.target[up] = floor;
        }
        ik.job.pole = ik.poleBone >= 0 ? std::optional<glm::vec3>(glm::vec3(pose_->world(ik.poleBone)[3])) : std::nullopt;
        ik.job.run(*pose_);
    }
    helpers_->evaluate(*pose_, time);
    for (TrailingJoint& trail : trails_) {
        if (dtSeconds <= 0.0f) {
            trail.reset();
        }
        trail.update(*pose_, dtSeconds);
    }
}

}  // namespace rigstage
