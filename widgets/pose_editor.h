#pragma once
// Pose by hand: turns (degrees, about the bone's own X, Y and Z, in that order) and a move (along
// the parent's axes) added to the selected bone on top of the clip, and a reset. Edits apply at once; the window makes them undoable.

#include <QGroupBox>

#include <glm/glm.hpp>

class QDoubleSpinBox;
class QPushButton;

namespace rigstage {

class PoseEditor : public QGroupBox {
    Q_OBJECT
public:
    explicit PoseEditor(QWidget* parent = nullptr);
    /// Shows a bone's hand edit (degrees), or disables the group when no bone is selected.
    void setBone(const QString& name, const glm::vec3& degrees, const glm::vec3& move, bool enabled);
    QDoubleSpinBox* axis(int i) const { return axes_[i]; }
    QDoubleSpinBox* moveAxis(int i) const { return moves_[i]; }
    QPushButton* resetButton() const { return reset_; }

Q_SIGNALS:
    void poseEdited(const glm::vec3& degrees);
    void poseMoved(const glm::vec3& move);
    void resetRequested();

private:
    QDoubleSpinBox* axes_[3];
    QDoubleSpinBox* moves_[3];
    QPushButton* reset_;
    bool updating_ = false;
};

}  // namespace rigstage
