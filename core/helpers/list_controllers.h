#pragma once
// Position / Rotation / Scale List (3ds Max listctrl): entries applied in order, each with a
// weight (1 = 100 %) and a list-wide Average flag.

#include "helpers/controller.h"

namespace rigstage {

/// Max's AverageWeight: with Average on, a weight is divided by the sum of all weights (0 when the
/// sum is 0); otherwise it is used as it is.
float averageWeight(float weight, float sum, bool average);

template <class Controller>
struct ListEntry {
    std::unique_ptr<Controller> controller;
    float weight = 1.0f;
};

/// Each entry moves the running position towards what it returns: v += (entry(v) - v) * w.
class PositionList final : public PositionController {
public:
    std::vector<ListEntry<PositionController>> entries;
    bool average = false;

    /// Preprocesses each entry with the list's running value at the bind pose
    /// (EvalContext::runningInList), evaluating the entries before it there.
    void preprocess(EvalContext& bindCtx) override;
    glm::vec3 evaluate(EvalContext& ctx, const glm::vec3& incoming) override;
    const char* typeName() const override { return "PositionList"; }
    /// The weight evaluate() moves by towards entry i's value (averageWeight over the entries' sum).
    float appliedWeight(std::size_t i) const;
};

/// A Rotation List's running rotation through its entries (listctrl.cpp): what RotationList and
/// the lists compiled for the eight characters of a block (RotationListAcross) both step through.
class RotationListRun {
public:
    explicit RotationListRun(const glm::quat& incoming = glm::quat(1.0f, 0.0f, 0.0f, 0.0f), bool average = false)
        : incoming_(incoming), q_(incoming), average_(average)
    {
    }
    /// Max skips entries of (near-)zero weight: not evaluated at all.
    static bool skips(float weight);
    /// The rotation an entry is evaluated from, and after the last entry the list's result.
    const glm::quat& rotation() const { return q_; }
    /// Takes an entry's value (evaluated from rotation()) with its weight.
    void apply(const glm::quat& value, float weight);

private:
    glm::quat incoming_;
    glm::quat q_;
    glm::quat last_{1.0f, 0.0f, 0.0f, 0.0f};
    bool average_;
};

/// Every entry becomes a delta from the running rotation, slerped by its weight clamped to [0, 1]:
/// from identity and applied on top (a constraint entry, which replaces the rotation, thereby
/// slerps towards the constraint; other entries multiply: the seed's RotationList), or with
/// Average on, Max's "pose to pose": from the previous entry's result, the rotation becoming
/// incoming * result.
class RotationList final : public RotationController {
public:
    std::vector<ListEntry<RotationController>> entries;
    bool average = false;

    void preprocess(EvalContext& bindCtx) override;
    glm::quat evaluate(EvalContext& ctx, const glm::quat& incoming) override;
    const char* typeName() const override { return "RotationList"; }

private:
    /// The entries in order; beforeEntry(entry, running) runs before each (the preprocess's hook).
    template <class BeforeEntry>
    glm::quat run(EvalContext& ctx, const glm::quat& incoming, BeforeEntry&& beforeEntry);
};

/// Like PositionList, on scale: v += (entry(v) - v) * w.
class ScaleList final : public ScaleController {
public:
    std::vector<ListEntry<ScaleController>> entries;
    bool average = false;

    void preprocess(EvalContext& bindCtx) override;
    glm::vec3 evaluate(EvalContext& ctx, const glm::vec3& incoming) override;
    const char* typeName() const override { return "ScaleList"; }
};

}  // namespace rigstage
