#include "io/character_changes.h"

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>

#include <tinyxml2.h>

#include "io/load_cache.h"

namespace rigstage {

std::vector<std::string> characterFiles(const CharacterManifest& manifest, const std::string& manifestPath)
{
    std::vector<std::string> files;
    std::set<std::string> seen;
    const auto add = [&](const std::string& name) {
        if (name.empty()) {
            return;
        }
        std::error_code error;
        std::filesystem::path path = std::filesystem::absolute(resolveRelative(manifestPath, name), error);
        std::string resolved = error ? resolveRelative(manifestPath, name) : path.lexically_normal().string();
        // A model's own files too (a glTF's buffers): an export that writes them last is still being written.
        for (std::string& file : isModelFile(resolved) ? modelFiles(resolved) : std::vector<std::string>{resolved}) {
            if (seen.insert(file).second) {
                files.push_back(std::move(file));
            }
        }
    };
    add(std::filesystem::path(manifestPath).filename().string());
    for (const ManifestLayer& layer : manifest.layers) {
        add(layer.framework);
        add(layer.helperJoints);
    }
    for (const ManifestClip& clip : manifest.clips) {
        add(clip.file);
    }
    for (const ManifestCostume& costume : manifest.costumes) {
        add(costume.framework);
        add(costume.helperJoints);
        add(costume.mesh);
    }
    for (const ManifestMesh& mesh : manifest.meshes) {
        add(mesh.file);
    }
    add(manifest.correctionsFile);
    return files;
}

bool CharacterChanges::empty() const
{
    return bonesAdded.empty() && bonesRemoved.empty() && bonesMoved.empty() && controllersAdded.empty()
           && controllersRemoved.empty() && controllersChanged.empty() && clipsAdded.empty() && clipsRemoved.empty()
           && clipsChanged.empty() && costumesAdded.empty() && costumesRemoved.empty() && !modulesChanged && !meshesChanged;
}

namespace {

/// Compares two name -> content maps into added, removed and changed names (sorted).
template <typename T>
void compareMaps(const std::map<std::string, T>& before, const std::map<std::string, T>& after,
                 std::vector<std::string>& added, std::vector<std::string>& removed, std::vector<std::string>* changed)
{
    for (const auto& [name, value] : after) {
        const auto old = before.find(name);
        if (old == before.end()) {
            added.push_back(name);
        } else if (changed && !(old->second == value)) {
            changed->push_back(name);
        }
    }
    for (const auto& [name, value] : before) {
        if (!after.count(name)) {
            removed.push_back(name);
        }
    }
}

/// A bone's bind as compared: parent name and local transform.
struct BoneBind {
    std::string parent;
    Srt bind;
    bool operator==(const BoneBind&) const = default;
};

std::map<std::string, BoneBind> bonesOf(const CharacterData& data)
{
    std::map<std::string, BoneBind> bones;
    const auto addLayer = [&](const RawLayer& layer) {
        for (const RawBone& bone : layer.bones) {
            // A reference to a lower layer's bone (a costume's attachment) is that layer's bone:
            // the first layer to list a name owns it.
            bones.emplace(bone.name, BoneBind{bone.parent, bone.bindLocal});
        }
    };
    for (const RawLayer& layer : data.layers) {
        addLayer(layer);
    }
    for (const CostumeData& costume : data.costumes) {
        addLayer(costume.layer);
    }
    return bones;
}

std::string printed(const tinyxml2::XMLElement& element)
{
    tinyxml2::XMLPrinter printer(nullptr, /*compact=*/true);
    element.Accept(&printer);
    return printer.CStr();
}

/// Each controller element of the settings, by what names it: a Helper by its bone, an IkLimb by
/// its end bone, an ExposeTm by its name; its value is the element's text (with its children).
std::map<std::string, std::string> controllersOf(const CharacterData& data)
{
    std::map<std::string, std::string> controllers;
    const auto addSetting = [&](const HelperJointSetting& setting) {
        if (!setting.document || !setting.document->RootElement()) {
            return;
        }
        for (const tinyxml2::XMLElement* e = setting.document->RootElement()->FirstChildElement(); e;
             e = e->NextSiblingElement()) {
            const std::string kind = e->Name();
            const char* key = kind == "Helper" ? e->Attribute("bone") : kind == "IkLimb" ? e->Attribute("end") : e->Attribute("name");
            controllers[key ? std::string(key) : kind] = printed(*e);
        }
    };
    for (const HelperJointSetting& setting : data.helperSettings) {
        addSetting(setting);
    }
    for (const CostumeData& costume : data.costumes) {
        if (costume.helpers) {
            addSetting(*costume.helpers);
        }
    }
    return controllers;
}

bool sameClip(const Clip& a, const Clip& b)
{
    if (a.layer != b.layer || a.frameRate != b.frameRate || a.startFrame != b.startFrame || a.endFrame != b.endFrame
        || a.tracks.size() != b.tracks.size() || a.morphTracks.size() != b.morphTracks.size()) {
        return false;
    }
    for (std::size_t t = 0; t < a.tracks.size(); ++t) {
        const ClipTrack& x = a.tracks[t];
        const ClipTrack& y = b.tracks[t];
        if (x.bone != y.bone || x.keys.size() != y.keys.size() || x.translationInterpolation != y.translationInterpolation
            || x.rotationInterpolation != y.rotationInterpolation || x.scaleInterpolation != y.scaleInterpolation
            || x.translationCubic != y.translationCubic || x.rotationCubic != y.rotationCubic || x.scaleCubic != y.scaleCubic) {
            return false;
        }
        for (std::size_t k = 0; k < x.keys.size(); ++k) {
            if (x.keys[k].frame != y.keys[k].frame || !(x.keys[k].value == y.keys[k].value)) {
                return false;
            }
        }
    }
    for (std::size_t t = 0; t < a.morphTracks.size(); ++t) {
        if (a.morphTracks[t].node != b.morphTracks[t].node || a.morphTracks[t].weights != b.morphTracks[t].weights) {
            return false;
        }
    }
    return true;
}

/// A clip compared by value (the map's == on it).
struct ClipRef {
    const Clip* clip;
    bool operator==(const ClipRef& other) const { return sameClip(*clip, *other.clip); }
};

/// The manifest without what the other categories compare (layers, clips, costumes, meshes).
std::string modulesText(const CharacterManifest& manifest)
{
    CharacterManifest m = manifest;
    m.layers.clear();
    m.clips.clear();
    m.costumes.clear();
    m.meshes.clear();
    m.correctionsFile.clear();
    m.file.clear();
    return writeManifestXml(m);
}

std::vector<std::string> meshSignature(const CharacterData& data)
{
    std::vector<std::string> signature;
    for (const SkinnedMesh& mesh : data.meshes) {
        signature.push_back(mesh.name + ':' + std::to_string(mesh.positions.size()) + ':' + std::to_string(mesh.indices.size()));
    }
    return signature;
}

}  // namespace

CharacterChanges diffCharacters(const CharacterData& before, const CharacterData& after)
{
    CharacterChanges changes;
    compareMaps(bonesOf(before), bonesOf(after), changes.bonesAdded, changes.bonesRemoved, &changes.bonesMoved);
    compareMaps(controllersOf(before), controllersOf(after), changes.controllersAdded, changes.controllersRemoved,
                &changes.controllersChanged);
    const auto clipsOf = [](const CharacterData& data) {
        std::map<std::string, ClipRef> clips;
        for (const Clip& clip : data.clips) {
            clips.emplace(clip.name, ClipRef{&clip});
        }
        return clips;
    };
    compareMaps(clipsOf(before), clipsOf(after), changes.clipsAdded, changes.clipsRemoved, &changes.clipsChanged);
    const auto costumesOf = [](const CharacterData& data) {
        std::map<std::string, int> costumes;
        for (const CostumeData& costume : data.costumes) {
            costumes.emplace(costume.name, 0);
        }
        return costumes;
    };
    compareMaps(costumesOf(before), costumesOf(after), changes.costumesAdded, changes.costumesRemoved, nullptr);
    changes.modulesChanged = modulesText(before.manifest) != modulesText(after.manifest);
    changes.meshesChanged = meshSignature(before) != meshSignature(after);
    return changes;
}

}  // namespace rigstage
