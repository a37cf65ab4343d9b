#pragma once
// Naming-convention and layer checks over the raw layers of a character, run by
// `rigstage-cli validate` and the layer browser. They work on the editable layers, so they still
// report when the layers cannot be stacked into a framework.

#include <vector>

#include "diagnostics.h"
#include "skeleton/raw_layer.h"

namespace rigstage {

/// Checks every bone name against _<level><Layer>{<flags>}#<Name>, the level and layer each name
/// claims against its file, bones depending on layers of a higher level, layers depending on
/// each other, and the stacking order. Every violation is reported with the bones involved.
Diagnostics checkLayers(const std::vector<RawLayer>& layers);

}  // namespace rigstage
