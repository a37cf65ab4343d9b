#include "io/reaction_curve_edit.h"

#include <algorithm>
#include <charconv>
#include <cstring>
#include <string_view>

#include "io/xml_support.h"

namespace rigstage {

namespace {

using tinyxml2::XMLElement;

bool endsWith(const std::string& s, const char* suffix)
{
    const std::size_t n = std::strlen(suffix);
    return s.size() >= n && s.compare(s.size() - n, n, suffix) == 0;
}

std::string describeInput(const XMLElement* input)
{
    std::string out;
    for (const tinyxml2::XMLAttribute* a = input->FirstAttribute(); a; a = a->Next()) {
        out += (out.empty() ? "" : " ") + std::string(a->Name()) + "=" + a->Value();
    }
    return out;
}

void collect(XMLElement* el, int setting, const std::string& helperBone, std::vector<ReactionCurveRef>& out)
{
    for (XMLElement* c = el->FirstChildElement(); c; c = c->NextSiblingElement()) {
        const std::string tag = c->Name();
        if (endsWith(tag, "Reaction")) {
            const XMLElement* input = c->FirstChildElement("Input");
            if (!input) {
                continue;  // vector / rotation masters blend states: no curves
            }
            for (XMLElement* curve = c->FirstChildElement("Curve"); curve; curve = curve->NextSiblingElement("Curve")) {
                ReactionCurveRef ref;
                ref.setting = setting;
                ref.helperBone = helperBone;
                ref.controller = tag;
                ref.component = curve->Attribute("component") ? curve->Attribute("component") : "";
                ref.master = describeInput(input);
                ref.reaction = c;
                ref.curve = curve;
                ref.line = curve->GetLineNum();
                out.push_back(ref);
            }
        } else {
            collect(c, setting, helperBone, out);
        }
    }
}

float attribute(const XMLElement* p, const char* name)
{
    return p->FloatAttribute(name, 0.0f);
}

void setOrKeep(XMLElement* p, const char* name, float value)
{
    // Leave the text alone when the number is the same (keeps the author's formatting).
    if (p->Attribute(name) && p->FloatAttribute(name) == value) {
        return;
    }
    p->SetAttribute(name, xml::formatFloat(value).c_str());
}

std::string compact(const XMLElement* el)
{
    tinyxml2::XMLPrinter printer(nullptr, true);
    el->Accept(&printer);
    return printer.CStr();
}

/// One attribute of a start tag as it stands in the text: where its value's text lies (between
/// the quotes) and where the attribute begins, with the white space before it.
struct TagAttribute {
    std::string name;
    std::size_t lead = 0;
    std::size_t valueBegin = 0;
    std::size_t valueEnd = 0;
    char quote = '"';
};

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/// The attributes of a start tag's text ("<Name a='1' b="2"/>"), and in attributesEnd where the
/// last attribute ends. Nullopt when the text is not a start tag this can take apart.
std::optional<std::vector<TagAttribute>> splitStartTag(std::string_view tag, std::size_t& attributesEnd)
{
    if (tag.empty() || tag[0] != '<') {
        return std::nullopt;
    }
    std::size_t i = 1;
    while (i < tag.size() && !isSpace(tag[i]) && tag[i] != '/' && tag[i] != '>') {
        ++i;
    }
    std::vector<TagAttribute> out;
    for (;;) {
        const std::size_t lead = i;
        while (i < tag.size() && isSpace(tag[i])) {
            ++i;
        }
        if (i >= tag.size()) {
            return std::nullopt;
        }
        if (tag[i] == '/' || tag[i] == '>') {
            attributesEnd = lead;
            return out;
        }
        TagAttribute a;
        a.lead = lead;
        const std::size_t nameBegin = i;
        while (i < tag.size() && !isSpace(tag[i]) && tag[i] != '=' && tag[i] != '/' && tag[i] != '>') {
            ++i;
        }
        a.name = std::string(tag.substr(nameBegin, i - nameBegin));
        while (i < tag.size() && isSpace(tag[i])) {
            ++i;
        }
        if (a.name.empty() || i >= tag.size() || tag[i] != '=') {
            return std::nullopt;
        }
        ++i;
        while (i < tag.size() && isSpace(tag[i])) {
            ++i;
        }
        if (i >= tag.size() || (tag[i] != '"' && tag[i] != '\'')) {
            return std::nullopt;
        }
        a.quote = tag[i];
        a.valueBegin = ++i;
        i = tag.find(a.quote, i);
        if (i == std::string_view::npos) {
            return std::nullopt;
        }
        a.valueEnd = i++;
        out.push_back(std::move(a));
    }
}

/// An attribute value's text as tinyxml2 reads it: entities replaced, CR LF read as LF.
std::string decodeValue(std::string_view raw)
{
    std::string out;
    for (std::size_t i = 0; i < raw.size(); ++i) {
        if (raw[i] == '\r') {
            out += '\n';
            i += i + 1 < raw.size() && raw[i + 1] == '\n';
            continue;
        }
        if (raw[i] != '&') {
            out += raw[i];
            continue;
        }
        const std::size_t semi = raw.find(';', i);
        const std::string_view entity = semi == std::string_view::npos ? std::string_view() : raw.substr(i + 1, semi - i - 1);
        static constexpr std::pair<std::string_view, char> kNamed[] = {{"amp", '&'}, {"lt", '<'}, {"gt", '>'}, {"quot", '"'}, {"apos", '\''}};
        bool done = false;
        for (const auto& [name, c] : kNamed) {
            if (entity == name) {
                out += c;
                done = true;
            }
        }
        if (!done && entity.size() > 1 && entity[0] == '#') {
            const bool hex = entity[1] == 'x' || entity[1] == 'X';
            unsigned long code = 0;
            const char* first = entity.data() + (hex ? 2 : 1);
            const auto [end, ec] = std::from_chars(first, entity.data() + entity.size(), code, hex ? 16 : 10);
            if (ec == std::errc() && end == entity.data() + entity.size() && code < 0x110000) {
                // UTF-8, as tinyxml2 writes a character reference into the value.
                if (code < 0x80) {
                    out += char(code);
                } else if (code < 0x800) {
                    out += char(0xC0 | (code >> 6));
                    out += char(0x80 | (code & 0x3F));
                } else if (code < 0x10000) {
                    out += char(0xE0 | (code >> 12));
                    out += char(0x80 | ((code >> 6) & 0x3F));
                    out += char(0x80 | (code & 0x3F));
                } else {
                    out += char(0xF0 | (code >> 18));
                    out += char(0x80 | ((code >> 12) & 0x3F));
                    out += char(0x80 | ((code >> 6) & 0x3F));
                    out += char(0x80 | (code & 0x3F));
                }
                done = true;
            }
        }
        if (done) {
            i = semi;
        } else {
            out += '&';  // not an entity tinyxml2 knows: kept as written
        }
    }
    return out;
}

std::string escapeValue(std::string_view value, char quote)
{
    std::string out;
    for (const char c : value) {
        if (c == '&') {
            out += "&amp;";
        } else if (c == '<') {
            out += "&lt;";
        } else if (c == '>') {
            out += "&gt;";
        } else if (c == quote) {
            out += quote == '"' ? "&quot;" : "&apos;";
        } else {
            out += c;
        }
    }
    return out;
}

/// A value read as a list of numbers: each number's text and value, and the separators (white
/// space or commas) around them (separators.size() == numbers.size() + 1).
struct NumberList {
    std::vector<std::string> texts;
    std::vector<float> values;
    std::vector<std::string> separators;
};

/// A decimal number's text ("-1.5", ".5", "2e-3") as a float; nullopt for anything else (names,
/// "inf", "nan", hexadecimal, a value past the float range).
std::optional<float> decimalNumber(std::string_view s)
{
    if (s.empty() || s.find_first_not_of("0123456789+-.eE") != std::string_view::npos
        || s.find_first_of("0123456789") == std::string_view::npos) {
        return std::nullopt;
    }
    const std::string_view digits = s[0] == '+' ? s.substr(1) : s;
    float v = 0.0f;
    const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), v);
    if (ec != std::errc() || end != digits.data() + digits.size()) {
        return std::nullopt;
    }
    return v;
}

