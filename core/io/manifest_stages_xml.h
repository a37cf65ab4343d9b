#pragma once
// The manifest's elements that shape the frame's pipeline: <Pipeline> (the order of the stages),
// <SlopeAdaptation> (with its <Leg> children) and <ChainPhysics>. Part of parseManifestXml / writeManifestXml.

#include <tinyxml2.h>

#include "io/manifest_xml.h"

namespace rigstage {

/// The most legs a <SlopeAdaptation> may have, and names a list attribute (spine, carry, a chain's
/// bones, the stages) may hold (docs/format.md, Limits).
inline constexpr int kMaxSlopeLegs = 64;
inline constexpr int kMaxListedBones = 4096;

void parsePipelineElement(const tinyxml2::XMLElement* el, CharacterManifest& manifest, Diagnostics& diagnostics);
void parseChainPhysicsElement(const tinyxml2::XMLElement* el, CharacterManifest& manifest, Diagnostics& diagnostics);
void parseSlopeAdaptationElement(const tinyxml2::XMLElement* el, CharacterManifest& manifest, Diagnostics& diagnostics);
/// Warnings for modules the manifest sets up that its <Pipeline> leaves out (they would never run).
void checkPipelineCoversModules(const CharacterManifest& manifest, Diagnostics& diagnostics);
void writeStageElements(const CharacterManifest& manifest, tinyxml2::XMLElement* root);

}  // namespace rigstage
