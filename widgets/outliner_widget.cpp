#include "widgets/outliner_widget.h"

#include <algorithm>

#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace rigstage {

namespace {
// The Visible box first, the tree (with its indentation) after it: a deep chain scrolls sideways
// instead of eliding every name (the Walker's fingers are eleven levels down).
constexpr int kVisible = 0, kName = 1;
constexpr int kBoneRole = Qt::UserRole + 1;
}  // namespace

OutlinerWidget::OutlinerWidget(QWidget* parent)
    : QWidget(parent), tree_(new QTreeWidget(this)), filter_(new QLineEdit(this))
{
    filter_->setPlaceholderText(tr("Filter bones"));
    filter_->setClearButtonEnabled(true);
    tree_->setColumnCount(2);
    tree_->setHeaderLabels({tr("Visible"), tr("Bone")});
    tree_->setTreePosition(kName);
    tree_->setIndentation(12);
    tree_->setTextElideMode(Qt::ElideNone);
    tree_->header()->setStretchLastSection(false);
    tree_->header()->setSectionResizeMode(kVisible, QHeaderView::ResizeToContents);
    tree_->header()->setSectionResizeMode(kName, QHeaderView::ResizeToContents);
    tree_->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    tree_->setSelectionMode(QAbstractItemView::ExtendedSelection);  // Ctrl and Shift, as in DCCs
    tree_->setUniformRowHeights(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(filter_);
    layout->addWidget(tree_, 1);
    connect(filter_, &QLineEdit::textChanged, this, &OutlinerWidget::applyFilter);
    connect(tree_, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* current) {
        if (!updating_ && current) {
            Q_EMIT boneChosen(current->data(kName, kBoneRole).toInt());
        }
    });
    // A mouse press moves the current row before the selection, a key the other way round: both
    // say what the tree shows, and the model ignores a state it holds already.
    const auto edited = [this] {
        if (!updating_) {
            Q_EMIT selectionEdited(selectedBones(), currentBone());
        }
    };
    connect(tree_, &QTreeWidget::currentItemChanged, this, edited);
    connect(tree_, &QTreeWidget::itemSelectionChanged, this, edited);
    connect(tree_, &QTreeWidget::itemChanged, this, [this](QTreeWidgetItem* item, int column) {
        if (updating_ || column != kVisible) {
            return;
        }
        const bool visible = item->checkState(kVisible) == Qt::Checked;
        std::vector<int> bones{item->data(kName, kBoneRole).toInt()};
        if (item->isSelected()) {
            bones = selectedBones();  // one click on a selected row acts on the whole selection
        }
        Q_EMIT visibilityToggled(bones, visible);
    });
    connect(tree_, &QTreeWidget::itemDoubleClicked, this, [this] { Q_EMIT frameRequested(selectedBones()); });
}

void OutlinerWidget::setBones(const std::vector<OutlinerBone>& bones)
{
    updating_ = true;
    tree_->clear();
    items_.assign(bones.size(), nullptr);
    for (std::size_t b = 0; b < bones.size(); ++b) {
        const OutlinerBone& bone = bones[b];
        QTreeWidgetItem* parent = bone.parent >= 0 && bone.parent < int(b) ? items_[std::size_t(bone.parent)] : nullptr;
        auto* item = parent ? new QTreeWidgetItem(parent) : new QTreeWidgetItem(tree_);
        item->setText(kName, bone.name);
        item->setToolTip(kName, bone.fullName);
        item->setData(kName, kBoneRole, int(b));
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(kVisible, Qt::Checked);
        item->setToolTip(kVisible, tr("Shown in the viewport (untick to hide; on a selected row, all selected)"));
        items_[b] = item;
    }
    tree_->expandAll();
    updating_ = false;
    applyFilter();
}

void OutlinerWidget::setHidden(const std::set<int>& hidden)
{
    updating_ = true;
    for (std::size_t b = 0; b < items_.size(); ++b) {
        items_[b]->setCheckState(kVisible, hidden.count(int(b)) ? Qt::Unchecked : Qt::Checked);
    }
    updating_ = false;
}

void OutlinerWidget::setCurrentBone(int bone)
{
    QTreeWidgetItem* item = this->item(bone);
    if (item && item == tree_->currentItem()) {
        return;  // already (the user's own click): keep the multi-selection being built
    }
    updating_ = true;
    if (item) {
        tree_->setCurrentItem(item);
        tree_->scrollToItem(item);
    } else {
        tree_->clearSelection();
        tree_->setCurrentItem(nullptr);
    }
    updating_ = false;
}

void OutlinerWidget::setSelection(const std::vector<int>& bones, int current)
{
    std::vector<int> sorted = bones;
    std::sort(sorted.begin(), sorted.end());
    if (sorted == selectedBones() && current == currentBone()) {
        return;
    }
    updating_ = true;
    QItemSelection rows;
    for (int b : sorted) {
        if (QTreeWidgetItem* i = item(b)) {
            const QModelIndex index = tree_->indexFromItem(i, kVisible);
            rows.select(index, index.siblingAtColumn(kName));
        }
    }
    QTreeWidgetItem* currentItem = item(current);
    tree_->selectionModel()->setCurrentIndex(currentItem ? tree_->indexFromItem(currentItem, kName) : QModelIndex(),
                                             QItemSelectionModel::NoUpdate);
    tree_->selectionModel()->select(rows, QItemSelectionModel::ClearAndSelect);
    if (currentItem) {
        tree_->scrollToItem(currentItem);
    }
    updating_ = false;
}

int OutlinerWidget::currentBone() const
{
    QTreeWidgetItem* current = tree_->currentItem();
    return current ? current->data(kName, kBoneRole).toInt() : -1;
}

std::vector<int> OutlinerWidget::selectedBones() const
{
    std::vector<int> bones;
    for (QTreeWidgetItem* item : tree_->selectedItems()) {
        bones.push_back(item->data(kName, kBoneRole).toInt());
    }
    std::sort(bones.begin(), bones.end());
    return bones;
}

QTreeWidgetItem* OutlinerWidget::item(int bone) const
{
    return bone >= 0 && bone < int(items_.size()) ? items_[std::size_t(bone)] : nullptr;
}

void OutlinerWidget::applyFilter()
{
    // A match shows with its ancestors (the path to it); no filter shows everything.
    const QString text = filter_->text().trimmed();
    std::vector<bool> shown(items_.size(), text.isEmpty());
    if (!text.isEmpty()) {
        for (std::size_t b = 0; b < items_.size(); ++b) {
            if (items_[b]->toolTip(kName).contains(text, Qt::CaseInsensitive)) {
                for (QTreeWidgetItem* i = items_[b]; i; i = i->parent()) {
                    shown[std::size_t(i->data(kName, kBoneRole).toInt())] = true;
                }
            }
        }
    }
    for (std::size_t b = 0; b < items_.size(); ++b) {
        items_[b]->setHidden(!shown[b]);
    }
}

}  // namespace rigstage
