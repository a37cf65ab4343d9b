#pragma once
// Starts a private Xvfb for headless rendering when no X server is set (DISPLAY unset), and stops
// it again: when the session is destroyed, and, should the process end without that (an abort, a
// signal), because Xvfb is told to end with its parent. Qt3D renders real pixels only with an X
// server here (see docs/rendering.md).

#include <string>

namespace rigstage::cli {

class XvfbSession {
public:
    XvfbSession() = default;
    XvfbSession(const XvfbSession&) = delete;
    XvfbSession& operator=(const XvfbSession&) = delete;
    ~XvfbSession();

    /// Makes sure DISPLAY names an X server: keeps an existing one, or starts Xvfb and sets DISPLAY.
    /// Returns false with a message saying exactly what is missing.
    bool ensureDisplay(std::string& error);

private:
    int pid_ = -1;
};

}  // namespace rigstage::cli
