#pragma once
// Authoring the character's helper joints in the window: helper bones added to a layer or
// deleted, controllers assigned, extended and removed, reaction keys set from the pose. Each
// change is one undo step, checked before it stays (the whole rig is compiled: a cycle, an
// unknown target or a bad option is refused with the rig's own message and nothing changes),
// then shown live. Bones go to the layer's Framework file and controllers to its
// HelperJointSetting file when saved (AuthoredFiles says which changed; DocumentSaver writes them).

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

#include "authoring/controller_authoring.h"
#include "authoring/helper_bone_authoring.h"
#include "gui/authoring/authored_files.h"
#include "gui/authoring/reexport_reapply.h"

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
    /// The Helper element driving bone in a worn costume's template, or null (the character's own
    /// are RigEdits').
    tinyxml2::XMLElement* templateHelperOf(int bone) const;
    /// Sets an option of a template's controller element as one undo step, checked by the rig;
    /// false (and why) when it rejects the value.
    bool editTemplateAttribute(tinyxml2::XMLElement* element, const QString& attribute, const QString& value, QString* why);
    /// The controller element name in a slot of bone ("" when none).
    QString controllerIn(int bone, HelperSlot slot) const;

    /// The Reaction Manager's Set Key: a key on axis of slave's slot whose master value is
    /// master's channel in the current pose and whose value is slaveValue (radians for rotations).
    bool setReactionKey(int slave, HelperSlot slot, int axis, int master, bool masterRotation, int masterAxis,
                        float slaveValue, QString* why);
    /// A master's channel in the current pose: a local Euler XYZ angle (radians) or a local
    /// position component.
    float channelValue(int bone, bool rotation, int axis) const;

    /// The files authoring writes: which changed, their texts, recovery, template checks.
    AuthoredFiles& files() { return files_; }
    const AuthoredFiles& files() const { return files_; }
    /// A re-export read with the window's edits put back on top.
    ReexportReapply& reexport() { return reexport_; }

    /// Compiles the character's layers and settings as they stand now; false (and why) when the
    /// rig does not build.
    bool compiles(QString* why) const;
    /// Puts the rebuilt character in the window (the character's framework again when bones
    /// changed) and counts it as an edit.
    void showRebuilt(bool bonesChanged);

    /// A character was loaded (or the edits were discarded): what is on disk is what is held.
    void takeLoadedLayers();

private:
    class Step;
    friend class Step;
    /// Runs change (on the layer's bones and, through edit, the setting's document), checks the
    /// rig, and keeps it as one undo step named text; on rejection puts everything back.
    bool apply(const QString& text, int layer, int setting, const std::function<bool(RawLayer*, XmlTreeEdit*, std::string*)>& change,
               QString* why);
    int layerOfBone(int bone) const;

    Document& document_;
    AuthoredFiles files_;
    ReexportReapply reexport_;
};

}  // namespace rigstage
