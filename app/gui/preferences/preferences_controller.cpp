#include "gui/preferences/preferences_controller.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QStatusBar>

#include <algorithm>
#include <cmath>

#include "gui/autosave.h"
#include "gui/document.h"
#include "gui/preferences/preferences_dialog.h"
#include "viewport/pose_dump.h"
#include "viewport/viewport_widget.h"
#include "widgets/elided_label.h"
#include "widgets/inspector_widget.h"

namespace rigstage {

namespace {

constexpr NavigationScheme kSchemes[] = {NavigationScheme::Maya, NavigationScheme::Max, NavigationScheme::Blender};

/// The gestures line: as wide as its whole text where the status bar has room, elided where it
/// has not (an ElidedLabel alone asks for no width, and a status bar gives it none).
class GesturesLabel : public ElidedLabel {
public:
    using ElidedLabel::ElidedLabel;
    QSize sizeHint() const override
    {
        const int margins = contentsMargins().left() + contentsMargins().right() + 2 * margin();
        return {fontMetrics().horizontalAdvance(fullText()) + margins + 4, ElidedLabel::sizeHint().height()};
    }
};

}  // namespace

PreferencesController* PreferencesController::install(QMainWindow* window, QMenu* editMenu, ViewportWidget* viewport,
                                                      Autosave* autosave, const QList<QAction*>& schemeActions,
                                                      InspectorWidget* inspector, const Document* document)
{
    auto* controller = new PreferencesController(window, viewport, autosave, schemeActions, inspector, document);
    if (editMenu) {
        editMenu->addSeparator();
        editMenu->addAction(controller->action_);
    }
    window->statusBar()->addPermanentWidget(controller->gestures_);
    return controller;
}

PreferencesController::PreferencesController(QMainWindow* window, ViewportWidget* viewport, Autosave* autosave,
                                             const QList<QAction*>& schemeActions, InspectorWidget* inspector, const Document* document)
    : QObject(window), window_(window), viewport_(viewport), autosave_(autosave), schemeActions_(schemeActions),
      inspector_(inspector), document_(document)
{
    action_ = new QAction(tr("&Preferences..."), window);
    action_->setObjectName(QStringLiteral("preferences"));
    action_->setMenuRole(QAction::PreferencesRole);
    QList<QKeySequence> keys = QKeySequence::keyBindings(QKeySequence::Preferences);
    if (keys.isEmpty()) {
        keys << QKeySequence(Qt::CTRL | Qt::Key_Comma);  // the common choice where the platform has none
    }
    action_->setShortcuts(keys);
    connect(action_, &QAction::triggered, this, &PreferencesController::showDialog);

    gestures_ = new GesturesLabel(window);
    gestures_->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    gestures_->setObjectName(QStringLiteral("navigationGestures"));

    for (int i = 0; i < schemeActions_.size() && i < 3; ++i) {
        connect(schemeActions_[i], &QAction::toggled, this, [this, i](bool on) {
            if (on) {
                setScheme(kSchemes[i]);
            }
        });
    }
    if (document_) {
        connect(document_, &Document::loaded, this, &PreferencesController::applyLengthUnit);  // the rig's unit may differ
    }

    scheme_ = preferences::navigationScheme();
    setScheme(scheme_);
    applyLengthUnit();
    if (autosave_ && !Autosave::intervalFromEnvironment()) {
        autosave_->setInterval(preferences::autosaveMinutes() * 60 * 1000);
    }
}

void PreferencesController::setScheme(NavigationScheme scheme)
{
    const bool changed = scheme != scheme_;
    scheme_ = scheme;
    if (viewport_ && viewport_->stage()) {
        viewport_->stage()->setNavigationScheme(scheme);
    }
    preferences::setNavigationScheme(scheme);
    const int index = int(scheme);
    if (index < schemeActions_.size() && !schemeActions_[index]->isChecked()) {
        schemeActions_[index]->setChecked(true);  // its toggled() comes back here with nothing left to do
    }
    gestures_->setFullText(preferences::gestures(scheme));
    gestures_->updateGeometry();  // another scheme, another width
    if (dialog_) {
        dialog_->setValues(scheme_, preferences::language(), preferences::lengthUnit(), preferences::autosaveMinutes());
    }
    if (changed) {
        Q_EMIT schemeChanged(scheme);
    }
}

void PreferencesController::setLanguage(const QString& code)
{
    preferences::setLanguage(code);
}

void PreferencesController::setLengthUnit(LengthUnit unit)
{
    preferences::setLengthUnit(unit);
    applyLengthUnit();
}

void PreferencesController::applyLengthUnit()
{
    if (!inspector_) {
        return;
    }
    const LengthUnit unit = preferences::lengthUnit();
    const double target = preferences::centimetres(unit);
    const CharacterData* data = document_ ? document_->data() : nullptr;
    const std::optional<double> rig = data ? centimetresPerUnit(QString::fromStdString(data->manifest.unit)) : std::nullopt;
    if (target <= 0.0 || !rig) {
        inspector_->setLengthDisplay(1.0, 3, QString());  // the rig's own units, as the files count them
        return;
    }
    const double factor = *rig / target;
    // Three decimals in the rig's unit stay three in centimetres and become five in metres.
    const int decimals = std::clamp(3 + int(std::lround(-std::log10(factor))), 0, 6);
    inspector_->setLengthDisplay(factor, decimals, unit == LengthUnit::Metres ? tr("m") : tr("cm"));
}

void PreferencesController::setAutosaveMinutes(int minutes)
{
    preferences::setAutosaveMinutes(minutes);
    if (autosave_ && !Autosave::intervalFromEnvironment()) {
        autosave_->setInterval(preferences::autosaveMinutes() * 60 * 1000);
    }
}

PreferencesDialog* PreferencesController::dialog()
{
    if (!dialog_) {
        dialog_ = new PreferencesDialog(window_);
        connect(dialog_, &PreferencesDialog::schemeChosen, this, &PreferencesController::setScheme);
        connect(dialog_, &PreferencesDialog::languageChosen, this, &PreferencesController::setLanguage);
        connect(dialog_, &PreferencesDialog::lengthUnitChosen, this, &PreferencesController::setLengthUnit);
        connect(dialog_, &PreferencesDialog::autosaveMinutesChosen, this, &PreferencesController::setAutosaveMinutes);
        if (Autosave::intervalFromEnvironment()) {
            dialog_->setAutosaveFixed(tr("Set by RIGSTAGE_AUTOSAVE_MS to %1 ms.").arg(qEnvironmentVariableIntValue("RIGSTAGE_AUTOSAVE_MS")));
        }
    }
    dialog_->setValues(scheme_, preferences::language(), preferences::lengthUnit(), preferences::autosaveMinutes());
    return dialog_;
}

void PreferencesController::showDialog()
{
    PreferencesDialog* d = dialog();
    d->show();
    d->raise();
    d->activateWindow();
}

}  // namespace rigstage
