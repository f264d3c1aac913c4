// The cost of one marble test, in release: the README's sign-in test (make the view model, parse
// the diagrams, subscribe the outputs, run the scheduler, compare, check for leaks and that the
// view model is released), against the same test written as RxTest users write it
// (`createHotObservable`, `start`, recorded events), proving as much about the outputs: the
// marble test owns its view model, so an output it does not draw fails it if it emits, and the
// RxTest-style test records those outputs too and requires them silent.
//
//     swift run -c release --package-path Benchmarks MarbleBenchmarks
//
// The gate is the ratio of the two, measured in the same run: the marble test may cost at most
// 1.1 times the RxTest-style one, so a loaded machine, which slows both, does not fail it. The
// 20 µs per marble test the harness was built to is printed as a goal. Before timing, each test
// must pass once and a broken copy of the marble test must fail with a mismatch: outside Swift
// Testing and XCTest nothing would report a failure, so every run collects the failures with
// `captureFailures` and the gate requires there were none.
//
// The rounds are many and short (201 of 150 tests, about 15 ms each), alternating between the
// two tests, and each side's fastest round counts: a burst of load on this shared machine lasts
// longer than a round, so both sides see quiet rounds, where long rounds let one burst spoil
// every round of one side.
//
// Then the sign-in view model's test of its five outputs, exhaustive (`marbles(SigninViewModel())`:
// the harness makes the view model, finds its outputs, checks it is released) against the same
// test and expectations without exhaustivity: at most 1.2 times, measured in the same run. Before
// timing, both must pass and the exhaustive one with an output left out must fail, naming it.
//
// Then a 100,000-frame diagram, matching and mismatching in its last frame: the failure, with the
// picture of its timeline drawn as a Swift Testing test attaches it, may cost at most 4 times the
// passing run; its message must stay under 10 kB, and its picture (the same window of frames)
// under 40 kB.

import BenchmarkSupport
import Foundation
import IOViewModel
import SigninFeature
import TestScheduler

let arguments = CommandLine.arguments
let quick = arguments.contains("--quick")
let rounds = quick ? 3 : 201
let testsPerRound = quick ? 1_000 : 150

// MARK: The tests

// The README's test, diagrams, values and alignment as the README writes them.
// swift-format-ignore
@inline(never)
func emailValidation() {
    let scheduler = TestScheduler()
    scheduler.marbles(SigninViewModel()) { test, viewModel in
        test.input("-a---b--", values: ["a": "foo", "b": "foo@bar.com"], into: viewModel.inputs.didChange(email:))
        test.expect(viewModel.outputs.isEmailValid,     "-n---v--", values: ["n": .notValid, "v": .valid])
        test.expect(viewModel.outputs.emailNotValidErr, "-e---o--", values: ["e": "Entered email is not valid.", "o": ""])
        test.expect(viewModel.outputs.isSigninEnabled,  "f-------", values: ["f": false])
    }
}

/// The README's test with a wrong expectation: it must fail, at the `expect` of `isEmailValid`.
@inline(never)
func emailValidationExpectingTheWrongStatus() {
    let scheduler = TestScheduler()
    scheduler.marbles(SigninViewModel()) { test, viewModel in
        test.input(
            "-a---b--", values: ["a": "foo", "b": "foo@bar.com"], into: viewModel.inputs.didChange(email:))
        test.expect(viewModel.outputs.isEmailValid, "-n---n--", values: ["n": .notValid, "v": .valid])
        test.expect(
            viewModel.outputs.emailNotValidErr, "-e---o--", values: ["e": "Entered email is not valid.", "o": ""])
        test.expect(viewModel.outputs.isSigninEnabled, "f-------", values: ["f": false])
    }
}

