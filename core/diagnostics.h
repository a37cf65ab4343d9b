#pragma once
// Findings produced while loading, building or validating a rig. Every finding names the file,
// the line and the bones involved, so a rigger can go straight to the problem.

#include <string>
#include <vector>

namespace rigstage {

enum class Severity { Info, Warning, Error };

/// One finding: what is wrong, where, which bones, and a one-sentence fix.
struct Diagnostic {
    Severity severity = Severity::Error;
    std::string code;                 ///< Stable identifier, e.g. "xml.missing-attribute" or "naming.unknown-flag".
    std::string file;                 ///< File the finding is about; empty when it is not about a file.
    int line = 0;                     ///< 1-based line in file; 0 when unknown.
    std::vector<std::string> bones;   ///< Bones involved, in a meaningful order (e.g. a cycle's path).
    std::string message;              ///< One sentence saying what is wrong.
    std::string fix;                  ///< One sentence saying how to fix it; may be empty.

    bool operator==(const Diagnostic&) const = default;
};

/// Returns "error", "warning" or "info".
const char* severityName(Severity severity);

/// Formats a finding as "file:line: error [code]: message (bones: a, b) Fix: ...".
std::string formatDiagnostic(const Diagnostic& d);

/// How many findings with one code about one file a report shows; the rest are folded into one
/// "and N more like it" line (a broken file can hold a hundred thousand of the same mistake).
inline constexpr int kShownPerCode = 10;

/// An append-only list of findings.
class Diagnostics {
public:
    /// Adds a finding and returns it for further filling.
    Diagnostic& add(Severity severity, std::string code, std::string file, int line, std::string message,
                    std::vector<std::string> bones = {}, std::string fix = {});
    Diagnostic& error(std::string code, std::string file, int line, std::string message,
                      std::vector<std::string> bones = {}, std::string fix = {});
    Diagnostic& warning(std::string code, std::string file, int line, std::string message,
                        std::vector<std::string> bones = {}, std::string fix = {});

    /// Sets the bones of every finding added at or after mark (a size() taken earlier) that names none.
    void setBonesSince(std::size_t mark, const std::vector<std::string>& bones);
    /// Appends all findings of another list.
    void append(const Diagnostics& other);

    /// Returns true when a finding added at or after position mark (a size() taken earlier) is an error.
    bool hasErrorsSince(std::size_t mark) const;
    /// Returns true when at least one finding is an error.
    bool hasErrors() const;
    /// Returns the number of findings with the given severity.
    int count(Severity severity) const;
    /// Returns true when some finding has exactly this message.
    bool containsMessage(const std::string& message) const;
    /// Returns true when some finding has the given code.
    bool contains(const std::string& code) const;

    /// The findings to show the user: in order, at most perCode of each code and file; after the
    /// last one shown of a code and file that has more comes one finding with that code and file,
    /// no line, the most severe of the folded ones' severity and the message "and N more like it".
    /// Counts (count(), hasErrors(), exit statuses) stay those of items(): a folded error counts.
    std::vector<Diagnostic> folded(int perCode = kShownPerCode) const;

    const std::vector<Diagnostic>& items() const { return items_; }
    bool empty() const { return items_.empty(); }
    std::size_t size() const { return items_.size(); }

private:
    std::vector<Diagnostic> items_;
};

}  // namespace rigstage
