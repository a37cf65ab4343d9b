#include "import/fbx_time.h"

#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <cstdlib>

namespace rigstage {

namespace {

constexpr double kFbxTicksPerSecond = 46186158000.0;
constexpr std::size_t kMaxBytes = std::size_t(512) << 20;

std::vector<double> binaryStarts(const std::string& bytes)
{
    // A Properties70 "P" record: its properties are typed ('S' = uint32 length + bytes, 'L' =
    // int64), so LocalStart's value follows the four strings "LocalStart", "KTime", "Time", "".
    static const std::string pattern = std::string("S\x0a\0\0\0LocalStart", 15) + std::string("S\x05\0\0\0KTime", 10)
                                       + std::string("S\x04\0\0\0Time", 9) + std::string("S\0\0\0\0", 5) + "L";
    std::vector<double> out;
    const std::size_t objects = bytes.find(std::string("\x07Objects", 8));  // the node name, after its length byte
    if (objects == std::string::npos) {
        return out;
    }
    for (std::size_t at = bytes.find(pattern, objects); at != std::string::npos && at + pattern.size() + 8 <= bytes.size();
         at = bytes.find(pattern, at + 1)) {
        std::int64_t ticks = 0;
        std::memcpy(&ticks, bytes.data() + at + pattern.size(), sizeof ticks);  // little endian, as FBX stores it
        out.push_back(double(ticks) / kFbxTicksPerSecond);
    }
    return out;
}

std::vector<double> asciiStarts(const std::string& text)
{
    // P: "LocalStart", "KTime", "Time", "",1539538600 -- the value after the fourth comma.
    std::vector<double> out;
    const std::size_t objects = text.find("Objects:");
    if (objects == std::string::npos) {
        return out;
    }
    for (std::size_t at = text.find("\"LocalStart\"", objects); at != std::string::npos; at = text.find("\"LocalStart\"", at + 1)) {
        std::size_t comma = at;
        for (int k = 0; k < 4 && comma != std::string::npos; ++k) {
            comma = text.find(',', comma + 1);
        }
        if (comma == std::string::npos) {
            break;
        }
        char* end = nullptr;
        const double ticks = std::strtod(text.c_str() + comma + 1, &end);
        if (end != text.c_str() + comma + 1) {
            out.push_back(ticks / kFbxTicksPerSecond);
        }
    }
    return out;
}

}  // namespace

std::vector<double> fbxStackStartSeconds(const std::string& path)
{
    // Checked before opening: opening a FIFO blocks, and a device's size says nothing (the import
    // itself reports such a file).
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec)) {
        return {};
    }
    const std::uintmax_t size = std::filesystem::file_size(path, ec);
    if (ec || size == 0 || size > kMaxBytes) {
        return {};
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        return {};
    }
    std::string bytes(std::size_t(size), '\0');
    in.read(bytes.data(), std::streamsize(size));
    bytes.resize(std::size_t(in.gcount()));  // the file may have shrunk since
    if (bytes.compare(0, 18, "Kaydara FBX Binary") == 0) {
        return binaryStarts(bytes);
    }
    return bytes.find("FBXHeaderExtension") != std::string::npos ? asciiStarts(bytes) : std::vector<double>{};
}

}  // namespace rigstage
