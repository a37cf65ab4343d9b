// Fuzz target: the camera file reader (a DCC's camera for screenshot comparison), from bytes; a
// camera it accepts must project and build its matrices without NaN reaching the caller unasked.
#include <cmath>
#include <cstdint>
#include <cstdlib>

#include <QByteArray>

#include "viewport/camera_spec.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    QString error;
    const auto camera = rigstage::CameraSpec::fromJson(QByteArray(reinterpret_cast<const char*>(data), qsizetype(size)), &error);
    if (!camera) {
        if (error.isEmpty()) {
            std::abort();  // a refusal must say why
        }
        return 0;
    }
    const glm::mat4 vp = camera->viewProjection(QSize(320, 240));
    for (int i = 0; i < 16; ++i) {
        if (!std::isfinite(vp[i / 4][i % 4])) {
            std::abort();  // an accepted camera gives a usable projection
        }
    }
    camera->project(glm::vec3(0.0f, 0.0f, 100.0f), QSize(320, 240));
    glm::vec3 origin, direction;
    camera->ray(glm::vec2(160.0f, 120.0f), QSize(320, 240), origin, direction);
    const QByteArray again = camera->toJson();
    if (!rigstage::CameraSpec::fromJson(again, &error)) {
        std::abort();  // what it writes, it reads back
    }
    return 0;
}
