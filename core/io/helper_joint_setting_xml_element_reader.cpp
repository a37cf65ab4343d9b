#include "io/helper_joint_setting_xml_element_reader.h"

#include <cctype>

#include "io/xml_support.h"

namespace rigstage::helper_xml {

std::string lower(std::string_view s)
{
    std::string out;
    for (char c : s) {
        out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    return out;
}

void ElementReader::invalid(const XMLElement* el, const std::string& code, const std::string& message,
                            const std::string& fix)
{
    diagnostics.error(code, file, el->GetLineNum(), message,
                      bone.empty() ? std::vector<std::string>{} : std::vector<std::string>{bone}, fix);
    throw Invalid{};
}

void ElementReader::attributes(const XMLElement* el, std::initializer_list<const char*> allowed)
{
    const std::size_t mark = diagnostics.size();
    xml::checkAttributes(el, allowed, file, diagnostics);
    bool empty = false;
    for (const tinyxml2::XMLAttribute* a = el->FirstAttribute(); a; a = a->Next()) {
        empty = !xml::checkNotEmpty(el, a->Name(), file, diagnostics) || empty;
    }
    if (!bone.empty()) {
        diagnostics.setBonesSince(mark, {bone});
    }
    if (empty) {
        throw Invalid{};
    }
}

void ElementReader::leaf(const XMLElement* el)
{
    const std::size_t mark = diagnostics.size();
    xml::checkLeaf(el, file, diagnostics);
    if (!bone.empty()) {
        diagnostics.setBonesSince(mark, {bone});
    }
}

void ElementReader::children(const XMLElement* el, int maxChildren)
{
    const std::size_t mark = diagnostics.size();
    const bool ok = xml::checkChildren(el, maxChildren, file, diagnostics);
    if (!bone.empty()) {
        diagnostics.setBonesSince(mark, {bone});
    }
    if (!ok) {
        throw Invalid{};
    }
}

std::string ElementReader::text(const XMLElement* el, const char* attribute, const char* fallback)
{
    const char* v = el->Attribute(attribute);
    if (v) {
        return v;
    }
    if (fallback) {
        return fallback;
    }
    invalid(el, "xml.missing-attribute", std::string("<") + el->Name() + "> needs a '" + attribute + "' attribute",
            std::string("Add the ") + attribute + " attribute.");
}

float ElementReader::number(const XMLElement* el, const char* attribute, float fallback)
{
    float v = fallback;
    if (!xml::optionalFloat(el, attribute, v, file, diagnostics)) {
        throw Invalid{};
    }
    return v;
}

glm::vec3 ElementReader::vec3(const XMLElement* el, const char* attribute, glm::vec3 fallback)
{
    if (!xml::optionalVec3(el, attribute, fallback, file, diagnostics)) {
        throw Invalid{};
    }
    return fallback;
}

bool ElementReader::flag(const XMLElement* el, const char* attribute, bool fallback)
{
    const char* v = el->Attribute(attribute);
    if (!v) {
        return fallback;
    }
    const std::string s = lower(v);
    if (s == "true" || s == "1") {
        return true;
    }
    if (s == "false" || s == "0") {
        return false;
    }
    invalid(el, "helper.bad-option", std::string(attribute) + " must be true or false, not \"" + v + "\"",
            "Write true or false.");
}

int ElementReader::axis(const XMLElement* el, const char* attribute, int fallback)
{
    const char* v = el->Attribute(attribute);
    if (!v) {
        return fallback;
    }
    const std::string s = lower(v);
    if (s == "x" || s == "0") return 0;
    if (s == "y" || s == "1") return 1;
    if (s == "z" || s == "2") return 2;
    invalid(el, "helper.bad-option", std::string(attribute) + " must be X, Y or Z, not \"" + v + "\"",
            "Write X, Y or Z.");
}

EulerOrder ElementReader::order(const XMLElement* el, const char* attribute, EulerOrder fallback)
{
    const char* v = el->Attribute(attribute);
    if (!v) {
        return fallback;
    }
    if (const auto o = parseEulerOrder(v)) {
        return *o;
    }
    invalid(el, "helper.bad-option", std::string(attribute) + " \"" + v + "\" is not an Euler order",
            "Use XYZ, XZY, YZX, YXZ, ZXY, ZYX, XYX, YZY or ZXZ.");
}

int ElementReader::boneRef(const XMLElement* el, const char* attribute)
{
    const std::string n = text(el, attribute);
    const int b = framework.findBone(n);
    if (b < 0) {
        diagnostics.error("helper.unknown-bone", file, el->GetLineNum(),
                          std::string("<") + el->Name() + "> " + attribute + " names bone '" + n
                              + "', which no stacked layer has",
                          {bone.empty() ? n : bone, n}, "Fix the name or stack the layer that owns the bone.");
        throw Invalid{};
    }
    return b;
}

const XMLElement* ElementReader::onlyChild(const XMLElement* el)
{
    children(el, xml::kNoChildLimit);  // its text; a second controller is helper.extra-controller
    const XMLElement* child = el->FirstChildElement();
    if (!child) {
        invalid(el, "helper.empty-slot", std::string("<") + el->Name() + "> holds no controller",
                "Put one controller element inside it, or remove it.");
    }
    if (child->NextSiblingElement()) {
        invalid(child->NextSiblingElement(), "helper.extra-controller",
                std::string("<") + el->Name() + "> holds more than one controller",
                "Use a list controller to combine several.");
    }
    return child;
}

}  // namespace rigstage::helper_xml
