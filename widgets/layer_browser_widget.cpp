#include "widgets/layer_browser_widget.h"

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "io/character_loader.h"

namespace rigstage {

namespace {

enum Column { kName, kFlags, kInfo };
constexpr int kBoneRole = Qt::UserRole;
constexpr int kLayerRole = Qt::UserRole + 1;
constexpr int kUnavailableRole = Qt::UserRole + 2;  // on a costume row that did not load: its index

}  // namespace

std::vector<BrowserUnavailableCostume> unavailableCostumeRows(const CharacterData& data)
{
    std::vector<BrowserUnavailableCostume> rows;
    for (const UnavailableCostume& u : data.unavailableCostumes) {
        QStringList lines;
        for (const Diagnostic& d : u.errors) {
            lines << QString::fromStdString(formatDiagnostic(d));
        }
        rows.push_back({QString::fromStdString(u.entry.name), lines.join(QLatin1Char('\n')), QString::fromStdString(u.framework)});
    }
    return rows;
}

LayerBrowserWidget::LayerBrowserWidget(QWidget* parent)
    : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    auto* filters = new QHBoxLayout();
    filter_ = new QLineEdit(this);
    filter_->setPlaceholderText(tr("Filter bones"));
    filter_->setClearButtonEnabled(true);
    layerFilter_ = new QComboBox(this);
    layerFilter_->setToolTip(tr("Show the bones of one layer"));
    filters->addWidget(filter_, 1);
    filters->addWidget(layerFilter_);
    layout->addLayout(filters);

    tree_ = new QTreeWidget(this);
    tree_->setColumnCount(3);
    tree_->setHeaderLabels({tr("Layer / bone"), tr("Flags"), tr("Details")});
    tree_->header()->setSectionResizeMode(kName, QHeaderView::Stretch);
    tree_->header()->setSectionResizeMode(kFlags, QHeaderView::ResizeToContents);
    tree_->header()->setSectionResizeMode(kInfo, QHeaderView::Interactive);
    tree_->header()->setStretchLastSection(false);
    tree_->header()->resizeSection(kInfo, 64);  // narrow: the bone names come first (the full text is in the tooltip)
    tree_->setMinimumWidth(200);
    layout->addWidget(tree_, 1);

    layout->addWidget(new QLabel(tr("Costumes (checked = worn):"), this));
    costumes_ = new QListWidget(this);
    costumes_->setMaximumHeight(110);
    costumes_->setContextMenuPolicy(Qt::CustomContextMenu);
    layout->addWidget(costumes_);
    locate_ = new QPushButton(tr("Locate..."), this);
    locate_->setToolTip(tr("Choose the folder that holds the files of a costume that did not load (the selected one, "
                           "else the first); it loads from there until the character is opened again. The manifest is "
                           "not changed."));
    locate_->setVisible(false);
    layout->addWidget(locate_, 0, Qt::AlignLeft);
    connect(locate_, &QPushButton::clicked, this, [this] {
        const int chosen = unavailableAt(costumes_->currentRow());
        locateCostume(chosen >= 0 ? chosen : 0);
    });
    connect(costumes_, &QListWidget::customContextMenuRequested, this, [this](const QPoint& at) {
        const QListWidgetItem* item = costumes_->itemAt(at);
        const int unavailable = item ? unavailableAt(costumes_->row(item)) : -1;
        if (unavailable < 0) {
            return;
        }
        QMenu menu(this);
        QAction* locate = menu.addAction(tr("Locate..."));
        if (menu.exec(costumes_->viewport()->mapToGlobal(at)) == locate) {
            locateCostume(unavailable);
        }
    });

    connect(filter_, &QLineEdit::textChanged, this, &LayerBrowserWidget::applyFilter);
    connect(layerFilter_, &QComboBox::currentIndexChanged, this, &LayerBrowserWidget::applyFilter);
    connect(tree_, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) {
        if (!updating_ && item && item->data(kName, kBoneRole).isValid()) {
            Q_EMIT boneChosen(item->data(kName, kBoneRole).toInt());
        }
    });
    connect(tree_, &QTreeWidget::itemChanged, this, [this](QTreeWidgetItem* item, int column) {
        if (!updating_ && column == kName && item->data(kName, kLayerRole).isValid()) {
            Q_EMIT layerVisibilityChanged(item->data(kName, kLayerRole).toInt(), item->checkState(kName) == Qt::Checked);
        }
    });
    connect(costumes_, &QListWidget::itemChanged, this, [this] {
        if (updating_) {
            return;
        }
        std::vector<int> worn;
        for (int i = 0; i < costumes_->count(); ++i) {
            if (unavailableAt(i) < 0 && costumes_->item(i)->checkState() == Qt::Checked) {
                worn.push_back(i);
            }
        }
        Q_EMIT costumesChanged(worn);
    });
}