std::optional<NumberList> numberList(std::string_view s)
{
    NumberList out;
    std::size_t i = 0;
    for (;;) {
        const std::size_t sep = i;
        while (i < s.size() && (isSpace(s[i]) || s[i] == ',')) {
            ++i;
        }
        out.separators.emplace_back(s.substr(sep, i - sep));
        if (i >= s.size()) {
            break;
        }
        const std::size_t begin = i;
        while (i < s.size() && !isSpace(s[i]) && s[i] != ',') {
            ++i;
        }
        const std::string_view token = s.substr(begin, i - begin);
        const auto v = decimalNumber(token);
        if (!v) {
            return std::nullopt;
        }
        out.texts.emplace_back(token);
        out.values.push_back(*v);
    }
    if (out.values.empty()) {
        return std::nullopt;
    }
    return out;
}

/// A changed number as written: the fewest digits that read back to the same float; an integer's
/// own text (it may not fit a float exactly, and is already as short as it gets).
std::string numberText(const std::string& text, float value)
{
    return text.find_first_of(".eE") == std::string::npos ? text : xml::formatFloat(value);
}

/// The text to write for an attribute whose text is raw and whose value is now `now`: raw itself
/// when it reads back to the same value (numbers compared as floats, lists number by number),
/// otherwise the new value with its changed numbers in shortest round-trip form.
std::string attributeText(std::string_view raw, char quote, const std::string& now)
{
    const std::string was = decodeValue(raw);
    if (was == now) {
        return std::string(raw);
    }
    const auto next = numberList(now);
    if (!next) {
        return escapeValue(now, quote);
    }
    const auto before = numberList(was);
    if (before && before->values.size() == next->values.size()) {
        // Number by number: unchanged numbers keep their text, and the separators stay as written.
        bool same = true;
        std::string out = before->separators[0];
        for (std::size_t i = 0; i < next->values.size(); ++i) {
            const bool equal = before->values[i] == next->values[i];
            same = same && equal;
            out += equal ? before->texts[i] : numberText(next->texts[i], next->values[i]);
            out += before->separators[i + 1];
        }
        return same ? std::string(raw) : escapeValue(out, quote);
    }
    std::string out = next->separators[0];
    for (std::size_t i = 0; i < next->values.size(); ++i) {
        out += numberText(next->texts[i], next->values[i]) + next->separators[i + 1];
    }
    return escapeValue(out, quote);
}

