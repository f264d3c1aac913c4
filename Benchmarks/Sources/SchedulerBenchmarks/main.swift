// The TestScheduler's cost per action: schedule N actions at pseudo-random virtual
// times, then run them all, at 100k and at 1M actions, in interleaved rounds:
//
//     swift run -c release --package-path Benchmarks SchedulerBenchmarks
//
// The gate is the ratio of the per-action cost at 1M to that at 100k: a scheduler whose cost per
// action grows with the queue (a linear insert instead of a heap's logarithmic one) shows it as a
// ratio far above the goal, on any machine and under any load. The absolute figure (the goal
// asks for at most 1 µs per action at 1M) is printed beside it. Exits non-zero on a miss.
//
// A second figure, not gated, is the cost per element of the timed operators on the
// TestScheduler (`delay`, then `debounce`): what converting intervals and scheduling their
// actions costs, to compare builds (`--only timed` runs it alone).

import BenchmarkSupport
import Foundation
import IOViewModel
import TestScheduler

let rounds = CommandLine.arguments.contains("--quick") ? 3 : 7

/// Counts the actions that ran; a class so the closures capture a reference, as real ones do.
final class Counter {
    var value = 0
}

/// Schedules `count` actions at random times in `0..<count` and runs them; returns how many ran.
@inline(never)
func scheduleAndRun(count: Int, seed: UInt64) -> Int {
    var random = SplitMix64(seed: seed)
    let scheduler = TestScheduler()
    let counter = Counter()
    for _ in 0..<count {
        let time = TestTime(random.next() % UInt64(count))
        scheduler.scheduleAt(time) { counter.value &+= 1 }
    }
    scheduler.start()
    return counter.value
}

/// Sends `count` elements, one per tick, through `delay` and `debounce` on a TestScheduler of
/// millisecond ticks; returns how many came out.
@inline(never)
func timedOperators(count: Int) -> Int {
    let scheduler = TestScheduler(resolution: 0.001)
    let subject = PublishSubject<Int>()
    let counter = Counter()
    let subscription =
        subject
        .delay(.milliseconds(2), scheduler: scheduler)
        .debounce(.milliseconds(1), scheduler: scheduler)
        .subscribe(onNext: { _ in counter.value &+= 1 })
    for tick in 0..<count {
        scheduler.scheduleAt(tick) { subject.onNext(tick) }
    }
    scheduler.start()
    subscription.dispose()
    return counter.value
}

let timedCount = 100_000
if CommandLine.arguments.contains("--only") && CommandLine.arguments.contains("timed") {
    blackHole(timedOperators(count: 10_000))
    let timed = interleavedRounds(rounds, [{ blackHole(timedOperators(count: timedCount)) }])
    print("Timed operators on the TestScheduler: delay + debounce, \(timedCount) elements, one per tick")
    print("(fastest of \(rounds) rounds, thread CPU time)")
    printRow("per element", timed[0].minimum(per: timedCount), "ns/element")
    exit(0)
}

let small = 100_000
let large = 1_000_000
var ran = [0, 0]
blackHole(scheduleAndRun(count: 10_000, seed: 1))  // warms up the allocator and the code
let timings = interleavedRounds(
    rounds,
    [
        { ran[0] = scheduleAndRun(count: small, seed: 0x5EED) },
        { ran[1] = scheduleAndRun(count: large, seed: 0x5EED) },
    ])
let perActionSmall = timings[0].minimum(per: small)
let perActionLarge = timings[1].minimum(per: large)
let growth = perActionLarge / perActionSmall

print("TestScheduler: schedule + run, actions at pseudo-random virtual times")
print("(fastest of \(rounds) interleaved rounds, thread CPU time)")
printRow("100k actions", perActionSmall, "ns/action")
printRow("1M actions", perActionLarge, "ns/action   (goal: at most 1000)")
printRow("1M / 100k, per action", growth, "x")

var gate = Gate()
gate.require("cost per action at 1M, times that at 100k", ratio: growth, atMost: 3, goal: 1.5)
gate.require(ran == [small, large], "every scheduled action ran")
gate.finish()
