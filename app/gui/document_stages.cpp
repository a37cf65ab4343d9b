// The document's side of the frame's pipeline: the terrain the character stands on and which
// stages run, both part of the view state.
#include "gui/document.h"

namespace rigstage {

void Document::applyStageSettings()
{
    if (!instance_) {
        return;
    }
    instance_->pipeline().setMeasuring(true);  // the Procedural dock shows each stage's cost
    instance_->setTerrain(terrain_);
    for (FrameStage* stage : instance_->pipeline().stages()) {
        stage->setEnabled(disabledStages_.count(stage->name()) == 0);
    }
}

void Document::setTerrain(const std::optional<TerrainSettings>& terrain)
{
    if (terrain == terrain_) {
        return;
    }
    terrain_ = terrain;
    if (instance_) {
        instance_->setTerrain(terrain_);
    }
    markEdited(true);
    evaluate();
    Q_EMIT stagesChanged();
}

void Document::setStageEnabled(StageKind kind, bool on)
{
    const std::string name = stageName(kind);
    if ((disabledStages_.count(name) == 0) == on) {
        return;
    }
    if (on) {
        disabledStages_.erase(name);
    } else {
        disabledStages_.insert(name);
    }
    if (instance_) {
        if (FrameStage* stage = instance_->pipeline().find(kind)) {
            stage->setEnabled(on);
        }
    }
    markEdited(true);
    evaluate();
    Q_EMIT stagesChanged();
}

}  // namespace rigstage