/// The start tag's text rewritten to hold el's attributes: each attribute keeps its place, its
/// quotes, the space around it and, where its value did not change, its text; removed attributes
/// go with the space before them; new ones follow the last. Nullopt when tag cannot be taken apart.
std::optional<std::string> patchStartTag(std::string_view tag, const XMLElement* el)
{
    std::size_t attributesEnd = 0;
    const auto attributes = splitStartTag(tag, attributesEnd);
    if (!attributes) {
        return std::nullopt;
    }
    std::string out;
    std::size_t copied = 0;
    for (const TagAttribute& a : *attributes) {
        const char* now = el->Attribute(a.name.c_str());
        if (!now) {
            out += tag.substr(copied, a.lead - copied);
            copied = a.valueEnd + 1;  // drop the attribute with the space before it
            continue;
        }
        out += tag.substr(copied, a.valueBegin - copied);
        out += attributeText(tag.substr(a.valueBegin, a.valueEnd - a.valueBegin), a.quote, now);
        copied = a.valueEnd;
    }
    out += tag.substr(copied, attributesEnd - copied);
    for (const tinyxml2::XMLAttribute* a = el->FirstAttribute(); a; a = a->Next()) {
        const bool known = std::any_of(attributes->begin(), attributes->end(), [&](const TagAttribute& t) { return t.name == a->Name(); });
        if (!known) {
            out += std::string(" ") + a->Name() + "=\"" + attributeText({}, '"', a->Value()) + "\"";
        }
    }
    out += tag.substr(attributesEnd);
    return out;
}

/// [begin, end) of every "<Point .../>" in text between from and to.
std::vector<std::pair<std::size_t, std::size_t>> pointSpans(const std::string& text, std::size_t from, std::size_t to)
{
    std::vector<std::pair<std::size_t, std::size_t>> spans;
    for (std::size_t at = text.find("<Point", from); at != std::string::npos && at < to; at = text.find("<Point", at + 1)) {
        const std::size_t close = text.find("/>", at);
        if (close == std::string::npos || close > to) {
            break;
        }
        spans.push_back({at, close + 2});
    }
    return spans;
}

}  // namespace

