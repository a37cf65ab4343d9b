#include "gui/procedural/procedural_dock_controller.h"

#include "gui/crowd/crowd_preview.h"
#include "gui/document.h"
#include "gui/procedural/procedural_edits.h"
#include "gui/stages/stages_dock_controller.h"
#include "gui/stages/stages_model.h"
#include "skeleton/bone_name.h"
#include "viewport/skeleton_styles.h"
#include "viewport/viewport_widget.h"
#include "widgets/procedural_panel.h"

namespace rigstage {

ProceduralDockController::ProceduralDockController(Document& document, ProceduralPanel* panel, ViewportWidget* viewport,
                                                   QObject* parent)
    : QObject(parent)
    , document_(document)
    , panel_(panel)
    , viewport_(viewport)
{
    connect(panel_, &ProceduralPanel::locomotionEdited, document_.procedural(), &ProceduralEdits::editLocomotionSettings);
    connect(document_.procedural(), &ProceduralEdits::settingsChanged, this, &ProceduralDockController::refresh);
    connect(panel_, &ProceduralPanel::trailingEdited, document_.procedural(), &ProceduralEdits::editTrailingSettings);
    stagesDock_ = new StagesDockController(*document_.stages(), document_, panel_, this);
    connect(&document_, &Document::stagesChanged, this, &ProceduralDockController::refreshStages);
    connect(document_.stages(), &StagesModel::changed, this, &ProceduralDockController::refreshStages);
    // The crowd's copies run the same stages.
    connect(document_.crowdPreview(), &CrowdPreview::sizeChanged, this, &ProceduralDockController::refreshStages);
    connect(&document_, &Document::poseChanged, this, &ProceduralDockController::updateTerrainView);
}

void ProceduralDockController::refresh()
{
    CharacterInstance* instance = document_.instance();
    ProceduralLocomotion* loco = instance ? instance->locomotion() : nullptr;
    panel_->setLocomotion(loco ? &loco->settings() : nullptr);
    QStringList bones;
    std::vector<TrailingJointSettings> settings;
    if (instance) {
        for (const TrailingJoint& t : instance->trailingJoints()) {
            bones << QString::fromStdString(std::string(shortNameOf(instance->framework().boneName(t.settings().bone))));
            settings.push_back(t.settings());
        }
    }
    panel_->setTrailingJoints(bones, settings);
    refreshStages();
}

void ProceduralDockController::refreshStages()
{
    stagesDock_->refresh();
    updateTerrainView();
}

void ProceduralDockController::updateTerrainView()
{
    const Framework* fw = document_.framework();
    if (!fw || document_.world().empty()) {
        return;
    }
    viewport_->setTerrain(document_.stages()->terrain(), glm::vec3(document_.world().front()[3]), characterSize(*fw, document_.zUp()));
}

}  // namespace rigstage
