#include "io/xml_support.h"

#include <charconv>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace rigstage::xml {

using tinyxml2::XMLElement;

namespace {

/// What a tinyxml2 parse error means, in words (its own text is "Error=XML_ERROR_... ErrorID=...").
std::string parseErrorText(tinyxml2::XMLError error)
{
    switch (error) {
    case tinyxml2::XML_ERROR_EMPTY_DOCUMENT: return "the file is empty: it holds no XML element";
    case tinyxml2::XML_ERROR_MISMATCHED_ELEMENT: return "the element opened at this line is closed by another element's end tag";
    case tinyxml2::XML_ERROR_PARSING_ELEMENT: return "an element's tag is broken or never closed";
    case tinyxml2::XML_ERROR_PARSING_ATTRIBUTE: return "an attribute is broken (a missing '=' or quote)";
    case tinyxml2::XML_ERROR_PARSING_TEXT: return "text between elements cannot be read (a stray '<' or '&'?)";
    case tinyxml2::XML_ERROR_PARSING_CDATA: return "a CDATA section is never closed";
    case tinyxml2::XML_ERROR_PARSING_COMMENT: return "a comment is never closed (no '-->')";
    case tinyxml2::XML_ERROR_PARSING_DECLARATION: return "the <?xml ...?> declaration is broken";
    case tinyxml2::XML_ERROR_PARSING_UNKNOWN: return "a <! ...> construct is never closed";
    case tinyxml2::XML_ELEMENT_DEPTH_EXCEEDED: return "elements are nested too deep";
    default: return "the XML cannot be parsed";
    }
}

}  // namespace

bool parse(std::string_view text, const std::string& file, tinyxml2::XMLDocument& doc, Diagnostics& diagnostics)
{
    const tinyxml2::XMLError error = doc.Parse(text.data(), text.size());
    if (error != tinyxml2::XML_SUCCESS) {
        const bool empty = error == tinyxml2::XML_ERROR_EMPTY_DOCUMENT;
        diagnostics.error("xml.malformed", file, doc.ErrorLineNum(), "not well-formed XML: " + parseErrorText(error), {},
                          empty ? "Re-export the file: an exporter stopped before writing it, or the wrong file is referenced."
                                : "Open the file in an XML-aware editor and fix the syntax at that line.");
        return false;
    }
    return true;
}

bool checkRegularFile(const std::string& path, Diagnostics& diagnostics)
{
    std::error_code ec;
    if (std::filesystem::is_regular_file(path, ec)) {
        return true;
    }
    diagnostics.error("io.unreadable", path, 0, std::filesystem::exists(path, ec) ? "not a regular file" : "file does not exist",
                      {}, "Check the path (relative paths are resolved against the manifest's folder).");
    return false;
}

std::optional<std::string> readFile(const std::string& path, Diagnostics& diagnostics, std::size_t maxBytes)
{
    std::error_code ec;
    if (!checkRegularFile(path, diagnostics)) {
        return std::nullopt;
    }
    const auto size = std::filesystem::file_size(path, ec);
    if (ec || size > maxBytes) {
        diagnostics.error("io.unreadable", path, 0,
                          ec ? "cannot read the file size" : "file is larger than " + std::to_string(maxBytes >> 20) + " MiB",
                          {}, "Split the data or check that the right file is referenced.");
        return std::nullopt;
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        diagnostics.error("io.unreadable", path, 0, "cannot open the file for reading", {},
                          "Check the file's permissions.");
        return std::nullopt;
    }
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

std::string rootElementName(const std::string& path)
{
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec)) {
        return {};  // a FIFO or a device would block the read
    }
    tinyxml2::XMLDocument doc;
    if (doc.LoadFile(path.c_str()) != tinyxml2::XML_SUCCESS || !doc.RootElement()) {
        return {};
    }
    return doc.RootElement()->Name();
}

