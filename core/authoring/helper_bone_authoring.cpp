#include "authoring/helper_bone_authoring.h"

#include <optional>
#include <sstream>

#include "skeleton/bone_name.h"

namespace rigstage {

std::string newBoneNameProblem(const RawLayer& layer, const Framework& stacked, std::string_view name)
{
    if (name.empty()) {
        return "type a name";
    }
    BoneNameError error;
    const std::optional<BoneName> parsed = parseBoneName(name, &error);
    const std::string expected = makeBoneName(layer.level, layer.name, kBoneFlagDeformable, "Name");
    if (!parsed) {
        return error.message + " at character " + std::to_string(error.column + 1) + " (the convention: " + expected + ")";
    }
    if (parsed->level != layer.level || parsed->layer != layer.name) {
        return "a bone of layer " + layer.name + " is named _" + std::to_string(layer.level) + layer.name + "{...}#..., as " +
               expected;
    }
    if (parsed->shortName.empty()) {
        return "the name after '#' is empty";
    }
    if (stacked.findBone(name) >= 0) {
        return "there is a bone " + std::string(name) + " already";
    }
    for (const RawBone& b : layer.bones) {
        if (b.name == name) {
            return "layer " + layer.name + " has a bone " + std::string(name) + " already";
        }
    }
    return {};
}

namespace {

// bone's bind transform relative to ancestor, composed from the bind locals down the chain (the
// numbers as the Framework files give them, so a child's place reads back exactly: 12.5, not
// 12.500004 as a product of world matrices gives); none when bone does not descend from ancestor.
std::optional<Srt> chainBind(const Framework& framework, int ancestor, int bone)
{
    std::vector<int> chain;
    for (int b = bone; b != ancestor; b = framework.parent(b)) {
        if (b < 0) {
            return std::nullopt;
        }
        chain.push_back(b);
    }
    Srt relative = Srt::identity();
    for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
        relative = compose(relative, framework.bindLocal(*it));
    }
    return relative;
}

Srt bindUnder(const Framework& framework, int parent, int bone)
{
    if (const std::optional<Srt> relative = chainBind(framework, parent, bone)) {
        return *relative;
    }
    const glm::mat4 parentWorld = parent >= 0 ? framework.bindWorld(parent) : glm::mat4(1.0f);
    Srt local = fromMatrix(inverseAffine(parentWorld) * framework.bindWorld(bone));
    local.rotation = glm::normalize(local.rotation);
    return local;
}

}  // namespace

Srt placedBindLocal(const Framework& framework, int parent, BindPlacement placement, int first, int second)
{
    if (placement == BindPlacement::AtParent || first < 0) {
        return Srt::identity();
    }
    Srt local = bindUnder(framework, parent, first);
    local.scale = glm::vec3(1.0f);
    if (placement == BindPlacement::BetweenBones && second >= 0) {
        local.translation = 0.5f * (local.translation + bindUnder(framework, parent, second).translation);
    }
    return local;
}

namespace {

// Whether value is bone, whole or as one word of a white-space separated list (IK chains, carry).
bool namesBone(std::string_view value, std::string_view bone)
{
    if (value == bone) {
        return true;
    }
    std::istringstream words{std::string(value)};
    std::string word;
    while (words >> word) {
        if (word == bone) {
            return true;
        }
    }
    return false;
}

std::string replaceWords(std::string_view value, std::string_view from, const std::string& to)
{
    if (value == from) {
        return to;
    }
    std::string out;
    std::size_t i = 0;
    while (i < value.size()) {
        const std::size_t start = value.find_first_not_of(" \t\r\n", i);
        out.append(value.substr(i, (start == std::string_view::npos ? value.size() : start) - i));
        if (start == std::string_view::npos) {
            break;
        }
        const std::size_t end = std::min(value.find_first_of(" \t\r\n", start), value.size());
        const std::string_view word = value.substr(start, end - start);
        out.append(word == from ? std::string_view(to) : word);
        i = end;
    }
    return out;
}

template <typename Visit>
void visitElements(tinyxml2::XMLElement* element, const Visit& visit)
{
    for (; element; element = element->NextSiblingElement()) {
        visit(element);
        visitElements(element->FirstChildElement(), visit);
    }
}

void settingDependents(const HelperJointSetting& setting, std::string_view bone, std::vector<BoneDependent>& out)
{
    const tinyxml2::XMLElement* own = helperElementOf(setting, bone);
    visitElements(setting.document->RootElement(), [&](tinyxml2::XMLElement* e) {
        if (e == own) {
            out.push_back({setting.file, e->GetLineNum(), "its own controllers (Helper)", true});
            return;
        }
        for (const tinyxml2::XMLAttribute* a = e->FirstAttribute(); a; a = a->Next()) {
            if (namesBone(a->Value(), bone)) {
                std::string driven;
                for (const tinyxml2::XMLElement* up = e->Parent() ? e->Parent()->ToElement() : nullptr; up;
                     up = up->Parent() ? up->Parent()->ToElement() : nullptr) {
                    if (std::string_view(up->Name()) == "Helper" && up->Attribute("bone")) {
                        driven = up->Attribute("bone");
                    }
                }
                out.push_back({setting.file, e->GetLineNum(),
                               std::string(e->Name()) + "@" + a->Name() + (driven.empty() ? "" : " of the helper " + driven)});
                break;
            }
        }
    });
}

void layerDependents(const RawLayer& layer, std::string_view bone, std::vector<BoneDependent>& out)
{
    for (const RawBone& b : layer.bones) {
        if (b.parent == bone) {
            out.push_back({layer.file, b.line, "child bone " + b.name});
        }
    }
}

}  // namespace

