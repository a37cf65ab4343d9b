#pragma once
// The terrain as a file and in the view state: JSON {"kind": "plane", "slopeDegrees": 20,
// "directionDegrees": 90, ...} with the fields of TerrainSettings (docs/procedural.md, Terrain).
// Read by `rigstage-cli eval|render --terrain FILE.json` and saved with the window's view state.

#include <optional>

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include "procedural/terrain.h"

namespace rigstage {

/// Reads the JSON form; unknown keys, wrong types and out-of-range values are errors (named in error).
std::optional<TerrainSettings> terrainFromJson(const QJsonObject& object, QString* error);
std::optional<TerrainSettings> terrainFromJson(const QByteArray& json, QString* error);
QJsonObject terrainToJson(const TerrainSettings& terrain);

}  // namespace rigstage