const XMLElement* checkRoot(const tinyxml2::XMLDocument& doc, const char* expected, const std::string& file,
                            Diagnostics& diagnostics, int newest, int oldest)
{
    const XMLElement* root = doc.RootElement();
    if (!root || std::string_view(root->Name()) != expected) {
        diagnostics.error("xml.wrong-root", file, root ? root->GetLineNum() : 1,
                          std::string("expected a <") + expected + "> root element, found "
                              + (root ? std::string("<") + root->Name() + ">" : std::string("none")),
                          {}, "Check that the manifest points at the right kind of file.");
        return nullptr;
    }
    if (const XMLElement* second = root->NextSiblingElement()) {
        diagnostics.error("xml.second-root", file, second->GetLineNum(),
                          std::string("a second root element <") + second->Name() + "> after <" + expected + ">", {},
                          "Keep one root element: the rest of the file is not read.");
        return nullptr;
    }
    const char* version = root->Attribute("version");
    if (!version) {
        diagnostics.error("xml.missing-attribute", file, root->GetLineNum(),
                          std::string("<") + expected + "> has no version attribute", {},
                          "Add version=\"" + std::to_string(newest) + "\" to the root element.");
        return nullptr;
    }
    int v = 0;
    if (root->QueryIntAttribute("version", &v) != tinyxml2::XML_SUCCESS || v < oldest || v > newest
        || std::string_view(version) != std::to_string(v)) {
        const std::string readable = oldest == newest ? "version " + std::to_string(newest)
                                                      : "versions " + std::to_string(oldest) + " to " + std::to_string(newest);
        diagnostics.error("xml.unsupported-version", file, root->GetLineNum(),
                          std::string("version \"") + version + "\" is not supported (this build reads " + readable + ")",
                          {}, "Re-export with a matching exporter or update Rigstage.");
        return nullptr;
    }
    return root;
}

bool checkAttributes(const XMLElement* el, std::initializer_list<const char*> allowed, const std::string& file,
                     Diagnostics& diagnostics)
{
    bool ok = true;
    for (const tinyxml2::XMLAttribute* a = el->FirstAttribute(); a; a = a->Next()) {
        bool known = false;
        for (const char* name : allowed) {
            known = known || std::string_view(a->Name()) == name;
        }
        if (!known) {
            std::string list;
            for (const char* name : allowed) {
                list += (list.empty() ? "" : ", ") + std::string(name);
            }
            diagnostics.error("xml.unknown-attribute", file, el->GetLineNum(),
                              std::string("unknown attribute '") + a->Name() + "' on <" + el->Name() + ">", {},
                              "Remove it or fix its spelling; known attributes: " + list + ".");
            ok = false;
        }
    }
    return ok;
}

void reportUnknownElement(const XMLElement* el, const char* parentName, const std::string& file,
                          Diagnostics& diagnostics)
{
    diagnostics.error("xml.unknown-element", file, el->GetLineNum(),
                      std::string("unknown element <") + el->Name() + "> inside <" + parentName + ">", {},
                      "Remove it or fix its spelling (see docs/format.md).");
}

std::optional<std::string> requiredString(const XMLElement* el, const char* name, const std::string& file,
                                          Diagnostics& diagnostics)
{
    const char* value = el->Attribute(name);
    if (!value || !*value) {
        diagnostics.error("xml.missing-attribute", file, el->GetLineNum(),
                          std::string("<") + el->Name() + "> needs a non-empty '" + name + "' attribute", {},
                          std::string("Add the ") + name + " attribute.");
        return std::nullopt;
    }
    return std::string(value);
}

bool parseFloats(const char* text, float* out, int count, const XMLElement* el, const char* attribute,
                 const std::string& file, Diagnostics& diagnostics)
{
    if (!text) {  // the attribute is absent (found by fuzz_corrections: a <Vertex> without p)
        diagnostics.error("xml.missing-attribute", file, el->GetLineNum(),
                          std::string("<") + el->Name() + "> needs a '" + attribute + "' attribute", {},
                          std::string("Add the ") + attribute + " attribute.");
        return false;
    }
    const std::string_view s(text);
    std::size_t pos = 0;
    int found = 0;
    auto skipSpace = [&] {
        while (pos < s.size() && (s[pos] == ' ' || s[pos] == '\t' || s[pos] == '\n' || s[pos] == '\r')) {
            ++pos;
        }
    };
    auto bad = [&](const std::string& why) {
        diagnostics.error("xml.bad-number", file, el->GetLineNum(),
                          std::string("attribute '") + attribute + "' of <" + el->Name() + "> " + why + ": \""
                              + std::string(s) + "\"",
                          {}, "Write " + std::to_string(count) + " decimal number(s) separated by spaces.");
        return false;
    };
    skipSpace();
    while (pos < s.size()) {
        float v = 0.0f;
        const char* begin = s.data() + pos;
        if (*begin == '+') {
            ++begin;  // from_chars rejects a leading '+', which exporters do write
        }
        const auto [end, ec] = std::from_chars(begin, s.data() + s.size(), v);
        if (ec != std::errc() || (end < s.data() + s.size() && *end != ' ' && *end != '\t' && *end != '\n'
                                  && *end != '\r')) {
            return bad("is not a list of numbers");
        }
        if (found < count) {
            out[found] = v;
        }
        ++found;
        if (!std::isfinite(v)) {
            diagnostics.error("xml.non-finite", file, el->GetLineNum(),
                              std::string("attribute '") + attribute + "' of <" + el->Name()
                                  + "> contains NaN or infinity",
                              {}, "Re-export from a clean scene; every value must be a finite number.");
            return false;
        }
        pos = static_cast<std::size_t>(end - s.data());
        skipSpace();
    }
    if (found != count) {
        return bad("has " + std::to_string(found) + " number(s), expected " + std::to_string(count));
    }
    return true;
}

