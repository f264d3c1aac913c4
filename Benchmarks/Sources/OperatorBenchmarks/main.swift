// Operator benchmarks: IOViewModel and OpenCombine side by side in one run, wherever
// OpenCombine has the operator, and a raw-closure floor where it has not:
//
//     swift run -c release --package-path Benchmarks OperatorBenchmarks
//
// OpenCombine 0.14.0 has no combineLatest, so combineLatest is measured against a hand-written
// floor, and zip (the same sink) is reported next to it; flatMapLatest is measured against
// OpenCombine's `map` + `switchToLatest`. Each body runs once per round, in turn, for several
// rounds, timed by its thread's CPU time; the figures are each body's fastest round. Exits non-zero when a ratio crosses its gate.

import BenchmarkSupport
import Foundation
import IOViewModel
import OpenCombine

let rounds = CommandLine.arguments.contains("--quick") ? 5 : 21
var gate = Gate()

// MARK: - combineLatest of five subjects, against a raw-closure floor

/// The floor: five input closures, each storing its value and calling the selector and the sink
/// closure, reached through an array so that nothing is inlined away: a hand-written "combine
/// latest" with no reactive machinery at all (and no "has every input a value yet" check).
final class FloorState {
    var values = (0, 0, 0, 0, 0)
    var total = 0
}

@inline(never)
func combineLatestFloor(events: Int) -> Int {
    let state = FloorState()
    let selector: (Int, Int, Int, Int, Int) -> Int = { $0 &+ $1 &+ $2 &+ $3 &+ $4 }
    let sink: (Int) -> Void = { state.total &+= $0 }
    let inputs: [(Int) -> Void] = [
        {
            state.values.0 = $0
            let v = state.values
            sink(selector(v.0, v.1, v.2, v.3, v.4))
        },
        {
            state.values.1 = $0
            let v = state.values
            sink(selector(v.0, v.1, v.2, v.3, v.4))
        },
        {
            state.values.2 = $0
            let v = state.values
            sink(selector(v.0, v.1, v.2, v.3, v.4))
        },
        {
            state.values.3 = $0
            let v = state.values
            sink(selector(v.0, v.1, v.2, v.3, v.4))
        },
        {
            state.values.4 = $0
            let v = state.values
            sink(selector(v.0, v.1, v.2, v.3, v.4))
        },
    ]
    for event in 0..<events {
        inputs[event % 5](event)
    }
    return state.total
}

/// combineLatest of five subjects with a selector, into a plain observer (the floor's sink is a
/// plain closure too), or into `subscribe(onNext:)`.
@inline(never)
func combineLatestIOViewModel(events: Int, viaSubscribeOnNext: Bool) -> Int {
    let subjects = (0..<5).map { _ in PublishSubject<Int>() }
    var total = 0
    let combined = Observable.combineLatest(subjects[0], subjects[1], subjects[2], subjects[3], subjects[4]) {
        $0 &+ $1 &+ $2 &+ $3 &+ $4
    }
    let subscription =
        viaSubscribeOnNext
        ? combined.subscribe(onNext: { total &+= $0 })
        : combined.subscribe(AnyObserver { event in if case .next(let value) = event { total &+= value } })
    for event in 0..<events {
        subjects[event % 5].onNext(event)
    }
    subscription.dispose()
    return total
}

/// The five subjects alone, each with one plain observer: the part of the combineLatest figure
/// that is the core's subject delivery rather than the operator.
@inline(never)
func subjectsAlone(events: Int) -> Int {
    let subjects = (0..<5).map { _ in PublishSubject<Int>() }
    var total = 0
    let bag = DisposeBag()
    for subject in subjects {
        subject.subscribe(AnyObserver { event in if case .next(let value) = event { total &+= value } })
            .disposed(by: bag)
    }
    for event in 0..<events {
        subjects[event % 5].onNext(event)
    }
    return total
}

/// zip of five subjects with a selector, into a plain observer: round-robin events, so every fifth
/// one completes a tuple; the buffers never hold more than one element per source.
@inline(never)
func zipIOViewModel(events: Int) -> Int {
    let subjects = (0..<5).map { _ in PublishSubject<Int>() }
    var total = 0
    let zipped = Observable.zip(subjects[0], subjects[1], subjects[2], subjects[3], subjects[4]) {
        $0 &+ $1 &+ $2 &+ $3 &+ $4
    }
    let subscription = zipped.subscribe(AnyObserver { event in if case .next(let value) = event { total &+= value } })
    for event in 0..<events {
        subjects[event % 5].onNext(event)
    }
    subscription.dispose()
    return total
}

@MainActor
func benchmarkCombineLatest() {
    let events = 1_000_000
    // Once all five have a value (from event 4 on), each event emits the sum of the last five.
    let expected = (0..<events).reduce(0) { total, event in event < 4 ? total : total &+ (event &* 5 &- 10) }
    var totals = [0, 0, 0, 0, 0]
    let timings = interleavedRounds(
        rounds,
        [
            { totals[0] = combineLatestFloor(events: events) },
            { totals[1] = combineLatestIOViewModel(events: events, viaSubscribeOnNext: false) },
            { totals[2] = subjectsAlone(events: events) },
            { totals[3] = combineLatestIOViewModel(events: events, viaSubscribeOnNext: true) },
            { totals[4] = zipIOViewModel(events: events) },
        ])
    let ratio = timings[1].minimum / timings[0].minimum
    print("combineLatest of 5 subjects with a selector, \(events) events round-robin (OpenCombine has none):")
    printRow("raw-closure floor", timings[0].minimum(per: events), "ns/event")
    printRow("IOViewModel combineLatest", timings[1].minimum(per: events), "ns/event")
    printRow("  of which the 5 subjects alone", timings[2].minimum(per: events), "ns/event")
    printRow("  with a subscribe(onNext:) sink", timings[3].minimum(per: events), "ns/event")
    printRow("IOViewModel zip (same sink), same events", timings[4].minimum(per: events), "ns/event")
    printRow("combineLatest / floor", ratio, "x")
    gate.require("combineLatest, times the raw floor", ratio: ratio, atMost: 20, goal: 10)
    gate.require(totals[1] == expected && totals[3] == expected, "combineLatest emits every combination")
    gate.require(totals[0] != 0 && totals[2] != 0, "the floor and the subjects did their work")
    gate.require(totals[4] == (0..<events).reduce(0, &+), "zip emits every tuple")
}

