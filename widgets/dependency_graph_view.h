#pragma once
// The dependency-graph view: bones and helper joints as boxes, "reads from" as arrows, laid out
// left to right in evaluation order with each helper's order number; baked bones, helper joints,
// costume bones and static bones in distinct colours; a cycle in red with its path listed.
// Clicking a box selects the bone everywhere; the filter keeps the upstream or downstream of the
// selection. A QGraphicsView: hundreds of nodes stay smooth. The text never shrinks below a
// readable size (a large graph scrolls instead), wires run in the gaps between boxes, never over
// one, and the selection's wires are drawn on top in its colour.

#include <QPainterPath>
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
    /// The smallest zoom the view goes to: the labels stay readable (about 8 pixels high).
    static constexpr double kMinScale = 0.6;
    /// The zoom now (1: one scene unit per pixel).
    double viewScale() const;
    /// Where a node's box is in the scene, and each wire drawn (reader, read bone, path), for tests.
    QRectF nodeBox(int node) const { return boxes_.at(std::size_t(node)); }
    struct Wire {
        int from = -1, to = -1;
        QPainterPath path;
        bool highlighted = false;
    };
    const std::vector<Wire>& wires() const { return wires_; }

Q_SIGNALS:
    void boneClicked(int bone);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void rebuild();
    /// Fits the graph in the view, never enlarging it past 1:1 nor shrinking it below kMinScale
    /// (then it scrolls to the selection, or the start).
    void fit();

    QComboBox* filter_;
    QGraphicsScene* scene_;
    QGraphicsView* view_;
    QLabel* cycle_;
    DependencyGraph graph_;
    int selectedNode_ = -1;
    std::vector<bool> visible_;
    std::vector<QRectF> boxes_;
    std::vector<Wire> wires_;
};

}  // namespace rigstage
