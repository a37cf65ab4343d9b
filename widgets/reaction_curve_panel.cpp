#include "widgets/reaction_curve_panel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include "widgets/document_undo_keys.h"

namespace rigstage {

ReactionCurvePanel::ReactionCurvePanel(QWidget* parent)
    : QWidget(parent), choice_(new QComboBox(this)), editor_(new ReactionCurveEditor(this)), keyX_(new QDoubleSpinBox(this)),
      keyY_(new QDoubleSpinBox(this)), snap_(new QCheckBox(tr("Snap"), this)), master_(new QLabel(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    choice_->setToolTip(tr("Reaction curves of the selected bone, or driven by it"));
    // Long curve names must not widen the dock past a 1280-pixel screen's share.
    choice_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    choice_->setMinimumContentsLength(16);
    layout->addWidget(choice_);
    layout->addWidget(editor_, 1);
    auto* row = new QHBoxLayout();
    for (QDoubleSpinBox* box : {keyX_, keyY_}) {
        box->setRange(-1e6, 1e6);
        box->setDecimals(3);
        box->setKeyboardTracking(false);
        box->setEnabled(false);
        DocumentUndoKeys::install(box);  // a committed key is an undoable curve edit
    }
    row->addWidget(new QLabel(tr("Key master"), this));
    row->addWidget(keyX_);
    row->addWidget(new QLabel(tr("value"), this));
    row->addWidget(keyY_);
    layout->addLayout(row);
    auto* tools = new QHBoxLayout();  // a row of its own: one row of all of them kept the dock 500 px wide
    tools->addWidget(snap_);
    auto* frame = new QPushButton(tr("Frame All"), this);
    tools->addWidget(frame);
    tools->addStretch(1);
    layout->addLayout(tools);
    layout->addWidget(master_);
    master_->setText(tr("Select a helper joint with a reaction, or the bone that drives one."));
    master_->setWordWrap(true);

    connect(choice_, &QComboBox::currentIndexChanged, this, [this] { Q_EMIT chosenCurveChanged(chosenCurve()); });
    connect(snap_, &QCheckBox::toggled, editor_, &ReactionCurveEditor::setSnapping);
    connect(frame, &QPushButton::clicked, editor_, &ReactionCurveEditor::frameAll);
    connect(editor_, &ReactionCurveEditor::selectedKeyChanged, this, &ReactionCurvePanel::showSelectedKey);
    connect(editor_, &ReactionCurveEditor::previewed, this, [this](const std::vector<CurvePoint>& points) {
        Q_EMIT curvePreviewed(chosenCurve(), points);
        showSelectedKey();
    });
    connect(editor_, &ReactionCurveEditor::edited, this, [this](const std::vector<CurvePoint>& before, const std::vector<CurvePoint>& after) {
        Q_EMIT curveEdited(chosenCurve(), before, after);
        showSelectedKey();
    });
    const auto typed = [this] { editor_->setSelectedKeyPosition(float(keyX_->value()), float(keyY_->value())); };
    connect(keyX_, &QDoubleSpinBox::editingFinished, this, typed);
    connect(keyY_, &QDoubleSpinBox::editingFinished, this, typed);
}

void ReactionCurvePanel::setChoices(const std::vector<std::pair<int, QString>>& choices, int chosen)
{
    const QSignalBlocker blocker(choice_);
    choice_->clear();
    for (const auto& [index, label] : choices) {
        choice_->addItem(label, index);
    }
    choice_->setCurrentIndex(std::max(0, choice_->findData(chosen)));
    choice_->setEnabled(!choices.empty());
}

int ReactionCurvePanel::chosenCurve() const
{
    return choice_->currentIndex() >= 0 ? choice_->currentData().toInt() : -1;
}

void ReactionCurvePanel::setShownCurves(const std::vector<int>& indices, std::vector<ReactionCurveEditor::Curve> curves, bool reframe)
{
    shown_ = indices;
    const auto active = std::find(indices.begin(), indices.end(), chosenCurve());
    editor_->setCurves(std::move(curves), active == indices.end() ? -1 : int(active - indices.begin()), reframe);
    showSelectedKey();
}

void ReactionCurvePanel::setMasterValue(std::optional<float> master, const QString& unit)
{
    editor_->setMasterValue(master);
    if (master) {
        master_->setText(tr("Master now: %1 %2").arg(double(*master), 0, 'f', 2).arg(unit));
    }
}

void ReactionCurvePanel::showSelectedKey()
{
    const int key = editor_->selectedKey();
    const int active = editor_->activeCurve();
    const bool on = key >= 0 && active >= 0 && key < int(editor_->curves()[std::size_t(active)].points.size());
    keyX_->setEnabled(on);
    keyY_->setEnabled(on);
    if (on) {
        const glm::vec2 p = editor_->curves()[std::size_t(active)].points[std::size_t(key)].position;
        const QSignalBlocker bx(keyX_), by(keyY_);
        keyX_->setValue(double(p.x));
        keyY_->setValue(double(p.y));
    }
}

}  // namespace rigstage