/// The same test as RxTest users write it, proving what the marble test proves: a hot observable
/// bound to the input, every output recorded from 200 (one by `start`, four by observers),
/// everything disposed at 208, the events and the input's subscription compared. The marble test
/// draws three outputs and, owning its view model, fails if either of the other two emits; here
/// those two are recorded and required to stay silent. The view model is made with the
/// scheduler standing in for the main one, as `SharingScheduler.mock` does in RxTest tests, so
/// its drivers deliver in virtual time.
@inline(never)
func emailValidationRxTestStyle() {
    let scheduler = TestScheduler()
    let viewModel = MainScheduler.withMainScheduler(scheduler) { SigninViewModel() }
    let emails = scheduler.createHotObservable([.next(201, "foo"), .next(205, "foo@bar.com")])
    let messages = scheduler.createObserver(String.self)
    let enabled = scheduler.createObserver(Bool.self)
    let passwordStatus = scheduler.createObserver(TextFieldStatus.self)
    let passwordMessages = scheduler.createObserver(String.self)
    var disposeBag = DisposeBag()
    scheduler.scheduleAt(200) {
        viewModel.outputs.emailNotValidErr.drive(messages).disposed(by: disposeBag)
        viewModel.outputs.isPasswordValid.drive(passwordStatus).disposed(by: disposeBag)
        viewModel.outputs.passwordNotValidErr.drive(passwordMessages).disposed(by: disposeBag)
        viewModel.outputs.isSigninEnabled.drive(enabled).disposed(by: disposeBag)
        emails.subscribe(onNext: viewModel.inputs.didChange(email:)).disposed(by: disposeBag)
    }
    scheduler.scheduleAt(208) { disposeBag = DisposeBag() }
    let isEmailValid = scheduler.start(disposed: 208) { viewModel.outputs.isEmailValid }
    assertEvents(isEmailValid.events, [.next(201, .notValid), .next(205, .valid)])
    assertEvents(messages.events, [.next(201, "Entered email is not valid."), .next(205, "")])
    assertEvents(passwordStatus.events, [])
    assertEvents(passwordMessages.events, [])
    assertEvents(enabled.events, [.next(200, false)])
    assertSubscriptions(emails.subscriptions, [Subscription(200, 208)])
}

/// The sign-in view model's marble test of every output, exhaustive: the test owns the view
/// model, which the harness makes, reflects on and releases.
// swift-format-ignore
@inline(never)
func signinExhaustive() {
    let scheduler = TestScheduler()
    scheduler.marbles(SigninViewModel()) { test, viewModel in
        test.input("-a---b----", values: ["a": "foo", "b": "foo@bar.com"], into: viewModel.inputs.didChange(email:))
        test.input("---p---q--", values: ["p": "short", "q": "secret1"], into: viewModel.inputs.didChange(password:))
        test.expect(viewModel.outputs.isEmailValid,        "-n---v----", values: ["n": .notValid, "v": .valid])
        test.expect(viewModel.outputs.emailNotValidErr,    "-e---o----", values: ["e": "Entered email is not valid.", "o": ""])
        test.expect(viewModel.outputs.isPasswordValid,     "---n---v--", values: ["n": .notValid, "v": .valid])
        test.expect(viewModel.outputs.passwordNotValidErr, "---e---o--", values: ["e": "Password has to be from 6 to 20 characters long.", "o": ""])
        test.expect(viewModel.outputs.isSigninEnabled,     "f------t--", values: ["f": false, "t": true])
    }
}

/// The same test, the same expectations, without exhaustivity: the test makes the view model,
/// with the scheduler standing in for the main one as a test that does not own its view model
/// must (its drivers then deliver in virtual time, as the owned test's do), and checks the
/// outputs it names.
// swift-format-ignore
@inline(never)
func signinPlain() {
    let scheduler = TestScheduler()
    let viewModel = MainScheduler.withMainScheduler(scheduler) { SigninViewModel() }
    scheduler.marbles { test in
        test.input("-a---b----", values: ["a": "foo", "b": "foo@bar.com"], into: viewModel.inputs.didChange(email:))
        test.input("---p---q--", values: ["p": "short", "q": "secret1"], into: viewModel.inputs.didChange(password:))
        test.expect(viewModel.outputs.isEmailValid,        "-n---v----", values: ["n": .notValid, "v": .valid])
        test.expect(viewModel.outputs.emailNotValidErr,    "-e---o----", values: ["e": "Entered email is not valid.", "o": ""])
        test.expect(viewModel.outputs.isPasswordValid,     "---n---v--", values: ["n": .notValid, "v": .valid])
        test.expect(viewModel.outputs.passwordNotValidErr, "---e---o--", values: ["e": "Password has to be from 6 to 20 characters long.", "o": ""])
        test.expect(viewModel.outputs.isSigninEnabled,     "f------t--", values: ["f": false, "t": true])
    }
}

