#include "import/gltf_skins.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>

#include "import/gltf_json.h"
#include "import/gltf_references.h"

namespace rigstage {

namespace {

using Json = nlohmann::ordered_json;

/// The member key of v, or null when v is no object or has none.
const Json* member(const Json& v, const char* key)
{
    if (!v.is_object()) {
        return nullptr;
    }
    const auto found = v.find(key);
    return found == v.end() ? nullptr : &*found;
}

/// Item i of v, or null when v is no array or is shorter.
const Json* at(const Json* v, std::size_t i)
{
    return v && v->is_array() && i < v->size() ? &(*v)[i] : nullptr;
}

/// An array's length; 0 for anything else.
std::size_t size(const Json* v)
{
    return v && v->is_array() ? v->size() : 0;
}

/// What a list is read as: an array's items or an object's values, nothing for anything else
/// (iterating a number would visit the number itself).
const Json& items(const Json* v)
{
    static const Json none = Json::array();
    return v && (v->is_array() || v->is_object()) ? *v : none;
}

/// A non-negative whole number that fits an int, else -1.
int indexOf(const Json* v)
{
    if (!v || !v->is_number()) {
        return -1;
    }
    const double number = v->get<double>();
    if (!(number >= 0.0) || number > 2147483647.0 || number != std::floor(number)) {
        return -1;
    }
    return int(number);
}

std::optional<std::string> base64Decoded(std::string_view in)
{
    std::string out;
    out.reserve(in.size() / 4 * 3);
    std::uint32_t bits = 0;
    int count = 0;
    for (const char c : in) {
        int v = -1;
        if (c >= 'A' && c <= 'Z') {
            v = c - 'A';
        } else if (c >= 'a' && c <= 'z') {
            v = c - 'a' + 26;
        } else if (c >= '0' && c <= '9') {
            v = c - '0' + 52;
        } else if (c == '+' || c == '-') {
            v = 62;
        } else if (c == '/' || c == '_') {
            v = 63;
        } else if (c == '=') {
            break;
        } else {
            return std::nullopt;
        }
        bits = bits << 6 | std::uint32_t(v);
        if (++count == 4) {
            out += char(bits >> 16 & 0xFF);
            out += char(bits >> 8 & 0xFF);
            out += char(bits & 0xFF);
            bits = 0;
            count = 0;
        }
    }
    if (count == 2) {
        out += char(bits >> 4 & 0xFF);
    } else if (count == 3) {
        out += char(bits >> 10 & 0xFF);
        out += char(bits >> 2 & 0xFF);
    } else if (count == 1) {
        return std::nullopt;
    }
    return out;
}

std::optional<std::string> fileBytes(const std::filesystem::path& path, std::uintmax_t limit)
{
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec) || std::filesystem::file_size(path, ec) > limit || ec) {
        return std::nullopt;
    }
    std::ifstream in(path, std::ios::binary);
    std::string bytes(std::size_t(std::filesystem::file_size(path, ec)), '\0');
    if (!in.read(bytes.data(), std::streamsize(bytes.size()))) {
        return std::nullopt;
    }
    return bytes;
}

class BufferSource {
public:
    BufferSource(const Json& root, std::string_view binChunk, std::string baseDir)
        : root_(root), bin_(binChunk), baseDir_(std::move(baseDir))
    {
    }

