#pragma once
// Queues a transition from the clip playing to another: at which frame, to which clip, how (cut,
// crossfade, inertialization) and over how long. The Procedural dock's transitions group.

#include <QGroupBox>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;

namespace rigstage {

class TransitionEditor : public QGroupBox {
    Q_OBJECT
public:
    explicit TransitionEditor(QWidget* parent = nullptr);
    void setClips(const QStringList& names);
    /// What is queued (empty: nothing).
    void setQueued(const QString& description);
    QComboBox* clipBox() const { return clip_; }
    QComboBox* methodBox() const { return method_; }
    QDoubleSpinBox* frameBox() const { return frame_; }
    QDoubleSpinBox* secondsBox() const { return seconds_; }
    QPushButton* queueButton() const { return queue_; }
    QCheckBox* compareBox() const { return compare_; }
    void setComparing(bool on);

Q_SIGNALS:
    /// method: 0 cut, 1 crossfade, 2 inertialization.
    void queueRequested(int clip, double atFrame, double seconds, int method);
    void cancelRequested();
    void compareToggled(bool on);

private:
    QComboBox* clip_;
    QComboBox* method_;
    QDoubleSpinBox* frame_;
    QDoubleSpinBox* seconds_;
    QPushButton* queue_;
    QPushButton* cancel_;
    QLabel* queued_;
    QCheckBox* compare_;
};

}  // namespace rigstage
