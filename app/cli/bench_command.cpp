#include "cli/bench_command.h"

#include <benchmark/benchmark.h>

#include <string>
#include <vector>

#include "cli/character_bench_command.h"
#include "cli/cli_text.h"

namespace rigstage::cli {

int runBench(const QStringList& arguments)
{
    // A manifest first: what that character costs; otherwise the project's benchmarks.
    if (arguments.size() > 1 && !arguments.at(1).startsWith(QLatin1Char('-'))) {
        return runCharacterBench(arguments);
    }
    if (arguments.size() > 1 && (arguments.at(1) == QLatin1String("--help") || arguments.at(1) == QLatin1String("-h"))) {
        return runCharacterBench(arguments);
    }
    // Google Benchmark parses its own flags (--benchmark_filter=..., --benchmark_format=json, ...).
    std::vector<std::string> storage;
    storage.emplace_back("rigstage-cli bench");
    for (const QString& a : arguments.mid(1)) {
        storage.push_back(a.toStdString());
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
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return kExitOk;
}

}  // namespace rigstage::cli
