// The TestScheduler's cost per action: schedule N actions at pseudo-random virtual
// times, then run them all, at 100k and at 1M actions, in interleaved rounds:
//
//     swift run -c release --package-path Benchmarks SchedulerBenchmarks
//
// The gate is the ratio of the per-action cost at 1M to that at 100k: a scheduler whose cost per
// action grows with the queue (a linear insert instead of a heap's logarithmic one) shows it as a
// ratio far above the goal, on any machine and under any load. The absolute figure (the goal
// asks for at most 1 µs per action at 1M) is printed beside it. Exits non-zero on a miss.

import BenchmarkSupport
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
