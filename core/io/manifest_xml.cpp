#include "io/manifest_xml.h"

#include "io/xml_support.h"

namespace rigstage {

using tinyxml2::XMLElement;

std::optional<CharacterManifest> parseManifestXml(std::string_view text, const std::string& file,
                                                  Diagnostics& diagnostics)
{
    const std::size_t mark = diagnostics.size();
    tinyxml2::XMLDocument doc;
    if (!xml::parse(text, file, doc, diagnostics)) {
        return std::nullopt;
    }
    const XMLElement* root = xml::checkRoot(doc, "Character", file, diagnostics);
    if (!root) {
        return std::nullopt;
    }
    CharacterManifest m;
    m.file = file;
    xml::checkAttributes(root, {"version", "name", "upAxis", "unit"}, file, diagnostics);
    if (auto name = xml::requiredString(root, "name", file, diagnostics)) {
        m.name = *name;
    }
    if (const char* up = root->Attribute("upAxis")) {
        m.upAxis = up;
        if (m.upAxis != "Z" && m.upAxis != "Y") {
            diagnostics.error("manifest.bad-up-axis", file, root->GetLineNum(),
                              "upAxis must be \"Z\" or \"Y\", not \"" + m.upAxis + "\"", {},
                              "Use Z for 3ds Max exports and Y for glTF.");
        }
    }
    if (const char* unit = root->Attribute("unit")) {
        m.unit = unit;
        if (m.unit != "cm" && m.unit != "m" && m.unit != "mm" && m.unit != "in") {
            diagnostics.error("manifest.bad-unit", file, root->GetLineNum(),
                              "unit must be cm, m, mm or in, not \"" + m.unit + "\"", {},
                              "Use the DCC's system unit, e.g. cm for 3ds Max.");
        }
    }
    for (const XMLElement* el = root->FirstChildElement(); el; el = el->NextSiblingElement()) {
        const std::string_view tag(el->Name());
        if (tag == "Layer") {
            xml::checkAttributes(el, {"framework", "helperJoints"}, file, diagnostics);
            if (auto fw = xml::requiredString(el, "framework", file, diagnostics)) {
                const char* helpers = el->Attribute("helperJoints");
                m.layers.push_back({*fw, helpers ? helpers : "", el->GetLineNum()});
            }
        } else if (tag == "Costume") {
            xml::checkAttributes(el, {"name", "framework", "helperJoints"}, file, diagnostics);
            const auto name = xml::requiredString(el, "name", file, diagnostics);
            const auto fw = xml::requiredString(el, "framework", file, diagnostics);
            if (name && fw) {
                for (const ManifestCostume& c : m.costumes) {
                    if (c.name == *name) {
                        diagnostics.error("manifest.duplicate-costume", file, el->GetLineNum(),
                                          "a second costume is named '" + *name + "' (first at line " + std::to_string(c.line) + ")",
                                          {}, "Give every costume its own name.");
                    }
                }
                const char* helpers = el->Attribute("helperJoints");
                m.costumes.push_back({*name, *fw, helpers ? helpers : "", el->GetLineNum()});
            }
        } else if (tag == "Clip") {
            xml::checkAttributes(el, {"file"}, file, diagnostics);
            if (auto f = xml::requiredString(el, "file", file, diagnostics)) {
                m.clips.push_back({*f, el->GetLineNum()});
            }
        } else {
            xml::reportUnknownElement(el, "Character", file, diagnostics);
        }
    }
    if (m.layers.empty() && !diagnostics.hasErrorsSince(mark)) {
        diagnostics.error("manifest.no-layers", file, root->GetLineNum(), "the character stacks no layer", {},
                          "Add at least one <Layer framework=\"...\"/> for the base body.");
    }
    if (diagnostics.hasErrorsSince(mark)) {
        return std::nullopt;
    }
    return m;
}

std::string writeManifestXml(const CharacterManifest& m)
{
    tinyxml2::XMLDocument doc;
    doc.InsertEndChild(doc.NewDeclaration());
    XMLElement* root = doc.NewElement("Character");
    root->SetAttribute("version", xml::kFormatVersion);
    root->SetAttribute("name", m.name.c_str());
    root->SetAttribute("upAxis", m.upAxis.c_str());
    root->SetAttribute("unit", m.unit.c_str());
    doc.InsertEndChild(root);
    for (const ManifestLayer& l : m.layers) {
        XMLElement* layer = root->InsertNewChildElement("Layer");
        layer->SetAttribute("framework", l.framework.c_str());
        if (!l.helperJoints.empty()) {
            layer->SetAttribute("helperJoints", l.helperJoints.c_str());
        }
    }
    for (const ManifestCostume& c : m.costumes) {
        XMLElement* costume = root->InsertNewChildElement("Costume");
        costume->SetAttribute("name", c.name.c_str());
        costume->SetAttribute("framework", c.framework.c_str());
        if (!c.helperJoints.empty()) {
            costume->SetAttribute("helperJoints", c.helperJoints.c_str());
        }
    }
    for (const ManifestClip& c : m.clips) {
        root->InsertNewChildElement("Clip")->SetAttribute("file", c.file.c_str());
    }
    tinyxml2::XMLPrinter printer;
    doc.Print(&printer);
    return printer.CStr();
}

}  // namespace rigstage
