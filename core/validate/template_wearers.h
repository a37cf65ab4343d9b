#pragma once
// The characters that wear a costume template: the manifests near it whose costumes name its
// files, so that a template edited in one character's window is checked on every character that
// wears it.

#include <string>
#include <vector>

namespace rigstage {

struct TemplateWearer {
    std::string manifest;  ///< The character manifest's path.
    std::string costume;   ///< The name it gives the costume.
};

/// The character manifests (*.character.xml) under root, at most depth folders down and at most
/// maxFiles files looked at, with a costume whose Framework or HelperJointSetting file is
/// templateFile (the paths as each manifest resolves them). Sorted by path. A manifest that
/// cannot be read or parsed, or is larger than a rig file may be (512 MiB), is named in unreadable
/// (when given) rather than passed over: whether it wears the template is not known.
std::vector<TemplateWearer> findTemplateWearers(const std::string& templateFile, const std::string& root, int depth = 4,
                                                int maxFiles = 5000, std::vector<std::string>* unreadable = nullptr);

/// The folder both paths lie in (the root to search from), or "" when they share none.
std::string commonFolder(const std::string& a, const std::string& b);

}  // namespace rigstage
