#pragma once
// The document: one character (its files, its instance playing a clip, its meshes), the undo
// stack of its edits and saving. The concerns around it are models of their own that it creates
// and hands out: playback(), posing(), selection(), visibility(), stages(), correctionsModel(),
// crowdPreview().

#include <QFutureWatcher>
#include <QJsonObject>
#include <QObject>
#include <QElapsedTimer>
#include <QTimer>
#include <QUndoStack>

#include <memory>
#include <map>
#include <set>

#include "character/character_instance.h"
#include "io/character_changes.h"
#include "io/character_loader.h"
#include "io/reaction_curve_edit.h"
#include "skin/mesh_deformer.h"

namespace rigstage {

class CorrectionsModel;
class CrowdPreview;
class MessageLog;
class PlaybackModel;
class PosingModel;
class SelectionModel;
class StagesModel;
class VisibilityModel;

class Document : public QObject {
    Q_OBJECT
public:
    explicit Document(QObject* parent = nullptr);
    ~Document() override;

    /// Loads a character manifest now. Returns false (with the problems in messages()) when it does
    /// not load; the previous character stays open in that case.
    bool open(const QString& path);
    /// Loads on a worker thread; loaded() or loadFailed() follows. cancelLoad() drops the result.
    void openAsync(const QString& path);
    void cancelLoad();
    bool isLoading() const;
    /// Reloads the current file from disk (document_reload.cpp). The frame and clip, the worn
    /// costumes, the selection and the IK targets stay when their names still exist, and so do
    /// view-state edits not saved yet (hidden bones and layers, hand poses, terrain, stage switches).
    /// Unsaved rig edits are replaced by the files: ask first (confirmUnsavedChanges). Messages
    /// name what changed (reloadChanges()).
    bool reload();
    /// What the last reload changed (none after a first load or a failed reload).
    const std::optional<CharacterChanges>& reloadChanges() const { return reloadChanges_; }
    /// Every file the open character is read from (to watch for a re-export), absolute paths.
    QStringList characterFiles() const;

    bool isOpen() const { return instance_ != nullptr; }
    QString path() const { return path_; }
    QString characterName() const;
    const CharacterData* data() const { return data_.get(); }
    CharacterInstance* instance() const { return instance_.get(); }
    /// The framework being shown: the character's layers plus the costumes worn.
    const Framework* framework() const { return instance_ ? &instance_->framework() : nullptr; }
    bool zUp() const;

    /// The clip playing, the frame, queued transitions, drive mode, hits.
    PlaybackModel* playback() const { return playback_; }
    /// Hand poses and IK targets.
    PosingModel* posing() const { return posing_; }
    /// The crowd preview beside the character (off after a load), evaluated with every frame.
    CrowdPreview* crowdPreview() const { return crowd_; }
    /// World transforms of every bone at the current frame.
    const std::vector<glm::mat4>& world() const { return world_; }

    /// Wears these costumes (indices into data()->costumes) while the clip goes on playing;
    /// selection and hidden bones follow by name. False (with messages) when they do not stack.
    bool setCostumes(const std::vector<int>& costumes);
    std::vector<int> costumes() const { return instance_ ? instance_->costumes() : std::vector<int>{}; }
    QStringList costumeNames() const;

    /// Bones and layers hidden in the viewport (view state).
    VisibilityModel* visibility() const { return visibility_; }

    /// Wears costumes as an undoable edit; false (nothing pushed) when they do not stack.
    bool wearCostumes(const std::vector<int>& costumes);
    /// Procedural settings as undoable edits (applied at once; consecutive changes of one field
    /// make one undo step). proceduralSettingsChanged() follows undo and redo.
    void editLocomotionSettings(const LocomotionSettings& after);
    void editTrailingSettings(int index, float dampSeconds, float angleLimitDegrees);
    /// The slope adaptation's tuning (alignment, body and pitch springs), undoable the same way.
    void editSlopeTuning(float alignment, const SpringSettings& height, const SpringSettings& pitch);

    /// The ground the character stands on and the stage switches (view state).
    StagesModel* stages() const { return stages_; }


    /// The character's meshes, skinned at the current frame (when mesh deformation is on).
    const MeshDeformer& meshes() const { return deformer_; }
    bool hasMeshes() const { return deformer_.meshCount() > 0; }
    SkinningMethod skinningMethod() const { return skinning_; }
    void setSkinningMethod(SkinningMethod method);
    /// Off while the mesh is hidden: no skinning cost.
    void setMeshDeformation(bool on);

