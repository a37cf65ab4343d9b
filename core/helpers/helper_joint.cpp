#include "helpers/helper_joint.h"

#include <chrono>

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
                         std::string* slot, ControllerProfile* profile, int helperIndex)
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
    // Runs one slot, timed when profiling (two clock reads: only while a profile is attached).
    auto run = [profile, helperIndex](int slotIndex, const char* type, auto&& evaluate) {
        if (!profile) {
            evaluate();
            return;
        }
        const auto start = std::chrono::steady_clock::now();
        evaluate();
        profile->add(helperIndex, slotIndex, type,
                     std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now() - start).count());
    };
    if (joint.position) {
        name("Position", joint.position->typeName());
        run(0, joint.position->typeName(),
            [&] { ctx.local.translation = joint.position->evaluate(ctx, glm::vec3(0.0f)); });
    }
    if (joint.rotation) {
        name("Rotation", joint.rotation->typeName());
        run(1, joint.rotation->typeName(), [&] {
            ctx.local.rotation = safeNormalize(joint.rotation->evaluate(ctx, glm::quat(1.0f, 0.0f, 0.0f, 0.0f)));
        });
    }
    if (joint.scale) {
        name("Scale", joint.scale->typeName());
        run(2, joint.scale->typeName(), [&] { ctx.local.scale = joint.scale->evaluate(ctx, glm::vec3(1.0f)); });
    }
    pose.setLocal(joint.bone, isFinite(ctx.local) ? ctx.local : ctx.previousLocal);
}

}  // namespace rigstage
