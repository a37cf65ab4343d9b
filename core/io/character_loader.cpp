#include "io/character_loader.h"

#include "io/correction_xml.h"

#include <filesystem>

#include "io/animation_xml.h"
#include "io/framework_xml.h"
#include "io/load_cache.h"
#include "io/xml_support.h"

namespace rigstage {

int CharacterData::findClip(const std::string& name) const
{
    for (std::size_t i = 0; i < clips.size(); ++i) {
        if (clips[i].name == name) {
            return static_cast<int>(i);
        }
    }
    return -1;
}

int CharacterData::findCostume(const std::string& name) const
{
    for (std::size_t i = 0; i < costumes.size(); ++i) {
        if (costumes[i].name == name) {
            return static_cast<int>(i);
        }
    }
    return -1;
}

std::optional<CostumeData> loadCostume(const std::string& name, const std::string& frameworkPath,
                                       const std::string& helpersPath, Diagnostics& diagnostics)
{
    auto layer = loadFrameworkXml(frameworkPath, diagnostics);
    std::optional<HelperJointSetting> helpers;
    bool ok = layer.has_value();
    if (!helpersPath.empty()) {
        helpers = loadHelperJointSettingXml(helpersPath, diagnostics);
        ok = ok && helpers.has_value();
        if (layer && helpers && helpers->layer != layer->name) {
            diagnostics.error("manifest.layer-mismatch", helpers->file, 0,
                              "this HelperJointSetting is for layer '" + helpers->layer + "' but costume '" + name
                                  + "' is layer '" + layer->name + "'",
                              {}, "Pair each setting with its own layer's Framework file.");
            ok = false;
        }
    }
    if (!ok) {
        return std::nullopt;
    }
    return CostumeData{name, std::move(*layer), std::move(helpers), {}};
}

namespace {

std::optional<ImportedModel> importModelCached(const std::string& path, Diagnostics& diagnostics, LoadCache* cache)
{
    return cache ? cache->importModel(path, diagnostics) : importModel(path, diagnostics);
}

/// Loads a manifest's costume from these files (resolved) with its mesh. Every problem goes to
/// diagnostics (an unreadable file named with the costume and its manifest line); the errors also
/// to errors.
std::optional<CostumeData> loadManifestCostume(const ManifestCostume& entry, const std::string& framework,
                                               const std::string& helpers, const std::string& mesh,
                                               Diagnostics& diagnostics, std::vector<Diagnostic>* errors,
                                               LoadCache* cache = nullptr)
{
    Diagnostics local;
    auto costume = loadCostume(entry.name, framework, helpers, local);
    if (costume && !mesh.empty()) {
        // A costume whose mesh does not load is still worn (its bones and helpers work); the
        // error says what is missing.
        if (auto model = importModelCached(mesh, local, cache)) {
            costume->meshes = std::move(model->meshes);
        }
    }
    for (Diagnostic d : local.items()) {
        if (d.code == "io.unreadable") {
            d.message += " (costume '" + entry.name + "' of the manifest at line " + std::to_string(entry.line) + ")";
        }
        if (d.severity == Severity::Error && errors) {
            errors->push_back(d);
        }
        diagnostics.add(d.severity, d.code, d.file, d.line, d.message, d.bones, d.fix);
    }
    return costume;
}

}  // namespace

std::string findInFolder(const std::string& folder, const std::string& written)
{
    namespace fs = std::filesystem;
    std::vector<fs::path> parts;
    for (const fs::path& part : fs::path(written).relative_path()) {
        if (part == "..") {
            parts.clear();  // what lies above the manifest is what the user is locating
        } else if (!part.empty() && part != ".") {
            parts.push_back(part);
        }
    }
    for (std::size_t first = 0; first < parts.size(); ++first) {
        fs::path candidate(folder);
        for (std::size_t i = first; i < parts.size(); ++i) {
            candidate /= parts[i];
        }
        std::error_code ec;
        if (fs::is_regular_file(candidate, ec)) {
            return candidate.lexically_normal().string();
        }
    }
    return {};
}

std::vector<int> locateCostumes(CharacterData& data, int index, const std::string& folder, Diagnostics& diagnostics)
{
    std::vector<UnavailableCostume>& unavailable = data.unavailableCostumes;
    if (index < 0 || index >= static_cast<int>(unavailable.size())) {
        diagnostics.error("costume.unknown", data.manifest.file, 0, "no unavailable costume number " + std::to_string(index),
                          {}, "Pick one of the costumes listed as unavailable.");
        return {};
    }
    // The chosen costume first (its problems are reported); the others come along only when all
    // their files are in the folder and they load.
    std::vector<std::size_t> order{std::size_t(index)};
    for (std::size_t i = 0; i < unavailable.size(); ++i) {
        if (i != std::size_t(index)) {
            order.push_back(i);
        }
    }
    std::vector<std::optional<CostumeData>> loaded(unavailable.size());
    for (std::size_t i : order) {
        const UnavailableCostume& u = unavailable[i];
        const bool chosen = i == std::size_t(index);
        const std::string framework = findInFolder(folder, u.entry.framework);
        const std::string helpers = u.entry.helperJoints.empty() ? std::string() : findInFolder(folder, u.entry.helperJoints);
        std::string mesh = u.entry.mesh.empty() ? std::string() : findInFolder(folder, u.entry.mesh);
        const std::string missing = framework.empty() ? u.entry.framework
                                  : !u.entry.helperJoints.empty() && helpers.empty() ? u.entry.helperJoints
                                                                                     : std::string();
        if (!missing.empty() || (!chosen && !u.entry.mesh.empty() && mesh.empty())) {
            if (chosen) {
                diagnostics.error("costume.not-located", folder, 0,
                                  "costume '" + u.entry.name + "': " + std::filesystem::path(missing).filename().string()
                                      + " is not in this folder nor below it as '" + missing + "' says",
                                  {}, "Choose the folder that holds the costume's files, or one above it.");
                return {};
            }
            continue;
        }
        if (chosen && !u.entry.mesh.empty() && mesh.empty()) {
            // Worn without its mesh, as when loading: the error names where it was looked for.
            mesh = (std::filesystem::path(folder) / std::filesystem::path(u.entry.mesh).filename()).string();
        }
        Diagnostics local;
        auto costume = loadManifestCostume(u.entry, framework, helpers, mesh, local, nullptr);
        if (!costume && !chosen) {
            continue;
        }
        diagnostics.append(local);
        if (!costume) {
            return {};
        }
        loaded[i] = std::move(costume);
    }
    // Appended in manifest order, after the costumes there already (their indices stay).
    std::vector<int> located;
    std::vector<UnavailableCostume> left;
    for (std::size_t i = 0; i < unavailable.size(); ++i) {
        if (loaded[i]) {
            data.costumes.push_back(std::move(*loaded[i]));
            located.push_back(static_cast<int>(data.costumes.size()) - 1);
        } else {
            left.push_back(std::move(unavailable[i]));
        }
    }
    unavailable = std::move(left);
    return located;
}

std::shared_ptr<const Framework> buildFramework(const CharacterData& data, const std::vector<int>& costumes,
                                                Diagnostics& diagnostics)
{
    std::vector<const RawLayer*> stack;
    for (const RawLayer& l : data.layers) {
        stack.push_back(&l);
    }
    for (int c : costumes) {
        stack.push_back(&data.costumes.at(static_cast<std::size_t>(c)).layer);
    }
    return FrameworkBuilder::build(stack, diagnostics);
}

std::string resolveRelative(const std::string& base, const std::string& path)
{
    const std::filesystem::path p(path);
    if (p.is_absolute()) {
        return path;
    }
    return (std::filesystem::path(base).parent_path() / p).lexically_normal().string();
}

namespace {

std::optional<CharacterData> loadModelCharacter(const std::string& path, Diagnostics& diagnostics, LoadCache* cache)
{
    auto model = importModelCached(path, diagnostics, cache);
    if (!model) {
        return std::nullopt;
    }
    CharacterData data;
    data.manifest.name = std::filesystem::path(path).stem().string();
    data.manifest.upAxis = model->upAxis;
    data.manifest.unit = "cm";
    data.manifest.file = path;
    data.modelCentimetresPerUnit = model->centimetresPerUnit;
    data.manifest.layers.push_back({path, {}, 0});
    data.layers.push_back(std::move(model->skeleton));
    data.clips = std::move(model->clips);
    for (Clip& clip : data.clips) {
        prepareClipSampling(clip);
    }
    data.meshes = std::move(model->meshes);
    data.framework = buildFramework(data, {}, diagnostics);
    return data;
}

/// The manifest's <Mesh> files, whose skins are bound by bone name when the character is evaluated.
void loadMeshes(const std::string& path, CharacterData& data, Diagnostics& diagnostics, LoadCache* cache)
{
    for (const ManifestMesh& entry : data.manifest.meshes) {
        if (auto model = importModelCached(resolveRelative(path, entry.file), diagnostics, cache)) {
            if (std::abs(model->centimetresPerUnit - 1.0f) > 1e-6f && data.manifest.unit == "cm") {
                diagnostics.add(Severity::Info, "import.converted", model->file, 0,
                                "lengths converted to centimetres (x" + xml::formatFloat(model->centimetresPerUnit) + ")");
            }
            for (SkinnedMesh& mesh : model->meshes) {
                data.meshes.push_back(std::move(mesh));
            }
        }
    }
}

}  // namespace

namespace {

std::optional<CharacterData> loadCharacterFiles(const std::string& path, Diagnostics& diagnostics, LoadCache* cache)
{
    if (isModelFile(path)) {
        return loadModelCharacter(path, diagnostics, cache);
    }
    const auto text = xml::readFile(path, diagnostics);
    if (!text) {
        return std::nullopt;
    }
    auto manifest = parseManifestXml(*text, path, diagnostics);
    if (!manifest) {
        return std::nullopt;
    }
    CharacterData data;
    data.manifest = std::move(*manifest);
    bool layersOk = true;
    for (const ManifestLayer& entry : data.manifest.layers) {
        const std::string file = resolveRelative(path, entry.framework);
        Diagnostics local;
        std::optional<RawLayer> layer;
        if (isModelFile(file)) {
            // A model as a layer (e.g. a glTF quadruped): its node hierarchy, and its clips and meshes with it.
            if (auto model = importModelCached(file, local, cache)) {
                layer = std::move(model->skeleton);
                for (Clip& clip : model->clips) {
                    prepareClipSampling(clip);
                    data.clips.push_back(std::move(clip));
                }
                for (SkinnedMesh& mesh : model->meshes) {
                    data.meshes.push_back(std::move(mesh));
                }
            }
        } else {
            layer = loadFrameworkXml(file, local);
        }
        for (Diagnostic d : local.items()) {
            if (d.code == "io.unreadable") {
                d.message += " (named by the manifest at line " + std::to_string(entry.line) + ")";
            }
            diagnostics.add(d.severity, d.code, d.file, d.line, d.message, d.bones, d.fix);
        }
        if (layer) {
            data.layers.push_back(std::move(*layer));
        } else {
            layersOk = false;
        }
        if (!entry.helperJoints.empty()) {
            if (auto setting = loadHelperJointSettingXml(resolveRelative(path, entry.helperJoints), diagnostics)) {
                if (layer && setting->layer != data.layers.back().name) {
                    diagnostics.error("manifest.layer-mismatch", setting->file, 0,
                                      "this HelperJointSetting is for layer '" + setting->layer
                                          + "' but the manifest pairs it with layer '" + data.layers.back().name + "'",
                                      {}, "Pair each setting with its own layer's Framework file.");
                    layersOk = false;
                } else {
                    data.helperSettings.push_back(std::move(*setting));
                }
            } else {
                layersOk = false;
            }
        }
    }
    for (const ManifestClip& entry : data.manifest.clips) {
        const std::string file = resolveRelative(path, entry.file);
        if (auto clip = cache ? cache->loadClip(file, diagnostics) : loadAnimationXml(file, diagnostics)) {
            if (data.findClip(clip->name) >= 0) {
                diagnostics.error("manifest.duplicate-clip", path, entry.line,
                                  "a second clip is named '" + clip->name + "'", {},
                                  "Give every clip of a character its own name.");
                continue;
            }
            if (!cache) {
                prepareClipSampling(*clip);  // the cache keeps its clips sampled
            }
            data.clips.push_back(std::move(*clip));
        }
    }
    for (const ManifestCostume& entry : data.manifest.costumes) {
        UnavailableCostume asked{entry, resolveRelative(path, entry.framework),
                                 entry.helperJoints.empty() ? std::string() : resolveRelative(path, entry.helperJoints),
                                 entry.mesh.empty() ? std::string() : resolveRelative(path, entry.mesh), {}};
        if (auto costume = loadManifestCostume(entry, asked.framework, asked.helperJoints, asked.mesh, diagnostics, &asked.errors, cache)) {
            data.costumes.push_back(std::move(*costume));
        } else {
            data.unavailableCostumes.push_back(std::move(asked));  // listed with why, to be located
        }
    }
    if (layersOk) {
        data.framework = buildFramework(data, {}, diagnostics);
    }
    loadMeshes(path, data, diagnostics, cache);
    if (!data.manifest.correctionsFile.empty()) {
        data.corrections = loadCorrectionXml(resolveRelative(path, data.manifest.correctionsFile), diagnostics);
    }
    return data;
}

}  // namespace

std::optional<CharacterData> loadCharacter(const std::string& path, Diagnostics& diagnostics, LoadCache* cache)
{
    if (cache) {
        cache->beginLoad();
    }
    auto data = loadCharacterFiles(path, diagnostics, cache);
    if (cache) {
        cache->endLoad();
    }
    return data;
}

}  // namespace rigstage
