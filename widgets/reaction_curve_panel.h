#pragma once
// The Reactions dock: a choice of the reaction curves that concern the selected bone, the curve
// editor showing the chosen curve with every curve sharing its master (distinct colours, legend),
// exact values for the selected key, snapping and Frame All.

#include <QWidget>

#include "widgets/reaction_curve_editor.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;

namespace rigstage {

class ReactionCurvePanel : public QWidget {
    Q_OBJECT
public:
    explicit ReactionCurvePanel(QWidget* parent = nullptr);

    /// The curves offered (document curve index and label) and the one chosen.
    void setChoices(const std::vector<std::pair<int, QString>>& choices, int chosen);
    /// The document curve index being edited, or -1.
    int chosenCurve() const;
    /// The curves drawn (document indices alongside), the chosen one among them editable.
    void setShownCurves(const std::vector<int>& indices, std::vector<ReactionCurveEditor::Curve> curves, bool reframe);
    void setMasterValue(std::optional<float> master, const QString& unit);
    ReactionCurveEditor* editor() const { return editor_; }

Q_SIGNALS:
    void chosenCurveChanged(int curve);
    void curvePreviewed(int curve, const std::vector<CurvePoint>& points);
    void curveEdited(int curve, const std::vector<CurvePoint>& before, const std::vector<CurvePoint>& after);

private:
    void showSelectedKey();

    QComboBox* choice_;
    ReactionCurveEditor* editor_;
    QDoubleSpinBox* keyX_;
    QDoubleSpinBox* keyY_;
    QCheckBox* snap_;
    QLabel* master_;
    std::vector<int> shown_;
};

}  // namespace rigstage
