import IOViewModel
import Testing

/// Groups the suites of the collections and two-way binding work, so that
/// `swift test --filter Collections` runs all of them.
@Suite enum CollectionsTests {}

/// A small deterministic generator (SplitMix64), so randomised tests replay exactly.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Collects what a subscription receives. Deliveries to one observer never overlap, so the
/// handler needs no lock; the tests read `values` after the deliveries they wait for.
final class Recorder<Value>: @unchecked Sendable {
    var values: [Value] = []

    func record(_ value: Value) {
        values.append(value)
    }

    /// Removes and returns what was recorded so far.
    func take() -> [Value] {
        defer { values = [] }
        return values
    }
}
