#include "helpers/position_offsets_across.h"

#include <algorithm>
#include <cassert>

#include "helpers/list_controllers.h"
#include "helpers/position_constraint.h"
#include "helpers/reaction_controllers.h"
#include "helpers/xyz_controllers.h"
#include "math/lanes.h"
#include "math/lanes8.h"

namespace rigstage {

std::optional<PositionOffsetsAcross> PositionOffsetsAcross::compile(const PositionController& controller)
{
    const auto termOf = [](const PositionController* c) -> std::optional<Term> {
        if (const auto* xyz = dynamic_cast<const PositionXyz*>(c)) {
            std::optional<XyzChannelsAcross> channels = XyzChannelsAcross::compile(xyz->channels);
            if (!channels) {
                return std::nullopt;
            }
            return Term{nullptr, std::move(channels), nullptr, 1.0f};
        }
        if (const auto* reactor = dynamic_cast<const PositionReaction*>(c); reactor && reactor->reaction.usesCurves()) {
            return Term{&reactor->reaction, std::nullopt, nullptr, 1.0f};
        }
        return std::nullopt;
    };
    PositionOffsetsAcross compiled;
    const auto* list = dynamic_cast<const PositionList*>(&controller);
    if (!list) {
        const std::optional<Term> term = termOf(&controller);
        if (!term) {
            return std::nullopt;
        }
        compiled.terms_.push_back(*term);
        return compiled;
    }
    compiled.list_ = true;
    for (std::size_t i = 0; i < list->entries.size(); ++i) {
        const ListEntry<PositionController>& entry = list->entries[i];
        std::optional<Term> term = termOf(entry.controller.get());
        if (const auto* constraint = dynamic_cast<const PositionConstraint*>(entry.controller.get()); constraint && !term) {
            term = Term{nullptr, std::nullopt, constraint, 1.0f};
        }
        if (!term) {
            return std::nullopt;
        }
        if (entry.weight == 0.0f) {
            continue;  // skipped entirely, as PositionList::evaluate skips it
        }
        term->weight = list->appliedWeight(i);
        compiled.constrained_ = compiled.constrained_ || term->constraint;
        compiled.terms_.push_back(*term);
    }
    return compiled;
}

namespace {

/// One term's step over a lane type: a lone controller adds its offset to the incoming zero; a
/// list's entry returns running + offset (Position XYZ and Position Reaction add to the value they
/// are given), or a constraint's value itself (replaces), and the list moves towards it:
/// running += (entry - running) * weight.
template <class L>
[[gnu::always_inline]] inline L step(L running, L offset, bool list, bool replaces, float weight)
{
    if (!list) {
        return running + offset;
    }
    const L entry = replaces ? offset : running + offset;
    return running + (entry - running) * splatAs<L>(weight);
}

}  // namespace

bool PositionOffsetsAcross::runsAcross(int bone, PoseLanes& block) const
{
    if (!constrained_) {
        return true;
    }
    const int parent = block.framework().parent(bone);
    return parent >= 0 && block.worldScaledLanes(parent) == 0;  // else a lane's inverse is not rigid
}

void PositionOffsetsAcross::evaluate(int bone, PoseLanes& block, std::span<PoseSource* const, kPoseLanes> lanes,
                                     const HelperTime (&times)[kPoseLanes], float (&out)[3][kPoseLanes]) const
{
    assert(runsAcross(bone, block));
    alignas(32) float offsets[3][kPoseLanes];
    const auto offsetsOf = [&](const Term& term) {
        if (term.constraint) {
            glm::vec3 positions[kPoseLanes];
            term.constraint->evaluateAcross(bone, block, positions);
            for (int k = 0; k < kPoseLanes; ++k) {
                offsets[0][k] = positions[k].x, offsets[1][k] = positions[k].y, offsets[2][k] = positions[k].z;
            }
            return;
        }
        if (!term.reaction) {
            term.channels->evaluate(block, lanes, times, offsets);
            return;
        }
        // Reaction::evaluate's curves, per lane's master value; a component without a curve adds 0.
        float master[kPoseLanes];
        term.reaction->input.evaluateLanes(block, lanes, master);
        const std::size_t curves = term.reaction->curves.size();
        for (std::size_t c = 0; c < 3; ++c) {
            for (int k = 0; k < kPoseLanes; ++k) {
                offsets[c][k] = c < curves ? term.reaction->curves[c].evaluate(master[k]) : 0.0f;
            }
        }
    };
#if defined(__AVX__)
    Float8 running[3] = {splatAs<Float8>(0.0f), splatAs<Float8>(0.0f), splatAs<Float8>(0.0f)};
    for (const Term& term : terms_) {
        offsetsOf(term);
        for (int c = 0; c < 3; ++c) {
            running[c] = step(running[c], Float8{_mm256_load_ps(offsets[c])}, list_, term.constraint != nullptr, term.weight);
        }
    }
    for (int c = 0; c < 3; ++c) {
        _mm256_storeu_ps(out[c], running[c].v);
    }
#else
    for (int c = 0; c < 3; ++c) {
        std::fill(out[c], out[c] + kPoseLanes, 0.0f);
    }
    for (const Term& term : terms_) {
        offsetsOf(term);
        for (int c = 0; c < 3; ++c) {
            for (int k = 0; k < kPoseLanes; ++k) {
                out[c][k] = step(out[c][k], offsets[c][k], list_, term.constraint != nullptr, term.weight);
            }
        }
    }
#endif
}

}  // namespace rigstage
