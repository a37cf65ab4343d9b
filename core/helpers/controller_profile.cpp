#include "helpers/controller_profile.h"

#include <algorithm>
#include <cstring>

namespace rigstage {

namespace {
const char* slotName(int slot)
{
    switch (slot) {
    case 0: return "Position";
    case 1: return "Rotation";
    case 2: return "Scale";
    default: return "";
    }
}
}  // namespace

void ControllerProfile::prepare(int helperCount)
{
    helperNanos_.assign(static_cast<std::size_t>(helperCount), 0.0);
}

void ControllerProfile::add(int helper, int slot, const char* type, double nanoseconds)
{
    if (helper >= 0 && helper < static_cast<int>(helperNanos_.size())) {
        helperNanos_[static_cast<std::size_t>(helper)] += nanoseconds;
    }
    // Type names are string literals of the controller classes: usually one address each, compared
    // by content when not.
    for (std::size_t i = 0; i < rows_.size(); ++i) {
        if (rowSlots_[i] == slot && (rowTypes_[i] == type || std::strcmp(rowTypes_[i], type) == 0)) {
            ++rows_[i].calls;
            rows_[i].nanoseconds += nanoseconds;
            return;
        }
    }
    ControllerCostRow row;
    row.type = slot >= 3 ? std::string(type) : std::string(slotName(slot)) + ": " + type;
    row.calls = 1;
    row.nanoseconds = nanoseconds;
    rows_.push_back(std::move(row));
    rowTypes_.push_back(type);
    rowSlots_.push_back(slot);
}

void ControllerProfile::reset()
{
    rows_.clear();
    rowTypes_.clear();
    rowSlots_.clear();
    std::fill(helperNanos_.begin(), helperNanos_.end(), 0.0);
    frames_ = 0;
}

std::vector<ControllerCostRow> ControllerProfile::rows() const
{
    std::vector<ControllerCostRow> out = rows_;
    for (ControllerCostRow& row : out) {
        row.countPerCharacter = frames_ > 0 ? static_cast<int>((row.calls + frames_ / 2) / frames_) : 0;
    }
    std::sort(out.begin(), out.end(), [](const ControllerCostRow& a, const ControllerCostRow& b) {
        return a.nanoseconds > b.nanoseconds;
    });
    return out;
}

}  // namespace rigstage
