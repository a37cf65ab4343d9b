#include "io/helper_setting_upgrade.h"

#include <cmath>
#include <cstdlib>
#include <string>
#include <string_view>

#include <glm/gtc/constants.hpp>

#include "helpers/bone_value_input.h"
#include "io/xml_support.h"

namespace rigstage {

using tinyxml2::XMLElement;

namespace {

constexpr double kRadiansPerDegree = 3.14159265358979323846 / 180.0;

std::string_view name(const XMLElement* el)
{
    return el->Name();
}

/// Multiplies every number of a white-space separated attribute by kRadiansPerDegree. False when
/// the attribute is absent, or holds something that is not a finite number: then it is left as
/// it is and listed in unconverted, when given (the compiler reports it too).
bool toRadians(XMLElement* el, const char* attribute, std::vector<UnconvertedAngle>* unconverted)
{
    const char* text = el->Attribute(attribute);
    if (!text) {
        return false;
    }
    std::string out;
    const char* p = text;
    for (;;) {
        while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r') {
            ++p;
        }
        if (!*p) {
            break;
        }
        char* end = nullptr;
        const double v = std::strtod(p, &end);
        if (end == p || !std::isfinite(v)) {
            if (unconverted) {
                unconverted->push_back({el, attribute});
            }
            return false;
        }
        out += (out.empty() ? "" : " ") + xml::formatFloat(static_cast<float>(v * kRadiansPerDegree));
        p = end;
    }
    el->SetAttribute(attribute, out.c_str());
    return true;
}

/// Is the reaction's master an angle (an Input of kind rotation or angle, or an exposed Euler
/// angle / angle value)?
bool angleMaster(const XMLElement* reaction)
{
    const XMLElement* input = reaction->FirstChildElement("Input");
    if (!input) {
        return false;
    }
    BoneValueInput in;
    if (const char* exposed = input->Attribute("value"); exposed && input->Attribute("expose")) {
        return applyExposedValueName(exposed, in) && in.isAngle();
    }
    const char* kind = input->Attribute("kind");
    const std::string k = kind ? kind : "rotation";  // the compiler's default
    return k == "rotation" || k == "angle";
}

/// Is the reaction's output in degrees in version 1: a Rotation Reaction, or a Float Reaction
/// that is an Euler XYZ channel?
bool degreeOutput(const XMLElement* reaction)
{
    if (name(reaction) == "RotationReaction") {
        return true;
    }
    const XMLElement* channel = reaction->Parent() ? reaction->Parent()->ToElement() : nullptr;
    const XMLElement* owner = channel && channel->Parent() ? channel->Parent()->ToElement() : nullptr;
    return name(reaction) == "FloatReaction" && owner && name(owner) == "EulerXYZ";
}

void upgradeReaction(XMLElement* reaction, std::vector<const XMLElement*>& changed, std::vector<UnconvertedAngle>* unconverted)
{
    const bool master = angleMaster(reaction);
    const bool output = degreeOutput(reaction);
    if (!master && !output) {
        return;
    }
    for (XMLElement* c = reaction->FirstChildElement(); c; c = c->NextSiblingElement()) {
        bool any = false;
        if (name(c) == "Curve") {
            for (XMLElement* p = c->FirstChildElement("Point"); p; p = p->NextSiblingElement("Point")) {
                bool point = false;
                for (const char* a : {"x", "inX", "outX"}) {
                    point = (master && toRadians(p, a, unconverted)) || point;
                }
                for (const char* a : {"y", "inY", "outY"}) {
                    point = (output && toRadians(p, a, unconverted)) || point;
                }
                if (point) {
                    changed.push_back(p);
                }
            }
        } else if (name(c) == "State") {
            any = master && toRadians(c, "master", unconverted);
            any = (output && toRadians(c, "value", unconverted)) || any;
        }
        if (any) {
            changed.push_back(c);
        }
    }
}

void upgradeElement(XMLElement* el, std::vector<const XMLElement*>& changed, std::vector<UnconvertedAngle>* unconverted)
{
    if (name(el) == "EulerXYZ") {
        bool any = false;
        for (const char* a : {"x", "y", "z"}) {
            any = toRadians(el, a, unconverted) || any;
        }
        if (any) {
            changed.push_back(el);
        }
    } else if (name(el).size() > 8 && name(el).substr(name(el).size() - 8) == "Reaction") {
        upgradeReaction(el, changed, unconverted);
    }
    for (XMLElement* c = el->FirstChildElement(); c; c = c->NextSiblingElement()) {
        upgradeElement(c, changed, unconverted);
    }
}

}  // namespace

std::vector<const XMLElement*> upgradeHelperJointSetting(tinyxml2::XMLDocument& document,
                                                         std::vector<UnconvertedAngle>* unconverted)
{
    std::vector<const XMLElement*> changed;
    XMLElement* root = document.RootElement();
    if (!root || root->IntAttribute("version", 0) != 1) {
        return changed;
    }
    root->SetAttribute("version", kHelperJointSettingVersion);
    changed.push_back(root);
    for (XMLElement* c = root->FirstChildElement(); c; c = c->NextSiblingElement()) {
        upgradeElement(c, changed, unconverted);
    }
    return changed;
}

}  // namespace rigstage
