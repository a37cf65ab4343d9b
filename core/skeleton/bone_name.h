#pragma once
// The naming convention from the GDC 2011 source: _<level><LayerName>{<flags>}#<BoneName>,
// e.g. _0Base{B}#Spine1, _1Muscle{D}#R_Knee_B_Dummy, _2Costume{BD}#Skirt_F_01.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace rigstage {

/// Bit flags a bone carries in its name.
enum BoneFlag : std::uint8_t {
    kBoneFlagNone = 0,
    kBoneFlagBaked = 1 << 0,       ///< B: driven by pre-baked animation.
    kBoneFlagDeformable = 1 << 1,  ///< D: carries skin weights.
};

/// The parts of a bone name that follows the convention.
struct BoneName {
    int level = 0;              ///< Layer level: 0 base body, 1 face / hands / muscle, 2 costume / tool.
    std::string layer;          ///< Layer name, e.g. "Base".
    std::uint8_t flags = 0;     ///< BoneFlag bits.
    std::string shortName;      ///< The part after '#', e.g. "Spine1".
};

/// Why a name failed to parse, with the 0-based character where the problem starts.
struct BoneNameError {
    std::string message;
    int column = 0;
};

/// Parses a full bone name. On failure returns std::nullopt and fills error (when given) with the
/// first problem found, e.g. an unknown flag letter or a missing '#'.
std::optional<BoneName> parseBoneName(std::string_view name, BoneNameError* error = nullptr);

/// Returns the text between braces for the flags, e.g. "BD".
std::string flagsToString(std::uint8_t flags);

/// Builds a convention name from its parts.
std::string makeBoneName(int level, std::string_view layer, std::uint8_t flags, std::string_view shortName);

/// Returns the part after the last '#' of a name, or the whole name when it has none.
std::string_view shortNameOf(std::string_view name);

}  // namespace rigstage
