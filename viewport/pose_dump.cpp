#include "viewport/pose_dump.h"

#include "viewport/capped_file.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <QSet>

#include <cmath>
#include <limits>

namespace rigstage {

namespace {

constexpr double kMaxFrame = 1 << 20;  // a clip's frames are bounded the same (docs/format.md, Limits)

struct NamedUnit {
    const char* name;
    double centimetres;
};
constexpr NamedUnit kNamedUnits[] = {{"cm", 1.0}, {"m", 100.0}, {"mm", 0.1}, {"in", 2.54}};

}  // namespace

std::optional<double> centimetresPerUnit(const QString& unit)
{
    const QString text = unit.trimmed();
    for (const NamedUnit& u : kNamedUnits) {
        if (text == QLatin1String(u.name)) {
            return u.centimetres;
        }
    }
    bool ok = false;
    const double v = text.toDouble(&ok);
    // Bounded: a factor of 1e12 between dump and rig is no unit, and keeps products finite in float.
    if (!ok || !std::isfinite(v) || v < 1e-6 || v > 1e6) {
        return std::nullopt;
    }
    return v;
}

QString lengthUnitName(double centimetresPerUnit)
{
    for (const NamedUnit& u : kNamedUnits) {
        if (std::abs(centimetresPerUnit - u.centimetres) <= 1e-9 * u.centimetres) {
            return QString::fromLatin1(u.name);
        }
    }
    return QCoreApplication::translate("PoseDump", "1 unit = %1 cm").arg(centimetresPerUnit, 0, 'g', 6);
}

bool readPoseDump(const QString& path, PoseDump& dump, QString& error)
{
    QString why;
    const std::optional<QByteArray> json =
        readCappedFile(path, file_limits::kPoseDump, QCoreApplication::translate("PoseDump", "pose dump"), why);
    if (!json) {
        error = QCoreApplication::translate("PoseDump", "%1: %2").arg(path, why);
        return false;
    }
    return parsePoseDump(*json, path, dump, error);
}

bool parsePoseDump(const QByteArray& json, const QString& path, PoseDump& dump, QString& error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        error = QCoreApplication::translate("PoseDump", "%1: not JSON at byte %2: %3").arg(path).arg(parseError.offset).arg(parseError.errorString());
        return false;
    }
    const QJsonObject root = doc.object();
    const QJsonArray bones = root.value(QStringLiteral("bones")).toArray();
    const QJsonArray frames = root.value(QStringLiteral("frames")).toArray();
    if (!doc.isObject() || bones.isEmpty() || frames.isEmpty()) {
        error = QCoreApplication::translate("PoseDump", "%1: expected an object with \"bones\" (names) and \"frames\" (each with \"frame\" and \"world\"), as eval writes").arg(path);
        return false;
    }
    dump.clip = root.value(QStringLiteral("clip")).toString();
    if (const QJsonValue unit = root.value(QStringLiteral("unit")); !unit.isUndefined() && !unit.isNull()) {
        const QString text = unit.isDouble() ? QString::number(unit.toDouble(), 'g', 17) : unit.toString();
        const std::optional<double> cm = (unit.isString() || unit.isDouble()) ? centimetresPerUnit(text) : std::nullopt;
        if (!cm) {
            const QString what = unit.isString() ? QStringLiteral("\"%1\"").arg(unit.toString().left(40))
                                 : unit.isDouble() ? QString::number(unit.toDouble(), 'g', 6)
                                                   : QCoreApplication::translate("PoseDump", "neither text nor a number");
            error = QCoreApplication::translate("PoseDump", "%1: \"unit\" must be \"cm\", \"m\", \"mm\", \"in\" or a number of centimetres per unit (1e-6 to 1e6); it is %2")
                        .arg(path, what);
            return false;
        }
        dump.unit = unit.isDouble() ? QString::number(unit.toDouble(), 'g', 6) : text.trimmed();
        dump.centimetresPerUnit = *cm;
    }
    QSet<QString> seen;  // a hash, not QStringList::contains: a dump of many bones stays linear
    for (const QJsonValue& b : bones) {
        if (!b.isString()) {
            error = QCoreApplication::translate("PoseDump", "%1: \"bones\" must hold names (strings)").arg(path);
            return false;
        }
        if (seen.contains(b.toString())) {  // one matrix per bone: a second would silently win
            error = QCoreApplication::translate("PoseDump", "%1: bone %2 is listed twice").arg(path, b.toString());
            return false;
        }
        seen.insert(b.toString());
        dump.bones << b.toString();
    }
    for (int f = 0; f < frames.size(); ++f) {
        const QJsonObject frame = frames[f].toObject();
        const QJsonArray world = frame.value(QStringLiteral("world")).toArray();
        const double number = frame.value(QStringLiteral("frame")).toDouble(std::nan(""));
        if (!std::isfinite(number) || std::abs(number) > kMaxFrame || world.size() != bones.size()) {
            error = QCoreApplication::translate("PoseDump", "%1: frame entry %2 needs a \"frame\" (a number of at most 1048576 in size) and one matrix per bone (%3); it has %4")
                        .arg(path).arg(f).arg(bones.size()).arg(world.size());
            return false;
        }
        PoseDumpFrame out;
        out.frame = float(number);
        for (int b = 0; b < world.size(); ++b) {
            const QJsonArray m = world[b].toArray();
            if (m.size() != 16) {
                error = QCoreApplication::translate("PoseDump", "%1: frame entry %2, bone %3: a matrix is 16 numbers (column by column)").arg(path).arg(f).arg(dump.bones[b]);
                return false;
            }
            glm::mat4 matrix;
            for (int i = 0; i < 16; ++i) {
                if (!m[i].isDouble()) {  // a string, null, array or object: say what it is, not "not finite"
                    const QJsonValue::Type type = m[i].type();
                    const QString what = type == QJsonValue::String ? QCoreApplication::translate("PoseDump", "the text \"%1\"").arg(m[i].toString().left(40))
                                         : type == QJsonValue::Null ? QCoreApplication::translate("PoseDump", "null")
                                         : type == QJsonValue::Bool ? QCoreApplication::translate("PoseDump", "true or false")
                                                                    : QCoreApplication::translate("PoseDump", "an array or object");
                    error = QCoreApplication::translate("PoseDump", "%1: frame entry %2, bone %3: matrix entry %4 is %5, not a number")
                                .arg(path).arg(f).arg(dump.bones[b]).arg(i).arg(what);
                    return false;
                }
                const double v = m[i].toDouble(std::nan(""));
                // Beyond float's range the conversion below would be undefined (and give infinity).
                if (!std::isfinite(v) || std::abs(v) > double(std::numeric_limits<float>::max())) {
                    error = QCoreApplication::translate("PoseDump", "%1: frame entry %2, bone %3: matrix entry %4 is beyond a float's range").arg(path).arg(f).arg(dump.bones[b]).arg(i);
                    return false;
                }
                matrix[i / 4][i % 4] = float(v);
            }
            out.world.push_back(matrix);
        }
        dump.frames.push_back(std::move(out));
    }
    return true;
}


}  // namespace rigstage
