#include "cli/bench_command.h"

#include <benchmark/benchmark.h>

#include <string>
#include <vector>

#include "cli/cli_text.h"

namespace rigstage::cli {

int runBench(const QStringList& arguments)
{
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
