#pragma once
// Helpers shared by the rig-format readers and writers: strict attribute parsing that reports
// file:line for every problem, and number formatting that round-trips exactly.

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

#include <tinyxml2.h>

#include "diagnostics.h"
#include "math/srt.h"

namespace rigstage::xml {

/// Current version of every rig-format file.
inline constexpr int kFormatVersion = 1;

/// Most attributes one element may carry (docs/format.md, Limits). tinyxml2 compares each new
/// attribute with every earlier one of its element, so more would make the parse quadratic.
inline constexpr int kMaxAttributes = 256;

/// Parses text into doc. Reports "xml.too-many-attributes" (an element past kMaxAttributes,
/// found by a linear scan before tinyxml2 reads the text) or "xml.malformed" with tinyxml2's line
/// and message on failure.
bool parse(std::string_view text, const std::string& file, tinyxml2::XMLDocument& doc, Diagnostics& diagnostics);

/// True when path names a regular file; otherwise reports "io.unreadable", saying which: "is a
/// folder, not a file", "is a FIFO or device, not a regular file" (a read would block or never end)
/// or "no such file".
bool checkRegularFile(const std::string& path, Diagnostics& diagnostics);

/// Reads a whole file. Reports "io.unreadable" (missing, a folder, or larger than maxBytes) on failure.
std::optional<std::string> readFile(const std::string& path, Diagnostics& diagnostics,
                                    std::size_t maxBytes = std::size_t(512) << 20);

/// Returns the name of the root element of an XML file, or an empty string when it cannot be read.
std::string rootElementName(const std::string& path);

/// Returns the root element when it has the expected name and a version attribute between oldest
/// and newest (both kFormatVersion unless given), else reports "xml.wrong-root",
/// "xml.missing-attribute" or "xml.unsupported-version" and returns null.
const tinyxml2::XMLElement* checkRoot(const tinyxml2::XMLDocument& doc, const char* expected, const std::string& file,
                                      Diagnostics& diagnostics, int newest = kFormatVersion, int oldest = kFormatVersion);

/// Reports every attribute of el not in allowed ("xml.unknown-attribute") and returns false if any.
bool checkAttributes(const tinyxml2::XMLElement* el, std::initializer_list<const char*> allowed,
                     const std::string& file, Diagnostics& diagnostics);

/// Reports an unexpected child element ("xml.unknown-element").
void reportUnknownElement(const tinyxml2::XMLElement* el, const char* parentName, const std::string& file,
                          Diagnostics& diagnostics);

/// For an element the format gives no children (a leaf such as <Bone> or <Key>): reports its first
/// child element ("xml.unknown-element", saying how many it holds) and its first text
/// ("xml.unexpected-text"). Returns false if it reported anything.
bool checkLeaf(const tinyxml2::XMLElement* el, const std::string& file, Diagnostics& diagnostics);

/// No cap on an element's children beyond what its reader checks itself.
inline constexpr int kNoChildLimit = 0x7fffffff;

/// For a container: reports "xml.unexpected-text" for its first text, and "xml.too-many-children"
/// at the first child element past maxChildren (docs/format.md, Limits). Returns false in the
/// latter case: the caller then reads none of the children (the file is refused, and the work
/// spent on it stays bounded).
bool checkChildren(const tinyxml2::XMLElement* el, int maxChildren, const std::string& file, Diagnostics& diagnostics);

/// Reports "xml.empty-attribute" for an attribute given as "" (docs/format.md: an empty value is
/// an error unless the format says what it means) and returns false; true when it is absent or
/// has a value.
bool checkNotEmpty(const tinyxml2::XMLElement* el, const char* name, const std::string& file, Diagnostics& diagnostics);

/// Reads a required string attribute; reports "xml.missing-attribute" when absent and
/// "xml.empty-attribute" when empty.
std::optional<std::string> requiredString(const tinyxml2::XMLElement* el, const char* name, const std::string& file,
                                          Diagnostics& diagnostics);

/// Reads an optional string attribute into value (kept when absent); reports
/// "xml.empty-attribute" and returns false when it is given as "".
bool optionalString(const tinyxml2::XMLElement* el, const char* name, std::string& value, const std::string& file,
                    Diagnostics& diagnostics);

/// Parses exactly count finite floats separated by white space into out.
/// Reports "xml.missing-attribute" (text is null), "xml.empty-attribute" (text is ""),
/// "xml.bad-number" (wrong count or not a number) or "xml.non-finite" (NaN, inf).
bool parseFloats(const char* text, float* out, int count, const tinyxml2::XMLElement* el, const char* attribute,
                 const std::string& file, Diagnostics& diagnostics);

/// Reads an optional float attribute (keeping fallback when absent). Like every optional* reader
/// here, an empty value is "xml.empty-attribute".
bool optionalFloat(const tinyxml2::XMLElement* el, const char* name, float& value, const std::string& file,
                   Diagnostics& diagnostics);
/// Reads an optional boolean attribute: true / false / 1 / 0; reports "xml.bad-bool" otherwise.
bool optionalBool(const tinyxml2::XMLElement* el, const char* name, bool& value, const std::string& file,
                  Diagnostics& diagnostics);
/// Reads an optional integer attribute (keeping fallback when absent); reports "xml.bad-number".
bool optionalInt(const tinyxml2::XMLElement* el, const char* name, int& value, const std::string& file,
                 Diagnostics& diagnostics);
bool optionalVec3(const tinyxml2::XMLElement* el, const char* name, glm::vec3& value, const std::string& file,
                  Diagnostics& diagnostics);

/// Reads a rotation from "r" (right-handed quaternion x y z w) or "maxQuat" (3ds Max's left-handed
/// quaternion x y z w, converted by conjugation). Reports "xml.non-unit-quaternion" when its length
/// is off by more than 1e-3 and "xml.conflicting-attributes" when both are given.
bool optionalRotation(const tinyxml2::XMLElement* el, glm::quat& value, const std::string& file,
                      Diagnostics& diagnostics);

/// Formats a float with the fewest digits that read back to the same float.
std::string formatFloat(float value);
/// Formats floats separated by single spaces.
std::string formatFloats(const float* values, int count);
std::string formatVec3(const glm::vec3& v);
/// Formats a quaternion as "x y z w".
std::string formatQuat(const glm::quat& q);

}  // namespace rigstage::xml
