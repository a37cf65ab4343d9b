#include "support/timed_region.h"

#include <algorithm>
#include <vector>

namespace rigstage {

namespace {

double measureClockReading()
{
    // Warmed first (the first readings page in the vDSO's data); the median then ignores the
    // readings an interrupt or a migration stretched.
    constexpr int kWarmup = 200;
    constexpr int kSamples = 4001;
    for (int i = 0; i < kWarmup; ++i) {
        (void)ProfileClock::now();
    }
    std::vector<double> samples(kSamples);
    for (double& sample : samples) {
        const auto start = ProfileClock::now();
        const auto end = ProfileClock::now();
        sample = std::chrono::duration<double, std::nano>(end - start).count();
    }
    std::nth_element(samples.begin(), samples.begin() + kSamples / 2, samples.end());
    return std::max(0.0, samples[kSamples / 2]);
}

}  // namespace

double clockReadingNanoseconds()
{
    static const double reading = measureClockReading();  // thread-safe once (C++11 statics)
    return reading;
}

double regionNanoseconds(ProfileClock::time_point start, ProfileClock::time_point end)
{
    return std::max(0.0, std::chrono::duration<double, std::nano>(end - start).count() - clockReadingNanoseconds());
}

}  // namespace rigstage
