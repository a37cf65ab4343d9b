#include "widgets/dependency_graph_view.h"

#include <QComboBox>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsView>
#include <QHBoxLayout>
#include <QLabel>
#include <QMouseEvent>
#include <QPainterPath>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

#include "skeleton/bone_name.h"

namespace rigstage {

namespace {

constexpr double kBoxWidth = 170.0, kBoxHeight = 26.0, kColumnGap = 70.0, kRowGap = 10.0;

QColor kindColour(DependencyGraph::Kind kind)
{
    switch (kind) {
    case DependencyGraph::Kind::Baked: return {70, 120, 210};
    case DependencyGraph::Kind::Helper: return {230, 130, 40};
    case DependencyGraph::Kind::Costume: return {150, 90, 200};
    case DependencyGraph::Kind::Static: break;
    }
    return {110, 110, 120};
}

/// Clicks on the view: the box under the cursor (by node index stored in the item's data).
class ClickableView : public QGraphicsView {
public:
    ClickableView(QGraphicsScene* scene, std::function<void(int)> clicked, QWidget* parent)
        : QGraphicsView(scene, parent), clicked_(std::move(clicked))
    {
    }

protected:
    void mousePressEvent(QMouseEvent* event) override
    {
        for (QGraphicsItem* item : items(event->position().toPoint())) {
            if (item->data(0).isValid()) {
                clicked_(item->data(0).toInt());
                return;
            }
        }
        QGraphicsView::mousePressEvent(event);
    }
    void wheelEvent(QWheelEvent* event) override
    {
        // Zooming out stops where the labels would become unreadable: scroll from there.
        const double now = transform().m11();
        const double f = event->angleDelta().y() > 0 ? std::min(1.2, 4.0 / now) : std::max(1.0 / 1.2, DependencyGraphView::kMinScale / now);
        scale(f, f);
    }

private:
    std::function<void(int)> clicked_;
};

}  // namespace

DependencyGraphView::DependencyGraphView(QWidget* parent)
    : QWidget(parent), filter_(new QComboBox(this)), scene_(new QGraphicsScene(this)), cycle_(new QLabel(this))
{
    view_ = new ClickableView(scene_, [this](int node) {
        if (node >= 0 && node < int(graph_.nodes.size()) && graph_.nodes[std::size_t(node)].bone >= 0) {
            Q_EMIT boneClicked(graph_.nodes[std::size_t(node)].bone);
        }
    }, this);
    view_->setRenderHint(QPainter::Antialiasing);
    view_->setDragMode(QGraphicsView::ScrollHandDrag);
    view_->setBackgroundBrush(QColor(38, 40, 46));
    filter_->addItems({tr("Everything"), tr("Upstream of the selection"), tr("Downstream of the selection")});
    cycle_->setWordWrap(true);
    cycle_->setStyleSheet(QStringLiteral("color: #e04040;"));
    cycle_->hide();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto* row = new QHBoxLayout();
    row->addWidget(new QLabel(tr("Show"), this));
    row->addWidget(filter_, 1);
    layout->addLayout(row);
    layout->addWidget(cycle_);
    layout->addWidget(view_, 1);
    connect(filter_, &QComboBox::currentIndexChanged, this, [this](int i) { setFilter(Filter(i)); });
}

void DependencyGraphView::setGraph(DependencyGraph graph)
{
    graph_ = std::move(graph);
    const int selectedBone = selectedNode_ >= 0 && selectedNode_ < int(graph_.nodes.size()) ? graph_.nodes[std::size_t(selectedNode_)].bone : -1;
    selectedNode_ = graph_.nodeOfBone(selectedBone);
    if (graph_.cycle.empty()) {
        cycle_->hide();
    } else {
        cycle_->setText(tr("Cycle: %1").arg(cyclePathText()));
        cycle_->show();
    }
    rebuild();
    fit();
}

void DependencyGraphView::fit()
{
    view_->fitInView(scene_->itemsBoundingRect().adjusted(-10, -10, 10, 10), Qt::KeepAspectRatio);
    if (view_->transform().m11() > 1.0) {
        view_->resetTransform();
    } else if (view_->transform().m11() < kMinScale) {
        // A graph too large to fit readably (a costume's bones with the body's): scroll instead.
        view_->setTransform(QTransform::fromScale(kMinScale, kMinScale));
        if (selectedNode_ >= 0 && selectedNode_ < int(boxes_.size())) {
            view_->centerOn(boxes_[std::size_t(selectedNode_)].center());
        } else {
            view_->ensureVisible(QRectF(scene_->itemsBoundingRect().topLeft(), QSizeF(1, 1)));
        }
    }
}

double DependencyGraphView::viewScale() const
{
    return view_->transform().m11();
}

void DependencyGraphView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fit();
}

QString DependencyGraphView::cyclePathText() const
{
    QStringList names;
    for (const std::string& n : graph_.cycle) {
        names << QString::fromStdString(std::string(shortNameOf(n)));
    }
    return names.join(QStringLiteral(" \u2192 "));
}

void DependencyGraphView::setSelectedBone(int bone)
{
    selectedNode_ = graph_.nodeOfBone(bone);
    rebuild();
    if (selectedNode_ >= 0 && viewScale() <= kMinScale + 1e-6) {
        view_->centerOn(boxes_[std::size_t(selectedNode_)].center());  // scrolled: bring it into view
    }
}

void DependencyGraphView::setFilter(Filter filter)
{
    if (filter_->currentIndex() != int(filter)) {
        filter_->setCurrentIndex(int(filter));  // comes back here through the signal
        return;
    }
    rebuild();
}

