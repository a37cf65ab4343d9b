#pragma once
// Timeline: play / pause, step, loop, scrub, current frame, speed and clip choice. It keeps its own
// clock while playing and reports the frame; it knows nothing of the document.

#include <QElapsedTimer>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QSlider;
class QTimer;
class QToolButton;

namespace rigstage {

class TimelineWidget : public QWidget {
    Q_OBJECT
public:
    explicit TimelineWidget(QWidget* parent = nullptr);

    /// Sets the clips to choose from (names) and selects the first; empty for none.
    void setClips(const QStringList& names);
    /// Sets the range and rate of the current clip.
    void setRange(double startFrame, double endFrame, double frameRate);
    double frame() const { return frame_; }
    bool isPlaying() const;
    bool loops() const;
    double speed() const;

public Q_SLOTS:
    void setFrame(double frame);
    void play();
    void pause();
    void togglePlay();
    void stepForward();
    void stepBackward();
    /// Advances the clock by seconds as playback would (for tests, and driven by the timer).
    void advance(double seconds);

Q_SIGNALS:
    void frameChanged(double frame);
    void clipChosen(int index);
    void playingChanged(bool playing);

private:
    void tick();
    void showFrame();

    QToolButton* playButton_;
    QToolButton* stepBackButton_;
    QToolButton* stepForwardButton_;
    QCheckBox* loopBox_;
    QSlider* slider_;
    QDoubleSpinBox* frameBox_;
    QComboBox* speedBox_;
    QComboBox* clipBox_;
    QTimer* timer_;
    QElapsedTimer clock_;
    double start_ = 0.0;
    double end_ = 0.0;
    double rate_ = 30.0;
    double frame_ = 0.0;
    bool updating_ = false;
};

}  // namespace rigstage
