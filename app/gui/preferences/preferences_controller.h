#pragma once
// The preferences at work in the window: Edit > Preferences opens the dialog; the navigation
// scheme applies to the viewport at once and is stored at once (so a restart, or a window killed
// before it closes, keeps it); the autosave interval goes to Autosave; the length unit to the
// Inspector; the language is stored for the next start (main() reads preferredLanguage()).
// A permanent status-bar label shows the current scheme's gestures.

#include <QList>
#include <QObject>

#include "gui/preferences/preferences.h"

class QAction;
class QMainWindow;
class QMenu;

namespace rigstage {

class Autosave;
class Document;
class ElidedLabel;
class InspectorWidget;
class PreferencesDialog;
class ViewportWidget;

class PreferencesController : public QObject {
    Q_OBJECT
public:
    /// Creates the controller as a child of window: adds Edit > Preferences to editMenu and the
    /// gestures label to the window's status bar, and applies the stored preferences to the
    /// viewport and autosave. schemeActions (optional): the window's View > Navigation actions in
    /// the order Maya, 3ds Max, Blender, kept checked as the scheme changes either way.
    /// inspector and document (optional): the Inspector that shows lengths and the document whose
    /// manifest names the rig's unit.
    static PreferencesController* install(QMainWindow* window, QMenu* editMenu, ViewportWidget* viewport, Autosave* autosave,
                                          const QList<QAction*>& schemeActions = {}, InspectorWidget* inspector = nullptr,
                                          const Document* document = nullptr);

    NavigationScheme scheme() const { return scheme_; }
    /// Applies the scheme to the viewport, stores it, checks its action and updates the gestures.
    void setScheme(NavigationScheme scheme);
    /// Stores the language for the next start ("en", "ko"; empty: the system's).
    void setLanguage(const QString& code);
    /// Stores the unit and shows the Inspector's positions in it.
    void setLengthUnit(LengthUnit unit);
    /// Stores the interval and applies it to autosave (unless $RIGSTAGE_AUTOSAVE_MS sets it).
    void setAutosaveMinutes(int minutes);

    /// Edit > Preferences.
    QAction* action() const { return action_; }
    /// The status bar's line of the current scheme's gestures (elided where the bar is narrow;
    /// the tooltip holds it whole).
    ElidedLabel* gesturesLabel() const { return gestures_; }
    /// The dialog (created on first use), showing the current values.
    PreferencesDialog* dialog();
    void showDialog();

Q_SIGNALS:
    void schemeChanged(NavigationScheme scheme);

private:
    PreferencesController(QMainWindow* window, ViewportWidget* viewport, Autosave* autosave, const QList<QAction*>& schemeActions,
                          InspectorWidget* inspector, const Document* document);
    void applyLengthUnit();

    QMainWindow* window_;
    ViewportWidget* viewport_;
    Autosave* autosave_;
    QList<QAction*> schemeActions_;
    InspectorWidget* inspector_;
    const Document* document_;
    QAction* action_ = nullptr;
    ElidedLabel* gestures_ = nullptr;
    PreferencesDialog* dialog_ = nullptr;
    NavigationScheme scheme_ = NavigationScheme::Maya;
};

}  // namespace rigstage