bool optionalFloat(const XMLElement* el, const char* name, float& value, const std::string& file,
                   Diagnostics& diagnostics)
{
    const char* text = el->Attribute(name);
    return !text || parseFloats(text, &value, 1, el, name, file, diagnostics);
}

bool optionalBool(const XMLElement* el, const char* name, bool& value, const std::string& file,
                  Diagnostics& diagnostics)
{
    const char* text = el->Attribute(name);
    if (!text) {
        return true;
    }
    const std::string_view s(text);
    if (s == "true" || s == "1") {
        value = true;
        return true;
    }
    if (s == "false" || s == "0") {
        value = false;
        return true;
    }
    diagnostics.error("xml.bad-bool", file, el->GetLineNum(),
                      std::string("attribute '") + name + "' of <" + el->Name() + "> must be true or false, not "" + std::string(s) + """,
                      {}, "Write true or false.");
    return false;
}

bool optionalInt(const XMLElement* el, const char* name, int& value, const std::string& file,
                 Diagnostics& diagnostics)
{
    const char* text = el->Attribute(name);
    if (!text) {
        return true;
    }
    const std::string_view s(text);
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
    if (ec != std::errc() || end != s.data() + s.size()) {
        diagnostics.error("xml.bad-number", file, el->GetLineNum(),
                          std::string("attribute '") + name + "' of <" + el->Name() + "> is not an integer: \""
                              + std::string(s) + "\"",
                          {}, "Write a whole number.");
        return false;
    }
    return true;
}

bool optionalVec3(const XMLElement* el, const char* name, glm::vec3& value, const std::string& file,
                  Diagnostics& diagnostics)
{
    const char* text = el->Attribute(name);
    if (!text) {
        return true;
    }
    float v[3];
    if (!parseFloats(text, v, 3, el, name, file, diagnostics)) {
        return false;
    }
    value = glm::vec3(v[0], v[1], v[2]);
    return true;
}

bool optionalRotation(const XMLElement* el, glm::quat& value, const std::string& file, Diagnostics& diagnostics)
{
    const char* r = el->Attribute("r");
    const char* maxQuat = el->Attribute("maxQuat");
    if (r && maxQuat) {
        diagnostics.error("xml.conflicting-attributes", file, el->GetLineNum(),
                          std::string("<") + el->Name() + "> gives both 'r' and 'maxQuat'", {},
                          "Keep only one rotation attribute.");
        return false;
    }
    const char* text = r ? r : maxQuat;
    if (!text) {
        return true;
    }
    float v[4];
    if (!parseFloats(text, v, 4, el, r ? "r" : "maxQuat", file, diagnostics)) {
        return false;
    }
    glm::quat q(v[3], v[0], v[1], v[2]);
    if (maxQuat) {
        q = glm::conjugate(q);  // Max's API quaternions use the left-hand rule (MAX-SEMANTICS 1.0)
    }
    const float len = glm::length(q);
    if (std::abs(len - 1.0f) > 1e-3f) {
        diagnostics.error("xml.non-unit-quaternion", file, el->GetLineNum(),
                          std::string("rotation of <") + el->Name() + "> has length " + formatFloat(len)
                              + ", not 1",
                          {}, "Write a unit quaternion (x y z w); the identity is \"0 0 0 1\".");
        return false;
    }
    // Renormalise only what is visibly off, so that writing and reading again is exact.
    value = std::abs(len - 1.0f) > 1e-6f ? q / len : q;
    return true;
}

std::string formatFloat(float value)
{
    if (value == 0.0f) {
        return "0";  // also folds -0
    }
    char buf[32];
    const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, value);
    return ec == std::errc() ? std::string(buf, end) : std::string("0");
}

std::string formatFloats(const float* values, int count)
{
    std::string out;
    for (int i = 0; i < count; ++i) {
        if (i) {
            out += ' ';
        }
        out += formatFloat(values[i]);
    }
    return out;
}

std::string formatVec3(const glm::vec3& v)
{
    const float f[3] = {v.x, v.y, v.z};
    return formatFloats(f, 3);
}

std::string formatQuat(const glm::quat& q)
{
    const float f[4] = {q.x, q.y, q.z, q.w};
    return formatFloats(f, 4);
}

}  // namespace rigstage::xml