tinyxml2::XMLElement* helperElementOf(const HelperJointSetting& setting, std::string_view bone)
{
    if (!setting.document || !setting.document->RootElement()) {
        return nullptr;
    }
    for (tinyxml2::XMLElement* h = setting.document->RootElement()->FirstChildElement("Helper"); h;
         h = h->NextSiblingElement("Helper")) {
        if (const char* b = h->Attribute("bone"); b && bone == b) {
            return h;
        }
    }
    return nullptr;
}

std::vector<BoneDependent> dependentsOf(const CharacterData& data, std::string_view bone)
{
    std::vector<BoneDependent> out;
    for (const RawLayer& layer : data.layers) {
        layerDependents(layer, bone, out);
    }
    for (const CostumeData& costume : data.costumes) {
        layerDependents(costume.layer, bone, out);
    }
    for (const HelperJointSetting& setting : data.helperSettings) {
        settingDependents(setting, bone, out);
    }
    for (const CostumeData& costume : data.costumes) {
        if (costume.helpers) {
            settingDependents(*costume.helpers, bone, out);
        }
    }
    tinyxml2::XMLDocument manifest;
    if (!data.manifest.file.empty() && manifest.LoadFile(data.manifest.file.c_str()) == tinyxml2::XML_SUCCESS) {
        visitElements(manifest.RootElement(), [&](tinyxml2::XMLElement* e) {
            for (const tinyxml2::XMLAttribute* a = e->FirstAttribute(); a; a = a->Next()) {
                if (namesBone(a->Value(), bone)) {
                    out.push_back({data.manifest.file, e->GetLineNum(), std::string(e->Name()) + "@" + a->Name()});
                    break;
                }
            }
        });
    }
    auto meshDependents = [&](const std::vector<SkinnedMesh>& meshes) {
        for (const SkinnedMesh& mesh : meshes) {
            for (const std::string& b : mesh.paletteBones) {
                if (b == bone) {
                    out.push_back({{}, 0, "the skin of mesh " + mesh.name});
                }
            }
        }
    };
    meshDependents(data.meshes);
    for (const CostumeData& costume : data.costumes) {
        meshDependents(costume.meshes);
    }
    return out;
}

void renameInSetting(XmlTreeEdit& edit, std::string_view from, const std::string& to)
{
    visitElements(edit.document().RootElement(), [&](tinyxml2::XMLElement* e) {
        std::vector<std::pair<std::string, std::string>> changes;
        for (const tinyxml2::XMLAttribute* a = e->FirstAttribute(); a; a = a->Next()) {
            if (namesBone(a->Value(), from)) {
                changes.emplace_back(a->Name(), replaceWords(a->Value(), from, to));
            }
        }
        for (const auto& [name, value] : changes) {
            edit.setAttribute(e, name, value);
        }
    });
}

void renameInLayer(RawLayer& layer, std::string_view from, const std::string& to)
{
    for (RawBone& b : layer.bones) {
        if (b.name == from) {
            b.name = to;
        }
        if (b.parent == from) {
            b.parent = to;
        }
    }
}

}  // namespace rigstage
