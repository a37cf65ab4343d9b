#pragma once
// Authoring the character's helper joints in the window: helper bones added to a layer or
// deleted, controllers assigned, extended and removed, reaction keys set from the pose. Each
// change is one undo step, checked before it stays (the whole rig is compiled: a cycle, an
// unknown target or a bad option is refused with the rig's own message and nothing changes),
// then shown live. Bones go to the layer's Framework file and controllers to its
// HelperJointSetting file when saved (DocumentSaver asks here which Framework files changed).

#include <QObject>
#include <QString>
#include <QJsonObject>
#include <QStringList>

#include <functional>

#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "authoring/bone_versions.h"
#include "authoring/controller_authoring.h"
#include "authoring/helper_bone_authoring.h"

namespace rigstage {

class Document;

class RigAuthoring : public QObject {
    Q_OBJECT
public:
    explicit RigAuthoring(Document& document, QObject* parent = nullptr);

    /// The layers bones can be added to: the character's layers above the base (level 1 or more)
    /// that have a HelperJointSetting file, by index into the character's layers, then the worn
    /// costumes with helper joints (their templates), numbered after them: the number of layers
    /// plus the costume's index. Every layer argument below counts the same way.
    std::vector<int> authorableLayers() const;
    /// The layer's name, e.g. "Muscle", or "Robe (costume Robe)" for a template.
    QString layerName(int layer) const;
    /// Why name cannot be a new bone of layer, as it is typed (empty: it can).
    QString nameProblem(int layer, const QString& name) const;

    /// Adds a helper bone to layer under parent, its bind placed by placement from the picked
    /// bones. False (and why) when the name or the bones do not do.
    bool addHelperBone(int layer, const QString& name, int parent, BindPlacement placement, int first, int second,
                       QString* why);
    /// Everything that names the bone, one line each ("child bone ...", "Target@bone of the
    /// helper ... (file:line)"); its own controllers are marked as going with it.
    QStringList dependents(int bone) const;
    /// Renames a helper bone of an authorable layer, and every name of it in that layer's files
    /// (children, controllers). Refused (and why) when the new name does not do, or when a file
    /// the window does not rewrite names it (the manifest, a mesh's skin, another layer).
    bool renameBone(int bone, const QString& name, QString* why);
    /// Deletes a helper bone of an authorable layer with its own controllers. Refused (and why,
    /// listing them) while anything else names it.
    bool deleteBone(int bone, QString* why);

    /// Assigns a controller (a ControllerChoice's element) to a slot of bone, constraints with
    /// targets (bone indices, weights in percent).
    bool assignController(int bone, HelperSlot slot, const QString& kind, const std::vector<std::pair<int, float>>& targets,
                          QString* why);
    /// Adds an entry to the list in a slot of bone.
    bool addListEntry(int bone, HelperSlot slot, const QString& kind, const std::vector<std::pair<int, float>>& targets,
                      QString* why);
    /// Moves a list's Entry one place up (-1) or down (+1); false (and why) at either end.
    bool moveListEntry(tinyxml2::XMLElement* entry, int direction, QString* why);
    /// Removes a list's Entry or a constraint's Target (refused by the rig when it was the last).
    bool removeElement(tinyxml2::XMLElement* element, QString* why);
    /// Removes the controller in a slot of bone (the slot goes with it).
    bool removeController(int bone, HelperSlot slot, QString* why);
    /// The controller element name in a slot of bone ("" when none).
    QString controllerIn(int bone, HelperSlot slot) const;

    /// The Reaction Manager's Set Key: a key on axis of slave's slot whose master value is
    /// master's channel in the current pose and whose value is slaveValue (radians for rotations).
    bool setReactionKey(int slave, HelperSlot slot, int axis, int master, bool masterRotation, int masterAxis,
                        float slaveValue, QString* why);
    /// A master's channel in the current pose: a local Euler XYZ angle (radians) or a local
    /// position component.
    float channelValue(int bone, bool rotation, int axis) const;

