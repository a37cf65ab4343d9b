#include "widgets/procedural_panel.h"

#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QVBoxLayout>

#include "widgets/document_undo_keys.h"
#include "widgets/spin_row.h"
#include "widgets/stage_list.h"
#include "widgets/terrain_editor.h"
#include "widgets/transition_editor.h"

namespace rigstage {

ProceduralPanel::ProceduralPanel(QWidget* parent)
    : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    stages_ = new StageList(this);
    layout->addWidget(stages_);
    terrain_ = new TerrainEditor(this);
    layout->addWidget(terrain_);
    transitions_ = new TransitionEditor(this);
    layout->addWidget(transitions_);
    locomotionGroup_ = new QGroupBox(tr("Locomotion (drive mode)"), this);
    auto* form = new QFormLayout(locomotionGroup_);
    const struct {
        const char* key;
        QString label;
        double min, max, step;
        QString suffix;
    } fields[] = {
        {"maxSpeed", tr("Top speed"), 10, 1000, 10, tr(" cm/s")},
        {"accelSeconds", tr("Speed up in"), 0.01, 5, 0.05, tr(" s")},
        {"decelSeconds", tr("Slow down in"), 0.01, 5, 0.05, tr(" s")},
        {"turnSeconds", tr("Turn in"), 0.01, 5, 0.05, tr(" s")},
        {"leanMaxDegrees", tr("Largest lean"), 0, 45, 1, tr(" deg")},
        {"stepSeconds", tr("Step time"), 0.05, 2, 0.05, tr(" s")},
        {"stepHeight", tr("Step height"), 0, 60, 1, tr(" cm")},
        {"footSpacing", tr("Foot spacing"), 0, 100, 1, tr(" cm")},
    };
    for (const auto& f : fields) {
        QDoubleSpinBox* box = addField(form, f.label, f.min, f.max, f.step, f.suffix);
        locomotionFields_.insert(QLatin1String(f.key), box);
        connect(box, &QDoubleSpinBox::valueChanged, this, [this] {
            if (!updating_) {
                Q_EMIT locomotionEdited(current());
            }
        });
    }
    layout->addWidget(locomotionGroup_);
    trailingGroup_ = new QGroupBox(tr("Trailing joints"), this);
    trailingForm_ = new QFormLayout(trailingGroup_);
    layout->addWidget(trailingGroup_);
    layout->addStretch(1);
    setLocomotion(nullptr);
    setTrailingJoints({}, {});
}

QDoubleSpinBox* ProceduralPanel::addField(QFormLayout* form, const QString& label, double min, double max, double step,
                                          const QString& suffix)
{
    QDoubleSpinBox* box = addSpinRow(form, this, label, min, max, step, suffix);
    DocumentUndoKeys::install(box);  // a committed value is an undoable edit: Ctrl+Z undoes it
    return box;
}

LocomotionSettings ProceduralPanel::current() const
{
    LocomotionSettings s = base_;
    s.maxSpeed = float(locomotionFields_.value(QStringLiteral("maxSpeed"))->value());
    s.accelSeconds = float(locomotionFields_.value(QStringLiteral("accelSeconds"))->value());
    s.decelSeconds = float(locomotionFields_.value(QStringLiteral("decelSeconds"))->value());
    s.turnSeconds = float(locomotionFields_.value(QStringLiteral("turnSeconds"))->value());
    s.leanMaxDegrees = float(locomotionFields_.value(QStringLiteral("leanMaxDegrees"))->value());
    s.stepSeconds = float(locomotionFields_.value(QStringLiteral("stepSeconds"))->value());
    s.stepHeight = float(locomotionFields_.value(QStringLiteral("stepHeight"))->value());
    s.footSpacing = float(locomotionFields_.value(QStringLiteral("footSpacing"))->value());
    return s;
}

void ProceduralPanel::setLocomotion(const LocomotionSettings* settings)
{
    updating_ = true;
    locomotionGroup_->setEnabled(settings != nullptr);
    locomotionGroup_->setToolTip(settings ? QString() : tr("This character has no <Locomotion> in its manifest."));
    if (settings) {
        base_ = *settings;
        locomotionFields_[QStringLiteral("maxSpeed")]->setValue(settings->maxSpeed);
        locomotionFields_[QStringLiteral("accelSeconds")]->setValue(settings->accelSeconds);
        locomotionFields_[QStringLiteral("decelSeconds")]->setValue(settings->decelSeconds);
        locomotionFields_[QStringLiteral("turnSeconds")]->setValue(settings->turnSeconds);
        locomotionFields_[QStringLiteral("leanMaxDegrees")]->setValue(settings->leanMaxDegrees);
        locomotionFields_[QStringLiteral("stepSeconds")]->setValue(settings->stepSeconds);
        locomotionFields_[QStringLiteral("stepHeight")]->setValue(settings->stepHeight);
        locomotionFields_[QStringLiteral("footSpacing")]->setValue(settings->footSpacing);
    }
    updating_ = false;
}

void ProceduralPanel::setTrailingJoints(const QStringList& bones, const std::vector<TrailingJointSettings>& settings)
{
    if (bones == trailingBones_ && settings.size() == trailingFields_.size() && !settings.empty()) {
        // The same joints (an undo, a redo): only the values change; the rows (and the spin box
        // that may be sending a signal right now) stay.
        updating_ = true;
        for (std::size_t i = 0; i < settings.size(); ++i) {
            trailingFields_[i].first->setValue(settings[i].dampSeconds);
            trailingFields_[i].second->setValue(settings[i].angleLimitDegrees);
        }
        updating_ = false;
        return;
    }
    trailingBones_ = bones;
    while (trailingForm_->rowCount() > 0) {
        trailingForm_->removeRow(0);
    }
    trailingFields_.clear();
    trailingGroup_->setEnabled(!settings.empty());
    if (settings.empty()) {
        trailingForm_->addRow(new QLabel(tr("None in this character's manifest."), trailingGroup_));
        return;
    }
    updating_ = true;
    for (std::size_t i = 0; i < settings.size(); ++i) {
        const QString name = i < std::size_t(bones.size()) ? bones[int(i)] : QString::number(i);
        QDoubleSpinBox* damp = addField(trailingForm_, tr("%1: settle in").arg(name), 0.01, 5, 0.05, tr(" s"));
        QDoubleSpinBox* angle = addField(trailingForm_, tr("%1: angle limit").arg(name), 1, 90, 1, tr(" deg"));
        damp->setValue(settings[i].dampSeconds);
        angle->setValue(settings[i].angleLimitDegrees);
        for (QDoubleSpinBox* box : {damp, angle}) {
            connect(box, &QDoubleSpinBox::valueChanged, this, [this, i, damp, angle] {
                if (!updating_) {
                    Q_EMIT trailingEdited(int(i), float(damp->value()), float(angle->value()));
                }
            });
        }
        trailingFields_.emplace_back(damp, angle);
    }
    updating_ = false;
}

}  // namespace rigstage
