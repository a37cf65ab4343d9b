#include "import/gltf_samplers.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <istream>

#include "import/gltf_references.h"

// tinygltf's implementation is compiled here, without its image codecs (stb_image): pictures are
// never decoded, external ones never opened, and with TINYGLTF_NO_FS it has no file access of its
// own (its default ExpandFilePath runs wordexp on the path): every file goes through the checked
// callbacks below.
#define TINYGLTF_IMPLEMENTATION
#define TINYGLTF_NO_STB_IMAGE
#define TINYGLTF_NO_STB_IMAGE_WRITE
#define TINYGLTF_NO_EXTERNAL_IMAGE
#define TINYGLTF_NO_FS
#include <tiny_gltf.h>

namespace rigstage {

namespace {

namespace fs = std::filesystem;

bool fileExists(const std::string& path, void*)
{
    std::error_code ec;
    return fs::exists(path, ec);  // no open: a FIFO answers without blocking
}

std::string samePath(const std::string& path, void*)
{
    return path;
}

/// Reads a file tinygltf asks for (the glTF itself, an external buffer) when it is a regular file
/// of at most kMaxGltfExternalBytes.
bool readCheckedFile(std::vector<unsigned char>* out, std::string* err, const std::string& path, void*)
{
    std::error_code ec;
    const fs::file_status status = fs::status(path, ec);
    if (ec || !fs::is_regular_file(status)) {
        *err = "'" + path + "' is not a regular file";
        return false;
    }
    const std::uintmax_t size = fs::file_size(path, ec);
    if (ec || size > kMaxGltfExternalBytes) {
        *err = "'" + path + "' is larger than " + std::to_string(kMaxGltfExternalBytes >> 20) + " MiB";
        return false;
    }
    std::ifstream in(path, std::ios::binary);
    out->resize(std::size_t(size));
    if (!in || (size > 0 && !in.read(reinterpret_cast<char*>(out->data()), std::streamsize(size)))) {
        *err = "'" + path + "' could not be read";
        return false;
    }
    return true;
}

bool refuseWrite(std::string* err, const std::string&, const std::vector<unsigned char>&, void*)
{
    *err = "writing is not supported";
    return false;
}

bool skipImage(tinygltf::Image*, const int, std::string*, std::string*, int, int, const unsigned char*, int, void*)
{
    return true;  // pictures are not needed for animation
}

/// The number a component reads as: floats as they are, normalised integers mapped to [-1, 1] /
/// [0, 1] as glTF 2.0 defines (3.11, "Animations": rotation outputs may be normalised integers).
float component(const unsigned char* p, int type, bool normalized)
{
    switch (type) {
    case TINYGLTF_COMPONENT_TYPE_FLOAT: {
        float v;
        std::memcpy(&v, p, 4);
        return v;
    }
    case TINYGLTF_COMPONENT_TYPE_BYTE: {
        std::int8_t v;
        std::memcpy(&v, p, 1);
        return normalized ? std::max(float(v) / 127.0f, -1.0f) : float(v);
    }
    case TINYGLTF_COMPONENT_TYPE_UNSIGNED_BYTE: {
        std::uint8_t v;
        std::memcpy(&v, p, 1);
        return normalized ? float(v) / 255.0f : float(v);
    }
    case TINYGLTF_COMPONENT_TYPE_SHORT: {
        std::int16_t v;
        std::memcpy(&v, p, 2);
        return normalized ? std::max(float(v) / 32767.0f, -1.0f) : float(v);
    }
    case TINYGLTF_COMPONENT_TYPE_UNSIGNED_SHORT: {
        std::uint16_t v;
        std::memcpy(&v, p, 2);
        return normalized ? float(v) / 65535.0f : float(v);
    }
    default:
        return 0.0f;
    }
}

/// Reads accessor index as count x components numbers into out; false with why when it is not one
/// this can read (a sparse accessor, an integer type where floats belong, data out of its buffer).
bool readAccessor(const tinygltf::Model& model, int index, bool integersAllowed, std::vector<float>& out, int& components,
                  std::string& why)
{
    if (index < 0 || std::size_t(index) >= model.accessors.size()) {
        why = "accessor " + std::to_string(index) + " does not exist";
        return false;
    }
    const tinygltf::Accessor& accessor = model.accessors[std::size_t(index)];
    const std::string name = "accessor " + std::to_string(index);
    if (accessor.sparse.isSparse) {
        why = name + " is sparse, which animation samplers are not read from";
        return false;
    }
    components = tinygltf::GetNumComponentsInType(std::uint32_t(accessor.type));
    const int size = tinygltf::GetComponentSizeInBytes(std::uint32_t(accessor.componentType));
    const bool isFloat = accessor.componentType == TINYGLTF_COMPONENT_TYPE_FLOAT;
    const bool isNormalisedInteger = accessor.normalized && size > 0 && size <= 2;
    if (components <= 0 || components > 4 || !(isFloat || (integersAllowed && isNormalisedInteger))) {
        why = name + " is not of floats" + std::string(integersAllowed ? " or normalised integers" : "");
        return false;
    }
    const std::size_t count = accessor.count;
    const std::size_t element = std::size_t(components) * std::size_t(size);
    if (count > (std::size_t(1) << 28)) {
        why = name + " has " + std::to_string(count) + " elements";
        return false;
    }
    out.assign(count * std::size_t(components), 0.0f);
    if (accessor.bufferView < 0) {
        return true;  // no view: zeros (glTF 2.0, 3.6.2.3)
    }
    if (std::size_t(accessor.bufferView) >= model.bufferViews.size()) {
        why = name + " names buffer view " + std::to_string(accessor.bufferView) + ", which does not exist";
        return false;
    }
    const tinygltf::BufferView& view = model.bufferViews[std::size_t(accessor.bufferView)];
    if (view.buffer < 0 || std::size_t(view.buffer) >= model.buffers.size()) {
        why = "buffer view " + std::to_string(accessor.bufferView) + " names buffer " + std::to_string(view.buffer) + ", which does not exist";
        return false;
    }
    const std::vector<unsigned char>& data = model.buffers[std::size_t(view.buffer)].data;
    const std::size_t stride = view.byteStride != 0 ? view.byteStride : element;
    const std::size_t span = count == 0 ? 0 : accessor.byteOffset + (count - 1) * stride + element;
    if (stride < element || view.byteOffset > data.size() || view.byteLength > data.size() - view.byteOffset
        || span > view.byteLength) {
        why = name + "'s data lies outside its buffer view or buffer";
        return false;
    }
    const unsigned char* base = data.data() + view.byteOffset + accessor.byteOffset;
    for (std::size_t i = 0; i < count; ++i) {
        for (int c = 0; c < components; ++c) {
            out[i * std::size_t(components) + std::size_t(c)] = component(base + i * stride + std::size_t(c) * std::size_t(size),
                                                                          accessor.componentType, accessor.normalized);
        }
    }
    return true;
}

/// Reads one non-linear sampler; false with why when it is malformed.
bool readSampler(const tinygltf::Model& model, const tinygltf::AnimationSampler& in, ClipInterpolation mode, GltfPath path,
                 GltfSampler& out, std::string& why)
{
    out.interpolation = mode;
    std::vector<float> times;
    int components = 0;
    if (!readAccessor(model, in.input, false, times, components, why)) {
        return false;
    }
    if (components != 1 || times.empty()) {
        why = "its input (accessor " + std::to_string(in.input) + ") is not a list of times";
        return false;
    }
    for (std::size_t i = 0; i < times.size(); ++i) {
        if (!std::isfinite(times[i]) || (i > 0 && !(times[i] > times[i - 1]))) {
            why = "its input (accessor " + std::to_string(in.input) + ") is not strictly increasing at key " + std::to_string(i);
            return false;
        }
        out.seconds.push_back(double(times[i]));
    }
    std::vector<float> values;
    if (!readAccessor(model, in.output, path == GltfPath::Rotation || path == GltfPath::Weights, values, components, why)) {
        return false;
    }
    const std::size_t keys = times.size();
    const std::size_t perKey = mode == ClipInterpolation::CubicSpline ? 3 : 1;  // in-tangent, value, out-tangent
    const std::size_t expected = path == GltfPath::Translation || path == GltfPath::Scale ? 3 : path == GltfPath::Rotation ? 4 : 1;
    if (std::size_t(components) != expected || values.size() % (keys * perKey) != 0 || values.empty()) {
        why = "its output (accessor " + std::to_string(in.output) + ") does not hold " + (perKey == 3 ? "three values" : "one value")
              + " of " + std::to_string(expected) + " numbers a key for its " + std::to_string(keys) + " keys";
        return false;
    }
    out.width = int(values.size() / (keys * perKey));
    if (path != GltfPath::Weights) {
        out.width = int(expected);
        if (values.size() != keys * perKey * expected) {
            why = "its output (accessor " + std::to_string(in.output) + ") has " + std::to_string(values.size() / expected)
                  + " elements for " + std::to_string(keys) + " keys";
            return false;
        }
    }
    const std::size_t w = std::size_t(out.width);
    if (perKey == 1) {
        out.values = std::move(values);
        return true;
    }
    out.values.reserve(keys * w);
    out.in.reserve(keys * w);
    out.out.reserve(keys * w);
    for (std::size_t k = 0; k < keys; ++k) {
        const float* key = values.data() + k * 3 * w;
        out.in.insert(out.in.end(), key, key + w);
        out.values.insert(out.values.end(), key + w, key + 2 * w);
        out.out.insert(out.out.end(), key + 2 * w, key + 3 * w);
    }
    return true;
}

/// True when one of words occurs in the next length bytes of in (read a chunk at a time).
bool streamContains(std::istream& in, std::uintmax_t length, const std::vector<std::string>& words)
{
    constexpr std::size_t kChunk = std::size_t(1) << 20;
    std::size_t longest = 0;
    for (const std::string& w : words) {
        longest = std::max(longest, w.size());
    }
    std::string window;  // the end of the previous chunk (a word may straddle two), then this one
    std::vector<char> chunk(kChunk);
    while (length > 0 && in) {
        in.read(chunk.data(), std::streamsize(std::min<std::uintmax_t>(length, kChunk)));
        const std::size_t got = std::size_t(in.gcount());
        if (got == 0) {
            break;
        }
        length -= got;
        window.append(chunk.data(), got);
        for (const std::string& w : words) {
            if (window.find(w) != std::string::npos) {
                return true;
            }
        }
        window.erase(0, window.size() > longest ? window.size() - longest : 0);
    }
    return false;
}

}  // namespace

std::string gltfNodeName(const std::string& name, int index)
{
    return name.empty() ? "nodes[" + std::to_string(index) + "]" : name;
}

bool gltfNamesNonLinearSamplers(const std::string& path)
{
    std::string ext = fs::path(path).extension().string();
    std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    std::error_code ec;
    if ((ext != ".gltf" && ext != ".glb") || !fs::is_regular_file(path, ec)) {
        return false;
    }
    const std::uintmax_t size = fs::file_size(path, ec);
    std::ifstream in(path, std::ios::binary);
    char header[20] = {};
    in.read(header, sizeof header);
    const std::size_t got = std::size_t(in.gcount());
    const std::vector<std::string> words = {"\"STEP\"", "\"CUBICSPLINE\""};
    if (got >= 4 && std::memcmp(header, "glTF", 4) == 0) {
        // A .glb: only its JSON chunk (the first), not the binary one.
        if (got < 20 || std::memcmp(header + 16, "JSON", 4) != 0) {
            return false;
        }
        std::uint32_t length = 0;
        std::memcpy(&length, header + 12, 4);
        return streamContains(in, length, words);
    }
    in.clear();
    in.seekg(0);
    return !ec && streamContains(in, size, words);
}

std::optional<std::vector<GltfAnimationSamplers>> readGltfNonLinearSamplers(const std::string& path, std::string& why)
{
    tinygltf::TinyGLTF loader;
    loader.SetImageLoader(&skipImage, nullptr);
    loader.SetFsCallbacks(tinygltf::FsCallbacks{&fileExists, &samePath, &readCheckedFile, &refuseWrite, nullptr});
    tinygltf::Model model;
    std::string err, warn;
    char magic[4] = {};
    {
        std::ifstream in(path, std::ios::binary);
        in.read(magic, 4);
    }
    const bool binary = std::memcmp(magic, "glTF", 4) == 0;
    const bool loaded = binary ? loader.LoadBinaryFromFile(&model, &err, &warn, path) : loader.LoadASCIIFromFile(&model, &err, &warn, path);
    if (!loaded) {
        why = err.empty() ? "tinygltf could not read it" : err;
        while (!why.empty() && (why.back() == '\n' || why.back() == ' ')) {
            why.pop_back();
        }
        return std::nullopt;
    }
    std::vector<GltfAnimationSamplers> animations(model.animations.size());
    for (std::size_t a = 0; a < model.animations.size(); ++a) {
        const tinygltf::Animation& animation = model.animations[a];
        for (std::size_t c = 0; c < animation.channels.size(); ++c) {
            const tinygltf::AnimationChannel& channel = animation.channels[c];
            GltfPath part;
            if (channel.target_path == "translation") {
                part = GltfPath::Translation;
            } else if (channel.target_path == "rotation") {
                part = GltfPath::Rotation;
            } else if (channel.target_path == "scale") {
                part = GltfPath::Scale;
            } else if (channel.target_path == "weights") {
                part = GltfPath::Weights;
            } else {
                continue;
            }
            if (channel.sampler < 0 || std::size_t(channel.sampler) >= animation.samplers.size() || channel.target_node < 0
                || std::size_t(channel.target_node) >= model.nodes.size()) {
                continue;  // Assimp skips such a channel too
            }
            const tinygltf::AnimationSampler& sampler = animation.samplers[std::size_t(channel.sampler)];
            ClipInterpolation mode;
            if (sampler.interpolation == "STEP") {
                mode = ClipInterpolation::Step;
            } else if (sampler.interpolation == "CUBICSPLINE") {
                mode = ClipInterpolation::CubicSpline;
            } else {
                continue;  // LINEAR: Assimp reads it as it is
            }
            GltfSampler read;
            if (!readSampler(model, sampler, mode, part, read, why)) {
                why = "animation " + std::to_string(a) + ", sampler " + std::to_string(channel.sampler) + ": " + why;
                return std::nullopt;
            }
            const std::string node = gltfNodeName(model.nodes[std::size_t(channel.target_node)].name, channel.target_node);
            animations[a].emplace(std::make_pair(node, part), std::move(read));
        }
    }
    return animations;
}

}  // namespace rigstage
