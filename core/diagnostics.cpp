#include "diagnostics.h"

#include <algorithm>
#include <unordered_map>

namespace rigstage {

const char* severityName(Severity severity)
{
    switch (severity) {
    case Severity::Info: return "info";
    case Severity::Warning: return "warning";
    case Severity::Error: return "error";
    }
    return "error";
}

std::string formatDiagnostic(const Diagnostic& d)
{
    std::string out;
    if (!d.file.empty()) {
        out += d.file;
        if (d.line > 0) {
            out += ':' + std::to_string(d.line);
        }
        out += ": ";
    }
    out += severityName(d.severity);
    out += " [" + d.code + "]: " + d.message;
    if (!d.bones.empty()) {
        out += " (bones: ";
        for (std::size_t i = 0; i < d.bones.size(); ++i) {
            out += (i ? ", " : "") + d.bones[i];
        }
        out += ')';
    }
    if (!d.fix.empty()) {
        out += " Fix: " + d.fix;
    }
    return out;
}

Diagnostic& Diagnostics::add(Severity severity, std::string code, std::string file, int line, std::string message,
                             std::vector<std::string> bones, std::string fix)
{
    items_.push_back({severity, std::move(code), std::move(file), line, std::move(bones), std::move(message),
                      std::move(fix)});
    return items_.back();
}

Diagnostic& Diagnostics::error(std::string code, std::string file, int line, std::string message,
                               std::vector<std::string> bones, std::string fix)
{
    return add(Severity::Error, std::move(code), std::move(file), line, std::move(message), std::move(bones),
               std::move(fix));
}

Diagnostic& Diagnostics::warning(std::string code, std::string file, int line, std::string message,
                                 std::vector<std::string> bones, std::string fix)
{
    return add(Severity::Warning, std::move(code), std::move(file), line, std::move(message), std::move(bones),
               std::move(fix));
}

void Diagnostics::setBonesSince(std::size_t mark, const std::vector<std::string>& bones)
{
    for (std::size_t i = mark; i < items_.size(); ++i) {
        if (items_[i].bones.empty()) {
            items_[i].bones = bones;
        }
    }
}

void Diagnostics::append(const Diagnostics& other)
{
    items_.insert(items_.end(), other.items_.begin(), other.items_.end());
}

namespace {

/// 99990 -> "99,990".
std::string withThousands(std::size_t n)
{
    std::string digits = std::to_string(n);
    for (int i = int(digits.size()) - 3; i > 0; i -= 3) {
        digits.insert(std::size_t(i), 1, ',');
    }
    return digits;
}

}  // namespace

std::vector<Diagnostic> Diagnostics::folded(int perCode) const
{
    perCode = std::max(perCode, 1);  // at least one of each code, and its "and N more" line
    struct Group {
        std::size_t total = 0;
        std::size_t shown = 0;
        Severity worstFolded = Severity::Info;
    };
    std::unordered_map<std::string, Group> groups;
    const auto key = [](const Diagnostic& d) { return d.code + '\n' + d.file; };
    for (const Diagnostic& d : items_) {
        Group& g = groups[key(d)];
        if (g.total++ >= std::size_t(perCode)) {
            g.worstFolded = std::max(g.worstFolded, d.severity);
        }
    }
    std::vector<Diagnostic> out;
    for (const Diagnostic& d : items_) {
        Group& g = groups[key(d)];
        if (g.shown >= std::size_t(perCode)) {
            continue;
        }
        out.push_back(d);
        if (++g.shown == std::size_t(perCode) && g.total > g.shown) {
            out.push_back({g.worstFolded, d.code, d.file, 0, {}, "and " + withThousands(g.total - g.shown) + " more like it", {}});
        }
    }
    return out;
}

bool Diagnostics::hasErrorsSince(std::size_t mark) const
{
    for (std::size_t i = mark; i < items_.size(); ++i) {
        if (items_[i].severity == Severity::Error) {
            return true;
        }
    }
    return false;
}

bool Diagnostics::hasErrors() const
{
    return count(Severity::Error) > 0;
}

int Diagnostics::count(Severity severity) const
{
    return static_cast<int>(std::count_if(items_.begin(), items_.end(),
                                          [severity](const Diagnostic& d) { return d.severity == severity; }));
}

bool Diagnostics::containsMessage(const std::string& message) const
{
    return std::any_of(items_.begin(), items_.end(), [&message](const Diagnostic& d) { return d.message == message; });
}

bool Diagnostics::contains(const std::string& code) const
{
    return std::any_of(items_.begin(), items_.end(), [&code](const Diagnostic& d) { return d.code == code; });
}

}  // namespace rigstage
