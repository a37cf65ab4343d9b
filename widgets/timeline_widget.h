#pragma once
// Timeline: a time slider as in 3ds Max (a ruler with frame numbers, the playback range in / out,
// keys of the selected bone, click to jump, drag to scrub), play / pause, step, loop, current
// frame, frames per second achieved, speed and clip choice. It keeps its own clock while playing
// and reports the frame; it knows nothing of the document.

#include <QElapsedTimer>
#include <QWidget>

#include <vector>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QTimer;
class QToolButton;

namespace rigstage {

class TimeRuler;

class TimelineWidget : public QWidget {
    Q_OBJECT
public:
    explicit TimelineWidget(QWidget* parent = nullptr);

    /// Sets the clips to choose from (names) and selects the first; empty for none.
    void setClips(const QStringList& names);
    /// Shows which clip plays (a queued transition switched it) without choosing it again.
    void setCurrentClip(int index);
    /// Sets the range and rate of the current clip.
    void setRange(double startFrame, double endFrame, double frameRate);
    double frame() const { return frame_; }
    /// The playback range: playing and looping stay inside it (the whole clip after setRange).
    void setPlaybackRange(double in, double out);
    double playbackIn() const { return in_; }
    double playbackOut() const { return out_; }
    /// Frames with a key of the selected bone, marked on the ruler.
    void setKeys(std::vector<double> keys);
    TimeRuler* ruler() const { return ruler_; }
    /// Frames per second drawn while playing (0 when paused).
    double framesPerSecond() const { return fps_; }
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
    /// Home / End: the start or end of the playback range.
    void goToStart();
    void goToEnd();
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
    TimeRuler* ruler_;
    QDoubleSpinBox* inBox_;
    QDoubleSpinBox* outBox_;
    QLabel* fpsLabel_;
    QDoubleSpinBox* frameBox_;
    QDoubleSpinBox* timeBox_;  // the same instant in seconds (frame / rate), as a DCC's time field
    QComboBox* speedBox_;
    QComboBox* clipBox_;
    QTimer* timer_;
    QElapsedTimer clock_;
    double start_ = 0.0;
    double end_ = 0.0;
    double rate_ = 30.0;
    double frame_ = 0.0;
    double in_ = 0.0;
    double out_ = 0.0;
    double fps_ = 0.0;
    bool updating_ = false;
};

}  // namespace rigstage
