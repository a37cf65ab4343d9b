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
    case tinyxml2::XML_ERROR_PARSING_ATTRIBUTE: return "an attribute is broken (a missing '=' or quote) or given twice";
    case tinyxml2::XML_ERROR_PARSING_TEXT: return "text between elements cannot be read (a stray '<' or '&'?)";
    case tinyxml2::XML_ERROR_PARSING_CDATA: return "a CDATA section is never closed";
    case tinyxml2::XML_ERROR_PARSING_COMMENT: return "a comment is never closed (no '-->')";
    case tinyxml2::XML_ERROR_PARSING_DECLARATION: return "the <?xml ...?> declaration is broken";
    case tinyxml2::XML_ERROR_PARSING_UNKNOWN: return "a <! ...> construct is never closed";
    case tinyxml2::XML_ELEMENT_DEPTH_EXCEEDED: return "elements are nested too deep";
    default: return "the XML cannot be parsed";
    }
}

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

/// An element found with more than kMaxAttributes attributes: its name and line.
struct CrowdedElement {
    std::string name;
    int line = 0;
};

/// Walks the text once, as tinyxml2 will read it (comments, CDATA, declarations, end tags and
/// quoted values skipped), counting each start tag's attributes. Stops at the first element past
/// kMaxAttributes, or where the text is not well-formed (tinyxml2 then says why).
std::optional<CrowdedElement> findCrowdedElement(std::string_view s)
{
    int line = 1;
    std::size_t pos = 0;
    // Moves pos past the next occurrence of end (counting lines); false when there is none.
    auto skipPast = [&](std::string_view end) {
        const std::size_t found = s.find(end, pos);
        const std::size_t stop = found == std::string_view::npos ? s.size() : found + end.size();
        for (std::size_t i = pos; i < stop; ++i) {
            line += s[i] == '\n';
        }
        pos = stop;
        return found != std::string_view::npos;
    };
    while (skipPast("<")) {
        const std::string_view rest = s.substr(pos);
        const bool skipped = rest.starts_with("!--")       ? skipPast("-->")
                             : rest.starts_with("![CDATA[") ? skipPast("]]>")
                             : rest.starts_with("?")        ? skipPast("?>")
                             : rest.starts_with("!") || rest.starts_with("/") ? skipPast(">")
                                                                              : true;
        if (!skipped) {
            return std::nullopt;
        }
        if (rest.empty() || rest[0] == '!' || rest[0] == '?' || rest[0] == '/') {
            continue;
        }
        const int tagLine = line;
        const std::size_t nameStart = pos;
        while (pos < s.size() && !isSpace(s[pos]) && s[pos] != '>' && s[pos] != '/') {
            ++pos;
        }
        const std::string_view name = s.substr(nameStart, pos - nameStart);
        int attributes = 0;
        while (true) {
            while (pos < s.size() && isSpace(s[pos])) {
                line += s[pos++] == '\n';
            }
            if (pos >= s.size() || s[pos] == '>' || s[pos] == '/') {
                break;  // the tag ends (or the text does: tinyxml2 reports it)
            }
            while (pos < s.size() && !isSpace(s[pos]) && s[pos] != '=' && s[pos] != '>' && s[pos] != '/') {
                ++pos;
            }
            while (pos < s.size() && isSpace(s[pos])) {
                line += s[pos++] == '\n';
            }
            if (pos >= s.size() || s[pos] != '=') {
                return std::nullopt;
            }
            ++pos;
            while (pos < s.size() && isSpace(s[pos])) {
                line += s[pos++] == '\n';
            }
            if (pos >= s.size() || (s[pos] != '"' && s[pos] != '\'')) {
                return std::nullopt;
            }
            const char quote[2] = {s[pos++], 0};
            if (!skipPast(quote)) {
                return std::nullopt;
            }
            if (++attributes > kMaxAttributes) {
                return CrowdedElement{std::string(name.substr(0, 64)), tagLine};
            }
        }
    }
    return std::nullopt;
}

}  // namespace

