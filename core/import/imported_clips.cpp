#include "import/imported_clips.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <optional>
#include <unordered_map>

#include <assimp/scene.h>

#include "import/fbx_time.h"
#include "import/gltf_samplers.h"
#include "import/model_import.h"

namespace rigstage {

namespace {

/// The last key at or before time (0 when time precedes every key).
std::size_t keyBefore(const std::vector<double>& ticks, double time)
{
    std::size_t lo = 0, hi = ticks.size();
    while (hi - lo > 1) {
        const std::size_t mid = (lo + hi) / 2;
        (ticks[mid] <= time ? lo : hi) = mid;
    }
    return lo;
}

/// One part of a bone channel (translation, rotation or scale): its keys in ticks, each a value of
/// 3 numbers (x y z) or 4 (a rotation's x y z w), and for a cubic part the file's tangents (per
/// second). Linear parts come from Assimp; step and cubic ones from the file (gltf_samplers).
struct Part {
    ClipInterpolation mode = ClipInterpolation::Linear;
    bool rotation = false;
    std::vector<double> ticks;
    std::vector<glm::vec4> values, in, out;
    double secondsPerTick = 0.001;

    bool empty() const { return ticks.empty(); }

    /// The part at time (ticks): the file's value on a key, held outside the keys; between keys
    /// linear (slerp for a rotation), held (step), or the Hermite spline (cubic: a rotation not yet
    /// normalised).
    glm::vec4 at(double time) const
    {
        const std::size_t i = keyBefore(ticks, time);
        if (i + 1 >= ticks.size() || time <= ticks[i] || mode == ClipInterpolation::Step) {
            return onKey(i);
        }
        const double span = ticks[i + 1] - ticks[i];
        const double s = (time - ticks[i]) / span;
        if (mode == ClipInterpolation::CubicSpline) {
            return hermite(i, s);
        }
        const float t = float(s);
        if (!rotation) {
            return glm::vec4(glm::mix(glm::vec3(values[i]), glm::vec3(values[i + 1]), t), 0.0f);
        }
        const glm::quat a(values[i].w, values[i].x, values[i].y, values[i].z);  // as the file gives them
        glm::quat b(values[i + 1].w, values[i + 1].x, values[i + 1].y, values[i + 1].z);
        if (glm::dot(a, b) < 0.0f) {
            b = -b;
        }
        const glm::quat q = glm::normalize(glm::slerp(a, b, t));
        return glm::vec4(q.x, q.y, q.z, q.w);
    }

    /// Key i's value: a linear or step rotation normalised; a cubic one as the spline has it.
    glm::vec4 onKey(std::size_t i) const
    {
        if (!rotation || mode == ClipInterpolation::CubicSpline) {
            return values[i];
        }
        const glm::quat q = glm::normalize(glm::quat(values[i].w, values[i].x, values[i].y, values[i].z));
        return glm::vec4(q.x, q.y, q.z, q.w);
    }

    /// glTF 2.0, Appendix C: p(s) = (2s^3 - 3s^2 + 1) v_i + d (s^3 - 2s^2 + s) b_i + (-2s^3 + 3s^2) v_i+1
    /// + d (s^3 - s^2) a_i+1, d the segment's length in seconds, b the out- and a the in-tangent.
    glm::vec4 hermite(std::size_t i, double s) const
    {
        const double d = (ticks[i + 1] - ticks[i]) * secondsPerTick;
        const double s2 = s * s, s3 = s2 * s;
        const glm::dvec4 p = (2.0 * s3 - 3.0 * s2 + 1.0) * glm::dvec4(values[i]) + d * (s3 - 2.0 * s2 + s) * glm::dvec4(out[i])
                             + (-2.0 * s3 + 3.0 * s2) * glm::dvec4(values[i + 1]) + d * (s3 - s2) * glm::dvec4(in[i + 1]);
        return glm::vec4(p);
    }

    /// dp/ds of segment i's spline at s (s in [0, 1] over the segment).
    glm::dvec4 slope(std::size_t i, double s) const
    {
        const double d = (ticks[i + 1] - ticks[i]) * secondsPerTick;
        const double s2 = s * s;
        return (6.0 * s2 - 6.0 * s) * glm::dvec4(values[i]) + d * (3.0 * s2 - 4.0 * s + 1.0) * glm::dvec4(out[i])
               + (-6.0 * s2 + 6.0 * s) * glm::dvec4(values[i + 1]) + d * (3.0 * s2 - 2.0 * s) * glm::dvec4(in[i + 1]);
    }