    /// The bytes of buffer i (loaded once), or null with why set.
    const std::string* bytes(int i, std::string& why)
    {
        const Json* buffer = at(member(root_, "buffers"), std::size_t(i));
        if (!buffer) {
            why = "buffer " + std::to_string(i) + " does not exist";
            return nullptr;
        }
        if (const auto found = loaded_.find(i); found != loaded_.end()) {
            return &found->second;
        }
        const Json* uri = member(*buffer, "uri");
        std::optional<std::string> data;
        if (!uri) {
            if (i == 0 && !bin_.empty()) {
                data = std::string(bin_);
            } else {
                why = "buffer " + std::to_string(i) + " has no uri and is not the .glb's binary chunk";
                return nullptr;
            }
        } else if (!uri->is_string()) {
            why = "buffer " + std::to_string(i) + "'s uri is not a string";
            return nullptr;
        } else if (const std::string& text = uri->get_ref<const std::string&>(); text.rfind("data:", 0) == 0) {
            const std::size_t comma = text.find(";base64,");
            if (comma != std::string::npos) {
                data = base64Decoded(std::string_view(text).substr(comma + 8));
            }
            if (!data) {
                why = "buffer " + std::to_string(i) + "'s data uri is not base64";
                return nullptr;
            }
        } else {
            // As checkGltfReferences finds it: the name as written, else percent-decoded.
            data = fileBytes(std::filesystem::path(baseDir_) / text, kMaxGltfExternalBytes);
            if (!data) {
                data = fileBytes(std::filesystem::path(baseDir_) / percentDecodedUri(text), kMaxGltfExternalBytes);
            }
            if (!data) {
                why = "buffer " + std::to_string(i) + " ('" + text + "') cannot be read";
                return nullptr;
            }
        }
        return &loaded_.emplace(i, std::move(*data)).first->second;
    }

private:
    const Json& root_;
    std::string_view bin_;
    std::string baseDir_;
    std::map<int, std::string> loaded_;
};

/// The bytes of buffer view index (its byteOffset and byteLength within its buffer), and its
/// byteStride (0 when tightly packed). Nothing, with why, when it is missing, malformed or reaches
/// past its buffer.
std::optional<std::pair<std::string_view, std::uint64_t>> viewBytes(const Json& root, int index, BufferSource& buffers, std::string& why)
{
    const Json* view = index >= 0 ? at(member(root, "bufferViews"), std::size_t(index)) : nullptr;
    const int bufferIndex = view ? indexOf(member(*view, "buffer")) : -1;
    const int length = view ? indexOf(member(*view, "byteLength")) : -1;
    if (!view || bufferIndex < 0 || length < 0) {
        why = "buffer view " + std::to_string(index) + " is missing or malformed";
        return std::nullopt;
    }
    const std::uint64_t offset = std::uint64_t(std::max(indexOf(member(*view, "byteOffset")), 0));
    const std::string* bytes = buffers.bytes(bufferIndex, why);
    if (!bytes) {
        return std::nullopt;
    }
    if (offset + std::uint64_t(length) > bytes->size()) {
        why = "buffer view " + std::to_string(index) + " reaches past its buffer";
        return std::nullopt;
    }
    return std::pair{std::string_view(*bytes).substr(offset, std::size_t(length)), std::uint64_t(std::max(indexOf(member(*view, "byteStride")), 0))};
}

glm::mat4 matrixAt(const char* bytes)
{
    float f[16];
    std::memcpy(f, bytes, sizeof f);  // glTF is little-endian, as the targets are
    glm::mat4 m;
    for (int c = 0; c < 4; ++c) {
        m[c] = glm::vec4(f[c * 4], f[c * 4 + 1], f[c * 4 + 2], f[c * 4 + 3]);
    }
    return m;
}

/// Applies an accessor's sparse part (glTF 2.0, 3.6.2.3) to the first out.size() of its elements:
/// count values replacing the elements at the given indices (below elements, the accessor's count).
bool applySparse(const Json& root, const Json& sparse, const std::string& name, std::uint64_t elements, BufferSource& buffers,
                 std::vector<glm::mat4>& out, std::string& why)
{
    const int count = indexOf(member(sparse, "count"));
    const Json* indices = member(sparse, "indices");
    const Json* values = member(sparse, "values");
    const int indexType = indices ? indexOf(member(*indices, "componentType")) : -1;
    const std::uint64_t indexSize = indexType == 5121 ? 1 : indexType == 5123 ? 2 : indexType == 5125 ? 4 : 0;
    if (count < 1 || !indices || !values || indexSize == 0) {
        why = name + "'s sparse part is malformed (count, indices of unsigned bytes, shorts or ints, values)";
        return false;
    }
    const auto indexView = viewBytes(root, indexOf(member(*indices, "bufferView")), buffers, why);
    const auto valueView = indexView ? viewBytes(root, indexOf(member(*values, "bufferView")), buffers, why) : std::nullopt;
    if (!indexView || !valueView) {
        why = name + "'s sparse part: " + why;
        return false;
    }
    const std::uint64_t indexOffset = std::uint64_t(std::max(indexOf(member(*indices, "byteOffset")), 0));
    const std::uint64_t valueOffset = std::uint64_t(std::max(indexOf(member(*values, "byteOffset")), 0));
    if (indexOffset + indexSize * std::uint64_t(count) > indexView->first.size()
        || valueOffset + 64 * std::uint64_t(count) > valueView->first.size()) {
        why = name + "'s sparse part reaches past its buffer views";
        return false;
    }
    std::uint64_t previous = 0;
    for (int i = 0; i < count; ++i) {
        std::uint32_t target = 0;
        std::memcpy(&target, indexView->first.data() + indexOffset + indexSize * std::uint64_t(i), std::size_t(indexSize));
        if (target >= elements || (i > 0 && target <= previous)) {  // the specification asks for increasing indices
            why = name + "'s sparse index " + std::to_string(target) + " is out of range or not increasing";
            return false;
        }
        previous = target;
        if (target < out.size()) {  // a matrix past the skin's joints is not used
            out[target] = matrixAt(valueView->first.data() + valueOffset + 64 * std::uint64_t(i));
        }
    }
    return true;
}

