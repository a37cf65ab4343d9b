#pragma once
// Reads and writes Animation files (one baked clip for one layer). Format: docs/format.md.

#include <optional>
#include <string>
#include <string_view>

#include "anim/clip.h"
#include "diagnostics.h"

namespace rigstage {

/// Parses an Animation document; reports every problem and returns std::nullopt on any error.
std::optional<Clip> parseAnimationXml(std::string_view text, const std::string& file, Diagnostics& diagnostics);

/// Reads and parses an Animation file.
std::optional<Clip> loadAnimationXml(const std::string& path, Diagnostics& diagnostics);

/// Writes a clip as an Animation document; parsing the result gives the same clip back. Throws
/// std::invalid_argument for a clip with a step or cubic part (an imported glTF's): the format
/// keys linear parts only.
std::string writeAnimationXml(const Clip& clip);

}  // namespace rigstage
