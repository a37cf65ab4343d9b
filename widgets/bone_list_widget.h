#pragma once
// A plain tree of layers and their bones, for selecting bones by name (the full layer browser
// with naming checks and costumes comes with its own issue).

#include <QTreeWidget>

namespace rigstage {

/// One row of the tree.
struct BoneListEntry {
    QString name;        ///< Full name (shown as its part after '#', full in the tooltip).
    int layer = 0;
    bool helper = false;
    QString flags;       ///< e.g. "B D"
};

class BoneListWidget : public QTreeWidget {
    Q_OBJECT
public:
    explicit BoneListWidget(QWidget* parent = nullptr);
    /// Fills the tree: one top-level item per layer name, bones under their layer (index = bone).
    void setBones(const QStringList& layers, const std::vector<BoneListEntry>& bones);
    /// Highlights a bone without emitting boneChosen.
    void setSelectedBone(int bone);

Q_SIGNALS:
    void boneChosen(int bone);

private:
    std::vector<QTreeWidgetItem*> items_;
    bool updating_ = false;
};

}  // namespace rigstage
