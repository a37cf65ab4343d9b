#pragma once
// The editable form of one skeleton layer, as read from (and written to) a Framework file.
// FrameworkBuilder turns a stack of these into the immutable Framework.

#include <cstdint>
#include <string>
#include <vector>

#include "math/srt.h"

namespace rigstage {

/// One bone as authored: its name, its parent's name and its bind pose relative to the parent.
struct RawBone {
    std::string name;             ///< Full name, normally following the naming convention.
    std::string parent;           ///< Parent's full name; empty for a root. May name a bone of a lower layer.
    Srt bindLocal;                ///< Bind pose relative to the parent (or the world for a root).
    std::uint8_t flags = 0;       ///< BoneFlag bits; taken from the name when it follows the convention.
    bool explicitFlags = false;   ///< True when the file gave a flags attribute (kept for round-tripping).
    int line = 0;                 ///< Line of the Bone element in its file, for diagnostics.

    bool operator==(const RawBone&) const = default;
};

/// One skeleton layer: the bones one Framework file brings.
struct RawLayer {
    std::string name;             ///< Layer name, e.g. "Base", "Muscle", "Costume".
    int level = 0;                ///< 0 base body, 1 face / hands / muscle, 2 costume / tool.
    std::string file;             ///< Where it was read from; used in diagnostics.
    int line = 0;                 ///< Line of the root element.
    std::vector<RawBone> bones;   ///< In file order; may include references to bones of lower layers.

    bool operator==(const RawLayer&) const = default;
};

}  // namespace rigstage
