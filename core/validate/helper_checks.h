#pragma once
// Layer rules applied to helper joints: a controller may read only bones of its own layer or of
// lower layers, and two layers must not depend on each other through parents and controllers.

#include "diagnostics.h"
#include "helpers/helper_joint_system.h"

namespace rigstage {

/// Reports "layer.depends-on-higher" for every helper reading a bone of a higher-level layer and
/// "layer.mutual-dependency" for two layers that need each other when controller reads count.
Diagnostics checkHelperLayers(const Framework& framework, const HelperJointSystem& system);

}  // namespace rigstage
