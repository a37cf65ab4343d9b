#pragma once
#include <QStringList>

namespace rigstage::cli {

/// rigstage-cli bench MANIFEST [options]: what a character costs (character_bench_command.h);
/// rigstage-cli bench [Google Benchmark options]: runs the benchmarks of tests/benchmarks.
int runBench(const QStringList& arguments);

}  // namespace rigstage::cli
