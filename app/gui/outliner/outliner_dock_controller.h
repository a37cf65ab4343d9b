#pragma once
// The Outliner dock wired to the models: the skeleton as a tree beside the Layers dock, with a
// Visible box per bone (undoable, as Hide Selected) and multi-selection for Hide Selected (H) and
// Frame Selected (F).

#include <QObject>

#include <vector>

namespace rigstage {

class Document;
class OutlinerWidget;
class ViewportWidget;

class OutlinerDockController : public QObject {
    Q_OBJECT
public:
    OutlinerDockController(Document& document, OutlinerWidget* outliner, ViewportWidget* viewport, QObject* parent);

    /// What Hide Selected and Frame Selected act on: the outliner's selected rows when the
    /// selected bone is one of them, else the selected bone alone.
    std::vector<int> bonesToActOn() const;
    /// The tree of the framework shown, its hidden bones and the selection.
    void rebuild();

private:
    Document& document_;
    OutlinerWidget* outliner_;
};

}  // namespace rigstage
