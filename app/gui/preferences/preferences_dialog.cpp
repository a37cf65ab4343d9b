#include "gui/preferences/preferences_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

namespace rigstage {

PreferencesDialog::PreferencesDialog(QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Preferences"));
    setObjectName(QStringLiteral("preferencesDialog"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    layout->addLayout(form);

    scheme_ = new QComboBox(this);
    scheme_->setObjectName(QStringLiteral("navigationScheme"));
    scheme_->addItem(tr("Maya"), int(NavigationScheme::Maya));
    scheme_->addItem(tr("3ds Max"), int(NavigationScheme::Max));
    scheme_->addItem(tr("Blender"), int(NavigationScheme::Blender));
    form->addRow(tr("&Navigation:"), scheme_);
    gestures_ = new QLabel(this);
    gestures_->setObjectName(QStringLiteral("schemeGestures"));
    gestures_->setWordWrap(true);
    form->addRow(QString(), gestures_);
    // The window manager's Alt+drag (moving the window) takes the Maya and 3ds Max orbit first.
    auto* alt = new QLabel(tr("On Linux the window manager may take Alt+drag to move the window: choose Blender, "
                              "which needs no Alt, or turn that off in the window manager."),
                           this);
    alt->setWordWrap(true);
    form->addRow(QString(), alt);

    language_ = new QComboBox(this);
    language_->setObjectName(QStringLiteral("language"));
    language_->addItem(tr("System (LANG)"), QString());
    language_->addItem(QStringLiteral("English"), QStringLiteral("en"));  // each language in its own name
    language_->addItem(QStringLiteral("한국어"), QStringLiteral("ko"));
    form->addRow(tr("&Language:"), language_);
    form->addRow(QString(), new QLabel(tr("The language changes at the next start."), this));

    unit_ = new QComboBox(this);
    unit_->setObjectName(QStringLiteral("lengthUnit"));
    unit_->addItem(tr("Rig units"), int(LengthUnit::Rig));
    unit_->addItem(tr("Centimetres"), int(LengthUnit::Centimetres));
    unit_->addItem(tr("Metres"), int(LengthUnit::Metres));
    unit_->setToolTip(tr("The unit of the positions in the Inspector. Rig units are the unit the manifest names."));
    form->addRow(tr("L&engths in:"), unit_);

    autosave_ = new QSpinBox(this);
    autosave_->setObjectName(QStringLiteral("autosaveMinutes"));
    autosave_->setRange(0, preferences::kMaxAutosaveMinutes);
    autosave_->setSpecialValueText(tr("Off"));
    autosave_->setSuffix(tr(" min"));
    autosave_->setToolTip(tr("How often unsaved edits go to a recovery file, offered back after a crash. 0 turns autosave off."));
    form->addRow(tr("&Autosave every:"), autosave_);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    connect(scheme_, &QComboBox::currentIndexChanged, this, [this] {
        const auto scheme = NavigationScheme(scheme_->currentData().toInt());
        gestures_->setText(preferences::gestures(scheme));
        Q_EMIT schemeChosen(scheme);
    });
    connect(language_, &QComboBox::currentIndexChanged, this, [this] { Q_EMIT languageChosen(language_->currentData().toString()); });
    connect(unit_, &QComboBox::currentIndexChanged, this, [this] { Q_EMIT lengthUnitChosen(LengthUnit(unit_->currentData().toInt())); });
    connect(autosave_, &QSpinBox::valueChanged, this, &PreferencesDialog::autosaveMinutesChosen);
    gestures_->setText(preferences::gestures(NavigationScheme::Maya));
}

void PreferencesDialog::setValues(NavigationScheme scheme, const QString& language, LengthUnit unit, int autosaveMinutes)
{
    const QSignalBlocker b1(scheme_), b2(language_), b3(unit_), b4(autosave_);
    scheme_->setCurrentIndex(scheme_->findData(int(scheme)));
    gestures_->setText(preferences::gestures(scheme));
    language_->setCurrentIndex(std::max(0, language_->findData(language)));
    unit_->setCurrentIndex(unit_->findData(int(unit)));
    autosave_->setValue(autosaveMinutes);
}

void PreferencesDialog::setAutosaveFixed(const QString& reason)
{
    autosave_->setEnabled(false);
    autosave_->setToolTip(reason);
}

}  // namespace rigstage
