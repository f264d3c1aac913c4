#if canImport(Observation)
import Observation

/// Counts the invalidations of whatever `read` touches, re-arming after each one as SwiftUI does
/// when it re-renders.
@MainActor final class Invalidations {
    private(set) var count = 0
    private let read: @MainActor () -> Void

    init(_ read: @escaping @MainActor () -> Void) {
        self.read = read
        track()
    }

    private func track() {
        withObservationTracking { read() } onChange: { [weak self] in
            MainActor.assumeIsolated {
                self?.count += 1
                self?.track()
            }
        }
    }
}
#endif
