#pragma once
// The --terrain FILE.json option of eval and render: the ground the character is adapted to.

#include <optional>

#include <QCommandLineOption>
#include <QCommandLineParser>

#include "procedural/terrain.h"

namespace rigstage::cli {

QCommandLineOption terrainOption();
/// Reads the terrain file when the option is set. False (the problem printed, naming the file) when
/// it cannot be read or is not a valid terrain.
bool readTerrainOption(const QCommandLineParser& parser, const QCommandLineOption& option, std::optional<TerrainSettings>& terrain);

}  // namespace rigstage::cli
