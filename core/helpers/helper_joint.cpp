#include "helpers/helper_joint.h"

#include <type_traits>

#include "pose/pose.h"
#include "pose/pose_lanes.h"
#include "support/timed_region.h"

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

namespace {

// The frame's path: no names, no clocks. The compiler removes every hook call of this one.
struct PlainSlots {
    void name(const char*, const char*) {}
    template <typename Evaluate>
    void run(int, const char*, Evaluate&& evaluate) { evaluate(); }
};

// The path of the EvaluationOrderBuilder and of the Profiler: names the slot running at each
// moment and / or times each one.
struct ObservedSlots {
    std::string* slot;
    ControllerProfile* profile;
    int helperIndex;

    void name(const char* part, const char* type)
    {
        if (slot) {
            *slot = std::string(part) + ": " + type;
        }
    }
    template <typename Evaluate>
    void run(int slotIndex, const char* type, Evaluate&& evaluate)
    {
        if (!profile) {
            evaluate();
            return;
        }
        const auto start = ProfileClock::now();
        evaluate();
        profile->add(helperIndex, slotIndex, type, regionNanoseconds(start, ProfileClock::now()));
    }
};

// Position, then rotation, then scale, as Max's PRS does. The type names are read only where the
// hooks use them (a virtual call each, three a helper, on every frame otherwise).
// P is a Pose or one lane of a block (PoseLane): what it is read from and written to.
// givenTranslation, where not null, is the position controller's result worked out beforehand (for
// eight characters at once): taken in the position slot's place.
template <typename P, typename Slots>
void evaluateSlots(HelperJoint& joint, PoseSource& source, P& pose, const HelperTime& time, Slots&& slots,
                   const glm::vec3* givenTranslation = nullptr)
{
    constexpr bool observed = std::is_same_v<std::decay_t<Slots>, ObservedSlots>;
    auto typeOf = [](const auto& controller) -> const char* {
        if constexpr (observed) {
            return controller.typeName();
        } else {
            return nullptr;
        }
    };
    EvalContext ctx(source, joint.bone);
    const Srt& stored = pose.local(joint.bone);
    copyByParts(stored, ctx.previousLocal);
    copyByParts(stored, ctx.local);
    ctx.ticks = time.ticks;
    ctx.ticksPerFrame = time.ticksPerFrame;
    ctx.rangeStartTicks = time.rangeStartTicks;
    ctx.rangeEndTicks = time.rangeEndTicks;
    // Each slot's result is kept in registers as well as in ctx.local (which the later slots may
    // read): read back from ctx.local right after its parts were stored, a 16-byte load spans two
    // stores, which the CPU cannot forward (it waits until they reach the cache, every helper).
    glm::vec3 translation = stored.translation;
    glm::quat rotation = stored.rotation;
    glm::vec3 scale = stored.scale;
    if (givenTranslation) {
        translation = *givenTranslation;
        ctx.local.translation = translation;
    } else if (joint.position) {
        const char* type = typeOf(*joint.position);
        slots.name("Position", type);
        slots.run(0, type, [&] {
            translation = joint.position->evaluate(ctx, glm::vec3(0.0f));
            ctx.local.translation = translation;
        });
    }
    if (joint.rotation) {
        const char* type = typeOf(*joint.rotation);
        slots.name("Rotation", type);
        slots.run(1, type, [&] {
            rotation = safeNormalize(joint.rotation->evaluate(ctx, glm::quat(1.0f, 0.0f, 0.0f, 0.0f)));
            ctx.local.rotation = rotation;
        });
    }
    if (joint.scale) {
        const char* type = typeOf(*joint.scale);
        slots.name("Scale", type);
        slots.run(2, type, [&] {
            scale = joint.scale->evaluate(ctx, glm::vec3(1.0f));
            ctx.local.scale = scale;
        });
    }
    // A result that is not a number keeps the last valid transform (ctx.previousLocal, the pose's
    // own local: not written during this evaluation).
    if (isFinite(translation) & isFinite(rotation) & isFinite(scale)) {
        pose.setLocal(joint.bone, translation, rotation, scale);
    }
}

}  // namespace

void evaluateHelperJoint(HelperJoint& joint, PoseSource& source, Pose& pose, const HelperTime& time,
                         std::string* slot, ControllerProfile* profile, int helperIndex)
{
    if (!slot && !profile) {
        evaluateSlots(joint, source, pose, time, PlainSlots{});
        return;
    }
    evaluateSlots(joint, source, pose, time, ObservedSlots{slot, profile, helperIndex});
}

void evaluateHelperJoint(HelperJoint& joint, PoseSource& source, PoseLane lane, const HelperTime& time,
                         const glm::vec3* translation)
{
    evaluateSlots(joint, source, lane, time, PlainSlots{}, translation);
}

}  // namespace rigstage
