#include "procedural/slope_adaptation.h"

#include <algorithm>
#include <cmath>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace rigstage {

namespace {

glm::vec3 flatten(glm::vec3 v, int up)
{
    v[up] = 0.0f;
    return v;
}

/// Writes a bone's world rotation (and, when given, world position) as local values.
void setWorld(Pose& pose, int bone, const glm::quat& rotation, const glm::vec3* position)
{
    const int parent = pose.framework().parent(bone);
    const glm::quat local = parent < 0 ? rotation : glm::normalize(glm::inverse(pose.worldRotation(parent)) * rotation);
    if (!position) {
        pose.setLocalRotation(bone, local);
        return;
    }
    const glm::vec3 translation = parent < 0 ? *position : glm::vec3(pose.worldInverse(parent) * glm::vec4(*position, 1.0f));
    pose.setLocal(bone, translation, local, pose.local(bone).scale);
}

glm::vec3 position(Pose& pose, int bone) { return glm::vec3(pose.world(bone)[3]); }

/// The shortest rotation taking unit vector a onto unit vector b (identity when they are opposite:
/// the ground is never upside down).
glm::quat arc(const glm::vec3& a, const glm::vec3& b)
{
    const float c = glm::dot(a, b);
    if (c < -0.9999f) {
        return glm::quat(1.0f, 0.0f, 0.0f, 0.0f);
    }
    const glm::vec3 axis = glm::cross(a, b);
    return glm::normalize(glm::quat(1.0f + c, axis.x, axis.y, axis.z));
}

/// a == b (Srt's operator==, float equality of all ten numbers) in three compares: takeInputs asks
/// it of every bone the stage writes, every run.
bool sameLocal(const Srt& a, const Srt& b)
{
#if defined(__SSE2__)
    static_assert(sizeof(Srt) == 10 * sizeof(float));
    const float* x = &a.translation.x;
    const float* y = &b.translation.x;
    const __m128 first = _mm_cmpeq_ps(_mm_loadu_ps(x), _mm_loadu_ps(y));
    const __m128 second = _mm_cmpeq_ps(_mm_loadu_ps(x + 4), _mm_loadu_ps(y + 4));
    const __m128 last = _mm_cmpeq_ps(_mm_castsi128_ps(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(x + 8))),
                                     _mm_castsi128_ps(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(y + 8))));
    return _mm_movemask_ps(_mm_and_ps(_mm_and_ps(first, second), last)) == 0xF;
#else
    return a == b;
#endif
}

/// The numbers TwoBoneIkJob::validate checks besides the chain (which create() checked).
bool legNumbersFinite(const TwoBoneIkJob& leg)
{
    const auto finite3 = [](const glm::vec3& v) { return std::isfinite(v.x) && std::isfinite(v.y) && std::isfinite(v.z); };
    return finite3(leg.target) && finite3(leg.hingeLocal) && std::isfinite(leg.weight) && std::isfinite(leg.reachRatio)
        && std::isfinite(leg.maxStretch) && std::isfinite(leg.swivel);
}

}  // namespace

