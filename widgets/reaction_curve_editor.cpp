#include "widgets/reaction_curve_editor.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace rigstage {

namespace {

constexpr int kMargin = 36;       // pixels left of and below the plot for the numbers
constexpr double kPickRadius = 7.0;

}  // namespace

ReactionCurveEditor::ReactionCurveEditor(QWidget* parent)
    : QWidget(parent)
{
    setMinimumSize(240, 160);
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(false);
}

void ReactionCurveEditor::setCurves(std::vector<Curve> curves, int active, bool reframe)
{
    curves_ = std::move(curves);
    active_ = active >= 0 && active < int(curves_.size()) ? active : -1;
    if (active_ < 0 || selected_ >= int(curves_[std::size_t(active_)].points.size())) {
        selected_ = -1;
    }
    if (reframe) {
        frameAll();
    }
    update();
}

void ReactionCurveEditor::setMasterValue(std::optional<float> master)
{
    master_ = master;
    update();
}

void ReactionCurveEditor::selectKey(int key)
{
    selected_ = key;
    Q_EMIT selectedKeyChanged(key);
    update();
}

std::vector<CurvePoint>* ReactionCurveEditor::activePoints()
{
    return active_ >= 0 ? &curves_[std::size_t(active_)].points : nullptr;
}

void ReactionCurveEditor::frameAll()
{
    glm::vec2 lo(1e30f), hi(-1e30f);
    for (const Curve& c : curves_) {
        for (const CurvePoint& p : c.points) {
            lo = glm::min(lo, p.position);
            hi = glm::max(hi, p.position);
        }
    }
    if (master_) {
        lo.x = std::min(lo.x, *master_);
        hi.x = std::max(hi.x, *master_);
    }
    if (lo.x > hi.x) {
        lo = {-10.0f, -1.0f};
        hi = {10.0f, 1.0f};
    }
    // Never a zero span; 10 % padding around.
    const glm::vec2 span = glm::max(hi - lo, glm::vec2(1e-3f, 1e-3f));
    const glm::vec2 pad = glm::max(span * 0.1f, glm::vec2(1.0f, 0.1f));
    viewMin_ = lo - pad;
    viewMax_ = hi + pad;
    update();
}

QPointF ReactionCurveEditor::toScreen(const glm::vec2& point) const
{
    const double w = std::max(1, width() - kMargin - 8), h = std::max(1, height() - kMargin - 8);
    const double x = kMargin + (point.x - viewMin_.x) / (viewMax_.x - viewMin_.x) * w;
    const double y = 8 + (viewMax_.y - point.y) / (viewMax_.y - viewMin_.y) * h;
    return {x, y};
}

glm::vec2 ReactionCurveEditor::toCurve(const QPointF& pixel) const
{
    const double w = std::max(1, width() - kMargin - 8), h = std::max(1, height() - kMargin - 8);
    return {float(viewMin_.x + (pixel.x() - kMargin) / w * (viewMax_.x - viewMin_.x)),
            float(viewMax_.y - (pixel.y() - 8) / h * (viewMax_.y - viewMin_.y))};
}

float ReactionCurveEditor::gridStep(float span) const
{
    // 1, 2 or 5 times a power of ten, about eight lines across.
    const float raw = span / 8.0f;
    const float power = std::pow(10.0f, std::floor(std::log10(raw)));
    for (float m : {1.0f, 2.0f, 5.0f, 10.0f}) {
        if (raw <= m * power) {
            return m * power;
        }
    }
    return 10.0f * power;
}

float ReactionCurveEditor::snap(float value, float step) const
{
    // Snapping rounds to a tenth of the grid step.
    return snapping_ ? std::round(value / (step * 0.1f)) * step * 0.1f : value;
}

