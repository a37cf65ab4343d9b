#pragma once
// Posing by hand: turns and moves of bones on top of the clip, and the IK modules' targets set in
// the viewport. Hand poses are view state (saved with it in <manifest>.view.json, asked about when
// unsaved); IK targets are not saved. Both are undoable and carried over by bone or module name
// through a costume swap or a reload.

#include <QJsonObject>
#include <QObject>
#include <QStringList>

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <glm/vec3.hpp>



namespace rigstage {

class Document;
class Framework;

class PosingModel : public QObject {
    Q_OBJECT
public:
    explicit PosingModel(Document& document, QObject* parent = nullptr);

    /// Degrees about the bone's own X, Y, Z (applied in that order after the clip's rotation).
    glm::vec3 poseEditDegrees(int bone) const;
    /// Applies without undo (a spin box being stepped); counts as a view-state edit.
    void setPoseEdit(int bone, const glm::vec3& degrees);
    /// The undoable form: steps of one bone merge into one undo step unless mergeWithLast is false
    /// (a manipulator drag: its own step).
    void editPose(int bone, const glm::vec3& degrees, bool mergeWithLast = true);
    /// A move by hand: added to the bone's local translation (in its parent's frame, rig units)
    /// after the clip, the same way (set: no undo; edit: undoable).
    glm::vec3 poseEditMove(int bone) const;
    void setPoseMove(int bone, const glm::vec3& move);
    void editPoseMove(int bone, const glm::vec3& move, bool mergeWithLast = true);
    /// Every bone back to the clip (turns and moves), as one undo step; returns how many bones.
    int resetAllPoseEdits();

    /// One bone's hand edit by name: its turn (degrees, as poseEditDegrees) and move (as poseEditMove).
    struct HandPose {
        std::string bone;
        glm::vec3 degrees{0.0f};
        glm::vec3 move{0.0f};
    };
    /// Returns the hand edits of these bones as they stand.
    std::vector<HandPose> handPoses(const std::vector<int>& bones) const;
    /// Sets several bones' hand edits at once, evaluated once (a drag of several bones in
    /// progress); no undo; counts as a view-state edit. Bones the framework lacks are skipped.
    void setHandPoses(const std::vector<HandPose>& poses);
    /// The undoable form: one undo step named text that takes the bones from before to after
    /// (the same bones); applied now unless applied (a drag that set them already). Consecutive
    /// steps with the same non-empty mergeKey (a value being typed) are one undo step.
    void editHandPoses(const QString& text, const std::vector<HandPose>& before, const std::vector<HandPose>& after, bool applied,
                       const QString& mergeKey = {});
    /// These bones back to the clip (turns and moves) as one undo step named text; returns how
    /// many of them had a hand edit.
    int resetPoseEdits(const std::vector<int>& bones, const QString& text);

    /// The IK modules' names and their targets at the current frame.
    std::vector<std::pair<std::string, glm::vec3>> ikTargets() const;
    /// Moves an IK target (the viewport gizmo) and re-evaluates; false when there is no such module.
    bool setIkTarget(const std::string& name, const glm::vec3& target);
    /// The target a user set for an IK module (none: the manifest's target bone or the ground).
    std::optional<glm::vec3> ikOverride(const std::string& name) const;
    /// Sets or clears a user's IK target (no undo: a drag in progress, the undo command).
    bool setIkOverride(const std::string& name, std::optional<glm::vec3> target);
    /// The undoable form, pushed when a gizmo drag ends (the drag applied it already).
    void editIkTarget(const std::string& name, std::optional<glm::vec3> before, std::optional<glm::vec3> after);

    /// The hand poses and IK targets by name, to carry over a change of the bones' indices.
    struct ByName {
        std::vector<std::pair<std::string, glm::vec3>> turns, moves, ikTargets;
    };
    ByName byName() const;
    /// After a costume swap (the instance carried the edits itself): the bones' new indices.
    void rebind(const ByName& carried);
    /// After a reload: the carried hand poses replace those read from the view state (when
    /// poses), and the IK targets come back; what no longer exists is named in lost.
    void restore(const ByName& carried, bool poses, QStringList& lost);

    /// A new character: no hand poses, then those of its view state (read with readJson).
    void restart();
    /// The view state's "poseEdits" (degrees) and "poseMoves" (rig units) by bone name.
    void writeJson(QJsonObject& view) const;
    /// Keeps them from a view state until the character is set up (restart applies them).
    void readJson(const QJsonObject& view, const QString& file);
    /// Applies hand poses by bone name now (a recovery file); what does not fit is skipped with a message.
    void applyJson(const QJsonObject& view, const QString& from);

Q_SIGNALS:
    /// A hand edit of the pose changed (edit, undo or redo).
    void poseEditsChanged();
    /// An IK target moved by undo or redo, or came back after a reload.
    void ikTargetsChanged();

private:
    /// setPoseEdit / setPoseMove without counting it as an edit (a saved or carried-over pose).
    bool applyPoseEdit(int bone, const glm::vec3& degrees);
    bool applyPoseMove(int bone, const glm::vec3& move);
    /// Gives the instance the bone's turn and move (evaluate: and evaluates the frame).
    void pushPoseEdit(int bone, bool evaluate = true);
    const Framework* framework() const;

    Document& document_;
    std::map<int, glm::vec3> degrees_;  // the hand edits as the user typed them
    std::map<int, glm::vec3> moves_;    // the hand moves (parent frame, rig units)
    QJsonObject pending_;               // a view state's poses, applied once the instance is set up
    QString pendingFrom_;
};

}  // namespace rigstage
