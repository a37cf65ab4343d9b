#include "gui/inspector/inspector_dock_controller.h"

#include <QTimer>
#include <QUndoStack>

#include "gui/authoring/rig_authoring.h"
#include "gui/document.h"
#include "gui/posing/posing_model.h"
#include "gui/rig_edits/rig_edits.h"
#include "gui/selection/selection_model.h"
#include "skeleton/bone_name.h"
#include "widgets/controller_editor.h"
#include "widgets/inspector_widget.h"
#include "widgets/pose_editor.h"

namespace rigstage {

InspectorDockController::InspectorDockController(Document& document, InspectorWidget* inspector, PoseEditor* poseEditor,
                                                 ControllerEditor* controllers, QObject* parent)
    : QObject(parent)
    , document_(document)
    , inspector_(inspector)
    , poseEditor_(poseEditor)
    , controllers_(controllers)
{
    connect(controllers_, &ControllerEditor::attributeEdited, this,
            [this](tinyxml2::XMLElement* element, const QString& attribute, const QString& before, const QString& after) {
                QString error;
                // A worn costume's template is authored (saved whole to its own file); the
                // character's own settings patch the edit into their text.
                const bool done = setting_ < 0 ? document_.authoring()->editTemplateAttribute(element, attribute, after, &error)
                                               : document_.rigEdits()->editAttribute(setting_, element, attribute, before, after, &error);
                if (!done) {
                    controllers_->setError(element, attribute, error);
                }
            });
    connect(controllers_, &ControllerEditor::elementActionRequested, this,
            [this](tinyxml2::XMLElement* element, ControllerEditor::ElementAction action) {
                QString why;
                RigAuthoring& authoring = *document_.authoring();
                const bool done = action == ControllerEditor::ElementAction::Remove
                                      ? authoring.removeElement(element, &why)
                                      : authoring.moveListEntry(element, action == ControllerEditor::ElementAction::MoveUp ? -1 : 1, &why);
                if (!done && !why.isEmpty()) {
                    document_.addMessage(why);
                }
            });
    // After an edit, undo or redo the tree shows the document again (later: the edit's own row
    // is still inside its change signal).
    connect(document_.undoStack(), &QUndoStack::indexChanged, this, [this] {
        QTimer::singleShot(0, this, [this] { showHelperOf(document_.selection()->bone()); });
    });
    connect(poseEditor_, &PoseEditor::poseEdited, this, [this](const glm::vec3& degrees) {
        if (document_.selection()->bones().size() <= 1) {
            document_.posing()->editPose(document_.selection()->bone(), degrees);
        }
    });
    connect(poseEditor_, &PoseEditor::poseMoved, this, [this](const glm::vec3& move) {
        if (document_.selection()->bones().size() <= 1) {
            document_.posing()->editPoseMove(document_.selection()->bone(), move);
        }
    });
    // Several bones: the one field typed goes to every one of them, their other fields stay.
    connect(poseEditor_, &PoseEditor::poseAxisEdited, this, [this](int axis, float degrees) { editSelected(axis, degrees); });
    connect(poseEditor_, &PoseEditor::moveAxisEdited, this, [this](int axis, float move) { editSelected(3 + axis, move); });
    connect(poseEditor_, &PoseEditor::resetRequested, this, [this] {
        // The turns and the moves of every selected bone: one step.
        document_.posing()->resetPoseEdits(document_.selection()->bones(), tr("Reset to the Clip"));
    });
    connect(document_.selection(), &SelectionModel::changed, this, &InspectorDockController::updatePoseEditor);
    connect(document_.posing(), &PosingModel::poseEditsChanged, this, &InspectorDockController::updatePoseEditor);
}

void InspectorDockController::showHelperOf(int bone)
{
    const tinyxml2::XMLElement* own = document_.rigEdits()->helperElement(bone, &setting_);
    if (!own) {
        setting_ = -1;
    }
    controllers_->setHelper(own ? own : document_.authoring()->templateHelperOf(bone));
}

void InspectorDockController::editSelected(int field, float value)
{
    const std::vector<int> bones = document_.selection()->bones();
    if (bones.size() < 2) {
        return;
    }
    PosingModel& posing = *document_.posing();
    const std::vector<PosingModel::HandPose> before = posing.handPoses(bones);
    std::vector<PosingModel::HandPose> after = before;
    for (PosingModel::HandPose& p : after) {
        (field < 3 ? p.degrees : p.move)[field % 3] = value;
    }
    QStringList names;
    for (const PosingModel::HandPose& p : before) {
        names << QString::fromStdString(p.bone);
    }
    const QString text = field < 3 ? tr("Pose %n bone(s) by hand", nullptr, int(bones.size())) : tr("Move %n bone(s) by hand", nullptr, int(bones.size()));
    // Keys typed into one field for the same bones merge into one step.
    posing.editHandPoses(text, before, after, false, QStringLiteral("poses:%1:").arg(field) + names.join(QLatin1Char(',')));
}

void InspectorDockController::updatePoseEditor()
{
    const int bone = document_.selection()->bone();
    const Framework* fw = document_.framework();
    const std::vector<int> bones = document_.selection()->bones();
    if (fw && bones.size() > 1) {
        PoseEditor::Shared degrees, move;
        const std::vector<PosingModel::HandPose> poses = document_.posing()->handPoses(bones);
        for (std::size_t i = 0; i < 3; ++i) {
            degrees[i] = poses.front().degrees[int(i)];
            move[i] = poses.front().move[int(i)];
            for (const PosingModel::HandPose& p : poses) {
                if (degrees[i] && *degrees[i] != p.degrees[int(i)]) {
                    degrees[i].reset();
                }
                if (move[i] && *move[i] != p.move[int(i)]) {
                    move[i].reset();
                }
            }
        }
        poseEditor_->setBones(int(bones.size()), degrees, move);
        return;
    }
    const bool ok = fw && bone >= 0 && bone < fw->boneCount();
    poseEditor_->setBone(ok ? QString::fromStdString(std::string(shortNameOf(fw->boneName(bone)))) : QString(),
                         ok ? document_.posing()->poseEditDegrees(bone) : glm::vec3(0.0f), ok ? document_.posing()->poseEditMove(bone) : glm::vec3(0.0f), ok);
}

void InspectorDockController::updateInspector()
{
    const int bone = document_.selection()->bone();
    const Framework* fw = document_.framework();
    if (!fw || bone < 0) {
        inspector_->show(nullptr);
        return;
    }
    BoneInspection b;
    b.name = QString::fromStdString(fw->boneName(bone));
    const FrameworkLayer& layer = fw->layers()[fw->layerOf(bone)];
    b.layer = QString::fromStdString(layer.name);
    b.level = layer.level;
    QStringList flags;
    if (fw->isBaked(bone)) {
        flags << tr("B (baked)");
    }
    if (fw->isDeformable(bone)) {
        flags << tr("D (deformable)");
    }
    b.flags = flags.isEmpty() ? tr("none") : flags.join(QStringLiteral(", "));
    if (HelperJointSystem* helpers = document_.instance()->helpers(); helpers && helpers->helperOf(bone) >= 0) {
        const HelperJoint& j = helpers->joints()[helpers->helperOf(bone)];
        QStringList parts;
        if (j.position) parts << tr("Position: %1").arg(QString::fromLatin1(j.position->typeName()));
        if (j.rotation) parts << tr("Rotation: %1").arg(QString::fromLatin1(j.rotation->typeName()));
        if (j.scale) parts << tr("Scale: %1").arg(QString::fromLatin1(j.scale->typeName()));
        b.controllers = parts.join(QStringLiteral("\n"));
    }
    Pose& pose = document_.instance()->pose();
    b.local = pose.local(bone);
    b.world = pose.worldSrt(bone);
    inspector_->show(&b);
}

}  // namespace rigstage
