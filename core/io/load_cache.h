#pragma once
// What the last load of a character read, kept so that the next load of it (a reload after a DCC
// re-export) takes every file whose bytes have not changed from here instead of importing or
// parsing it again. Model imports (the meshes, a model as a layer) and clips are kept: they are
// most of a load's time; the Framework and HelperJointSetting files cost little and are read again.

#include <cstdint>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "anim/clip.h"
#include "diagnostics.h"
#include "import/model_import.h"

namespace rigstage {

/// The files whose bytes a model import depends on: the file itself, and for a .gltf the buffers
/// and images it names that exist (resolved against its folder).
std::vector<std::string> modelFiles(const std::string& path);

class LoadCache {
public:
    /// importModel(path), or a copy of the model imported before when path and every file it
    /// names (modelFiles) hold the same bytes; the import's diagnostics are given again either way.
    std::optional<ImportedModel> importModel(const std::string& path, Diagnostics& diagnostics);
    /// loadAnimationXml(path) ready to sample (prepareClipSampling), or a copy of the clip read
    /// before from the same bytes, with its diagnostics again.
    std::optional<Clip> loadClip(const std::string& path, Diagnostics& diagnostics);

    /// Starts a load (the files it takes from here are listed from now on by reused()).
    void beginLoad();
    /// Ends a load: what it did not read is forgotten (a file renamed or dropped from the manifest).
    void endLoad();
    /// The files the load since beginLoad() took from here instead of reading them again.
    std::vector<std::string> reused() const;

private:
    /// One file's bytes, by size and hash: a change of any byte changes the key.
    struct Stamp {
        std::string file;
        std::uintmax_t size = 0;
        std::size_t hash = 0;
        bool exists = false;
        bool operator==(const Stamp&) const = default;
    };
    template <class T>
    struct Entry {
        std::vector<Stamp> stamps;
        std::optional<T> value;
        Diagnostics diagnostics;
        bool used = false;
    };
    static std::vector<Stamp> stampsOf(const std::vector<std::string>& files);
    template <class T, class Read>
    std::optional<T> take(std::map<std::string, Entry<T>>& entries, const std::string& path,
                          const std::vector<std::string>& files, Diagnostics& diagnostics, Read read);

    mutable std::mutex mutex_;
    std::map<std::string, Entry<ImportedModel>> models_;
    std::map<std::string, Entry<Clip>> clips_;
    std::vector<std::string> reused_;
};

}  // namespace rigstage
