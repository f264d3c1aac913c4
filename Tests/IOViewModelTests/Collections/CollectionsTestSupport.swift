import IOViewModel
import Testing

/// Groups the suites of the collections and two-way binding work, so that
/// `swift test --filter Collections` runs all of them.
@Suite enum CollectionsTests {}

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
