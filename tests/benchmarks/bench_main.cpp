// rigstage-bench: the benchmarks of tests/benchmarks as their own executable
// (the same ones run by `rigstage-cli bench`).
#include <benchmark/benchmark.h>

BENCHMARK_MAIN();