/// Reads accessor index as count 4x4 float matrices (column-major, as glTF stores them), its
/// sparse part applied.
bool readMatrices(const Json& root, int index, std::size_t count, BufferSource& buffers, std::vector<glm::mat4>& out, std::string& why)
{
    const Json* accessor = at(member(root, "accessors"), std::size_t(index));
    const std::string name = "accessor " + std::to_string(index);
    if (!accessor) {
        why = name + " does not exist";
        return false;
    }
    const Json* type = member(*accessor, "type");
    if (!type || *type != "MAT4" || indexOf(member(*accessor, "componentType")) != 5126) {
        why = name + " (inverse bind matrices) is not MAT4 of floats";
        return false;
    }
    const int available = indexOf(member(*accessor, "count"));
    if (available < 0 || std::size_t(available) < count) {
        why = name + " holds fewer matrices than its skin has joints";
        return false;
    }
    out.assign(count, glm::mat4(0.0f));  // an accessor without a buffer view is all zeros
    if (const Json* viewRef = member(*accessor, "bufferView")) {
        const auto view = viewBytes(root, indexOf(viewRef), buffers, why);
        if (!view) {
            why = name + ": " + why;
            return false;
        }
        const std::uint64_t offset = std::uint64_t(std::max(indexOf(member(*accessor, "byteOffset")), 0));
        const std::uint64_t stride = std::max<std::uint64_t>(view->second, 64);
        if (count > 0 && offset + stride * (count - 1) + 64 > view->first.size()) {
            why = name + " reaches past its buffer view or its buffer";
            return false;
        }
        for (std::size_t m = 0; m < count; ++m) {
            out[m] = matrixAt(view->first.data() + offset + stride * m);
        }
    }
    if (const Json* sparse = member(*accessor, "sparse")) {
        return applySparse(root, *sparse, name, std::uint64_t(available), buffers, out, why);
    }
    return true;
}

}  // namespace

