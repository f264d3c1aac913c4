// One async view-model test written three ways, and the async bridge outside tests, in release:
//
//     swift run -c release --package-path Benchmarks AsyncBenchmarks
//
// The test: a search view model (queries debounced by 300 ms, each searched by an actor service
// that sleeps 500 ms on an injected clock, a newer query cancelling the search in flight) gets
// "s", "sw" and "swi"; "s" is debounced away, the search of "sw" is cancelled by "swi", and only
// "swi"'s results come, at 1.5 s. Written
//   (1) on this package's TestScheduler: the view model built with debounce, flatMapLatest and
//       fromAsync, the service sleeping on `scheduler.virtualClock`, tested with `marbles`;
//   (2) with pointfree's TestClock inside `withMainSerialExecutor`: the same logic in plain Swift
//       concurrency (a main-actor model whose queries each start a task that sleeps on the clock,
//       then calls the service), tested with `await clock.advance(by:)` and `await Task.yield()`;
//   (3) the same TestClock test without `withMainSerialExecutor`.
// Each test's time per run is wall-clock time (tests (2) and (3) hop between threads, so the
// thread's CPU time would miss work), fastest of interleaved rounds; (1) and its twin with the
// service written as an observable run on one thread, and are timed on its CPU time too. Then each test runs 10,000
// times while a second thread allocates for the whole run, counting runs whose output is wrong,
// and (1) runs 10,000 times more spread over two threads at once.
//
// Outside tests, `fromAsync` (subscribe, await the element through a continuation, on the global
// executor) is measured against a plain `Task` per subscription (`PlainTaskBridge`), by wall
// clock (the hops' latency) and by the process's CPU time (the cost, all threads included).
//
// Gates, by ratio in the same run (exit 1 when one is crossed): (1) at least 5x faster than (2)
// (goal 10x); (1) never wrong, loaded or in parallel; the marble test with the async service at
// most 3x the same test with the service written as an observable on the scheduler (goal 2x);
// `fromAsync` outside tests at most 1.4x a plain `Task` in CPU time (goal 1.05x; the ratio varies
// by about 0.1 from run to run).

import BenchmarkSupport
import Clocks
import ConcurrencyExtras
import Dispatch
import Foundation
import IOViewModel
import PlainTaskBridge
import Synchronization
import TestScheduler

let arguments = CommandLine.arguments
let quick = arguments.contains("--quick")
let rounds = quick ? 3 : 9
let harnessTestsPerRound = quick ? 100 : 1_000
let clockTestsPerRound = quick ? 10 : 100
let roundTripsPerRound = quick ? 2_000 : 20_000
let loadedRuns = quick ? 1_000 : 10_000

// MARK: The service and the view models

/// A search backend behind an actor, with its clock injected: half a second per search.
actor SearchService {
    let clock: any Clock<Duration>

    init(clock: any Clock<Duration>) {
        self.clock = clock
    }

    func search(_ query: String) async throws -> [String] {
        try await clock.sleep(for: .milliseconds(500))
        return [query + "1", query + "2"]
    }
}

/// Search as you type on this library: queries debounced by 300 ms, each searched, a newer query
/// cancelling the search in flight.
struct SearchViewModel {
    let query = PublishSubject<String>()
    let results: Observable<[String]>

    init(scheduler: some SchedulerType, search: @escaping (String) -> Observable<[String]>) {
        results = query.debounce(.milliseconds(300), scheduler: scheduler).flatMapLatest(search)
    }
}

/// The same logic in plain Swift concurrency: each query cancels the previous query's task; a
/// task sleeps 300 ms (the debounce), searches, and appends the results unless cancelled.
@MainActor
final class TaskSearchModel {
    private(set) var results: [[String]] = []
    private let clock: any Clock<Duration>
    private let service: SearchService
    private var pending: Task<Void, Never>?

    init(clock: any Clock<Duration>, service: SearchService) {
        self.clock = clock
        self.service = service
    }

    func queryChanged(_ query: String) {
        pending?.cancel()
        pending = Task { [clock, service] in
            do {
                try await clock.sleep(for: .milliseconds(300))
                let found = try await service.search(query)
                guard !Task.isCancelled else { return }
                results.append(found)
            } catch {}
        }
    }

    func cancel() {
        pending?.cancel()
    }
}

// MARK: The tests

