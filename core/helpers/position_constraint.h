#pragma once
// Position Constraint: the weighted average of the targets' world positions, in parent space.

#include "helpers/controller.h"

namespace rigstage {

class PositionConstraint final : public PositionController {
public:
    std::vector<ConstraintTarget> targets;  ///< Relative weights; negative weights count as 0.
    bool keepInitialOffset = false;         ///< Adds bind local position minus the bind result.

    void preprocess(EvalContext& bindCtx) override;
    /// Returns the averaged position in parent space (plus the initial offset); with no weight at
    /// all it returns incoming unchanged.
    glm::vec3 evaluate(EvalContext& ctx, const glm::vec3& incoming) override;
    const char* typeName() const override { return "PositionConstraint"; }

private:
    bool average(EvalContext& ctx, glm::vec3& localOut) const;
    glm::vec3 offset_{0.0f};
};

}  // namespace rigstage