std::optional<SlopeAdaptation> SlopeAdaptation::create(const SlopeAdaptationSettings& settings, const Framework& fw,
                                                       std::string& error)
{
    const int n = fw.boneCount();
    auto valid = [&](int b) { return b >= 0 && b < n; };
    if (settings.spine.empty()) {
        error = "the spine names no bone";
        return std::nullopt;
    }
    for (std::size_t i = 0; i < settings.spine.size(); ++i) {
        if (!valid(settings.spine[i])) {
            error = "a spine bone is not in the stack";
            return std::nullopt;
        }
        if (i > 0) {
            const auto above = fw.ancestors(settings.spine[i]);
            if (std::find(above.begin(), above.end(), settings.spine[i - 1]) == above.end()) {
                error = "spine bone '" + fw.boneName(settings.spine[i]) + "' is not below '" + fw.boneName(settings.spine[i - 1])
                        + "': list the spine root-most first";
                return std::nullopt;
            }
        }
    }
    if (settings.legs.empty()) {
        error = "no leg is named";
        return std::nullopt;
    }
    SlopeAdaptation s;
    s.settings_ = settings;
    std::vector<int> pinOfLeg;
    for (const TwoBoneIkJob& leg : settings.legs) {
        if (!valid(leg.root) || !valid(leg.mid) || !valid(leg.end) || fw.parent(leg.mid) != leg.root || fw.parent(leg.end) != leg.mid) {
            error = "a leg is not a thigh -> calf -> foot chain of bones that follow each other";
            return std::nullopt;
        }
        int pin = -1;
        for (int b = fw.parent(leg.root); b >= 0 && pin < 0; b = fw.parent(b)) {
            const auto it = std::find(settings.spine.begin(), settings.spine.end(), b);
            pin = it == settings.spine.end() ? -1 : static_cast<int>(it - settings.spine.begin());
        }
        if (pin < 0) {
            error = "leg '" + fw.boneName(leg.root) + "' hangs from no spine bone";
            return std::nullopt;
        }
        pinOfLeg.push_back(pin);
        const float l1 = glm::length(glm::vec3(fw.bindWorld(leg.mid)[3] - fw.bindWorld(leg.root)[3]));
        const float l2 = glm::length(glm::vec3(fw.bindWorld(leg.end)[3] - fw.bindWorld(leg.mid)[3]));
        s.reach_.push_back((l1 + l2) * leg.reachRatio);
    }
    // run() gathers every leg's chain before it solves any and turns the feet once all are solved,
    // so no leg may move another's bones or a pin's: none hangs below another leg.
    for (const TwoBoneIkJob& leg : settings.legs) {
        const auto belowLeg = [&](int bone) {
            const auto above = fw.ancestors(bone);
            return bone == leg.root || std::find(above.begin(), above.end(), leg.root) != above.end();
        };
        for (const TwoBoneIkJob& other : settings.legs) {
            if (&other != &leg && belowLeg(other.root)) {
                error = "leg '" + fw.boneName(other.root) + "' hangs below leg '" + fw.boneName(leg.root)
                        + "': each leg hangs from the spine on its own";
                return std::nullopt;
            }
        }
        for (int pin : pinOfLeg) {
            if (belowLeg(settings.spine[static_cast<std::size_t>(pin)])) {
                error = "spine bone '" + fw.boneName(settings.spine[static_cast<std::size_t>(pin)]) + "' hangs below leg '"
                        + fw.boneName(leg.root) + "'";
                return std::nullopt;
            }
        }
    }
    s.pins_ = pinOfLeg;
    std::sort(s.pins_.begin(), s.pins_.end());
    s.pins_.erase(std::unique(s.pins_.begin(), s.pins_.end()), s.pins_.end());
    s.pinLegs_.resize(s.pins_.size());
    for (std::size_t l = 0; l < pinOfLeg.size(); ++l) {
        const auto p = std::find(s.pins_.begin(), s.pins_.end(), pinOfLeg[l]) - s.pins_.begin();
        s.pinLegs_[static_cast<std::size_t>(p)].push_back(static_cast<int>(l));
    }
    for (int pin : s.pins_) {
        s.written_.push_back(settings.spine[static_cast<std::size_t>(pin)]);
    }
    for (const TwoBoneIkJob& leg : settings.legs) {
        s.written_.insert(s.written_.end(), {leg.root, leg.mid, leg.end});
    }
    for (int b : settings.carried) {
        if (!valid(b)) {
            error = "a carried bone is not in the stack";
            return std::nullopt;
        }
        s.written_.push_back(b);
    }
    // The bones each phase of run() reads, with their ancestors, shallowest first: Pose::updateWorld
    // then computes each from a parent already valid, and the bones of one depth (every leg's
    // thigh, then every calf, ...) do not depend on each other, so the CPU overlaps them where
    // leg by leg each waited for the one above it.
    const auto byDepth = [&](std::vector<int> bones) {
        for (std::size_t i = 0, count = bones.size(); i < count; ++i) {
            const auto above = fw.ancestors(bones[i]);
            bones.insert(bones.end(), above.begin(), above.end());
        }
        std::sort(bones.begin(), bones.end(), [&](int a, int b) {
            const std::size_t da = fw.ancestors(a).size(), db = fw.ancestors(b).size();
            return da != db ? da < db : a < b;
        });
        bones.erase(std::unique(bones.begin(), bones.end()), bones.end());
        return bones;
    };
    std::vector<int> legBones;
    for (int pin : s.pins_) {
        legBones.push_back(settings.spine[static_cast<std::size_t>(pin)]);
    }
    for (const TwoBoneIkJob& leg : settings.legs) {
        legBones.insert(legBones.end(), {leg.root, leg.mid, leg.end});
        s.legUppers_.insert(s.legUppers_.end(), {leg.root, leg.mid});
    }
    s.legReads_ = byDepth(legBones);
    legBones.insert(legBones.end(), settings.carried.begin(), settings.carried.end());
    s.inputReads_ = byDepth(legBones);
    s.legUppers_ = byDepth(s.legUppers_);
    s.firstPinBindInverse_ = glm::inverse(glm::quat_cast(glm::mat3(fw.bindWorld(settings.spine[static_cast<std::size_t>(s.pins_[0])]))));
    s.inputLocals_.resize(s.written_.size());
    s.writtenLocals_.resize(s.written_.size());
    s.pitch_.resize(std::max<std::size_t>(1, s.pins_.size() - 1));
    s.report_.targetPitchDegrees.assign(s.pitch_.size(), 0.0f);
    s.report_.appliedPitchDegrees.assign(s.pitch_.size(), 0.0f);
    return s;
}

