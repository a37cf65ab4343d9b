#include "io/load_cache.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>
#include <string_view>

#include "import/gltf_references.h"
#include "io/animation_xml.h"

namespace rigstage {

namespace {

std::optional<std::string> readBytes(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        return std::nullopt;
    }
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

bool endsWithGltf(const std::string& path)
{
    std::string ext = std::filesystem::path(path).extension().string();
    for (char& c : ext) {
        c = char(std::tolower(static_cast<unsigned char>(c)));
    }
    return ext == ".gltf";
}

}  // namespace

std::vector<std::string> modelFiles(const std::string& path)
{
    std::vector<std::string> files{path};
    if (!endsWithGltf(path)) {
        return files;
    }
    const auto json = readBytes(path);
    if (!json) {
        return files;
    }
    const std::filesystem::path folder = std::filesystem::path(path).parent_path();
    for (const std::string& uri : gltfExternalUris(*json)) {
        std::error_code ec;
        const std::filesystem::path file = (folder / percentDecodedUri(uri)).lexically_normal();
        if (std::filesystem::is_regular_file(file, ec)
            && std::find(files.begin(), files.end(), file.string()) == files.end()) {
            files.push_back(file.string());
        }
    }
    return files;
}

std::vector<LoadCache::Stamp> LoadCache::stampsOf(const std::vector<std::string>& files)
{
    std::vector<Stamp> stamps;
    for (const std::string& f : files) {
        Stamp s;
        s.file = f;
        if (const auto bytes = readBytes(f)) {
            s.exists = true;
            s.size = bytes->size();
            s.hash = std::hash<std::string_view>{}(*bytes);
        }
        stamps.push_back(std::move(s));
    }
    return stamps;
}

template <class T, class Read>
std::optional<T> LoadCache::take(std::map<std::string, Entry<T>>& entries, const std::string& path,
                                 const std::vector<std::string>& files, Diagnostics& diagnostics, Read read)
{
    std::vector<Stamp> stamps = stampsOf(files);
    {
        std::lock_guard lock(mutex_);
        const auto it = entries.find(path);
        if (it != entries.end() && it->second.stamps == stamps && stamps.front().exists) {
            it->second.used = true;
            reused_.push_back(path);
            diagnostics.append(it->second.diagnostics);
            return it->second.value;
        }
    }
    Entry<T> entry;
    entry.stamps = std::move(stamps);
    entry.value = read(entry.diagnostics);
    // Read again when a file changed while it was being read: the bytes kept must be those read.
    if (stampsOf(files) != entry.stamps) {
        entry.stamps.clear();
    }
    entry.used = true;
    diagnostics.append(entry.diagnostics);
    std::optional<T> value = entry.value;
    std::lock_guard lock(mutex_);
    entries[path] = std::move(entry);
    return value;
}

std::optional<ImportedModel> LoadCache::importModel(const std::string& path, Diagnostics& diagnostics)
{
    return take(models_, path, modelFiles(path), diagnostics,
                [&](Diagnostics& d) { return rigstage::importModel(path, d); });
}

std::optional<Clip> LoadCache::loadClip(const std::string& path, Diagnostics& diagnostics)
{
    return take(clips_, path, {path}, diagnostics, [&](Diagnostics& d) {
        auto clip = loadAnimationXml(path, d);
        if (clip) {
            prepareClipSampling(*clip);
        }
        return clip;
    });
}

void LoadCache::beginLoad()
{
    std::lock_guard lock(mutex_);
    reused_.clear();
    for (auto& [path, entry] : models_) {
        entry.used = false;
    }
    for (auto& [path, entry] : clips_) {
        entry.used = false;
    }
}

void LoadCache::endLoad()
{
    std::lock_guard lock(mutex_);
    std::erase_if(models_, [](const auto& e) { return !e.second.used; });
    std::erase_if(clips_, [](const auto& e) { return !e.second.used; });
}

std::vector<std::string> LoadCache::reused() const
{
    std::lock_guard lock(mutex_);
    return reused_;
}

}  // namespace rigstage
