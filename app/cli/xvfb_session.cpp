#include "cli/xvfb_session.h"

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fcntl.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

namespace rigstage::cli {

XvfbSession::~XvfbSession()
{
    if (pid_ > 0) {
        ::kill(pid_, SIGTERM);
        ::waitpid(pid_, nullptr, 0);
    }
}

bool XvfbSession::ensureDisplay(std::string& error)
{
    const char* display = std::getenv("DISPLAY");
    if (display && *display) {
        return true;
    }
    const char* candidates[] = {"/usr/bin/Xvfb", "/usr/local/bin/Xvfb"};
    const char* xvfb = nullptr;
    for (const char* c : candidates) {
        if (std::filesystem::exists(c)) {
            xvfb = c;
            break;
        }
    }
    if (!xvfb) {
        error = "DISPLAY is not set and Xvfb is not installed; install it (apt-get install xvfb xauth) or run "
                "under an X server";
        return false;
    }
    // Xvfb writes the display number it picked to -displayfd when it is ready.
    int fds[2];
    if (::pipe(fds) != 0) {
        error = std::string("cannot create a pipe for Xvfb: ") + std::strerror(errno);
        return false;
    }
    const pid_t parent = ::getpid();
    const pid_t pid = ::fork();
    if (pid < 0) {
        error = std::string("cannot start Xvfb: ") + std::strerror(errno);
        return false;
    }
    if (pid == 0) {
        // Xvfb goes when this process goes, however it ends (an abort, a kill, a crash): no
        // display server is ever left behind. The parent may have ended before the request.
        ::prctl(PR_SET_PDEATHSIG, SIGTERM);
        if (::getppid() != parent) {
            ::_exit(0);
        }
        // Nothing to read, and nothing written where the command's output goes.
        if (const int devNull = ::open("/dev/null", O_RDWR); devNull >= 0) {
            ::dup2(devNull, STDIN_FILENO);
            ::dup2(devNull, STDOUT_FILENO);
            ::close(devNull);
        }
        ::close(fds[0]);
        const std::string fd = std::to_string(fds[1]);
        ::execl(xvfb, "Xvfb", "-displayfd", fd.c_str(), "-screen", "0", "2048x2048x24", "-nolisten", "tcp",
                static_cast<char*>(nullptr));
        ::_exit(127);
    }
    ::close(fds[1]);
    pid_ = pid;
    std::string number;
    char c = 0;
    while (::read(fds[0], &c, 1) == 1 && c != '\n') {
        number += c;
    }
    ::close(fds[0]);
    if (number.empty()) {
        error = std::string("Xvfb (") + xvfb + ") did not start";
        return false;
    }
    ::setenv("DISPLAY", (":" + number).c_str(), 1);
    return true;
}

}  // namespace rigstage::cli