void SlopeAdaptation::reset()
{
    height_.reset();
    roll_.reset();
    for (SuspensionSpring& spring : pitch_) {
        spring.reset();
    }
}

void SlopeAdaptation::takeInputs(Pose& pose)
{
    for (std::size_t i = 0; i < written_.size(); ++i) {
        const int b = written_[i];
        if (wrote_ && sameLocal(pose.local(b), writtenLocals_[i])) {
            pose.setLocal(b, inputLocals_[i]);  // still ours: its input again, which stays the input
        } else {
            inputLocals_[i] = pose.local(b);
        }
    }
}

void SlopeAdaptation::release(Pose& pose)
{
    if (!wrote_) {
        return;
    }
    for (std::size_t i = 0; i < written_.size(); ++i) {
        if (pose.local(written_[i]) == writtenLocals_[i]) {
            pose.setLocal(written_[i], inputLocals_[i]);
        }
    }
    wrote_ = false;
    reset();
}

void SlopeAdaptation::run(Pose& pose, const Terrain& terrain, float dt, const std::vector<FootStep>* steps)
{
    takeInputs(pose);
    pose.updateWorld(inputReads_);
    const SlopeAdaptationSettings& s = settings_;
    const int u = terrain.upAxis();
    const glm::vec3 up = terrain.up();
    const std::size_t pinCount = pins_.size();
    const std::size_t legCount = s.legs.size();
    auto pinBone = [&](std::size_t p) { return s.spine[static_cast<std::size_t>(pins_[p])]; };

    // The animated input: the clip (or drive mode) stands on flat ground at height 0.
    pinAnimated_.resize(pinCount);
    footAnimated_.resize(legCount);
    for (std::size_t p = 0; p < pinCount; ++p) {
        pinAnimated_[p] = position(pose, pinBone(p));
    }
    std::vector<glm::quat>& footRotation = footRotation_;
    footRotation.resize(legCount);
    for (std::size_t l = 0; l < legCount; ++l) {
        footAnimated_[l] = position(pose, s.legs[l].end);
        footRotation[l] = pose.worldRotation(s.legs[l].end);
    }
    // A foot keeps its animated horizontal offset from its pin, wherever the pin goes.
    auto foot = [&](std::size_t p, int l, const glm::vec3& pinNow) {
        return pinNow + flatten(footAnimated_[static_cast<std::size_t>(l)] - pinAnimated_[p], u);
    };
    // Mean ground height G and mean horizontal position C of a pin's feet, the pin standing at pinNow.
    auto ground = [&](std::size_t p, const glm::vec3& pinNow, float& g, glm::vec3& c) {
        g = 0.0f;
        c = glm::vec3(0.0f);
        for (int l : pinLegs_[p]) {
            const glm::vec3 f = foot(p, l, pinNow);
            g += terrain.heightAt(f);
            c += flatten(f, u);
        }
        const float count = static_cast<float>(pinLegs_[p].size());
        g /= count;
        c /= count;
    };
    const float tolerance = glm::radians(std::max(s.toleranceDegrees, 1e-6f));
    const int cap = std::max(1, s.maxIterations);
    report_.iterations = 0;
    report_.converged = true;

    // Turns one segment about its near pin until the slope under its pins' feet stops changing.
    // Returns the segment's target pitch (radians, relative to the animation); axis receives the
    // horizontal axis it turns about.
    auto solveSegment = [&](std::size_t near, const glm::vec3& pivot, float applied, glm::vec3& axis) {
        float pitch = applied;
        if (pinCount == 1) {
            // One pin (a biped): probe the ground ahead of and behind the feet along the facing.
            const int b = pinBone(0);
            const glm::quat turned = pose.worldRotation(b) * firstPinBindInverse_;
            glm::vec3 f = flatten(turned * s.forward, u);
            if (glm::length(f) < 1e-6f) {
                axis = glm::vec3(0.0f);
                return 0.0f;
            }
            f = glm::normalize(f);
            axis = glm::normalize(glm::cross(f, up));
            float g;
            glm::vec3 c;
            ground(0, pivot, g, c);
            const float probe = s.probe > 0.0f ? s.probe : 0.3f * std::max(std::abs(pinAnimated_[0][u]), 1e-3f);
            const float rise = terrain.heightAt(c + f * probe) - terrain.heightAt(c - f * probe);
            report_.iterations = std::max(report_.iterations, 1);
            return s.alignment * std::atan2(rise, 2.0f * probe);
        }
        const glm::vec3 farNow = position(pose, pinBone(near + 1));
        const glm::vec3 v = farNow - pivot;
        glm::vec3 d = flatten(v, u);
        if (glm::length(d) < 1e-6f) {
            axis = glm::vec3(0.0f);
            return applied;
        }
        d = glm::normalize(d);
        axis = glm::normalize(glm::cross(d, up));
        float gNear;
        glm::vec3 cNear;
        ground(near, pivot, gNear, cNear);
        int iteration = 0;
        bool converged = false;
        while (iteration < cap && !converged) {
            ++iteration;
            const glm::vec3 far = pivot + glm::angleAxis(pitch - applied, axis) * v;
            float gFar;
            glm::vec3 cFar;
            ground(near + 1, far, gFar, cFar);
            const float run = glm::dot(cFar - cNear, d);
            const float next = std::abs(run) > 1e-6f ? s.alignment * std::atan2(gFar - gNear, run) : 0.0f;
            converged = std::abs(next - pitch) < tolerance;
            pitch = next;
        }
        report_.iterations = std::max(report_.iterations, iteration);
        report_.converged = report_.converged && converged;
        return pitch;
    };

    // Root segment: turn about the first pin, then lift it to its reference height over its feet.
    const glm::vec3 pivot = pinAnimated_[0];
    glm::vec3 axis;
    const float rootPitch = solveSegment(0, pivot, 0.0f, axis);
    float g0;
    glm::vec3 c0;
    ground(0, pivot, g0, c0);
    // Roll: about the root segment (a single pin: its facing), by a share of the ground's rise
    // across it, sampled either side of the first pin's feet. axis is the segment's right side.
    glm::vec3 rollAxis(0.0f);
    float sideSlope = 0.0f;
    if (glm::length(axis) > 0.0f) {
        const glm::vec3 right = axis;
        rollAxis = glm::normalize(glm::cross(up, right));  // the horizontal facing
        if (pinCount > 1) {
            const glm::vec3 v = position(pose, pinBone(1)) - pivot;
            if (glm::length(v) > 1e-6f) {
                rollAxis = glm::normalize(v);  // along the segment, so the far pin stays on it
            }
        }
        const float probe = s.probe > 0.0f ? s.probe : 0.3f * std::max(std::abs(pinAnimated_[0][u]), 1e-3f);
        sideSlope = std::atan2(terrain.heightAt(c0 + right * probe) - terrain.heightAt(c0 - right * probe), 2.0f * probe);
    }
    const float maxRoll = glm::radians(std::clamp(s.maxRollDegrees, 0.0f, 89.0f));
    const float rootRoll = std::clamp(s.roll * sideSlope, -maxRoll, maxRoll);
    // A turn about the facing by -r raises the right side by r; the roll comes first, so the
    // segment's own direction (and so its pitch) is left as the pitch solve found it.
    auto bodyTurn = [&](float pitch, float roll) {
        const glm::quat p = glm::length(axis) > 0.0f ? glm::angleAxis(pitch, axis) : glm::quat(1, 0, 0, 0);
        const glm::quat r = glm::length(rollAxis) > 0.0f ? glm::angleAxis(-roll, rollAxis) : glm::quat(1, 0, 0, 0);
        return glm::normalize(p * r);
    };
    const glm::quat rootTurn = bodyTurn(rootPitch, rootRoll);
    // Where a foot goes: onto the ground under it at its animated clearance along the normal; a foot
    // in the air (look-ahead) is raised towards the ground where its step lands, fully once it is a
    // quarter of its way there, so it meets a higher tread or bump rather than being lifted onto it.
    auto footTarget = [&](std::size_t p, int l, const glm::vec3& pinNow, glm::vec3& normal) {
        const std::size_t li = static_cast<std::size_t>(l);
        const glm::vec3 f = foot(p, l, pinNow);
        normal = terrain.normalAt(f);
        glm::vec3 target = terrain.below(f) + normal * footAnimated_[li][u];
        if (s.lookAhead && steps && li < steps->size() && (*steps)[li].inAir) {
            const FootStep& step = (*steps)[li];
            const glm::vec3 from = pinNow + flatten(step.liftOff - pinAnimated_[p], u);
            const glm::vec3 to = pinNow + flatten(step.contact - pinAnimated_[p], u);
            const glm::vec3 way = to - from;
            const float length2 = glm::dot(way, way);
            const float done = length2 > 1e-8f ? std::clamp(glm::dot(f - from, way) / length2, 0.0f, 1.0f) : 1.0f;
            const float x = std::min(1.0f, done * 4.0f);
            const float weight = x * x * (3.0f - 2.0f * x);
            const float rise = terrain.heightAt(to) - terrain.heightAt(f);
            if (rise > 0.0f) {
                target += up * (weight * rise);  // never lower than the ground under it
            }
        }
        return target;
    };
    float lift = g0;
    // No leg may be asked to reach further than it can (or than the animation had it reach): lower
    // the body as far as the neediest leg wants.
    float drop = 0.0f;
    for (std::size_t p = 0; p < pinCount; ++p) {
        const glm::vec3 pinNow = pivot + up * lift + rootTurn * (pinAnimated_[p] - pivot);
        for (int l : pinLegs_[p]) {
            const TwoBoneIkJob& leg = s.legs[static_cast<std::size_t>(l)];
            const glm::vec3 hipAnimated = position(pose, leg.root);
            const glm::vec3 hip = pivot + up * lift + rootTurn * (hipAnimated - pivot);
            glm::vec3 normal;
            const glm::vec3 target = footTarget(p, l, pinNow, normal);
            const float reach = std::max(reach_[static_cast<std::size_t>(l)], glm::length(footAnimated_[static_cast<std::size_t>(l)] - hipAnimated));
            const glm::vec3 gap = hip - target;
            const float across = glm::length(flatten(gap, u));
            const float need = gap[u] - std::sqrt(std::max(0.0f, reach * reach - across * across));
            drop = std::max(drop, std::min(need, 0.5f * std::abs(pinAnimated_[0][u])));
        }
    }
    lift -= drop;
    report_.targetHeight = lift;
    report_.targetPitchDegrees[0] = glm::degrees(rootPitch);
    const float liftApplied = height_.advance(lift, dt, s.heightSpring);
    float appliedBefore = pitch_[0].advance(rootPitch, dt, s.pitchSpring);
    const float rollApplied = roll_.advance(rootRoll, dt, s.pitchSpring);
    report_.appliedHeight = liftApplied;
    report_.appliedPitchDegrees[0] = glm::degrees(appliedBefore);
    report_.sideSlopeDegrees = glm::degrees(sideSlope);
    report_.targetRollDegrees = glm::degrees(rootRoll);
    report_.appliedRollDegrees = glm::degrees(rollApplied);
    {
        const int b = pinBone(0);
        const glm::quat turn = bodyTurn(appliedBefore, rollApplied);
        // Carried bones first (their world transforms before the body moves), then the root pin.
        // (Position and rotation read apart, not as one Srt: a field read right after the 40-byte
        // Srt was stored spans two stores, which the CPU cannot forward.)
        for (int c : s.carried) {
            const glm::vec3 moved = pivot + up * liftApplied + turn * (position(pose, c) - pivot);
            setWorld(pose, c, glm::normalize(turn * pose.worldRotation(c)), &moved);
        }
        const glm::vec3 lifted = pivot + up * liftApplied;
        setWorld(pose, b, glm::normalize(turn * pose.worldRotation(b)), &lifted);
    }
    // Each next segment with pins at both ends turns about its near pin.
    for (std::size_t seg = 1; seg + 1 < pinCount; ++seg) {
        const int b = pinBone(seg);
        const glm::vec3 near = position(pose, b);
        const float target = solveSegment(seg, near, appliedBefore, axis);
        const float applied = pitch_[seg].advance(target, dt, s.pitchSpring);
        report_.targetPitchDegrees[seg] = glm::degrees(target);
        report_.appliedPitchDegrees[seg] = glm::degrees(applied);
        if (glm::length(axis) > 0.0f) {
            setWorld(pose, b, glm::normalize(glm::angleAxis(applied - appliedBefore, axis) * pose.worldRotation(b)), nullptr);
        }
        appliedBefore = applied;
    }
    // Feet onto the ground, at their animated clearance along its normal, turned to it. No leg hangs
    // below another or above a pin (create()), so every leg's chain is gathered first and the
    // solves go side by side (solveTwoBoneIkBatch: each leg gets the bits TwoBoneIkJob::run would
    // give it). The legs were checked as chains at create(); their numbers are checked here, as
    // TwoBoneIkJob::run checks them, since settings() may change them between runs.
    legJobs_.resize(legCount);
    legNormals_.resize(legCount);
    solving_.clear();
    legChains_.clear();
    pose.updateWorld(legReads_);
    for (std::size_t p = 0; p < pinCount; ++p) {
        const glm::vec3 pinNow = position(pose, pinBone(p));
        for (int l : pinLegs_[p]) {
            const std::size_t li = static_cast<std::size_t>(l);
            TwoBoneIkJob& leg = legJobs_[li];
            leg = s.legs[li];
            leg.target = footTarget(p, l, pinNow, legNormals_[li]);
            leg.pole.reset();
            if (!legNumbersFinite(leg) || leg.weight <= 0.0f) {
                continue;  // as run(): not finite, the pose untouched; no weight, the input kept
            }
            leg.gather(pose, legChains_.emplace_back());
            solving_.push_back(&leg);
        }
    }
    legResults_.resize(solving_.size());
    for (std::size_t first = 0; first < solving_.size(); first += 4) {
        const int count = static_cast<int>(std::min<std::size_t>(4, solving_.size() - first));
        // Fewer than three legs: one solve each (two lanes of four measured 4 % slower on the
        // walker's two legs; four lanes 6 % faster on the Fox's four).
        int solved = 0;
        if (count >= 3) {
            solved = solveTwoBoneIkBatch(&solving_[first], &legChains_[first], count, &legResults_[first]);
        } else {
            for (int k = 0; k < count; ++k) {
                const std::size_t i = first + static_cast<std::size_t>(k);
                solved |= solving_[i]->solve(legChains_[i], legResults_[i]) ? 1 << k : 0;
            }
        }
        for (int k = 0; k < count; ++k) {
            if (!(solved & (1 << k))) {
                continue;
            }
            const TwoBoneIkJob& leg = *solving_[first + static_cast<std::size_t>(k)];
            const TwoBoneIkResult& result = legResults_[first + static_cast<std::size_t>(k)];
            if (result.translationScale != 1.0f) {
                pose.setLocalTranslation(leg.mid, pose.local(leg.mid).translation * result.translationScale);
                pose.setLocalTranslation(leg.end, pose.local(leg.end).translation * result.translationScale);
            }
            pose.setLocalRotation(leg.root, result.rootLocal);
            pose.setLocalRotation(leg.mid, result.midLocal);
        }
    }
    if (s.alignFeet) {
        // Step by step over all the legs rather than leg by leg: each step's work is independent
        // from leg to leg, so the CPU overlaps the legs' square roots and divisions.
        for (std::size_t li = 0; li < legCount; ++li) {
            footRotation[li] = glm::normalize(arc(up, legNormals_[li]) * footRotation[li]);
        }
        pose.updateWorld(legUppers_);  // the thighs and calves as the IK left them
        for (std::size_t li = 0; li < legCount; ++li) {
            setWorld(pose, s.legs[li].end, footRotation[li], nullptr);
        }
    }
    // Part by part: the rotations were just stored on their own, and a 16-byte piece of a plain
    // copy spanning one of them and the translation could not be forwarded from those stores.
    for (std::size_t i = 0; i < written_.size(); ++i) {
        copyByParts(pose.local(written_[i]), writtenLocals_[i]);
    }
    wrote_ = true;
}

}  // namespace rigstage
