// The main window's side of playing the character: the Procedural dock's wiring (a class of its
// own), the pose editor, a queued transition reaching the timeline, and what the viewport draws
// beside the character (the ground, the transition comparison, the crowd).
#include "gui/main_window.h"
#include "gui/playback/playback_model.h"
#include "gui/posing/posing_model.h"

#include "gui/selection/selection_model.h"

#include "gui/crowd/crowd_preview.h"
#include "gui/stages/stages_dock_controller.h"
#include "gui/stages/stages_model.h"

#include "skeleton/bone_name.h"
#include "viewport/skeleton_styles.h"
#include "viewport/viewport_widget.h"
#include "widgets/pose_editor.h"
#include "widgets/timeline_widget.h"

namespace rigstage {

void MainWindow::connectStages()
{
    stagesDock_ = new StagesDockController(*document_.stages(), document_, procedural_, this);
    connect(&document_, &Document::stagesChanged, this, &MainWindow::refreshStages);
    connect(document_.stages(), &StagesModel::changed, this, &MainWindow::refreshStages);
    connect(poseEditor_, &PoseEditor::poseEdited, this, [this](const glm::vec3& degrees) {
        document_.posing()->editPose(document_.selection()->bone(), degrees);
    });
    connect(poseEditor_, &PoseEditor::poseMoved, this, [this](const glm::vec3& move) {
        document_.posing()->editPoseMove(document_.selection()->bone(), move);
    });
    connect(poseEditor_, &PoseEditor::resetRequested, this, [this] {
        document_.undoStack()->beginMacro(tr("Reset to the Clip"));  // the turn and the move: one step
        document_.posing()->editPose(document_.selection()->bone(), glm::vec3(0.0f), false);
        document_.posing()->editPoseMove(document_.selection()->bone(), glm::vec3(0.0f), false);
        document_.undoStack()->endMacro();
    });
    connect(document_.selection(), &SelectionModel::changed, this, &MainWindow::updatePoseEditor);
    connect(document_.posing(), &PosingModel::poseEditsChanged, this, &MainWindow::updatePoseEditor);
    connect(&document_, &Document::stagesChanged, this, &MainWindow::refreshStyles);
    connect(document_.stages(), &StagesModel::changed, this, &MainWindow::refreshStyles);
    // The crowd's copies are drawn after the character (and run the same stages).
    connect(document_.crowdPreview(), &CrowdPreview::sizeChanged, this, &MainWindow::refreshStages);
    connect(document_.crowdPreview(), &CrowdPreview::sizeChanged, this, &MainWindow::refreshStyles);
    connect(document_.playback(), &PlaybackModel::clipSwitched, this, [this](int clip, double frame) {
        timeline_->setCurrentClip(clip);
        if (const Clip* c = document_.instance() ? document_.instance()->clip() : nullptr) {
            timeline_->setRange(c->startFrame, c->endFrame, c->frameRate);
        }
        timeline_->setFrame(frame);
        updateTimelineKeys();
    });
    connect(&document_, &Document::poseChanged, this, &MainWindow::updateTerrainView);
}

void MainWindow::refreshStages()
{
    stagesDock_->refresh();
    updateTerrainView();
}

void MainWindow::updatePoseEditor()
{
    const int bone = document_.selection()->bone();
    const Framework* fw = document_.framework();
    const bool ok = fw && bone >= 0 && bone < fw->boneCount();
    poseEditor_->setBone(ok ? QString::fromStdString(std::string(shortNameOf(fw->boneName(bone)))) : QString(),
                         ok ? document_.posing()->poseEditDegrees(bone) : glm::vec3(0.0f), ok ? document_.posing()->poseEditMove(bone) : glm::vec3(0.0f), ok);
}

std::vector<BoneStyle> MainWindow::drawnStyles(std::vector<BoneStyle> styles) const
{
    const int n = int(styles.size());
    if (document_.playback()->comparingTransitions()) {
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
    const std::vector<glm::mat4>& other = document_.playback()->comparisonWorld();
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
    viewport_->setTerrain(document_.stages()->terrain(), glm::vec3(document_.world().front()[3]), characterSize(*fw, document_.zUp()));
}

}  // namespace rigstage
