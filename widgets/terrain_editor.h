#pragma once
// The ground the character stands on (flat, a plane, stairs, bumps) and the slope adaptation's
// tuning (how much the body turns to the slope and rolls across it, the suspension springs): the Procedural dock's
// second group. Edits apply at once.

#include <QGroupBox>
#include <QMap>

#include <optional>

#include "procedural/slope_adaptation.h"
#include "procedural/terrain.h"

class QComboBox;
class QDoubleSpinBox;
class QFormLayout;

namespace rigstage {

class TerrainEditor : public QGroupBox {
    Q_OBJECT
public:
    explicit TerrainEditor(QWidget* parent = nullptr);
    /// Shows a terrain (none: "Clip's flat ground").
    void setTerrain(const std::optional<TerrainSettings>& terrain);
    /// Shows the slope adaptation's tuning, or disables it when the character has none.
    void setSlope(const SlopeAdaptationSettings* settings);
    QComboBox* kindBox() const { return kind_; }
    /// A field's spin box ("slopeDegrees", "heightFrequency", ...), for tests.
    QDoubleSpinBox* field(const QString& key) const { return fields_.value(key); }

Q_SIGNALS:
    void terrainEdited(const std::optional<TerrainSettings>& terrain);
    void slopeEdited(float alignment, float roll, float maxRollDegrees, const rigstage::SpringSettings& height,
                     const rigstage::SpringSettings& pitch);

private:
    QDoubleSpinBox* addField(QFormLayout* form, const QString& key, const QString& label, double min, double max, double step,
                             const QString& suffix);
    std::optional<TerrainSettings> current() const;
    void showFieldsOf(int kind);

    QComboBox* kind_;
    QFormLayout* groundForm_;
    QFormLayout* slopeForm_;
    QWidget* slopeBox_;
    QMap<QString, QDoubleSpinBox*> fields_;
    bool updating_ = false;
};

}  // namespace rigstage
