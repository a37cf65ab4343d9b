#pragma once
// The correction file (docs/format.md, "Corrections"): a character's sculpt corrections, named by
// the manifest's <Corrections file>. Written by the Corrections dock, read here.

#include <optional>
#include <string>
#include <string_view>

#include "diagnostics.h"
#include "sculpt/correction.h"

namespace rigstage {

/// Parses a Corrections document; every problem is reported with its line, and any error
/// returns std::nullopt (a correction file that half loads would silently drop a sculpt).
std::optional<CorrectionFile> parseCorrectionXml(std::string_view text, const std::string& file, Diagnostics& diagnostics);
std::optional<CorrectionFile> loadCorrectionXml(const std::string& path, Diagnostics& diagnostics);
/// The document for file (the reverse of parseCorrectionXml: parse(write(f)) == f).
std::string writeCorrectionXml(const CorrectionFile& file);

}  // namespace rigstage