std::optional<std::string> patchCurvesInText(std::string text, const std::vector<const XMLElement*>& curves)
{
    // Later lines first, so earlier offsets stay valid.
    std::vector<const XMLElement*> ordered = curves;
    std::sort(ordered.begin(), ordered.end(), [](const XMLElement* a, const XMLElement* b) { return a->GetLineNum() > b->GetLineNum(); });
    for (const XMLElement* curve : ordered) {
        std::size_t lineStart = 0;
        for (int line = 1; line < curve->GetLineNum(); ++line) {
            lineStart = text.find('\n', lineStart);
            if (lineStart == std::string::npos) {
                return std::nullopt;
            }
            ++lineStart;
        }
        const std::size_t begin = text.find("<Curve", lineStart);
        const std::size_t close = begin == std::string::npos ? std::string::npos : text.find("</Curve>", begin);
        if (begin == std::string::npos || close == std::string::npos || text.find('\n', lineStart) < begin) {
            return std::nullopt;
        }
        const std::size_t end = close + std::strlen("</Curve>");
        std::vector<std::string> points;
        for (const XMLElement* p = curve->FirstChildElement("Point"); p; p = p->NextSiblingElement("Point")) {
            // A Point of its own: its numbers in the shortest form that reads back the same.
            points.push_back(patchStartTag("<Point/>", p).value_or(compact(p)));
        }
        const auto spans = pointSpans(text, begin, close);
        if (spans.size() == points.size()) {
            // Each Point's tag patched in place: numbers that did not change keep their text.
            std::size_t i = spans.size();
            for (const XMLElement* p = curve->LastChildElement("Point"); p && i-- > 0; p = p->PreviousSiblingElement("Point")) {
                const std::string_view was(text.data() + spans[i].first, spans[i].second - spans[i].first);
                if (const auto tag = patchStartTag(was, p)) {
                    points[i] = *tag;
                }
                text.replace(spans[i].first, spans[i].second - spans[i].first, points[i]);
            }
            continue;
        }
        // Points added or removed: a point whose values are those of the next unused original
        // Point (in order) keeps that Point's text.
        {
            std::size_t next = 0;
            std::size_t i = 0;
            for (const XMLElement* p = curve->FirstChildElement("Point"); p; p = p->NextSiblingElement("Point"), ++i) {
                for (std::size_t k = next; k < spans.size(); ++k) {
                    const std::string_view was(text.data() + spans[k].first, spans[k].second - spans[k].first);
                    if (patchStartTag(was, p) == std::optional<std::string>(std::string(was))) {
                        points[i] = std::string(was);
                        next = k + 1;
                        break;
                    }
                }
            }
        }
        // Points added or removed: the Curve's own layout, one line or one Point per line.
        const std::string original = text.substr(begin, end - begin);
        const std::size_t openEnd = original.find('>') + 1;
        std::string rebuilt = original.substr(0, openEnd);
        if (original.find('\n') == std::string::npos || spans.empty()) {
            for (const std::string& p : points) {
                rebuilt += p;
            }
            rebuilt += "</Curve>";
        } else {
            const std::size_t firstLine = text.rfind('\n', spans.front().first) + 1;
            const std::string indent = text.substr(firstLine, spans.front().first - firstLine);
            const std::size_t lastLine = text.rfind('\n', close) + 1;
            const std::string closingIndent = text.substr(lastLine, close - lastLine);
            for (const std::string& p : points) {
                rebuilt += "\n" + indent + p;
            }
            rebuilt += "\n" + closingIndent + "</Curve>";
        }
        text.replace(begin, end - begin, rebuilt);
    }
    return text;
}

