#include "widgets/timeline_widget.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QSignalBlocker>
#include <QSlider>
#include <QStyle>
#include <QTimer>
#include <QToolButton>

#include <cmath>

namespace rigstage {

namespace {
constexpr int kSliderSteps = 100;  // slider ticks per frame, so scrubbing reaches sub-frames
}

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
    slider_ = new QSlider(Qt::Horizontal, this);
    slider_->setToolTip(tr("Scrub the clip"));
    frameBox_ = new QDoubleSpinBox(this);
    frameBox_->setDecimals(1);
    frameBox_->setToolTip(tr("Current frame"));
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
    layout->addWidget(slider_, 1);
    layout->addWidget(frameBox_);
    layout->addWidget(speedBox_);
    layout->addWidget(clipBox_);

    timer_ = new QTimer(this);
    timer_->setInterval(16);
    connect(timer_, &QTimer::timeout, this, &TimelineWidget::tick);
    connect(playButton_, &QToolButton::clicked, this, [this](bool on) { on ? play() : pause(); });
    connect(stepForwardButton_, &QToolButton::clicked, this, &TimelineWidget::stepForward);
    connect(stepBackButton_, &QToolButton::clicked, this, &TimelineWidget::stepBackward);
    connect(slider_, &QSlider::valueChanged, this, [this](int v) {
        if (!updating_) {
            setFrame(start_ + double(v) / kSliderSteps);
        }
    });
    connect(frameBox_, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        if (!updating_) {
            setFrame(v);
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

void TimelineWidget::setRange(double startFrame, double endFrame, double frameRate)
{
    start_ = startFrame;
    end_ = std::max(startFrame, endFrame);
    rate_ = frameRate > 0 ? frameRate : 30.0;
    updating_ = true;
    slider_->setRange(0, int(std::lround((end_ - start_) * kSliderSteps)));
    frameBox_->setRange(start_, end_);
    updating_ = false;
    setFrame(std::clamp(frame_, start_, end_));
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
    slider_->setValue(int(std::lround((frame_ - start_) * kSliderSteps)));
    frameBox_->setValue(frame_);
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
    setFrame(next > end_ && loops() ? start_ : next);
}

void TimelineWidget::stepBackward()
{
    const double previous = std::ceil(frame_ - 1e-6) - 1.0;
    setFrame(previous < start_ && loops() ? end_ : previous);
}

void TimelineWidget::advance(double seconds)
{
    double f = frame_ + seconds * rate_ * speed();
    const double length = end_ - start_;
    if (f > end_) {
        if (loops() && length > 0) {
            f = start_ + std::fmod(f - start_, length);
        } else {
            f = end_;
            pause();
        }
    }
    setFrame(f);
}

void TimelineWidget::tick()
{
    const double seconds = clock_.restart() / 1000.0;
    advance(std::min(seconds, 0.25));
}

}  // namespace rigstage
