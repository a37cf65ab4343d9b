#include "widgets/bone_list_widget.h"

#include <QHeaderView>

namespace rigstage {

BoneListWidget::BoneListWidget(QWidget* parent)
    : QTreeWidget(parent)
{
    setColumnCount(2);
    setHeaderLabels({tr("Bone"), tr("Flags")});
    header()->setSectionResizeMode(0, QHeaderView::Stretch);
    header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    header()->setStretchLastSection(false);
    connect(this, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) {
        if (updating_ || !item) {
            return;
        }
        const QVariant bone = item->data(0, Qt::UserRole);
        if (bone.isValid()) {
            Q_EMIT boneChosen(bone.toInt());
        }
    });
}

void BoneListWidget::setBones(const QStringList& layers, const std::vector<BoneListEntry>& bones)
{
    updating_ = true;
    clear();
    items_.clear();
    std::vector<QTreeWidgetItem*> layerItems;
    for (const QString& layer : layers) {
        auto* item = new QTreeWidgetItem(this, {layer});
        item->setFirstColumnSpanned(true);
        layerItems.push_back(item);
    }
    for (std::size_t i = 0; i < bones.size(); ++i) {
        const BoneListEntry& b = bones[i];
        QTreeWidgetItem* parent = b.layer >= 0 && b.layer < int(layerItems.size()) ? layerItems[b.layer] : nullptr;
        auto* item = parent ? new QTreeWidgetItem(parent) : new QTreeWidgetItem(this);
        const qsizetype hash = b.name.lastIndexOf(QLatin1Char('#'));
        item->setText(0, hash >= 0 ? b.name.mid(hash + 1) : b.name);
        item->setToolTip(0, b.name);
        item->setText(1, b.helper ? tr("helper") : b.flags);
        item->setData(0, Qt::UserRole, int(i));
        items_.push_back(item);
    }
    expandAll();
    updating_ = false;
}

void BoneListWidget::setSelectedBone(int bone)
{
    updating_ = true;
    if (bone >= 0 && bone < int(items_.size())) {
        setCurrentItem(items_[bone]);
        scrollToItem(items_[bone]);
    } else {
        setCurrentItem(nullptr);
    }
    updating_ = false;
}

}  // namespace rigstage
