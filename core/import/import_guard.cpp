#include "import/import_guard.h"

#include <algorithm>
#include <cstdint>
#include <chrono>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <new>
#include <string>
#include <string_view>
#include <thread>

#include <poll.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#if defined(__SANITIZE_ADDRESS__)
#define RIGSTAGE_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define RIGSTAGE_ASAN 1
#endif
#endif

namespace rigstage {

namespace {

constexpr int kExitFailed = 3;
constexpr int kExitOutOfMemory = 4;

double environmentNumber(const char* name, double fallback)
{
    const char* text = std::getenv(name);
    if (!text) {
        return fallback;
    }
    char* end = nullptr;
    const double v = std::strtod(text, &end);
    return end != text && v > 0.0 && std::isfinite(v) ? v : fallback;
}

/// A process's address-space size and resident memory in bytes, from /proc/PID/statm (zeros when it
/// cannot tell). The bounds are measured from what the process held when the child was forked: a
/// child starts with its parent's pages (the window's loaded characters, a graphics driver's large
/// mappings, AddressSanitizer's shadow), and only what the import adds on top should count.
struct MemoryUse {
    std::uintmax_t addressSpace = 0;
    std::uintmax_t resident = 0;
};

MemoryUse memoryUse(const std::string& pid)
{
    FILE* f = std::fopen(("/proc/" + pid + "/statm").c_str(), "r");
    if (!f) {
        return {};
    }
    unsigned long long size = 0, resident = 0;
    const int got = std::fscanf(f, "%llu %llu", &size, &resident);
    std::fclose(f);
    const long page = ::sysconf(_SC_PAGESIZE);
    if (got != 2 || page <= 0) {
        return {};
    }
    return {std::uintmax_t(size) * std::uintmax_t(page), std::uintmax_t(resident) * std::uintmax_t(page)};
}

/// Writes n bytes, whole (a pipe takes a large write in parts).
bool writeAll(int fd, const char* data, std::size_t n)
{
    std::size_t at = 0;
    while (at < n) {
        const ssize_t written = ::write(fd, data + at, n - at);
        if (written < 0 && errno == EINTR) {
            continue;
        }
        if (written <= 0) {
            return false;
        }
        at += std::size_t(written);
    }
    return true;
}

/// Writes a size, then the bytes (not copied together: a payload may be most of the child's memory).
bool sendFramed(int fd, const std::string& bytes)
{
    const std::uint64_t size = bytes.size();
    return writeAll(fd, reinterpret_cast<const char*>(&size), sizeof(size)) && writeAll(fd, bytes.data(), bytes.size());
}

/// Takes one size-prefixed block off the front of rest; false when rest holds no whole block.
bool takeFramed(std::string_view& rest, std::string& bytes)
{
    std::uint64_t size = 0;
    if (rest.size() < sizeof(size)) {
        return false;
    }
    std::memcpy(&size, rest.data(), sizeof(size));
    rest.remove_prefix(sizeof(size));
    if (size > rest.size()) {
        return false;
    }
    bytes.assign(rest.data(), std::size_t(size));
    rest.remove_prefix(std::size_t(size));
    return true;
}

enum class Received { Some, Nothing, End };

/// Appends what the pipe holds, waiting up to timeoutMs for something to come: Some bytes came,
/// Nothing came in time, or the writer has closed (End) and everything was read.
Received receiveAvailable(int fd, std::string& received, int timeoutMs)
{
    pollfd waiting{fd, POLLIN, 0};
    if (::poll(&waiting, 1, timeoutMs) <= 0) {
        return Received::Nothing;  // (or interrupted: ask again)
    }
    char block[65536];
    const ssize_t n = ::read(fd, block, sizeof(block));
    if (n < 0) {
        return errno == EINTR || errno == EAGAIN ? Received::Nothing : Received::End;
    }
    received.append(block, std::size_t(n));
    return n > 0 ? Received::Some : Received::End;
}

}  // namespace

ImportLimits importLimitsFor(std::uintmax_t fileBytes)
{
    ImportLimits limits;
    limits.seconds = environmentNumber("RIGSTAGE_IMPORT_SECONDS", 60.0);
    const double automatic = std::clamp(200.0 * double(fileBytes), double(1ull << 30), double(8ull << 30));
    limits.memoryBytes = std::uintmax_t(environmentNumber("RIGSTAGE_IMPORT_MEMORY_MB", automatic / double(1 << 20)) * double(1 << 20));
    return limits;
}

bool importGuardEnabled()
{
    const char* v = std::getenv("RIGSTAGE_IMPORT_GUARD");
    return !v || std::strcmp(v, "0") != 0;
}

ChildResult runBoundedInChild(const std::function<bool(std::string& message, std::string& payload)>& work,
                              const ImportLimits& limits)
{
    int channel[2];
    if (::pipe(channel) != 0) {
        return {ChildOutcome::Unavailable, 0, {}, {}};
    }
    const MemoryUse atFork = memoryUse("self");
    const pid_t pid = ::fork();
    if (pid < 0) {
        ::close(channel[0]);
        ::close(channel[1]);
        return {ChildOutcome::Unavailable, 0, {}, {}};
    }
    if (pid == 0) {
        ::close(channel[0]);
        // The child: bound its memory (not under AddressSanitizer, which reserves terabytes of
        // address space) and its time, do the work, report by exit status and the pipe.
#ifndef RIGSTAGE_ASAN
        const rlim_t bound = rlim_t(memoryUse("self").addressSpace + limits.memoryBytes);
        const rlimit memory{bound, bound};
        ::setrlimit(RLIMIT_AS, &memory);
#endif
        // A crash ends the child at once: handlers inherited from the parent (a test framework's
        // stack-trace printer, a sanitizer's report) would run in it first, slowly, on a broken heap.
        for (int crash : {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT}) {
            ::signal(crash, SIG_DFL);
        }
        ::alarm(unsigned(std::ceil(limits.seconds)));
        int status = kExitFailed;
        std::string message;
        std::string payload;
        try {
            status = work(message, payload) ? 0 : kExitFailed;
        } catch (const std::bad_alloc&) {
            status = kExitOutOfMemory;
        } catch (...) {
            status = kExitFailed;
        }
        if (message.find("bad_alloc") != std::string::npos) {
            status = kExitOutOfMemory;
        }
        message.resize(std::min<std::size_t>(message.size(), 4096));
        if (status != 0) {
            payload.clear();
        }
        // Framed as [message size][message][payload size][payload]: the parent tells a whole
        // payload from one cut short.
        const bool sent = sendFramed(channel[1], message) && sendFramed(channel[1], payload);
        ::_exit(sent || status != 0 ? status : kExitFailed);  // no destructors, no atexit handlers of the parent's state
    }
    ::close(channel[1]);
    // The parent: drain the pipe while waiting (a large payload fills its buffer), and stop the
    // child if its own alarm did not (a blocked signal) or it holds too much memory.
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(limits.seconds + 2.0);
    std::string received;
    bool drained = false;
    int status = 0;
    bool killed = false;
    bool tooLarge = false;
    for (;;) {
        const pid_t done = ::waitpid(pid, &status, WNOHANG);
        if (done == pid) {
            break;
        }
        if (done < 0) {
            ::close(channel[0]);
            return {ChildOutcome::Unavailable, 0, {}, {}};
        }
        if (!killed && std::chrono::steady_clock::now() > deadline) {
            ::kill(pid, SIGKILL);
            killed = true;
        }
        // The parent's own watch: what the child holds beyond the pages it started with (under
        // AddressSanitizer the address-space limit above cannot be set).
        if (!killed && memoryUse(std::to_string(pid)).resident > atFork.resident + limits.memoryBytes) {
            ::kill(pid, SIGKILL);
            killed = tooLarge = true;
        }
        if (drained) {
            // The pipe closes as the child exits: it is about to be reaped.
            std::this_thread::sleep_for(std::chrono::microseconds(500));
        } else {
            drained = receiveAvailable(channel[0], received, 5) == Received::End;
        }
    }
    // The child has ended: what it wrote is in the pipe. Read until its end, or until nothing more
    // comes for a while (a child forked meanwhile by another thread may hold a copy of the write end).
    while (!drained) {
        const Received got = receiveAvailable(channel[0], received, 200);
        drained = got != Received::Some;
    }
    ::close(channel[0]);
    if (tooLarge) {
        return {ChildOutcome::OutOfMemory, 0, {}, {}};
    }
    if (killed) {
        return {ChildOutcome::TimedOut, SIGKILL, {}, {}};
    }
    std::string_view rest = received;
    std::string message;
    std::string payload;
    const bool framed = takeFramed(rest, message) && takeFramed(rest, payload) && rest.empty();
    if (WIFEXITED(status)) {
        switch (WEXITSTATUS(status)) {
        case 0:
            if (!framed) {
                return {ChildOutcome::Failed, 0, "the importer's result did not come back whole", {}};
            }
            return {ChildOutcome::Succeeded, 0, {}, std::move(payload)};
        case kExitOutOfMemory: return {ChildOutcome::OutOfMemory, 0, message, {}};
        case kExitFailed: return {ChildOutcome::Failed, 0, message, {}};
        default: return {ChildOutcome::Crashed, 0, {}, {}, WEXITSTATUS(status)};  // not one of the work's own endings
        }
    }
    if (WIFSIGNALED(status)) {
        const int signal = WTERMSIG(status);
        return {signal == SIGALRM ? ChildOutcome::TimedOut : ChildOutcome::Crashed, signal, {}, {}};
    }
    return {ChildOutcome::Crashed, 0, {}, {}};
}

std::string describeChildResult(const ChildResult& result, const ImportLimits& limits)
{
    const std::string memory = std::to_string(limits.memoryBytes >> 20) + " MiB";
    switch (result.outcome) {
    case ChildOutcome::OutOfMemory:
        return "the importer needed more than " + memory + " of memory for this file";
    case ChildOutcome::TimedOut:
        return "the importer took longer than " + std::to_string(int(limits.seconds)) + " s on this file";
    case ChildOutcome::Crashed:
        if (result.signal == 0 && result.exitCode != 0) {
            return "the importer ended abnormally on this file (exit status " + std::to_string(result.exitCode)
                   + ": the library exited by itself, or a sanitizer reported an error)";
        }
        return "the importer crashed on this file (signal " + std::to_string(result.signal) + ": "
               + (result.signal ? ::strsignal(result.signal) : "unknown") + "; an abort may mean it ran past " + memory
               + " of memory)";
    default:
        return "the importer failed";
    }
}

}  // namespace rigstage
