#pragma once
// The user's preferences, kept in QSettings (organisation and application "Rigstage"): the
// navigation scheme, the interface language, the unit lengths are shown in and the autosave
// interval. Read and written here only, so the window, the dialog and main() agree on keys and
// defaults.

#include <QLocale>
#include <QString>

#include "viewport/stage_window.h"

namespace rigstage {

/// How the Inspector shows lengths: as the rig's files count them, or converted to a named unit.
enum class LengthUnit { Rig, Centimetres, Metres };

namespace preferences {

/// The navigation scheme (view/navigation: "maya", "max" or "blender"); Maya when unset or unknown.
NavigationScheme navigationScheme();
void setNavigationScheme(NavigationScheme scheme);
/// The key's word for a scheme ("maya", "max", "blender").
QString schemeKey(NavigationScheme scheme);

/// The interface language (interface/language: "en", "ko"), or empty to follow the system (LANG).
QString language();
void setLanguage(const QString& code);

/// The unit the Inspector shows lengths in (view/lengthUnit: "rig", "cm", "m"); the rig's own by default.
LengthUnit lengthUnit();
void setLengthUnit(LengthUnit unit);
/// Centimetres per unit of a named display unit; 0 for the rig's own.
double centimetres(LengthUnit unit);

/// Minutes between autosaves (autosave/minutes), 0 for never; 1 when unset.
int autosaveMinutes();
void setAutosaveMinutes(int minutes);
constexpr int kMaxAutosaveMinutes = 120;

/// The mouse gestures of a scheme in one line (orbit, pan, zoom, frame), translated.
QString gestures(NavigationScheme scheme);

}  // namespace preferences

/// The language chosen in Edit > Preferences ("en", "ko"), or empty when none was chosen and the
/// system's (LANG) applies. main() reads it before installing translations.
QString preferredLanguage();
/// The locale to translate the interface for: the chosen language, else the system's.
QLocale preferredLocale();

}  // namespace rigstage
