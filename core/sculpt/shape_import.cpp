#include "sculpt/shape_import.h"

#include <cmath>
#include <cstdlib>
#include <sstream>

#include "import/model_import.h"
#include "io/xml_support.h"

namespace rigstage {

namespace {

std::optional<std::vector<glm::vec3>> readObj(const std::string& path, Diagnostics& diagnostics)
{
    const auto text = xml::readFile(path, diagnostics);
    if (!text) {
        return std::nullopt;
    }
    std::vector<glm::vec3> out;
    std::istringstream in(*text);
    std::string line;
    int number = 0;
    while (std::getline(in, line)) {
        ++number;
        if (line.size() < 2 || line[0] != 'v' || (line[1] != ' ' && line[1] != '\t')) {
            continue;  // normals, texture coordinates, faces, comments: not the shape
        }
        std::istringstream fields(line.substr(2));
        glm::vec3 p;
        if (!(fields >> p.x >> p.y >> p.z) || !std::isfinite(p.x) || !std::isfinite(p.y) || !std::isfinite(p.z)) {
            diagnostics.error("shape.bad-vertex", path, number, "a 'v' line without three finite numbers");
            return std::nullopt;
        }
        out.push_back(p);
    }
    if (out.empty()) {
        diagnostics.error("shape.empty", path, 0, "the file has no vertex ('v' line)");
        return std::nullopt;
    }
    return out;
}

}  // namespace

std::optional<std::vector<glm::vec3>> readShapePositions(const std::string& path, Diagnostics& diagnostics)
{
    const std::string lower = [&] {
        std::string s = path;
        for (char& c : s) {
            c = char(std::tolower(static_cast<unsigned char>(c)));
        }
        return s;
    }();
    if (lower.size() > 4 && lower.compare(lower.size() - 4, 4, ".obj") == 0) {
        return readObj(path, diagnostics);
    }
    auto model = importModel(path, diagnostics);
    if (!model) {
        return std::nullopt;
    }
    if (model->meshes.empty()) {
        diagnostics.error("shape.empty", path, 0, "the file has no mesh");
        return std::nullopt;
    }
    if (model->meshes.size() > 1) {
        diagnostics.warning("shape.several-meshes", path, 0, "the file has " + std::to_string(model->meshes.size())
                                                                 + " meshes; the first, '" + model->meshes[0].name + "', is the sculpt");
    }
    return std::move(model->meshes[0].positions);
}

bool checkCorrectedShape(const std::vector<glm::vec3>& reference, const std::vector<std::uint32_t>& indices,
                         const std::vector<glm::vec3>& corrected, const std::string& file, Diagnostics& diagnostics)
{
    if (corrected.size() != reference.size()) {
        diagnostics.error("shape.vertex-count", file, 0,
                          "the sculpt has " + std::to_string(corrected.size()) + " vertices but the mesh has " + std::to_string(reference.size()),
                          {}, "Sculpt on the exported reference shape and keep its topology (no remeshing, no added or deleted vertices).");
        return false;
    }
    // A sculpt moves vertices a little, so most edges keep about their length; a different vertex
    // order turns edges into chords across the mesh.
    std::size_t edges = 0, stretched = 0;
    for (std::size_t t = 0; t + 2 < indices.size(); t += 3) {
        for (int e = 0; e < 3; ++e) {
            const std::uint32_t a = indices[t + std::size_t(e)], b = indices[t + std::size_t((e + 1) % 3)];
            if (a >= reference.size() || b >= reference.size()) {
                continue;
            }
            const float before = glm::length(reference[a] - reference[b]);
            const float after = glm::length(corrected[a] - corrected[b]);
            ++edges;
            stretched += after > 3.0f * before + 1e-4f || before > 3.0f * after + 1e-4f;
        }
    }
    if (edges > 0 && stretched * 5 > edges) {
        diagnostics.error("shape.vertex-order", file, 0,
                          "the sculpt's vertex order does not match the mesh (" + std::to_string(stretched * 100 / edges)
                              + " % of the edges changed length more than 3x)",
                          {}, "Export without reordering or welding vertices (in Blender: keep vertex order; OBJ from the reference export).");
        return false;
    }
    return true;
}

std::string shapeToObj(const std::vector<glm::vec3>& positions, const std::vector<std::uint32_t>& indices, const std::string& comment)
{
    std::ostringstream out;
    out << "# " << comment << "\n# units: centimetres; keep the vertex order when sculpting\n";
    for (const glm::vec3& p : positions) {
        out << "v " << xml::formatVec3(p) << "\n";
    }
    for (std::size_t t = 0; t + 2 < indices.size(); t += 3) {
        out << "f " << indices[t] + 1 << " " << indices[t + 1] + 1 << " " << indices[t + 2] + 1 << "\n";
    }
    return out.str();
}

}  // namespace rigstage