void ReactionCurveEditor::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), QColor(38, 40, 46));
    const QRectF plot(kMargin, 8, width() - kMargin - 8, height() - kMargin - 8);
    // Grid and numbers.
    p.setFont(QFont(font().family(), 8));
    const float sx = gridStep(viewMax_.x - viewMin_.x), sy = gridStep(viewMax_.y - viewMin_.y);
    for (float x = std::ceil(viewMin_.x / sx) * sx; x <= viewMax_.x; x += sx) {
        const double px = toScreen({x, 0}).x();
        p.setPen(QColor(std::abs(x) < sx * 0.01f ? 110 : 62, 64, 72));
        p.drawLine(QPointF(px, plot.top()), QPointF(px, plot.bottom()));
        p.setPen(QColor(150, 150, 160));
        p.drawText(QPointF(px - 12, height() - kMargin + 14), QString::number(double(x), 'g', 4));
    }
    for (float y = std::ceil(viewMin_.y / sy) * sy; y <= viewMax_.y; y += sy) {
        const double py = toScreen({0, y}).y();
        p.setPen(QColor(std::abs(y) < sy * 0.01f ? 110 : 62, 64, 72));
        p.drawLine(QPointF(plot.left(), py), QPointF(plot.right(), py));
        p.setPen(QColor(150, 150, 160));
        p.drawText(QPointF(2, py + 4), QString::number(double(y), 'g', 4));
    }
    p.setClipRect(plot);
    // Curves, sampled every two pixels through the evaluator itself (what the rig computes).
    for (std::size_t c = 0; c < curves_.size(); ++c) {
        const Curve& curve = curves_[c];
        if (curve.points.empty()) {
            continue;
        }
        const ReactionCurve rc(curve.points);
        QPainterPath path;
        for (double px = plot.left(); px <= plot.right(); px += 2.0) {
            const float x = toCurve(QPointF(px, 0)).x;
            const QPointF s = toScreen({x, rc.evaluate(x)});
            px == plot.left() ? path.moveTo(s) : path.lineTo(s);
        }
        p.setPen(QPen(curve.colour, int(c) == active_ ? 2.2 : 1.2));
        p.setBrush(Qt::NoBrush);
        p.drawPath(path);
        for (std::size_t k = 0; k < curve.points.size(); ++k) {
            const CurvePoint& cp = curve.points[k];
            const QPointF s = toScreen(cp.position);
            if (int(c) == active_ && !cp.corner) {
                p.setPen(QPen(QColor(200, 200, 210), 1.0));
                for (const glm::vec2& handle : {cp.inTangent, cp.outTangent}) {
                    const QPointF h = toScreen(cp.position + handle);
                    p.drawLine(s, h);
                    p.drawEllipse(h, 3.0, 3.0);
                }
            }
            const bool selected = int(c) == active_ && int(k) == selected_;
            p.setPen(Qt::NoPen);
            p.setBrush(selected ? QColor(255, 236, 64) : curve.colour);
            const double r = int(c) == active_ ? 4.5 : 3.0;
            p.drawRect(QRectF(s.x() - r, s.y() - r, 2 * r, 2 * r));
        }
        // The output at the live master value.
        if (master_) {
            p.setBrush(curve.colour);
            p.drawEllipse(toScreen({*master_, rc.evaluate(*master_)}), 4.0, 4.0);
        }
    }
    if (master_) {
        const double px = toScreen({*master_, 0}).x();
        p.setPen(QPen(QColor(255, 120, 60), 1.5, Qt::DashLine));
        p.drawLine(QPointF(px, plot.top()), QPointF(px, plot.bottom()));
    }
    // Legend.
    p.setClipping(false);
    double y = 14;
    for (std::size_t c = 0; c < curves_.size(); ++c) {
        p.setPen(curves_[c].colour);
        p.drawText(QPointF(plot.left() + 8, y), (int(c) == active_ ? QStringLiteral("\u25B6 ") : QStringLiteral("   ")) + curves_[c].label);
        y += 14;
    }
}

void ReactionCurveEditor::mousePressEvent(QMouseEvent* event)
{
    setFocus();
    drag_ = Drag{};
    drag_.start = event->position();
    if (event->button() == Qt::MiddleButton) {
        drag_.kind = DragKind::Pan;
        drag_.viewMin = viewMin_;
        drag_.viewMax = viewMax_;
        return;
    }
    std::vector<CurvePoint>* points = activePoints();
    if (event->button() != Qt::LeftButton || !points) {
        return;
    }
    double best = kPickRadius;
    for (std::size_t k = 0; k < points->size(); ++k) {
        const CurvePoint& cp = (*points)[k];
        const auto consider = [&](const glm::vec2& at, DragKind kind) {
            const double d = QLineF(toScreen(at), event->position()).length();
            if (d < best) {
                best = d;
                drag_.kind = kind;
                drag_.key = int(k);
                drag_.grabOffset = at - toCurve(event->position());
            }
        };
        consider(cp.position, DragKind::Key);
        if (!cp.corner) {
            consider(cp.position + cp.inTangent, DragKind::InHandle);
            consider(cp.position + cp.outTangent, DragKind::OutHandle);
        }
    }
    if (drag_.kind != DragKind::None) {
        drag_.before = *points;
        selectKey(drag_.key);
    } else {
        selectKey(-1);
    }
}

void ReactionCurveEditor::mouseMoveEvent(QMouseEvent* event)
{
    if (drag_.kind == DragKind::Pan) {
        const glm::vec2 delta = toCurve(event->position()) - toCurve(drag_.start);
        viewMin_ = drag_.viewMin - delta;
        viewMax_ = drag_.viewMax - delta;
        drag_.start = event->position();
        drag_.viewMin = viewMin_;
        drag_.viewMax = viewMax_;
        update();
        return;
    }
    std::vector<CurvePoint>* points = activePoints();
    if (drag_.kind == DragKind::None || !points || drag_.key < 0 || drag_.key >= int(points->size())) {
        return;
    }
    const float sx = gridStep(viewMax_.x - viewMin_.x), sy = gridStep(viewMax_.y - viewMin_.y);
    glm::vec2 at = toCurve(event->position()) + drag_.grabOffset;
    at = {snap(at.x, sx), snap(at.y, sy)};
    CurvePoint& cp = (*points)[std::size_t(drag_.key)];
    if (drag_.kind == DragKind::Key) {
        // Keys keep their order along the master axis: stop just short of the neighbours.
        const float lo = drag_.key > 0 ? (*points)[std::size_t(drag_.key - 1)].position.x + 1e-3f : -1e30f;
        const float hi = drag_.key + 1 < int(points->size()) ? (*points)[std::size_t(drag_.key + 1)].position.x - 1e-3f : 1e30f;
        cp.position = {std::clamp(at.x, lo, hi), at.y};
    } else if (drag_.kind == DragKind::InHandle) {
        cp.inTangent = at - cp.position;
        cp.inTangent.x = std::min(cp.inTangent.x, 0.0f);
    } else {
        cp.outTangent = at - cp.position;
        cp.outTangent.x = std::max(cp.outTangent.x, 0.0f);
    }
    update();
    Q_EMIT previewed(*points);
}

