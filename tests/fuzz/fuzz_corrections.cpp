// Fuzz target: the correction file reader, then preparing and applying what it read to a small
// skinned tube (vertex indices, poses and drivers all come from the input).
#include <cstdint>
#include <string_view>

#include <glm/gtc/matrix_transform.hpp>

#include "io/correction_xml.h"
#include "sculpt/correction_set.h"

namespace {

const rigstage::SkinnedMesh& tube()
{
    static const rigstage::SkinnedMesh mesh = [] {
        rigstage::SkinnedMesh m;
        m.name = "Tube";
        m.skinned = true;
        m.paletteBones = {"A", "B"};
        m.inverseBind = {glm::mat4(1.0f), glm::translate(glm::mat4(1.0f), glm::vec3(-10, 0, 0))};
        const int rings = 12, sides = 8;
        for (int r = 0; r < rings; ++r) {
            for (int s = 0; s < sides; ++s) {
                const float a = 6.2831853f * float(s) / float(sides);
                m.positions.emplace_back(20.0f * float(r) / float(rings - 1), std::cos(a), std::sin(a));
                m.normals.emplace_back(0.0f, std::cos(a), std::sin(a));
                const float wb = r < rings / 2 ? 0.0f : 1.0f;
                m.joints.push_back({0, 1});
                m.weights.push_back({1.0f - wb, wb});
            }
        }
        for (int r = 0; r + 1 < rings; ++r) {
            for (int s = 0; s < sides; ++s) {
                const auto a = std::uint32_t(r * sides + s), b = std::uint32_t(r * sides + (s + 1) % sides);
                m.indices.insert(m.indices.end(), {a, b, b + sides, a, b + sides, a + sides});
            }
        }
        return m;
    }();
    return mesh;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    rigstage::Diagnostics d;
    auto file = rigstage::parseCorrectionXml(std::string_view(reinterpret_cast<const char*>(data), size), "fuzz.Corrections.xml", d);
    if (!file) {
        return 0;
    }
    rigstage::CorrectionSet set;
    set.prepare(*file, {&tube()}, nullptr, rigstage::SkinningMethod::Linear, d);
    rigstage::SkinOutput out;
    out.positions = tube().positions;
    out.normals = tube().normals;
    set.apply(0, out, {glm::mat4(1.0f), glm::translate(glm::mat4(1.0f), glm::vec3(10, 0, 0))});
    return 0;
}
