#include "cli/bench_command.h"

#include <benchmark/benchmark.h>

#include <QTextStream>

#include <string>
#include <thread>
#include <vector>

#include "cli/bench_goals.h"
#include "cli/character_bench_command.h"
#include "cli/cli_text.h"

namespace rigstage::cli {

namespace {

/// Keeps what the goals read of each run: the median of repeated runs, or the one run.
class GoalCollector final : public benchmark::BenchmarkReporter {
public:
    bool ReportContext(const Context&) override { return true; }
    void ReportRuns(const std::vector<Run>& runs) override
    {
        for (const Run& r : runs) {
            const bool single = r.run_type == Run::RT_Iteration && r.repetitions <= 1;
            const bool median = r.run_type == Run::RT_Aggregate && r.aggregate_name == "median";
            if (!single && !median && !r.error_occurred) {
                continue;
            }
            MeasuredBenchmark m;
            m.name = r.run_name.str();
            const bool wall = m.name.size() >= 10 && m.name.compare(m.name.size() - 10, 10, "/real_time") == 0;
            const double inUnit = wall ? r.GetAdjustedRealTime() : r.GetAdjustedCPUTime();
            m.nanoseconds = inUnit / benchmark::GetTimeUnitMultiplier(r.time_unit) * 1e9;
            for (const auto& [name, counter] : r.counters) {
                m.counters[name] = counter.value;
            }
            if (r.error_occurred) {
                m.skipped = r.error_message.empty() ? std::string("skipped") : r.error_message;
            }
            runs_.push_back(std::move(m));
        }
    }
    const std::vector<MeasuredBenchmark>& runs() const { return runs_; }

private:
    std::vector<MeasuredBenchmark> runs_;
};

}  // namespace

int runBench(const QStringList& arguments)
{
    // A manifest first: what that character costs; otherwise the project's benchmarks.
    if (arguments.size() > 1 && !arguments.at(1).startsWith(QLatin1Char('-'))) {
        return runCharacterBench(arguments);
    }
    if (arguments.size() > 1 && (arguments.at(1) == QLatin1String("--help") || arguments.at(1) == QLatin1String("-h"))) {
        return runCharacterBench(arguments);
    }
    // --goals: the benchmarks that measure docs/performance.md's goals, read off as a table.
    QStringList passed = arguments.mid(1);
    const bool goals = passed.removeAll(QStringLiteral("--goals")) > 0;
    bool json = false;
    if (goals) {
        const int format = passed.indexOf(QStringLiteral("--format"));
        if (format >= 0) {
            const QString value = passed.value(format + 1);
            if (value != QLatin1String("text") && value != QLatin1String("json")) {
                QTextStream(stderr) << Cli::tr("--format expects text or json; got '%1'").arg(value) << Qt::endl;
                return kExitBadInput;
            }
            json = value == QLatin1String("json");
            passed.remove(format, 2);
        }
        for (const QString& a : passed) {
            if (a.startsWith(QLatin1String("--benchmark_filter")) || a.startsWith(QLatin1String("--benchmark_format"))
                || a.startsWith(QLatin1String("--benchmark_list_tests"))) {
                QTextStream(stderr) << Cli::tr("--goals runs its own benchmarks and prints a table; %1 cannot go with it")
                                           .arg(a.section(QLatin1Char('='), 0, 0))
                                    << Qt::endl;
                return kExitBadInput;
            }
        }
    }
    // Google Benchmark parses its own flags (--benchmark_filter=..., --benchmark_format=json, ...).
    std::vector<std::string> storage;
    storage.emplace_back("rigstage-cli bench");
    for (const QString& a : passed) {
        storage.push_back(a.toStdString());
    }
    if (goals) {
        storage.push_back("--benchmark_filter=" + goalBenchmarkFilter());
    }
    std::vector<char*> argv;
    for (std::string& s : storage) {
        argv.push_back(s.data());
    }
    int argc = static_cast<int>(argv.size());
    benchmark::Initialize(&argc, argv.data());
    if (benchmark::ReportUnrecognizedArguments(argc, argv.data())) {
        return kExitBadInput;
    }
    if (goals) {
        GoalCollector collector;
        benchmark::RunSpecifiedBenchmarks(&collector);
        benchmark::Shutdown();
        const std::vector<GoalRow> rows = goalRows(collector.runs());
        const int threads = int(std::thread::hardware_concurrency());
        if (json) {
            QTextStream(stdout) << goalJson(rows, threads);
        } else {
            QTextStream(stdout) << goalTable(rows, threads) << Qt::endl;
        }
        return kExitOk;
    }
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return kExitOk;
}

}  // namespace rigstage::cli
