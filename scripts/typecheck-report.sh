#!/usr/bin/env bash
# Measures how long the compiler spends type-checking the libraries' code: builds the library
# and feature targets (not the tests) from scratch in their own scratch path, .build-typecheck,
# with the frontend's per-function and per-expression timers, and prints the slowest.
#
#   scripts/typecheck-report.sh                  the 20 slowest; exit 1 if one took 2000 ms or more
#   scripts/typecheck-report.sh --top 5 --gate 500
#
# Run by hand, like the benchmarks, never in CI: a timing on a shared machine moves with the
# load, so the gate is wide. It catches a real regression (an overload-heavy expression that
# takes seconds), not noise; the report is for looking at the slowest code before it becomes one.
set -euo pipefail
cd "$(dirname "$0")/.."

top=20
gate=2000
while [ $# -gt 0 ]; do
    case "$1" in
        --top) top=$2; shift 2 ;;
        --gate) gate=$2; shift 2 ;;
        *) echo "usage: scripts/typecheck-report.sh [--top N] [--gate MS]" >&2; exit 2 ;;
    esac
done

targets=(IOViewModel TestScheduler SigninFeature SignupFeature TalkPatterns)
scratch=.build-typecheck
log=$scratch/typecheck.log
timers=(
    -Xswiftc -Xfrontend -Xswiftc -debug-time-function-bodies
    -Xswiftc -Xfrontend -Xswiftc -debug-time-expression-type-checking
)

# From scratch every time: an incremental build would skip the files that did not change, and
# their timings with them.
rm -rf "$scratch"
mkdir -p "$scratch"
for target in "${targets[@]}"; do
    echo "typecheck-report: building $target"
    if ! swift build --scratch-path "$scratch" --target "$target" "${timers[@]}" >> "$log" 2>&1; then
        tail -n 40 "$log" >&2
        echo "typecheck-report: the build of $target failed (log: $log)" >&2
        exit 1
    fi
done

python3 - "$log" "$top" "$gate" "$PWD" <<'PY'
import re
import sys

log, top, gate, root = sys.argv[1], int(sys.argv[2]), float(sys.argv[3]), sys.argv[4] + "/"
# The frontend prints one line per function body and per expression:
#   12.34ms<TAB>/path/File.swift:10:5<TAB>instance method foo(_:)
timing = re.compile(r"^\s*(\d+(?:\.\d+)?)ms\t([^\t]+?:\d+:\d+)\t?(.*)$")
entries = {}
for line in open(log, encoding="utf-8", errors="replace"):
    match = timing.match(line.rstrip("\n"))
    if not match:
        continue
    milliseconds, location = float(match.group(1)), match.group(2)
    # A function's name ends with its own location again (`...@/path/File.swift:10:5`).
    what = re.sub(r"@\S+:\d+:\d+$", "", match.group(3).strip())
    location = location.removeprefix(root)
    key = (location, what or "expression")
    entries[key] = max(entries.get(key, 0.0), milliseconds)

if not entries:
    print("typecheck-report: the build printed no timings", file=sys.stderr)
    sys.exit(1)
ranked = sorted(entries.items(), key=lambda item: -item[1])
print(f"\nThe {min(top, len(ranked))} slowest of {len(ranked)} functions and expressions (ms, location, what):")
for (location, what), milliseconds in ranked[:top]:
    print(f"{milliseconds:9.1f}  {location}  {what}")
over = [item for item in ranked if item[1] >= gate]
if over:
    print(f"\ntypecheck-report: {len(over)} took {gate:g} ms or more; split the expression, or annotate its types")
    sys.exit(1)
print(f"\ntypecheck-report: none took {gate:g} ms or more")
PY