// MARK: - flatMapLatest, each outer event a just, against OpenCombine's map + switchToLatest

@inline(never)
func flatMapLatestIOViewModel(events: Int) -> Int {
    let subject = PublishSubject<Int>()
    var total = 0
    let subscription = subject.flatMapLatest { Observable.just($0) }.subscribe(onNext: { total &+= $0 })
    for event in 0..<events {
        subject.onNext(event)
    }
    subscription.dispose()
    return total
}

@inline(never)
func switchToLatestOpenCombine(events: Int) -> Int {
    let subject = OpenCombine.PassthroughSubject<Int, Never>()
    var total = 0
    let cancellable = subject.map { OpenCombine.Just($0) }.switchToLatest().sink { total &+= $0 }
    for event in 0..<events {
        subject.send(event)
    }
    cancellable.cancel()
    return total
}

@MainActor
func benchmarkFlatMapLatest() {
    let events = 100_000
    var totals = [0, 0]
    let timings = interleavedRounds(
        rounds,
        [
            { totals[0] = flatMapLatestIOViewModel(events: events) },
            { totals[1] = switchToLatestOpenCombine(events: events) },
        ])
    let speedUp = timings[1].minimum / timings[0].minimum
    print("flatMapLatest, \(events) outer events, each a just:")
    printRow("IOViewModel flatMapLatest", timings[0].minimum(per: events), "ns/event")
    printRow("OpenCombine map + switchToLatest", timings[1].minimum(per: events), "ns/event")
    printRow("OpenCombine / IOViewModel", speedUp, "x")
    gate.require("flatMapLatest, times faster than OpenCombine", ratio: speedUp, atLeast: 1, goal: 2)
    let expected = (0..<events).reduce(0, &+)
    gate.require(totals[0] == expected && totals[1] == expected, "flatMapLatest and switchToLatest lose no element")
}

// MARK: - observe(on:) across threads

/// Sends `events` elements from the calling thread through `observe(on: scheduler)` and waits
/// until the last is delivered: each event crosses to the scheduler's thread.
@inline(never)
func observeOnAcrossThreads(events: Int, scheduler: some ImmediateSchedulerType) -> Int {
    let subject = PublishSubject<Int>()
    let done = DispatchSemaphore(value: 0)
    // Written only by deliveries, which observe(on:) serializes; read after `done`.
    nonisolated(unsafe) var total = 0
    let subscription = subject.observe(on: scheduler)
        .subscribe(onNext: { total &+= $0 }, onCompleted: { done.signal() })
    for event in 0..<events { subject.onNext(event) }
    subject.onCompleted()
    done.wait()
    subscription.dispose()
    return total
}

/// The floor: one `DispatchQueue.async` per event onto a serial queue, with no reactive machinery.
@inline(never)
func dispatchAsyncFloor(events: Int, queue: DispatchQueue) -> Int {
    let done = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var total = 0
    for event in 0..<events { queue.async { total &+= event } }
    queue.async { done.signal() }
    done.wait()
    return total
}

@MainActor
func benchmarkObserveOn() {
    let events = 100_000
    let serial = SerialDispatchQueueScheduler(internalSerialQueueName: "benchmark.serial")
    let concurrent = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
    let operationQueue = OperationQueue()
    operationQueue.maxConcurrentOperationCount = 1
    let operations = OperationQueueScheduler(operationQueue: operationQueue)
    let floorQueue = DispatchQueue(label: "benchmark.floor")
    var totals = [0, 0, 0, 0]
    let timings = interleavedRounds(
        rounds, clock: processCPUTime,
        [
            { totals[0] = observeOnAcrossThreads(events: events, scheduler: serial) },
            { totals[1] = observeOnAcrossThreads(events: events, scheduler: concurrent) },
            { totals[2] = observeOnAcrossThreads(events: events, scheduler: operations) },
            { totals[3] = dispatchAsyncFloor(events: events, queue: floorQueue) },
        ])
    print("observe(on:), \(events) events sent from the main thread (process CPU time):")
    printRow("serial dispatch queue scheduler", timings[0].minimum(per: events), "ns/event")
    printRow("concurrent dispatch queue scheduler", timings[1].minimum(per: events), "ns/event")
    printRow("operation queue scheduler", timings[2].minimum(per: events), "ns/event")
    printRow("floor: DispatchQueue.async per event", timings[3].minimum(per: events), "ns/event")
    let expected = (0..<events).reduce(0, &+)
    gate.require(totals.allSatisfy { $0 == expected }, "observe(on:) delivers every element across threads")
}

// MARK: - Run

print("Operator benchmarks: fastest of \(rounds) interleaved rounds, thread CPU time\n")
benchmarkCombineLatest()
print()
benchmarkFlatMapLatest()
print()
benchmarkObserveOn()
gate.finish()
