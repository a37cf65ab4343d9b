#pragma once
// The layer / naming-convention browser: layers (level, name, file, bone count, baked or
// procedural) with check boxes that show or hide them, their bones with the name split into its
// parts, flags and controllers, validation findings as icons with the message as tooltip, a text
// and layer filter, and the costumes the character can wear (checked = worn, swapped live); a
// costume whose files did not load is listed greyed with why, and Locate... finds its folder.

#include <QWidget>

#include <functional>

class QComboBox;
class QLineEdit;
class QListWidget;
class QPushButton;
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

/// A costume the manifest names whose files did not load.
struct BrowserUnavailableCostume {
    QString name;
    QString error;   ///< Why, one finding a line (file:line included).
    QString asked;   ///< The file it looked for first (where Locate... starts browsing).
};

struct CharacterData;

/// The unavailable costumes of a character, as the browser lists them.
std::vector<BrowserUnavailableCostume> unavailableCostumeRows(const CharacterData& data);

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
    /// The costumes that did not load, listed greyed after the others: not wearable, the error as
    /// tooltip, and Locate... (context menu or button) to choose the folder that holds their files.
    void setUnavailableCostumes(const std::vector<BrowserUnavailableCostume>& costumes);
    /// Asks for the folder of an unavailable costume (given where to start); a folder dialog
    /// unless set (tests). An empty answer is a cancel.
    void setFolderChooser(std::function<QString(const QString& title, const QString& start)> chooser);
    /// Locate... for an unavailable costume (an index into those set): asks for the folder and
    /// emits costumeFolderLocated. False when cancelled.
    bool locateCostume(int unavailable);
    /// Highlights a bone without emitting boneChosen.
    void setSelectedBone(int bone);
    void setLayerVisible(int layer, bool visible);

    QTreeWidget* tree() const { return tree_; }
    QLineEdit* filterEdit() const { return filter_; }
    QComboBox* layerFilter() const { return layerFilter_; }
    QListWidget* costumeList() const { return costumes_; }
    /// Locate... under the list: the selected unavailable costume, else the first one.
    QPushButton* locateButton() const { return locate_; }
    /// The tree item of a bone (for tests), or null.
    QTreeWidgetItem* boneItem(int bone) const;
    QTreeWidgetItem* layerItem(int layer) const;
    /// The number of bone rows the filters leave visible.
    int visibleBoneCount() const;

Q_SIGNALS:
    void boneChosen(int bone);
    void layerVisibilityChanged(int layer, bool visible);
    void costumesChanged(const std::vector<int>& worn);
    /// The user chose folder for the unavailable costume (an index into those set): the window
    /// loads it from there (locateCostumes) and lists the costumes again.
    void costumeFolderLocated(int unavailable, const QString& folder);

private:
    void applyFilter();
    void addUnavailableRows();
    /// The unavailable costume of a list row, or -1.
    int unavailableAt(int row) const;

    QTreeWidget* tree_;
    QLineEdit* filter_;
    QComboBox* layerFilter_;
    QListWidget* costumes_;
    QPushButton* locate_;
    std::vector<BrowserUnavailableCostume> unavailable_;
    std::function<QString(const QString&, const QString&)> chooser_;
    std::vector<QTreeWidgetItem*> boneItems_;
    std::vector<QTreeWidgetItem*> layerItems_;
    std::vector<int> boneLayer_;
    bool updating_ = false;
};

}  // namespace rigstage
