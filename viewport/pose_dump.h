#pragma once
// A DCC's pose dump: per-bone world matrices at some frames, in the JSON `rigstage-cli eval`
// writes ({"bones": [names], "clip": name, "unit": "cm", "frames": [{"frame": f, "world": [[16
// numbers, column by column] per bone]}]}). "unit" (optional) is the length unit of the matrices:
// "cm", "m", "mm", "in" or a number of centimetres per unit. Read by `compare-pose` and the Compare dock.

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

#include <glm/glm.hpp>

namespace rigstage {

struct PoseDumpFrame {
    float frame = 0.0f;
    std::vector<glm::mat4> world;  ///< One per dump bone.
};

struct PoseDump {
    QString clip;  ///< Empty when the dump does not say.
    QString unit;  ///< As the dump writes it ("m", "2.54"); empty when it does not say.
    double centimetresPerUnit = 0.0;  ///< What unit means; 0 when the dump does not say.
    QStringList bones;
    std::vector<PoseDumpFrame> frames;
};

/// Centimetres per unit of a length unit as a pose dump or --dump-unit names it: "cm", "m", "mm",
/// "in", or a positive number of centimetres (1e-6 to 1e6). Nothing for anything else.
std::optional<double> centimetresPerUnit(const QString& unit);
/// The unit for a report: its name ("m") when it is one of the named ones, else "1 unit = N cm".
QString lengthUnitName(double centimetresPerUnit);

/// Reads a dump (at most 512 MB, a regular file). False with the reason (naming the file, and the
/// frame entry and bone where it went wrong).
bool readPoseDump(const QString& path, PoseDump& dump, QString& error);
/// The same from the file's bytes (path only names it in errors).
bool parsePoseDump(const QByteArray& json, const QString& path, PoseDump& dump, QString& error);

}  // namespace rigstage
