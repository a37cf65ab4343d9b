#include "io/correction_xml.h"

#include <cerrno>
#include <cstdlib>
#include <set>
#include <sstream>

#include <tinyxml2.h>

#include "io/xml_support.h"

namespace rigstage {

namespace {

constexpr std::size_t kMaxIndices = std::size_t(1) << 24;
/// The pose-space solve is cubic in the corrections of a mesh: a file with more is refused.
constexpr std::size_t kMaxCorrections = 256;  // each prepares its reference shape and normals: 256 stay within seconds

/// Most child elements of a <Correction>: a sculpted vertex each (and its Driver, Pose and Zone).
constexpr int kMaxCorrectionElements = 1 << 24;
/// Most keys of a <Driver>'s curve, and bones of a <Pose> (a skin palette).
constexpr int kMaxDriverKeys = 1024;
constexpr int kMaxPoseBones = 65536;

bool parseIndices(const char* text, std::vector<std::uint32_t>& out, const tinyxml2::XMLElement* el, const std::string& file,
                  Diagnostics& diagnostics)
{
    const char* p = text ? text : "";
    while (*p) {
        while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r') {
            ++p;
        }
        if (!*p) {
            break;
        }
        char* end = nullptr;
        errno = 0;
        const unsigned long long v = std::strtoull(p, &end, 10);
        if (end == p || *p == '-' || errno == ERANGE || v > 0xffffffffull || out.size() >= kMaxIndices
            || (*end && *end != ' ' && *end != '\t' && *end != '\n' && *end != '\r')) {
            diagnostics.error("xml.bad-number", file, el->GetLineNum(), "'vertices' holds something that is not a vertex index (0 or more)");
            return false;
        }
        out.push_back(std::uint32_t(v));
        p = end;
    }
    return true;
}

const char* driveName(CorrectionDrive d)
{
    return d == CorrectionDrive::Shape ? "shape" : d == CorrectionDrive::Bone ? "bone" : "poseSpace";
}

/// A <Driver>'s <Key>: angle and weight, its tangent type (absent: linear, so files from before
/// tangents keep their straight segments) and, for flat and smooth keys, optional handles. A key
/// read without handles goes into pending, to get its type's once all keys are read.
void readKey(const tinyxml2::XMLElement* key, const std::string& file, Diagnostics& d, std::vector<CurvePoint>& keys,
             std::vector<std::pair<std::size_t, CurveTangent>>& pending)
{
    const int line = key->GetLineNum();
    CurvePoint k;
    const char* angle = key->Attribute("angle");
    const char* weight = key->Attribute("weight");
    if (!angle || !weight) {
        d.error("xml.missing-attribute", file, line, "Key needs angle (degrees) and weight");
        return;
    }
    if (!(xml::parseFloats(angle, &k.position.x, 1, key, "angle", file, d) & xml::parseFloats(weight, &k.position.y, 1, key, "weight", file, d))) {
        return;  // reported by parseFloats
    }
    CurveTangent type = CurveTangent::Linear;
    if (const char* name = key->Attribute("tangent")) {
        const auto t = tangentFromName(name);
        if (!t) {
            d.error("correction.bad-key", file, line, std::string("tangent '") + name + "' is not flat, smooth, linear or step", {},
                    "Write tangent=\"flat\", \"smooth\", \"linear\" or \"step\" (or leave it out: linear).");
            return;
        }
        type = *t;
    }
    if (!keys.empty() && !(k.position.x > keys.back().position.x)) {
        d.error("correction.bad-key", file, line,
                "Key angles must increase: " + xml::formatFloat(k.position.x) + " follows " + xml::formatFloat(keys.back().position.x), {},
                "Sort the keys by angle; two keys at one angle are one too many.");
        return;
    }
    k.corner = type == CurveTangent::Linear || type == CurveTangent::Step;
    k.step = type == CurveTangent::Step;
    const bool hasIn = key->Attribute("in"), hasOut = key->Attribute("out");
    if (k.corner && (hasIn || hasOut)) {
        d.error("correction.bad-key", file, line, std::string("a ") + tangentName(type) + " key has no handles (in, out)", {},
                "Remove in and out, or make the key flat or smooth.");
        return;
    }
    if (hasIn != hasOut) {
        d.error("correction.bad-key", file, line, "a key's handles come in pairs: in and out", {}, "Give both handles or neither.");
        return;
    }
    if (hasIn) {
        if (!(xml::parseFloats(key->Attribute("in"), &k.inTangent.x, 2, key, "in", file, d)
              & xml::parseFloats(key->Attribute("out"), &k.outTangent.x, 2, key, "out", file, d))) {
            return;
        }
        if (k.inTangent.x > 0.0f || k.outTangent.x < 0.0f) {
            d.error("correction.bad-key", file, line, "the in handle must point back (dx <= 0) and the out handle on (dx >= 0)", {},
                    "Flip the handles' dx, or leave them out for the tangent's own.");
            return;
        }
        if (type == CurveTangent::Flat && (k.inTangent.y != 0.0f || k.outTangent.y != 0.0f)) {
            d.error("correction.bad-key", file, line, "a flat key's handles are level (dy 0)", {},
                    "Set their dy to 0, or make the key smooth.");
            return;
        }
    }
    if (!k.corner && !hasIn) {
        pending.emplace_back(keys.size(), type);
    }
    keys.push_back(k);
}

bool readCorrection(const tinyxml2::XMLElement* el, const std::string& file, Diagnostics& d, Correction& c)
{
    const std::size_t mark = d.size();
    c.line = el->GetLineNum();
    xml::checkAttributes(el, {"name", "mesh", "drive", "power", "scale", "gridCells", "maxVertices", "muted", "solo"}, file, d);
    if (auto name = xml::requiredString(el, "name", file, d)) {
        c.name = *name;
    }
    xml::optionalString(el, "mesh", c.mesh, file, d);
    if (std::string s; el->Attribute("drive") && xml::optionalString(el, "drive", s, file, d)) {
        if (s == "poseSpace") {
            c.drive = CorrectionDrive::PoseSpace;
        } else if (s == "shape") {
            c.drive = CorrectionDrive::Shape;
        } else if (s == "bone") {
            c.drive = CorrectionDrive::Bone;
        } else {
            d.error("correction.bad-value", file, c.line, "drive '" + s + "' is not one of poseSpace, shape, bone");
        }
    }
    xml::optionalFloat(el, "power", c.analysis.power, file, d);
    xml::optionalFloat(el, "scale", c.analysis.scale, file, d);
    xml::optionalInt(el, "gridCells", c.analysis.gridCells, file, d);
    xml::optionalInt(el, "maxVertices", c.analysis.maxVertices, file, d);
    xml::optionalBool(el, "muted", c.muted, file, d);
    xml::optionalBool(el, "solo", c.solo, file, d);
    if (!(c.analysis.power >= 1.0f && c.analysis.power <= 64.0f) || !(c.analysis.scale >= 0.0f && c.analysis.scale <= 1e4f)) {
        d.error("correction.bad-value", file, c.line, "power must be in [1, 64] and scale in [0, 10000]");
    }
    if (c.analysis.gridCells < 1 || c.analysis.gridCells > 1000 || c.analysis.maxVertices < 2 || c.analysis.maxVertices > kMaxAnalysedVertices) {
        d.error("correction.bad-value", file, c.line,
                "gridCells must be in [1, 1000] and maxVertices in [2, " + std::to_string(kMaxAnalysedVertices) + "]");
    }
    bool hasDriver = false;
    std::set<std::uint32_t> seen;
    if (!xml::checkChildren(el, kMaxCorrectionElements, file, d)) {
        return false;
    }
    for (const tinyxml2::XMLElement* child = el->FirstChildElement(); child; child = child->NextSiblingElement()) {
        const std::string tag = child->Name();
        if (tag == "Driver") {
            hasDriver = true;
            xml::checkAttributes(child, {"bone", "axis", "from", "to"}, file, d);
            if (auto bone = xml::requiredString(child, "bone", file, d)) {
                c.driver.bone = *bone;
            }
            std::string axis = "Z";
            if (xml::optionalString(child, "axis", axis, file, d) && axis != "X" && axis != "Y" && axis != "Z") {
                d.error("correction.bad-value", file, child->GetLineNum(), "axis '" + axis + "' is not X, Y or Z");
            }
            c.driver.axis = axis.empty() ? 'Z' : axis[0];
            xml::optionalFloat(child, "from", c.driver.from, file, d);
            xml::optionalFloat(child, "to", c.driver.to, file, d);
            if (!xml::checkChildren(child, kMaxDriverKeys, file, d)) {
                continue;
            }
            std::vector<std::pair<std::size_t, CurveTangent>> pending;
            for (const tinyxml2::XMLElement* key = child->FirstChildElement(); key; key = key->NextSiblingElement()) {
                if (std::string(key->Name()) != "Key") {
                    xml::reportUnknownElement(key, "Driver", file, d);
                    continue;
                }
                xml::checkLeaf(key, file, d);
                xml::checkAttributes(key, {"angle", "weight", "tangent", "in", "out"}, file, d);
                readKey(key, file, d, c.driver.keys, pending);
            }
            // Handles left out take their type's, from the neighbours now that all keys are read.
            for (const auto& [index, type] : pending) {
                setTangent(c.driver.keys, index, type);
            }
        } else if (tag == "Pose") {
            xml::checkAttributes(child, {}, file, d);
            if (!xml::checkChildren(child, kMaxPoseBones, file, d)) {
                continue;
            }
            for (const tinyxml2::XMLElement* b = child->FirstChildElement(); b; b = b->NextSiblingElement()) {
                if (std::string(b->Name()) != "Bone") {
                    xml::reportUnknownElement(b, "Pose", file, d);
                    continue;
                }
                xml::checkLeaf(b, file, d);
                xml::checkAttributes(b, {"name", "m"}, file, d);
                auto name = xml::requiredString(b, "name", file, d);
                float m[16];
                if (name && xml::parseFloats(b->Attribute("m"), m, 16, b, "m", file, d)) {
                    glm::mat4 mat;
                    for (int i = 0; i < 16; ++i) {
                        mat[i / 4][i % 4] = m[i];
                    }
                    c.pose.emplace_back(*name, mat);
                }
            }
        } else if (tag == "Zone") {
            xml::checkLeaf(child, file, d);
            xml::checkAttributes(child, {"vertices"}, file, d);
            if (xml::checkNotEmpty(child, "vertices", file, d)) {
                parseIndices(child->Attribute("vertices"), c.zone, child, file, d);
            }
        } else if (tag == "Vertex") {
            xml::checkLeaf(child, file, d);
            xml::checkAttributes(child, {"i", "p"}, file, d);
            int index = -1;
            glm::vec3 p(0.0f);
            const bool indexRead = xml::optionalInt(child, "i", index, file, d);
            const bool hasP = xml::parseFloats(child->Attribute("p"), &p.x, 3, child, "p", file, d);
            if (!indexRead) {
                // reported by optionalInt
            } else if (index < 0) {
                d.error("xml.missing-attribute", file, child->GetLineNum(), "Vertex needs i, its index in the mesh (0 or more)");
            } else if (!seen.insert(std::uint32_t(index)).second) {
                d.error("correction.duplicate-vertex", file, child->GetLineNum(), "vertex " + std::to_string(index) + " is sculpted twice");
            } else if (hasP) {
                c.sculptVertices.push_back(std::uint32_t(index));
                c.sculptPositions.push_back(p);
            }
        } else {
            xml::reportUnknownElement(child, "Correction", file, d);
        }
    }
    if (c.drive == CorrectionDrive::Bone && !hasDriver) {
        d.error("correction.no-driver", file, c.line, "correction '" + c.name + "' is driven by a bone but has no <Driver>");
    }
    if (c.pose.empty()) {
        d.error("correction.no-pose", file, c.line, "correction '" + c.name + "' has no <Pose>: its reference shape is unknown");
    }
    return !d.hasErrorsSince(mark);
}

}  // namespace