std::optional<GltfSkinning> readGltfSkinning(std::string_view json, std::string_view binChunk, const std::string& baseDir,
                                             std::string& why)
{
    const std::optional<Json> parsed = parseGltfJson(json, why);
    if (!parsed) {
        return std::nullopt;
    }
    if (!parsed->is_object()) {
        why = "its JSON is malformed near byte " + std::to_string(json.size());
        return std::nullopt;
    }
    const Json& root = *parsed;
    GltfSkinning out;
    const Json* nodes = member(root, "nodes");
    const Json* meshes = member(root, "meshes");
    const Json* skins = member(root, "skins");
    out.nodes.resize(size(nodes));
    out.meshPrimitives.resize(size(meshes));
    out.skins.resize(size(skins));
    for (std::size_t m = 0; m < out.meshPrimitives.size(); ++m) {
        out.meshPrimitives[m] = int(size(member(*at(meshes, m), "primitives")));
    }
    for (std::size_t n = 0; n < out.nodes.size(); ++n) {
        const Json& node = *at(nodes, n);
        GltfNodeRefs& refs = out.nodes[n];
        const auto ref = [&](const char* key, std::size_t limit, int& into) {
            if (const Json* v = member(node, key)) {
                into = indexOf(v);
                if (into < 0 || std::size_t(into) >= limit) {
                    why = "node " + std::to_string(n) + "'s " + key + " is out of range";
                    return false;
                }
            }
            return true;
        };
        if (!ref("mesh", out.meshPrimitives.size(), refs.mesh) || !ref("skin", out.skins.size(), refs.skin)) {
            return std::nullopt;
        }
        if (const Json* children = member(node, "children")) {
            for (const Json& c : items(children)) {
                const int child = indexOf(&c);
                if (child < 0 || std::size_t(child) >= out.nodes.size()) {
                    why = "node " + std::to_string(n) + " has a child out of range";
                    return std::nullopt;
                }
                refs.children.push_back(child);
            }
        }
    }
    const Json* scenes = member(root, "scenes");
    const int scene = member(root, "scene") ? indexOf(member(root, "scene")) : 0;
    if (scene >= 0 && std::size_t(scene) < size(scenes)) {
        if (const Json* roots = member(*at(scenes, std::size_t(scene)), "nodes")) {
            for (const Json& r : items(roots)) {
                const int node = indexOf(&r);
                if (node < 0 || std::size_t(node) >= out.nodes.size()) {
                    why = "scene " + std::to_string(scene) + " names a node out of range";
                    return std::nullopt;
                }
                out.sceneRoots.push_back(node);
            }
        }
    }
    BufferSource buffers(root, binChunk, baseDir);
    for (std::size_t s = 0; s < out.skins.size(); ++s) {
        const Json& skin = *at(skins, s);
        GltfSkin& into = out.skins[s];
        if (const Json* joints = member(skin, "joints")) {
            for (const Json& j : items(joints)) {
                const int joint = indexOf(&j);
                if (joint < 0 || std::size_t(joint) >= out.nodes.size()) {
                    why = "skin " + std::to_string(s) + " names a joint out of range";
                    return std::nullopt;
                }
                into.joints.push_back(joint);
            }
            if (into.joints.size() > 65535) {  // a mesh's joint indices are 16-bit: more would wrap
                why = "skin " + std::to_string(s) + " has " + std::to_string(into.joints.size()) + " joints; at most 65,535 are read";
                return std::nullopt;
            }
        }
        if (const Json* matrices = member(skin, "inverseBindMatrices")) {
            if (!readMatrices(root, indexOf(matrices), into.joints.size(), buffers, into.inverseBind, why)) {
                why = "skin " + std::to_string(s) + ": " + why;
                return std::nullopt;
            }
        } else {
            into.inverseBind.assign(into.joints.size(), glm::mat4(1.0f));  // glTF: identity when not given
        }
    }
    return out;
}

std::optional<GltfSkinning> readGltfSkinning(const std::string& path, std::string& why)
{
    std::string ext = std::filesystem::path(path).extension().string();
    std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    const std::string baseDir = std::filesystem::path(path).parent_path().string();
    const std::optional<std::string> file = fileBytes(path, std::uintmax_t(4) << 30);
    if (!file) {
        why = "the file cannot be read";
        return std::nullopt;
    }
    if (ext != ".glb") {
        return readGltfSkinning(*file, {}, baseDir, why);
    }
    // Header (magic, version, length), then chunks of (length, type, data), JSON first.
    const auto word = [&](std::size_t at) {
        std::uint32_t v = 0;
        std::memcpy(&v, file->data() + at, 4);
        return v;
    };
    if (file->size() < 20 || file->compare(0, 4, "glTF") != 0 || file->compare(16, 4, "JSON") != 0 || 20 + std::uint64_t(word(12)) > file->size()) {
        why = "its .glb header or JSON chunk is malformed";
        return std::nullopt;
    }
    const std::string_view all(*file);
    const std::size_t jsonLength = word(12);
    std::string_view bin;
    const std::size_t binAt = 20 + ((jsonLength + 3) & ~std::size_t(3));
    if (binAt + 8 <= file->size() && file->compare(binAt + 4, 4, std::string("BIN\0", 4)) == 0) {
        bin = all.substr(binAt + 8, word(binAt));
    }
    return readGltfSkinning(all.substr(20, jsonLength), bin, baseDir, why);
}

}  // namespace rigstage
