#include "widgets/timeline_widget.h"

#include "widgets/time_ruler.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QSignalBlocker>
#include <QLabel>
#include <QStyle>
#include <QTimer>
#include <QToolButton>

#include <cmath>

namespace rigstage {

TimelineWidget::TimelineWidget(QWidget* parent)
    : QWidget(parent)
{
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 2, 6, 2);
    stepBackButton_ = new QToolButton(this);
    stepBackButton_->setIcon(style()->standardIcon(QStyle::SP_MediaSeekBackward));
    stepBackButton_->setToolTip(tr("Previous frame"));
    playButton_ = new QToolButton(this);
    playButton_->setIcon(style()->standardIcon(QStyle::SP_MediaPlay));
    playButton_->setToolTip(tr("Play / pause (Space)"));
    playButton_->setCheckable(true);
    stepForwardButton_ = new QToolButton(this);
    stepForwardButton_->setIcon(style()->standardIcon(QStyle::SP_MediaSeekForward));
    stepForwardButton_->setToolTip(tr("Next frame"));
    loopBox_ = new QCheckBox(tr("Loop"), this);
    loopBox_->setChecked(true);
    ruler_ = new TimeRuler(this);
    inBox_ = new QDoubleSpinBox(this);
    outBox_ = new QDoubleSpinBox(this);
    for (QDoubleSpinBox* box : {inBox_, outBox_}) {
        box->setDecimals(0);
        box->setKeyboardTracking(false);
    }
    inBox_->setToolTip(tr("Playback range start (in)"));
    outBox_->setToolTip(tr("Playback range end (out)"));
    fpsLabel_ = new QLabel(this);
    fpsLabel_->setToolTip(tr("Frames per second drawn while playing"));
    fpsLabel_->setMinimumWidth(fpsLabel_->fontMetrics().horizontalAdvance(QStringLiteral("000 fps")));
    frameBox_ = new QDoubleSpinBox(this);
    frameBox_->setDecimals(1);
    frameBox_->setToolTip(tr("Current frame"));
    frameBox_->setObjectName(QStringLiteral("timelineFrame"));
    timeBox_ = new QDoubleSpinBox(this);
    timeBox_->setDecimals(3);
    timeBox_->setSuffix(tr(" s"));
    timeBox_->setKeyboardTracking(false);
    timeBox_->setObjectName(QStringLiteral("timelineTime"));
    speedBox_ = new QComboBox(this);
    for (double s : {0.25, 0.5, 1.0, 2.0}) {
        speedBox_->addItem(tr("%1x").arg(s), s);
    }
    speedBox_->setCurrentIndex(2);
    speedBox_->setToolTip(tr("Playback speed"));
    clipBox_ = new QComboBox(this);
    clipBox_->setToolTip(tr("Clip"));
    clipBox_->setMinimumContentsLength(10);
    for (QWidget* w : std::initializer_list<QWidget*>{stepBackButton_, playButton_, stepForwardButton_, loopBox_}) {
        layout->addWidget(w);
    }
    layout->addWidget(inBox_);
    layout->addWidget(ruler_, 1);
    layout->addWidget(outBox_);
    layout->addWidget(frameBox_);
    layout->addWidget(timeBox_);
    layout->addWidget(fpsLabel_);
    layout->addWidget(speedBox_);
    layout->addWidget(clipBox_);

    timer_ = new QTimer(this);
    timer_->setInterval(16);
    connect(timer_, &QTimer::timeout, this, &TimelineWidget::tick);
    connect(playButton_, &QToolButton::clicked, this, [this](bool on) { on ? play() : pause(); });
    connect(stepForwardButton_, &QToolButton::clicked, this, &TimelineWidget::stepForward);
    connect(stepBackButton_, &QToolButton::clicked, this, &TimelineWidget::stepBackward);
    connect(ruler_, &TimeRuler::frameRequested, this, &TimelineWidget::setFrame);
    connect(inBox_, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        if (!updating_) {
            setPlaybackRange(v, std::max(v, out_));
        }
    });
    connect(outBox_, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        if (!updating_) {
            setPlaybackRange(std::min(in_, v), v);
        }
    });
    connect(frameBox_, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        if (!updating_) {
            setFrame(v);
        }
    });
    connect(timeBox_, &QDoubleSpinBox::valueChanged, this, [this](double seconds) {
        if (!updating_) {
            setFrame(seconds * rate_);  // frame f is at f / rate seconds
        }
    });
    connect(clipBox_, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (!updating_) {
            Q_EMIT clipChosen(i);
        }
    });
    setRange(0, 0, 30);
}