std::optional<CorrectionFile> parseCorrectionXml(std::string_view text, const std::string& file, Diagnostics& diagnostics)
{
    tinyxml2::XMLDocument doc;
    if (!xml::parse(text, file, doc, diagnostics)) {
        return std::nullopt;
    }
    const tinyxml2::XMLElement* root = xml::checkRoot(doc, "Corrections", file, diagnostics);
    if (!root) {
        return std::nullopt;
    }
    const std::size_t mark = diagnostics.size();
    CorrectionFile out;
    out.file = file;
    xml::checkAttributes(root, {"version", "method", "smoothing", "kernel", "width"}, file, diagnostics);
    std::string method = "multiple";
    const bool methodRead = xml::optionalString(root, "method", method, file, diagnostics);
    if (method == "single") {
        out.method = WrapMethod::SingleDelta;
    } else if (methodRead && method != "multiple") {
        diagnostics.error("correction.bad-value", file, root->GetLineNum(), "method '" + method + "' is not multiple or single");
    }
    std::string kernel = "gaussian";
    const bool kernelRead = xml::optionalString(root, "kernel", kernel, file, diagnostics);
    if (kernel == "thinPlate") {
        out.kernel = RbfKernel::ThinPlate;
    } else if (kernelRead && kernel != "gaussian") {
        diagnostics.error("correction.bad-value", file, root->GetLineNum(), "kernel '" + kernel + "' is not gaussian or thinPlate");
    }
    xml::optionalInt(root, "smoothing", out.smoothingPasses, file, diagnostics);
    float width = 0.0f;
    xml::optionalFloat(root, "width", width, file, diagnostics);
    out.rbfWidth = width;
    if (out.smoothingPasses < 0 || out.smoothingPasses > 64) {
        diagnostics.error("correction.bad-value", file, root->GetLineNum(), "smoothing must be 0 to 64 passes");
    }
    std::set<std::string> names;
    xml::checkChildren(root, xml::kNoChildLimit, file, diagnostics);  // its text: the corrections' cap is the loop's own
    for (const tinyxml2::XMLElement* el = root->FirstChildElement(); el; el = el->NextSiblingElement()) {
        if (std::string(el->Name()) != "Correction") {
            xml::reportUnknownElement(el, "Corrections", file, diagnostics);
            continue;
        }
        if (out.corrections.size() == kMaxCorrections) {
            diagnostics.error("correction.too-many", file, el->GetLineNum(),
                              "more than " + std::to_string(kMaxCorrections) + " corrections in one file", {},
                              "Split the corrections by mesh or merge similar ones.");
            break;
        }
        Correction c;
        if (readCorrection(el, file, diagnostics, c)) {
            if (!names.insert(c.name).second) {
                diagnostics.error("correction.duplicate", file, c.line, "two corrections are named '" + c.name + "'");
            }
            out.corrections.push_back(std::move(c));
        }
    }
    if (diagnostics.hasErrorsSince(mark)) {
        return std::nullopt;
    }
    return out;
}

