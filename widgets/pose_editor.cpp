#include "widgets/pose_editor.h"

#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QPushButton>

#include <cmath>

#include "widgets/document_undo_keys.h"
#include "widgets/spin_row.h"

namespace rigstage {

namespace {
constexpr double kMinDegrees = -360.0, kMinMove = -100000.0;  // the fields' ranges start here
}

PoseEditor::PoseEditor(QWidget* parent)
    : QGroupBox(tr("Pose by hand"), parent)
{
    auto* form = new QFormLayout(this);
    const QString labels[3] = {tr("Turn about X"), tr("Turn about Y"), tr("Turn about Z")};
    for (int i = 0; i < 3; ++i) {
        axes_[i] = addSpinRow(form, this, labels[i], kMinDegrees, 360.0, 5.0, tr(" deg"));
        axes_[i]->setToolTip(tr("Added to the clip's rotation, about the bone's own axis; IK, physics and the helper "
                                "joints react. Undoable."));
        connect(axes_[i], &QDoubleSpinBox::valueChanged, this, [this, i](double value) {
            if (!updating_) {
                Q_EMIT poseAxisEdited(i, float(value));
                Q_EMIT poseEdited(glm::vec3(float(axes_[0]->value()), float(axes_[1]->value()), float(axes_[2]->value())));
            }
        });
    }
    const QString moveLabels[3] = {tr("Move along X"), tr("Move along Y"), tr("Move along Z")};
    for (int i = 0; i < 3; ++i) {
        moves_[i] = addSpinRow(form, this, moveLabels[i], kMinMove, 100000.0, 1.0, QString());
        moves_[i]->setToolTip(tr("Added to the clip's position, along the parent's axis, in the rig's units. Undoable."));
        connect(moves_[i], &QDoubleSpinBox::valueChanged, this, [this, i](double value) {
            if (!updating_) {
                Q_EMIT moveAxisEdited(i, float(value));
                Q_EMIT poseMoved(glm::vec3(float(moves_[0]->value()), float(moves_[1]->value()), float(moves_[2]->value())));
            }
        });
    }
    // A committed value is one undo step of the document: Ctrl+Z there undoes it, not the typing.
    DocumentUndoKeys::installOnSpinBoxes(this);
    reset_ = new QPushButton(tr("Reset to the Clip"), this);
    form->addRow(reset_);
    connect(reset_, &QPushButton::clicked, this, &PoseEditor::resetRequested);
    setBone({}, glm::vec3(0.0f), glm::vec3(0.0f), false);
}

void PoseEditor::setBone(const QString& name, const glm::vec3& degrees, const glm::vec3& move, bool enabled)
{
    updating_ = true;
    setTitle(name.isEmpty() ? tr("Pose by hand") : tr("Pose by hand: %1").arg(name));
    setEnabled(enabled);
    for (int i = 0; i < 3; ++i) {
        showValue(axes_[i], degrees[i], kMinDegrees);
        showValue(moves_[i], move[i], kMinMove);
    }
    updating_ = false;
}

void PoseEditor::setBones(int count, const Shared& degrees, const Shared& move)
{
    updating_ = true;
    setTitle(tr("Pose by hand: %1 bones selected").arg(count));  // shown for two bones or more
    setEnabled(true);
    for (int i = 0; i < 3; ++i) {
        showValue(axes_[i], degrees[std::size_t(i)], kMinDegrees);
        showValue(moves_[i], move[std::size_t(i)], kMinMove);
    }
    updating_ = false;
}

bool PoseEditor::isMixed(int field) const
{
    const QDoubleSpinBox* box = field < 3 ? axes_[field] : moves_[field - 3];
    return !box->specialValueText().isEmpty() && box->value() == box->minimum();
}

void PoseEditor::showValue(QDoubleSpinBox* box, std::optional<float> value, double minimum)
{
    if (!value) {
        // One step below the range, shown as "—": any value typed there is a change.
        box->setMinimum(minimum - 1.0);
        box->setSpecialValueText(QStringLiteral("—"));
        box->setValue(box->minimum());
        return;
    }
    if (!box->specialValueText().isEmpty()) {
        // Back from "—" (setting these rewrites the text: only when it showed "—").
        box->setSpecialValueText(QString());
        box->setMinimum(minimum);
    }
    // A box whose value stands keeps its text: setting it again would rewrite what the user is
    // typing (and with it the cursor and the field's own undo).
    if (std::abs(box->value() - double(*value)) >= 0.5 * std::pow(10.0, -box->decimals())) {
        box->setValue(*value);
    }
}

}  // namespace rigstage
