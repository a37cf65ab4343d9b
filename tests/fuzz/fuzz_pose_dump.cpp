// Fuzz target: the pose-dump reader (a DCC's per-bone world matrices, as eval writes them), from
// bytes; what it accepts must be finite and one matrix per bone per frame.
#include <cmath>
#include <cstdint>
#include <cstdlib>

#include <QByteArray>

#include "viewport/pose_dump.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    rigstage::PoseDump dump;
    QString error;
    if (rigstage::parsePoseDump(QByteArray(reinterpret_cast<const char*>(data), qsizetype(size)), QStringLiteral("fuzz.json"), dump, error)) {
        for (const rigstage::PoseDumpFrame& frame : dump.frames) {
            if (!std::isfinite(frame.frame) || frame.world.size() != std::size_t(dump.bones.size())) {
                std::abort();
            }
            for (const glm::mat4& m : frame.world) {
                for (int i = 0; i < 16; ++i) {
                    if (!std::isfinite(m[i / 4][i % 4])) {
                        std::abort();  // accepted a matrix it should have refused
                    }
                }
            }
        }
    } else if (error.isEmpty()) {
        std::abort();  // a refusal must say why
    }
    return 0;
}