bool DependencyGraphView::isNodeVisible(int node) const
{
    return node >= 0 && node < int(visible_.size()) && visible_[std::size_t(node)];
}

QPoint DependencyGraphView::nodeCentreInView(int node) const
{
    return view_->mapFromScene(boxes_.at(std::size_t(node)).center());
}

void DependencyGraphView::rebuild()
{
    scene_->clear();
    boxes_.assign(graph_.nodes.size(), QRectF());
    const Filter filter = Filter(filter_->currentIndex());
    if (filter == Filter::All || selectedNode_ < 0) {
        visible_.assign(graph_.nodes.size(), true);
    } else {
        visible_ = filter == Filter::Upstream ? graph_.upstreamOf(selectedNode_) : graph_.downstreamOf(selectedNode_);
    }
    for (std::size_t i = 0; i < graph_.nodes.size(); ++i) {
        const DependencyGraph::Node& n = graph_.nodes[i];
        boxes_[i] = QRectF(n.column * (kBoxWidth + kColumnGap), n.row * (kBoxHeight + kRowGap), kBoxWidth, kBoxHeight);
    }
    // Wires under the boxes, from the reader's right side to the read bone's left side, in the
    // gaps of the grid: along the column gap next to each end and, between, along the row gap above
    // the read bone's row, so no wire crosses a box. Corners are rounded; each wire's lanes are
    // shifted a little by its index so parallel wires stay apart. The selection's wires go on top.
    wires_.clear();
    for (std::size_t e = 0; e < graph_.edges.size(); ++e) {
        const auto [from, to] = graph_.edges[e];
        if (!visible_[std::size_t(from)] || !visible_[std::size_t(to)]) {
            continue;
        }
        const QRectF& f = boxes_[std::size_t(from)];
        const QRectF& t = boxes_[std::size_t(to)];
        const double shift = double(int(e % 5) - 2) * 2.0;
        const QPointF a(f.right(), f.center().y());
        const QPointF b(t.left(), t.center().y());
        const double x1 = f.right() + kColumnGap / 2.0 + shift;
        const double x2 = t.left() - kColumnGap / 2.0 + shift;
        std::vector<QPointF> corners{a, {x1, a.y()}};
        if (std::abs(x1 - x2) > 1e-6) {  // more than one column apart (or backwards): the row gap
            const double lane = t.top() - kRowGap / 2.0 + shift * 0.5;
            corners.insert(corners.end(), {{x1, lane}, {x2, lane}});
        }
        corners.insert(corners.end(), {{x2, b.y()}, b});
        QPainterPath path(corners.front());
        for (std::size_t c = 1; c + 1 < corners.size(); ++c) {
            // A quarter round of up to 6 px at each corner.
            const QPointF in = corners[c] - corners[c - 1], out = corners[c + 1] - corners[c];
            const double rin = std::min(6.0, std::hypot(in.x(), in.y()) / 2.0), rout = std::min(6.0, std::hypot(out.x(), out.y()) / 2.0);
            const QPointF before = corners[c] - in / std::max(std::hypot(in.x(), in.y()), 1e-9) * rin;
            const QPointF after = corners[c] + out / std::max(std::hypot(out.x(), out.y()), 1e-9) * rout;
            path.lineTo(before);
            path.quadTo(corners[c], after);
        }
        path.lineTo(corners.back());
        const bool highlighted = selectedNode_ >= 0 && (from == selectedNode_ || to == selectedNode_);
        wires_.push_back({from, to, path, highlighted});
    }
    std::stable_partition(wires_.begin(), wires_.end(), [](const Wire& w) { return !w.highlighted; });
    for (const Wire& w : wires_) {
        const bool red = graph_.nodes[std::size_t(w.from)].inCycle && graph_.nodes[std::size_t(w.to)].inCycle;
        const QColor colour = w.highlighted ? QColor(255, 236, 64) : red ? QColor(230, 60, 60) : QColor(140, 140, 150);
        scene_->addPath(w.path, QPen(colour, w.highlighted || red ? 2.5 : 1.2));
        const QPointF end = w.path.currentPosition();
        scene_->addEllipse(QRectF(end - QPointF(3, 3), QSizeF(6, 6)), Qt::NoPen, w.highlighted ? colour : red ? colour : QColor(180, 180, 190));
    }
    for (std::size_t i = 0; i < graph_.nodes.size(); ++i) {
        if (!visible_[i]) {
            continue;
        }
        const DependencyGraph::Node& n = graph_.nodes[i];
        const bool selected = int(i) == selectedNode_;
        auto* box = scene_->addRect(boxes_[i], QPen(selected ? QColor(255, 236, 64) : n.inCycle ? QColor(230, 60, 60) : QColor(20, 20, 24),
                                                    selected || n.inCycle ? 3.0 : 1.0),
                                    kindColour(n.kind));
        box->setData(0, int(i));
        box->setToolTip(QString::fromStdString(n.name));
        const QString label = (n.order > 0 ? QStringLiteral("%1  ").arg(n.order) : QString())
                              + QString::fromStdString(std::string(shortNameOf(n.name)));
        auto* text = scene_->addSimpleText(label);
        text->setBrush(Qt::white);
        text->setPos(boxes_[i].topLeft() + QPointF(6, 5));
        text->setData(0, int(i));
    }
    scene_->setSceneRect(scene_->itemsBoundingRect().adjusted(-20, -20, 20, 20));
}

}  // namespace rigstage
