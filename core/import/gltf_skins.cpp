#include "import/gltf_skins.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>

#include "import/gltf_references.h"

namespace rigstage {

namespace {

/// A JSON value, just enough of one for the parts of a glTF read here.
struct Json {
    enum class Kind : std::uint8_t { Null, Bool, Number, String, Array, Object };
    Kind kind = Kind::Null;
    double number = 0.0;
    std::string text;
    std::vector<Json> items;        ///< An array's items, or an object's values.
    std::vector<std::string> keys;  ///< An object's keys, beside its values.

    const Json* member(std::string_view key) const
    {
        if (kind != Kind::Object) {
            return nullptr;
        }
        for (std::size_t i = 0; i < keys.size(); ++i) {
            if (keys[i] == key) {
                return &items[i];
            }
        }
        return nullptr;
    }
    const Json* at(std::size_t i) const { return kind == Kind::Array && i < items.size() ? &items[i] : nullptr; }
    std::size_t size() const { return kind == Kind::Array ? items.size() : 0; }
};

/// Recursive descent over RFC 8259 JSON. Nesting is bounded: a glTF's own structure is a few levels
/// deep, and a hostile file must not exhaust the stack.
class JsonParser {
public:
    explicit JsonParser(std::string_view text) : s_(text) {}

    bool parse(Json& out)
    {
        skipSpace();
        if (!value(out, 0)) {
            return false;
        }
        skipSpace();
        // A .glb pads its JSON chunk with spaces; some writers pad with zeros.
        while (pos_ < s_.size() && s_[pos_] == '\0') {
            ++pos_;
        }
        return pos_ == s_.size();
    }
    std::size_t offset() const { return pos_; }

private:
    static constexpr int kMaxDepth = 256;

    void skipSpace()
    {
        while (pos_ < s_.size() && (s_[pos_] == ' ' || s_[pos_] == '\t' || s_[pos_] == '\n' || s_[pos_] == '\r')) {
            ++pos_;
        }
    }

    bool literal(std::string_view word)
    {
        if (s_.substr(pos_, word.size()) != word) {
            return false;
        }
        pos_ += word.size();
        return true;
    }

    bool value(Json& out, int depth)
    {
        if (pos_ >= s_.size() || depth > kMaxDepth) {
            return false;
        }
        switch (s_[pos_]) {
        case '{': return object(out, depth);
        case '[': return array(out, depth);
        case '"': out.kind = Json::Kind::String; return string(out.text);
        case 't': out.kind = Json::Kind::Bool; out.number = 1.0; return literal("true");
        case 'f': out.kind = Json::Kind::Bool; return literal("false");
        case 'n': return literal("null");
        default: break;
        }
        out.kind = Json::Kind::Number;
        const auto [end, ec] = std::from_chars(s_.data() + pos_, s_.data() + s_.size(), out.number);
        if (ec != std::errc() || end == s_.data() + pos_) {
            return false;
        }
        pos_ = std::size_t(end - s_.data());
        return true;
    }

    bool object(Json& out, int depth)
    {
        out.kind = Json::Kind::Object;
        ++pos_;
        skipSpace();
        if (pos_ < s_.size() && s_[pos_] == '}') {
            ++pos_;
            return true;
        }
        while (true) {
            skipSpace();
            std::string key;
            if (pos_ >= s_.size() || s_[pos_] != '"' || !string(key)) {
                return false;
            }
            skipSpace();
            if (pos_ >= s_.size() || s_[pos_] != ':') {
                return false;
            }
            ++pos_;
            skipSpace();
            out.keys.push_back(std::move(key));
            out.items.emplace_back();
            if (!value(out.items.back(), depth + 1)) {
                return false;
            }
            skipSpace();
            if (pos_ < s_.size() && s_[pos_] == ',') {
                ++pos_;
                continue;
            }
            if (pos_ < s_.size() && s_[pos_] == '}') {
                ++pos_;
                return true;
            }
            return false;
        }
    }

