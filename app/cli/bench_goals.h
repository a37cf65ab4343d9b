#pragma once
// The performance goals of docs/performance.md, read off one run of the benchmarks that measure
// them (`rigstage-cli bench --goals`): each goal's figure on this machine, its target and how far
// it is. Kept apart from running the benchmarks, so the reading is tested on figures given by hand.

#include <QByteArray>
#include <QString>

#include <map>
#include <string>
#include <vector>

namespace rigstage::cli {

/// One benchmark's figures as the goals read them.
struct MeasuredBenchmark {
    std::string name;          ///< The run's name, e.g. "BM_GameRig_Frame/0" or "BM_Skinning_Linear_AllThreads/real_time".
    double nanoseconds = 0.0;  ///< Per iteration: wall time for a real_time benchmark, CPU time otherwise.
    std::map<std::string, double> counters;
    std::string skipped;       ///< Why it gave no figure (an asset missing), or empty.
};

struct GoalRow {
    enum class State { Met, NotMet, NotMeasured, Reported };
    QString what;      ///< The goal, translated.
    QString measured;  ///< The figure with its unit, or why there is none.
    QString target;    ///< "at most 2.2 µs", "at least 20000", or empty for a figure only reported.
    State state = State::NotMeasured;
    double factor = 0.0;  ///< NotMet: how many times the figure misses the target (above 1).
    // The same, as numbers (the JSON form):
    std::string name;       ///< The goal, untranslated.
    std::string benchmark;  ///< The benchmark the figure comes from.
    double value = 0.0;     ///< The figure in unit (0 when not measured).
    std::string unit;       ///< "µs", "ms", "ns", "B" or "" (a count).
    double targetValue = -1.0;  ///< Negative for a figure only reported.
    bool atMost = true;     ///< The figure must stay at or below the target (else at or above it).
};

/// The benchmarks the goals read, as a --benchmark_filter regular expression.
std::string goalBenchmarkFilter();
/// The goals, in the order docs/performance.md lists them, read off runs (other runs are ignored).
std::vector<GoalRow> goalRows(const std::vector<MeasuredBenchmark>& runs);
/// The rows as an aligned text table, with a heading line.
QString goalTable(const std::vector<GoalRow>& rows, int hardwareThreads);
/// The rows as JSON: {"hardwareThreads": N, "goals": [{"goal", "benchmark", "value", "unit", "target",
/// "atMost", "state" ("met", "not met", "not measured", "reported"), "factor" (not met), "why"
/// (not measured)}]}; goal names stay English.
QByteArray goalJson(const std::vector<GoalRow>& rows, int hardwareThreads);

}  // namespace rigstage::cli
