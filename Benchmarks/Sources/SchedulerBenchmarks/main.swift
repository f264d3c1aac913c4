// Measures the TestScheduler's cost per action: schedule N actions at pseudo-random virtual
// times, then run them all. Run in release mode:
//
//     swift run -c release scheduler-benchmark
//
// Targets (issue 7): at most 1 µs per action at 1M actions, and the per-action cost at 1M within
// 1.5x of the cost at 100k. Exits with status 1 when a target is missed.

import TestScheduler

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SplitMix64: a small deterministic generator, so every run schedules the same times.
struct SplitMix64 {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// CPU time of this thread, in nanoseconds: the machine may be shared, and time spent waiting
/// for a core is not the scheduler's cost.
func nanoseconds() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}

/// Counts the actions that ran; a class so the closures capture a reference, as real ones do.
final class Counter {
    var value = 0
}

/// Schedules `count` actions at random times in `0..<count` and runs them; returns ns/action.
func measure(count: Int, seed: UInt64) -> Double {
    var random = SplitMix64(state: seed)
    let scheduler = TestScheduler()
    let counter = Counter()
    let start = nanoseconds()
    for _ in 0..<count {
        let time = TestTime(random.next() % UInt64(count))
        scheduler.scheduleAt(time) { counter.value &+= 1 }
    }
    scheduler.start()
    let elapsed = nanoseconds() - start
    guard counter.value == count else {
        print("error: \(counter.value) of \(count) actions ran")
        exit(2)
    }
    return Double(elapsed) / Double(count)
}

/// The best of `rounds` measurements (the least disturbed by other processes).
func best(count: Int, rounds: Int) -> Double {
    var result = Double.infinity
    for round in 0..<rounds {
        result = min(result, measure(count: count, seed: 0x5EED + UInt64(round)))
    }
    return result
}

_ = measure(count: 10_000, seed: 1)  // warm up allocator and code
let small = best(count: 100_000, rounds: 9)
let large = best(count: 1_000_000, rounds: 7)
let ratio = large / small

func format(_ value: Double) -> String {
    let scaled = (value * 1000).rounded() / 1000
    return "\(scaled)"
}

print("TestScheduler: schedule + run, actions at pseudo-random virtual times (thread CPU time, best of several rounds)")
print("  100k actions: \(format(small)) ns/action")
print("  1M actions:   \(format(large)) ns/action")
print("  1M / 100k:    \(format(ratio))x")

var failed = false
if large > 1000 {
    print("MISSED: more than 1 µs per action at 1M")
    failed = true
}
if ratio > 1.5 {
    print("MISSED: the cost per action at 1M is more than 1.5x that at 100k")
    failed = true
}
if !failed { print("targets met: ≤ 1000 ns/action at 1M, 1M/100k ≤ 1.5x") }
exit(failed ? 1 : 0)