    /// The sculpt corrections (docs/corrections.md); null when the character has none yet.
    const CorrectionFile* corrections() const;
    /// Replaces the corrections as one undo step named text (the corrections model's edits); the
    /// mesh is deformed again and correctionsChanged() follows, also on undo and redo.
    void editCorrections(const QString& text, const std::optional<CorrectionFile>& after);
    /// The edits of the corrections: capture, import, drive, mute, solo, remove.
    CorrectionsModel* correctionsModel() const { return correctionsModel_; }

    /// The reaction curves of the character's HelperJointSetting files (not the costumes').
    const std::vector<ReactionCurveRef>& reactionCurves() const { return curves_; }
    std::vector<CurvePoint> curvePoints(int curve) const;
    /// The curve's master value at the current frame, in its units (radians for angles).
    std::optional<float> curveMasterValue(int curve) const;
    /// Whether the curve's master is an angle (radians).
    bool curveMasterIsAngle(int curve) const;
    /// Writes the points into the setting, recompiles the helper joints and re-evaluates (no undo:
    /// for a drag in progress and for the undo command).
    void setCurvePoints(int curve, const std::vector<CurvePoint>& points);
    /// The undoable edit: pushes a command going from before to after.
    void editCurve(int curve, const std::vector<CurvePoint>& before, const std::vector<CurvePoint>& after);
    /// The Helper element driving a bone in the character's HelperJointSetting files (and which
    /// setting), or null.
    tinyxml2::XMLElement* helperElement(int bone, int* setting) const;
    /// Sets a controller option: writes the attribute, recompiles the helper joints and
    /// re-evaluates. When the rig rejects the value the attribute goes back, nothing changes and
    /// error (if given) says why; returns false then.
    bool setAttribute(int setting, tinyxml2::XMLElement* element, const QString& attribute, const QString& value, QString* error);
    /// The undoable form: checks the value first; false (and error) when the rig rejects it.
    bool editAttribute(int setting, tinyxml2::XMLElement* element, const QString& attribute, const QString& before,
                       const QString& after, QString* error);
    /// The bones of the last helper-joint cycle reported (a rig that did not open), first repeated last.
    const std::vector<std::string>& lastCycle() const { return lastCycle_; }
    /// True when a HelperJointSetting or the corrections have edits not saved yet.
    bool isRigModified() const { return !modifiedSettings_.empty() || correctionsModified_; }
    /// True when hidden bones or layers changed since the view state was read or saved.
    bool isViewStateModified() const { return viewModified_; }
    bool hasUnsavedChanges() const;
    /// What is unsaved, one line each ("rig edits in Walker.Muscle.HelperJointSetting.xml", ...).
    QStringList unsavedChanges() const;
    /// Drops the unsaved state (the user chose Discard): nothing is written, nothing is asked again.
    void forgetUnsavedChanges();
    /// Counts an edit (view: of the view state) and says so (modifiedChanged()).
    void markEdited(bool view);
    /// Counts edits and saves, so an autosave knows whether anything changed since it last wrote.
    quint64 generation() const { return generation_; }

    /// Validation findings of the character and all its costumes, from the last load.
    const Diagnostics& findings() const { return findings_; }
    /// Each costume's own findings (as `rigstage-cli validate --base`), by costume index.
    const std::vector<Diagnostics>& costumeFindings() const { return costumeFindings_; }

    /// The selected bone (carried over by name through a costume swap or a reload).
    SelectionModel* selection() const { return selection_; }

    QUndoStack* undoStack() { return &undo_; }

    /// The camera the user last looked through (JSON), saved with the view state.
    void setViewCamera(const QByteArray& json) { viewCamera_ = json; }
    QByteArray viewCamera() const { return viewCamera_; }
    /// Writes every edited HelperJointSetting file, atomically, with only the edited text changed
    /// (File > Save). Returns false and sets error on failure; what was written stays saved.
    bool saveRig(QString* error);
    /// Saves the view state (hidden bones and layers, camera) next to the manifest as
    /// <manifest>.view.json, atomically (File > Save View State).
    bool saveViewState(QString* error);
    /// Both: the rig edits, then the view state.
    bool save(QString* error);
    /// The unsaved edits as JSON for the autosave's recovery file (empty when nothing is unsaved):
    /// the manifest, each edited setting's text as Save would write it, the hidden bones.
    QByteArray recoveryData() const;
    /// Applies recovery data to the open character (the same manifest): the settings' texts become
    /// the documents (unsaved, so Save writes them), the hidden bones come back. False and error
    /// when they belong to another character or do not compile (nothing changes then).
    bool recover(const QJsonObject& recovery, QString* error);
    /// The view state as saved, without the camera (which a look around does not count as an edit).
    QJsonObject viewStateJson() const;
    /// Where save() writes.
    QString viewStatePath() const;

