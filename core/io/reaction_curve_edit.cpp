#include "io/reaction_curve_edit.h"

#include <algorithm>
#include <cstring>

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
            points.push_back(compact(p));
        }
        const auto spans = pointSpans(text, begin, close);
        if (spans.size() == points.size()) {
            for (std::size_t i = spans.size(); i-- > 0;) {
                text.replace(spans[i].first, spans[i].second - spans[i].first, points[i]);
            }
            continue;
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
        const std::size_t close = text.find('>', at);
        if (close == std::string::npos) {
            return std::nullopt;
        }
        const bool selfClosing = text[close - 1] == '/';
        // The start tag alone: a shallow copy printed compactly gives <Name a="v"/>.
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
