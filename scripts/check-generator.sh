#!/usr/bin/env bash
# End-to-end check of the `new-viewmodel` plugin, as a user runs it: a scratch package that
# depends on this checkout by path (named, as SwiftPM names it, after the checkout's folder), with
# a test target whose folder has no Swift file yet (SwiftPM leaves such a target out), gets a generated view model and marble test; they
# build; the tests fail with the "no expected diagram yet" message; once the outputs are derived
# from the inputs, one run with MARBLES_RECORD=1 records every diagram and the values it needs,
# and the next run passes. Every refusal leaves the package untouched.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
dependency="$(basename "$repo")"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
fail() { echo "check-generator: $*" >&2; exit 1; }

mkdir -p "$scratch/Sources/App" "$scratch/Sources/Other" "$scratch/Tests/AppTests"
cat > "$scratch/Package.swift" <<MANIFEST
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "App",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [.package(path: "$repo")],
    targets: [
        .target(name: "App", dependencies: [.product(name: "IOViewModel", package: "$dependency")]),
        .target(name: "Other", dependencies: [.product(name: "IOViewModel", package: "$dependency")]),
        .testTarget(
            name: "AppTests",
            dependencies: ["App", .product(name: "TestScheduler", package: "$dependency")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
MANIFEST
echo 'public struct User: Sendable { public let name: String }' > "$scratch/Sources/App/User.swift"
echo 'public enum Other {}' > "$scratch/Sources/Other/Other.swift"
cd "$scratch"

generate() { swift package --allow-writing-to-package-directory new-viewmodel "$@"; }
snapshot() { find Sources Tests -type f | sort | xargs sha256sum; }
test_file=Tests/AppTests/SearchViewModelTests.swift
view_model=Sources/App/SearchViewModel.swift

echo "-- generate, into a test target whose folder has no Swift file yet"
generate Search --inputs queryChanged:String,submit \
    --outputs title:String,results:[String],selected:Int?,total:Int,submitted,isEmpty:Bool,user:User?
[ -f "$view_model" ] || fail "no view model written"
[ -f "$test_file" ] || fail "no test written"

echo "-- refusals change nothing"
before="$(snapshot)"
refuse() {
    local expected="$1"; shift
    local output
    if output="$(generate "$@" 2>&1)"; then fail "accepted: $*"; fi
    grep -qF -- "$expected" <<<"$output" || { echo "$output" >&2; fail "refusal of '$*' does not say: $expected"; }
    [ "$(snapshot)" = "$before" ] || fail "refusal of '$*' changed files"
}
refuse "already exists; nothing was written" Search --outputs ok:Bool
refuse "is a Swift keyword" Signup --inputs class:String --outputs ok:Bool
refuse "does not parse" Signup --inputs email:Array\<String --outputs ok:Bool
refuse "is a Swift keyword in some contexts" Signup --outputs Type:Int
refuse "is a Swift keyword in some contexts" Signup --outputs Protocol:Int
refuse "would declare \`emailChanged\` twice" Signup --inputs email:String --outputs emailChanged:Bool
refuse "would declare \`didTapLogin\` twice" Signup --inputs loginTapped,didTapLogin --outputs ok:Bool
refuse "opaque type" Signup --outputs "value:some Equatable"
refuse "\`any\` applies to a protocol" Signup --outputs "value:any Int"
refuse "\`Self\` would mean" Signup --outputs value:Self
refuse "no target named \`Nowhere\`" Signup --outputs ok:Bool --target Nowhere
refuse ".product(name: \"TestScheduler\", package: \"$dependency\")" Signup --outputs ok:Bool --target Other
[ ! -e Tests/OtherTests ] || fail "a refusal left Tests/OtherTests behind"

echo "-- the generated code builds, and each test asks for its diagram"
swift build --build-tests -Xswiftc -warnings-as-errors
if test_output="$(swift test 2>&1)"; then fail "the generated tests passed before any diagram was written"; fi
# One issue each, counted by the headline Swift Testing prints for it.
drafts="$(grep -c "recorded an issue.*No expected diagram yet" <<<"$test_output" || true)"
[ "$drafts" -eq 7 ] || { echo "$test_output" >&2; fail "expected 7 'No expected diagram yet' failures, saw $drafts"; }

echo "-- the outputs derived from the inputs, one run with MARBLES_RECORD=1 records every diagram"
# As the idiom says: each input becomes a private driver (or signal) once, and every output is
# an operator of it.
sed -i 's|^    public init() {$|&\n        let query = queryChanged.asDriver(onErrorDriveWith: .empty())\n        let submits = submitEvents.asSignal()|' "$view_model"
derive() { sed -i "s|$1 = $2.never()|$1 = $3|" "$view_model"; }
derive title 'Driver<String>' 'query.map { "Results for " + $0 }'
derive results 'Driver<\[String\]>' 'query.map { query in ["Ada", "Alan", "Grace"].filter { $0.lowercased().hasPrefix(query) } }'
derive selected 'Driver<Int?>' 'query.map { $0 == "a" ? 1 : nil }'
derive total 'Driver<Int>' 'query.map { $0.count * 3 }'
derive submitted 'Signal<Void>' 'submits'
derive isEmpty 'Driver<Bool>' 'query.map { $0.isEmpty }'
derive user 'Driver<User?>' 'query.map { User(name: $0) }'
if grep -q "never()" "$view_model"; then fail "an output was left a placeholder"; fi
echo "-- the test as generated:"
cat "$test_file"
if record_output="$(MARBLES_RECORD=1 swift test 2>&1)"; then fail "the recording run passed"; fi
wrote="$(grep -c "recorded an issue.*Record mode: wrote" <<<"$record_output" || true)"
[ "$wrote" -eq 7 ] || { echo "$record_output" >&2; fail "expected 7 recordings, saw $wrote"; }
if grep -q "Record mode left" <<<"$record_output"; then echo "$record_output" >&2; fail "record mode refused"; fi
echo "-- the test as recorded:"
cat "$test_file"
if grep -q '"", values' "$test_file"; then fail "a diagram was left unwritten"; fi
grep -qF 'values: ["r": "Results for a", "R": "Results for b"]' "$test_file" || fail "String values not recorded"
grep -qF 'values: ["a": ["Ada", "Alan"], "b": []]' "$test_file" || fail "[String] values not recorded"
grep -qF 'values: ["a": 1, "n": nil]' "$test_file" || fail "Int? values not recorded"

echo "-- the next run passes"
swift test || fail "the recorded tests failed"
echo "check-generator: passed"
