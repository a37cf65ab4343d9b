#pragma once
// What the 3ds Max exporter writes (resources/exporters/max/sample_output), loaded and evaluated at
// a frame of its clip, for the tests that check it against Max's semantics.
#include <QFile>
#include <QString>

#include <memory>

#include "character/character_instance.h"
#include "io/character_loader.h"

namespace rigstage::test {

inline const QString kMaxExporterFolder = QStringLiteral(RIGSTAGE_SAMPLES "/../exporters/max/");

inline QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// A character as the exporter wrote it, at one frame.
struct ExportedCharacter {
    CharacterData data;
    std::unique_ptr<CharacterInstance> instance;
    glm::mat4 world(const char* bone) const
    {
        const int b = instance->framework().findBone(bone);
        return b >= 0 ? instance->pose().allWorld()[std::size_t(b)] : glm::mat4(0.0f);
    }
    glm::vec3 at(const char* bone) const { return glm::vec3(world(bone)[3]); }
    glm::mat4 local(const char* bone, const char* parent) const { return glm::inverse(world(parent)) * world(bone); }
};

/// The manifest at path (relative to kMaxExporterFolder) at frame of its first clip; null with the
/// problems in d when it does not load.
inline std::unique_ptr<ExportedCharacter> loadExported(const QString& manifest, float frame, Diagnostics& d)
{
    auto s = std::make_unique<ExportedCharacter>();
    auto data = loadCharacter((kMaxExporterFolder + manifest).toStdString(), d);
    if (!data || !data->framework) {
        return nullptr;
    }
    s->data = std::move(*data);
    s->instance = CharacterInstance::create(s->data, d);
    if (!s->instance) {
        return nullptr;
    }
    s->instance->setClip(0, d);
    s->instance->evaluate(frame, /*loop=*/false);
    return s;
}

}  // namespace rigstage::test
