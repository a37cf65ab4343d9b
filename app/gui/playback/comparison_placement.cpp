#include "gui/playback/comparison_placement.h"

#include <glm/geometric.hpp>

#include "gui/document.h"
#include "gui/playback/playback_model.h"
#include "viewport/viewport_widget.h"

namespace rigstage {

ComparisonPlacement::ComparisonPlacement(Document& document, ViewportWidget& viewport, QObject* parent)
    : QObject(parent)
    , document_(document)
    , viewport_(viewport)
{
    connect(&viewport_, &ViewportWidget::cameraEdited, this, &ComparisonPlacement::update);
    connect(document_.playback(), &PlaybackModel::comparisonChanged, this, &ComparisonPlacement::update);
}

void ComparisonPlacement::update()
{
    const CameraSpec camera = viewport_.cameraSpec();
    const glm::vec3 up = document_.zUp() ? glm::vec3(0, 0, 1) : glm::vec3(0, 1, 0);
    const glm::vec3 forward = camera.target - camera.position;
    glm::vec3 right = glm::cross(forward, up);  // horizontal: perpendicular to the up axis
    // Looking straight down (a top view) the camera's own up decides what is across.
    if (glm::length(right) < 1e-4f * glm::length(forward)) {
        right = glm::cross(forward, camera.up);
        right -= up * glm::dot(right, up);
    }
    document_.playback()->setComparisonAcross(right);
}

}  // namespace rigstage