/// The exhaustive test with one output left out: it must fail, naming it.
@inline(never)
func signinExhaustiveMissingAnOutput() {
    let scheduler = TestScheduler()
    scheduler.marbles(SigninViewModel()) { test, viewModel in
        test.input("-a---b----", values: ["a": "foo", "b": "foo@bar.com"], into: viewModel.inputs.didChange(email:))
        test.expect(viewModel.outputs.isEmailValid, "-n---v----", values: ["n": .notValid, "v": .valid])
        test.expect(viewModel.outputs.isSigninEnabled, "f---------", values: ["f": false])
    }
}

/// Runs `test` `count` times; returns the failures they reported.
@inline(never)
func run(_ test: () -> Void, times count: Int) -> [TestFailure] {
    TestFailureReporting.captureFailures {
        for _ in 0..<count { test() }
    }
}

// MARK: One side alone, for a profiler

if let index = arguments.firstIndex(of: "--profile"), index + 1 < arguments.count {
    let bodies = [
        "marble": emailValidation, "rxtest": emailValidationRxTestStyle, "exhaustive": signinExhaustive,
        "plain": signinPlain,
    ]
    guard let body = bodies[arguments[index + 1]] else {
        print("--profile takes one of: \(bodies.keys.sorted().joined(separator: ", "))")
        exit(2)
    }
    let failures = run(body, times: 10_000)
    print("10000 tests, \(failures.count) failure(s)")
    exit(failures.isEmpty ? 0 : 1)
}

// MARK: The measurement

var gate = Gate()

// A benchmark of a test that does not pass measures nothing, and one whose failures go nowhere
// would time a test that cannot fail.
let passing = run(emailValidation, times: 1)
let passingRxTest = run(emailValidationRxTestStyle, times: 1)
let failing = run(emailValidationExpectingTheWrongStatus, times: 1)
gate.require(passing.isEmpty, "the README's marble test passes (\(passing.count) failure(s))")
gate.require(passingRxTest.isEmpty, "the RxTest-style test passes (\(passingRxTest.count) failure(s))")
gate.require(
    failing.count == 1 && failing[0].message.hasPrefix("Marble mismatch:")
        && failing[0].message.contains("at 5: expected next(notValid), got next(valid)"),
    "a wrong diagram fails the marble test, with the mismatch (\(failing.count) failure(s))")
for failure in passing + passingRxTest { print(failure.message) }

var failures = [0, 0]
blackHole(run(emailValidation, times: testsPerRound / 10))  // warms up the allocator and the code
let timings = interleavedRounds(
    rounds,
    [
        { failures[0] += run(emailValidation, times: testsPerRound).count },
        { failures[1] += run(emailValidationRxTestStyle, times: testsPerRound).count },
    ])
let marble = timings[0].minimum(per: testsPerRound) / 1_000
let rxTest = timings[1].minimum(per: testsPerRound) / 1_000

print("The README's sign-in test, \(testsPerRound) times per round, \(rounds) rounds")
print("(fastest of \(rounds) interleaved rounds, thread CPU time; medians in brackets)")
printRow("marbles", marble, "µs/test  (\(formatted(timings[0].median(per: testsPerRound) / 1_000)))")
printRow(
    "createHotObservable + start", rxTest, "µs/test  (\(formatted(timings[1].median(per: testsPerRound) / 1_000)))")
printRow("marbles / RxTest style", marble / rxTest, "x")

gate.require("marbles / RxTest style, same run", ratio: marble / rxTest, atMost: 1.1)
print("goal: at most 20 µs per marble test, \(marble <= 20 ? "met" : "not met") (\(formatted(marble)) µs)")
gate.require(failures == [0, 0], "every timed test passed (failures: \(failures))")

