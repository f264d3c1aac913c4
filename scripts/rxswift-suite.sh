#!/usr/bin/env bash
# RxSwift's own test suite, run against this checkout: the semantic reference of issue 12.
#
#     scripts/rxswift-suite.sh <RxSwift> [work-dir]
#
# <RxSwift> is a RxSwift repository: a bare git directory (such as the mirror the `fetch` tool
# makes under /work/.mirror/ReactiveX+RxSwift/repo) or a checkout. [work-dir] defaults to
# /tmp/rxswift-suite; the script writes only there (its own .build is kept between runs).
#
# What it does:
#   1. extracts RxSwift's Tests/ (RxSwiftTests, RxRelayTests, RxBlockingTests, and RxCocoaTests
#      without its UIKit/AppKit/WebKit/Objective-C runtime files) into a scratch package outside
#      this repository, depending on this checkout by path;
#   2. changes the imports: RxSwift, RxRelay and RxCocoa become IOViewModel, RxTest and RxBlocking
#      become TestScheduler; nothing else in RxSwift's files is touched;
#   3. adds the shim below, which holds only what RxSwift's own test target defines for itself and
#      cannot compile here (no operator, no RxSwift or RxTest API: those must come from this
#      project);
#   4. compiles, and while the compiler reports errors, sets aside every file with an error (with
#      its first error) and compiles the rest again;
#   5. runs every test class of what compiled, one process per class with a time limit (a test
#      that hangs is reported as such, then the rest of its class is run test by test);
#   6. prints, and writes to <work-dir>/report.md: files compiled / total, tests passed / total,
#      the files set aside with their first error, and the failing tests grouped by class with
#      their first failure message.
#
# Run by hand, not in CI: it needs a RxSwift checkout and takes a while. Files that test RxSwift's
# internals (its Bag, Queue, atomics, recursive lock and RxMutableBox, through @testable import)
# are not counted: they test no public API.
set -euo pipefail

