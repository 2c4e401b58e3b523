#!/usr/bin/env bash
# A drag step's processor time, two builds side by side: each build's TerminalBenchmarks run
# with LOUPE_DRAGLOOP=STEPS (the steps timed by the thread's own CPU clock, so other processes'
# load counts less than in the harness's wall clock), alternated ROUNDS times; prints for each
# size the median of the runs' p50 and p99 and the least p50, with the change from A to B.
#
#   Benchmarks/scripts/drag-step-cpu.sh A/TerminalBenchmarks B/TerminalBenchmarks [ROUNDS] [STEPS]
#
# Build each with `cd Benchmarks && swift build -c release --product TerminalBenchmarks` in its
# own checkout (a git worktree of the commit to compare). As root it runs them at nice -15.
set -euo pipefail
[ $# -ge 2 ] || { sed -n 2,10p "$0" >&2; exit 2; }
a=$1 b=$2 rounds=${3:-8} steps=${4:-1500}
for binary in "$a" "$b"; do [ -x "$binary" ] || { echo "drag-step-cpu: not an executable: $binary" >&2; exit 2; }; done
nice=()
[ "$(id -u)" = 0 ] && nice=(nice -n -15)
results=$(mktemp)
trap 'rm -f "$results"' EXIT
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
for _ in $(seq "$rounds"); do
    LOUPE_DRAGLOOP=$steps "${nice[@]}" "$a" | sed 's/^/A /' >>"$results"
    LOUPE_DRAGLOOP=$steps "${nice[@]}" "$b" | sed 's/^/B /' >>"$results"
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
python3 - "$results" <<'PY'
import collections, statistics, sys
runs = collections.defaultdict(list)
for line in open(sys.argv[1]):
    words = line.split()
    build, size = words[0], words[1]
    p50 = float(words[words.index("p50") + 1]); p99 = float(words[words.index("p99") + 1])
    runs[(build, size)].append((p50, p99))
print(f"{'size':8} {'p50 A':>7} {'p50 B':>7} {'':>7} {'least A':>7} {'least B':>7} {'':>7} {'p99 A':>7} {'p99 B':>7} {'':>7}  (µs of CPU a step)")
for size in ["80x24", "200x60", "400x120"]:
    a, b = runs[("A", size)], runs[("B", size)]
    cols = []
    for f in (lambda r: statistics.median(x[0] for x in r), lambda r: min(x[0] for x in r), lambda r: statistics.median(x[1] for x in r)):
        x, y = f(a), f(b)
        cols.append(f"{x:7.1f} {y:7.1f} {100 * (y / x - 1):+6.1f}%")
    print(f"{size:8} " + " ".join(cols))
PY
