#pragma once
#include <QStringList>

namespace rigstage::cli {

/// rigstage-cli bench [Google Benchmark options]: runs the benchmarks of tests/benchmarks.
int runBench(const QStringList& arguments);

}  // namespace rigstage::cli
