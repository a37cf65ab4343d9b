#pragma once
// Reading a file the user names (a camera, a terrain, a reference picture, a recovery file) whole,
// safely: only a regular file, and only up to a limit for its kind. A FIFO or a device would block
// the read or never end (/dev/zero), and a huge or sparse file would be read into memory in full.

#include <optional>

#include <QByteArray>
#include <QImage>
#include <QString>

namespace rigstage {

/// The most each kind of file may hold, in bytes.
namespace file_limits {
inline constexpr qint64 kCamera = qint64(1) << 20;       ///< A camera JSON is a few hundred bytes.
inline constexpr qint64 kTerrain = qint64(1) << 20;      ///< A terrain JSON is a few hundred bytes.
inline constexpr qint64 kImage = qint64(256) << 20;      ///< A reference picture (an 8K PNG is under 100 MiB).
inline constexpr qint64 kPoseDump = qint64(512) << 20;   ///< A 1,000-bone rig over 10,000 frames is about 300 MB.
inline constexpr qint64 kRecovery = qint64(64) << 20;    ///< An autosave recovery file or a view state.
inline constexpr qint64 kRigFile = qint64(512) << 20;    ///< A manifest or a rig file (as core's readFile allows).
}  // namespace file_limits

/// Why path cannot be read as a regular file of at most maxBytes, in words that follow the file's
/// name ("no such file", "it is a folder, not a file", "it is a FIFO or device, not a regular file",
/// "it is 600 MiB, more than the 1 MiB a camera file may have"); an empty string when it can. kind
/// names the file in the size message ("camera file").
QString cappedFileProblem(const QString& path, qint64 maxBytes, const QString& kind);

/// Reads a whole file when cappedFileProblem finds nothing wrong, never more than maxBytes even when
/// the file grows meanwhile; otherwise nullopt with error set to the problem (without the file's name).
std::optional<QByteArray> readCappedFile(const QString& path, qint64 maxBytes, const QString& kind, QString& error);

/// Reads a picture (PNG, JPEG, GIF: its first frame) of at most file_limits::kImage through
/// readCappedFile and decodes it; a null image with error set (without the file's name) otherwise.
QImage readCappedImage(const QString& path, QString& error);

}  // namespace rigstage
