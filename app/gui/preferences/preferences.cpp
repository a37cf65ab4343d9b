#include "gui/preferences/preferences.h"

#include <QCoreApplication>
#include <QSettings>

#include <algorithm>

namespace rigstage {

namespace {

const QString kNavigationKey = QStringLiteral("view/navigation");
const QString kLanguageKey = QStringLiteral("interface/language");
const QString kLengthUnitKey = QStringLiteral("view/lengthUnit");
const QString kAutosaveKey = QStringLiteral("autosave/minutes");

bool isKnownLanguage(const QString& code)
{
    return code == QLatin1String("en") || code == QLatin1String("ko");
}

}  // namespace

namespace preferences {

QString schemeKey(NavigationScheme scheme)
{
    switch (scheme) {
    case NavigationScheme::Maya: return QStringLiteral("maya");
    case NavigationScheme::Max: return QStringLiteral("max");
    case NavigationScheme::Blender: return QStringLiteral("blender");
    }
    return QStringLiteral("maya");
}

NavigationScheme navigationScheme()
{
    const QString value = QSettings().value(kNavigationKey).toString();
    for (NavigationScheme s : {NavigationScheme::Maya, NavigationScheme::Max, NavigationScheme::Blender}) {
        if (value == schemeKey(s)) {
            return s;
        }
    }
    return NavigationScheme::Maya;
}

void setNavigationScheme(NavigationScheme scheme)
{
    QSettings().setValue(kNavigationKey, schemeKey(scheme));
}

QString language()
{
    const QString code = QSettings().value(kLanguageKey).toString();
    return isKnownLanguage(code) ? code : QString();
}

void setLanguage(const QString& code)
{
    QSettings s;
    if (isKnownLanguage(code)) {
        s.setValue(kLanguageKey, code);
    } else {
        s.remove(kLanguageKey);
    }
}

LengthUnit lengthUnit()
{
    const QString value = QSettings().value(kLengthUnitKey).toString();
    return value == QLatin1String("cm") ? LengthUnit::Centimetres : value == QLatin1String("m") ? LengthUnit::Metres : LengthUnit::Rig;
}

void setLengthUnit(LengthUnit unit)
{
    QSettings().setValue(kLengthUnitKey, unit == LengthUnit::Centimetres ? QStringLiteral("cm")
                                         : unit == LengthUnit::Metres    ? QStringLiteral("m")
                                                                         : QStringLiteral("rig"));
}

double centimetres(LengthUnit unit)
{
    return unit == LengthUnit::Centimetres ? 1.0 : unit == LengthUnit::Metres ? 100.0 : 0.0;
}

int autosaveMinutes()
{
    bool ok = false;
    const int minutes = QSettings().value(kAutosaveKey).toInt(&ok);
    return ok ? std::clamp(minutes, 0, kMaxAutosaveMinutes) : 1;
}

void setAutosaveMinutes(int minutes)
{
    QSettings().setValue(kAutosaveKey, std::clamp(minutes, 0, kMaxAutosaveMinutes));
}

QString gestures(NavigationScheme scheme)
{
    switch (scheme) {
    case NavigationScheme::Maya:
        return QCoreApplication::translate("Preferences", "Orbit Alt+LMB · Pan Alt+MMB · Zoom Alt+RMB or wheel · Frame F (all: A)");
    case NavigationScheme::Max:
        return QCoreApplication::translate("Preferences", "Orbit Alt+MMB · Pan MMB · Zoom Ctrl+Alt+MMB or wheel · Frame F (all: A)");
    case NavigationScheme::Blender:
        return QCoreApplication::translate("Preferences", "Orbit MMB · Pan Shift+MMB · Zoom Ctrl+MMB or wheel · Frame F (all: A)");
    }
    return {};
}

}  // namespace preferences

QString preferredLanguage()
{
    return preferences::language();
}

QLocale preferredLocale()
{
    const QString code = preferredLanguage();
    return code.isEmpty() ? QLocale() : QLocale(code);
}

}  // namespace rigstage
