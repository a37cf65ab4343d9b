#pragma once
// Runs risky work (a model import through Assimp) in a child process first, with a time and a
// memory bound, so that a file which crashes the importer, exhausts memory or never finishes
// (Assimp 5.2 does all three on some corrupt files: docs/reliability.md) costs a clear error
// instead of the window or the command. POSIX fork: the child runs the work and reports whether
// it could (and, if not, why) and hands its result back through a pipe; the caller uses that result
// and never repeats the work itself, so what misbehaves without crashing (an out-of-bounds read)
// stays in the child too.

#include <cstdint>
#include <functional>
#include <string>

namespace rigstage {

struct ImportLimits {
    double seconds = 60.0;
    /// What the work may add to the memory the process held when the child was forked (address
    /// space in the child, and resident memory, which the parent watches).
    std::uintmax_t memoryBytes = std::uintmax_t(1) << 30;
};

/// The bounds for a file of this size: 60 s; 200 times the file's size, at least 1 GiB and at most
/// 8 GiB ($RIGSTAGE_IMPORT_SECONDS and $RIGSTAGE_IMPORT_MEMORY_MB override them).
ImportLimits importLimitsFor(std::uintmax_t fileBytes);

/// False when $RIGSTAGE_IMPORT_GUARD is 0 (in-process work only, e.g. for the fuzzers).
bool importGuardEnabled();

enum class ChildOutcome {
    Succeeded,    ///< The work returned true.
    Failed,       ///< The work returned false (an ordinary error it reports itself).
    OutOfMemory,  ///< It ran out of memory within the bound.
    TimedOut,     ///< It ran past the time bound and was stopped.
    Crashed,      ///< It died of a signal (a crash, a stack overflow, an abort).
    Unavailable,  ///< No child could be started: the caller goes on in-process.
};

struct ChildResult {
    ChildOutcome outcome = ChildOutcome::Unavailable;
    int signal = 0;       ///< For Crashed: the signal.
    std::string message;  ///< For Failed: what the work said (its first error).
    std::string payload;  ///< For Succeeded: what the work handed back, whole.
    int exitCode = 0;     ///< For Crashed without a signal: the status the child exited with unasked
                          ///< (a library calling exit, a sanitizer's report).
};

/// Runs work in a forked child under the limits and says how it ended. The work may set a message
/// (up to 4 KiB come back) and a payload of any size (read while the child runs, so a large one never
/// blocks it). A failure that says "bad_alloc" counts as OutOfMemory (Assimp catches the exception
/// itself and reports it as an error). A success whose payload did not come back whole is Failed.
ChildResult runBoundedInChild(const std::function<bool(std::string& message, std::string& payload)>& work,
                              const ImportLimits& limits);

/// One sentence for a non-success outcome ("the importer crashed (signal 11, ...)").
std::string describeChildResult(const ChildResult& result, const ImportLimits& limits);

}  // namespace rigstage
