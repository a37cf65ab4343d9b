#include "pipeline/ik_stage.h"

#include "procedural/terrain.h"

namespace rigstage {

void IkStage::run(FrameContext& context)
{
    Pose& pose = context.pose;
    for (IkModule& ik : modules_) {
        const glm::vec3 end(pose.world(ik.job.end)[3]);
        if (ik.override) {
            ik.job.target = *ik.override;
        } else if (ik.targetBone >= 0) {
            ik.job.target = glm::vec3(pose.world(ik.targetBone)[3]);
        } else {
            // Foot IK: only when the end is below its bind height above the ground.
            const float ground = ik.groundHeight + (context.terrain ? context.terrain->heightAt(end) : 0.0f);
            const float floor = ground + ik.endBindHeight;
            ik.job.target = end;  // also where its gizmo shows while it has nothing to do
            if (end[up_] >= floor) {
                continue;
            }
            ik.job.target[up_] = floor;
        }
        ik.job.pole = ik.poleBone >= 0 ? std::optional<glm::vec3>(glm::vec3(pose.world(ik.poleBone)[3])) : std::nullopt;
        ik.job.run(pose);
    }
}

}  // namespace rigstage
