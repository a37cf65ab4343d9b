#include "io/manifest_stages_xml.h"

#include <algorithm>
#include <sstream>

#include "io/xml_support.h"
#include "pipeline/frame_stage.h"

namespace rigstage {

namespace {

/// A spring's frequency: 0 turns it off; otherwise 0.01 to 100 Hz. Below that the overdamped
/// spring's 1 / (r2 - r1) overflows a float (1e-45 Hz gave NaN bodies).
bool springFrequencyInRange(float hz)
{
    return hz == 0.0f || (hz >= 0.01f && hz <= 100.0f);
}

/// The words of an attribute; more than kMaxListedBones is an error (named by the caller's check).
std::vector<std::string> words(const char* text)
{
    std::vector<std::string> out;
    std::istringstream in(text ? text : "");
    for (std::string w; in >> w && out.size() <= std::size_t(kMaxListedBones);) {
        out.push_back(w);
    }
    return out;
}

/// An error when a list attribute holds more words than are read.
void checkListLength(const std::vector<std::string>& list, const tinyxml2::XMLElement* el, const char* attribute,
                     const std::string& file, Diagnostics& diagnostics)
{
    if (list.size() > std::size_t(kMaxListedBones)) {
        diagnostics.error("manifest.too-long-list", file, el->GetLineNum(),
                          std::string(attribute) + " lists more than " + std::to_string(kMaxListedBones) + " names", {},
                          "Check that the exporter wrote the right file.");
    }
}

std::string joined(const std::vector<std::string>& list)
{
    std::string out;
    for (const std::string& w : list) {
        out += (out.empty() ? "" : " ") + w;
    }
    return out;
}

}  // namespace

void parsePipelineElement(const tinyxml2::XMLElement* el, CharacterManifest& m, Diagnostics& diagnostics)
{
    const std::string& file = m.file;
    xml::checkAttributes(el, {"stages"}, file, diagnostics);
    if (!m.stageOrder.empty() || m.stageOrderLine > 0) {
        diagnostics.error("pipeline.duplicate", file, el->GetLineNum(), "a second <Pipeline>", {}, "Keep one.");
        return;
    }
    m.stageOrderLine = el->GetLineNum();
    const auto stages = xml::requiredString(el, "stages", file, diagnostics);
    if (!stages) {
        return;
    }
    const std::size_t mark = diagnostics.size();
    const std::vector<std::string> listed = words(stages->c_str());
    checkListLength(listed, el, "stages", file, diagnostics);
    for (const std::string& name : listed) {
        if (!stageFromName(name)) {
            diagnostics.error("pipeline.unknown-stage", file, el->GetLineNum(), "unknown stage '" + name + "'", {},
                              "Use clip, transition, pose, locomotion, slope, ik, physics, helpers and trailing.");
        } else if (std::find(m.stageOrder.begin(), m.stageOrder.end(), name) != m.stageOrder.end()) {
            diagnostics.error("pipeline.duplicate-stage", file, el->GetLineNum(), "stage '" + name + "' is listed twice", {},
                              "List each stage once.");
        } else {
            m.stageOrder.push_back(name);
        }
    }
    if (m.stageOrder.empty() && !diagnostics.hasErrorsSince(mark)) {
        diagnostics.error("pipeline.empty", file, el->GetLineNum(), "<Pipeline> lists no stage", {},
                          "List the stages, e.g. \"clip ik helpers\", or leave <Pipeline> out for the default order.");
    }
}

void parseSlopeAdaptationElement(const tinyxml2::XMLElement* el, CharacterManifest& m, Diagnostics& diagnostics)
{
    const std::string& file = m.file;
    xml::checkAttributes(el, {"spine", "carry", "forward", "alignment", "toleranceDegrees", "maxIterations", "probe", "alignFeet",
                              "heightFrequency", "heightDamping", "pitchFrequency", "pitchDamping", "roll", "maxRollDegrees", "lookAhead"},
                         file, diagnostics);
    ManifestSlopeAdaptation s;
    s.line = el->GetLineNum();
    if (const auto spine = xml::requiredString(el, "spine", file, diagnostics)) {
        s.spine = words(spine->c_str());
        checkListLength(s.spine, el, "spine", file, diagnostics);
        if (s.spine.empty()) {
            diagnostics.error("procedural.bad-option", file, s.line, "<SlopeAdaptation> spine names no bone", {},
                              "List the spine's bones, root-most first, separated by spaces.");
        }
    }
    xml::checkNotEmpty(el, "carry", file, diagnostics);
    s.carry = words(el->Attribute("carry"));
    checkListLength(s.carry, el, "carry", file, diagnostics);
    glm::vec3 forward(0.0f);
    if (el->Attribute("forward") && xml::optionalVec3(el, "forward", forward, file, diagnostics)) {
        if (!(glm::length(forward) > 1e-6f)) {
            diagnostics.error("procedural.bad-option", file, s.line, "forward must not be zero", {}, "Give the facing at the bind pose.");
        }
        s.forward = forward;
    }
    xml::optionalFloat(el, "alignment", s.alignment, file, diagnostics);
    xml::optionalFloat(el, "toleranceDegrees", s.toleranceDegrees, file, diagnostics);
    xml::optionalInt(el, "maxIterations", s.maxIterations, file, diagnostics);
    xml::optionalFloat(el, "probe", s.probe, file, diagnostics);
    xml::optionalBool(el, "alignFeet", s.alignFeet, file, diagnostics);
    xml::optionalFloat(el, "heightFrequency", s.heightFrequency, file, diagnostics);
    xml::optionalFloat(el, "heightDamping", s.heightDamping, file, diagnostics);
    xml::optionalFloat(el, "pitchFrequency", s.pitchFrequency, file, diagnostics);
    xml::optionalFloat(el, "pitchDamping", s.pitchDamping, file, diagnostics);
    xml::optionalFloat(el, "roll", s.roll, file, diagnostics);
    xml::optionalFloat(el, "maxRollDegrees", s.maxRollDegrees, file, diagnostics);
    xml::optionalBool(el, "lookAhead", s.lookAhead, file, diagnostics);
    if (!(s.roll >= 0.0f && s.roll <= 1.0f) || !(s.maxRollDegrees >= 0.0f && s.maxRollDegrees <= 60.0f)) {
        diagnostics.error("procedural.bad-option", file, s.line, "<SlopeAdaptation> needs roll in 0..1 and maxRollDegrees in 0..60", {},
                          "roll is the share of the side slope the body rolls to (0: level, the legs take it all); "
                          "maxRollDegrees limits it.");
    }
    if (!(s.alignment >= -1.0f && s.alignment <= 1.0f) || !(s.toleranceDegrees > 0.0f && s.toleranceDegrees <= 10.0f)
        || s.maxIterations < 1 || s.maxIterations > 100 || !(s.probe >= 0.0f && s.probe <= 1e6f)
        || !springFrequencyInRange(s.heightFrequency) || !springFrequencyInRange(s.pitchFrequency)
        || !(s.heightDamping >= 0.0f && s.heightDamping <= 10.0f) || !(s.pitchDamping >= 0.0f && s.pitchDamping <= 10.0f)) {
        diagnostics.error("procedural.bad-option", file, s.line,
                          "<SlopeAdaptation> needs alignment in -1..1, toleranceDegrees above 0 up to 10, maxIterations 1..100, "
                          "probe 0 or more, frequencies 0 (no spring) or 0.01..100 Hz and damping ratios 0..10",
                          {}, "Fix the values.");
    }
    xml::checkChildren(el, xml::kNoChildLimit, file, diagnostics);  // its text: the legs' cap is the loop's own
    for (const tinyxml2::XMLElement* leg = el->FirstChildElement(); leg; leg = leg->NextSiblingElement()) {
        if (s.legs.size() >= std::size_t(kMaxSlopeLegs)) {
            diagnostics.error("procedural.bad-option", file, leg->GetLineNum(),
                              "<SlopeAdaptation> has more than " + std::to_string(kMaxSlopeLegs) + " legs; the rest is not read", {},
                              "Check that the exporter wrote the right file.");
            break;
        }
        if (std::string_view(leg->Name()) != "Leg") {
            xml::reportUnknownElement(leg, "SlopeAdaptation", file, diagnostics);
            continue;
        }
        xml::checkLeaf(leg, file, diagnostics);
        xml::checkAttributes(leg, {"chain"}, file, diagnostics);
        ManifestSlopeAdaptation::Leg l;
        l.line = leg->GetLineNum();
        const auto chain = xml::requiredString(leg, "chain", file, diagnostics);
        const std::vector<std::string> bones = words(chain ? chain->c_str() : "");
        if (chain && bones.size() != 3) {
            diagnostics.error("procedural.bad-option", file, l.line, "a <Leg> chain needs three bones (thigh calf foot)", {},
                              "List the leg's thigh, calf and foot separated by spaces.");
        }
        for (std::size_t i = 0; i < 3 && i < bones.size(); ++i) {
            l.chain[i] = bones[i];
        }
        s.legs.push_back(l);
    }
    if (s.legs.empty()) {
        diagnostics.error("procedural.bad-option", file, s.line, "<SlopeAdaptation> has no <Leg>", {},
                          "Add a <Leg chain=\"thigh calf foot\"/> for every leg.");
    }
    if (m.slope) {
        diagnostics.error("procedural.bad-option", file, s.line, "a second <SlopeAdaptation>", {}, "Keep one.");
    }
    m.slope = std::move(s);
}

void parseChainPhysicsElement(const tinyxml2::XMLElement* el, CharacterManifest& m, Diagnostics& diagnostics)
{
    const std::string& file = m.file;
    xml::checkAttributes(el, {"name", "bones", "frequency", "damping", "worldMotion", "maxAngleDegrees", "substepHz", "mass"}, file,
                         diagnostics);
    ManifestChainPhysics c;
    c.line = el->GetLineNum();
    if (const auto bones = xml::requiredString(el, "bones", file, diagnostics)) {
        c.bones = words(bones->c_str());
        checkListLength(c.bones, el, "bones", file, diagnostics);
        if (c.bones.size() < 2) {
            diagnostics.error("procedural.bad-option", file, c.line, "<ChainPhysics> needs at least two joints", {},
                              "List the chain's joints, root-most first (the first is the anchor), separated by spaces.");
        }
    }
    c.name = c.bones.empty() ? std::string() : c.bones.front();
    xml::optionalString(el, "name", c.name, file, diagnostics);
    for (const auto& [attribute, value] : {std::pair{"frequency", &c.frequency}, std::pair{"damping", &c.damping},
                                           std::pair{"worldMotion", &c.worldMotion}, std::pair{"maxAngleDegrees", &c.maxAngleDegrees},
                                           std::pair{"substepHz", &c.substepHz}, std::pair{"mass", &c.mass}}) {
        xml::optionalFloat(el, attribute, *value, file, diagnostics);
    }
    if (!springFrequencyInRange(c.frequency) || !(c.damping >= 0.0f && c.damping <= 10.0f)
        || !(c.worldMotion >= 0.0f && c.worldMotion <= 1.0f) || !(c.maxAngleDegrees > 0.0f && c.maxAngleDegrees < 180.0f)
        || !(c.substepHz >= 30.0f && c.substepHz <= 2000.0f) || !(c.mass > 0.0f && c.mass <= 1e6f)) {
        diagnostics.error("procedural.bad-option", file, c.line,
                          "<ChainPhysics> needs frequency 0 (no spring) or 0.01..100 Hz, damping 0..10, worldMotion 0..1, maxAngleDegrees above 0 and "
                          "below 180, substepHz 30..2000 and a mass above 0",
                          {}, "Fix the values.");
    }
    for (const ManifestChainPhysics& other : m.chains) {
        if (other.name == c.name) {
            diagnostics.error("procedural.bad-option", file, c.line,
                              "a second <ChainPhysics> is named '" + c.name + "' (first at line " + std::to_string(other.line) + ")", {},
                              "Give every chain its own name.");
        }
    }
    m.chains.push_back(std::move(c));
}

void checkPipelineCoversModules(const CharacterManifest& m, Diagnostics& diagnostics)
{
    if (m.stageOrder.empty()) {
        return;
    }
    auto listed = [&](const char* name) { return std::find(m.stageOrder.begin(), m.stageOrder.end(), name) != m.stageOrder.end(); };
    const std::pair<const char*, bool> modules[] = {{"clip", !m.clips.empty()},
                                                    {"locomotion", m.locomotion.has_value()},
                                                    {"slope", m.slope.has_value()},
                                                    {"ik", !m.iks.empty()},
                                                    {"physics", !m.chains.empty()},
                                                    {"trailing", !m.trailingJoints.empty()}};
    for (const auto& [name, present] : modules) {
        if (present && !listed(name)) {
            diagnostics.warning("pipeline.stage-missing", m.file, m.stageOrderLine,
                                std::string("the character sets up the '") + name + "' stage but <Pipeline> leaves it out: it never runs",
                                {}, std::string("Add '") + name + "' to the stages, or remove its module.");
        }
    }
    if (!listed("helpers")) {
        diagnostics.warning("pipeline.stage-missing", m.file, m.stageOrderLine,
                            "<Pipeline> leaves out 'helpers': no helper joint runs", {}, "Add 'helpers' to the stages.");
    }
}

void writeStageElements(const CharacterManifest& m, tinyxml2::XMLElement* root)
{
    for (const ManifestChainPhysics& c : m.chains) {
        tinyxml2::XMLElement* e = root->InsertNewChildElement("ChainPhysics");
        e->SetAttribute("name", c.name.c_str());
        e->SetAttribute("bones", joined(c.bones).c_str());
        for (const auto& [name, value] : {std::pair{"frequency", c.frequency}, std::pair{"damping", c.damping},
                                          std::pair{"worldMotion", c.worldMotion}, std::pair{"maxAngleDegrees", c.maxAngleDegrees},
                                          std::pair{"substepHz", c.substepHz}, std::pair{"mass", c.mass}}) {
            e->SetAttribute(name, xml::formatFloat(value).c_str());
        }
    }
    if (!m.stageOrder.empty()) {
        root->InsertNewChildElement("Pipeline")->SetAttribute("stages", joined(m.stageOrder).c_str());
    }
    if (const auto& s = m.slope) {
        tinyxml2::XMLElement* e = root->InsertNewChildElement("SlopeAdaptation");
        e->SetAttribute("spine", joined(s->spine).c_str());
        if (!s->carry.empty()) {
            e->SetAttribute("carry", joined(s->carry).c_str());
        }
        if (s->forward) {
            e->SetAttribute("forward", xml::formatVec3(*s->forward).c_str());
        }
        for (const auto& [name, value] : {std::pair{"alignment", s->alignment}, std::pair{"toleranceDegrees", s->toleranceDegrees},
                                          std::pair{"probe", s->probe}, std::pair{"heightFrequency", s->heightFrequency},
                                          std::pair{"heightDamping", s->heightDamping}, std::pair{"pitchFrequency", s->pitchFrequency},
                                          std::pair{"pitchDamping", s->pitchDamping}, std::pair{"roll", s->roll},
                                          std::pair{"maxRollDegrees", s->maxRollDegrees}}) {
            e->SetAttribute(name, xml::formatFloat(value).c_str());
        }
        e->SetAttribute("maxIterations", s->maxIterations);
        e->SetAttribute("alignFeet", s->alignFeet);
        e->SetAttribute("lookAhead", s->lookAhead);
        for (const auto& leg : s->legs) {
            e->InsertNewChildElement("Leg")->SetAttribute("chain", (leg.chain[0] + " " + leg.chain[1] + " " + leg.chain[2]).c_str());
        }
    }
}

}  // namespace rigstage
