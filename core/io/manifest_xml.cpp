#include "io/manifest_xml.h"

#include "io/manifest_stages_xml.h"
#include "io/xml_support.h"

#include <unordered_map>
#include <sstream>

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
    if (root->Attribute("upAxis") && xml::optionalString(root, "upAxis", m.upAxis, file, diagnostics)) {
        if (m.upAxis != "Z" && m.upAxis != "Y") {
            diagnostics.error("manifest.bad-up-axis", file, root->GetLineNum(),
                              "upAxis must be \"Z\" or \"Y\", not \"" + m.upAxis + "\"", {},
                              "Use Z for 3ds Max exports and Y for glTF.");
        }
    }
    if (root->Attribute("unit") && xml::optionalString(root, "unit", m.unit, file, diagnostics)) {
        if (m.unit != "cm" && m.unit != "m" && m.unit != "mm" && m.unit != "in") {
            diagnostics.error("manifest.bad-unit", file, root->GetLineNum(),
                              "unit must be cm, m, mm or in, not \"" + m.unit + "\"", {},
                              "Use the DCC's system unit, e.g. cm for 3ds Max.");
        }
    }
    std::unordered_map<std::string, int> costumeLines;  // name -> line of its first Costume: one look-up each
    int elements = 0;
    xml::checkChildren(root, xml::kNoChildLimit, file, diagnostics);  // its text: the element cap is the loop's own
    for (const XMLElement* el = root->FirstChildElement(); el; el = el->NextSiblingElement()) {
        if (++elements > kMaxManifestElements) {
            diagnostics.error("manifest.too-many-elements", file, el->GetLineNum(),
                              "the manifest has more than " + std::to_string(kMaxManifestElements) + " elements; the rest is not read",
                              {}, "Split the character, or check that the exporter wrote the right file.");
            break;
        }
        const std::string_view tag(el->Name());
        for (const char* leaf : {"Layer", "Costume", "TwoBoneIk", "TrailingJoint", "Locomotion", "ChainPhysics", "Pipeline",
                                 "Mesh", "Corrections", "Clip"}) {
            if (tag == leaf) {
                xml::checkLeaf(el, file, diagnostics);  // only SlopeAdaptation holds elements
            }
        }
        if (tag == "Layer") {
            xml::checkAttributes(el, {"framework", "helperJoints"}, file, diagnostics);
            std::string helpers;
            const bool helpersOk = xml::optionalString(el, "helperJoints", helpers, file, diagnostics);
            if (auto fw = xml::requiredString(el, "framework", file, diagnostics); fw && helpersOk) {
                m.layers.push_back({*fw, helpers, el->GetLineNum()});
            }
        } else if (tag == "Costume") {
            xml::checkAttributes(el, {"name", "framework", "helperJoints", "mesh"}, file, diagnostics);
            const auto name = xml::requiredString(el, "name", file, diagnostics);
            const auto fw = xml::requiredString(el, "framework", file, diagnostics);
            std::string helpers, mesh;
            const bool optionalOk = xml::optionalString(el, "helperJoints", helpers, file, diagnostics)
                & xml::optionalString(el, "mesh", mesh, file, diagnostics);
            if (name && fw && optionalOk) {
                if (const auto [first, isNew] = costumeLines.emplace(*name, el->GetLineNum()); !isNew) {
                    diagnostics.error("manifest.duplicate-costume", file, el->GetLineNum(),
                                      "a second costume is named '" + *name + "' (first at line " + std::to_string(first->second) + ")",
                                      {}, "Give every costume its own name.");
                }
                m.costumes.push_back({*name, *fw, helpers, mesh, el->GetLineNum()});
            }
        } else if (tag == "TwoBoneIk") {
            xml::checkAttributes(el, {"name", "root", "mid", "end", "targetBone", "ground", "groundHeight", "pole", "weight",
                                      "maxStretch"},
                                 file, diagnostics);
            ManifestTwoBoneIk ik;
            ik.line = el->GetLineNum();
            const auto root = xml::requiredString(el, "root", file, diagnostics);
            const auto mid = xml::requiredString(el, "mid", file, diagnostics);
            const auto end = xml::requiredString(el, "end", file, diagnostics);
            if (root && mid && end) {
                ik.root = *root;
                ik.mid = *mid;
                ik.end = *end;
            }
            ik.name = ik.end;
            xml::optionalString(el, "name", ik.name, file, diagnostics);
            xml::optionalString(el, "targetBone", ik.targetBone, file, diagnostics);
            xml::optionalString(el, "pole", ik.poleBone, file, diagnostics);
            xml::optionalBool(el, "ground", ik.ground, file, diagnostics);
            xml::optionalFloat(el, "groundHeight", ik.groundHeight, file, diagnostics);
            xml::optionalFloat(el, "weight", ik.weight, file, diagnostics);
            xml::optionalFloat(el, "maxStretch", ik.maxStretch, file, diagnostics);
            if (ik.ground == !ik.targetBone.empty()) {
                diagnostics.error("procedural.ik-target", file, ik.line, "<TwoBoneIk> needs either targetBone or ground=\"true\"",
                                  {ik.end}, "Say what the end reaches for: a bone (hand IK) or the ground (foot IK).");
            }
            if (ik.weight < 0.0f || ik.weight > 1.0f || ik.maxStretch < 1.0f) {
                diagnostics.error("procedural.bad-option", file, ik.line, "weight must lie in 0..1 and maxStretch be at least 1",
                                  {ik.end}, "Fix the values.");
            }
            m.iks.push_back(ik);
        } else if (tag == "TrailingJoint") {
            xml::checkAttributes(el, {"bone", "restOffset", "dampSeconds", "angleLimitDegrees"}, file, diagnostics);
            ManifestTrailingJoint t;
            t.line = el->GetLineNum();
            if (auto bone = xml::requiredString(el, "bone", file, diagnostics)) {
                t.bone = *bone;
            }
            xml::optionalVec3(el, "restOffset", t.restOffset, file, diagnostics);
            xml::optionalFloat(el, "dampSeconds", t.dampSeconds, file, diagnostics);
            xml::optionalFloat(el, "angleLimitDegrees", t.angleLimitDegrees, file, diagnostics);
            if (!(t.dampSeconds > 0.0f) || !(t.angleLimitDegrees > 0.0f) || glm::length(t.restOffset) <= 0.0f) {
                diagnostics.error("procedural.bad-option", file, t.line,
                                  "dampSeconds and angleLimitDegrees must be positive and restOffset non-zero", {t.bone},
                                  "Fix the values.");
            }
            m.trailingJoints.push_back(t);
        } else if (tag == "Locomotion") {
            xml::checkAttributes(el, {"root", "pelvis", "leftLeg", "rightLeg", "maxSpeed", "stepSeconds", "stepHeight",
                                      "footSpacing", "leanMaxDegrees", "crouch"},
                                 file, diagnostics);
            ManifestLocomotion l;
            l.line = el->GetLineNum();
            const auto root = xml::requiredString(el, "root", file, diagnostics);
            const auto pelvis = xml::requiredString(el, "pelvis", file, diagnostics);
            l.root = root ? *root : "";
            l.pelvis = pelvis ? *pelvis : "";
            for (const auto& [attribute, out] : {std::pair{"leftLeg", l.leftLeg}, std::pair{"rightLeg", l.rightLeg}}) {
                const auto value = xml::requiredString(el, attribute, file, diagnostics);
                std::istringstream words(value ? *value : "");
                int n = 0;
                for (std::string w; words >> w && n < 4; ++n) {
                    if (n < 3) {
                        out[n] = w;
                    }
                }
                if (value && n != 3) {
                    diagnostics.error("procedural.bad-option", file, l.line,
                                      std::string(attribute) + " needs three bones (thigh calf foot) separated by spaces", {},
                                      "List the leg's thigh, calf and foot.");
                }
            }
            xml::optionalFloat(el, "maxSpeed", l.maxSpeed, file, diagnostics);
            xml::optionalFloat(el, "stepSeconds", l.stepSeconds, file, diagnostics);
            xml::optionalFloat(el, "stepHeight", l.stepHeight, file, diagnostics);
            xml::optionalFloat(el, "footSpacing", l.footSpacing, file, diagnostics);
            xml::optionalFloat(el, "leanMaxDegrees", l.leanMaxDegrees, file, diagnostics);
            xml::optionalFloat(el, "crouch", l.crouch, file, diagnostics);
            if (!(l.maxSpeed > 0.0f) || !(l.stepSeconds > 0.0f) || l.stepHeight < 0.0f || l.footSpacing < 0.0f
                || l.leanMaxDegrees < 0.0f || !(l.leanMaxDegrees < 90.0f) || l.crouch < 0.0f) {
                diagnostics.error("procedural.bad-option", file, l.line,
                                  "<Locomotion> needs maxSpeed and stepSeconds above 0, stepHeight, footSpacing and crouch of 0 "
                                  "or more, and leanMaxDegrees from 0 to below 90",
                                  {}, "Fix the values.");
            }
            if (m.locomotion) {
                diagnostics.error("procedural.bad-option", file, l.line, "a second <Locomotion>", {}, "Keep one.");
            }
            m.locomotion = l;
        } else if (tag == "SlopeAdaptation") {
            parseSlopeAdaptationElement(el, m, diagnostics);
        } else if (tag == "ChainPhysics") {
            parseChainPhysicsElement(el, m, diagnostics);
        } else if (tag == "Pipeline") {
            parsePipelineElement(el, m, diagnostics);
        } else if (tag == "Mesh") {
            xml::checkAttributes(el, {"file"}, file, diagnostics);
            if (auto f = xml::requiredString(el, "file", file, diagnostics)) {
                m.meshes.push_back({*f, el->GetLineNum()});
            }
        } else if (tag == "Corrections") {
            xml::checkAttributes(el, {"file"}, file, diagnostics);
            if (!m.correctionsFile.empty()) {
                diagnostics.error("manifest.duplicate-corrections", file, el->GetLineNum(), "a second <Corrections>", {},
                                  "Keep one correction file per character.");
            } else if (auto f = xml::requiredString(el, "file", file, diagnostics)) {
                m.correctionsFile = *f;
                m.correctionsLine = el->GetLineNum();
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
    checkPipelineCoversModules(m, diagnostics);
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
        if (!c.mesh.empty()) {
            costume->SetAttribute("mesh", c.mesh.c_str());
        }
    }
    for (const ManifestTwoBoneIk& ik : m.iks) {
        XMLElement* e = root->InsertNewChildElement("TwoBoneIk");
        e->SetAttribute("name", ik.name.c_str());
        e->SetAttribute("root", ik.root.c_str());
        e->SetAttribute("mid", ik.mid.c_str());
        e->SetAttribute("end", ik.end.c_str());
        if (!ik.targetBone.empty()) {
            e->SetAttribute("targetBone", ik.targetBone.c_str());
        }
        if (ik.ground) {
            e->SetAttribute("ground", true);
            e->SetAttribute("groundHeight", xml::formatFloat(ik.groundHeight).c_str());
        }
        if (!ik.poleBone.empty()) {
            e->SetAttribute("pole", ik.poleBone.c_str());
        }
        e->SetAttribute("weight", xml::formatFloat(ik.weight).c_str());
        e->SetAttribute("maxStretch", xml::formatFloat(ik.maxStretch).c_str());
    }
    for (const ManifestTrailingJoint& t : m.trailingJoints) {
        XMLElement* e = root->InsertNewChildElement("TrailingJoint");
        e->SetAttribute("bone", t.bone.c_str());
        e->SetAttribute("restOffset", xml::formatVec3(t.restOffset).c_str());
        e->SetAttribute("dampSeconds", xml::formatFloat(t.dampSeconds).c_str());
        e->SetAttribute("angleLimitDegrees", xml::formatFloat(t.angleLimitDegrees).c_str());
    }
    if (const auto& l = m.locomotion) {
        XMLElement* e = root->InsertNewChildElement("Locomotion");
        e->SetAttribute("root", l->root.c_str());
        e->SetAttribute("pelvis", l->pelvis.c_str());
        e->SetAttribute("leftLeg", (l->leftLeg[0] + " " + l->leftLeg[1] + " " + l->leftLeg[2]).c_str());
        e->SetAttribute("rightLeg", (l->rightLeg[0] + " " + l->rightLeg[1] + " " + l->rightLeg[2]).c_str());
        for (const auto& [name, value] : {std::pair{"maxSpeed", l->maxSpeed}, std::pair{"stepSeconds", l->stepSeconds},
                                          std::pair{"stepHeight", l->stepHeight}, std::pair{"footSpacing", l->footSpacing},
                                          std::pair{"leanMaxDegrees", l->leanMaxDegrees}, std::pair{"crouch", l->crouch}}) {
            e->SetAttribute(name, xml::formatFloat(value).c_str());
        }
    }
    writeStageElements(m, root);
    for (const ManifestMesh& mesh : m.meshes) {
        root->InsertNewChildElement("Mesh")->SetAttribute("file", mesh.file.c_str());
    }
    if (!m.correctionsFile.empty()) {
        root->InsertNewChildElement("Corrections")->SetAttribute("file", m.correctionsFile.c_str());
    }
    for (const ManifestClip& c : m.clips) {
        root->InsertNewChildElement("Clip")->SetAttribute("file", c.file.c_str());
    }
    tinyxml2::XMLPrinter printer;
    doc.Print(&printer);
    return printer.CStr();
}

}  // namespace rigstage
