#include "widgets/time_ruler.h"

#include <QMouseEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace rigstage {

namespace {
constexpr int kMargin = 8;  // pixels left and right of the first and last frame
}

TimeRuler::TimeRuler(QWidget* parent)
    : QWidget(parent)
{
    setToolTip(tr("Click to jump to a frame, drag to scrub (Shift: between frames)"));
    setCursor(Qt::PointingHandCursor);
}

void TimeRuler::setRange(double start, double end)
{
    start_ = start;
    end_ = std::max(start, end);
    in_ = std::clamp(in_, start_, end_);
    out_ = std::clamp(out_, in_, end_);
    update();
}

void TimeRuler::setPlaybackRange(double in, double out)
{
    in_ = std::clamp(in, start_, end_);
    out_ = std::clamp(out, in_, end_);
    update();
}

void TimeRuler::setFrame(double frame)
{
    frame_ = frame;
    update();
}

void TimeRuler::setKeys(std::vector<double> keys)
{
    keys_ = std::move(keys);
    update();
}

double TimeRuler::frameAt(int x) const
{
    const int span = std::max(1, width() - 2 * kMargin);
    return std::clamp(start_ + (end_ - start_) * double(x - kMargin) / span, start_, end_);
}

int TimeRuler::xOf(double frame) const
{
    const int span = std::max(1, width() - 2 * kMargin);
    return end_ > start_ ? kMargin + int(std::lround((frame - start_) / (end_ - start_) * span)) : kMargin;
}

void TimeRuler::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    const QPalette& pal = palette();
    p.fillRect(rect(), pal.color(QPalette::Base));
    // Outside the playback range: shaded.
    const QColor shade = pal.color(QPalette::Mid);
    p.fillRect(QRect(QPoint(0, 0), QPoint(xOf(in_), height())), shade);
    p.fillRect(QRect(QPoint(xOf(out_), 0), QPoint(width(), height())), shade);
    // Ticks every frame when there is room, numbers every few frames.
    const double length = std::max(1.0, end_ - start_);
    const double pixelsPerFrame = (width() - 2.0 * kMargin) / length;
    int every = 1;
    for (const int step : {1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 100000}) {
        every = step;
        if (step * pixelsPerFrame >= 40.0) {
            break;
        }
    }
    const int tickEvery = pixelsPerFrame >= 4.0 ? 1 : std::max(1, every / 5);
    p.setPen(pal.color(QPalette::Text));
    QFont small = font();
    small.setPointSizeF(std::max(6.0, small.pointSizeF() * 0.8));
    p.setFont(small);
    const int first = int(std::ceil(start_));
    for (int f = first; f <= int(std::floor(end_)); ++f) {
        if (f % tickEvery != 0) {
            continue;
        }
        const int x = xOf(f);
        const bool major = f % every == 0;
        p.drawLine(x, height() - (major ? 10 : 5), x, height() - 1);
        if (major) {
            p.drawText(QRect(x - 30, 1, 60, height() - 12), Qt::AlignHCenter | Qt::AlignTop, QString::number(f));
        }
    }
    // Keys of the selected bone.
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(230, 180, 40));
    for (double k : keys_) {
        const int x = xOf(k);
        p.drawRect(x - 1, height() - 9, 3, 8);
    }
    // The current frame.
    const int x = xOf(frame_);
    p.setPen(QPen(QColor(220, 50, 50), 2));
    p.drawLine(x, 0, x, height());
}

void TimeRuler::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton) {
        request(event);
    }
}

void TimeRuler::mouseMoveEvent(QMouseEvent* event)
{
    if (event->buttons() & Qt::LeftButton) {
        request(event);
    }
}

void TimeRuler::request(const QMouseEvent* event)
{
    double f = frameAt(int(event->position().x()));
    if (!(event->modifiers() & Qt::ShiftModifier)) {
        f = std::clamp(std::round(f), start_, end_);
    }
    Q_EMIT frameRequested(f);
}

}  // namespace rigstage
