#pragma once
// The Outliner dock wired to the models: the skeleton as a tree beside the Layers dock, with a
// Visible box per bone (undoable, as Hide Selected) and its selected rows kept the same as the
// selection model's bones (Ctrl+click toggles, Shift+click takes a range), which Hide Selected (H),
// Frame Selected (F) and the manipulators act on.

#include <QList>
#include <QObject>

#include <vector>

class QAction;

namespace rigstage {

class Document;
class OutlinerWidget;
class ViewportWidget;

class OutlinerDockController : public QObject {
    Q_OBJECT
public:
    OutlinerDockController(Document& document, OutlinerWidget* outliner, ViewportWidget* viewport, QObject* parent);

    /// What Hide Selected and Frame Selected act on: the selected bones.
    std::vector<int> bonesToActOn() const;
    /// The tree of the framework shown, its hidden bones and the selection.
    void rebuild();
    /// Offers these actions in the tree's context menu (right click on a row).
    void addMenuActions(const QList<QAction*>& actions);

private Q_SLOTS:
    /// Selects the selection model's bones in the tree, its active bone the current row.
    void showSelection();

private:
    Document& document_;
    OutlinerWidget* outliner_;
};

}  // namespace rigstage
