#pragma once
// A DCC's pose dump: per-bone world matrices at some frames, in the JSON `rigstage-cli eval`
// writes ({"bones": [names], "clip": name, "frames": [{"frame": f, "world": [[16 numbers,
// column by column] per bone]}]}). Read by `compare-pose` and the Compare dock.

#include <QString>
#include <QStringList>

#include <vector>

#include <glm/glm.hpp>

namespace rigstage {

struct PoseDumpFrame {
    float frame = 0.0f;
    std::vector<glm::mat4> world;  ///< One per dump bone.
};

struct PoseDump {
    QString clip;  ///< Empty when the dump does not say.
    QStringList bones;
    std::vector<PoseDumpFrame> frames;
};

/// Reads a dump (at most 512 MB, a regular file). False with the reason (naming the file, and the
/// frame entry and bone where it went wrong).
bool readPoseDump(const QString& path, PoseDump& dump, QString& error);
/// The same from the file's bytes (path only names it in errors).
bool parsePoseDump(const QByteArray& json, const QString& path, PoseDump& dump, QString& error);

}  // namespace rigstage
