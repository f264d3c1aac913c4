#!/usr/bin/env bash
# Builds libFuzzer targets (Fuzz/<Target>/main.swift, compiled with the sources they exercise into
# one module, with the address sanitizer) and runs each for a given time on its corpus
# (.build/fuzz/<Target>/corpus, which starts from the inputs in Fuzz/<Target>/Corpus). A crash
# stops the run and leaves the input that caused it in .build/fuzz/<Target>/ (crash-*): fix the
# cause and pin it with a test.
#
#   scripts/fuzz.sh <seconds> [Target ...]    every target when none is named
#
# FUZZ_SANITIZE=fuzzer builds without the address sanitizer, several times faster, for the long
# runs that count executions; the default, fuzzer,address, also catches memory errors.
# FUZZ_RUNS=N stops each target after N inputs, if that comes before the time runs out.
#
# CI runs each target for a few seconds, so that they keep building and the corpus inputs pass;
# the long runs are by hand (CONTRIBUTING.md gives the command).
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:?usage: scripts/fuzz.sh <seconds> [Target ...]}"
shift
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then targets=(MarbleParser Generator RecordMode); fi

sources() {
    local scheduler=Sources/TestScheduler
    case "$1" in
        MarbleParser)
            echo "$scheduler/Marbles/MarbleParser.swift $scheduler/Marbles/MarbleText.swift" \
                "$scheduler/Marbles/MarbleFormat.swift $scheduler/Marbles/MarbleError.swift" \
                "$scheduler/Marbles/MarbleDiagramKind.swift $scheduler/RxTest/TestTime.swift" ;;
        Generator)
            echo "Tools/ViewModelGenerator/ViewModelSpec.swift Tools/ViewModelGenerator/SwiftTypeName.swift" \
                "Tools/ViewModelGenerator/SwiftIdentifier.swift Tools/ViewModelGenerator/GeneratorError.swift" \
                "Tools/ViewModelGenerator/ViewModelTemplate.swift Tools/ViewModelGenerator/ViewModelTestTemplate.swift" ;;
        RecordMode)
            echo "$scheduler/Recording/DiagramLiteralRewriter.swift $scheduler/Recording/SwiftCallScanner.swift" \
                "$scheduler/Recording/SwiftStringLiteral.swift $scheduler/Recording/RecordRefusal.swift" \
                "$scheduler/Recording/ValuesTableAddition.swift $scheduler/Recording/DiagramArgument.swift" \
                "$scheduler/Recording/SwiftLiteral.swift" \
                "$scheduler/Marbles/ValueDescription.swift" ;;
        *) echo "scripts/fuzz.sh: no target named $1" >&2; exit 2 ;;
    esac
}

for target in "${targets[@]}"; do
    work=".build/fuzz/$target"
    mkdir -p "$work/corpus"
    rm -f "$work"/crash-* "$work"/leak-*
    # shellcheck disable=SC2046
    swiftc -sanitize="${FUZZ_SANITIZE:-fuzzer,address}" -parse-as-library -O -module-name "Fuzz$target" \
        "Fuzz/$target/main.swift" $(sources "$target") -o "$work/fuzz" 2> >(grep -v "Cannot export local symbol" >&2)
    echo "== fuzz $target for $seconds s"
    # Swift's own backtracer would catch the crash signal first, and libFuzzer would then keep
    # no crash-* input: it is turned off for the run.
    (cd "$work" && SWIFT_BACKTRACE=enable=no ./fuzz corpus "../../../Fuzz/$target/Corpus" -max_total_time="$seconds" ${FUZZ_RUNS:+-runs="$FUZZ_RUNS"} -max_len=256 \
        -print_final_stats=1 2>&1 | grep -E "^(stat::number_of_executed_units|stat::peak_rss_mb)|ERROR|Done|==[0-9]+==" || true)
    if compgen -G "$work/crash-*" > /dev/null || compgen -G "$work/leak-*" > /dev/null; then
        echo "scripts/fuzz.sh: $target crashed; the input is in $work" >&2
        exit 1
    fi
done
