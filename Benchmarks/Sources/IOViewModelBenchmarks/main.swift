// Side-by-side benchmarks of IOViewModel against OpenCombine and against a raw floor, in one
// process. Prints each figure and the ratios, and exits non-zero when a target is missed, so CI or
// a pre-merge check can gate on it.
//
//   swift run -c release --package-path Benchmarks IOViewModelBenchmarks
//
// Options: `--quick` (a tenth of the work, for a smoke run; targets are still checked),
// `--only chain|subscribe|memory`, and `--profile WORKLOAD` (runs one side of one workload alone, for
// `perf stat`, `perf record` or `valgrind --tool=callgrind`: chain, chain-opencombine, chain-raw,
// subscribe, subscribe-opencombine).

import CMallocStats
import Foundation
import IOViewModel
import OpenCombine

// MARK: - Harness

let arguments = CommandLine.arguments.dropFirst()
let quick = arguments.contains("--quick")
let only: String? = arguments.firstIndex(of: "--only").flatMap { index in
    arguments.index(after: index) < arguments.endIndex ? arguments[arguments.index(after: index)] : nil
}
let scale = quick ? 10 : 1

/// Somewhere to put results so the optimizer cannot drop the work that produced them.
nonisolated(unsafe) var blackHole = 0

/// This thread's CPU time in nanoseconds: unlike the wall clock, it does not count the time the
/// thread spends descheduled while other processes (builds, other benchmarks) use the cores.
func threadCPUTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1_000_000_000 + Double(time.tv_nsec)
}

/// Runs `body` `repetitions` times and returns the fastest run, in nanoseconds of CPU time.
///
/// The fastest run is the one least disturbed by the rest of the machine; each library gets the
/// same treatment, and the callers interleave the libraries' runs.
func fastest(repetitions: Int, _ body: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<repetitions {
        let start = threadCPUTime()
        body()
        best = min(best, threadCPUTime() - start)
    }
    return best
}

/// Bytes currently allocated through malloc.
func allocatedBytes() -> Int {
    Int(benchmark_allocated_bytes())
}

struct Target {
    let name: String
    let ratio: Double
    let required: Double
    /// Whether a larger ratio is better (speed-ups) or a smaller one (memory).
    let largerIsBetter: Bool

    var met: Bool { largerIsBetter ? ratio >= required : ratio <= required }
}

func report(_ label: String, _ value: Double, _ unit: String) {
    print("  \(label.padding(toLength: 34, withPad: " ", startingAt: 0)) \(String(format: "%10.2f", value)) \(unit)")
}

// MARK: - (a) subject -> map -> filter -> subscriber

/// The floor: the same three steps as stored closures, called directly. Built behind
/// `@inline(never)` so the optimizer cannot see (and fold) what they do.
final class RawChain {
    let transform: (Int) -> Int
    let predicate: (Int) -> Bool
    let sink: (Int) -> Void

    init(transform: @escaping (Int) -> Int, predicate: @escaping (Int) -> Bool, sink: @escaping (Int) -> Void) {
        self.transform = transform
        self.predicate = predicate
        self.sink = sink
    }

    func send(_ value: Int) {
        let mapped = transform(value)
        if predicate(mapped) { sink(mapped) }
    }
}

@inline(never)
func makeRawChain() -> RawChain {
    RawChain(transform: { $0 &+ 1 }, predicate: { $0 & 1 == 0 }, sink: { blackHole &+= $0 })
}

@inline(never)
func runOurs(events: Int) {
    let subject = PublishSubject<Int>()
    let subscription = subject.map { $0 &+ 1 }.filter { $0 & 1 == 0 }.subscribe(onNext: { blackHole &+= $0 })
    for value in 0..<events { subject.onNext(value) }
    subscription.dispose()
}

@inline(never)
func runOpenCombine(events: Int) {
    let subject = OpenCombine.PassthroughSubject<Int, Never>()
    let cancellable = subject.map { $0 &+ 1 }.filter { $0 & 1 == 0 }.sink { blackHole &+= $0 }
    for value in 0..<events { subject.send(value) }
    cancellable.cancel()
}

@inline(never)
func runRaw(events: Int) {
    let chain = makeRawChain()
    for value in 0..<events { chain.send(value) }
}

func benchmarkChain() -> Target {
    let events = 10_000_000 / scale
    print("(a) PublishSubject<Int> -> map -> filter -> subscriber, \(events) events")
    var ours = Double.infinity
    var combine = Double.infinity
    var raw = Double.infinity
    for _ in 0..<5 {
        ours = min(ours, fastest(repetitions: 1) { runOurs(events: events) })
        combine = min(combine, fastest(repetitions: 1) { runOpenCombine(events: events) })
        raw = min(raw, fastest(repetitions: 1) { runRaw(events: events) })
    }
    let perEvent = { (total: Double) in total / Double(events) }
    report("IOViewModel", perEvent(ours), "ns/event")
    report("OpenCombine", perEvent(combine), "ns/event")
    report("raw floor (three stored closures)", perEvent(raw), "ns/event")
    report("OpenCombine / IOViewModel", combine / ours, "x   (target >= 4x)")
    report("IOViewModel / raw floor", ours / raw, "x")
    return Target(name: "chain: faster than OpenCombine", ratio: combine / ours, required: 4, largerIsBetter: true)
}

