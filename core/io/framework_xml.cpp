#include "io/framework_xml.h"

#include <cctype>
#include <cmath>

#include "io/xml_support.h"
#include "skeleton/bone_name.h"

namespace rigstage {

using tinyxml2::XMLElement;

namespace {

/// Most child elements of <Framework>: above the 20,000 bones a layer may have (checked when
/// stacked, layer.too-many-bones), far below what would make reading it slow.
constexpr int kMaxFrameworkElements = 65536;

bool isLayerName(const std::string& s)
{
    if (s.empty() || !std::isalpha(static_cast<unsigned char>(s[0]))) {
        return false;
    }
    for (char c : s) {
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_') {
            return false;
        }
    }
    return true;
}

bool parseFlags(const char* text, std::uint8_t& flags)
{
    flags = 0;
    for (const char* c = text; *c; ++c) {
        const std::uint8_t bit = *c == 'B' ? kBoneFlagBaked : *c == 'D' ? kBoneFlagDeformable : 0;
        if (!bit || (flags & bit)) {
            return false;
        }
        flags |= bit;
    }
    return true;
}

}  // namespace

std::optional<RawLayer> parseFrameworkXml(std::string_view text, const std::string& file, Diagnostics& diagnostics)
{
    const std::size_t mark = diagnostics.size();
    tinyxml2::XMLDocument doc;
    if (!xml::parse(text, file, doc, diagnostics)) {
        return std::nullopt;
    }
    const XMLElement* root = xml::checkRoot(doc, "Framework", file, diagnostics);
    if (!root) {
        return std::nullopt;
    }
    RawLayer layer;
    layer.file = file;
    layer.line = root->GetLineNum();
    xml::checkAttributes(root, {"version", "layer", "level"}, file, diagnostics);
    if (auto name = xml::requiredString(root, "layer", file, diagnostics)) {
        layer.name = *name;
        if (!isLayerName(layer.name)) {
            diagnostics.error("xml.bad-layer-name", file, root->GetLineNum(),
                              "layer name '" + layer.name + "' must be a letter followed by letters, digits or '_'",
                              {}, "Rename the layer, e.g. Base, Muscle, Costume.");
        }
    }
    if (!root->Attribute("level")) {
        diagnostics.error("xml.missing-attribute", file, root->GetLineNum(), "<Framework> needs a 'level' attribute",
                          {}, "Add level=\"0\" for the base body, 1 for face / hands / muscle, 2 for costume / tool.");
    } else if (xml::optionalInt(root, "level", layer.level, file, diagnostics)
               && (layer.level < 0 || layer.level > 99)) {
        diagnostics.error("xml.bad-number", file, root->GetLineNum(),
                          "level " + std::to_string(layer.level) + " is outside 0..99", {}, "Use a level from 0 to 99.");
    }

    const bool readChildren = xml::checkChildren(root, kMaxFrameworkElements, file, diagnostics);
    for (const XMLElement* el = readChildren ? root->FirstChildElement() : nullptr; el; el = el->NextSiblingElement()) {
        if (std::string_view(el->Name()) != "Bone") {
            xml::reportUnknownElement(el, "Framework", file, diagnostics);
            continue;
        }
        RawBone bone;
        bone.line = el->GetLineNum();
        xml::checkLeaf(el, file, diagnostics);
        xml::checkAttributes(el, {"name", "parent", "t", "r", "maxQuat", "s", "flags"}, file, diagnostics);
        const auto name = xml::requiredString(el, "name", file, diagnostics);
        if (!name) {
            continue;
        }
        bone.name = *name;
        if (const char* parent = el->Attribute("parent")) {
            bone.parent = parent;  // parent="" is a root, as the format says (docs/format.md)
        }
        if (bone.parent == bone.name) {
            diagnostics.error("bone.parent-cycle", file, bone.line, "bone '" + bone.name + "' is its own parent",
                              {bone.name}, "Set the parent to another bone, or leave it empty for a root.");
        }
        xml::optionalVec3(el, "t", bone.bindLocal.translation, file, diagnostics);
        xml::optionalRotation(el, bone.bindLocal.rotation, file, diagnostics);
        if (xml::optionalVec3(el, "s", bone.bindLocal.scale, file, diagnostics)) {
            const glm::vec3& s = bone.bindLocal.scale;
            if (s.x == 0.0f || s.y == 0.0f || s.z == 0.0f) {
                diagnostics.error("bone.zero-scale", file, bone.line,
                                  "bind scale of bone '" + bone.name + "' has a zero component", {bone.name},
                                  "Reset the bone's scale in the DCC before exporting.");
            }
        }
        const auto parsed = parseBoneName(bone.name);
        if (parsed) {
            bone.flags = parsed->flags;
        }
        if (!xml::checkNotEmpty(el, "flags", file, diagnostics)) {
        } else if (const char* flags = el->Attribute("flags")) {
            std::uint8_t explicitFlags = 0;
            if (!parseFlags(flags, explicitFlags)) {
                diagnostics.error("naming.unknown-flag", file, bone.line,
                                  std::string("flags \"") + flags + "\" of bone '" + bone.name
                                      + "' may only contain B (baked) and D (deformable), each once",
                                  {bone.name}, "Remove the unknown letters.");
            } else if (parsed && explicitFlags != parsed->flags) {
                diagnostics.error("naming.flags-mismatch", file, bone.line,
                                  std::string("flags \"") + flags + "\" disagree with the name's {"
                                      + flagsToString(parsed->flags) + "}",
                                  {bone.name}, "Drop the flags attribute; the name already says it.");
            } else {
                bone.flags = explicitFlags;
                bone.explicitFlags = true;
            }
        }
        layer.bones.push_back(std::move(bone));
    }
    if (diagnostics.hasErrorsSince(mark)) {
        return std::nullopt;
    }
    return layer;
}

std::optional<RawLayer> loadFrameworkXml(const std::string& path, Diagnostics& diagnostics)
{
    const auto text = xml::readFile(path, diagnostics);
    if (!text) {
        return std::nullopt;
    }
    return parseFrameworkXml(*text, path, diagnostics);
}

std::string writeFrameworkXml(const RawLayer& layer)
{
    tinyxml2::XMLDocument doc;
    doc.InsertEndChild(doc.NewDeclaration());
    XMLElement* root = doc.NewElement("Framework");
    root->SetAttribute("version", xml::kFormatVersion);
    root->SetAttribute("layer", layer.name.c_str());
    root->SetAttribute("level", layer.level);
    doc.InsertEndChild(root);
    for (const RawBone& b : layer.bones) {
        XMLElement* el = root->InsertNewChildElement("Bone");
        el->SetAttribute("name", b.name.c_str());
        if (!b.parent.empty()) {
            el->SetAttribute("parent", b.parent.c_str());
        }
        el->SetAttribute("t", xml::formatVec3(b.bindLocal.translation).c_str());
        el->SetAttribute("r", xml::formatQuat(b.bindLocal.rotation).c_str());
        if (b.bindLocal.scale != glm::vec3(1.0f)) {
            el->SetAttribute("s", xml::formatVec3(b.bindLocal.scale).c_str());
        }
        if (b.explicitFlags) {
            el->SetAttribute("flags", flagsToString(b.flags).c_str());
        }
    }
    tinyxml2::XMLPrinter printer;
    doc.Print(&printer);
    return printer.CStr();
}

}  // namespace rigstage
