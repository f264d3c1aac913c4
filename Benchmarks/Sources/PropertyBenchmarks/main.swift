// A property test of 1,000 random sign-in runs, in release: generate the input diagrams, build
// the view model, run it on the test scheduler, check the invariant at every tick, check leaks.
// The goal is at most 100 ms; this executable exits non-zero above that. It is run by hand
// (an absolute time moves with the machine's load, so CI only builds it):
//
//     swift run -c release --package-path Benchmarks PropertyBenchmarks

import BenchmarkSupport
import SigninFeature
import TestScheduler

let rounds = CommandLine.arguments.contains("--quick") ? 3 : 7
let runs = 1_000
let budget = 100.0  // milliseconds: the goal

let emails: KeyValuePairs<Character, String> = [
    "e": "", "n": "foo", "a": "foo@bar", "v": "a@b.co", "w": "x.y@mail.example",
]
let passwords: KeyValuePairs<Character, String> = [
    "e": "", "s": "short", "v": "secret1", "l": "123456789012345678901", "w": "abcdefghijklmnopqrst",
]

/// The sign-in property of the tests (the button is enabled exactly when both fields are
/// valid), over `runs` runs; returns how many runs it checked and whether one failed.
@inline(never)
func signinProperty(seed: UInt64) -> (checked: Int, failed: Bool) {
    var checked = 0
    let counterexample = TestScheduler.property(runs: runs, seed: seed) { run in
        let viewModel = SigninViewModel()
        run.input("viewModel.inputs.didChange(email:)", values: emails, into: viewModel.inputs.didChange(email:))
        run.input(
            "viewModel.inputs.didChange(password:)", values: passwords, into: viewModel.inputs.didChange(password:))
        let email = run.output("viewModel.outputs.isEmailValid", viewModel.outputs.isEmailValid)
        let password = run.output("viewModel.outputs.isPasswordValid", viewModel.outputs.isPasswordValid)
        let enabled = run.output("viewModel.outputs.isSigninEnabled", viewModel.outputs.isSigninEnabled)
        run.always("the button is enabled exactly when both fields are valid") { time in
            enabled.latest(at: time) == (email.latest(at: time) == .valid && password.latest(at: time) == .valid)
        }
        run.check("counted") {
            checked += 1
            return true
        }
    }
    return (checked, counterexample != nil)
}

print(
    "A property test of \(runs) random sign-in runs (12 frames, 0...4 calls per input), \(rounds) rounds, thread CPU time"
)
var result = (checked: 0, failed: false)
let timings = interleavedRounds(rounds, [{ result = signinProperty(seed: 0x5EED) }])
let fastest = timings[0].minimum / 1_000_000
printRow("\(runs) runs, fastest", fastest, "ms", decimals: 2)
printRow("\(runs) runs, median", timings[0].median / 1_000_000, "ms", decimals: 2)
printRow("per run, fastest", timings[0].minimum / Double(runs) / 1_000, "µs", decimals: 2)

var gate = Gate()
gate.require(
    result.checked == runs && !result.failed, "every run was checked and passed (\(result.checked) of \(runs))")
gate.require(
    fastest <= budget,
    "\(runs) runs in \(formatted(fastest)) ms (goal: at most \(formatted(budget, decimals: 0)) ms)")
gate.finish()
