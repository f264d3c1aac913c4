// Side-by-side benchmarks of IOViewModel against OpenCombine and against a raw floor, in one
// process. Prints each figure and the ratios, and exits non-zero when a ratio crosses its gate.
//
//   swift run -c release --package-path Benchmarks IOViewModelBenchmarks
//
// Options: `--quick` (a tenth of the work, for a smoke run; gates are still checked),
// `--only chain|subscribe|memory`, and `--profile WORKLOAD` (runs one side of one workload alone, for
// `perf stat`, `perf record` or `valgrind --tool=callgrind`: chain, chain-opencombine, chain-raw,
// subscribe, subscribe-opencombine).

import BenchmarkSupport
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
/// Each library's figure is its fastest of this many rounds; the rounds interleave the libraries.
let rounds = 5

/// Somewhere to put results so the optimizer cannot drop the work that produced them.
nonisolated(unsafe) var sunk = 0

/// Bytes currently allocated through malloc.
func allocatedBytes() -> Int {
    Int(benchmark_allocated_bytes())
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
    RawChain(transform: { $0 &+ 1 }, predicate: { $0 & 1 == 0 }, sink: { sunk &+= $0 })
}

@inline(never)
func runOurs(events: Int) {
    let subject = PublishSubject<Int>()
    let subscription = subject.map { $0 &+ 1 }.filter { $0 & 1 == 0 }.subscribe(onNext: { sunk &+= $0 })
    for value in 0..<events { subject.onNext(value) }
    subscription.dispose()
}

@inline(never)
func runOpenCombine(events: Int) {
    let subject = OpenCombine.PassthroughSubject<Int, Never>()
    let cancellable = subject.map { $0 &+ 1 }.filter { $0 & 1 == 0 }.sink { sunk &+= $0 }
    for value in 0..<events { subject.send(value) }
    cancellable.cancel()
}

@inline(never)
func runRaw(events: Int) {
    let chain = makeRawChain()
    for value in 0..<events { chain.send(value) }
}

@MainActor
func benchmarkChain() {
    let events = 10_000_000 / scale
    print("(a) PublishSubject<Int> -> map -> filter -> subscriber, \(events) events")
    let timings = interleavedRounds(
        rounds,
        [
            { runOurs(events: events) },
            { runOpenCombine(events: events) },
            { runRaw(events: events) },
        ])
    let (ours, combine, raw) = (timings[0].minimum, timings[1].minimum, timings[2].minimum)
    printRow("IOViewModel", timings[0].minimum(per: events), "ns/event")
    printRow("OpenCombine", timings[1].minimum(per: events), "ns/event")
    printRow("raw floor (three stored closures)", timings[2].minimum(per: events), "ns/event")
    printRow("OpenCombine / IOViewModel", combine / ours, "x")
    printRow("IOViewModel / raw floor", ours / raw, "x")
    gate.require("chain, times faster than OpenCombine", ratio: combine / ours, atLeast: 2, goal: 4)
}

// MARK: - (b) subscribe then dispose

@inline(never)
func subscribeDisposeOurs(_ subject: PublishSubject<Int>, times: Int) {
    for _ in 0..<times {
        subject.subscribe(onNext: { sunk &+= $0 }).dispose()
    }
}

@inline(never)
func subscribeCancelOpenCombine(_ subject: OpenCombine.PassthroughSubject<Int, Never>, times: Int) {
    for _ in 0..<times {
        subject.sink { sunk &+= $0 }.cancel()
    }
}

@MainActor
func benchmarkSubscribe() {
    let times = 1_000_000 / scale
    print("(b) subscribe then dispose on a subject, \(times) times")
    let ourSubject = PublishSubject<Int>()
    let combineSubject = OpenCombine.PassthroughSubject<Int, Never>()
    let timings = interleavedRounds(
        rounds,
        [
            { subscribeDisposeOurs(ourSubject, times: times) },
            { subscribeCancelOpenCombine(combineSubject, times: times) },
        ])
    let speedUp = timings[1].minimum / timings[0].minimum
    printRow("IOViewModel", timings[0].minimum(per: times), "ns/subscription")
    printRow("OpenCombine", timings[1].minimum(per: times), "ns/subscription")
    printRow("OpenCombine / IOViewModel", speedUp, "x")
    gate.require("subscribe+dispose, times faster than OpenCombine", ratio: speedUp, atLeast: 1.5, goal: 3)
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
    for _ in 0..<count { held.append(subject.subscribe(onNext: { sunk &+= $0 })) }
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
    for _ in 0..<count { held.append(subject.sink { sunk &+= $0 }) }
    let after = allocatedBytes()
    subject.send(1)
    for cancellable in held { cancellable.cancel() }
    return Double(after - before) / Double(count)
}

/// Memory is counted, not timed, so load cannot move it: its gate is the goal itself.
@MainActor
func benchmarkMemory() {
    let count = 100_000 / scale
    print("(c) \(count) live subscriptions on one subject")
    let ours = bytesPerSubscriptionOurs(count: count)
    let combine = bytesPerSubscriptionOpenCombine(count: count)
    printRow("IOViewModel", ours, "bytes/subscription")
    printRow("OpenCombine", combine, "bytes/subscription")
    printRow("IOViewModel / OpenCombine", ours / combine, "x")
    gate.require("memory per subscription, times OpenCombine's", ratio: ours / combine, atMost: 0.5)
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

print("IOViewModel benchmarks\(quick ? " (quick)" : ""): fastest of \(rounds) interleaved rounds\n")
var gate = Gate()
if only == nil || only == "chain" {
    benchmarkChain()
    print()
}
if only == nil || only == "subscribe" {
    benchmarkSubscribe()
    print()
}
if only == nil || only == "memory" {
    benchmarkMemory()
}
if sunk == 42 { print("") }
gate.finish()
