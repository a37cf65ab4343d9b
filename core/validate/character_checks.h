#pragma once
// Everything `rigstage-cli validate` checks, for a whole character (with each of its costumes
// stacked on it in turn) or for one costume template delivered against a base character.

#include "diagnostics.h"
#include "io/character_loader.h"

namespace rigstage {

/// Bind-pose problems the readers let through: mirrored (negative) scale, as a warning.
/// (NaN, zero scale and non-unit rotations are reading errors.)
Diagnostics checkBindPoses(const RawLayer& layer);

/// Naming, layers, bind poses and helper joints of the character's own layers, then of each
/// costume stacked on them. Findings about the costumes appear once each.
Diagnostics validateCharacter(const CharacterData& data);

/// The sculpt corrections that cannot apply to the character's meshes (a vertex past the mesh,
/// a pose without a skin bone, an unknown driver bone or mesh): what render and the window would
/// skip. Empty when the character names no corrections file.
Diagnostics checkCorrections(const CharacterData& data);

/// A costume template stacked on a base character: its naming and level, the base bones it
/// expects, its controllers' targets, cycles, duplicates and bind poses.
Diagnostics validateCostume(const CharacterData& base, const CostumeData& costume);

}  // namespace rigstage
