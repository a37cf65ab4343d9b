#include "validate/character_checks.h"

#include "sculpt/correction_set.h"

#include <set>
#include <tuple>

#include "anim/clip_player.h"
#include "character/character_instance.h"
#include "validate/helper_checks.h"
#include "validate/layer_checks.h"

namespace rigstage {

Diagnostics checkBindPoses(const RawLayer& layer)
{
    Diagnostics out;
    for (const RawBone& b : layer.bones) {
        const glm::vec3& s = b.bindLocal.scale;
        if (s.x < 0.0f || s.y < 0.0f || s.z < 0.0f) {
            out.warning("bone.mirrored-bind", layer.file, b.line,
                        "bind scale of bone '" + b.name + "' is negative (mirrored)", {b.name},
                        "Mirror with a rotation instead; a negative scale flips normals and constraints' axes.");
        }
    }
    return out;
}

namespace {

using Key = std::tuple<std::string, std::string, int, std::string>;

Key keyOf(const Diagnostic& d)
{
    return {d.code, d.file, d.line, d.message};
}

/// Appends the findings of from that to has not seen yet.
void appendNew(Diagnostics& to, std::set<Key>& seen, const Diagnostics& from)
{
    for (const Diagnostic& d : from.items()) {
        if (seen.insert(keyOf(d)).second) {
            to.add(d.severity, d.code, d.file, d.line, d.message, d.bones, d.fix);
        }
    }
}

/// The checks of one stack: data's layers plus the given costumes.
Diagnostics checkStack(const CharacterData& data, const std::vector<int>& costumes)
{
    Diagnostics out;
    std::vector<RawLayer> layers = data.layers;
    for (int c : costumes) {
        layers.push_back(data.costumes[static_cast<std::size_t>(c)].layer);
    }
    out.append(checkLayers(layers));
    for (int c : costumes) {
        out.append(checkBindPoses(data.costumes[static_cast<std::size_t>(c)].layer));
    }
    auto framework = costumes.empty() ? data.framework : buildFramework(data, costumes, out);
    if (framework) {
        if (auto helpers = buildHelperJoints(data, framework, costumes, out)) {
            out.append(checkHelperLayers(*framework, *helpers));
        }
    }
    return out;
}

}  // namespace

Diagnostics validateCharacter(const CharacterData& data)
{
    Diagnostics out;
    std::set<Key> seen;
    Diagnostics own = checkStack(data, {});
    for (const RawLayer& l : data.layers) {
        own.append(checkBindPoses(l));
    }
    appendNew(out, seen, own);
    if (!data.framework) {
        return out;  // the costumes cannot stack on layers that do not
    }
    for (std::size_t c = 0; c < data.costumes.size(); ++c) {
        appendNew(out, seen, checkStack(data, {static_cast<int>(c)}));
    }
    // What eval refuses of a clip: a layer the character does not stack, one bone tracked twice
    // (under its short and its full name); and what it warns of: tracks that match no bone.
    Diagnostics clips;
    for (const Clip& clip : data.clips) {
        const ClipPlayer bound(*data.framework, clip, clips, true);
    }
    appendNew(out, seen, clips);
    // The manifest's procedural modules (TwoBoneIk, TrailingJoint, Locomotion) name bones that
    // must exist and form chains: what eval would refuse, validate reports.
    if (!out.hasErrors()) {
        Diagnostics instance;
        CharacterInstance::create(data, instance);
        Diagnostics modules;
        for (const Diagnostic& d : instance.items()) {
            if (d.code.rfind("procedural.", 0) == 0) {
                modules.add(d.severity, d.code, d.file, d.line, d.message, d.bones, d.fix);
            }
        }
        appendNew(out, seen, modules);
    }
    appendNew(out, seen, checkCorrections(data));
    return out;
}

Diagnostics checkCorrections(const CharacterData& data)
{
    Diagnostics out;
    if (data.corrections) {
        std::vector<const SkinnedMesh*> meshes;
        for (const SkinnedMesh& m : data.meshes) {
            meshes.push_back(&m);
        }
        CorrectionSet corrections;
        corrections.prepare(*data.corrections, meshes, data.framework.get(), SkinningMethod::Linear, out);
    }
    return out;
}

Diagnostics validateCostume(const CharacterData& base, const CostumeData& costume)
{
    CharacterData data = base;
    data.costumes = {costume};
    Diagnostics out;
    std::set<Key> seen;
    // The base's own findings are not the template's: leave them out.
    const Diagnostics baseFindings = checkStack(base, {});
    for (const Diagnostic& d : baseFindings.items()) {
        seen.insert(keyOf(d));
    }
    if (!data.framework) {
        out.error("costume.base-broken", base.manifest.file, 0, "the base character does not load, so templates cannot be checked against it",
                  {}, "Validate the base character first.");
        return out;
    }
    appendNew(out, seen, checkStack(data, {0}));
    return out;
}

}  // namespace rigstage