    bool array(Json& out, int depth)
    {
        out.kind = Json::Kind::Array;
        ++pos_;
        skipSpace();
        if (pos_ < s_.size() && s_[pos_] == ']') {
            ++pos_;
            return true;
        }
        while (true) {
            skipSpace();
            out.items.emplace_back();
            if (!value(out.items.back(), depth + 1)) {
                return false;
            }
            skipSpace();
            if (pos_ < s_.size() && s_[pos_] == ',') {
                ++pos_;
                continue;
            }
            if (pos_ < s_.size() && s_[pos_] == ']') {
                ++pos_;
                return true;
            }
            return false;
        }
    }

    bool string(std::string& out)
    {
        const std::optional<std::string> text = readJsonString(s_, pos_);
        if (!text) {
            return false;
        }
        out = *text;
        return true;
    }

    std::string_view s_;
    std::size_t pos_ = 0;
};

/// A non-negative whole number that fits an int, else -1.
int indexOf(const Json* v)
{
    if (!v || v->kind != Json::Kind::Number || !(v->number >= 0.0) || v->number > 2147483647.0 || v->number != std::floor(v->number)) {
        return -1;
    }
    return int(v->number);
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
        const Json* buffer = root_.member("buffers") ? root_.member("buffers")->at(std::size_t(i)) : nullptr;
        if (!buffer) {
            why = "buffer " + std::to_string(i) + " does not exist";
            return nullptr;
        }
        if (const auto found = loaded_.find(i); found != loaded_.end()) {
            return &found->second;
        }
        const Json* uri = buffer->member("uri");
        std::optional<std::string> data;
        if (!uri) {
            if (i == 0 && !bin_.empty()) {
                data = std::string(bin_);
            } else {
                why = "buffer " + std::to_string(i) + " has no uri and is not the .glb's binary chunk";
                return nullptr;
            }
        } else if (uri->kind != Json::Kind::String) {
            why = "buffer " + std::to_string(i) + "'s uri is not a string";
            return nullptr;
        } else if (uri->text.rfind("data:", 0) == 0) {
            const std::size_t comma = uri->text.find(";base64,");
            if (comma != std::string::npos) {
                data = base64Decoded(std::string_view(uri->text).substr(comma + 8));
            }
            if (!data) {
                why = "buffer " + std::to_string(i) + "'s data uri is not base64";
                return nullptr;
            }
        } else {
            // As checkGltfReferences finds it: the name as written, else percent-decoded.
            data = fileBytes(std::filesystem::path(baseDir_) / uri->text, kMaxGltfExternalBytes);
            if (!data) {
                data = fileBytes(std::filesystem::path(baseDir_) / percentDecodedUri(uri->text), kMaxGltfExternalBytes);
            }
            if (!data) {
                why = "buffer " + std::to_string(i) + " ('" + uri->text + "') cannot be read";
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

/// Reads accessor index as count 4x4 float matrices (column-major, as glTF stores them).
bool readMatrices(const Json& root, int index, std::size_t count, BufferSource& buffers, std::vector<glm::mat4>& out, std::string& why)
{
    const Json* accessor = root.member("accessors") ? root.member("accessors")->at(std::size_t(index)) : nullptr;
    const std::string name = "accessor " + std::to_string(index);
    if (!accessor) {
        why = name + " does not exist";
        return false;
    }
    const Json* type = accessor->member("type");
    if (!type || type->text != "MAT4" || indexOf(accessor->member("componentType")) != 5126) {
        why = name + " (inverse bind matrices) is not MAT4 of floats";
        return false;
    }
    const int available = indexOf(accessor->member("count"));
    if (available < 0 || std::size_t(available) < count) {
        why = name + " holds fewer matrices than its skin has joints";
        return false;
    }
    if (accessor->member("sparse")) {
        why = name + " is sparse";
        return false;
    }
    out.assign(count, glm::mat4(0.0f));
    const Json* viewRef = accessor->member("bufferView");
    if (!viewRef) {
        return true;  // an accessor without a buffer view is all zeros
    }
    const Json* view = root.member("bufferViews") ? root.member("bufferViews")->at(std::size_t(std::max(indexOf(viewRef), 0))) : nullptr;
    const int bufferIndex = view ? indexOf(view->member("buffer")) : -1;
    const int viewLength = view ? indexOf(view->member("byteLength")) : -1;
    if (indexOf(viewRef) < 0 || bufferIndex < 0 || viewLength < 0) {
        why = name + "'s buffer view is missing or malformed";
        return false;
    }
    const std::uint64_t viewOffset = view->member("byteOffset") ? std::uint64_t(std::max(indexOf(view->member("byteOffset")), 0)) : 0;
    const std::uint64_t offset = accessor->member("byteOffset") ? std::uint64_t(std::max(indexOf(accessor->member("byteOffset")), 0)) : 0;
    const std::uint64_t stride = view->member("byteStride") ? std::uint64_t(std::max(indexOf(view->member("byteStride")), 64)) : 64;
    const std::string* bytes = buffers.bytes(bufferIndex, why);
    if (!bytes) {
        return false;
    }
    if (count > 0 && (offset + stride * (count - 1) + 64 > std::uint64_t(viewLength) || viewOffset + std::uint64_t(viewLength) > bytes->size())) {
        why = name + " reaches past its buffer view or its buffer";
        return false;
    }
    for (std::size_t m = 0; m < count; ++m) {
        float f[16];
        std::memcpy(f, bytes->data() + viewOffset + offset + stride * m, sizeof f);  // glTF is little-endian, as the targets are
        for (int c = 0; c < 4; ++c) {
            out[m][c] = glm::vec4(f[c * 4], f[c * 4 + 1], f[c * 4 + 2], f[c * 4 + 3]);
        }
    }
    return true;
}

}  // namespace

std::optional<GltfSkinning> readGltfSkinning(std::string_view json, std::string_view binChunk, const std::string& baseDir,
                                             std::string& why)
{
    Json root;
    JsonParser parser(json);
    if (!parser.parse(root) || root.kind != Json::Kind::Object) {
        why = "its JSON is malformed near byte " + std::to_string(parser.offset());
        return std::nullopt;
    }
    GltfSkinning out;
    const Json* nodes = root.member("nodes");
    const Json* meshes = root.member("meshes");
    const Json* skins = root.member("skins");
    out.nodes.resize(nodes ? nodes->size() : 0);
    out.meshPrimitives.resize(meshes ? meshes->size() : 0);
    out.skins.resize(skins ? skins->size() : 0);
    for (std::size_t m = 0; m < out.meshPrimitives.size(); ++m) {
        const Json* primitives = meshes->at(m)->member("primitives");
        out.meshPrimitives[m] = primitives ? int(primitives->size()) : 0;
    }
    for (std::size_t n = 0; n < out.nodes.size(); ++n) {
        const Json& node = *nodes->at(n);
        GltfNodeRefs& refs = out.nodes[n];
        const auto ref = [&](const char* key, std::size_t limit, int& into) {
            if (const Json* v = node.member(key)) {
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
        if (const Json* children = node.member("children")) {
            for (const Json& c : children->items) {
                const int child = indexOf(&c);
                if (child < 0 || std::size_t(child) >= out.nodes.size()) {
                    why = "node " + std::to_string(n) + " has a child out of range";
                    return std::nullopt;
                }
                refs.children.push_back(child);
            }
        }
    }
    const Json* scenes = root.member("scenes");
    const int scene = root.member("scene") ? indexOf(root.member("scene")) : 0;
    if (scenes && scene >= 0 && std::size_t(scene) < scenes->size()) {
        if (const Json* roots = scenes->at(std::size_t(scene))->member("nodes")) {
            for (const Json& r : roots->items) {
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
        const Json& skin = *skins->at(s);
        GltfSkin& into = out.skins[s];
        if (const Json* joints = skin.member("joints")) {
            for (const Json& j : joints->items) {
                const int joint = indexOf(&j);
                if (joint < 0 || std::size_t(joint) >= out.nodes.size()) {
                    why = "skin " + std::to_string(s) + " names a joint out of range";
                    return std::nullopt;
                }
                into.joints.push_back(joint);
            }
        }
        if (const Json* matrices = skin.member("inverseBindMatrices")) {
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
