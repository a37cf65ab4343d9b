#!/usr/bin/env python3
"""Runs two rigstage-bench builds alternately and prints each benchmark's ratio.

The machines here are shared: a benchmark's time moves by 10-20 % from one minute to the next, so a
figure only means something beside the other build's, taken in the same minutes (docs/performance.md).
This runs the baseline and the current build in turn, ROUNDS times, each run taking the median of
REPETITIONS repetitions, and prints per benchmark the range and the median of the rounds and the
ratio of the medians (above 1: the current build is faster).

    scripts/bench_side_by_side.py BASELINE [--filter REGEX] [--rounds 5] [--repetitions 3]
                                  [--current build/bin/rigstage-bench]

BASELINE is a rigstage-bench binary, or a git commit: then it is built in a worktree of that
commit at build-base/ (ignored by git; minutes with ccache, about 25 on two cores without).
"""

import argparse
import json
import os
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def build_baseline(commit):
    """Builds rigstage-bench at commit (the default preset, in a worktree at build-base/) and
    returns the binary's path."""
    worktree = os.path.join(ROOT, "build-base")
    if os.path.isdir(worktree):
        subprocess.run(["git", "-C", worktree, "checkout", "--quiet", "--detach", commit], check=True)
    else:
        subprocess.run(["git", "-C", ROOT, "worktree", "add", "--quiet", "--detach", worktree, commit], check=True)
    subprocess.run(["cmake", "--preset", "default"], cwd=worktree, check=True, stdout=subprocess.DEVNULL)
    subprocess.run(["cmake", "--build", "--preset", "default", "--target", "rigstage-bench"], cwd=worktree, check=True)
    return os.path.join(worktree, "build", "bin", "rigstage-bench")


def run_once(binary, pattern, repetitions):
    """One run of binary: {benchmark name: median real time in ns}."""
    run = subprocess.run([binary, "--benchmark_filter=" + pattern, "--benchmark_repetitions=%d" % repetitions,
                          "--benchmark_report_aggregates_only=true", "--benchmark_format=json"],
                         check=True, capture_output=True, text=True)
    if not run.stdout.strip():
        return {}  # nothing matched the filter (Google Benchmark says so on stderr and exits 0)
    out = run.stdout
    scale = {"ns": 1.0, "us": 1e3, "ms": 1e6, "s": 1e9}
    medians = {}
    for b in json.loads(out)["benchmarks"]:
        # With one repetition there are no aggregates: the run itself is the figure.
        if b.get("aggregate_name") == "median" or (repetitions == 1 and b.get("run_type") == "iteration"):
            medians[b["run_name"]] = b["real_time"] * scale[b["time_unit"]]
    return medians


def show(ns):
    for unit, factor in (("ms", 1e6), ("µs", 1e3)):
        if ns >= factor:
            return "%.3g %s" % (ns / factor, unit)
    return "%.3g ns" % ns


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("baseline", help="a rigstage-bench binary, or a git commit to build one from")
    parser.add_argument("--current", default=os.path.join(ROOT, "build", "bin", "rigstage-bench"))
    parser.add_argument("--filter", default="GameRig_Frame|GameRig_Crowd/1000|ClipAndHelpers_Replayed")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--repetitions", type=int, default=3)
    args = parser.parse_args()
    if args.rounds < 1 or args.repetitions < 1:
        parser.error("--rounds and --repetitions must be at least 1")
    if not os.path.isfile(args.current):
        parser.error("no current build at %s (cmake --build --preset default first)" % args.current)

    try:
        baseline = args.baseline if os.path.isfile(args.baseline) else build_baseline(args.baseline)
    except subprocess.CalledProcessError as e:
        print("bench_side_by_side: %s is neither a rigstage-bench binary nor a commit that builds one (%s failed)"
              % (args.baseline, " ".join(e.cmd[:4])), file=sys.stderr)
        return 2
    rounds = {"baseline": {}, "current": {}}
    for r in range(args.rounds):
        for label, binary in (("baseline", baseline), ("current", args.current)):
            try:
                medians = run_once(binary, args.filter, args.repetitions)
            except (subprocess.CalledProcessError, ValueError, KeyError) as e:
                print("bench_side_by_side: %s did not run as a Google Benchmark binary (%s)" % (binary, e), file=sys.stderr)
                return 2
            for name, ns in medians.items():
                rounds[label].setdefault(name, []).append(ns)
        print("round %d of %d done" % (r + 1, args.rounds), file=sys.stderr)

    common = sorted(set(rounds["baseline"]) & set(rounds["current"]))
    if not common:
        print("bench_side_by_side: no benchmark matching %r ran in both builds" % args.filter, file=sys.stderr)
        return 2
    print("| benchmark | baseline (rounds: range, median) | current | ratio |")
    print("|---|---|---|---|")
    for name in common:
        base, now = rounds["baseline"][name], rounds["current"][name]
        b, c = statistics.median(base), statistics.median(now)
        print("| %s | %s-%s, %s | %s-%s, %s | %.2fx |" % (name, show(min(base)), show(max(base)), show(b),
                                                          show(min(now)), show(max(now)), show(c), b / c))
    return 0


if __name__ == "__main__":
    sys.exit(main())
