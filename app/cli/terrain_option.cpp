#include "cli/terrain_option.h"

#include "cli/cli_output.h"
#include "cli/cli_text.h"
#include "viewport/capped_file.h"
#include "viewport/terrain_spec.h"

namespace rigstage::cli {

QCommandLineOption terrainOption()
{
    return QCommandLineOption(QStringLiteral("terrain"),
                              Cli::tr("Terrain JSON {\"kind\": \"plane\", \"slopeDegrees\": 20, ...} the character is adapted to "
                                      "(docs/procedural.md; default: the clip's flat ground)."),
                              Cli::tr("file"));
}

bool readTerrainOption(const QCommandLineParser& parser, const QCommandLineOption& option, std::optional<TerrainSettings>& terrain)
{
    if (!parser.isSet(option)) {
        return true;
    }
    const QString path = parser.value(option);
    QString error;
    const std::optional<QByteArray> json = readCappedFile(path, file_limits::kTerrain, Cli::tr("terrain file"), error);
    if (!json) {
        writeErr(Cli::tr("cannot read terrain file %1: %2").arg(path, error));
        return false;
    }
    terrain = terrainFromJson(*json, &error);
    if (!terrain) {
        writeErr(Cli::tr("terrain file %1: %2").arg(path, error));
        return false;
    }
    return true;
}

}  // namespace rigstage::cli
