#include "io/animation_xml.h"

#include <cmath>
#include <stdexcept>
#include <unordered_map>

#include "io/xml_support.h"

namespace rigstage {

using tinyxml2::XMLElement;

namespace {

/// Most tracks of a clip: above the 20,000 bones of a layer, a track each.
constexpr int kMaxTracks = 65536;
/// Most keys of a track: one a frame over the longest clip (kMaxClipFrames), and its end.
constexpr int kMaxKeysPerTrack = (1 << 20) + 1;

}  // namespace

std::optional<Clip> parseAnimationXml(std::string_view text, const std::string& file, Diagnostics& diagnostics)
{
    const std::size_t mark = diagnostics.size();
    tinyxml2::XMLDocument doc;
    if (!xml::parse(text, file, doc, diagnostics)) {
        return std::nullopt;
    }
    const XMLElement* root = xml::checkRoot(doc, "Animation", file, diagnostics);
    if (!root) {
        return std::nullopt;
    }
    Clip clip;
    clip.file = file;
    clip.line = root->GetLineNum();
    xml::checkAttributes(root, {"version", "name", "layer", "frameRate", "start", "end"}, file, diagnostics);
    if (auto name = xml::requiredString(root, "name", file, diagnostics)) {
        clip.name = *name;
    }
    if (auto layer = xml::requiredString(root, "layer", file, diagnostics)) {
        clip.layer = *layer;
    }
    if (xml::optionalFloat(root, "frameRate", clip.frameRate, file, diagnostics) && !(clip.frameRate > 0.0f)) {
        diagnostics.error("clip.bad-frame-rate", file, root->GetLineNum(), "frameRate must be greater than 0", {},
                          "Use the scene's frame rate, e.g. 30.");
    }
    const bool hasStart = root->Attribute("start") != nullptr;
    const bool hasEnd = root->Attribute("end") != nullptr;
    xml::optionalFloat(root, "start", clip.startFrame, file, diagnostics);
    xml::optionalFloat(root, "end", clip.endFrame, file, diagnostics);

    std::unordered_map<std::string, int> trackLines;
    float firstKey = 0.0f, lastKey = 0.0f;
    bool anyKey = false;
    const bool readChildren = xml::checkChildren(root, kMaxTracks, file, diagnostics);
    for (const XMLElement* el = readChildren ? root->FirstChildElement() : nullptr; el; el = el->NextSiblingElement()) {
        if (std::string_view(el->Name()) != "Track") {
            xml::reportUnknownElement(el, "Animation", file, diagnostics);
            continue;
        }
        xml::checkAttributes(el, {"bone"}, file, diagnostics);
        const auto bone = xml::requiredString(el, "bone", file, diagnostics);
        if (!bone) {
            continue;
        }
        const auto [it, inserted] = trackLines.emplace(*bone, el->GetLineNum());
        if (!inserted) {
            diagnostics.error("clip.duplicate-track", file, el->GetLineNum(),
                              "bone '" + *bone + "' has a second track (first at line " + std::to_string(it->second)
                                  + ")",
                              {*bone}, "Merge the two tracks into one.");
            continue;
        }
        ClipTrack track;
        track.bone = *bone;
        track.line = el->GetLineNum();
        if (!xml::checkChildren(el, kMaxKeysPerTrack, file, diagnostics)) {
            continue;
        }
        for (const XMLElement* k = el->FirstChildElement(); k; k = k->NextSiblingElement()) {
            if (std::string_view(k->Name()) != "Key") {
                xml::reportUnknownElement(k, "Track", file, diagnostics);
                continue;
            }
            xml::checkLeaf(k, file, diagnostics);
            xml::checkAttributes(k, {"f", "t", "r", "maxQuat", "s"}, file, diagnostics);
            ClipKey key;
            if (!k->Attribute("f")) {
                diagnostics.error("xml.missing-attribute", file, k->GetLineNum(), "<Key> needs an 'f' (frame) attribute",
                                  {*bone}, "Add the key's frame number.");
                continue;
            }
            if (!xml::optionalFloat(k, "f", key.frame, file, diagnostics)) {
                continue;
            }
            if (!k->Attribute("t") || !(k->Attribute("r") || k->Attribute("maxQuat"))) {
                diagnostics.error("xml.missing-attribute", file, k->GetLineNum(),
                                  "<Key> needs both 't' (translation) and 'r' (rotation)", {*bone},
                                  "Export every key with its full local transform.");
                continue;
            }
            const bool good = xml::optionalVec3(k, "t", key.value.translation, file, diagnostics)
                & xml::optionalRotation(k, key.value.rotation, file, diagnostics)
                & xml::optionalVec3(k, "s", key.value.scale, file, diagnostics);
            if (!good) {
                continue;
            }
            if (!track.keys.empty() && !(key.frame > track.keys.back().frame)) {
                diagnostics.error("clip.unsorted-keys", file, k->GetLineNum(),
                                  "key at frame " + xml::formatFloat(key.frame) + " does not come after frame "
                                      + xml::formatFloat(track.keys.back().frame),
                                  {*bone}, "Sort the keys by frame and remove duplicates.");
                continue;
            }
            track.keys.push_back(key);
        }
        if (track.keys.empty()) {
            diagnostics.error("clip.empty-track", file, track.line, "track of bone '" + *bone + "' has no keys",
                              {*bone}, "Remove the track or export its keys.");
            continue;
        }
        firstKey = anyKey ? std::min(firstKey, track.keys.front().frame) : track.keys.front().frame;
        lastKey = anyKey ? std::max(lastKey, track.keys.back().frame) : track.keys.back().frame;
        anyKey = true;
        clip.tracks.push_back(std::move(track));
    }
    if (!hasStart) {
        clip.startFrame = anyKey ? firstKey : 0.0f;
    }
    if (!hasEnd) {
        clip.endFrame = anyKey ? lastKey : clip.startFrame;
    }
    if (std::abs(clip.startFrame) > kMaxClipFrames || std::abs(clip.endFrame) > kMaxClipFrames
        || clip.endFrame - clip.startFrame > kMaxClipFrames) {
        diagnostics.error("clip.bad-range", file, root->GetLineNum(),
                          "frames " + xml::formatFloat(clip.startFrame) + " to " + xml::formatFloat(clip.endFrame)
                              + " lie beyond the " + xml::formatFloat(kMaxClipFrames) + " frames a clip may span",
                          {}, "Check the start and end attributes and the keys' frames.");
    } else if (clip.endFrame < clip.startFrame) {
        diagnostics.error("clip.bad-range", file, root->GetLineNum(),
                          "end frame " + xml::formatFloat(clip.endFrame) + " is before start frame "
                              + xml::formatFloat(clip.startFrame),
                          {}, "Swap start and end.");
    }
    if (diagnostics.hasErrorsSince(mark)) {
        return std::nullopt;
    }
    return clip;
}

std::optional<Clip> loadAnimationXml(const std::string& path, Diagnostics& diagnostics)
{
    const auto text = xml::readFile(path, diagnostics);
    if (!text) {
        return std::nullopt;
    }
    return parseAnimationXml(*text, path, diagnostics);
}

std::string writeAnimationXml(const Clip& clip)
{
    for (const ClipTrack& track : clip.tracks) {
        if (!track.allLinear()) {
            // The format has no interpolation: written as keys, a step or a spline would play linear
            // between them, another motion than the clip's.
            throw std::invalid_argument("clip '" + clip.name + "' cannot be written as an Animation file: track '" + track.bone
                                        + "' has a step or cubic part, and Animation files play every part linearly between keys");
        }
    }
    tinyxml2::XMLDocument doc;
    doc.InsertEndChild(doc.NewDeclaration());
    XMLElement* root = doc.NewElement("Animation");
    root->SetAttribute("version", xml::kFormatVersion);
    root->SetAttribute("name", clip.name.c_str());
    root->SetAttribute("layer", clip.layer.c_str());
    root->SetAttribute("frameRate", xml::formatFloat(clip.frameRate).c_str());
    root->SetAttribute("start", xml::formatFloat(clip.startFrame).c_str());
    root->SetAttribute("end", xml::formatFloat(clip.endFrame).c_str());
    doc.InsertEndChild(root);
    for (const ClipTrack& track : clip.tracks) {
        XMLElement* t = root->InsertNewChildElement("Track");
        t->SetAttribute("bone", track.bone.c_str());
        for (const ClipKey& key : track.keys) {
            XMLElement* k = t->InsertNewChildElement("Key");
            k->SetAttribute("f", xml::formatFloat(key.frame).c_str());
            k->SetAttribute("t", xml::formatVec3(key.value.translation).c_str());
            k->SetAttribute("r", xml::formatQuat(key.value.rotation).c_str());
            if (key.value.scale != glm::vec3(1.0f)) {
                k->SetAttribute("s", xml::formatVec3(key.value.scale).c_str());
            }
        }
    }
    tinyxml2::XMLPrinter printer;
    doc.Print(&printer);
    return printer.CStr();
}

}  // namespace rigstage
