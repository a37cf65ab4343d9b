#include "import/import_guard.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <new>
#include <string>
#include <thread>

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

ChildResult runBoundedInChild(const std::function<bool(std::string& message)>& work, const ImportLimits& limits)
{
    int channel[2];
    if (::pipe(channel) != 0) {
        return {ChildOutcome::Unavailable, 0, {}};
    }
    const MemoryUse atFork = memoryUse("self");
    const pid_t pid = ::fork();
    if (pid < 0) {
        ::close(channel[0]);
        ::close(channel[1]);
        return {ChildOutcome::Unavailable, 0, {}};
    }
    if (pid == 0) {
        ::close(channel[0]);
        // The child: bound its memory (not under AddressSanitizer, which reserves terabytes of
        // address space) and its time, do the work, report by exit status only.
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
        try {
            status = work(message) ? 0 : kExitFailed;
        } catch (const std::bad_alloc&) {
            status = kExitOutOfMemory;
        } catch (...) {
            status = kExitFailed;
        }
        if (message.find("bad_alloc") != std::string::npos) {
            status = kExitOutOfMemory;
        }
        const std::size_t n = std::min<std::size_t>(message.size(), 4096);  // within the pipe's buffer: never blocks
        [[maybe_unused]] const ssize_t written = ::write(channel[1], message.data(), n);
        ::_exit(status);  // no destructors, no atexit handlers of the parent's state
    }
    ::close(channel[1]);
    // The parent: wait, and stop the child if its own alarm did not (a blocked signal).
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(limits.seconds + 2.0);
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
            return {ChildOutcome::Unavailable, 0, {}};
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
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    std::string message(4096, '\0');
    const ssize_t got = ::read(channel[0], message.data(), message.size());
    message.resize(got > 0 ? std::size_t(got) : 0);
    ::close(channel[0]);
    if (tooLarge) {
        return {ChildOutcome::OutOfMemory, 0, {}};
    }
    if (killed) {
        return {ChildOutcome::TimedOut, SIGKILL, {}};
    }
    if (WIFEXITED(status)) {
        switch (WEXITSTATUS(status)) {
        case 0: return {ChildOutcome::Succeeded, 0, {}};
        case kExitOutOfMemory: return {ChildOutcome::OutOfMemory, 0, message};
        default: return {ChildOutcome::Failed, 0, message};
        }
    }
    if (WIFSIGNALED(status)) {
        const int signal = WTERMSIG(status);
        return {signal == SIGALRM ? ChildOutcome::TimedOut : ChildOutcome::Crashed, signal, {}};
    }
    return {ChildOutcome::Crashed, 0, {}};
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
        return "the importer crashed on this file (signal " + std::to_string(result.signal) + ": "
               + (result.signal ? ::strsignal(result.signal) : "unknown") + "; an abort may mean it ran past " + memory
               + " of memory)";
    default:
        return "the importer failed";
    }
}

}  // namespace rigstage