std::optional<CorrectionFile> loadCorrectionXml(const std::string& path, Diagnostics& diagnostics)
{
    const auto text = xml::readFile(path, diagnostics);
    if (!text) {
        return std::nullopt;
    }
    return parseCorrectionXml(*text, path, diagnostics);
}

std::string writeCorrectionXml(const CorrectionFile& file)
{
    tinyxml2::XMLDocument doc;
    doc.InsertEndChild(doc.NewDeclaration());
    auto* root = doc.NewElement("Corrections");
    doc.InsertEndChild(root);
    root->SetAttribute("version", xml::kFormatVersion);
    root->SetAttribute("method", file.method == WrapMethod::SingleDelta ? "single" : "multiple");
    root->SetAttribute("smoothing", file.smoothingPasses);
    root->SetAttribute("kernel", file.kernel == RbfKernel::ThinPlate ? "thinPlate" : "gaussian");
    root->SetAttribute("width", xml::formatFloat(float(file.rbfWidth)).c_str());
    for (const Correction& c : file.corrections) {
        auto* el = root->InsertNewChildElement("Correction");
        el->SetAttribute("name", c.name.c_str());
        if (!c.mesh.empty()) {
            el->SetAttribute("mesh", c.mesh.c_str());
        }
        el->SetAttribute("drive", driveName(c.drive));
        el->SetAttribute("power", xml::formatFloat(c.analysis.power).c_str());
        el->SetAttribute("scale", xml::formatFloat(c.analysis.scale).c_str());
        el->SetAttribute("gridCells", c.analysis.gridCells);
        el->SetAttribute("maxVertices", c.analysis.maxVertices);
        if (c.muted) {
            el->SetAttribute("muted", "true");
        }
        if (c.solo) {
            el->SetAttribute("solo", "true");
        }
        if (c.drive == CorrectionDrive::Bone) {
            auto* driver = el->InsertNewChildElement("Driver");
            driver->SetAttribute("bone", c.driver.bone.c_str());
            driver->SetAttribute("axis", std::string(1, c.driver.axis).c_str());
            driver->SetAttribute("from", xml::formatFloat(c.driver.from).c_str());
            driver->SetAttribute("to", xml::formatFloat(c.driver.to).c_str());
            for (const CurvePoint& k : c.driver.keys) {
                auto* key = driver->InsertNewChildElement("Key");
                key->SetAttribute("angle", xml::formatFloat(k.position.x).c_str());
                key->SetAttribute("weight", xml::formatFloat(k.position.y).c_str());
                const CurveTangent type = tangentOf(k);
                if (type != CurveTangent::Linear) {
                    key->SetAttribute("tangent", tangentName(type));
                }
                if (!k.corner) {  // the handles as they are (dragged ones differ from the type's own)
                    key->SetAttribute("in", xml::formatFloats(&k.inTangent.x, 2).c_str());
                    key->SetAttribute("out", xml::formatFloats(&k.outTangent.x, 2).c_str());
                }
            }
        }
        auto* pose = el->InsertNewChildElement("Pose");
        for (const auto& [name, m] : c.pose) {
            auto* b = pose->InsertNewChildElement("Bone");
            b->SetAttribute("name", name.c_str());
            float values[16];
            for (int i = 0; i < 16; ++i) {
                values[i] = m[i / 4][i % 4];
            }
            b->SetAttribute("m", xml::formatFloats(values, 16).c_str());
        }
        if (!c.zone.empty()) {
            std::ostringstream zone;
            for (std::size_t i = 0; i < c.zone.size(); ++i) {
                zone << (i ? " " : "") << c.zone[i];
            }
            el->InsertNewChildElement("Zone")->SetAttribute("vertices", zone.str().c_str());
        }
        for (std::size_t i = 0; i < c.sculptVertices.size(); ++i) {
            auto* v = el->InsertNewChildElement("Vertex");
            v->SetAttribute("i", c.sculptVertices[i]);
            v->SetAttribute("p", xml::formatVec3(c.sculptPositions[i]).c_str());
        }
    }
    tinyxml2::XMLPrinter printer(nullptr, false);
    doc.Print(&printer);
    return printer.CStr();
}

}  // namespace rigstage
