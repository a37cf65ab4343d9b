#pragma once
// Builds a character's frame pipeline from its manifest on a framework (the character's layers
// plus the costumes worn): every stage, resolved by bone name, in the manifest's <Pipeline> order
// or the default one.

#include <memory>
#include <optional>

#include "helpers/helper_joint_system.h"
#include "io/character_loader.h"
#include "pipeline/stage_pipeline.h"

namespace rigstage {

/// The stages for data's manifest on framework, with these helper joints (shared: a crowd's
/// instances wearing the same costumes evaluate one compiled set, read-only). Bones the
/// modules name that are not in the stack, and chains that do not follow each other, are errors
/// (std::nullopt).
std::optional<StagePipeline> buildStages(const CharacterData& data, const Framework& framework,
                                         std::shared_ptr<HelperJointSystem> helpers, Diagnostics& diagnostics);

}  // namespace rigstage