void LayerBrowserWidget::setContent(const std::vector<BrowserLayer>& layers, const std::vector<BrowserBone>& bones)
{
    updating_ = true;
    const int chosenLayer = layerFilter_->currentIndex();
    tree_->clear();
    boneItems_.clear();
    layerItems_.clear();
    boneLayer_.clear();
    layerFilter_->clear();
    layerFilter_->addItem(tr("All layers"));
    for (std::size_t l = 0; l < layers.size(); ++l) {
        const BrowserLayer& layer = layers[l];
        auto* item = new QTreeWidgetItem(tree_);
        item->setText(kName, tr("%1 (level %2)").arg(layer.name).arg(layer.level));
        item->setText(kInfo, tr("%n bone(s), %1", nullptr, layer.boneCount)
                                 .arg(layer.procedural ? tr("procedural") : tr("baked")));
        // The dock is narrow: the columns elide, the tooltips hold the whole text.
        item->setToolTip(kName, item->text(kName) + QLatin1Char('\n') + layer.file);
        item->setToolTip(kInfo, item->text(kInfo) + QLatin1Char('\n') + layer.file);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(kName, Qt::Checked);
        item->setData(kName, kLayerRole, int(l));
        QFont bold = item->font(kName);
        bold.setBold(true);
        item->setFont(kName, bold);
        layerItems_.push_back(item);
        layerFilter_->addItem(layer.name);
    }
    for (std::size_t i = 0; i < bones.size(); ++i) {
        const BrowserBone& b = bones[i];
        QTreeWidgetItem* parent = b.layer >= 0 && b.layer < int(layerItems_.size()) ? layerItems_[b.layer] : nullptr;
        auto* item = parent ? new QTreeWidgetItem(parent) : new QTreeWidgetItem(tree_);
        const qsizetype hash = b.fullName.lastIndexOf(QLatin1Char('#'));
        const QString shortName = hash >= 0 ? b.fullName.mid(hash + 1) : b.fullName;
        const QString prefix = hash >= 0 ? b.fullName.left(hash) : QString();
        item->setText(kName, shortName);
        item->setText(kFlags, b.flags);
        item->setText(kInfo, b.controllers.isEmpty() ? QString() : b.controllers.section(QLatin1Char('\n'), 0, 0)
                                  + (b.controllers.contains(QLatin1Char('\n')) ? QStringLiteral(" ...") : QString()));
        item->setToolTip(kName, prefix.isEmpty() ? tr("%1 (does not follow the naming convention)").arg(b.fullName)
                                                 : tr("%1\nprefix %2, name %3").arg(b.fullName, prefix, shortName));
        item->setToolTip(kInfo, b.controllers);
        item->setData(kName, kBoneRole, int(i));
        boneItems_.push_back(item);
        boneLayer_.push_back(b.layer);
    }
    tree_->expandAll();
    if (chosenLayer >= 0 && chosenLayer < layerFilter_->count()) {
        layerFilter_->setCurrentIndex(chosenLayer);
    }
    updating_ = false;
    applyFilter();
}

void LayerBrowserWidget::setFindings(const std::vector<BrowserFinding>& findings)
{
    updating_ = true;
    for (QTreeWidgetItem* item : boneItems_) {
        item->setIcon(kName, QIcon());
    }
    for (QTreeWidgetItem* item : layerItems_) {
        item->setIcon(kFlags, QIcon());
    }
    std::map<QTreeWidgetItem*, std::pair<bool, QStringList>> byItem;
    for (const BrowserFinding& f : findings) {
        QTreeWidgetItem* item = f.bone >= 0 && f.bone < int(boneItems_.size()) ? boneItems_[f.bone]
                              : f.layer >= 0 && f.layer < int(layerItems_.size()) ? layerItems_[f.layer] : nullptr;
        if (!item) {
            continue;
        }
        auto& entry = byItem[item];
        entry.first = entry.first || f.error;
        entry.second << f.message;
    }
    for (auto& [item, entry] : byItem) {
        const QIcon icon = style()->standardIcon(entry.first ? QStyle::SP_MessageBoxCritical : QStyle::SP_MessageBoxWarning);
        const int column = item->data(kName, kBoneRole).isValid() ? kName : kFlags;
        item->setIcon(column, icon);
        item->setToolTip(column, entry.second.join(QLatin1Char('\n')));
    }
    updating_ = false;
}

void LayerBrowserWidget::setCostumes(const QStringList& names, const std::vector<int>& worn)
{
    updating_ = true;
    costumes_->clear();
    for (int i = 0; i < names.size(); ++i) {
        auto* item = new QListWidgetItem(names[i], costumes_);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(std::find(worn.begin(), worn.end(), i) != worn.end() ? Qt::Checked : Qt::Unchecked);
    }
    addUnavailableRows();
    costumes_->setEnabled(costumes_->count() > 0);
    updating_ = false;
}

void LayerBrowserWidget::setUnavailableCostumes(const std::vector<BrowserUnavailableCostume>& costumes)
{
    updating_ = true;
    for (int row = costumes_->count() - 1; row >= 0; --row) {
        if (unavailableAt(row) >= 0) {
            delete costumes_->takeItem(row);
        }
    }
    unavailable_ = costumes;
    addUnavailableRows();
    costumes_->setEnabled(costumes_->count() > 0);
    updating_ = false;
}

