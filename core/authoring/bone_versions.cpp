#include "authoring/bone_versions.h"

#include <algorithm>

#include <tinyxml2.h>

#include "authoring/helper_bone_authoring.h"
#include "skeleton/bone_name.h"

namespace rigstage {

namespace {

std::string elementText(const tinyxml2::XMLElement* element)
{
    tinyxml2::XMLPrinter printer(nullptr, true);
    element->Accept(&printer);
    return printer.CStr();
}

// The character's layers then the templates, each with its setting (null when none).
template <typename Data, typename Visit>
void forEachLayer(Data& data, const Visit& visit)
{
    for (auto& layer : data.layers) {
        decltype(&data.helperSettings.front()) setting = nullptr;
        for (auto& s : data.helperSettings) {
            if (s.layer == layer.name) {
                setting = &s;
            }
        }
        visit(layer, setting);
    }
    for (auto& costume : data.costumes) {
        visit(costume.layer, costume.helpers ? &*costume.helpers : nullptr);
    }
}

}  // namespace

bool BoneVersion::sameAs(const BoneVersion& other) const
{
    const auto sameBone = [](const std::optional<RawBone>& a, const std::optional<RawBone>& b) {
        return a.has_value() == b.has_value() &&
               (!a || (a->name == b->name && a->parent == b->parent && a->bindLocal == b->bindLocal && a->flags == b->flags));
    };
    return sameBone(bone, other.bone) && helper == other.helper;
}

std::map<std::string, BoneVersion> boneVersions(const CharacterData& data, const std::set<std::string>& bones)
{
    std::map<std::string, BoneVersion> out;
    forEachLayer(data, [&](const RawLayer& layer, const HelperJointSetting* setting) {
        for (const RawBone& b : layer.bones) {
            const std::optional<BoneName> parsed = parseBoneName(b.name);
            const bool owned = !parsed || parsed->layer == layer.name;  // not a reference to a lower layer's bone
            if (owned && bones.count(b.name)) {
                BoneVersion& v = out[b.name];
                v.bone = b;
                v.layerFile = layer.file;
                v.settingFile = setting ? setting->file : std::string();
            }
        }
        if (!setting) {
            return;
        }
        for (const tinyxml2::XMLElement* h = setting->document->RootElement()->FirstChildElement("Helper"); h;
             h = h->NextSiblingElement("Helper")) {
            const char* bone = h->Attribute("bone");
            if (bone && bones.count(bone)) {
                BoneVersion& v = out[bone];
                v.helper = elementText(h);
                v.settingFile = setting->file;
                if (v.layerFile.empty()) {
                    v.layerFile = layer.file;
                }
            }
        }
    });
    return out;
}

std::set<std::string> allBoneNames(const CharacterData& data)
{
    std::set<std::string> out;
    forEachLayer(data, [&](const RawLayer& layer, const HelperJointSetting* setting) {
        for (const RawBone& b : layer.bones) {
            out.insert(b.name);
        }
        for (const tinyxml2::XMLElement* h = setting ? setting->document->RootElement()->FirstChildElement("Helper") : nullptr; h;
             h = h->NextSiblingElement("Helper")) {
            if (const char* bone = h->Attribute("bone")) {
                out.insert(bone);
            }
        }
    });
    return out;
}

std::set<std::string> putBoneVersions(CharacterData& data, const std::map<std::string, BoneVersion>& versions,
                                      std::vector<std::string>& skipped)
{
    std::set<std::string> changed;
    for (const auto& [name, version] : versions) {
        bool placed = false;
        forEachLayer(data, [&](RawLayer& layer, HelperJointSetting* setting) {
            if (placed || layer.file != version.layerFile) {
                return;
            }
            placed = true;
            const auto it = std::find_if(layer.bones.begin(), layer.bones.end(), [&](const RawBone& b) { return b.name == name; });
            if (version.bone && it != layer.bones.end()) {
                *it = *version.bone;
            } else if (version.bone) {
                layer.bones.push_back(*version.bone);
            } else if (it != layer.bones.end()) {
                layer.bones.erase(it);
            }
            changed.insert(layer.file);
            if (!setting || setting->file != version.settingFile) {
                return;
            }
            tinyxml2::XMLDocument& doc = *setting->document;
            tinyxml2::XMLElement* old = helperElementOf(*setting, name);
            tinyxml2::XMLElement* made = nullptr;
            if (version.helper) {
                tinyxml2::XMLDocument snippet;
                snippet.Parse(version.helper->c_str());
                made = snippet.RootElement() ? snippet.RootElement()->DeepClone(&doc)->ToElement() : nullptr;
            }
            if (made && old) {
                doc.RootElement()->InsertAfterChild(old, made);
            } else if (made) {
                doc.RootElement()->InsertEndChild(made);
            }
            if (old) {
                doc.RootElement()->DeleteChild(old);
            }
            changed.insert(setting->file);
        });
        if (!placed) {
            skipped.push_back(name);
        }
    }
    return changed;
}

}  // namespace rigstage
