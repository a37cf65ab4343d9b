#include "helpers/helper_joint.h"

#include "pose/pose.h"

namespace rigstage {

HelperTime HelperTime::atFrame(double frame, double frameRate, double startFrame, double endFrame)
{
    HelperTime t;
    t.ticksPerFrame = frameRate > 0.0 ? kTicksPerSecond / frameRate : 160.0;
    t.ticks = frame * t.ticksPerFrame;
    t.rangeStartTicks = startFrame * t.ticksPerFrame;
    t.rangeEndTicks = endFrame * t.ticksPerFrame;
    return t;
}

void evaluateHelperJoint(HelperJoint& joint, PoseSource& source, Pose& pose, const HelperTime& time,
                         std::string* slot)
{
    EvalContext ctx(source, joint.bone);
    ctx.previousLocal = pose.local(joint.bone);
    ctx.local = ctx.previousLocal;
    ctx.ticks = time.ticks;
    ctx.ticksPerFrame = time.ticksPerFrame;
    ctx.rangeStartTicks = time.rangeStartTicks;
    ctx.rangeEndTicks = time.rangeEndTicks;
    auto name = [slot](const char* part, const char* type) {
        if (slot) {
            *slot = std::string(part) + ": " + type;
        }
    };
    if (joint.position) {
        name("Position", joint.position->typeName());
        ctx.local.translation = joint.position->evaluate(ctx, glm::vec3(0.0f));
    }
    if (joint.rotation) {
        name("Rotation", joint.rotation->typeName());
        ctx.local.rotation = safeNormalize(joint.rotation->evaluate(ctx, glm::quat(1.0f, 0.0f, 0.0f, 0.0f)));
    }
    if (joint.scale) {
        name("Scale", joint.scale->typeName());
        ctx.local.scale = joint.scale->evaluate(ctx, glm::vec3(1.0f));
    }
    pose.setLocal(joint.bone, isFinite(ctx.local) ? ctx.local : ctx.previousLocal);
}

}  // namespace rigstage
