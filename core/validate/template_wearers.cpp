#include "validate/template_wearers.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "io/character_loader.h"
#include "io/manifest_xml.h"

namespace rigstage {

namespace fs = std::filesystem;

std::string commonFolder(const std::string& a, const std::string& b)
{
    const fs::path pa = fs::absolute(fs::path(a)).lexically_normal().parent_path();
    const fs::path pb = fs::absolute(fs::path(b)).lexically_normal().parent_path();
    fs::path common;
    auto ia = pa.begin();
    auto ib = pb.begin();
    for (; ia != pa.end() && ib != pb.end() && *ia == *ib; ++ia, ++ib) {
        common /= *ia;
    }
    return common.empty() || common == common.root_path() ? std::string() : common.string();
}

std::vector<TemplateWearer> findTemplateWearers(const std::string& templateFile, const std::string& root, int depth, int maxFiles,
                                                std::vector<std::string>* unreadable)
{
    constexpr std::uintmax_t kMaxManifestBytes = 512ull << 20;  // a rig file's limit (docs/format.md, Limits)
    std::vector<TemplateWearer> out;
    std::error_code ec;
    const fs::path target = fs::weakly_canonical(fs::path(templateFile), ec);
    if (root.empty() || !fs::is_directory(root, ec)) {
        return out;
    }
    const auto same = [&](const std::string& written, const std::string& manifest) {
        if (written.empty()) {
            return false;
        }
        std::error_code e;
        return fs::weakly_canonical(fs::path(resolveRelative(manifest, written)), e) == target;
    };
    int seen = 0;
    fs::recursive_directory_iterator it(root, fs::directory_options::skip_permission_denied, ec);
    for (; !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
        if (++seen > maxFiles) {
            break;
        }
        if (it.depth() >= depth) {
            it.disable_recursion_pending();
        }
        const fs::path& p = it->path();
        if (!it->is_regular_file(ec) || !p.filename().string().ends_with(".character.xml")) {
            continue;
        }
        std::error_code sizeError;
        const std::uintmax_t bytes = fs::file_size(p, sizeError);
        std::ifstream in(p);
        std::stringstream text;
        if (!sizeError && bytes <= kMaxManifestBytes && in) {
            text << in.rdbuf();
        }
        Diagnostics ignored;  // its own problems are its own load's to report
        const std::optional<CharacterManifest> manifest =
            !sizeError && bytes <= kMaxManifestBytes && in ? parseManifestXml(text.str(), p.string(), ignored) : std::nullopt;
        if (!manifest) {
            if (unreadable) {
                unreadable->push_back(p.string());
            }
            continue;
        }
        for (const ManifestCostume& c : manifest->costumes) {
            if (same(c.framework, p.string()) || same(c.helperJoints, p.string())) {
                out.push_back({p.string(), c.name});
            }
        }
    }
    std::sort(out.begin(), out.end(), [](const TemplateWearer& a, const TemplateWearer& b) { return a.manifest < b.manifest; });
    return out;
}

}  // namespace rigstage
