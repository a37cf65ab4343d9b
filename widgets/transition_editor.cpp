#include "widgets/transition_editor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace rigstage {

TransitionEditor::TransitionEditor(QWidget* parent)
    : QGroupBox(tr("Transition to another clip"), parent)
{
    auto* form = new QFormLayout(this);
    clip_ = new QComboBox(this);
    form->addRow(tr("To clip"), clip_);
    frame_ = new QDoubleSpinBox(this);
    frame_->setRange(-100000, 100000);
    frame_->setDecimals(1);
    frame_->setToolTip(tr("The frame of the clip playing now at which the transition starts."));
    form->addRow(tr("At frame"), frame_);
    method_ = new QComboBox(this);
    method_->addItems({tr("Cut"), tr("Crossfade"), tr("Inertialization")});
    method_->setCurrentIndex(2);
    method_->setToolTip(tr("Crossfade blends from the last pose into the new clip; inertialization plays the new clip at once "
                           "and lets the difference die away (no pop, no second pose)."));
    form->addRow(tr("Method"), method_);
    seconds_ = new QDoubleSpinBox(this);
    seconds_->setRange(0.0, 10.0);
    seconds_->setSingleStep(0.05);
    seconds_->setValue(0.3);
    seconds_->setSuffix(tr(" s"));
    form->addRow(tr("Over"), seconds_);
    auto* buttons = new QHBoxLayout;
    queue_ = new QPushButton(tr("Queue"), this);
    cancel_ = new QPushButton(tr("Cancel"), this);
    buttons->addWidget(queue_);
    buttons->addWidget(cancel_);
    form->addRow(buttons);
    compare_ = new QCheckBox(tr("Show the other method beside it"), this);
    compare_->setToolTip(tr("A second character (orange) plays the same clips and takes the transition the other way: "
                            "crossfade against inertialization."));
    form->addRow(compare_);
    connect(compare_, &QCheckBox::toggled, this, &TransitionEditor::compareToggled);
    queued_ = new QLabel(this);
    queued_->setWordWrap(true);
    form->addRow(queued_);
    connect(queue_, &QPushButton::clicked, this, [this] {
        Q_EMIT queueRequested(clip_->currentIndex(), frame_->value(), seconds_->value(), method_->currentIndex());
    });
    connect(cancel_, &QPushButton::clicked, this, &TransitionEditor::cancelRequested);
    setQueued({});
}

void TransitionEditor::setClips(const QStringList& names)
{
    clip_->clear();
    clip_->addItems(names);
    setEnabled(names.size() > 1);
    setToolTip(names.size() > 1 ? QString() : tr("This character has one clip: there is nothing to transition to."));
}

void TransitionEditor::setComparing(bool on)
{
    const QSignalBlocker blocker(compare_);
    compare_->setChecked(on);
}

void TransitionEditor::setQueued(const QString& description)
{
    queued_->setText(description.isEmpty() ? tr("Nothing queued.") : description);
    cancel_->setEnabled(!description.isEmpty());
}

}  // namespace rigstage
