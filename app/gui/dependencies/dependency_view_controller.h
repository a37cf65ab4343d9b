#pragma once
// The Dependencies dock's wiring: the graph of the character's helper joints rebuilt with its
// stack, the selected bone marked, a clicked node selects its bone, and a rig that fails to load
// for a cycle shows the cycle's path with the dock raised.

#include <QObject>

class QDockWidget;

namespace rigstage {

class DependencyGraphView;
class Document;

class DependencyViewController : public QObject {
    Q_OBJECT
public:
    DependencyViewController(Document& document, DependencyGraphView* view, QDockWidget* dock, QObject* parent);
    /// The graph of the stack as it is now (after a load, a costume or a layer switched).
    void rebuild();

private:
    Document& document_;
    DependencyGraphView* view_;
    QDockWidget* dock_;
};

}  // namespace rigstage