    /// A cubic part's tangents over the track segment from time a to b (ticks), each multiplied by
    /// that segment's length, as ClipCubicKey keeps them: the spline restricted to [a, b] is the
    /// cubic with these end slopes, so the track's segment reproduces it exactly. Zero where the
    /// part holds (before its first key, after its last).
    std::pair<glm::vec4, glm::vec4> tangents(double a, double b) const
    {
        const double middle = 0.5 * (a + b);
        if (middle < ticks.front() || middle >= ticks.back()) {
            return {glm::vec4(0.0f), glm::vec4(0.0f)};
        }
        const std::size_t i = keyBefore(ticks, middle);
        const double span = ticks[i + 1] - ticks[i];
        const double ratio = (b - a) / span;
        const double s0 = std::clamp((a - ticks[i]) / span, 0.0, 1.0);
        const double s1 = std::clamp((b - ticks[i]) / span, 0.0, 1.0);
        return {glm::vec4(slope(i, s0) * ratio), glm::vec4(slope(i, s1) * ratio)};
    }
};

Part partOf(const aiVectorKey* keys, unsigned count, double secondsPerTick)
{
    Part part;
    part.secondsPerTick = secondsPerTick;
    for (unsigned i = 0; i < count; ++i) {
        part.ticks.push_back(keys[i].mTime);
        part.values.emplace_back(keys[i].mValue.x, keys[i].mValue.y, keys[i].mValue.z, 0.0f);
    }
    return part;
}

Part partOf(const aiQuatKey* keys, unsigned count, double secondsPerTick)
{
    Part part;
    part.rotation = true;
    part.secondsPerTick = secondsPerTick;
    for (unsigned i = 0; i < count; ++i) {
        part.ticks.push_back(keys[i].mTime);
        part.values.emplace_back(keys[i].mValue.x, keys[i].mValue.y, keys[i].mValue.z, keys[i].mValue.w);
    }
    return part;
}

/// A step or cubic sampler read from the file, replacing Assimp's reading of it. Its key times are
/// Assimp's for the same input (the same count), so the track's keys are the ones Assimp would give.
Part partOf(const GltfSampler& sampler, const Part& assimp, double ticksPerSecond)
{
    Part part;
    part.mode = sampler.interpolation;
    part.rotation = assimp.rotation;
    part.secondsPerTick = assimp.secondsPerTick;
    const std::size_t w = std::size_t(sampler.width);
    const auto vec = [w](const std::vector<float>& v, std::size_t k) {
        glm::vec4 out(0.0f);
        for (std::size_t c = 0; c < w && c < 4; ++c) {
            out[int(c)] = v[k * w + c];
        }
        return out;
    };
    for (std::size_t k = 0; k < sampler.seconds.size(); ++k) {
        part.ticks.push_back(assimp.ticks.size() == sampler.seconds.size() ? assimp.ticks[k] : sampler.seconds[k] * ticksPerSecond);
        part.values.push_back(vec(sampler.values, k));
        if (part.mode == ClipInterpolation::CubicSpline) {
            part.in.push_back(vec(sampler.in, k));
            part.out.push_back(vec(sampler.out, k));
        }
    }
    return part;
}

bool isFbx(const std::string& file)
{
    return file.size() > 4 && (file.compare(file.size() - 4, 4, ".fbx") == 0 || file.compare(file.size() - 4, 4, ".FBX") == 0);
}

/// A frame that lies within 1e-3 of a whole frame is that whole frame: key times in seconds
/// (glTF's floats, FBX's ticks) rarely land on a frame to the last bit.
double snapFrame(double frame)
{
    const double whole = std::round(frame);
    return std::abs(frame - whole) <= 1e-3 ? whole : frame;
}

/// How one animation's key times become frames: frame = (origin + ticks / tps) x rate.
struct ClipTiming {
    double ticksPerSecond = 25.0;
    double originSeconds = 0.0;  ///< Where the DCC's timeline put the clip (FBX LocalStart; 0 for glTF).
    double rate = 30.0;
    double frameOf(double ticks) const { return snapFrame((originSeconds + ticks / ticksPerSecond) * rate); }
    double ticksOf(double frame) const { return (frame / rate - originSeconds) * ticksPerSecond; }
};

template <typename Key>
void appendTimes(const Key* keys, unsigned count, std::vector<double>& ticks)
{
    for (unsigned i = 0; i < count; ++i) {
        ticks.push_back(keys[i].mTime);
    }
}

/// The key times of every bone and morph channel of an animation, in ticks.
std::vector<double> allKeyTicks(const aiAnimation& anim)
{
    std::vector<double> ticks;
    for (unsigned c = 0; c < anim.mNumChannels; ++c) {
        const aiNodeAnim& channel = *anim.mChannels[c];
        appendTimes(channel.mPositionKeys, channel.mNumPositionKeys, ticks);
        appendTimes(channel.mRotationKeys, channel.mNumRotationKeys, ticks);
        appendTimes(channel.mScalingKeys, channel.mNumScalingKeys, ticks);
    }
    for (unsigned c = 0; c < anim.mNumMorphMeshChannels; ++c) {
        appendTimes(anim.mMorphMeshChannels[c]->mKeys, anim.mMorphMeshChannels[c]->mNumKeys, ticks);
    }
    return ticks;
}

glm::quat quatOf(const glm::vec4& v)
{
    return glm::quat(v.w, v.x, v.y, v.z);
}

/// The parts of one bone channel: Assimp's, with the file's step and cubic samplers in place of
/// Assimp's reading of them (samplers: this animation's, null when the file has none).
std::array<Part, 3> partsOf(const aiNodeAnim& channel, const ClipTiming& timing, const GltfAnimationSamplers* samplers)
{
    const double secondsPerTick = 1.0 / timing.ticksPerSecond;
    std::array<Part, 3> parts{partOf(channel.mPositionKeys, channel.mNumPositionKeys, secondsPerTick),
                              partOf(channel.mRotationKeys, channel.mNumRotationKeys, secondsPerTick),
                              partOf(channel.mScalingKeys, channel.mNumScalingKeys, secondsPerTick)};
    if (samplers) {
        const GltfPath paths[3] = {GltfPath::Translation, GltfPath::Rotation, GltfPath::Scale};
        for (int p = 0; p < 3; ++p) {
            const auto found = samplers->find({std::string(channel.mNodeName.C_Str()), paths[p]});
            if (found != samplers->end()) {
                parts[std::size_t(p)] = partOf(found->second, parts[std::size_t(p)], timing.ticksPerSecond);
            }
        }
    }
    return parts;
}

/// One bone channel as a track: a key at each distinct frame any of its three parts is keyed at,
/// each part sampled there by its own interpolation, which the track then plays between its keys:
/// linear and step parts as they are (a step part's value held at the keys of the others), cubic
/// parts as the spline between the two keys with its slopes there (cubicTangents), so each part
/// comes back exactly, between the file's keys too.
ClipTrack trackOf(const std::array<Part, 3>& parts, const ClipTiming& timing, const Srt& bind, float k)
{
    const Part& translation = parts[0];
    const Part& rotation = parts[1];
    const Part& scale = parts[2];
    std::vector<double> ticks;
    for (const Part& part : parts) {
        ticks.insert(ticks.end(), part.ticks.begin(), part.ticks.end());
    }
    std::sort(ticks.begin(), ticks.end());
    ClipTrack track;
    std::vector<double> kept;  // each key's time in ticks
    for (double t : ticks) {
        const double frame = timing.frameOf(t);
        if (!track.keys.empty() && float(frame) <= track.keys.back().frame) {
            continue;  // the same frame once snapped (or as a float): one key
        }
        ClipKey key;
        key.frame = float(frame);
        key.value = bind;
        if (!translation.empty()) {
            key.value.translation = glm::vec3(translation.at(t)) * k;
        }
        if (!rotation.empty()) {
            const glm::vec4 q = rotation.at(t);
            key.value.rotation = rotation.mode == ClipInterpolation::CubicSpline ? glm::normalize(quatOf(q)) : quatOf(q);
        }
        if (!scale.empty()) {
            key.value.scale = glm::vec3(scale.at(t));
        }
        track.keys.push_back(key);
        kept.push_back(t);
    }
    const auto cubic = [&](const Part& part, float factor, std::vector<ClipCubicKey>& out) {
        if (part.empty() || part.mode != ClipInterpolation::CubicSpline) {
            return;
        }
        out.resize(kept.size());
        for (std::size_t j = 0; j < kept.size(); ++j) {
            out[j].value = part.at(kept[j]) * factor;
            if (j + 1 < kept.size()) {
                const auto [a, b] = part.tangents(kept[j], kept[j + 1]);
                out[j].out = a * factor;
                out[j + 1].in = b * factor;
            }
        }
    };
    track.translationInterpolation = translation.empty() ? ClipInterpolation::Linear : translation.mode;
    track.rotationInterpolation = rotation.empty() ? ClipInterpolation::Linear : rotation.mode;
    track.scaleInterpolation = scale.empty() ? ClipInterpolation::Linear : scale.mode;
    cubic(translation, k, track.translationCubic);
    cubic(rotation, 1.0f, track.rotationCubic);
    cubic(scale, 1.0f, track.scaleCubic);
    return track;
}

}  // namespace

double frameRateOfKeys(const std::vector<double>& seconds, double preferred)
{
    const auto onFrames = [](double frames) { return frames >= 1.0 - 1e-3 && std::abs(frames - std::round(frames)) <= 1e-3 * std::max(1.0, frames); };
    if (preferred > 0.0 && std::all_of(seconds.begin(), seconds.end(), [&](double s) {
            return std::isfinite(s) && (std::abs(s * preferred - std::round(s * preferred)) <= 1e-3);
        })) {
        return preferred;
    }
    std::vector<double> times(seconds);
    std::sort(times.begin(), times.end());
    // The most common step between consecutive keys (to 1e-5 s; ties: the shortest) is one or a
    // few frames: a clip keyed every frame with a stretch offset by a fraction of a frame (Fox's
    // Run) still plays at 24 fps, its offset keys between frames.
    std::map<long long, int> steps;
    for (std::size_t i = 1; i < times.size(); ++i) {
        const double step = times[i] - times[i - 1];
        if (std::isfinite(step) && step > 1e-6 && step < 1e6) {
            ++steps[std::llround(step * 1e5)];
        }
    }
    if (steps.empty()) {
        return preferred > 0.0 ? preferred : 30.0;  // one key time: any rate reads it the same
    }
    const auto modal = std::max_element(steps.begin(), steps.end(), [](const auto& a, const auto& b) { return a.second < b.second; });
    // The exact step behind the rounded one: the mean of the steps that rounded to it.
    double sum = 0.0;
    int count = 0;
    for (std::size_t i = 1; i < times.size(); ++i) {
        if (std::llround((times[i] - times[i - 1]) * 1e5) == modal->first) {
            sum += times[i] - times[i - 1];
            ++count;
        }
    }
    const double step = sum / count;
    for (double rate : kCommonFrameRates) {
        if (onFrames(step * rate)) {
            return rate;
        }
    }
    return 0.0;
}

void readImportedClips(const aiScene& scene, float k, const std::unordered_map<std::string, std::string>& nodeByFileName,
                       ImportedModel& model, Diagnostics& diagnostics)
{
    std::map<std::string, int> used;
    std::unordered_map<std::string, const RawBone*> bones;
    for (const RawBone& b : model.skeleton.bones) {
        bones[b.name] = &b;
    }
    // FBX clips start where the DCC's timeline put them (Assimp moves them to 0): one start per
    // animation stack, used when there is one for every animation. Assimp gives FBX times in
    // frames of the file's own rate (its tick rate); glTF gives seconds and no rate.
    const bool fbx = isFbx(model.file);
    // glTF's STEP and CUBICSPLINE samplers, read from the file: Assimp reads them as linear.
    std::optional<std::vector<GltfAnimationSamplers>> gltfSamplers;
    if (!fbx && gltfNamesNonLinearSamplers(model.file)) {
        std::string why;
        gltfSamplers = readGltfNonLinearSamplers(model.file, why);
        if (gltfSamplers && gltfSamplers->size() != scene.mNumAnimations) {
            why = "it has " + std::to_string(gltfSamplers->size()) + " animations where Assimp read " + std::to_string(scene.mNumAnimations);
            gltfSamplers.reset();
        }
        if (!gltfSamplers) {
            diagnostics.warning("import.gltf-samplers-unread", model.file, 0,
                                "the file's STEP and CUBICSPLINE animation samplers could not be read (" + why
                                    + "); they play linearly between their keys, exact only at the keys",
                                {}, "Re-export the clips with linear interpolation, or check the file with a glTF validator.");
        }
    }
    std::vector<double> fbxStarts;
    if (fbx) {
        fbxStarts = fbxStackStartSeconds(model.file);
        if (fbxStarts.size() != scene.mNumAnimations) {
            fbxStarts.clear();
        }
    }
    unsigned maxMorphTargets = 0;
    for (unsigned m = 0; m < scene.mNumMeshes; ++m) {
        maxMorphTargets = std::max(maxMorphTargets, scene.mMeshes[m]->mNumAnimMeshes);
    }
    std::string inferred;  // "Walk 24 fps, Run 24 fps": the rates read off the keys
    for (unsigned a = 0; a < scene.mNumAnimations; ++a) {
        const aiAnimation& anim = *scene.mAnimations[a];
        const GltfAnimationSamplers* samplers = gltfSamplers ? &(*gltfSamplers)[a] : nullptr;
        Clip clip;
        clip.name = anim.mName.length ? anim.mName.C_Str() : "Clip " + std::to_string(a + 1);
        if (const int count = used[clip.name]++; count > 0) {
            clip.name += " (" + std::to_string(count + 1) + ")";
        }
        clip.layer = model.skeleton.name;
        clip.file = model.file;
        ClipTiming timing;
        timing.ticksPerSecond = anim.mTicksPerSecond;
        if (!(timing.ticksPerSecond > 0.0) || !std::isfinite(timing.ticksPerSecond)) {
            timing.ticksPerSecond = 25.0;  // Assimp's documented default when a file gives none
            diagnostics.add(Severity::Info, "import.no-tick-rate", model.file, 0,
                            "clip '" + clip.name + "' gives no tick rate; 25 ticks per second assumed");
        }
        if (!fbxStarts.empty() && std::isfinite(fbxStarts[a]) && std::abs(fbxStarts[a]) <= 1e6) {
            timing.originSeconds = fbxStarts[a];
        }
        const std::vector<double> ticks = allKeyTicks(anim);
        std::vector<double> seconds;
        seconds.reserve(ticks.size());
        for (double t : ticks) {
            seconds.push_back(timing.originSeconds + t / timing.ticksPerSecond);
        }
        const double preferred = fbx && timing.ticksPerSecond >= 1.0 && timing.ticksPerSecond <= 1000.0 ? timing.ticksPerSecond : 0.0;
        timing.rate = frameRateOfKeys(seconds, preferred);
        if (timing.rate == 0.0) {
            timing.rate = preferred > 0.0 ? preferred : 30.0;
            diagnostics.add(Severity::Info, "import.assumed-frame-rate", model.file, 0,
                            "clip '" + clip.name + "': the step between its keys is a whole number of frames at no common rate (24, 25, 30, 48, 50, 60, 120 fps); "
                                + "frames are counted at " + std::to_string(int(timing.rate)) + " fps, keys keep their times");
        } else if (!fbx) {
            inferred += (inferred.empty() ? "" : ", ") + clip.name + " " + std::to_string(int(timing.rate)) + " fps";
        }
        clip.frameRate = float(timing.rate);
        double first = timing.frameOf(0.0), last = first;
        if (!ticks.empty()) {
            const auto [lo, hi] = std::minmax_element(ticks.begin(), ticks.end());
            first = timing.frameOf(*lo);
            last = timing.frameOf(*hi);
        }
        if (!std::isfinite(first) || !std::isfinite(last) || last - first > double(kMaxClipFrames) || std::abs(first) > 1e7) {
            // A key at 1e7 s: the frame counter would stop advancing, and per-frame morph rows
            // would allocate without end.
            diagnostics.error("import.clip-too-long", model.file, 0,
                              "clip '" + clip.name + "' spans frames " + std::to_string(first) + " to " + std::to_string(last)
                                  + "; at most " + std::to_string(int(kMaxClipFrames)) + " frames are read",
                              {}, "Check the clip's last key (a time in the wrong unit?).");
            continue;
        }
        clip.startFrame = float(first);
        clip.endFrame = float(last);
        for (unsigned c = 0; c < anim.mNumChannels; ++c) {
            const aiNodeAnim& channel = *anim.mChannels[c];
            const auto node = nodeByFileName.find(channel.mNodeName.C_Str());
            if (node == nodeByFileName.end()) {
                diagnostics.warning("import.channel-missing-node", model.file, 0,
                                    "clip '" + clip.name + "' animates '" + std::string(channel.mNodeName.C_Str())
                                        + "', which is not in the node hierarchy; ignored");
                continue;
            }
            ClipTrack track = trackOf(partsOf(channel, timing, samplers), timing, bones.at(node->second)->bindLocal, k);
            if (track.keys.empty()) {
                continue;  // a channel with no key of any part
            }
            track.bone = node->second;
            clip.tracks.push_back(std::move(track));
        }
        // Morph-target weights (glTF weight tracks): one row per whole frame from the clip's start,
        // by target index, linear between keys (or the file's STEP / CUBICSPLINE sampler's value).
        const int frames = std::max(0, int(std::floor(last - first)));
        for (unsigned c = 0; c < anim.mNumMorphMeshChannels; ++c) {
            const aiMeshMorphAnim& channel = *anim.mMorphMeshChannels[c];
            if (channel.mNumKeys == 0) {
                continue;
            }
            const auto node = nodeByFileName.find(channel.mName.C_Str());
            ClipMorphTrack track;
            track.node = node != nodeByFileName.end() ? node->second : std::string(channel.mName.C_Str());
            unsigned targets = 0;
            for (unsigned k = 0; k < channel.mNumKeys; ++k) {
                for (unsigned v = 0; v < channel.mKeys[k].mNumValuesAndWeights; ++v) {
                    targets = std::max(targets, channel.mKeys[k].mValues[v] + 1);
                }
            }
            const GltfSampler* sampler = nullptr;
            if (samplers) {
                const auto found = samplers->find({std::string(channel.mName.C_Str()), GltfPath::Weights});
                if (found != samplers->end() && found->second.seconds.size() == channel.mNumKeys) {
                    sampler = &found->second;
                    targets = unsigned(sampler->width);
                }
            }
            if (targets > maxMorphTargets) {
                // A weight for a target no mesh has (a damaged file: Assimp takes the count from the
                // keys' data): rows of that many weights a frame would only exhaust memory.
                diagnostics.error("import.morph-targets-out-of-range", model.file, 0,
                                    "clip '" + clip.name + "' gives weights for " + std::to_string(targets)
                                        + " morph targets of '" + track.node + "', but no mesh has more than "
                                        + std::to_string(maxMorphTargets) + "; the track is ignored",
                                    {track.node}, "Re-export the clip with the mesh's morph targets.");
                continue;
            }
            const auto weightsAt = [&](unsigned k) {
                if (sampler) {
                    const auto row = sampler->values.begin() + std::ptrdiff_t(std::size_t(k) * targets);
                    return std::vector<float>(row, row + targets);
                }
                std::vector<float> w(targets, 0.0f);
                for (unsigned v = 0; v < channel.mKeys[k].mNumValuesAndWeights; ++v) {
                    w[channel.mKeys[k].mValues[v]] = float(channel.mKeys[k].mWeights[v]);
                }
                return w;
            };
            // Times grow with f, so the key before each frame only moves forward (searching from the
            // first key every frame was quadratic: 19 s for 200,000 keys over 6,000 s, past the
            // import guard's minute for longer clips).
            unsigned key = 0;
            for (int f = 0; f <= frames; ++f) {
                const double time = std::min(anim.mDuration, timing.ticksOf(first + double(f)));
                while (key + 1 < channel.mNumKeys && channel.mKeys[key + 1].mTime <= time) {
                    ++key;
                }
                std::vector<float> w = weightsAt(key);
                if (key + 1 < channel.mNumKeys && time > channel.mKeys[key].mTime
                    && !(sampler && sampler->interpolation == ClipInterpolation::Step)) {
                    const std::vector<float> next = weightsAt(key + 1);
                    const double span = channel.mKeys[key + 1].mTime - channel.mKeys[key].mTime;
                    const double s = (time - channel.mKeys[key].mTime) / span;
                    if (sampler && sampler->interpolation == ClipInterpolation::CubicSpline) {
                        // glTF 2.0, Appendix C, per weight; tangents per second.
                        const double d = span / timing.ticksPerSecond, s2 = s * s, s3 = s2 * s;
                        const std::size_t at = std::size_t(key) * targets, after = at + targets;
                        for (unsigned i = 0; i < targets; ++i) {
                            w[i] = float((2.0 * s3 - 3.0 * s2 + 1.0) * w[i] + d * (s3 - 2.0 * s2 + s) * sampler->out[at + i]
                                         + (-2.0 * s3 + 3.0 * s2) * next[i] + d * (s3 - s2) * sampler->in[after + i]);
                        }
                    } else {
                        const float t = float(s);
                        for (unsigned i = 0; i < targets; ++i) {
                            w[i] += (next[i] - w[i]) * t;
                        }
                    }
                }
                track.weights.push_back(std::move(w));
            }
            clip.morphTracks.push_back(std::move(track));
        }
        model.clips.push_back(std::move(clip));
    }
    if (!inferred.empty()) {
        diagnostics.add(Severity::Info, "import.frame-rate", model.file, 0,
                        "glTF stores times, not frames: frames are counted at the rate of the keys' most common step (" + inferred + ")");
    }
}

}  // namespace rigstage