if [[ $# -lt 1 || $# -gt 2 ]]; then
    echo "usage: $0 <RxSwift git dir or checkout> [work-dir]" >&2
    exit 2
fi
SOURCE=$1
WORK=${2:-/tmp/rxswift-suite}
REPO=$(cd "$(dirname "$0")/.." && pwd)
PACKAGE_ID=$(basename "$REPO")
CLASS_LIMIT=${RXSWIFT_SUITE_CLASS_LIMIT:-300} # seconds per test class
TEST_LIMIT=${RXSWIFT_SUITE_TEST_LIMIT:-30}    # seconds per test, when a class was cut short

if git --git-dir="$SOURCE" rev-parse --verify -q HEAD >/dev/null 2>&1; then
    GIT=(git --git-dir="$SOURCE")
elif git -C "$SOURCE" rev-parse --verify -q HEAD >/dev/null 2>&1; then
    GIT=(git -C "$SOURCE")
else
    echo "error: $SOURCE is not a git directory or checkout of RxSwift" >&2
    exit 2
fi
if ! "${GIT[@]}" cat-file -e HEAD:Tests/RxSwiftTests 2>/dev/null; then
    echo "error: $SOURCE has no Tests/RxSwiftTests: is it RxSwift?" >&2
    exit 2
fi
COMMIT=$("${GIT[@]}" rev-parse --short HEAD)

PKG=$WORK/pkg
TARGET=$PKG/Tests/RxSwiftSuite
EXCLUDED=$WORK/excluded
LOGS=$WORK/logs
mkdir -p "$WORK"
rm -rf "$WORK/rxswift" "$TARGET" "$EXCLUDED" "$LOGS"
mkdir -p "$WORK/rxswift" "$TARGET" "$EXCLUDED" "$LOGS"

# 1. Extract.
"${GIT[@]}" archive HEAD Tests Platform | tar -x -C "$WORK/rxswift"
SRC=$WORK/rxswift/Tests
PLATFORM_SPECIFIC='^RxCocoaTests/(UI|NS|WK|DelegateProxy|KVO|SentMessage|RxObjC|RXObjC|RuntimeState|RxTest-)'
INTERNALS='^RxSwiftTests/(BagTest|QueueTests|AtomicTests|RecursiveLockTest|SubjectConcurrencyTest)\.swift$'
(
    cd "$SRC"
    # RxSwift's shared test support, at the root of Tests/.
    mkdir -p "$TARGET/Support"
    for file in RxTest.swift TestErrors.swift XCTest+AllTests.swift Recorded+Timeless.swift MessageProcessingStage.swift; do
        if [[ -f $file ]]; then cp "$file" "$TARGET/Support/"; fi
    done
    # Tests/Platform holds links to RxSwift's Platform/ files, which the test target compiles
    # for itself (a lock, an atomic counter, DispatchQueue.isMain).
    for link in Platform/*.swift; do
        cp "../Platform/$(basename "$link")" "$TARGET/Support/"
    done
    find RxSwiftTests RxRelayTests RxBlockingTests RxCocoaTests -name '*.swift' | sort | while read -r file; do
        if [[ $file =~ $PLATFORM_SPECIFIC || $file =~ $INTERNALS ]]; then continue; fi
        mkdir -p "$TARGET/$(dirname "$file")"
        cp "$file" "$TARGET/$file"
    done
)

# 2. Imports.
find "$TARGET" -name '*.swift' -print0 | xargs -0 sed -i -E \
    -e 's/^(@testable )?import (RxSwift|RxRelay|RxCocoa)$/import IOViewModel/' \
    -e 's/^(@testable )?import (RxTest|RxBlocking)$/import TestScheduler/' \
    -e 's/\b(RxSwift|RxRelay|RxCocoa)\.([A-Z])/IOViewModel.\2/g'

# 3. The shim: only what RxSwift's test target defines for itself and that cannot compile here.
cat >"$TARGET/Support/Shim.swift" <<'EOF'
// Written by scripts/rxswift-suite.sh: RxSwift's test target's own support, where its files
// reach into RxSwift's internals. No operator and no RxSwift or RxTest API is defined here.
import Foundation
import IOViewModel
import TestScheduler

import XCTest

#if !canImport(ObjectiveC)
// What Apple's Foundation and XCTest have and swift-corelibs lack, that RxSwift's tests use.

/// Foundation has no autorelease pools off Apple platforms; RxCocoa's tests wrap code in one.
func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
    try body()
}

extension XCTestCase {
    /// Apple's XCTest waits without a time limit by default; swift-corelibs-xctest needs one.
    func wait(for expectations: [XCTestExpectation]) {
        wait(for: expectations, timeout: 60)
    }
}
#endif
EOF

cat >"$PKG/Package.swift" <<EOF
// swift-tools-version: 6.0
// Written by scripts/rxswift-suite.sh: RxSwift's tests against $REPO.
import PackageDescription

let package = Package(
    name: "RxSwiftSuite",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [.package(path: "$REPO")],
    targets: [
        .testTarget(
            name: "RxSwiftSuite",
            dependencies: [
                .product(name: "IOViewModel", package: "$PACKAGE_ID"),
                .product(name: "TestScheduler", package: "$PACKAGE_ID"),
            ],
            path: "Tests/RxSwiftSuite",
            swiftSettings: [.swiftLanguageMode(.v5)]
        )
    ]
)
EOF

# Test files (those declaring a test) and support files, as RxSwift has them.
is_test_file() { grep -q 'func test' "$1"; }
TOTAL_FILES=0
while read -r file; do is_test_file "$file" && TOTAL_FILES=$((TOTAL_FILES + 1)); done < <(find "$TARGET" -name '*.swift')

# 4. Compile, setting aside the files with errors until the rest compiles.
: >"$WORK/excluded.txt"
round=0
while true; do
    round=$((round + 1))
    echo "== compile, round $round" >&2
    if swift build --build-tests --package-path "$PKG" >"$LOGS/build-$round.log" 2>&1; then
        break
    fi
    # The first error of each file of the target.
    python3 - "$TARGET" "$LOGS/build-$round.log" >"$WORK/round.txt" <<'EOF'
import re, sys
target, log = sys.argv[1], sys.argv[2]
first = {}
pattern = re.compile(r"^(" + re.escape(target) + r"/[^:]+\.swift):(\d+):\d+: error: (.*)$")
for line in open(log, errors="replace"):
    match = pattern.match(line.rstrip("\n"))
    if match and match.group(1) not in first:
        first[match.group(1)] = f"line {match.group(2)}: {match.group(3)}"
for path, error in first.items():
    print(f"{path}\t{error}")
EOF
    if [[ ! -s $WORK/round.txt ]]; then
        echo "error: the build failed without an error in RxSwift's files; see $LOGS/build-$round.log" >&2
        tail -20 "$LOGS/build-$round.log" >&2
        exit 1
    fi
    while IFS=$'\t' read -r path error; do
        relative=${path#"$TARGET"/}
        printf '%s\t%s\n' "$relative" "$error" >>"$WORK/excluded.txt"
        mkdir -p "$EXCLUDED/$(dirname "$relative")"
        mv "$path" "$EXCLUDED/$relative"
    done <"$WORK/round.txt"
    if [[ $round -ge 20 ]]; then
        echo "error: still failing after $round rounds; see $LOGS/build-$round.log" >&2
        exit 1
    fi
done
COMPILED_FILES=0
while read -r file; do is_test_file "$file" && COMPILED_FILES=$((COMPILED_FILES + 1)); done < <(find "$TARGET" -name '*.swift')

# 5. Run, one process per class.
swift test list --skip-build --package-path "$PKG" 2>/dev/null | grep -E '^RxSwiftSuite\.' | sort >"$WORK/tests.txt"
cut -d/ -f1 "$WORK/tests.txt" | sort -u >"$WORK/classes.txt"
: >"$WORK/results.txt" # <test>\t<passed|failed|hung|crashed>\t<first message>
# The test bundle itself, not `swift test`, so that the time limit stops the tests themselves.
XCTEST=$(swift build --build-tests --package-path "$PKG" --show-bin-path)/RxSwiftSuitePackageTests.xctest
run_filter() { # <class or class/test> <seconds> <log>
    timeout --kill-after=10 "$2" "$XCTEST" "$1" >"$3" 2>&1
}
record() { # <log> <tests file>: appends the outcome of every test in <tests file> found in <log>
    python3 - "$1" "$2" >>"$WORK/results.txt" <<'EOF'
import re, sys
log, tests = sys.argv[1], sys.argv[2]
outcome, message = {}, {}
last = None  # the test whose first failure message is being read
for line in open(log, errors="replace"):
    line = line.rstrip("\n")
    if last and line.startswith("  ") and message[last].count(" | ") < 3:
        message[last] += " | " + line.strip()[:120]  # the lines XCTAssertEqual adds under its first
        continue
    last = None
    m = re.match(r"^Test Case '(?:-\[)?(?:RxSwiftSuite\.)?(\w+)[. ](\w+)\]?' (passed|failed)", line)
    if m:
        outcome[f"{m.group(1)}/{m.group(2)}"] = m.group(3)
        continue
    m = re.match(r"^.*?: error: (?:-\[)?(?:RxSwiftSuite\.)?(\w+)[. ](\w+)\]? : (.*)$", line)
    if m and f"{m.group(1)}/{m.group(2)}" not in message:
        last = f"{m.group(1)}/{m.group(2)}"
        message[last] = m.group(3)[:300]
for test in open(tests):
    test = test.strip()
    name = test.removeprefix("RxSwiftSuite.")
    if name in outcome:
        print(f"{test}\t{outcome[name]}\t{message.get(name, '')}")
EOF
}
while read -r class; do
    grep -F "$class/" "$WORK/tests.txt" >"$WORK/class-tests.txt" || true
    log=$LOGS/${class#RxSwiftSuite.}.log
    echo "== $class ($(wc -l <"$WORK/class-tests.txt") tests)" >&2
    status=0
    run_filter "$class" "$CLASS_LIMIT" "$log" || status=$?
    record "$log" "$WORK/class-tests.txt"
    # Tests the class run did not finish: each on its own, to tell a hang from a crash.
    cut -f1 "$WORK/results.txt" | sort >"$WORK/done.txt"
    comm -23 "$WORK/class-tests.txt" "$WORK/done.txt" >"$WORK/left.txt" || true
    while read -r test; do
        [[ -z $test ]] && continue
        single=$LOGS/${test#RxSwiftSuite.}.log
        single=${single//\//_}
        status=0
        run_filter "$test" "$TEST_LIMIT" "$LOGS/$(basename "$single")" || status=$?
        echo "$test" >"$WORK/one.txt"
        before=$(wc -l <"$WORK/results.txt")
        record "$LOGS/$(basename "$single")" "$WORK/one.txt"
        if [[ $(wc -l <"$WORK/results.txt") -eq $before ]]; then
            if [[ $status -eq 124 || $status -eq 137 ]]; then
                printf '%s\thung\tno end within %ss\n' "$test" "$TEST_LIMIT" >>"$WORK/results.txt"
            else
                reason=$(grep -m1 -E 'Fatal error|fatalError|Precondition failed|Assertion failed|signal' "$LOGS/$(basename "$single")" | cut -c1-300 || true)
                printf '%s\tcrashed\t%s\n' "$test" "${reason:-exit status $status}" >>"$WORK/results.txt"
            fi
        fi
    done <"$WORK/left.txt"
done <"$WORK/classes.txt"

# 6. Report.
python3 - "$WORK" "$COMMIT" "$TOTAL_FILES" "$COMPILED_FILES" >"$WORK/report.md" <<'EOF'
import collections, sys
work, commit, total_files, compiled_files = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
results = [line.rstrip("\n").split("\t") for line in open(f"{work}/results.txt") if line.strip()]
excluded = [line.rstrip("\n").split("\t", 1) for line in open(f"{work}/excluded.txt") if line.strip()]
passed = sum(1 for r in results if r[1] == "passed")
print(f"# RxSwift's test suite (RxSwift {commit})\n")
print(f"- test files compiled: {compiled_files} / {total_files}")
print(f"- tests passed: {passed} / {len(results)}\n")
print("## Files set aside, with their first error\n")
for path, error in sorted(excluded):
    print(f"- `{path}`: {error}")
print("\n## Tests that did not pass, by class\n")
by_class = collections.defaultdict(list)
for test, outcome, *message in results:
    if outcome != "passed":
        cls, name = test.removeprefix("RxSwiftSuite.").split("/")
        by_class[cls].append((name, outcome, message[0] if message else ""))
for cls in sorted(by_class):
    print(f"### {cls}\n")
    for name, outcome, message in by_class[cls]:
        print(f"- `{name}` ({outcome}): {message}")
    print()
EOF
head -3 "$WORK/report.md" | tail -2
echo "report: $WORK/report.md"