/// (1): ticks of 100 ms; "s" at 1, "sw" at 3, "swi" at 7 (the search of "sw", started at 6 and
/// due at 11, is cancelled at 10), "swi"'s results at 15.
// swift-format-ignore
@inline(never)
func harnessTest(expecting expected: String = "---------------r") -> [TestFailure] {
    let scheduler = TestScheduler(resolution: 0.1)
    let service = SearchService(clock: scheduler.virtualClock)
    let viewModel = SearchViewModel(scheduler: scheduler) { query in Observable.fromAsync { try await service.search(query) } }
    return TestFailureReporting.captureFailures {
        scheduler.marbles { test in
            test.input("-a-b---c--------", values: ["a": "s", "b": "sw", "c": "swi"], into: viewModel.query.onNext)
            test.expect(viewModel.results, expected, values: ["r": ["swi1", "swi2"]])
        }
    }
}

/// (1) with the service written as an observable on the scheduler instead of an async function.
// swift-format-ignore
@inline(never)
func observableServiceTest() -> [TestFailure] {
    let scheduler = TestScheduler(resolution: 0.1)
    let viewModel = SearchViewModel(scheduler: scheduler) { query in
        Single.just([query + "1", query + "2"]).delay(.milliseconds(500), scheduler: scheduler).asObservable()
    }
    return TestFailureReporting.captureFailures {
        scheduler.marbles { test in
            test.input("-a-b---c--------", values: ["a": "s", "b": "sw", "c": "swi"], into: viewModel.query.onNext)
            test.expect(viewModel.results, "---------------r", values: ["r": ["swi1", "swi2"]])
        }
    }
}

/// (3), and the body of (2): the same queries at the same times, the results read after advancing
/// the clock to 1.4 s (none yet: the stale search of "sw" must not show) and to 1.5 s.
@MainActor
@inline(never)
func clockTest() async -> Bool {
    let clock = TestClock()
    let model = TaskSearchModel(clock: clock, service: SearchService(clock: clock))
    defer { model.cancel() }
    await clock.advance(by: .milliseconds(100))
    model.queryChanged("s")
    await Task.yield()
    await clock.advance(by: .milliseconds(200))
    model.queryChanged("sw")
    await Task.yield()
    await clock.advance(by: .milliseconds(400))
    model.queryChanged("swi")
    await Task.yield()
    await clock.advance(by: .milliseconds(700))
    let beforeTheAnswer = model.results
    await clock.advance(by: .milliseconds(100))
    return beforeTheAnswer.isEmpty && model.results == [["swi1", "swi2"]]
}

/// (2): ``clockTest()`` with every task enqueued on the main actor.
@MainActor
@inline(never)
func serialClockTest() async -> Bool {
    var passed = false
    await withMainSerialExecutor { passed = await clockTest() }
    return passed
}

// MARK: The bridge outside tests

/// Subscribes `count` times to the observable `make` returns and awaits its element through a
/// continuation, on the global executor; returns the elements' sum.
@inline(never)
func roundTrips(_ count: Int, _ make: @Sendable (Int) -> Observable<Int>) async -> Int {
    var sum = 0
    for index in 0..<count {
        sum &+= await withCheckedContinuation { continuation in
            _ = make(index).subscribe(onNext: { continuation.resume(returning: $0) })
        }
    }
    return sum
}

// MARK: Load

/// A second thread that allocates and frees small arrays until stopped.
final class LoadThread: Sendable {
    private let stopping = Atomic(false)
    private let stopped = DispatchSemaphore(value: 0)

    init() {
        let thread = Thread { [self] in
            var sum = 0
            while !stopping.load(ordering: .relaxed) {
                let array = [Int](repeating: sum & 0xff, count: 64)
                sum &+= array[sum & 63]
                blackHole(array)
            }
            stopped.signal()
        }
        thread.start()
    }

    func stop() {
        stopping.store(true, ordering: .relaxed)
        stopped.wait()
    }
}

/// Runs (1) `count` times, spread over two threads at once; returns how many runs were wrong.
func parallelHarnessRuns(_ count: Int) -> Int {
    let wrong = Atomic(0)
    DispatchQueue.concurrentPerform(iterations: 2) { _ in
        for _ in 0..<count / 2 where !harnessTest().isEmpty {
            wrong.add(1, ordering: .relaxed)
        }
    }
    return wrong.load(ordering: .relaxed)
}

// MARK: Checks before timing

var gate = Gate()

// A benchmark of a test that does not pass measures nothing, and one whose failures go nowhere
// would time a test that cannot fail.
let passing = harnessTest()
let passingObservable = observableServiceTest()
let failing = harnessTest(expecting: "--------------r-")
gate.require(passing.isEmpty, "(1) passes (\(passing.count) failure(s))")
gate.require(passingObservable.isEmpty, "(1) with an observable service passes (\(passingObservable.count) failure(s))")
gate.require(
    failing.count == 1 && failing[0].message.hasPrefix("Marble mismatch:"),
    "(1) with a wrong diagram fails with the mismatch (\(failing.count) failure(s))")
