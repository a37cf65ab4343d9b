#pragma once
// Reads and writes Framework files (one skeleton layer). Format: docs/format.md.

#include <optional>
#include <string>
#include <string_view>

#include "diagnostics.h"
#include "skeleton/raw_layer.h"

namespace rigstage {

/// Parses a Framework document. file is used in diagnostics. Returns std::nullopt when any error
/// was reported; every problem in the file is reported, not just the first.
std::optional<RawLayer> parseFrameworkXml(std::string_view text, const std::string& file, Diagnostics& diagnostics);

/// Reads and parses a Framework file.
std::optional<RawLayer> loadFrameworkXml(const std::string& path, Diagnostics& diagnostics);

/// Writes a layer as a Framework document; parsing the result gives the same layer back.
std::string writeFrameworkXml(const RawLayer& layer);

}  // namespace rigstage