void ReactionCurveEditor::mouseReleaseEvent(QMouseEvent*)
{
    if (drag_.kind != DragKind::None && drag_.kind != DragKind::Pan) {
        const std::vector<CurvePoint> before = drag_.before;
        drag_ = Drag{};
        finishEdit(before);
        return;
    }
    drag_ = Drag{};
}

void ReactionCurveEditor::finishEdit(const std::vector<CurvePoint>& before)
{
    std::vector<CurvePoint>* points = activePoints();
    if (!points) {
        return;
    }
    bool changed = points->size() != before.size();
    for (std::size_t k = 0; !changed && k < before.size(); ++k) {
        changed = before[k] != (*points)[k];
    }
    if (changed) {
        Q_EMIT edited(before, *points);
    }
}

void ReactionCurveEditor::mouseDoubleClickEvent(QMouseEvent* event)
{
    std::vector<CurvePoint>* points = activePoints();
    if (!points || event->button() != Qt::LeftButton) {
        return;
    }
    // A new corner key on the curve at the clicked master value.
    const std::vector<CurvePoint> before = *points;
    const float sx = gridStep(viewMax_.x - viewMin_.x);
    const float x = snap(toCurve(event->position()).x, sx);
    CurvePoint key;
    key.position = {x, ReactionCurve(*points).evaluate(x)};
    const auto at = std::lower_bound(points->begin(), points->end(), x,
                                     [](const CurvePoint& p, float v) { return p.position.x < v; });
    if (at != points->end() && std::abs(at->position.x - x) < 1e-3f) {
        return;  // a key is already there
    }
    const int index = int(at - points->begin());
    points->insert(at, key);
    selectKey(index);
    finishEdit(before);
}

void ReactionCurveEditor::wheelEvent(QWheelEvent* event)
{
    // Zoom about the cursor; Shift zooms the value axis only, Ctrl the master axis only.
    const float factor = event->angleDelta().y() > 0 ? 0.8f : 1.25f;
    const glm::vec2 centre = toCurve(event->position());
    glm::vec2 f(factor);
    if (event->modifiers() & Qt::ShiftModifier) {
        f.x = 1.0f;
    } else if (event->modifiers() & Qt::ControlModifier) {
        f.y = 1.0f;
    }
    viewMin_ = centre + (viewMin_ - centre) * f;
    viewMax_ = centre + (viewMax_ - centre) * f;
    update();
}

void ReactionCurveEditor::keyPressEvent(QKeyEvent* event)
{
    std::vector<CurvePoint>* points = activePoints();
    if (event->key() == Qt::Key_F) {
        frameAll();
    } else if ((event->key() == Qt::Key_Delete || event->key() == Qt::Key_Backspace) && points && selected_ >= 0
               && points->size() > 1) {
        const std::vector<CurvePoint> before = *points;
        points->erase(points->begin() + selected_);
        selectKey(-1);
        finishEdit(before);
    } else {
        QWidget::keyPressEvent(event);
    }
}

void ReactionCurveEditor::setSelectedKeyPosition(float master, float value)
{
    std::vector<CurvePoint>* points = activePoints();
    if (!points || selected_ < 0 || selected_ >= int(points->size())) {
        return;
    }
    const std::vector<CurvePoint> before = *points;
    const float lo = selected_ > 0 ? (*points)[std::size_t(selected_ - 1)].position.x + 1e-3f : -1e30f;
    const float hi = selected_ + 1 < int(points->size()) ? (*points)[std::size_t(selected_ + 1)].position.x - 1e-3f : 1e30f;
    (*points)[std::size_t(selected_)].position = {std::clamp(master, lo, hi), value};
    update();
    finishEdit(before);
}

void ReactionCurveEditor::setSelectedKeyTangent(CurveTangent type)
{
    std::vector<CurvePoint>* points = activePoints();
    if (!points || selected_ < 0 || selected_ >= int(points->size())) {
        return;
    }
    const std::vector<CurvePoint> before = *points;
    setTangent(*points, std::size_t(selected_), type);
    update();
    finishEdit(before);
}

}  // namespace rigstage
