// What every benchmark executable of this package shares: one clock, one way to take rounds, one
// way to print figures and ratios, and one gate. Gates compare two bodies measured in the same
// run (a ratio), never a time against a constant: a loaded machine slows both sides of a ratio
// alike, so a gate with a wide margin fails on a real regression and not on a busy neighbour.

import Foundation

/// The CPU time the calling thread has used, in nanoseconds.
///
/// Unlike the wall clock, it does not count the time the thread spends descheduled while other
/// processes (builds, other benchmarks) use the cores.
public func threadCPUTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1_000_000_000 + Double(time.tv_nsec)
}

/// The monotonic wall clock, in nanoseconds.
///
/// For work spread over several threads (async tasks hopping between executors), where the
/// calling thread's CPU time misses what the other threads do and counts none of the hops.
public func wallClockTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) * 1_000_000_000 + Double(time.tv_nsec)
}

/// The CPU time every thread of the process has used, in nanoseconds.
///
/// For the cost of work spread over several threads: unlike the wall clock, it does not count
/// the time the threads wait for a core while other processes run (nor the time they sleep).
public func processCPUTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1_000_000_000 + Double(time.tv_nsec)
}

/// Keeps `value` alive in the optimizer's eyes, so that the work that produced it is not dropped.
@inline(never)
public func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// The times, in nanoseconds, of one body over several rounds (CPU times unless the rounds were
/// given another clock).
public struct Timings: Sendable {
    /// One time per round, in the order the rounds ran.
    public let samples: [Double]

    /// The fastest round: the one least disturbed by the rest of the machine.
    public var minimum: Double { samples.min() ?? .nan }

    /// The middle round (the mean of the two middle ones for an even count).
    public var median: Double {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The fastest round divided by `count`: nanoseconds per event, per action, per call.
    public func minimum(per count: Int) -> Double {
        minimum / Double(count)
    }

    /// The middle round divided by `count`.
    public func median(per count: Int) -> Double {
        median / Double(count)
    }
}

/// Runs every body once per round, in turn, for `rounds` rounds, and returns each body's timings
/// (in the order of `bodies`).
///
/// Interleaving matters on a shared machine: a burst of load hits one round of every body, not
/// every round of one body, so the ratios between bodies stay fair.
///
/// `clock` reads the time: the thread's CPU time unless told otherwise.
public func interleavedRounds(
    _ rounds: Int, clock: () -> Double = threadCPUTime, _ bodies: [() -> Void]
) -> [Timings] {
    var samples = Array(repeating: [Double](), count: bodies.count)
    for _ in 0..<rounds {
        for (index, body) in bodies.enumerated() {
            let start = clock()
            body()
            samples[index].append(clock() - start)
        }
    }
    return samples.map(Timings.init(samples:))
}

/// Runs every `async` body once per round, in turn, on the caller's actor, as the synchronous
/// form does; time them with ``wallClockTime()`` or ``processCPUTime()`` when their work hops
/// between threads.
public func interleavedRounds(
    _ rounds: Int, clock: () -> Double = threadCPUTime, isolation: isolated (any Actor)? = #isolation,
    _ bodies: [() async -> Void]
) async -> [Timings] {
    var samples = Array(repeating: [Double](), count: bodies.count)
    for _ in 0..<rounds {
        for (index, body) in bodies.enumerated() {
            let start = clock()
            await body()
            samples[index].append(clock() - start)
        }
    }
    return samples.map(Timings.init(samples:))
}

/// `value` with `decimals` digits after the point.
public func formatted(_ value: Double, decimals: Int = 2) -> String {
    String(format: "%.\(decimals)f", value)
}

/// A ratio as the READMEs write it: `4.47x`.
public func formattedRatio(_ ratio: Double) -> String {
    formatted(ratio) + "x"
}

/// Prints one figure as an aligned row: label, value, unit.
public func printRow(_ label: String, _ value: Double, _ unit: String, decimals: Int = 2) {
    let padded = label.count < 40 ? label + String(repeating: " ", count: 40 - label.count) : label
    let number = formatted(value, decimals: decimals)
    let right = number.count < 10 ? String(repeating: " ", count: 10 - number.count) + number : number
    print("  \(padded) \(right) \(unit)")
}

/// The pass/fail verdict of one benchmark executable: ratios with the bounds they must keep, and
/// correctness checks (a benchmark that computes the wrong thing measures nothing).
public struct Gate {
    private struct Check {
        let description: String
        let met: Bool
    }

    private var checks: [Check] = []

    /// A gate with no checks yet.
    public init() {}

    /// Requires `ratio` to be at least `bound` (a speed-up: how many times faster).
    ///
    /// `goal`, when given, is the figure we aim for; missing it is reported but does not
    /// fail the run, since the bound is the margin below the goal that only a real regression
    /// crosses.
    public mutating func require(_ name: String, ratio: Double, atLeast bound: Double, goal: Double? = nil) {
        let goalText = goal.map { ", goal >= \(formattedRatio($0))\(ratio >= $0 ? " met" : " not met")" } ?? ""
        checks.append(
            Check(
                description: "\(name): \(formattedRatio(ratio)) (gate >= \(formattedRatio(bound))\(goalText))",
                met: ratio >= bound))
    }

    /// Requires `ratio` to be at most `bound` (a cost: how many times more).
    ///
    /// `goal` is reported as in ``require(_:ratio:atLeast:goal:)``.
    public mutating func require(_ name: String, ratio: Double, atMost bound: Double, goal: Double? = nil) {
        let goalText = goal.map { ", goal <= \(formattedRatio($0))\(ratio <= $0 ? " met" : " not met")" } ?? ""
        checks.append(
            Check(
                description: "\(name): \(formattedRatio(ratio)) (gate <= \(formattedRatio(bound))\(goalText))",
                met: ratio <= bound))
    }

    /// Requires `condition`: that the benchmark computed what it should.
    public mutating func require(_ condition: Bool, _ description: String) {
        checks.append(Check(description: description, met: condition))
    }

    /// Prints every check and exits: status 0 when every check is met, 1 otherwise.
    public func finish() -> Never {
        print()
        for check in checks {
            print("\(check.met ? "met" : "MISSED"): \(check.description)")
        }
        let missed = checks.filter { !$0.met }.count
        print(missed == 0 ? "All gates met." : "\(missed) gate(s) missed.")
        fflush(nil)
        exit(missed == 0 ? 0 : 1)
    }
}
