#!/bin/bash
# Compares a folder of references with a rig on a Slurm cluster: a job array of N tasks, task i
# comparing shard i+1 of N (`rigstage-cli compare REFS --rig RIG --shard K/N --report WORK/shard-K`),
# then a merge job that starts when every task has ended well (--dependency=afterok) and joins the
# shards' reports into OUT (`rigstage-cli report merge`): OUT/index.html, OUT/junit.xml and
# OUT/report.json, as one compare of the whole folder writes them. See docs/qa.md, "Large batches".
#
# Usage: scripts/slurm_compare.sh [options] REFS RIG OUT [-- COMPARE_OPTIONS...]
#   -n, --shards N     array tasks, one shard each (default 4)
#   --cli PATH         rigstage-cli as the cluster's nodes see it (default: the one on PATH)
#   --work DIR         where the shards' reports and the jobs' logs go (default: OUT.shards)
#   --sbatch OPTIONS   more sbatch options for every job, split on spaces (e.g. "--partition=qa
#                      --time=2:00:00 --cpus-per-task=8"; a task compares --cpus-per-task at once)
#   --wait             wait for the merge and exit with its code (0 all pass, 1 a failure, 2 an error)
# COMPARE_OPTIONS go to every shard's compare (--min-iou 0.98 --warn-iou 0.995 --threshold 40 ...).
#
# A task whose compare wrote its report ends well even when a case failed or could not be compared
# (its report says so, and the merge's exit code); one that wrote no report fails, and the merge is
# then cancelled (--kill-on-invalid-dep) rather than left pending.
set -u

usage() {
    awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0" >&2
    exit "${1:-2}"
}

# Inside the jobs: the script runs again with a mode of its own.
if [ "${1:-}" = "--run-shard" ]; then
    shift
    cli=$1 refs=$2 rig=$3 work=$4 shards=$5
    shift 5
    k=$((SLURM_ARRAY_TASK_ID + 1))
    dir="$work/shard-$k"
    rm -rf "$dir"
    # --jobs from the task's CPUs, before the caller's options so that theirs win.
    "$cli" compare "$refs" --rig "$rig" --shard "$k/$shards" --report "$dir" --jobs "${SLURM_CPUS_PER_TASK:-1}" "$@"
    code=$?
    if [ -f "$dir/report.json" ]; then
        exit 0  # failures and errors are in the report; the merge's exit code says them
    fi
    echo "slurm_compare.sh: shard $k/$shards wrote no report (compare exited $code)" >&2
    exit $((code == 0 ? 2 : code))
fi
if [ "${1:-}" = "--run-merge" ]; then
    shift
    cli=$1 work=$2 shards=$3 out=$4
    dirs=()
    for ((k = 1; k <= shards; ++k)); do
        dirs+=("$work/shard-$k")
    done
    exec "$cli" report merge "$out" "${dirs[@]}"
fi

shards=4 cli="" work="" extra="" wait=""
while [ $# -gt 0 ]; do
    case $1 in
        -n|--shards) shards=${2:?}; shift 2 ;;
        --cli) cli=${2:?}; shift 2 ;;
        --work) work=${2:?}; shift 2 ;;
        --sbatch) extra=${2?}; shift 2 ;;
        --wait) wait=--wait; shift ;;
        -h|--help) usage 0 ;;
        --) break ;;
        -*) echo "slurm_compare.sh: unknown option $1" >&2; usage ;;
        *) break ;;
    esac
done
[ $# -ge 3 ] || usage
refs=$1 rig=$2 out=$3
shift 3
[ "${1:-}" = "--" ] && shift
case $shards in
    ''|*[!0-9]*) echo "slurm_compare.sh: --shards expects a whole number from 1; got '$shards'" >&2; exit 2 ;;
esac
if [ "$shards" -lt 1 ]; then
    echo "slurm_compare.sh: --shards expects a whole number from 1; got '$shards'" >&2
    exit 2
fi
[ -d "$refs" ] || { echo "slurm_compare.sh: $refs is not a folder of references" >&2; exit 2; }
[ -f "$rig" ] || { echo "slurm_compare.sh: the rig $rig is not a file" >&2; exit 2; }
if [ -z "$cli" ]; then
    cli=$(command -v rigstage-cli) || { echo "slurm_compare.sh: no rigstage-cli on PATH: give --cli" >&2; exit 2; }
fi
command -v sbatch >/dev/null || { echo "slurm_compare.sh: sbatch is not installed here" >&2; exit 2; }
out=$(realpath -m "$out")
work=$(realpath -m "${work:-$out.shards}")
refs=$(realpath "$refs") rig=$(realpath "$rig") cli=$(realpath "$cli")
self=$(realpath "$0")
mkdir -p "$work" || exit 2
rm -f "$out/report.json"  # the merge writes it last: its presence says the merge ran
# shellcheck disable=SC2086  # --sbatch's options are split on spaces on purpose
array=$(sbatch --parsable --array=0-$((shards - 1)) --job-name=rigstage-compare --output="$work/slurm-%A_%a.out" $extra \
    "$self" --run-shard "$cli" "$refs" "$rig" "$work" "$shards" "$@") || exit 2
array=${array%%;*}  # "id;cluster" on a federation
echo "shards: job array $array ($shards tasks), reports in $work"
# shellcheck disable=SC2086
merge=$(sbatch --parsable $wait --dependency=afterok:"$array" --kill-on-invalid-dep=yes --job-name=rigstage-compare-merge \
    --output="$work/slurm-merge-%j.out" $extra "$self" --run-merge "$cli" "$work" "$shards" "$out")
code=$?
if [ -z "$wait" ]; then
    [ $code -eq 0 ] || exit 2
    echo "merge: job ${merge%%;*} writes $out/index.html, junit.xml and report.json when the shards are done"
    exit 0
fi
merge=${merge%%;*}
if [ ! -f "$out/report.json" ]; then
    # sbatch --wait says 0 for a merge cancelled because a shard failed: say what happened.
    echo "slurm_compare.sh: the merge (job $merge) did not run: a shard wrote no report; see $work/slurm-${array}_*.out" >&2
    tail -n 3 "$work/slurm-${array}"_*.out >&2 2>/dev/null
    exit 2
fi
echo "merge: job $merge wrote $out (exit $code)"
cat "$work/slurm-merge-$merge.out" 2>/dev/null
exit $code
