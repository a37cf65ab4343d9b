// The main window's side of the frame's pipeline: the Procedural dock's stage list (switches and
// costs) and ground editor, wired to the document, and the ground drawn in the viewport.
#include "gui/main_window.h"

#include <QTimer>

#include "gui/crowd/crowd_preview.h"

#include "skeleton/bone_name.h"
#include "viewport/skeleton_styles.h"
#include "viewport/viewport_widget.h"
#include "widgets/pose_editor.h"
#include "widgets/procedural_panel.h"
#include "widgets/stage_list.h"
#include "widgets/terrain_editor.h"
#include "widgets/timeline_widget.h"
#include "widgets/transition_editor.h"

namespace rigstage {

void MainWindow::connectStages()
{
    connect(procedural_->stages(), &StageList::stageToggled, this, [this](const QString& name, bool on) {
        if (const auto kind = stageFromName(name.toStdString())) {
            document_.setStageEnabled(*kind, on);
        }
    });
    connect(procedural_->terrain(), &TerrainEditor::terrainEdited, &document_, &Document::setTerrain);
    connect(procedural_->terrain(), &TerrainEditor::slopeEdited, &document_, &Document::editSlopeTuning);
    connect(&document_, &Document::stagesChanged, this, &MainWindow::refreshStages);
    connect(poseEditor_, &PoseEditor::poseEdited, this, [this](const glm::vec3& degrees) {
        document_.editPose(document_.selectedBone(), degrees);
    });
    connect(poseEditor_, &PoseEditor::poseMoved, this, [this](const glm::vec3& move) {
        document_.editPoseMove(document_.selectedBone(), move);
    });
    connect(poseEditor_, &PoseEditor::resetRequested, this, [this] {
        document_.undoStack()->beginMacro(tr("Reset to the Clip"));  // the turn and the move: one step
        document_.editPose(document_.selectedBone(), glm::vec3(0.0f), false);
        document_.editPoseMove(document_.selectedBone(), glm::vec3(0.0f), false);
        document_.undoStack()->endMacro();
    });
    connect(&document_, &Document::selectionChanged, this, &MainWindow::updatePoseEditor);
    connect(&document_, &Document::poseEditsChanged, this, &MainWindow::updatePoseEditor);
    TransitionEditor* transitions = procedural_->transitions();
    connect(transitions, &TransitionEditor::queueRequested, this, [this](int clip, double atFrame, double seconds, int method) {
        Document::QueuedTransition t;
        t.toClip = clip;
        t.atFrame = atFrame;
        t.seconds = float(seconds);
        if (method > 0) {
            t.mode = method == 1 ? TransitionMode::Crossfade : TransitionMode::Inertialize;
        }
        document_.queueTransition(t);
    });
    connect(transitions, &TransitionEditor::cancelRequested, &document_, &Document::cancelTransition);
    connect(transitions, &TransitionEditor::compareToggled, &document_, &Document::setCompareTransitions);
    connect(&document_, &Document::stagesChanged, this, &MainWindow::refreshStyles);
    // The crowd's copies are drawn after the character (and run the same stages).
    connect(document_.crowdPreview(), &CrowdPreview::sizeChanged, this, &MainWindow::refreshStages);
    connect(document_.crowdPreview(), &CrowdPreview::sizeChanged, this, &MainWindow::refreshStyles);
    connect(&document_, &Document::transitionQueueChanged, this, [this] {
        const auto& q = document_.queuedTransition();
        const QStringList names = document_.clipNames();
        const QStringList methods{tr("cut"), tr("crossfade"), tr("inertialization")};
        procedural_->transitions()->setQueued(
            q ? tr("At frame %1: %2 to %3 over %4 s.")
                    .arg(q->atFrame)
                    .arg(methods[!q->mode ? 0 : *q->mode == TransitionMode::Crossfade ? 1 : 2])
                    .arg(names.value(q->toClip))
                    .arg(double(q->seconds))
              : QString());
    });
    connect(&document_, &Document::clipSwitched, this, [this](int clip, double frame) {
        timeline_->setCurrentClip(clip);
        if (const Clip* c = document_.instance() ? document_.instance()->clip() : nullptr) {
            timeline_->setRange(c->startFrame, c->endFrame, c->frameRate);
        }
        timeline_->setFrame(frame);
        updateTimelineKeys();
    });
    connect(&document_, &Document::poseChanged, this, &MainWindow::updateTerrainView);
    // The costs change every frame; the list shows them twice a second.
    auto* costs = new QTimer(this);
    costs->setInterval(500);
    connect(costs, &QTimer::timeout, this, [this] {
        if (procedural_->isVisible()) {
            refreshStageCosts();
        }
    });
    costs->start();
}

void MainWindow::refreshStageCosts()
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
    procedural_->stages()->setStages(rows);
}

void MainWindow::refreshStages()
{
    procedural_->transitions()->setClips(document_.clipNames());
    procedural_->transitions()->setComparing(document_.comparingTransitions());
    refreshStageCosts();
    procedural_->terrain()->setTerrain(document_.terrain());
    CharacterInstance* instance = document_.instance();
    const SlopeAdaptation* slope = instance ? instance->slopeAdaptation() : nullptr;
    procedural_->terrain()->setSlope(slope ? &slope->settings() : nullptr);
    updateTerrainView();
}

void MainWindow::updatePoseEditor()
{
    const int bone = document_.selectedBone();
    const Framework* fw = document_.framework();
    const bool ok = fw && bone >= 0 && bone < fw->boneCount();
    poseEditor_->setBone(ok ? QString::fromStdString(std::string(shortNameOf(fw->boneName(bone)))) : QString(),
                         ok ? document_.poseEditDegrees(bone) : glm::vec3(0.0f), ok ? document_.poseEditMove(bone) : glm::vec3(0.0f), ok);
}

std::vector<BoneStyle> MainWindow::drawnStyles(std::vector<BoneStyle> styles) const
{
    const int n = int(styles.size());
    if (document_.comparingTransitions()) {
        for (int b = 0; b < n; ++b) {
            BoneStyle copy = styles[std::size_t(b)];
            copy.parent = copy.parent >= 0 ? copy.parent + n : -1;
            copy.colour = glm::mix(copy.colour, glm::vec3(0.95f, 0.6f, 0.2f), 0.6f);  // the other method, in orange
            styles.push_back(copy);
        }
    }
    if (const Crowd* crowd = document_.crowdPreview()->crowd()) {
        // Each copy wears its own costume: its own styles, after everything drawn so far.
        for (int i = 0; i < crowd->size(); ++i) {
            const CharacterInstance& copy = crowd->instance(i);
            const int first = int(styles.size());
            for (BoneStyle style : boneStyles(copy.framework(), copy.helpers())) {
                style.parent = style.parent >= 0 ? style.parent + first : -1;
                styles.push_back(style);
            }
        }
    }
    return styles;
}

std::vector<glm::mat4> MainWindow::drawnWorld() const
{
    std::vector<glm::mat4> world = document_.world();
    const std::vector<glm::mat4>& other = document_.comparisonWorld();
    world.insert(world.end(), other.begin(), other.end());
    const std::vector<glm::mat4>& crowd = document_.crowdPreview()->world();
    world.insert(world.end(), crowd.begin(), crowd.end());
    return world;
}

void MainWindow::updateTerrainView()
{
    const Framework* fw = document_.framework();
    if (!fw || document_.world().empty()) {
        return;
    }
    viewport_->setTerrain(document_.terrain(), glm::vec3(document_.world().front()[3]), characterSize(*fw, document_.zUp()));
}

}  // namespace rigstage
