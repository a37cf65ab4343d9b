#pragma once
// Timing a region of the frame for the Profiler and `rigstage-cli bench` without counting the
// clock: two steady_clock readings around a region add the cost of one reading (about 20 ns here)
// to it, as much as a cheap controller's whole call. That cost is measured once (the median of
// back-to-back readings) and taken off every timed region.

#include <chrono>

namespace rigstage {

using ProfileClock = std::chrono::steady_clock;

/// What two back-to-back ProfileClock readings measure (nanoseconds, median of a few thousand),
/// measured on the first call.
double clockReadingNanoseconds();

/// The time from start to end less clockReadingNanoseconds(), never below zero.
double regionNanoseconds(ProfileClock::time_point start, ProfileClock::time_point end);

}  // namespace rigstage
