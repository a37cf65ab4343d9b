#include "gui/costumes/costume_compare_dialog.h"

#include <QButtonGroup>
#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

#include <algorithm>

namespace rigstage {

CostumeCompareDialog::CostumeCompareDialog(const QStringList& costumes, const std::vector<std::vector<int>>& chosen,
                                           CostumeComparison::Mode mode, const std::vector<int>& worn, QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Compare Costumes"));
    setObjectName(QStringLiteral("costumeCompareDialog"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("Costume sets to show:"), this));
    list_ = new QListWidget(this);
    list_->setObjectName(QStringLiteral("costumeSets"));
    const auto isChosen = [&](const std::vector<int>& set) { return std::find(chosen.begin(), chosen.end(), set) != chosen.end(); };
    addRow(tr("No costume"), {}, isChosen({}));
    for (int c = 0; c < costumes.size(); ++c) {
        addRow(costumes[c], {c}, isChosen({c}));
    }
    // Sets of several costumes stacked: the ones worn now, and any chosen before.
    std::vector<std::vector<int>> stacked;
    if (worn.size() > 1) {
        stacked.push_back(worn);
    }
    for (const std::vector<int>& set : chosen) {
        if (set.size() > 1 && std::find(stacked.begin(), stacked.end(), set) == stacked.end()) {
            stacked.push_back(set);
        }
    }
    for (const std::vector<int>& set : stacked) {
        QStringList names;
        for (int c : set) {
            names << (c >= 0 && c < costumes.size() ? costumes[c] : QString::number(c));
        }
        addRow(set == worn ? tr("Worn now: %1").arg(names.join(QStringLiteral(" + "))) : names.join(QStringLiteral(" + ")), set,
               isChosen(set));
    }
    layout->addWidget(list_);
    modes_ = new QButtonGroup(this);
    auto* beside = new QRadioButton(tr("&Side by side (copies beside the character)"), this);
    auto* wipe = new QRadioButton(tr("&Wipe (two sets overlaid, a divider to drag)"), this);
    beside->setObjectName(QStringLiteral("sideBySide"));
    wipe->setObjectName(QStringLiteral("wipe"));
    modes_->addButton(beside, int(CostumeComparison::Mode::SideBySide));
    modes_->addButton(wipe, int(CostumeComparison::Mode::Wipe));
    (mode == CostumeComparison::Mode::Wipe ? wipe : beside)->setChecked(true);
    layout->addWidget(beside);
    layout->addWidget(wipe);
    hint_ = new QLabel(this);
    hint_->setObjectName(QStringLiteral("hint"));
    layout->addWidget(hint_);
    buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(buttons_);
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(list_, &QListWidget::itemChanged, this, &CostumeCompareDialog::updateOk);
    connect(modes_, &QButtonGroup::idToggled, this, &CostumeCompareDialog::updateOk);
    updateOk();
}

void CostumeCompareDialog::addRow(const QString& text, const std::vector<int>& set, bool ticked)
{
    auto* item = new QListWidgetItem(text, list_);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
    QVariantList costumes;
    for (int c : set) {
        costumes << c;
    }
    item->setData(Qt::UserRole, costumes);
    item->setCheckState(ticked ? Qt::Checked : Qt::Unchecked);
}

std::vector<std::vector<int>> CostumeCompareDialog::sets() const
{
    std::vector<std::vector<int>> out;
    for (int r = 0; r < list_->count(); ++r) {
        if (list_->item(r)->checkState() == Qt::Checked) {
            std::vector<int> set;
            for (const QVariant& c : list_->item(r)->data(Qt::UserRole).toList()) {
                set.push_back(c.toInt());
            }
            out.push_back(set);
        }
    }
    return out;
}

CostumeComparison::Mode CostumeCompareDialog::mode() const
{
    return static_cast<CostumeComparison::Mode>(modes_->checkedId());
}

void CostumeCompareDialog::choose(const std::vector<int>& rows, CostumeComparison::Mode mode)
{
    for (int r = 0; r < list_->count(); ++r) {
        const bool on = std::find(rows.begin(), rows.end(), r) != rows.end();
        list_->item(r)->setCheckState(on ? Qt::Checked : Qt::Unchecked);
    }
    modes_->button(int(mode))->setChecked(true);
}

void CostumeCompareDialog::updateOk()
{
    const std::size_t n = sets().size();
    const bool wipe = mode() == CostumeComparison::Mode::Wipe;
    const bool ok = wipe ? n == 2 : n >= 1;
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(ok);
    hint_->setText(ok ? QString() : wipe ? tr("A wipe compares exactly two sets.") : tr("Tick at least one set."));
}

}  // namespace rigstage