    /// The layers whose bones changed since they were read or saved.
    std::set<int> modifiedLayers() const;
    /// The templates whose HelperJointSetting changed since read or saved (the character's own
    /// settings are RigEdits' to save).
    std::set<int> modifiedTemplateSettings() const;
    /// The Framework text Save writes for a layer, and its file.
    std::string frameworkText(int layer) const;
    std::string layerFile(int layer) const;
    /// The HelperJointSetting text Save writes for a template, and its file.
    std::string templateSettingText(int layer) const;
    std::string settingFile(int layer) const;
    /// The layer whose Framework (or, with setting, HelperJointSetting) file is file; -1 for none.
    int layerOfFile(const std::string& file, bool setting) const;
    /// Whether the layer is a costume template's.
    bool isTemplate(int layer) const;
    /// The layer's bones, or null.
    RawLayer* layerById(int layer) const;
    /// The layer's HelperJointSetting, or null.
    HelperJointSetting* settingById(int layer) const;
    /// The layer's text was written: it is the one on disk now.
    void settleLayer(int layer);
    void settleTemplateSetting(int layer);

    /// Authored files in a crash-recovery file: layers' bones ("frameworks") and templates'
    /// settings ("templateSettings"), by layer.
    struct RecoveredFiles {
        std::map<int, RawLayer> layers;
        std::map<int, HelperJointSetting> settings;
    };
    /// Reads them (null, with the problems, when one cannot be read or names a file the
    /// character does not have).
    std::optional<RecoveredFiles> readRecovered(const QJsonObject& recovery, Diagnostics& diagnostics) const;
    /// Swaps them with what the character holds (a second swap puts everything back).
    void swapRecovered(RecoveredFiles& files);
    /// After a swap that stays: files holds what the files on disk hold, so the recovered ones
    /// count as unsaved.
    void takeRecovered(const RecoveredFiles& files);
    /// Before a re-export is read with the window's edits kept on top: remembers each bone the
    /// window changed since the files were read or saved (its Framework entry and its controllers,
    /// authored or edited), as the window has it.
    void prepareReapply();
    /// After the re-export was read: puts the remembered bones back on top of the DCC's files, as
    /// unsaved edits. conflicts gets the bones the DCC changed too (the window's version is kept),
    /// skipped those whose files the character no longer reads. False (and why) when the result
    /// does not compile: the DCC's files stay as read.
    bool reapply(QStringList* conflicts, QStringList* skipped, QString* why);
    bool hasPendingReapply() const { return !pending_.empty(); }
    /// The files were saved: what they hold now is what the next re-export is compared with.
    void takeSaved();
    /// A template was saved: checks it on every character wearing it (manifests near the
    /// template and the open character) and says what was found in the messages.
    void validateWearers(int layer);
    /// The layer's bones were recovered after a crash: onDisk is what its file holds (so it counts
    /// as unsaved until saved).
    void takeRecoveredLayer(int layer, RawLayer onDisk) { onDisk_[layer] = std::move(onDisk); }
    /// A character was loaded (or the edits were discarded): what is on disk is what is held.
    void takeLoadedLayers();

private:
    class Step;
    friend class Step;
    /// Runs change (on the layer's bones and, through edit, the setting's document), checks the
    /// rig, and keeps it as one undo step named text; on rejection puts everything back.
    bool apply(const QString& text, int layer, int setting, const std::function<bool(RawLayer*, XmlTreeEdit*, std::string*)>& change,
               QString* why);
    /// Compiles the character's layers and settings as they stand now; false (and why) when the
    /// rig does not build.
    bool check(QString* why) const;
    /// Puts the rebuilt character in the window (the framework when bones changed).
    void rebuild(bool bonesChanged);
    int settingOfLayer(int layer) const;
    /// The layer whose HelperJointSetting holds element; -1 for none.
    int layerOfElement(const tinyxml2::XMLElement* element) const;
    /// The index into the character's helperSettings of a character layer's setting; -1 for a template.
    int characterSettingIndex(int layer) const;
    int layerOfBone(int bone) const;

    Document& document_;
    std::map<int, RawLayer> onDisk_;  // per layer: the layer as read or last saved
    std::map<int, std::string> settingOnDisk_;  // per template: its setting's text as read or last saved
    std::map<std::string, BoneVersion> base_;     // every bone as read or last saved
    std::map<std::string, BoneVersion> pending_;  // the window's changed bones, kept for a re-export
    std::map<std::string, BoneVersion> pendingBase_;  // and the base they changed
};

}  // namespace rigstage
