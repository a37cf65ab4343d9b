#pragma once
// Edit > Preferences: the navigation scheme (with its gestures), the interface language, the unit
// of lengths and the autosave interval. Each choice takes effect as it is made (the language at
// the next start); the controller applies and stores it.

#include <QDialog>

#include "gui/preferences/preferences.h"

class QComboBox;
class QLabel;
class QSpinBox;

namespace rigstage {

class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    explicit PreferencesDialog(QWidget* parent = nullptr);

    /// Shows these values without emitting the change signals.
    void setValues(NavigationScheme scheme, const QString& language, LengthUnit unit, int autosaveMinutes);
    /// Greys the autosave field out with a reason (the interval is set by the environment).
    void setAutosaveFixed(const QString& reason);

    QComboBox* schemeBox() const { return scheme_; }
    QComboBox* languageBox() const { return language_; }
    QComboBox* lengthUnitBox() const { return unit_; }
    QSpinBox* autosaveBox() const { return autosave_; }

Q_SIGNALS:
    void schemeChosen(NavigationScheme scheme);
    /// "en", "ko", or empty for the system's language.
    void languageChosen(const QString& code);
    void lengthUnitChosen(LengthUnit unit);
    void autosaveMinutesChosen(int minutes);

private:
    QComboBox* scheme_;
    QLabel* gestures_;
    QComboBox* language_;
    QComboBox* unit_;
    QSpinBox* autosave_;
};

}  // namespace rigstage
