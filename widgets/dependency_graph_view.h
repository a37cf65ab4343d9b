#pragma once
// The dependency-graph view: bones and helper joints as boxes, "reads from" as arrows, laid out
// left to right in evaluation order with each helper's order number; baked bones, helper joints,
// costume bones and static bones in distinct colours; a cycle in red with its path listed.
// Clicking a box selects the bone everywhere; the filter keeps the upstream or downstream of the
// selection. A QGraphicsView: hundreds of nodes stay smooth.

#include <QWidget>

#include "helpers/dependency_graph.h"

class QComboBox;
class QGraphicsScene;
class QGraphicsView;
class QLabel;

namespace rigstage {

class DependencyGraphView : public QWidget {
    Q_OBJECT
public:
    enum class Filter { All, Upstream, Downstream };

    explicit DependencyGraphView(QWidget* parent = nullptr);

    void setGraph(DependencyGraph graph);
    const DependencyGraph& graph() const { return graph_; }
    void setSelectedBone(int bone);
    void setFilter(Filter filter);
    /// The text listing the cycle's path (empty without one).
    QString cyclePathText() const;
    /// Whether a node is shown under the current filter.
    bool isNodeVisible(int node) const;
    /// Where a node's box is, in view (widget) pixels, for tests.
    QPoint nodeCentreInView(int node) const;
    QGraphicsView* view() const { return view_; }

Q_SIGNALS:
    void boneClicked(int bone);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void rebuild();
    /// Fits the graph in the view, never enlarging it past 1:1.
    void fit();

    QComboBox* filter_;
    QGraphicsScene* scene_;
    QGraphicsView* view_;
    QLabel* cycle_;
    DependencyGraph graph_;
    int selectedNode_ = -1;
    std::vector<bool> visible_;
    std::vector<QRectF> boxes_;
};

}  // namespace rigstage
