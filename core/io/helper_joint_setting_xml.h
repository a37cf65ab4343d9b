#pragma once
// HelperJointSetting files: the controllers of one procedural layer's bones (docs/format.md).
// The editable form keeps the XML document itself, so writing gives back exactly what was read
// and editors change attributes in place; compiling turns it into runtime controllers.

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include <tinyxml2.h>

#include "diagnostics.h"
#include "helpers/bone_value_input.h"
#include "helpers/helper_joint.h"
#include "io/helper_setting_upgrade.h"
#include "skeleton/framework.h"

namespace rigstage {

struct HelperJointSetting {
    std::string file;
    std::string layer;  ///< The layer whose bones these helpers drive.
    std::shared_ptr<tinyxml2::XMLDocument> document;
    /// Elements a version-1 file's upgrade to version 2 changed (empty for a version-2 file): the
    /// start tags to write back for the file to become version 2.
    std::vector<const tinyxml2::XMLElement*> upgraded;
    /// Angles the upgrade could not convert (not finite numbers), left as they were.
    std::vector<UnconvertedAngle> unconvertedAngles;
};

/// Parses a HelperJointSetting document: root element, version and layer (the controllers are
/// checked by compileHelperJoints, which needs the framework). A version-1 document is upgraded
/// to version 2 in memory, with a warning (helper_setting_upgrade.h).
std::optional<HelperJointSetting> parseHelperJointSettingXml(std::string_view text, const std::string& file,
                                                             Diagnostics& diagnostics);
std::optional<HelperJointSetting> loadHelperJointSettingXml(const std::string& path, Diagnostics& diagnostics);

/// Writes the setting; parsing the result gives the same document back.
std::string writeHelperJointSettingXml(const HelperJointSetting& setting);

/// Compiles every Helper into controllers against a framework. Every problem is reported with the
/// file, the line and the bone: unknown bones, controller types and options, bad values, expression
/// errors with their column. Helpers with errors are left out.
std::vector<HelperJoint> compileHelperJoints(const HelperJointSetting& setting, const Framework& framework,
                                             Diagnostics& diagnostics);

/// The master input of every float-master reaction element (FloatReaction, PositionReaction, ...)
/// of the setting, resolved against framework (Expose TM names included): what a curve editor
/// needs to show the live master value.
std::unordered_map<const tinyxml2::XMLElement*, BoneValueInput> reactionInputs(const HelperJointSetting& setting,
                                                                               const Framework& framework);

}  // namespace rigstage
