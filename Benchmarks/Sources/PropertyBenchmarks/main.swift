// A property test of 1,000 random sign-in runs, in release: generate the input diagrams, build
// the view model, run it on the test scheduler, check the invariant at every tick, check leaks.
// Beside it, in interleaved rounds, the same number of runs written by hand: a scheduler, the
// view model, random calls scheduled on it, recording observers and the invariant checked at
// every tick. The gate is the ratio of the two, measured in the same run, so a loaded machine,
// which slows both, does not fail it; the 100 ms the harness was built to is printed as a goal.
// It is run by hand (CI only builds it):
//
//     swift run -c release --package-path Benchmarks PropertyBenchmarks

import BenchmarkSupport
import IOViewModel
import SigninFeature
import TestScheduler

let rounds = CommandLine.arguments.contains("--quick") ? 3 : 7
let runs = 1_000
let budget = 100.0  // milliseconds: the goal for 1,000 runs

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
        // The run's scheduler stands in for the main one, so the drivers deliver in its time.
        let viewModel = MainScheduler.withMainScheduler(run.scheduler) { SigninViewModel() }
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

/// The same work written by hand: for each run, a scheduler and a view model, up to four calls
/// per input on distinct frames of 12 with values drawn from the same tables, the outputs
/// recorded from frame zero, and the invariant checked at every tick.
@inline(never)
func signinByHand(seed: UInt64) -> (checked: Int, failed: Bool) {
    var state = seed
    func next(_ bound: Int) -> Int {
        // SplitMix64, as the property harness draws.
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
    let emailValues = emails.map(\.value)
    let passwordValues = passwords.map(\.value)
    var checked = 0
    var failed = false
    for _ in 0..<runs {
        let scheduler = TestScheduler()
        let viewModel = MainScheduler.withMainScheduler(scheduler) { SigninViewModel() }
        let email = scheduler.createObserver(TextFieldStatus.self)
        let password = scheduler.createObserver(TextFieldStatus.self)
        let enabled = scheduler.createObserver(Bool.self)
        var disposeBag = DisposeBag()
        scheduler.scheduleAt(0) {
            viewModel.outputs.isEmailValid.drive(email).disposed(by: disposeBag)
            viewModel.outputs.isPasswordValid.drive(password).disposed(by: disposeBag)
            viewModel.outputs.isSigninEnabled.drive(enabled).disposed(by: disposeBag)
        }
        for (values, send) in [
            (emailValues, viewModel.inputs.didChange(email:)), (passwordValues, viewModel.inputs.didChange(password:)),
        ] {
            var frames = Array(0..<12)
            for index in 0..<next(5) {
                frames.swapAt(index, index + next(12 - index))
                let value = values[next(values.count)]
                scheduler.scheduleAt(TestTime(frames[index])) { send(value) }
            }
        }
        scheduler.scheduleAt(12) { disposeBag = DisposeBag() }
        scheduler.start()
        func latest<Element>(_ observer: TestableObserver<Element>, at time: TestTime) -> Element? {
            observer.events.last { $0.time <= time }?.value.element
        }
        for time in 0..<TestTime(12) {
            let isEnabled = latest(enabled, at: time)
            let bothValid = latest(email, at: time) == .valid && latest(password, at: time) == .valid
            if isEnabled != bothValid { failed = true }
        }
        checked += 1
    }
    return (checked, failed)
}

print(
    "A property test of \(runs) random sign-in runs (12 frames, 0...4 calls per input), \(rounds) rounds, thread CPU time"
)
var result = (checked: 0, failed: false)
var byHand = (checked: 0, failed: false)
let timings = interleavedRounds(
    rounds, [{ result = signinProperty(seed: 0x5EED) }, { byHand = signinByHand(seed: 0x5EED) }])
let fastest = timings[0].minimum / 1_000_000
let fastestByHand = timings[1].minimum / 1_000_000
printRow("\(runs) runs, fastest", fastest, "ms", decimals: 2)
printRow("\(runs) runs, median", timings[0].median / 1_000_000, "ms", decimals: 2)
printRow("per run, fastest", timings[0].minimum / Double(runs) / 1_000, "µs", decimals: 2)
printRow("\(runs) runs by hand, fastest", fastestByHand, "ms", decimals: 2)
printRow("property / by hand", fastest / fastestByHand, "x")

var gate = Gate()
gate.require(
    result.checked == runs && !result.failed, "every run was checked and passed (\(result.checked) of \(runs))")
gate.require(
    byHand.checked == runs && !byHand.failed, "every run by hand was checked and passed (\(byHand.checked) of \(runs))")
gate.require("property / by hand, same run", ratio: fastest / fastestByHand, atMost: 2.5)
print(
    "goal: \(runs) runs in at most \(formatted(budget, decimals: 0)) ms, \(fastest <= budget ? "met" : "not met") (\(formatted(fastest)) ms)"
)
gate.finish()
