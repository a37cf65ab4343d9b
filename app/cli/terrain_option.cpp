#include "cli/terrain_option.h"

#include <QFile>

#include "cli/cli_output.h"
#include "cli/cli_text.h"
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
    QFile file(parser.value(option));
    if (!file.open(QIODevice::ReadOnly)) {
        writeErr(Cli::tr("cannot read terrain file %1: %2").arg(file.fileName(), file.errorString()));
        return false;
    }
    QString error;
    terrain = terrainFromJson(file.read(1 << 20), &error);
    if (!terrain) {
        writeErr(Cli::tr("terrain file %1: %2").arg(file.fileName(), error));
        return false;
    }
    return true;
}

}  // namespace rigstage::cli