for failure in passing + passingObservable { print(failure.message) }
let serialPasses = await serialClockTest()
gate.require(serialPasses, "(2) passes")
let expectedSum = roundTripsPerRound * (roundTripsPerRound - 1) / 2
let bridgeSums = [
    await roundTrips(roundTripsPerRound) { index in Observable.fromAsync { index } },
    await roundTrips(roundTripsPerRound) { index in plainTaskFromAsync { index } },
]
gate.require(bridgeSums == [expectedSum, expectedSum], "both bridges deliver every element (sums \(bridgeSums))")

// MARK: Time per test

var wrongWhileTiming = [0, 0, 0, 0]
let timings = await interleavedRounds(
    rounds, clock: wallClockTime,
    [
        { for _ in 0..<harnessTestsPerRound where !harnessTest().isEmpty { wrongWhileTiming[0] += 1 } },
        { for _ in 0..<harnessTestsPerRound where !observableServiceTest().isEmpty { wrongWhileTiming[1] += 1 } },
        {
            for _ in 0..<clockTestsPerRound {
                if !(await serialClockTest()) { wrongWhileTiming[2] += 1 }
            }
        },
        {
            for _ in 0..<clockTestsPerRound {
                if !(await clockTest()) { wrongWhileTiming[3] += 1 }
            }
        },
    ])
let harness = timings[0].minimum(per: harnessTestsPerRound) / 1_000
let observableService = timings[1].minimum(per: harnessTestsPerRound) / 1_000
let serialClock = timings[2].minimum(per: clockTestsPerRound) / 1_000
let plainClock = timings[3].minimum(per: clockTestsPerRound) / 1_000

// (1) and its observable-service twin run on this thread alone (the scheduler runs the tasks'
// jobs on the thread that drives it), so their ratio is also taken on the thread's CPU time,
// which load does not inflate; the gate uses that one.
let harnessCPUTimings = interleavedRounds(
    rounds,
    [
        { for _ in 0..<harnessTestsPerRound where !harnessTest().isEmpty { wrongWhileTiming[0] += 1 } },
        { for _ in 0..<harnessTestsPerRound where !observableServiceTest().isEmpty { wrongWhileTiming[1] += 1 } },
    ])
let harnessCPU = harnessCPUTimings[0].minimum(per: harnessTestsPerRound) / 1_000
let observableServiceCPU = harnessCPUTimings[1].minimum(per: harnessTestsPerRound) / 1_000

// The bridge outside tests: its latency is thread hops (wall clock), its cost the CPU time of
// every thread involved (the process's CPU time, which a loaded machine does not inflate).
var sums = [0, 0]
let bridges: [() async -> Void] = [
    { sums[0] = await roundTrips(roundTripsPerRound) { index in Observable.fromAsync { index } } },
    { sums[1] = await roundTrips(roundTripsPerRound) { index in plainTaskFromAsync { index } } },
]
let bridgeWallTimings = await interleavedRounds(rounds, clock: wallClockTime, bridges)
let bridgeCPUTimings = await interleavedRounds(rounds, clock: processCPUTime, bridges)
let fromAsyncWall = bridgeWallTimings[0].minimum(per: roundTripsPerRound)
let plainTaskWall = bridgeWallTimings[1].minimum(per: roundTripsPerRound)
let fromAsyncCPU = bridgeCPUTimings[0].minimum(per: roundTripsPerRound)
let plainTaskCPU = bridgeCPUTimings[1].minimum(per: roundTripsPerRound)

func median(_ timings: Timings, per count: Int, scale: Double = 1_000) -> String {
    "(\(formatted(timings.median(per: count) / scale)))"
}

print("The search test, per run (fastest of \(rounds) interleaved rounds, wall-clock time; medians in brackets)")
printRow("(1) TestScheduler, marbles", harness, "µs/test  \(median(timings[0], per: harnessTestsPerRound))")
printRow(
    "(1) with an observable service", observableService,
    "µs/test  \(median(timings[1], per: harnessTestsPerRound))")
printRow(
    "(2) TestClock + withMainSerialExecutor", serialClock, "µs/test  \(median(timings[2], per: clockTestsPerRound))")
