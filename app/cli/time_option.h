#pragma once
// Time on the DCC's timeline, as every command takes it: a frame at the clip's own rate, a frame
// at a rate given with --fps (a frame number read off another tool), or a time in seconds. A
// clip's frame f is at f / rate seconds, frame 0 at 0 s, so all three name the same instant.

#include <optional>

#include <QCommandLineOption>
#include <QCommandLineParser>

namespace rigstage::cli {

/// --fps RATE: the rate the frames given on the command line count at (default: the clip's own).
QCommandLineOption fpsOption();

/// Reads --fps when it is set. False (the problem printed) when it is not a rate above 0 and at
/// most 1000.
bool readFpsOption(const QCommandLineParser& parser, const QCommandLineOption& option, std::optional<double>& fps);

/// The largest frame magnitude a command takes (the importer's bound on a clip's first frame): past
/// it a float frame no longer counts single frames, and a time times a rate can overflow.
inline constexpr double kMaxFrameMagnitude = 1e7;

/// A frame counted at fps (when given; a time in seconds is a frame at 1 fps) as the frame of a
/// clip at clipRate that is the same instant; nothing when it lies beyond kMaxFrameMagnitude.
std::optional<float> toClipFrame(double frame, std::optional<double> fps, double clipRate);

}  // namespace rigstage::cli