// MARK: - (b) subscribe then dispose

@inline(never)
func subscribeDisposeOurs(_ subject: PublishSubject<Int>, times: Int) {
    for _ in 0..<times {
        subject.subscribe(onNext: { blackHole &+= $0 }).dispose()
    }
}

@inline(never)
func subscribeCancelOpenCombine(_ subject: OpenCombine.PassthroughSubject<Int, Never>, times: Int) {
    for _ in 0..<times {
        subject.sink { blackHole &+= $0 }.cancel()
    }
}

func benchmarkSubscribe() -> Target {
    let times = 1_000_000 / scale
    print("(b) subscribe then dispose on a subject, \(times) times")
    let ourSubject = PublishSubject<Int>()
    let combineSubject = OpenCombine.PassthroughSubject<Int, Never>()
    var ours = Double.infinity
    var combine = Double.infinity
    for _ in 0..<5 {
        ours = min(ours, fastest(repetitions: 1) { subscribeDisposeOurs(ourSubject, times: times) })
        combine = min(combine, fastest(repetitions: 1) { subscribeCancelOpenCombine(combineSubject, times: times) })
    }
    report("IOViewModel", ours / Double(times), "ns/subscription")
    report("OpenCombine", combine / Double(times), "ns/subscription")
    report("OpenCombine / IOViewModel", combine / ours, "x   (target >= 3x)")
    return Target(
        name: "subscribe+dispose: faster than OpenCombine", ratio: combine / ours, required: 3, largerIsBetter: true)
}

// MARK: - (c) memory per live subscription

/// Bytes per subscription held live on one subject. The arrays that hold the subscriptions are
/// allocated before the first reading, so only what subscribing allocates is counted (the
/// subscription objects and closure contexts, and the subject's growing list of observers).
@inline(never)
func bytesPerSubscriptionOurs(count: Int) -> Double {
    let subject = PublishSubject<Int>()
    var held = ContiguousArray<any Disposable>()
    held.reserveCapacity(count)
    let before = allocatedBytes()
    for _ in 0..<count { held.append(subject.subscribe(onNext: { blackHole &+= $0 })) }
    let after = allocatedBytes()
    subject.onNext(1)
    for subscription in held { subscription.dispose() }
    return Double(after - before) / Double(count)
}

@inline(never)
func bytesPerSubscriptionOpenCombine(count: Int) -> Double {
    let subject = OpenCombine.PassthroughSubject<Int, Never>()
    var held = ContiguousArray<AnyCancellable>()
    held.reserveCapacity(count)
    let before = allocatedBytes()
    for _ in 0..<count { held.append(subject.sink { blackHole &+= $0 }) }
    let after = allocatedBytes()
    subject.send(1)
    for cancellable in held { cancellable.cancel() }
    return Double(after - before) / Double(count)
}

func benchmarkMemory() -> Target {
    let count = 100_000 / scale
    print("(c) \(count) live subscriptions on one subject")
    let ours = bytesPerSubscriptionOurs(count: count)
    let combine = bytesPerSubscriptionOpenCombine(count: count)
    report("IOViewModel", ours, "bytes/subscription")
    report("OpenCombine", combine, "bytes/subscription")
    report("IOViewModel / OpenCombine", ours / combine, "x   (target <= 0.5x)")
    return Target(
        name: "memory: at most half of OpenCombine's", ratio: ours / combine, required: 0.5, largerIsBetter: false)
}

// MARK: - Run

if let index = arguments.firstIndex(of: "--profile") {
    let workload = arguments.index(after: index) < arguments.endIndex ? arguments[arguments.index(after: index)] : ""
    switch workload {
    case "chain": runOurs(events: 10_000_000 / scale)
    case "chain-opencombine": runOpenCombine(events: 10_000_000 / scale)
    case "chain-raw": runRaw(events: 10_000_000 / scale)
    case "subscribe": subscribeDisposeOurs(PublishSubject<Int>(), times: 1_000_000 / scale)
    case "subscribe-opencombine":
        subscribeCancelOpenCombine(OpenCombine.PassthroughSubject<Int, Never>(), times: 1_000_000 / scale)
    default:
        print("--profile takes chain, chain-opencombine, chain-raw, subscribe or subscribe-opencombine")
        exit(2)
    }
    exit(0)
}

print("IOViewModel benchmarks\(quick ? " (quick)" : "")\n")
var targets: [Target] = []
if only == nil || only == "chain" {
    targets.append(benchmarkChain())
    print()
}
if only == nil || only == "subscribe" {
    targets.append(benchmarkSubscribe())
    print()
}
if only == nil || only == "memory" {
    targets.append(benchmarkMemory())
    print()
}

var missed = 0
for target in targets {
    let sign = target.largerIsBetter ? ">=" : "<="
    let verdict = target.met ? "met" : "MISSED"
    print("\(verdict): \(target.name): \(String(format: "%.2f", target.ratio))x (\(sign) \(target.required)x)")
    if !target.met { missed += 1 }
}
if blackHole == 42 { print("") }
exit(missed == 0 ? 0 : 1)