printRow("(3) TestClock alone", plainClock, "µs/test  \(median(timings[3], per: clockTestsPerRound))")
printRow("(2) / (1)", serialClock / harness, "x")
printRow("(1) async service / observable service", harness / observableService, "x")
print("(1) on the thread's CPU time (fastest of \(rounds) interleaved rounds; medians in brackets)")
printRow(
    "(1) TestScheduler, marbles", harnessCPU, "µs/test  \(median(harnessCPUTimings[0], per: harnessTestsPerRound))")
printRow(
    "(1) with an observable service", observableServiceCPU,
    "µs/test  \(median(harnessCPUTimings[1], per: harnessTestsPerRound))")
printRow("(1) async service / observable service", harnessCPU / observableServiceCPU, "x")
print("fromAsync outside tests: subscribe, await the element through a continuation, \(roundTripsPerRound) times")
print("(fastest of \(rounds) interleaved rounds per clock; medians in brackets)")
printRow(
    "fromAsync, wall clock", fromAsyncWall,
    "ns/call  \(median(bridgeWallTimings[0], per: roundTripsPerRound, scale: 1))")
printRow(
    "plain Task, wall clock", plainTaskWall,
    "ns/call  \(median(bridgeWallTimings[1], per: roundTripsPerRound, scale: 1))")
printRow("fromAsync / plain Task, wall clock", fromAsyncWall / plainTaskWall, "x")
printRow(
    "fromAsync, process CPU", fromAsyncCPU,
    "ns/call  \(median(bridgeCPUTimings[0], per: roundTripsPerRound, scale: 1))")
printRow(
    "plain Task, process CPU", plainTaskCPU,
    "ns/call  \(median(bridgeCPUTimings[1], per: roundTripsPerRound, scale: 1))")
printRow("fromAsync / plain Task, process CPU", fromAsyncCPU / plainTaskCPU, "x")
print(
    "Wrong outputs while timing: \(wrongWhileTiming) (of \(2 * rounds * harnessTestsPerRound) each for (1) and its"
        + " twin, \(rounds * clockTestsPerRound) each for (2) and (3))")

// MARK: Wrong outputs under load

let load = LoadThread()
var wrong = [0, 0, 0, 0]
var loadedSeconds = [0.0, 0.0, 0.0, 0.0]
var start = wallClockTime()
for _ in 0..<loadedRuns where !harnessTest().isEmpty { wrong[0] += 1 }
loadedSeconds[0] = (wallClockTime() - start) / 1e9
start = wallClockTime()
for _ in 0..<loadedRuns where !(await serialClockTest()) { wrong[1] += 1 }
loadedSeconds[1] = (wallClockTime() - start) / 1e9
start = wallClockTime()
for _ in 0..<loadedRuns where !(await clockTest()) { wrong[2] += 1 }
loadedSeconds[2] = (wallClockTime() - start) / 1e9
start = wallClockTime()
wrong[3] = parallelHarnessRuns(loadedRuns)
loadedSeconds[3] = (wallClockTime() - start) / 1e9
load.stop()

print("Wrong outputs in \(loadedRuns) runs, with a second thread allocating throughout (wall-clock seconds)")
printRow("(1) TestScheduler, marbles", Double(wrong[0]), "wrong  (\(formatted(loadedSeconds[0])) s)", decimals: 0)
printRow(
    "(2) TestClock + withMainSerialExecutor", Double(wrong[1]), "wrong  (\(formatted(loadedSeconds[1])) s)", decimals: 0
)
printRow("(3) TestClock alone", Double(wrong[2]), "wrong  (\(formatted(loadedSeconds[2])) s)", decimals: 0)
printRow("(1) on two threads at once", Double(wrong[3]), "wrong  (\(formatted(loadedSeconds[3])) s)", decimals: 0)

gate.require("(1) against (2), per test", ratio: serialClock / harness, atLeast: 5, goal: 10)
gate.require(
    "(1) with an async service against an observable one, thread CPU", ratio: harnessCPU / observableServiceCPU,
    atMost: 3, goal: 2)
gate.require(
    "fromAsync against a plain Task per subscription, process CPU", ratio: fromAsyncCPU / plainTaskCPU, atMost: 1.4,
    goal: 1.05)
gate.require(wrong[0] == 0, "(1) gave the right output in all \(loadedRuns) loaded runs (\(wrong[0]) wrong)")
gate.require(wrong[3] == 0, "(1) gave the right output in all \(loadedRuns) runs on two threads (\(wrong[3]) wrong)")
gate.require(
    wrongWhileTiming[0] + wrongWhileTiming[1] == 0,
    "(1) passed every timed run (\(wrongWhileTiming[0] + wrongWhileTiming[1]) wrong)")
gate.require(sums == [expectedSum, expectedSum], "both bridges delivered every timed element")
gate.finish()
