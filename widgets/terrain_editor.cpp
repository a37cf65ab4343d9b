#include "widgets/terrain_editor.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

#include "widgets/spin_row.h"

namespace rigstage {

namespace {

// The combo's entries: none (the clip's ground) then each TerrainKind but flat.
constexpr TerrainKind kKinds[] = {TerrainKind::Plane, TerrainKind::Stairs, TerrainKind::Bumps, TerrainKind::Flat};

}  // namespace

TerrainEditor::TerrainEditor(QWidget* parent)
    : QGroupBox(tr("Ground and slope adaptation"), parent)
{
    auto* layout = new QVBoxLayout(this);
    groundForm_ = new QFormLayout;
    layout->addLayout(groundForm_);
    kind_ = new QComboBox(this);
    kind_->addItems({tr("Clip's flat ground"), tr("Plane"), tr("Stairs"), tr("Bumps"), tr("Flat, raised")});
    kind_->setToolTip(tr("The ground the character walks on in the viewport; saved with the view state."));
    groundForm_->addRow(tr("Ground"), kind_);
    addField(groundForm_, QStringLiteral("slopeDegrees"), tr("Slope"), -80, 80, 1, tr(" deg"));
    addField(groundForm_, QStringLiteral("directionDegrees"), tr("Uphill towards"), -360, 360, 5, tr(" deg"));
    addField(groundForm_, QStringLiteral("stepHeight"), tr("Step height"), -200, 200, 1, QString());
    addField(groundForm_, QStringLiteral("stepDepth"), tr("Step depth"), 1, 1000, 1, QString());
    addField(groundForm_, QStringLiteral("bumpHeight"), tr("Bump height"), 0, 500, 1, QString());
    addField(groundForm_, QStringLiteral("bumpWavelength"), tr("Bump spacing"), 1, 5000, 10, QString());
    addField(groundForm_, QStringLiteral("height"), tr("Height"), -1000, 1000, 1, QString());
    fields_[QStringLiteral("directionDegrees")]->setToolTip(
        tr("Measured from the first horizontal axis (X with Z up, Z with Y up) towards the second."));
    connect(kind_, &QComboBox::currentIndexChanged, this, [this](int index) {
        showFieldsOf(index);
        if (!updating_) {
            Q_EMIT terrainEdited(current());
        }
    });
    for (QDoubleSpinBox* box : fields_) {
        connect(box, &QDoubleSpinBox::valueChanged, this, [this] {
            if (!updating_) {
                Q_EMIT terrainEdited(current());
            }
        });
    }
    slopeBox_ = new QWidget(this);
    slopeForm_ = new QFormLayout(slopeBox_);
    slopeForm_->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(slopeBox_);
    for (QDoubleSpinBox* box : {addField(slopeForm_, QStringLiteral("alignment"), tr("Turn to the slope"), -1, 1, 0.05, QString()),
                                addField(slopeForm_, QStringLiteral("roll"), tr("Roll across the slope"), 0, 1, 0.05, QString()),
                                addField(slopeForm_, QStringLiteral("maxRollDegrees"), tr("Largest roll"), 0, 60, 1, tr(" deg")),
                                addField(slopeForm_, QStringLiteral("heightFrequency"), tr("Body spring"), 0, 20, 0.5, tr(" Hz")),
                                addField(slopeForm_, QStringLiteral("heightDamping"), tr("Body damping"), 0, 3, 0.05, QString()),
                                addField(slopeForm_, QStringLiteral("pitchFrequency"), tr("Pitch spring"), 0, 20, 0.5, tr(" Hz")),
                                addField(slopeForm_, QStringLiteral("pitchDamping"), tr("Pitch damping"), 0, 3, 0.05, QString())}) {
        connect(box, &QDoubleSpinBox::valueChanged, this, [this] {
            if (!updating_) {
                Q_EMIT slopeEdited(float(fields_[QStringLiteral("alignment")]->value()), float(fields_[QStringLiteral("roll")]->value()),
                                   float(fields_[QStringLiteral("maxRollDegrees")]->value()),
                                   {float(fields_[QStringLiteral("heightFrequency")]->value()), float(fields_[QStringLiteral("heightDamping")]->value())},
                                   {float(fields_[QStringLiteral("pitchFrequency")]->value()), float(fields_[QStringLiteral("pitchDamping")]->value())});
            }
        });
    }
    fields_[QStringLiteral("alignment")]->setToolTip(
        tr("1 lays the spine along the slope (four legs or more); a small negative value leans a biped into it."));
    fields_[QStringLiteral("roll")]->setToolTip(
        tr("The share of the ground's slope across the facing the body rolls to (0: level hips, the legs take it all)."));
    fields_[QStringLiteral("heightFrequency")]->setToolTip(tr("The suspension: how fast the body follows the ground (0: at once)."));
    setTerrain(std::nullopt);
    setSlope(nullptr);
}

QDoubleSpinBox* TerrainEditor::addField(QFormLayout* form, const QString& key, const QString& label, double min, double max,
                                        double step, const QString& suffix)
{
    QDoubleSpinBox* box = addSpinRow(form, this, label, min, max, step, suffix);
    fields_.insert(key, box);
    return box;
}

void TerrainEditor::showFieldsOf(int index)
{
    const TerrainKind kind = index > 0 ? kKinds[index - 1] : TerrainKind::Flat;
    const QMap<QString, bool> shown{{QStringLiteral("slopeDegrees"), kind == TerrainKind::Plane},
                                    {QStringLiteral("directionDegrees"), kind == TerrainKind::Plane || kind == TerrainKind::Stairs},
                                    {QStringLiteral("stepHeight"), kind == TerrainKind::Stairs},
                                    {QStringLiteral("stepDepth"), kind == TerrainKind::Stairs},
                                    {QStringLiteral("bumpHeight"), kind == TerrainKind::Bumps},
                                    {QStringLiteral("bumpWavelength"), kind == TerrainKind::Bumps},
                                    {QStringLiteral("height"), index > 0}};
    for (auto it = shown.begin(); it != shown.end(); ++it) {
        groundForm_->setRowVisible(fields_[it.key()], it.value());
    }
}

std::optional<TerrainSettings> TerrainEditor::current() const
{
    const int index = kind_->currentIndex();
    if (index <= 0) {
        return std::nullopt;
    }
    TerrainSettings t;
    t.kind = kKinds[index - 1];
    t.slopeDegrees = float(fields_[QStringLiteral("slopeDegrees")]->value());
    t.directionDegrees = float(fields_[QStringLiteral("directionDegrees")]->value());
    t.stepHeight = float(fields_[QStringLiteral("stepHeight")]->value());
    t.stepDepth = float(fields_[QStringLiteral("stepDepth")]->value());
    t.bumpHeight = float(fields_[QStringLiteral("bumpHeight")]->value());
    t.bumpWavelength = float(fields_[QStringLiteral("bumpWavelength")]->value());
    t.height = float(fields_[QStringLiteral("height")]->value());
    return t;
}

void TerrainEditor::setTerrain(const std::optional<TerrainSettings>& terrain)
{
    updating_ = true;
    const TerrainSettings t = terrain.value_or(TerrainSettings{TerrainKind::Plane, 0.0f, 20.0f});
    int index = 0;
    if (terrain) {
        for (int i = 0; i < 4; ++i) {
            index = kKinds[i] == t.kind ? i + 1 : index;
        }
    }
    kind_->setCurrentIndex(index);
    fields_[QStringLiteral("slopeDegrees")]->setValue(t.slopeDegrees);
    fields_[QStringLiteral("directionDegrees")]->setValue(t.directionDegrees);
    fields_[QStringLiteral("stepHeight")]->setValue(t.stepHeight);
    fields_[QStringLiteral("stepDepth")]->setValue(t.stepDepth);
    fields_[QStringLiteral("bumpHeight")]->setValue(t.bumpHeight);
    fields_[QStringLiteral("bumpWavelength")]->setValue(t.bumpWavelength);
    fields_[QStringLiteral("height")]->setValue(t.height);
    showFieldsOf(index);
    updating_ = false;
}

void TerrainEditor::setSlope(const SlopeAdaptationSettings* s)
{
    updating_ = true;
    slopeBox_->setEnabled(s != nullptr);
    slopeBox_->setToolTip(s ? QString() : tr("This character has no <SlopeAdaptation> in its manifest: the ground is drawn, "
                                             "the body is not adapted to it."));
    if (s) {
        fields_[QStringLiteral("alignment")]->setValue(s->alignment);
        fields_[QStringLiteral("roll")]->setValue(s->roll);
        fields_[QStringLiteral("maxRollDegrees")]->setValue(s->maxRollDegrees);
        fields_[QStringLiteral("heightFrequency")]->setValue(s->heightSpring.frequencyHz);
        fields_[QStringLiteral("heightDamping")]->setValue(s->heightSpring.dampingRatio);
        fields_[QStringLiteral("pitchFrequency")]->setValue(s->pitchSpring.frequencyHz);
        fields_[QStringLiteral("pitchDamping")]->setValue(s->pitchSpring.dampingRatio);
    }
    updating_ = false;
}

}  // namespace rigstage