void TimelineWidget::setClips(const QStringList& names)
{
    updating_ = true;
    clipBox_->clear();
    clipBox_->addItems(names);
    clipBox_->setEnabled(!names.isEmpty());
    updating_ = false;
}

void TimelineWidget::setCurrentClip(int index)
{
    updating_ = true;
    clipBox_->setCurrentIndex(index);
    updating_ = false;
}

void TimelineWidget::setRange(double startFrame, double endFrame, double frameRate)
{
    start_ = startFrame;
    end_ = std::max(startFrame, endFrame);
    rate_ = frameRate > 0 ? frameRate : 30.0;
    updating_ = true;
    ruler_->setRange(start_, end_);
    frameBox_->setRange(start_, end_);
    timeBox_->setRange(start_ / rate_, end_ / rate_);
    frameBox_->setToolTip(tr("Current frame, at the clip's %1 fps").arg(rate_));
    timeBox_->setToolTip(tr("Current time in seconds: the frame / %1 fps").arg(rate_));
    for (QDoubleSpinBox* box : {inBox_, outBox_}) {
        box->setRange(start_, end_);
    }
    updating_ = false;
    setPlaybackRange(start_, end_);
    setFrame(std::clamp(frame_, start_, end_));
}

void TimelineWidget::setPlaybackRange(double in, double out)
{
    in_ = std::clamp(in, start_, end_);
    out_ = std::clamp(out, in_, end_);
    updating_ = true;
    inBox_->setValue(in_);
    outBox_->setValue(out_);
    updating_ = false;
    ruler_->setPlaybackRange(in_, out_);
}

void TimelineWidget::setKeys(std::vector<double> keys)
{
    ruler_->setKeys(std::move(keys));
}

void TimelineWidget::goToStart()
{
    setFrame(in_);
}

void TimelineWidget::goToEnd()
{
    setFrame(out_);
}

bool TimelineWidget::isPlaying() const
{
    return timer_->isActive();
}

bool TimelineWidget::loops() const
{
    return loopBox_->isChecked();
}

double TimelineWidget::speed() const
{
    return speedBox_->currentData().toDouble();
}

void TimelineWidget::setFrame(double frame)
{
    frame = std::clamp(frame, start_, end_);
    const bool changed = frame != frame_;
    frame_ = frame;
    showFrame();
    if (changed) {
        Q_EMIT frameChanged(frame_);
    }
}

void TimelineWidget::showFrame()
{
    updating_ = true;
    ruler_->setFrame(frame_);
    frameBox_->setValue(frame_);
    timeBox_->setValue(frame_ / rate_);
    updating_ = false;
}

void TimelineWidget::play()
{
    if (end_ <= start_) {
        playButton_->setChecked(false);
        return;
    }
    clock_.start();
    timer_->start();
    playButton_->setChecked(true);
    playButton_->setIcon(style()->standardIcon(QStyle::SP_MediaPause));
    Q_EMIT playingChanged(true);
}

void TimelineWidget::pause()
{
    timer_->stop();
    fps_ = 0.0;
    fpsLabel_->clear();
    playButton_->setChecked(false);
    playButton_->setIcon(style()->standardIcon(QStyle::SP_MediaPlay));
    Q_EMIT playingChanged(false);
}

void TimelineWidget::togglePlay()
{
    isPlaying() ? pause() : play();
}

void TimelineWidget::stepForward()
{
    const double next = std::floor(frame_ + 1e-6) + 1.0;
    setFrame(next > out_ && loops() ? in_ : next);
}

void TimelineWidget::stepBackward()
{
    const double previous = std::ceil(frame_ - 1e-6) - 1.0;
    setFrame(previous < in_ && loops() ? out_ : previous);
}

void TimelineWidget::advance(double seconds)
{
    // Playing stays inside the playback range (in / out).
    double f = std::max(frame_, in_) + seconds * rate_ * speed();
    const double length = out_ - in_;
    if (f > out_) {
        if (loops() && length > 0) {
            f = in_ + std::fmod(f - in_, length);
        } else {
            f = out_;
            pause();
        }
    }
    setFrame(f);
}

void TimelineWidget::tick()
{
    const double seconds = clock_.restart() / 1000.0;
    if (seconds > 0.0) {
        fps_ = fps_ > 0.0 ? 0.9 * fps_ + 0.1 / seconds : 1.0 / seconds;  // smoothed over about ten frames
        fpsLabel_->setText(tr("%1 fps").arg(std::lround(fps_)));
    }
    advance(std::min(seconds, 0.25));
}

}  // namespace rigstage