bool parse(std::string_view text, const std::string& file, tinyxml2::XMLDocument& doc, Diagnostics& diagnostics)
{
    if (const auto crowded = findCrowdedElement(text)) {
        diagnostics.error("xml.too-many-attributes", file, crowded->line,
                          "<" + crowded->name + "> has more than " + std::to_string(kMaxAttributes)
                              + " attributes; the file is not read",
                          {}, "Check that the exporter wrote the right file: no element of the format has more than a few "
                              "attributes.");
        return false;
    }
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
    const std::filesystem::file_status status = std::filesystem::status(path, ec);
    if (std::filesystem::is_regular_file(status)) {
        return true;
    }
    const char* why = std::filesystem::is_directory(status) ? "is a folder, not a file"
                      : std::filesystem::exists(status)     ? "is a FIFO or device, not a regular file"
                      : std::filesystem::is_symlink(std::filesystem::symlink_status(path, ec))
                          ? "is a link to a file that does not exist"
                          : "no such file";
    diagnostics.error("io.unreadable", path, 0, why, {}, "Check the path (relative paths are resolved against the manifest's folder).");
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
                          ec ? "cannot read the file size"
                             : "is " + std::to_string(size >> 20) + " MiB, more than the " + std::to_string(maxBytes >> 20)
                                   + " MiB a file of this kind may have",
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
    if (!std::filesystem::is_regular_file(path, ec) || std::filesystem::file_size(path, ec) > (std::uintmax_t(512) << 20)) {
        return {};  // a FIFO or a device would block the read; a huge file would be read whole
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
    if (!checkNotEmpty(root, "version", file, diagnostics)) {
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

namespace {

/// A node's text for a message: trimmed, on one line, at most 40 characters.
std::string excerpt(std::string_view text)
{
    while (!text.empty() && isSpace(text.front())) {
        text.remove_prefix(1);
    }
    while (!text.empty() && isSpace(text.back())) {
        text.remove_suffix(1);
    }
    std::string out;
    for (std::size_t i = 0; i < text.size() && i < 40; ++i) {
        out += isSpace(text[i]) ? ' ' : text[i];
    }
    return out + (text.size() > 40 ? "..." : "");
}

/// Reports the first text node among el's children (tinyxml2 keeps no white-space-only text).
bool checkText(const XMLElement* el, const std::string& file, Diagnostics& diagnostics)
{
    for (const tinyxml2::XMLNode* n = el->FirstChild(); n; n = n->NextSibling()) {
        if (const tinyxml2::XMLText* t = n->ToText()) {
            diagnostics.error("xml.unexpected-text", file, t->GetLineNum(),
                              std::string("text \"") + excerpt(t->Value()) + "\" inside <" + el->Name() + ">", {},
                              "Remove it: the format keeps every value in attributes (a stray character or a value "
                              "written between the tags?).");
            return false;
        }
    }
    return true;
}

}  // namespace

bool checkLeaf(const XMLElement* el, const std::string& file, Diagnostics& diagnostics)
{
    bool ok = checkText(el, file, diagnostics);
    if (const XMLElement* child = el->FirstChildElement()) {
        int count = 0;
        for (const XMLElement* c = child; c; c = c->NextSiblingElement()) {
            ++count;
        }
        diagnostics.error("xml.unknown-element", file, child->GetLineNum(),
                          std::string("unknown element <") + child->Name() + "> inside <" + el->Name() + ">, which holds no elements"
                              + (count > 1 ? " (it holds " + std::to_string(count) + ")" : ""),
                          {}, std::string("Remove what is inside <") + el->Name() + "> or close it with '/>' (see docs/format.md).");
        ok = false;
    }
    return ok;
}

bool checkChildren(const XMLElement* el, int maxChildren, const std::string& file, Diagnostics& diagnostics)
{
    checkText(el, file, diagnostics);
    if (maxChildren == kNoChildLimit) {
        return true;
    }
    int count = 0;
    for (const XMLElement* c = el->FirstChildElement(); c; c = c->NextSiblingElement()) {
        if (++count > maxChildren) {
            diagnostics.error("xml.too-many-children", file, c->GetLineNum(),
                              std::string("<") + el->Name() + "> holds more than " + std::to_string(maxChildren)
                                  + " elements; none of them is read",
                              {}, "Check that the exporter wrote the right file (docs/format.md, Limits).");
            return false;
        }
    }
    return true;
}

bool checkNotEmpty(const XMLElement* el, const char* name, const std::string& file, Diagnostics& diagnostics)
{
    const char* value = el->Attribute(name);
    if (value && !*value) {
        diagnostics.error("xml.empty-attribute", file, el->GetLineNum(),
                          std::string("attribute '") + name + "' of <" + el->Name() + "> is empty", {},
                          std::string("Give '") + name + "' a value; leave an optional attribute out for its default (docs/format.md).");
        return false;
    }
    return true;
}

std::optional<std::string> requiredString(const XMLElement* el, const char* name, const std::string& file,
                                          Diagnostics& diagnostics)
{
    const char* value = el->Attribute(name);
    if (!value) {
        diagnostics.error("xml.missing-attribute", file, el->GetLineNum(),
                          std::string("<") + el->Name() + "> needs a '" + name + "' attribute", {},
                          std::string("Add the ") + name + " attribute.");
        return std::nullopt;
    }
    if (!checkNotEmpty(el, name, file, diagnostics)) {
        return std::nullopt;
    }
    return std::string(value);
}

bool optionalString(const XMLElement* el, const char* name, std::string& value, const std::string& file,
                    Diagnostics& diagnostics)
{
    if (!checkNotEmpty(el, name, file, diagnostics)) {
        return false;
    }
    if (const char* text = el->Attribute(name)) {
        value = text;
    }
    return true;
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
    if (!*text) {
        return checkNotEmpty(el, attribute, file, diagnostics);
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
    if (!checkNotEmpty(el, name, file, diagnostics)) {
        return false;
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
                      std::string("attribute '") + name + "' of <" + el->Name() + "> must be true or false, not \"" + std::string(s) + "\"",
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
    if (!checkNotEmpty(el, name, file, diagnostics)) {
        return false;
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