std::optional<std::string> patchStartTagsInText(std::string text, const std::vector<const XMLElement*>& elements)
{
    std::vector<const XMLElement*> ordered = elements;
    std::sort(ordered.begin(), ordered.end(), [](const XMLElement* a, const XMLElement* b) { return a->GetLineNum() > b->GetLineNum(); });
    // Several edited elements may share a line: patch the later ones first. Within a line, which
    // start tag of that name an element is: count its same-named predecessors on the line.
    for (const XMLElement* el : ordered) {
        std::size_t lineStart = 0;
        for (int line = 1; line < el->GetLineNum(); ++line) {
            lineStart = text.find('\n', lineStart);
            if (lineStart == std::string::npos) {
                return std::nullopt;
            }
            ++lineStart;
        }
        int nth = 0;
        for (const tinyxml2::XMLNode* n = el->PreviousSibling(); n; n = n->PreviousSibling()) {
            const XMLElement* e = n->ToElement();
            nth += e && e->GetLineNum() == el->GetLineNum() && std::strcmp(e->Name(), el->Name()) == 0;
        }
        for (const XMLElement* up = el->Parent() ? el->Parent()->ToElement() : nullptr; up; up = up->Parent() ? up->Parent()->ToElement() : nullptr) {
            nth += up->GetLineNum() == el->GetLineNum() && std::strcmp(up->Name(), el->Name()) == 0;
        }
        const std::string open = std::string("<") + el->Name();
        const std::size_t lineEnd = std::min(text.find('\n', lineStart), text.size());
        std::size_t at = lineStart;
        for (int i = 0;; ++i) {
            at = text.find(open, at);
            if (at == std::string::npos || at >= lineEnd) {
                return std::nullopt;
            }
            const char next = text[at + open.size()];
            if (next == ' ' || next == '>' || next == '/' || next == '\t') {
                if (i == nth) {
                    break;
                }
            } else {
                --i;
            }
            ++at;
        }
        std::size_t attributesEnd = 0;
        const bool split = bool(splitStartTag(std::string_view(text).substr(at), attributesEnd));
        const std::size_t close = text.find('>', split ? at + attributesEnd : at);
        if (close == std::string::npos) {
            return std::nullopt;
        }
        if (const auto tag = patchStartTag(std::string_view(text).substr(at, close + 1 - at), el)) {
            text.replace(at, close + 1 - at, *tag);
            continue;
        }
        const bool selfClosing = text[close - 1] == '/';
        // A tag this cannot take apart: a shallow copy printed compactly gives <Name a="v"/>.
        tinyxml2::XMLDocument scratch;
        tinyxml2::XMLNode* copy = el->ShallowClone(&scratch);
        scratch.InsertEndChild(copy);
        std::string tag = compact(copy->ToElement());
        if (!selfClosing && tag.size() >= 2 && tag.compare(tag.size() - 2, 2, "/>") == 0) {
            tag.replace(tag.size() - 2, 2, ">");
        }
        text.replace(at, close + 1 - at, tag);
    }
    return text;
}

std::vector<ReactionCurveRef> findReactionCurves(const std::vector<HelperJointSetting>& settings)
{
    std::vector<ReactionCurveRef> out;
    for (std::size_t s = 0; s < settings.size(); ++s) {
        XMLElement* root = settings[s].document ? settings[s].document->RootElement() : nullptr;
        for (XMLElement* helper = root ? root->FirstChildElement("Helper") : nullptr; helper;
             helper = helper->NextSiblingElement("Helper")) {
            collect(helper, int(s), helper->Attribute("bone") ? helper->Attribute("bone") : "", out);
        }
    }
    return out;
}

std::vector<CurvePoint> readCurvePoints(const XMLElement* curve)
{
    std::vector<CurvePoint> points;
    for (const XMLElement* p = curve->FirstChildElement("Point"); p; p = p->NextSiblingElement("Point")) {
        CurvePoint cp;
        cp.position = {attribute(p, "x"), attribute(p, "y")};
        cp.inTangent = {attribute(p, "inX"), attribute(p, "inY")};
        cp.outTangent = {attribute(p, "outX"), attribute(p, "outY")};
        cp.corner = p->BoolAttribute("corner", !(p->Attribute("inX") || p->Attribute("outX")));
        points.push_back(cp);
    }
    return points;
}

void writeCurvePoints(XMLElement* curve, const std::vector<CurvePoint>& points)
{
    XMLElement* p = curve->FirstChildElement("Point");
    for (const CurvePoint& cp : points) {
        if (!p) {
            p = curve->InsertNewChildElement("Point");
        }
        setOrKeep(p, "x", cp.position.x);
        setOrKeep(p, "y", cp.position.y);
        const bool hadTangents = p->Attribute("inX") || p->Attribute("outX");
        if (!cp.corner) {
            for (const auto& [name, value] : {std::pair{"inX", cp.inTangent.x}, std::pair{"inY", cp.inTangent.y},
                                              std::pair{"outX", cp.outTangent.x}, std::pair{"outY", cp.outTangent.y}}) {
                if (p->Attribute(name) || value != 0.0f) {  // absent reads as 0: leave it absent
                    setOrKeep(p, name, value);
                }
            }
            if (p->Attribute("corner")) {
                p->DeleteAttribute("corner");
            }
        } else if (hadTangents) {
            p->SetAttribute("corner", "true");
        }
        p = p->NextSiblingElement("Point");
    }
    while (p) {
        XMLElement* next = p->NextSiblingElement("Point");
        curve->DeleteChild(p);
        p = next;
    }
}

}  // namespace rigstage
