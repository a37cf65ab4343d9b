#pragma once
// Authoring controllers on a helper bone, on a HelperJointSetting document through an XmlTreeEdit
// (so each change can be undone on the same nodes): assigning a controller of any kind to a slot,
// constraint targets, list entries and their order, removing, and reaction keys set from values
// read off the pose (the 3ds Max Reaction Manager's "Set Key"). The caller compiles the result
// and undoes the edit when the rig rejects it.

#include <string>
#include <string_view>
#include <vector>

#include "authoring/xml_tree_edit.h"
#include "io/helper_joint_setting_xml.h"
#include "math/srt.h"

namespace rigstage {

enum class HelperSlot { Position, Rotation, Scale };

/// A controller a slot can hold, with the group 3ds Max's Assign Controller list puts it in.
struct ControllerChoice {
    std::string element;  ///< The element name: "OrientationConstraint", "RotationList", ...
    std::string group;    ///< "Constraints", "Lists", "XYZ", "Expressions"
    bool needsTargets = false;
};

/// The controllers assignable to a slot (reactions are made by setReactionKey), in menu order.
std::vector<ControllerChoice> controllerChoices(HelperSlot slot);

/// The controller a slot of a Helper element holds, or null.
tinyxml2::XMLElement* slotController(tinyxml2::XMLElement* helper, HelperSlot slot);

/// A constraint target: a bone and its weight (percent, as the format and Max's spinner give it).
struct TargetChoice {
    std::string bone;
    float weight = 50.0f;
};

/// Assigns a controller of kind (a ControllerChoice's element) to a slot of bone's Helper, making
/// the Helper and the slot when missing. What the slot held goes; a list keeps it as its first
/// entry, as Max's lists keep the controller they replace (an empty slot's list starts with an XYZ
/// controller holding the bind value). XYZ controllers and expressions start at the bind value
/// (bindLocal), so assigning one does not move the bone. Constraints get targets. Returns the new
/// controller, or null (and why) when kind does not fit the slot or a constraint has no target.
tinyxml2::XMLElement* assignController(XmlTreeEdit& edit, const HelperJointSetting& setting, const std::string& bone,
                                       HelperSlot slot, std::string_view kind, const std::vector<TargetChoice>& targets,
                                       const Srt& bindLocal, std::string* why);

/// Adds a target to a constraint element.
void addTarget(XmlTreeEdit& edit, tinyxml2::XMLElement* constraint, const TargetChoice& target);

/// Adds an entry holding a new controller of kind (an XYZ controller at the bind value, or a
/// constraint with targets) to a list element; returns the new controller or null (and why).
tinyxml2::XMLElement* addListEntry(XmlTreeEdit& edit, tinyxml2::XMLElement* list, HelperSlot slot, std::string_view kind,
                                   const std::vector<TargetChoice>& targets, const Srt& bindLocal, std::string* why);

/// Moves a list's Entry one place up (-1) or down (+1); false at either end.
bool moveListEntry(XmlTreeEdit& edit, tinyxml2::XMLElement* entry, int direction);

/// Removes a controller: a list entry goes with its Entry, a slot's controller with its slot, and
/// a Helper left without slots goes too.
void removeController(XmlTreeEdit& edit, tinyxml2::XMLElement* controller);

/// The master of a reaction: a bone's channel (rotation: a local Euler XYZ angle; position: a
/// local position component).
struct ReactionMaster {
    std::string bone;
    bool rotation = true;
    int axis = 0;
};

/// The Reaction Manager's Set Key: a key (masterValue, slaveValue) on the reaction that drives
/// axis of slave's slot (Position or Rotation; radians for rotations) from master. When the slot
/// has no reaction on that axis yet, it becomes an XYZ controller (PositionXYZ / EulerXYZ) whose
/// channels keep the bind value, and the axis gets a FloatReaction reading master. A key at the
/// same master value is replaced; keys stay sorted. Null (and why) when the slot holds another
/// kind of controller (remove it first) or the reaction there reads another master.
tinyxml2::XMLElement* setReactionKey(XmlTreeEdit& edit, const HelperJointSetting& setting, const std::string& slave,
                                     HelperSlot slot, int axis, const ReactionMaster& master, float masterValue,
                                     float slaveValue, const Srt& bindLocal, std::string* why);

}  // namespace rigstage
