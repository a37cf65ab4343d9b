#include "viewport/terrain_spec.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace rigstage {

namespace {

struct Field {
    const char* key;
    float TerrainSettings::*member;
};

constexpr Field kFields[] = {{"height", &TerrainSettings::height},
                             {"slopeDegrees", &TerrainSettings::slopeDegrees},
                             {"directionDegrees", &TerrainSettings::directionDegrees},
                             {"stepHeight", &TerrainSettings::stepHeight},
                             {"stepDepth", &TerrainSettings::stepDepth},
                             {"bumpHeight", &TerrainSettings::bumpHeight},
                             {"bumpWavelength", &TerrainSettings::bumpWavelength}};

QString tr(const char* text) { return QCoreApplication::translate("TerrainSpec", text); }

}  // namespace

std::optional<TerrainSettings> terrainFromJson(const QJsonObject& o, QString* error)
{
    auto fail = [&](const QString& message) {
        if (error) {
            *error = message;
        }
        return std::nullopt;
    };
    TerrainSettings t;
    for (auto it = o.begin(); it != o.end(); ++it) {
        const QString key = it.key();
        if (key == QLatin1String("kind")) {
            if (!it.value().isString() || !terrainKindFromName(it.value().toString().toStdString(), t.kind)) {
                return fail(tr("\"kind\" must be \"flat\", \"plane\", \"stairs\" or \"bumps\""));
            }
            continue;
        }
        bool known = false;
        for (const Field& f : kFields) {
            if (key == QLatin1String(f.key)) {
                known = true;
                if (!it.value().isDouble()) {
                    return fail(tr("\"%1\" must be a number").arg(key));
                }
                t.*f.member = static_cast<float>(it.value().toDouble());
            }
        }
        if (!known) {
            return fail(tr("unknown key \"%1\" (known: kind, height, slopeDegrees, directionDegrees, stepHeight, stepDepth, "
                           "bumpHeight, bumpWavelength)")
                            .arg(key));
        }
    }
    if (const std::string problem = validateTerrain(t); !problem.empty()) {
        return fail(QString::fromStdString(problem));
    }
    return t;
}

std::optional<TerrainSettings> terrainFromJson(const QByteArray& json, QString* error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (!doc.isObject()) {
        if (error) {
            *error = parseError.error != QJsonParseError::NoError
                         ? tr("not JSON: %1 at offset %2").arg(parseError.errorString()).arg(parseError.offset)
                         : tr("the terrain must be a JSON object");
        }
        return std::nullopt;
    }
    return terrainFromJson(doc.object(), error);
}

QJsonObject terrainToJson(const TerrainSettings& t)
{
    QJsonObject o;
    o.insert(QStringLiteral("kind"), QString::fromLatin1(terrainKindName(t.kind)));
    for (const Field& f : kFields) {
        o.insert(QLatin1String(f.key), double(t.*f.member));
    }
    return o;
}

}  // namespace rigstage