// The sign-in view model's test of every output, exhaustive (the harness makes the view model,
// finds its outputs by reflection, watches none since all are expected, checks it is released)
// against the same test and expectations without exhaustivity.
let exhaustivePasses = run(signinExhaustive, times: 1)
let plainPasses = run(signinPlain, times: 1)
let missing = run(signinExhaustiveMissingAnOutput, times: 1)
gate.require(exhaustivePasses.isEmpty, "the exhaustive sign-in test passes (\(exhaustivePasses.count) failure(s))")
gate.require(plainPasses.isEmpty, "the plain sign-in test passes (\(plainPasses.count) failure(s))")
gate.require(
    missing.count == 1 && missing[0].message.hasPrefix("Unasserted output: emailNotValidErr emitted"),
    "an output left out fails the exhaustive test, naming it (\(missing.map { $0.message.prefix(40) }))")
for failure in exhaustivePasses + plainPasses { print(failure.message) }
var signinFailures = [0, 0]
blackHole(run(signinExhaustive, times: testsPerRound / 10))
let signinTimings = interleavedRounds(
    rounds,
    [
        { signinFailures[0] += run(signinExhaustive, times: testsPerRound).count },
        { signinFailures[1] += run(signinPlain, times: testsPerRound).count },
    ])
let exhaustive = signinTimings[0].minimum(per: testsPerRound) / 1_000
let plain = signinTimings[1].minimum(per: testsPerRound) / 1_000
print()
print("The sign-in view model's test of its five outputs, \(testsPerRound) times per round, \(rounds) rounds")
print("(fastest of \(rounds) interleaved rounds, thread CPU time; medians in brackets)")
printRow(
    "marbles(SigninViewModel())", exhaustive,
    "µs/test  (\(formatted(signinTimings[0].median(per: testsPerRound) / 1_000)))")
printRow("marbles { test in }", plain, "µs/test  (\(formatted(signinTimings[1].median(per: testsPerRound) / 1_000)))")
printRow("exhaustive / plain", exhaustive / plain, "x")
gate.require("exhaustive / plain, same run", ratio: exhaustive / plain, atMost: 1.2)
gate.require(signinFailures == [0, 0], "every timed sign-in test passed (failures: \(signinFailures))")

// A 100,000-frame diagram, matching and mismatching in its last frame: the failure path must stay
// linear in the diagram's length (the gate: at most 4 times the passing run, measured in the same
// run), and its message short enough to read (counted, so its gate is the goal).
let longFrames = 100_000
let longInput = String(repeating: "a", count: longFrames)
let longMismatch = String(repeating: "a", count: longFrames - 1) + "b"
var longMessages: [TestFailure] = []
var longPicture: String?
let longTimings = interleavedRounds(
    quick ? 2 : 5,
    [
        {
            blackHole(
                run({ TestScheduler().validate(longInput, { $0 }, expected: longInput, record: false) }, times: 1))
        },
        {
            longMessages = run(
                { TestScheduler().validate(longInput, { $0 }, expected: longMismatch, record: false) }, times: 1)
            // Drawn as reporting it to a Swift Testing test draws it, to attach it.
            longPicture = longMessages.first?.timelineSVG
        },
    ])
let longPass = longTimings[0].minimum
let longFail = longTimings[1].minimum
let longMessageBytes = longMessages.first?.message.utf8.count ?? 0
let longPictureBytes = longPicture?.utf8.count ?? 0
print()
print("A \(longFrames)-frame diagram through validate (fastest round, thread CPU time)")
printRow("matching", longPass / 1e6, "ms")
printRow(
    "mismatching in its last frame", longFail / 1e6,
    "ms  (message: \(longMessageBytes) bytes, timeline: \(longPictureBytes) bytes)")
gate.require(longMessages.count == 1, "the long mismatch fails once (\(longMessages.count) failure(s))")
gate.require("long mismatch / long match, same run", ratio: longFail / longPass, atMost: 4)
gate.require(longMessageBytes < 10_000, "the long mismatch's message is under 10 kB (\(longMessageBytes) bytes)")
gate.require(
    longPictureBytes > 0 && longPictureBytes < 40_000,
    "the long mismatch's timeline is drawn, under 40 kB (\(longPictureBytes) bytes)")
print(
    "goal: a 100,000-frame mismatch in under 0.1 s, \(longFail < 1e8 ? "met" : "not met") (\(formatted(longFail / 1e6)) ms)"
)
gate.finish()
