#include "gui/reactions/reactions_dock_controller.h"

#include <algorithm>

#include "gui/document.h"
#include "gui/rig_edits/rig_edits.h"
#include "gui/selection/selection_model.h"
#include "skeleton/bone_name.h"
#include "widgets/reaction_curve_panel.h"

namespace rigstage {

ReactionsDockController::ReactionsDockController(Document& document, ReactionCurvePanel* panel, QObject* parent)
    : QObject(parent)
    , document_(document)
    , panel_(panel)
{
    connect(panel_, &ReactionCurvePanel::chosenCurveChanged, this, [this] { refresh(true); });
    connect(panel_, &ReactionCurvePanel::curvePreviewed, this,
            [this](int curve, const std::vector<CurvePoint>& points) { document_.rigEdits()->setCurvePoints(curve, points); });
    connect(panel_, &ReactionCurvePanel::curveEdited, this,
            [this](int curve, const std::vector<CurvePoint>& before, const std::vector<CurvePoint>& after) {
                document_.rigEdits()->editCurve(curve, before, after);
            });
    connect(document_.rigEdits(), &RigEdits::curveChanged, this, [this] {
        if (!panel_->editor()->isDragging()) {
            refresh(false);
        }
    });
}

void ReactionsDockController::refresh(bool reframe)
{
    const Framework* fw = document_.framework();
    const int bone = document_.selection()->bone();
    const auto& curves = document_.rigEdits()->reactionCurves();
    const auto shortName = [](const std::string& name) { return QString::fromStdString(std::string(shortNameOf(name))); };
    const auto label = [&](const ReactionCurveRef& r) {
        return shortName(r.helperBone) + QLatin1Char(' ') + QString::fromStdString(r.controller)
               + (r.component.empty() ? QString() : QLatin1Char(' ') + QString::fromStdString(r.component));
    };
    // The selected helper's own curves, or the curves its master names (select a driver, see what it drives).
    std::vector<std::pair<int, QString>> choices;
    if (fw && bone >= 0) {
        const std::string name = fw->boneName(bone);
        for (std::size_t c = 0; c < curves.size(); ++c) {
            if (curves[c].helperBone == name) {
                choices.push_back({int(c), label(curves[c])});
            }
        }
        for (std::size_t c = 0; c < curves.size() && choices.empty(); ++c) {
            const std::string& master = curves[c].master;
            if (master.find(name) != std::string::npos || master.find("=" + std::string(shortNameOf(name)) + " ") != std::string::npos) {
                choices.push_back({int(c), label(curves[c])});
            }
        }
    }
    int chosen = panel_->chosenCurve();
    if (std::none_of(choices.begin(), choices.end(), [&](const auto& c) { return c.first == chosen; })) {
        chosen = choices.empty() ? -1 : choices.front().first;
        reframe = true;
    }
    panel_->setChoices(choices, chosen);
    std::vector<int> shown;
    std::vector<ReactionCurveEditor::Curve> drawn;
    static const QColor palette[] = {QColor(90, 170, 255), QColor(255, 150, 60), QColor(120, 220, 110), QColor(230, 100, 200),
                                     QColor(240, 220, 80), QColor(100, 220, 220), QColor(200, 140, 255), QColor(255, 110, 110)};
    if (chosen >= 0) {
        for (std::size_t c = 0; c < curves.size(); ++c) {
            if (curves[c].master == curves[std::size_t(chosen)].master) {
                shown.push_back(int(c));
                drawn.push_back({label(curves[c]), palette[drawn.size() % 8], document_.rigEdits()->curvePoints(int(c))});
            }
        }
    }
    panel_->setShownCurves(shown, std::move(drawn), reframe);
    updateMasterValue();
}

void ReactionsDockController::updateMasterValue()
{
    const int curve = panel_->chosenCurve();
    panel_->setMasterValue(document_.rigEdits()->curveMasterValue(curve), document_.rigEdits()->curveMasterIsAngle(curve) ? tr("radians") : tr("units"));
}

}  // namespace rigstage
