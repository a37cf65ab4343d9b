#pragma once
// The outliner: the skeleton as a parent / child tree, as in a DCC's scene explorer (a costume's
// bones under the base bones they hang from), with a Visible check box per bone (the eye) that
// shows or hides it, multi-selection with Ctrl (toggle) and Shift (range), and a name filter. The
// selected rows are the selected bones everywhere, the current row the active one.

#include <set>
#include <vector>

#include <QWidget>

class QLineEdit;
class QTreeWidget;
class QTreeWidgetItem;

namespace rigstage {

struct OutlinerBone {
    QString name;      ///< Shown: the short name (after '#').
    QString fullName;  ///< Tooltip and filter.
    int parent = -1;   ///< Index of the parent bone (before this one), or -1 for a root.
};

class OutlinerWidget : public QWidget {
    Q_OBJECT
public:
    explicit OutlinerWidget(QWidget* parent = nullptr);

    /// The bones, parents before children.
    void setBones(const std::vector<OutlinerBone>& bones);
    /// Which bones are hidden (their boxes unticked), without emitting.
    void setHidden(const std::set<int>& hidden);
    /// Makes a bone the current row (revealed, selected alone) without emitting.
    void setCurrentBone(int bone);
    /// Selects these rows and makes current's row the current one (revealed), without emitting;
    /// nothing changes when the tree shows that already (a click being handled).
    void setSelection(const std::vector<int>& bones, int current);
    /// The bones of the selected rows.
    std::vector<int> selectedBones() const;

    QTreeWidget* tree() const { return tree_; }
    QLineEdit* filterEdit() const { return filter_; }
    QTreeWidgetItem* item(int bone) const;

Q_SIGNALS:
    /// The user made a bone the current row (a click, a key).
    void boneChosen(int bone);
    /// The user changed the selected rows or the current row (a click, Ctrl or Shift+click, a key):
    /// the selected bones and the current row's bone (-1: none).
    void selectionEdited(const std::vector<int>& bones, int current);
    /// The user ticked or unticked a bone's box; on a selected row, every selected bone goes.
    void visibilityToggled(const std::vector<int>& bones, bool visible);
    /// A row was double-clicked: frame the selected bones.
    void frameRequested(const std::vector<int>& bones);

private:
    void applyFilter();
    int currentBone() const;

    QTreeWidget* tree_;
    QLineEdit* filter_;
    std::vector<QTreeWidgetItem*> items_;
    bool updating_ = false;
};

}  // namespace rigstage
