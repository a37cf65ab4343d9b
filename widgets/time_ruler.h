#pragma once
// The time slider's ruler, as in 3ds Max's track bar: frame numbers and ticks across the clip,
// the playback range (in / out) with the rest shaded, the keys of the selected bone as marks,
// and the current frame as a line with its number. Click anywhere to jump there, drag to scrub.

#include <QWidget>

#include <vector>

namespace rigstage {

class TimeRuler : public QWidget {
    Q_OBJECT
public:
    explicit TimeRuler(QWidget* parent = nullptr);

    void setRange(double start, double end);
    void setPlaybackRange(double in, double out);
    void setFrame(double frame);
    /// Frames with a key of the selected bone (drawn as marks).
    void setKeys(std::vector<double> keys);
    const std::vector<double>& keys() const { return keys_; }

    /// The frame under x (clamped to the range) and the x of a frame: what clicks and tests use.
    double frameAt(int x) const;
    int xOf(double frame) const;

    QSize sizeHint() const override { return {400, 34}; }
    QSize minimumSizeHint() const override { return {120, 30}; }

Q_SIGNALS:
    /// The user clicked or dragged to this frame (whole frames unless Shift is held).
    void frameRequested(double frame);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;

private:
    void request(const QMouseEvent* event);

    double start_ = 0.0;
    double end_ = 0.0;
    double in_ = 0.0;
    double out_ = 0.0;
    double frame_ = 0.0;
    std::vector<double> keys_;
};

}  // namespace rigstage
