#pragma once
// What the helper joints cost, controller by controller: the seed's performance chart (calls, time
// per call, count per character, time per character) and the cost of each helper, so a rigger sees
// which helper is the expensive one. Filled by HelperJointSystem while a profile is attached.

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace rigstage {

/// One row of the chart: a top-level controller type in one slot ("Rotation: LookAtConstraint").
/// A list's cost includes its entries'; the gathering of the world transforms a helper reads is its
/// own row ("World transforms (gathered)"), as it is work the controllers would otherwise do.
struct ControllerCostRow {
    std::string type;
    std::int64_t calls = 0;
    double nanoseconds = 0.0;
    int countPerCharacter = 0;  ///< How many of this type one character evaluates per frame.

    double nanosecondsPerCall() const { return calls > 0 ? nanoseconds / static_cast<double>(calls) : 0.0; }
};

class ControllerProfile {
public:
    /// Sizes the per-helper totals; called by HelperJointSystem when the profile is attached.
    void prepare(int helperCount);
    /// Adds one timed call (slot 0 position, 1 rotation, 2 scale; 3 the gathering) of helper h.
    void add(int helper, int slot, const char* type, double nanoseconds);
    /// Counts one evaluated frame of one character (time per character divides by it).
    void countFrame() { ++frames_; }
    void reset();

    std::int64_t frames() const { return frames_; }
    /// The rows, most expensive first; countPerCharacter = calls / frames.
    std::vector<ControllerCostRow> rows() const;
    /// Total nanoseconds per helper (index into HelperJointSystem::joints()), all frames.
    const std::vector<double>& helperNanoseconds() const { return helperNanos_; }

private:
    std::vector<ControllerCostRow> rows_;  // few types: found by a linear search on the type's address
    std::vector<const char*> rowTypes_;
    std::vector<int> rowSlots_;
    std::vector<double> helperNanos_;
    std::int64_t frames_ = 0;
};

/// The chart's name for the gathering row.
inline constexpr const char* kGatherRowName = "World transforms (gathered)";

}  // namespace rigstage
