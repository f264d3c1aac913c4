#!/usr/bin/env bash
# End-to-end check of the `new-viewmodel` plugin, as a user runs it: a scratch package that
# depends on this checkout by path gets a generated view model and marble test; they build; the
# tests fail with the "no expected diagram yet" message; once diagrams are written they pass; and
# every refusal leaves the package untouched.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
fail() { echo "check-generator: $*" >&2; exit 1; }

mkdir -p "$scratch/Sources/App" "$scratch/Tests/AppTests"
cat > "$scratch/Package.swift" <<MANIFEST
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "App",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [.package(name: "IOViewModel", path: "$repo")],
    targets: [
        .target(name: "App", dependencies: [.product(name: "IOViewModel", package: "IOViewModel")]),
        .testTarget(
            name: "AppTests",
            dependencies: ["App", .product(name: "TestScheduler", package: "IOViewModel")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
MANIFEST
echo 'public struct User: Sendable { public let name: String }' > "$scratch/Sources/App/User.swift"
printf 'import Testing\n\n@Test func appBuilds() {}\n' > "$scratch/Tests/AppTests/AppTests.swift"
cd "$scratch"

generate() { swift package --allow-writing-to-package-directory new-viewmodel "$@"; }
snapshot() { find Sources Tests -type f | sort | xargs sha256sum; }

echo "-- generate"
generate Login --inputs email:String,password:String,loginTapped \
    --outputs isLoginEnabled:Bool,errorMessage:String,loggedIn,user:User?
[ -f Sources/App/LoginViewModel.swift ] || fail "no view model written"
[ -f Tests/AppTests/LoginViewModelTests.swift ] || fail "no test written"

echo "-- refusals change nothing"
before="$(snapshot)"
refuse() {
    local expected="$1"; shift
    local output
    if output="$(generate "$@" 2>&1)"; then fail "accepted: $*"; fi
    grep -qF -- "$expected" <<<"$output" || { echo "$output" >&2; fail "refusal of '$*' does not say: $expected"; }
    [ "$(snapshot)" = "$before" ] || fail "refusal of '$*' changed files"
}
refuse "already exists; nothing was written" Login --outputs ok:Bool
refuse "is a Swift keyword" Signup --inputs class:String --outputs ok:Bool
refuse "does not parse" Signup --inputs email:Array\<String --outputs ok:Bool
refuse "no target named \`Nowhere\`" Signup --outputs ok:Bool --target Nowhere

echo "-- the generated code builds, and each test asks for its diagram"
swift build --build-tests -Xswiftc -warnings-as-errors
if test_output="$(swift test 2>&1)"; then fail "the generated tests passed before any diagram was written"; fi
drafts="$(grep -c "No expected diagram yet" <<<"$test_output" || true)"
[ "$drafts" -ge 4 ] || { echo "$test_output" >&2; fail "expected 4 'No expected diagram yet' failures, saw $drafts"; }

echo "-- with the diagrams written (the placeholders emit nothing), the tests pass"
sed -i 's/, "", /, "-----------", /; s/, "")$/, "-----------")/' Tests/AppTests/LoginViewModelTests.swift
sed -i 's/(viewModel.outputs.\([a-zA-Z]*\), "", /(viewModel.outputs.\1, "-----------", /' Tests/AppTests/LoginViewModelTests.swift
swift test || fail "the tests with written diagrams failed"
echo "check-generator: passed"
