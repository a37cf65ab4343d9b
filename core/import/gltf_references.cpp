#include "import/gltf_references.h"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <optional>
#include <set>
#include <unordered_set>

#include "import/gltf_json.h"

namespace rigstage {

namespace {

/// The JSON of a glTF is read only up to this size to look for "uri"s (a larger one is left to the
/// importer, which runs bounded).
constexpr std::uintmax_t kMaxJsonBytes = std::uintmax_t(256) << 20;

/// True for "data:..." and any other "scheme:..." (two or more letters, so a Windows drive is a path).
bool hasScheme(const std::string& uri)
{
    std::size_t i = 0;
    while (i < uri.size() && (std::isalnum(static_cast<unsigned char>(uri[i])) || uri[i] == '+' || uri[i] == '-' || uri[i] == '.')) {
        ++i;
    }
    return i >= 2 && i < uri.size() && uri[i] == ':' && std::isalpha(static_cast<unsigned char>(uri[0]));
}

std::string percentDecoded(const std::string& uri)
{
    std::string out;
    for (std::size_t i = 0; i < uri.size(); ++i) {
        if (uri[i] == '%' && i + 2 < uri.size() && std::isxdigit(static_cast<unsigned char>(uri[i + 1]))
            && std::isxdigit(static_cast<unsigned char>(uri[i + 2]))) {
            out += char(std::stoi(uri.substr(i + 1, 2), nullptr, 16));
            i += 2;
        } else {
            out += uri[i];
        }
    }
    return out;
}

/// The JSON of a .gltf, or the JSON chunk of a .glb; nullopt when it cannot be read (the importer
/// then says why) or, with tooLarge set, when it is larger than kMaxJsonBytes.
std::optional<std::string> gltfJson(const std::string& path, bool binary, bool& tooLarge)
{
    tooLarge = false;
    std::error_code ec;
    const std::uintmax_t size = std::filesystem::file_size(path, ec);
    std::ifstream in(path, std::ios::binary);
    if (ec || !in) {
        return std::nullopt;
    }
    std::uintmax_t length = size;
    if (binary) {
        // Header: "glTF", version, length; then the first chunk's length and type "JSON".
        unsigned char header[20];
        if (!in.read(reinterpret_cast<char*>(header), sizeof header) || std::memcmp(header, "glTF", 4) != 0
            || std::memcmp(header + 16, "JSON", 4) != 0) {
            return std::nullopt;
        }
        length = std::uintmax_t(header[12]) | std::uintmax_t(header[13]) << 8 | std::uintmax_t(header[14]) << 16
                 | std::uintmax_t(header[15]) << 24;
        length = std::min(length, size - sizeof header);
    }
    if (length > kMaxJsonBytes) {
        tooLarge = true;
        return std::nullopt;
    }
    std::string json(std::size_t(length), '\0');
    in.read(json.data(), std::streamsize(length));
    json.resize(std::size_t(in.gcount()));
    return json;
}

std::string lowerExtension(const std::string& path)
{
    std::string ext = std::filesystem::path(path).extension().string();
    std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return ext;
}

/// Every "uri" member of v and of what it holds, depth first in file order (v nests at most
/// kMaxGltfJsonDepth levels, so the recursion is bounded).
void collectUris(const nlohmann::ordered_json& v, std::vector<std::string>& uris)
{
    if (v.is_object()) {
        for (const auto& [key, value] : v.items()) {
            if (key == "uri" && value.is_string()) {
                const std::string& uri = value.get_ref<const std::string&>();
                if (!uri.empty() && !hasScheme(uri)) {
                    uris.push_back(uri);
                }
            }
            collectUris(value, uris);
        }
    } else if (v.is_array()) {
        for (const nlohmann::ordered_json& item : v) {
            collectUris(item, uris);
        }
    }
}

}  // namespace

std::vector<std::string> gltfExternalUris(std::string_view json)
{
    std::vector<std::string> uris;
    std::string why;
    if (const std::optional<nlohmann::ordered_json> root = parseGltfJson(json, why)) {
        collectUris(*root, uris);
    }
    return uris;
}

bool checkGltfReferences(const std::string& path, Diagnostics& diagnostics, std::uintmax_t& externalBytes)
{
    const std::string ext = lowerExtension(path);
    if (ext != ".gltf" && ext != ".glb") {
        return true;
    }
    bool tooLarge = false;
    const std::optional<std::string> json = gltfJson(path, ext == ".glb", tooLarge);
    if (tooLarge) {
        // Its external files could not be checked: Assimp must not open them unchecked.
        diagnostics.error("import.failed", path, 0,
                          "its JSON is larger than " + std::to_string(kMaxJsonBytes >> 20) + " MiB, far more than a glTF's; the model is not imported",
                          {}, "Check that the right file is named.");
        return false;
    }
    if (!json) {
        return true;
    }
    if (gltfJsonTooDeep(*json)) {
        diagnostics.error("import.failed", path, 0,
                          "its JSON nests arrays and objects deeper than " + std::to_string(kMaxGltfJsonDepth)
                              + " levels, far more than a glTF has; the model is not imported",
                          {}, "The file is damaged or not a glTF: re-export the model.");
        return false;
    }
    const std::filesystem::path folder = std::filesystem::path(path).parent_path();
    const std::string name = std::filesystem::path(path).filename().string();
    bool ok = true;
    std::set<std::filesystem::path> counted;  // a file named twice is read once: count its bytes once
    for (const std::string& uri : gltfExternalUris(*json)) {
        // Relative to the glTF's folder; percent-escaped as URIs are, though exporters also write
        // plain names with spaces: whichever names a file is the one the importer opens.
        std::filesystem::path file;
        std::error_code ec;
        for (const std::string& candidate : {uri, percentDecoded(uri)}) {
            const std::filesystem::path p = folder / std::filesystem::path(candidate);
            if (std::filesystem::exists(std::filesystem::symlink_status(p, ec))) {
                file = p;
                break;
            }
        }
        if (file.empty()) {
            continue;
        }
        const std::filesystem::file_status status = std::filesystem::status(file, ec);
        const std::uintmax_t size = std::filesystem::is_regular_file(status) ? std::filesystem::file_size(file, ec) : 0;
        std::string why;
        if (std::filesystem::is_directory(status)) {
            why = "is a folder, not a file";
        } else if (!std::filesystem::exists(status)) {
            why = "is a link to a file that does not exist";
        } else if (!std::filesystem::is_regular_file(status)) {
            why = "is a FIFO or device, not a regular file";
        } else if (ec || size > kMaxGltfExternalBytes) {
            why = ec ? "cannot be measured: " + ec.message()
                     : "is " + std::to_string(size >> 20) + " MiB, more than the " + std::to_string(kMaxGltfExternalBytes >> 20)
                           + " MiB a glTF's buffer or image may have";
        }
        if (!why.empty()) {
            diagnostics.error("io.unreadable", file.string(), 0, why + " (named by " + name + " as \"" + uri + "\"); the model is not imported",
                              {}, "Point the glTF's uri at the right file, or re-export the model with its buffers embedded (.glb).");
            ok = false;
            continue;
        }
        if (counted.insert(std::filesystem::weakly_canonical(file, ec)).second) {
            externalBytes += size;
        }
    }
    return ok;
}

std::string percentDecodedUri(const std::string& uri)
{
    return percentDecoded(uri);
}

bool gltfJsonTooDeep(std::string_view json)
{
    // Counted before any parser sees the text: nlohmann::json parses with a stack of its own, but
    // the walks over its result (collectUris) recurse, and so may the importer's parser, which
    // reads the same file next; 100,000 nested '[' would exhaust a thread's stack.
    int depth = 0;
    bool inString = false;
    for (std::size_t i = 0; i < json.size(); ++i) {
        const char c = json[i];
        if (inString) {
            if (c == '\\') {
                ++i;  // an escaped quote does not close the string
            } else if (c == '"') {
                inString = false;
            }
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++depth > kMaxGltfJsonDepth) {
                return true;
            }
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return false;
}

std::optional<nlohmann::ordered_json> parseGltfJson(std::string_view json, std::string& why)
{
    using Json = nlohmann::ordered_json;
    if (gltfJsonTooDeep(json)) {
        why = "its JSON nests deeper than " + std::to_string(kMaxGltfJsonDepth) + " levels";
        return std::nullopt;
    }
    // The keys met so far in each open object, by depth: nlohmann keeps a repeated key's last value.
    std::vector<std::unordered_set<std::string>> keys;
    const Json::parser_callback_t firstValueOfAKey = [&keys](int depth, Json::parse_event_t event, Json& parsed) {
        if (event == Json::parse_event_t::object_start) {
            keys.resize(std::size_t(depth) + 1);
            keys[std::size_t(depth)].clear();
        } else if (event == Json::parse_event_t::key && depth > 0 && std::size_t(depth) <= keys.size()) {
            return keys[std::size_t(depth) - 1].insert(parsed.get<std::string>()).second;
        }
        return true;
    };
    try {
        // A .glb's JSON chunk may end in zeros (nlohmann reads a zero byte as the end of its input).
        return Json::parse(json.begin(), json.end(), firstValueOfAKey, /*allow_exceptions=*/true, /*ignore_comments=*/false);
    } catch (const Json::parse_error& e) {
        why = "its JSON is malformed near byte " + std::to_string(e.byte > 0 ? e.byte - 1 : 0);
    } catch (const Json::exception& e) {
        // A number too large for a double; the message names it.
        const std::string what = e.what();
        why = "its JSON is malformed: " + what.substr(what.find(']') == std::string::npos ? 0 : what.find(']') + 2);
    }
    return std::nullopt;
}

}  // namespace rigstage