void LayerBrowserWidget::addUnavailableRows()
{
    for (std::size_t i = 0; i < unavailable_.size(); ++i) {
        const BrowserUnavailableCostume& c = unavailable_[i];
        auto* item = new QListWidgetItem(tr("%1 (not loaded)").arg(c.name), costumes_);
        // Greyed and without a check box: it cannot be worn, but it can be selected for Locate...
        item->setFlags((item->flags() | Qt::ItemIsEnabled | Qt::ItemIsSelectable) & ~Qt::ItemIsUserCheckable);
        item->setForeground(palette().brush(QPalette::Disabled, QPalette::Text));
        item->setIcon(style()->standardIcon(QStyle::SP_MessageBoxCritical));
        item->setToolTip(tr("Not loaded, so it cannot be worn:\n%1\nLocate... (right-click) chooses the folder that holds its files.")
                             .arg(c.error));
        item->setData(kUnavailableRole, int(i));
    }
    locate_->setVisible(!unavailable_.empty());
}

int LayerBrowserWidget::unavailableAt(int row) const
{
    const QListWidgetItem* item = row >= 0 && row < costumes_->count() ? costumes_->item(row) : nullptr;
    return item && item->data(kUnavailableRole).isValid() ? item->data(kUnavailableRole).toInt() : -1;
}

void LayerBrowserWidget::setFolderChooser(std::function<QString(const QString& title, const QString& start)> chooser)
{
    chooser_ = std::move(chooser);
}

bool LayerBrowserWidget::locateCostume(int unavailable)
{
    if (unavailable < 0 || unavailable >= int(unavailable_.size())) {
        return false;
    }
    const BrowserUnavailableCostume& c = unavailable_[std::size_t(unavailable)];
    // Browsing starts at the nearest folder of the path it asked for that exists.
    QString start = QFileInfo(c.asked).path();
    while (!start.isEmpty() && !QFileInfo(start).isDir() && QFileInfo(start).path() != start) {
        start = QFileInfo(start).path();
    }
    const QString title = tr("Locate the Folder of Costume %1").arg(c.name);
    const QString folder = chooser_ ? chooser_(title, start) : QFileDialog::getExistingDirectory(this, title, start);
    if (folder.isEmpty()) {
        return false;
    }
    Q_EMIT costumeFolderLocated(unavailable, folder);
    return true;
}

void LayerBrowserWidget::setCostumeFindings(const std::vector<std::pair<int, int>>& counts, const QStringList& texts)
{
    for (int i = 0; i < costumes_->count() && i < int(counts.size()); ++i) {
        QListWidgetItem* item = costumes_->item(i);
        const auto [errors, warnings] = counts[std::size_t(i)];
        item->setIcon(style()->standardIcon(errors ? QStyle::SP_MessageBoxCritical
                                                   : warnings ? QStyle::SP_MessageBoxWarning : QStyle::SP_DialogApplyButton));
        item->setToolTip(errors || warnings ? tr("%1 error(s), %2 warning(s):\n%3").arg(errors).arg(warnings).arg(texts.value(i))
                                            : tr("Validated: no findings."));
    }
}

void LayerBrowserWidget::setSelectedBone(int bone)
{
    updating_ = true;
    if (bone >= 0 && bone < int(boneItems_.size())) {
        tree_->setCurrentItem(boneItems_[bone]);
        tree_->scrollToItem(boneItems_[bone]);
    } else {
        tree_->setCurrentItem(nullptr);
    }
    updating_ = false;
}

void LayerBrowserWidget::setLayerVisible(int layer, bool visible)
{
    if (layer >= 0 && layer < int(layerItems_.size())) {
        layerItems_[layer]->setCheckState(kName, visible ? Qt::Checked : Qt::Unchecked);
    }
}

QTreeWidgetItem* LayerBrowserWidget::boneItem(int bone) const
{
    return bone >= 0 && bone < int(boneItems_.size()) ? boneItems_[bone] : nullptr;
}

QTreeWidgetItem* LayerBrowserWidget::layerItem(int layer) const
{
    return layer >= 0 && layer < int(layerItems_.size()) ? layerItems_[layer] : nullptr;
}

int LayerBrowserWidget::visibleBoneCount() const
{
    return int(std::count_if(boneItems_.begin(), boneItems_.end(), [](QTreeWidgetItem* i) { return !i->isHidden(); }));
}

void LayerBrowserWidget::applyFilter()
{
    const QString text = filter_->text().trimmed();
    const int layer = layerFilter_->currentIndex() - 1;  // 0 is "All layers"
    for (std::size_t i = 0; i < boneItems_.size(); ++i) {
        QTreeWidgetItem* item = boneItems_[i];
        const bool textOk = text.isEmpty() || item->toolTip(kName).contains(text, Qt::CaseInsensitive);
        const bool layerOk = layer < 0 || boneLayer_[i] == layer;
        item->setHidden(!(textOk && layerOk));
    }
    for (std::size_t l = 0; l < layerItems_.size(); ++l) {
        layerItems_[l]->setHidden(layer >= 0 && int(l) != layer);
    }
}

}  // namespace rigstage
