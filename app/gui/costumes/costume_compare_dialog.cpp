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
                                           CostumeComparison::Mode mode, QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Compare Costumes"));
    setObjectName(QStringLiteral("costumeCompareDialog"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("Costume sets to show:"), this));
    list_ = new QListWidget(this);
    list_->setObjectName(QStringLiteral("costumeSets"));
    QStringList rows{tr("No costume")};
    rows += costumes;
    for (int r = 0; r < rows.size(); ++r) {
        auto* item = new QListWidgetItem(rows[r], list_);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        const std::vector<int> set = r == 0 ? std::vector<int>{} : std::vector<int>{r - 1};
        const bool ticked = std::find(chosen.begin(), chosen.end(), set) != chosen.end();
        item->setCheckState(ticked ? Qt::Checked : Qt::Unchecked);
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

std::vector<std::vector<int>> CostumeCompareDialog::sets() const
{
    std::vector<std::vector<int>> out;
    for (int r = 0; r < list_->count(); ++r) {
        if (list_->item(r)->checkState() == Qt::Checked) {
            out.push_back(r == 0 ? std::vector<int>{} : std::vector<int>{r - 1});
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
