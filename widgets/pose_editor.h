#pragma once
// Pose by hand: turns (degrees, about the bone's own X, Y and Z, in that order) and a move (along
// the parent's axes) added to the selected bone on top of the clip, and a reset. With several bones
// selected it shows the values they share ("—" where they differ); a value typed there goes to
// every one. Edits apply at once; the window makes them undoable.

#include <QGroupBox>

#include <array>
#include <optional>

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
    /// Shows several bones (count of them): each field their common value, or "—" where they differ.
    using Shared = std::array<std::optional<float>, 3>;
    void setBones(int count, const Shared& degrees, const Shared& move);
    /// Whether a field shows "—" (its bones differ): 0-2 the turns, 3-5 the moves.
    bool isMixed(int field) const;
    QDoubleSpinBox* axis(int i) const { return axes_[i]; }
    QDoubleSpinBox* moveAxis(int i) const { return moves_[i]; }
    QPushButton* resetButton() const { return reset_; }

Q_SIGNALS:
    void poseEdited(const glm::vec3& degrees);
    void poseMoved(const glm::vec3& move);
    /// One field changed by the user: the turn about axis (0-2), or the move along it.
    void poseAxisEdited(int axis, float degrees);
    void moveAxisEdited(int axis, float move);
    void resetRequested();

private:
    QDoubleSpinBox* axes_[3];
    QDoubleSpinBox* moves_[3];
    QPushButton* reset_;
    bool updating_ = false;
    /// Shows value in box, or "—" (none: the bones differ) below the box's own range.
    void showValue(QDoubleSpinBox* box, std::optional<float> value, double minimum);
};

}  // namespace rigstage
