#if canImport(Observation)
import Observation

/// One output's latest value, observed on its own so that its change invalidates only its readers.
@MainActor @Observable
final class LatestValue<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
#endif