    /// The messages, in a group per load and reload (file, line, bones in full).
    MessageLog* messageLog() const { return log_; }
    /// Every message since the document was created, oldest first.
    const QStringList& messages() const;
    /// Adds one line to the messages.
    void addMessage(const QString& line);
    /// Adds diagnostics to the messages (folded as the command line folds them).
    void addMessages(const Diagnostics& diagnostics);
    /// Evaluates the frame again (the character, the side-by-side copy, the crowd); poseChanged() follows.
    void evaluate();

    /// What a load produces off the GUI thread (public so the worker function can build it).
    struct Loaded;

Q_SIGNALS:
    void loaded();
    /// A reaction curve's points changed (edit, undo or redo).
    void curveChanged(int curve);
    /// The stack of layers changed (costumes swapped): bone indices may have moved.
    void stackChanged();
    void loadFailed(const QString& path);
    void poseChanged();
    /// Something was edited or saved: hasUnsavedChanges() may have changed.
    void modifiedChanged();
    /// Locomotion or trailing-joint settings changed by undo or redo.
    void proceduralSettingsChanged();
    /// What the stage list shows changed otherwise than by the stages model: the transition
    /// comparison was switched, or a reload carried the set-up over.
    void stagesChanged();
    /// The corrections were edited (capture, import, mute, solo, remove, undo, redo).
    void correctionsChanged();
    /// The window wrote files of the character (Save): a watcher takes their new state as its own.
    void filesWritten(const QStringList& paths);

private:
    bool adopt(const QString& path, std::unique_ptr<Loaded> result);
    void loadViewState();
    void bindMeshes();
    /// Takes the view state and the corrections as they are now as the saved ones (a load, a save).
    void rememberSavedState();
    /// The undo stack came back to its clean state: drops what reads as on disk again from the
    /// unsaved edits.
    void settleCleanState();
    /// The corrections as Save writes them (empty when there are none).
    std::string correctionsText() const;
    void applyCorrections();
    /// Writes the corrections (and names them in the manifest the first time), adding the files
    /// written to written. False and error.
    bool saveCorrections(QString* error, QStringList* written);
    void findCurves();
    /// The text Save writes for a setting; wholeDocument says the edits could not be patched into
    /// the text it was read from.
    std::optional<std::string> textToSave(int setting, bool* wholeDocument) const;

    QString path_;
    std::unique_ptr<CharacterData> data_;
    std::unique_ptr<CharacterInstance> instance_;
    std::vector<glm::mat4> world_;
    MeshDeformer deformer_;
    bool correctionsModified_ = false;
    std::vector<ReactionCurveRef> curves_;
    std::vector<std::unordered_map<const tinyxml2::XMLElement*, BoneValueInput>> curveInputs_;  // per setting
    std::set<int> modifiedSettings_;
    std::map<int, std::string> baseText_;  // per setting: recovered text that Save patches instead of the file
    bool viewModified_ = false;
    quint64 generation_ = 0;
    std::vector<std::string> lastCycle_;
    std::map<int, std::set<const tinyxml2::XMLElement*>> editedElements_;  // per setting: start tags to patch
    std::map<int, std::set<const tinyxml2::XMLElement*>> editedCurves_;  // per setting
    SkinningMethod skinning_ = SkinningMethod::Linear;
    bool deformMeshes_ = true;
    Diagnostics findings_;
    std::vector<Diagnostics> costumeFindings_;
    QByteArray viewCamera_;
    CrowdPreview* crowd_;
    PlaybackModel* playback_;
    PosingModel* posing_;
    CorrectionsModel* correctionsModel_;
    StagesModel* stages_;
    SelectionModel* selection_;
    VisibilityModel* visibility_;
    QUndoStack undo_;
    QJsonObject savedView_;        // the view state as last read or saved, for the clean state
    std::string savedCorrections_;  // the corrections as last read or saved
    MessageLog* log_;
    QFutureWatcher<Loaded*>* watcher_ = nullptr;
    QString loadingPath_;
    std::optional<CharacterChanges> reloadChanges_;
};

}  // namespace rigstage
