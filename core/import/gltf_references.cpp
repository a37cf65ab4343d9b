#include "import/gltf_references.h"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <optional>

namespace rigstage {

namespace {

/// The JSON of a glTF is read only up to this size to look for "uri"s (a larger one is left to the
/// importer, which runs bounded).
constexpr std::uintmax_t kMaxJsonBytes = std::uintmax_t(256) << 20;

void appendUtf8(std::string& out, std::uint32_t c)
{
    if (c < 0x80) {
        out += char(c);
    } else if (c < 0x800) {
        out += char(0xC0 | (c >> 6));
        out += char(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        out += char(0xE0 | (c >> 12));
        out += char(0x80 | ((c >> 6) & 0x3F));
        out += char(0x80 | (c & 0x3F));
    } else {
        out += char(0xF0 | (c >> 18));
        out += char(0x80 | ((c >> 12) & 0x3F));
        out += char(0x80 | ((c >> 6) & 0x3F));
        out += char(0x80 | (c & 0x3F));
    }
}

std::optional<std::uint32_t> hex4(std::string_view s, std::size_t at)
{
    if (at + 4 > s.size()) {
        return std::nullopt;
    }
    std::uint32_t v = 0;
    for (std::size_t i = at; i < at + 4; ++i) {
        const char c = s[i];
        v <<= 4;
        if (c >= '0' && c <= '9') {
            v |= std::uint32_t(c - '0');
        } else if (c >= 'a' && c <= 'f') {
            v |= std::uint32_t(c - 'a' + 10);
        } else if (c >= 'A' && c <= 'F') {
            v |= std::uint32_t(c - 'A' + 10);
        } else {
            return std::nullopt;
        }
    }
    return v;
}

/// Reads the JSON string whose opening quote is at pos; pos ends past its closing quote. Nullopt
/// when it never closes.
std::optional<std::string> readString(std::string_view s, std::size_t& pos)
{
    std::string out;
    for (++pos; pos < s.size(); ++pos) {
        const char c = s[pos];
        if (c == '"') {
            ++pos;
            return out;
        }
        if (c != '\\') {
            out += c;
            continue;
        }
        if (++pos >= s.size()) {
            return std::nullopt;
        }
        switch (s[pos]) {
        case 'b': out += '\b'; break;
        case 'f': out += '\f'; break;
        case 'n': out += '\n'; break;
        case 'r': out += '\r'; break;
        case 't': out += '\t'; break;
        case 'u': {
            std::optional<std::uint32_t> c1 = hex4(s, pos + 1);
            if (!c1) {
                return std::nullopt;
            }
            pos += 4;
            std::uint32_t code = *c1;
            if (code >= 0xD800 && code < 0xDC00 && pos + 6 < s.size() && s[pos + 1] == '\\' && s[pos + 2] == 'u') {
                if (const auto c2 = hex4(s, pos + 3); c2 && *c2 >= 0xDC00 && *c2 < 0xE000) {
                    code = 0x10000 + ((code - 0xD800) << 10) + (*c2 - 0xDC00);
                    pos += 6;
                }
            }
            appendUtf8(out, code);
            break;
        }
        default: out += s[pos]; break;  // \" \\ \/
        }
    }
    return std::nullopt;
}

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
/// then says why).
std::optional<std::string> gltfJson(const std::string& path, bool binary)
{
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

}  // namespace

std::vector<std::string> gltfExternalUris(std::string_view json)
{
    std::vector<std::string> uris;
    std::size_t pos = 0;
    const auto skipSpace = [&] {
        while (pos < json.size() && std::isspace(static_cast<unsigned char>(json[pos]))) {
            ++pos;
        }
    };
    while (pos < json.size()) {
        if (json[pos] != '"') {
            ++pos;
            continue;
        }
        const std::optional<std::string> text = readString(json, pos);
        if (!text) {
            break;
        }
        skipSpace();
        if (*text != "uri" || pos >= json.size() || json[pos] != ':') {
            continue;  // a value, or another key
        }
        ++pos;
        skipSpace();
        if (pos < json.size() && json[pos] == '"') {
            if (std::optional<std::string> uri = readString(json, pos); uri && !uri->empty() && !hasScheme(*uri)) {
                uris.push_back(std::move(*uri));
            }
        }
    }
    return uris;
}

bool checkGltfReferences(const std::string& path, Diagnostics& diagnostics, std::uintmax_t& externalBytes)
{
    const std::string ext = lowerExtension(path);
    if (ext != ".gltf" && ext != ".glb") {
        return true;
    }
    const std::optional<std::string> json = gltfJson(path, ext == ".glb");
    if (!json) {
        return true;
    }
    const std::filesystem::path folder = std::filesystem::path(path).parent_path();
    const std::string name = std::filesystem::path(path).filename().string();
    bool ok = true;
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
        externalBytes += size;
    }
    return ok;
}

std::optional<std::string> readJsonString(std::string_view json, std::size_t& pos)
{
    return readString(json, pos);
}

std::string percentDecodedUri(const std::string& uri)
{
    return percentDecoded(uri);
}

}  // namespace rigstage
