#include "widgets/stage_list.h"

#include <QHeaderView>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace rigstage {

StageList::StageList(QWidget* parent)
    : QGroupBox(tr("Stages of a frame"), parent)
{
    auto* layout = new QVBoxLayout(this);
    tree_ = new QTreeWidget(this);
    tree_->setColumnCount(2);
    tree_->setHeaderLabels({tr("Stage (in order)"), tr("Cost")});
    tree_->setRootIsDecorated(false);
    tree_->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    tree_->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    tree_->setToolTip(tr("Untick a stage to see the pose as the stages before it leave it. The order comes from the "
                         "manifest's <Pipeline>."));
    tree_->setMinimumHeight(7 * tree_->fontMetrics().height() + 24);  // the six stages without scrolling
    layout->addWidget(tree_);
    connect(tree_, &QTreeWidget::itemChanged, this, [this](QTreeWidgetItem* item, int column) {
        if (!updating_ && column == 0) {
            Q_EMIT stageToggled(item->data(0, Qt::UserRole).toString(), item->checkState(0) == Qt::Checked);
        }
    });
}

QString StageList::label(const QString& name)
{
    if (name == QLatin1String("clip")) {
        return tr("Clip");
    }
    if (name == QLatin1String("locomotion")) {
        return tr("Locomotion (drive mode)");
    }
    if (name == QLatin1String("slope")) {
        return tr("Slope adaptation");
    }
    if (name == QLatin1String("ik")) {
        return tr("IK modules");
    }
    if (name == QLatin1String("helpers")) {
        return tr("Helper joints");
    }
    if (name == QLatin1String("trailing")) {
        return tr("Trailing joints");
    }
    return name;
}

QTreeWidgetItem* StageList::row(const QString& name) const
{
    const int index = int(names_.indexOf(name));
    return index >= 0 ? tree_->topLevelItem(index) : nullptr;
}

void StageList::setStages(const std::vector<StageRow>& rows)
{
    updating_ = true;
    QStringList names;
    for (const StageRow& r : rows) {
        names << r.name;
    }
    if (names != names_) {
        tree_->clear();
        names_ = names;
        for (const StageRow& r : rows) {
            auto* item = new QTreeWidgetItem(tree_, {label(r.name), QString()});
            item->setData(0, Qt::UserRole, r.name);
            item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        }
    }
    for (std::size_t i = 0; i < rows.size(); ++i) {
        QTreeWidgetItem* item = tree_->topLevelItem(int(i));
        const StageRow& r = rows[i];
        item->setCheckState(0, r.enabled ? Qt::Checked : Qt::Unchecked);
        item->setForeground(0, r.hasWork ? palette().text() : palette().placeholderText());
        item->setToolTip(0, r.hasWork ? QString() : tr("Nothing to do for this character now (no module in the manifest, no "
                                                       "terrain, or drive mode off)."));
        item->setText(1, r.enabled && r.microseconds > 0.0 ? tr("%1 µs").arg(r.microseconds, 0, 'f', 2) : QStringLiteral("-"));
    }
    updating_ = false;
}

}  // namespace rigstage
