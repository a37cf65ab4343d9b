#pragma once
// HelperJointSetting version 1 -> 2: one unit rule for angles.
//
// Version 2 stores every angle in radians, as 3ds Max stores it and as an exporter reading
// controllers with GetValue writes it (docs/format.md, "Units"). Version 1 mixed units: Euler
// constants, rotation-reaction outputs and Float Reactions on Euler channels were degrees, and so
// was a curve's or a state's master value when the master is an angle, while Max keeps the
// driver's raw radians there. upgradeHelperJointSetting converts such a document in place.

#include <vector>

#include <tinyxml2.h>

namespace rigstage {

/// The HelperJointSetting version this build writes.
inline constexpr int kHelperJointSettingVersion = 2;

/// An angle attribute the upgrade could not convert: not a number, or not a finite one.
struct UnconvertedAngle {
    const tinyxml2::XMLElement* element = nullptr;
    const char* attribute = nullptr;
};

/// Converts a version-1 document (its root's version attribute is 1) to version 2 in place and
/// returns every element whose attributes changed (the root among them), so an editor can patch
/// only their start tags into the file's text. Values it cannot read (not numbers, NaN, infinity)
/// are left as they are and listed in unconverted when given (the compiler reports them too).
/// A document of another version is left untouched (empty result).
std::vector<const tinyxml2::XMLElement*> upgradeHelperJointSetting(tinyxml2::XMLDocument& document,
                                                                   std::vector<UnconvertedAngle>* unconverted = nullptr);

}  // namespace rigstage
