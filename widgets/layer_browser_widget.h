#pragma once
// The layer / naming-convention browser: layers (level, name, file, bone count, baked or
// procedural) with check boxes that show or hide them, their bones with the name split into its
// parts, flags and controllers, validation findings as icons with the message as tooltip, a text
// and layer filter, and the costumes the character can wear (checked = worn, swapped live).

#include <QWidget>

class QComboBox;
class QLineEdit;
class QListWidget;
class QTreeWidget;
class QTreeWidgetItem;

namespace rigstage {

struct BrowserLayer {
    QString name;
    int level = 0;
    QString file;
    int boneCount = 0;
    bool procedural = false;  ///< Has helper joints.
};

struct BrowserBone {
    QString fullName;
    int layer = 0;            ///< Index into the layers.
    QString flags;            ///< e.g. "B D"
    QString controllers;      ///< e.g. "Rotation: LookAtConstraint"; empty when none
};

struct BrowserFinding {
    int bone = -1;            ///< Index into the bones; -1 for a layer-wide finding.
    int layer = -1;           ///< Layer of a layer-wide finding.
    bool error = true;        ///< Error (or warning).
    QString message;          ///< The whole finding, file:line included.
};

class LayerBrowserWidget : public QWidget {
    Q_OBJECT
public:
    explicit LayerBrowserWidget(QWidget* parent = nullptr);

    void setContent(const std::vector<BrowserLayer>& layers, const std::vector<BrowserBone>& bones);
    void setFindings(const std::vector<BrowserFinding>& findings);
    /// The costumes to offer and which are worn.
    void setCostumes(const QStringList& names, const std::vector<int>& worn);
    /// Marks each costume with its validation status before it is worn: an error or warning icon
    /// with the findings as tooltip, or a check mark when clean (one text per costume, in order;
    /// errors / warnings counted).
    void setCostumeFindings(const std::vector<std::pair<int, int>>& counts, const QStringList& texts);
    /// Highlights a bone without emitting boneChosen.
    void setSelectedBone(int bone);
    void setLayerVisible(int layer, bool visible);

    QTreeWidget* tree() const { return tree_; }
    QLineEdit* filterEdit() const { return filter_; }
    QComboBox* layerFilter() const { return layerFilter_; }
    QListWidget* costumeList() const { return costumes_; }
    /// The tree item of a bone (for tests), or null.
    QTreeWidgetItem* boneItem(int bone) const;
    QTreeWidgetItem* layerItem(int layer) const;
    /// The number of bone rows the filters leave visible.
    int visibleBoneCount() const;

Q_SIGNALS:
    void boneChosen(int bone);
    void layerVisibilityChanged(int layer, bool visible);
    void costumesChanged(const std::vector<int>& worn);

private:
    void applyFilter();

    QTreeWidget* tree_;
    QLineEdit* filter_;
    QComboBox* layerFilter_;
    QListWidget* costumes_;
    std::vector<QTreeWidgetItem*> boneItems_;
    std::vector<QTreeWidgetItem*> layerItems_;
    std::vector<int> boneLayer_;
    bool updating_ = false;
};

}  // namespace rigstage
