#pragma once
// The document: one character (its files, its instance playing a clip, its meshes) and the undo
// stack of its edits. The concerns around it are models of their own that it creates and hands
// out: playback(), posing(), selection(), visibility(), stages(), correctionsModel(),
// crowdPreview(), rigEdits() (the HelperJointSetting edits), procedural() (the procedural
// settings' edits) and saver() (what is unsaved, saving and recovery).

#include <QFutureWatcher>
#include <QJsonObject>
#include <QObject>
#include <QSet>
#include <QElapsedTimer>
#include <QTimer>
#include <QUndoStack>

#include <memory>
#include <map>
#include <set>

#include "character/character_instance.h"
#include "io/character_changes.h"
#include "io/character_loader.h"
#include "io/load_cache.h"
#include "io/reaction_curve_edit.h"
#include "skin/mesh_deformer.h"

namespace rigstage {

class CorrectionsModel;
class CrowdPreview;
class DocumentSaver;
class MessageLog;
class PlaybackModel;
class PosingModel;
class ProceduralEdits;
class RigAuthoring;
class RigEdits;
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
    /// Reloads the current file from disk (or adopts the read readForReload() kept). The frame and
    /// clip, the worn costumes, the selection and the IK targets stay when their names still
    /// exist, and so do view-state edits not saved yet (hidden bones and layers, hand poses,
    /// terrain, stage switches): ReloadCarryOver.
    /// Unsaved rig edits are replaced by the files: ask first (confirmUnsavedChanges). Messages
    /// name what changed (reloadChanges()).
    bool reload();
    /// A live reload's first step: reads the files now (those unchanged since the last load taken
    /// from what it read), the character shown staying as it is. False, with nothing kept and
    /// nothing said, when the read finds errors the character shown did not have (a file read
    /// while its export was still writing it, or before the rest of its export): ask again once
    /// the files have settled. Otherwise the next reload() adopts this read instead of reading.
    bool readForReload();
    /// Drops a read kept by readForReload() (the next reload() reads the files again).
    void dropReadForReload();
    /// The files the last read took unchanged from the read before it (meshes, clips).
    int reusedFiles() const { return reusedFiles_; }
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
    /// The Layers dock's Locate...: loads costumes that did not load (data()->unavailableCostumes)
    /// from folder, the chosen one and every other whose files are all there, until the character
    /// is opened again (the manifest is not rewritten); their findings join costumeFindings().
    /// Returns how many loaded.
    int locateCostumes(int unavailable, const QString& folder);
    /// The procedural settings' undoable edits (locomotion, trailing joints, slope tuning).
    ProceduralEdits* procedural() const { return procedural_; }

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
    /// Puts corrections in place without an edit (recovered ones); correctionsChanged() follows.
    void replaceCorrections(std::optional<CorrectionFile> corrections);
    /// The edits of the corrections: capture, import, drive, mute, solo, remove.
    CorrectionsModel* correctionsModel() const { return correctionsModel_; }
    /// The edits of the HelperJointSetting files: reaction curves and controller attributes.
    RigEdits* rigEdits() const { return rigEdits_; }
    /// Authoring: helper bones added and deleted, controllers assigned, reaction keys set.
    RigAuthoring* authoring() const { return authoring_; }
    /// What is unsaved, saving (rig edits, view state) and the autosave's recovery.
    DocumentSaver* saver() const { return saver_; }
    /// The saver's forgetUnsavedChanges(): the user chose Discard.
    void forgetUnsavedChanges();


    /// Validation findings of the character and all its costumes, from the last load.
    const Diagnostics& findings() const { return findings_; }
    /// Validates the character and its costumes again (a template was edited and saved).
    void revalidate();
    /// Each costume's own findings (as `rigstage-cli validate --base`), by costume index.
    const std::vector<Diagnostics>& costumeFindings() const { return costumeFindings_; }

    /// The selected bone (carried over by name through a costume swap or a reload).
    SelectionModel* selection() const { return selection_; }

    QUndoStack* undoStack() { return &undo_; }

    /// The bones of the last helper-joint cycle reported (a rig that did not open), first repeated last.
    const std::vector<std::string>& lastCycle() const { return lastCycle_; }
    /// The character's data, for the models that change its files (rig edits, saving, recovery).
    CharacterData* editableData() { return data_.get(); }

    /// The camera the user last looked through (JSON), saved with the view state.
    void setViewCamera(const QByteArray& json) { viewCamera_ = json; }
    QByteArray viewCamera() const { return viewCamera_; }

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
    /// The stack of layers changed (costumes swapped): bone indices may have moved.
    void stackChanged();
    void loadFailed(const QString& path);
    void poseChanged();
    /// Something was edited or saved: hasUnsavedChanges() may have changed.
    void modifiedChanged();
    /// What the stage list shows changed otherwise than by the stages model: the transition
    /// comparison was switched, or a reload carried the set-up over.
    void stagesChanged();
    /// The corrections were edited (capture, import, mute, solo, remove, undo, redo).
    void correctionsChanged();

private:
    bool adopt(const QString& path, std::unique_ptr<Loaded> result);
    std::unique_ptr<Loaded> read(const QString& path);
    void bindMeshes();
    void applyCorrections();

    QString path_;
    std::unique_ptr<CharacterData> data_;
    std::unique_ptr<CharacterInstance> instance_;
    std::vector<glm::mat4> world_;
    MeshDeformer deformer_;
    std::vector<std::string> lastCycle_;
    SkinningMethod skinning_ = SkinningMethod::Linear;
    bool deformMeshes_ = true;
    Diagnostics findings_;
    std::vector<Diagnostics> costumeFindings_;
    QByteArray viewCamera_;
    QUndoStack undo_;  // before the models: the saver listens to it
    MessageLog* log_;
    CrowdPreview* crowd_;
    PlaybackModel* playback_;
    PosingModel* posing_;
    CorrectionsModel* correctionsModel_;
    StagesModel* stages_;
    SelectionModel* selection_;
    VisibilityModel* visibility_;
    RigEdits* rigEdits_;
    RigAuthoring* authoring_;
    ProceduralEdits* procedural_;
    DocumentSaver* saver_;
    QFutureWatcher<Loaded*>* watcher_ = nullptr;
    QString loadingPath_;
    std::optional<CharacterChanges> reloadChanges_;
    /// What the last read of a character read, for the next read (a reload) to keep what did not change.
    std::shared_ptr<LoadCache> cache_ = std::make_shared<LoadCache>();
    std::unique_ptr<Loaded> readForReload_;
    /// The errors of the load shown (code, file, message), to tell a new error from a known one.
    QSet<QString> loadErrors_;
    int reusedFiles_ = 0;
};

}  // namespace rigstage
