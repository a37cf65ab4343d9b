#pragma once
// What one character's files say about a bone: its Framework entry and its Helper element, each
// with the file it lives in. Taken before a re-export is read, they let the window's edits of
// those bones be put back on top of the DCC's files, and tell which bones both changed.

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "io/character_loader.h"

namespace rigstage {

struct BoneVersion {
    std::optional<RawBone> bone;  ///< Absent: no such bone.
    std::string layerFile;        ///< The Framework file holding it (or that held it).
    std::optional<std::string> helper;  ///< The Helper element driving it, as text; absent: none.
    std::string settingFile;      ///< The HelperJointSetting file of its layer.

    /// The same bone and controllers (the Framework entry's line aside).
    bool sameAs(const BoneVersion& other) const;
};

/// The named bones as data has them (the character's layers and every costume template).
std::map<std::string, BoneVersion> boneVersions(const CharacterData& data, const std::set<std::string>& bones);

/// Every bone of data's layers and templates, and every bone a Helper drives.
std::set<std::string> allBoneNames(const CharacterData& data);

/// Puts versions into data: each bone's Framework entry replaced, added or removed in the layer
/// whose file is its layerFile, and its Helper element in the setting whose file is its
/// settingFile. Returns the files changed (Framework and HelperJointSetting); a bone whose files
/// data does not read is left out and named in skipped.
std::set<std::string> putBoneVersions(CharacterData& data, const std::map<std::string, BoneVersion>& versions,
                                      std::vector<std::string>& skipped);

}  // namespace rigstage
