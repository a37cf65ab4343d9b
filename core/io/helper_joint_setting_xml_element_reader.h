#pragma once
// Private to the HelperJointSetting compiler (io/helper_joint_setting_xml*.cpp): the state of one
// compile and the attribute readers every controller family shares. Each reader reports a problem
// with the file, the line and the bone of the helper being compiled; where the element cannot be
// used any more it throws Invalid, which the helper's slot (or the top-level element) catches.

#include <initializer_list>
#include <map>
#include <string>
#include <string_view>
#include <unordered_map>

#include <glm/glm.hpp>
#include <tinyxml2.h>

#include "diagnostics.h"
#include "helpers/bone_value_input.h"
#include "io/helper_joint_setting_xml.h"
#include "math/euler.h"
#include "skeleton/framework.h"

namespace rigstage::helper_xml {

using tinyxml2::XMLElement;

/// A failed element: reported already; the caller drops what it was building.
struct Invalid {};

/// Most child elements of <HelperJointSetting> (a Helper per bone of a 20,000-bone layer, with
/// its IK limbs and exposed transforms), of a constraint (Targets), of a list (Entries), of a
/// reaction (its master, curves and States) and of a Curve (Points). docs/format.md, Limits.
inline constexpr int kMaxSettingElements = 65536;
inline constexpr int kMaxTargets = 1024;
inline constexpr int kMaxListEntries = 1024;
inline constexpr int kMaxReactionElements = 1024;
inline constexpr int kMaxCurvePoints = 65536;

/// What an Expose TM element exposes: a bone, its reference and its Euler order.
struct Exposer {
    BoneValueInput base;
    int line = 0;
};

/// Returns s with its ASCII letters in lower case.
std::string lower(std::string_view s);

/// One compile of a setting against a framework: what every controller family's reader reads
/// with, and what they share while the setting's elements are read in order.
class ElementReader {
public:
    ElementReader(const HelperJointSetting& setting, const Framework& framework, Diagnostics& diagnostics,
                  std::unordered_map<const XMLElement*, BoneValueInput>* reactionInputs)
        : file(setting.file), setting(setting), framework(framework), diagnostics(diagnostics),
          reactionInputs(reactionInputs)
    {
    }

    const std::string& file;
    const HelperJointSetting& setting;
    const Framework& framework;
    Diagnostics& diagnostics;
    /// Where each float-master reaction's input is recorded (reactionInputs()); null when not wanted.
    std::unordered_map<const XMLElement*, BoneValueInput>* reactionInputs;
    int layer = -1;    ///< The setting's layer in framework.
    std::string bone;  ///< The bone of the helper being compiled, named by its diagnostics; empty between helpers.
    std::map<std::string, Exposer> exposers;  ///< The setting's ExposeTm elements by name.

    /// Reports an error on el (naming the helper's bone) and ends the element.
    [[noreturn]] void invalid(const XMLElement* el, const std::string& code, const std::string& message,
                              const std::string& fix);

    /// Checks el's attributes: unknown ones are reported; an empty one (no attribute of this file
    /// may be empty) is reported and ends the element.
    void attributes(const XMLElement* el, std::initializer_list<const char*> allowed);

    /// An element the format gives no children: any child element or text is reported.
    void leaf(const XMLElement* el);

    /// A container: its text is reported; more than maxChildren child elements end it.
    void children(const XMLElement* el, int maxChildren);

    /// The attribute's text; fallback when it is missing, or the element ends when there is none.
    std::string text(const XMLElement* el, const char* attribute, const char* fallback = nullptr);

    /// The attribute as a number, fallback when missing; a malformed one ends the element.
    float number(const XMLElement* el, const char* attribute, float fallback);

    /// The attribute as "x y z", fallback when missing; a malformed one ends the element.
    glm::vec3 vec3(const XMLElement* el, const char* attribute, glm::vec3 fallback);

    /// The attribute as true / false (or 1 / 0, any case), fallback when missing.
    bool flag(const XMLElement* el, const char* attribute, bool fallback);

    /// The attribute as an axis index (X, Y, Z or 0, 1, 2, any case), fallback when missing.
    int axis(const XMLElement* el, const char* attribute, int fallback);

    /// The attribute as an Euler order, fallback when missing.
    EulerOrder order(const XMLElement* el, const char* attribute, EulerOrder fallback);

    /// The index of the bone the attribute names; a name no stacked layer has ends the element.
    int boneRef(const XMLElement* el, const char* attribute);

    /// The only child element of a slot / entry / channel: none, or a second, ends the element.
    const XMLElement* onlyChild(const XMLElement* el);
};

}  // namespace rigstage::helper_xml
