// Reloading the sample walker after a DCC re-export, from the write of the files to the new
// character ready to draw: the files read (loadCharacter), the instance built, the character and
// its costumes validated, what changed worked out, the meshes bound and the first frame evaluated:
// the core of the window's reload (app/gui/document.cpp adopt()). The watch's quiet time before it
// (FileChangeWatch) and the window's own rebuild after it are not in it (docs/performance.md).
//
// The walker with its four costumes, copied to a temporary folder; each iteration rewrites its
// Base Framework file (a bone added, then taken out again):
//   /0  through a LoadCache, the meshes' bytes unchanged: they are taken from the cache;
//   /1  through a LoadCache, the walker's glTF rewritten too with other bytes: it is imported again;
//   /2  without a cache: every file read and imported again (the reload before the cache).

#include <benchmark/benchmark.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <stdexcept>

#include <unistd.h>

#include "character/character_instance.h"
#include "io/character_changes.h"
#include "io/character_loader.h"
#include "io/load_cache.h"
#include "skin/mesh_deformer.h"
#include "validate/character_checks.h"

namespace {

using namespace rigstage;
namespace fs = std::filesystem;

std::string readText(const fs::path& path)
{
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

void writeText(const fs::path& path, const std::string& text)
{
    std::ofstream(path, std::ios::binary | std::ios::trunc) << text;
}

/// The walker and the templates its costumes name, copied so that the manifest's relative paths
/// ("../../templates/...") resolve in the copy.
struct WalkerCopy {
    fs::path root;
    fs::path manifest;
    fs::path framework;
    fs::path mesh;
    std::string frameworkText;
    std::string frameworkWithBone;
    std::string meshText;

    WalkerCopy()
    {
        root = fs::temp_directory_path() / ("rigstage-bench-reload-" + std::to_string(::getpid()));
        fs::remove_all(root);
        fs::create_directories(root / "samples");
        fs::copy(RIGSTAGE_SAMPLES "/walker", root / "samples/walker", fs::copy_options::recursive);
        fs::copy(RIGSTAGE_SAMPLES "/../templates", root / "templates", fs::copy_options::recursive);
        manifest = root / "samples/walker/walker.character.xml";
        framework = root / "samples/walker/Walker.Base.Framework.xml";
        mesh = root / "samples/walker/Walker.Body.gltf";
        frameworkText = readText(framework);
        meshText = readText(mesh);
        const std::string spine = "    <Bone name=\"_0Base{BD}#Spine2\"";
        const std::size_t at = frameworkText.find(spine);
        if (at == std::string::npos || meshText.empty()) {
            throw std::runtime_error("the sample walker is not as this benchmark expects");
        }
        frameworkWithBone = frameworkText;
        frameworkWithBone.insert(at, "    <Bone name=\"_0Base{B}#Antenna\" parent=\"_0Base{BD}#Spine2\" t=\"5 0 0\"/>\n");
    }
    ~WalkerCopy() { fs::remove_all(root); }
};

/// What the window does with the files read: the instance, validation, the changes, the meshes.
int ready(const CharacterData& before, const CharacterData& data)
{
    Diagnostics d;
    auto instance = CharacterInstance::create(data, d);
    if (!instance) {
        throw std::runtime_error("the reloaded walker did not build");
    }
    Diagnostics findings = validateCharacter(data);
    for (const CostumeData& costume : data.costumes) {
        findings.append(validateCostume(data, costume));
    }
    const CharacterChanges changes = diffCharacters(before, data);
    MeshDeformer deformer;
    deformer.bind(data, instance->framework(), d, instance->costumes());
    instance->evaluate(0.0f, false, 0.0f);
    deformer.deform(instance->pose().allWorld(), SkinningMethod::Linear, instance->clip(), 0.0f);
    return int(changes.bonesAdded.size() + changes.bonesRemoved.size() + findings.size());
}

void BM_Reload_Walker(benchmark::State& state)
{
    const int mode = int(state.range(0));
    WalkerCopy copy;
    LoadCache cache;
    LoadCache* useCache = mode == 2 ? nullptr : &cache;
    Diagnostics d;
    auto before = loadCharacter(copy.manifest.string(), d, useCache);
    if (!before || !before->framework || before->costumes.size() != 4 || before->meshes.empty()) {
        throw std::runtime_error("cannot load the copied walker");
    }
    bool withBone = false;
    std::size_t reusedMeshes = 0;
    for (auto _ : state) {
        withBone = !withBone;
        writeText(copy.framework, withBone ? copy.frameworkWithBone : copy.frameworkText);
        if (mode == 1) {
            writeText(copy.mesh, copy.meshText + (withBone ? " " : ""));
        }
        Diagnostics diagnostics;
        auto data = loadCharacter(copy.manifest.string(), diagnostics, useCache);
        if (!data || !data->framework || data->framework->boneCount() == before->framework->boneCount()) {
            throw std::runtime_error("the rewritten Framework file was not read");
        }
        benchmark::DoNotOptimize(ready(*before, *data));
        reusedMeshes = useCache ? cache.reused().size() : 0;
        before = std::move(data);
    }
    state.counters["reused_files"] = double(reusedMeshes);
}
BENCHMARK(BM_Reload_Walker)->Arg(0)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace
