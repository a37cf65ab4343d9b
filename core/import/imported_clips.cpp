#include "import/imported_clips.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <unordered_map>

#include <assimp/scene.h>

#include "import/fbx_time.h"
#include "import/model_import.h"

namespace rigstage {

namespace {

glm::quat toGlm(const aiQuaternion& q)
{
    return glm::quat(q.w, q.x, q.y, q.z);
}

template <typename Key>
std::size_t keyBefore(const Key* keys, unsigned count, double time)
{
    // The last key at or before time (0 when time precedes every key).
    std::size_t lo = 0, hi = count;
    while (hi - lo > 1) {
        const std::size_t mid = (lo + hi) / 2;
        (keys[mid].mTime <= time ? lo : hi) = mid;
    }
    return lo;
}

glm::vec3 sampleVector(const aiVectorKey* keys, unsigned count, double time)
{
    const std::size_t i = keyBefore(keys, count, time);
    const aiVector3D& a = keys[i].mValue;
    if (i + 1 >= count || time <= keys[i].mTime) {
        return glm::vec3(a.x, a.y, a.z);
    }
    const aiVector3D& b = keys[i + 1].mValue;
    const float t = float((time - keys[i].mTime) / (keys[i + 1].mTime - keys[i].mTime));
    return glm::mix(glm::vec3(a.x, a.y, a.z), glm::vec3(b.x, b.y, b.z), t);
}

glm::quat sampleRotation(const aiQuatKey* keys, unsigned count, double time)
{
    const std::size_t i = keyBefore(keys, count, time);
    const glm::quat a = toGlm(keys[i].mValue);
    if (i + 1 >= count || time <= keys[i].mTime) {
        return glm::normalize(a);
    }
    glm::quat b = toGlm(keys[i + 1].mValue);
    if (glm::dot(a, b) < 0.0f) {
        b = -b;
    }
    const float t = float((time - keys[i].mTime) / (keys[i + 1].mTime - keys[i].mTime));
    return glm::normalize(glm::slerp(a, b, t));
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

/// One bone channel as a track: a key at each distinct frame any of its three parts is keyed at,
/// each part sampled there from its own keys (exact at its own keys, linear / slerp between, which
/// the track's own linear / slerp between its keys reproduces).
ClipTrack trackOf(const aiNodeAnim& channel, const ClipTiming& timing, const Srt& bind, float k)
{
    std::vector<double> ticks;
    appendTimes(channel.mPositionKeys, channel.mNumPositionKeys, ticks);
    appendTimes(channel.mRotationKeys, channel.mNumRotationKeys, ticks);
    appendTimes(channel.mScalingKeys, channel.mNumScalingKeys, ticks);
    std::sort(ticks.begin(), ticks.end());
    ClipTrack track;
    for (double t : ticks) {
        const double frame = timing.frameOf(t);
        if (!track.keys.empty() && float(frame) <= track.keys.back().frame) {
            continue;  // the same frame once snapped (or as a float): one key
        }
        ClipKey key;
        key.frame = float(frame);
        key.value = bind;
        if (channel.mNumPositionKeys > 0) {
            key.value.translation = sampleVector(channel.mPositionKeys, channel.mNumPositionKeys, t) * k;
        }
        if (channel.mNumRotationKeys > 0) {
            key.value.rotation = sampleRotation(channel.mRotationKeys, channel.mNumRotationKeys, t);
        }
        if (channel.mNumScalingKeys > 0) {
            key.value.scale = sampleVector(channel.mScalingKeys, channel.mNumScalingKeys, t);
        }
        track.keys.push_back(key);
    }
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
            ClipTrack track = trackOf(channel, timing, bones.at(node->second)->bindLocal, k);
            if (track.keys.empty()) {
                continue;  // a channel with no key of any part
            }
            track.bone = node->second;
            clip.tracks.push_back(std::move(track));
        }
        // Morph-target weights (glTF weight tracks): one row per whole frame from the clip's start,
        // by target index, linear between keys.
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
                if (key + 1 < channel.mNumKeys && time > channel.mKeys[key].mTime) {
                    const std::vector<float> next = weightsAt(key + 1);
                    const float t = float((time - channel.mKeys[key].mTime) / (channel.mKeys[key + 1].mTime - channel.mKeys[key].mTime));
                    for (unsigned i = 0; i < targets; ++i) {
                        w[i] += (next[i] - w[i]) * t;
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
