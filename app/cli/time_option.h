#pragma once
// Time on the DCC's timeline, as every command takes it: a frame at the clip's own rate, a frame
// at a rate given with --fps (a frame number read off another tool), or a time in seconds. A
// clip's frame f is at f / rate seconds, frame 0 at 0 s, so all three name the same instant.

#include <optional>

#include <QCommandLineOption>
#include <QCommandLineParser>

#include "anim/clip.h"

namespace rigstage::cli {

/// --fps RATE: the rate the frames given on the command line count at (default: the clip's own).
QCommandLineOption fpsOption();

/// Reads --fps when it is set. False (the problem printed) when it is not a rate above 0 and at
/// most 1000.
bool readFpsOption(const QCommandLineParser& parser, const QCommandLineOption& option, std::optional<double>& fps);

// The conversion itself (toClipFrame, kMaxFrameMagnitude) is core's, shared with the window.
using rigstage::kMaxFrameMagnitude;
using rigstage::toClipFrame;

}  // namespace rigstage::cli
