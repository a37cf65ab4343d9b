#include "pipeline/locomotion_stage.h"

namespace rigstage {

void LocomotionStage::setDriving(bool on, Pose& pose)
{
    if (on && !driving_) {
        const glm::vec3 start(pose.world(rig_.root)[3]);
        motion_.reset(start, glm::radians(-90.0f));  // the character faces -Y
    }
    driving_ = on;
}

void LocomotionStage::run(FrameContext& context)
{
    if (!driving_) {
        return;
    }
    Pose& pose = context.pose;
    motion_.update(stick_, context.dtSeconds);
    const ProceduralLocomotion& m = motion_;
    // The root stands where the motion is, turned so the character's front (-Y) faces the heading.
    const glm::quat heading = glm::angleAxis(m.heading() + glm::radians(90.0f), glm::vec3(0, 0, 1));
    Srt root = pose.local(rig_.root);
    root.translation = m.position();
    root.rotation = heading;
    pose.setLocal(rig_.root, root);
    // Pelvis: lowered (crouch and the step's drop), rolled about the heading, leaned into the acceleration.
    const glm::vec3 forward = heading * glm::vec3(0, -1, 0);
    glm::quat lean(1.0f, 0.0f, 0.0f, 0.0f);
    if (m.leanDegrees() > 1e-4f) {
        lean = glm::angleAxis(glm::radians(m.leanDegrees()), glm::normalize(glm::vec3(m.lean(), 0.0f)));
    }
    const glm::quat roll = glm::angleAxis(glm::radians(m.hipRollDegrees()), forward);
    const int parent = pose.framework().parent(rig_.pelvis);
    const glm::quat parentRotation = parent >= 0 ? pose.worldRotation(parent) : glm::quat(1, 0, 0, 0);
    // The pelvis's animated input: what the pose holds, unless it is still our own last output.
    if (!(wrotePelvis_ && pose.local(rig_.pelvis) == pelvisWritten_)) {
        pelvisInput_ = pose.local(rig_.pelvis);
    }
    Srt pelvis = pelvisInput_;
    pelvis.rotation = glm::normalize(glm::inverse(parentRotation) * (lean * roll) * parentRotation * pelvis.rotation);
    const glm::vec3 drop = glm::inverse(parentRotation) * glm::vec3(0, 0, -(rig_.crouch + m.hipDrop()));
    pelvis.translation += drop;
    pose.setLocal(rig_.pelvis, pelvis);
    pelvisWritten_ = pelvis;
    wrotePelvis_ = true;
    // Legs onto the feet, knees forward; the stepping foot's step for the slope stage's look-ahead.
    context.stepsKnown = true;
    context.stepCount = 0;
    for (int side = 0; side < 2; ++side) {
        if (const ProceduralLocomotion::Foot& foot = m.foot(side); !foot.planted) {
            context.steps[context.stepCount++] = {rig_.legs[side].end, foot.from, foot.to};
        }
        TwoBoneIkJob& job = rig_.legs[side];
        job.target = m.foot(side).position + glm::vec3(0, 0, rig_.ankleHeight[side]);
        const glm::vec3 hip(pose.world(job.root)[3]);
        job.pole = (hip + job.target) * 0.5f + forward * 50.0f;
        job.run(pose);
    }
}

}  // namespace rigstage
