#include "gui/stages/stages_dock_controller.h"
#include "gui/playback/playback_model.h"

#include <QTimer>

#include "gui/document.h"
#include "gui/procedural/procedural_edits.h"
#include "gui/stages/stages_model.h"
#include "widgets/procedural_panel.h"
#include "widgets/stage_list.h"
#include "widgets/terrain_editor.h"
#include "widgets/transition_editor.h"

namespace rigstage {

StagesDockController::StagesDockController(StagesModel& stages, Document& document, ProceduralPanel* panel, QObject* parent)
    : QObject(parent)
    , stages_(stages)
    , document_(document)
    , panel_(panel)
{
    connect(panel_->stages(), &StageList::stageToggled, this, [this](const QString& name, bool on) {
        if (const auto kind = stageFromName(name.toStdString())) {
            stages_.setStageEnabled(*kind, on);
        }
    });
    connect(panel_->terrain(), &TerrainEditor::terrainEdited, &stages_, &StagesModel::setTerrain);
    connect(panel_->terrain(), &TerrainEditor::slopeEdited, document_.procedural(), &ProceduralEdits::editSlopeTuning);
    TransitionEditor* transitions = panel_->transitions();
    connect(transitions, &TransitionEditor::queueRequested, this, [this](int clip, double atFrame, double seconds, int method) {
        PlaybackModel::QueuedTransition t;
        t.toClip = clip;
        t.atFrame = atFrame;
        t.seconds = float(seconds);
        if (method > 0) {
            t.mode = method == 1 ? TransitionMode::Crossfade : TransitionMode::Inertialize;
        }
        document_.playback()->queueTransition(t);
    });
    connect(transitions, &TransitionEditor::cancelRequested, document_.playback(), &PlaybackModel::cancelTransition);
    connect(transitions, &TransitionEditor::compareToggled, document_.playback(), &PlaybackModel::setCompareTransitions);
    connect(document_.playback(), &PlaybackModel::transitionQueueChanged, this, [this] {
        const auto& q = document_.playback()->queuedTransition();
        const QStringList names = document_.playback()->clipNames();
        const QStringList methods{tr("cut"), tr("crossfade"), tr("inertialization")};
        panel_->transitions()->setQueued(q ? tr("At frame %1: %2 to %3 over %4 s.")
                                                 .arg(q->atFrame)
                                                 .arg(methods[!q->mode ? 0 : *q->mode == TransitionMode::Crossfade ? 1 : 2])
                                                 .arg(names.value(q->toClip))
                                                 .arg(double(q->seconds))
                                           : QString());
    });
    // The costs change every frame; the list shows them twice a second.
    auto* costs = new QTimer(this);
    costs->setInterval(500);
    connect(costs, &QTimer::timeout, this, [this] {
        if (panel_->isVisible()) {
            refreshCosts();
        }
    });
    costs->start();
}

void StagesDockController::refreshCosts()
{
    std::vector<StageRow> rows;
    if (CharacterInstance* instance = document_.instance()) {
        for (const FrameStage* stage : instance->pipeline().stages()) {
            const bool procedural = isProceduralStage(stage->kind());
            rows.push_back({QString::fromLatin1(stage->name()), stage->enabled(),
                            stage->hasWork() && (instance->proceduralEnabled() || !procedural)
                                && (stage->kind() != StageKind::Slope || instance->terrain()),
                            stage->microseconds()});
        }
    }
    panel_->stages()->setStages(rows);
}

void StagesDockController::refresh()
{
    panel_->transitions()->setClips(document_.playback()->clipNames());
    panel_->transitions()->setComparing(document_.playback()->comparingTransitions());
    refreshCosts();
    panel_->terrain()->setTerrain(stages_.terrain());
    CharacterInstance* instance = document_.instance();
    const SlopeAdaptation* slope = instance ? instance->slopeAdaptation() : nullptr;
    panel_->terrain()->setSlope(slope ? &slope->settings() : nullptr);
}

}  // namespace rigstage
