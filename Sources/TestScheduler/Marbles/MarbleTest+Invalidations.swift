#if canImport(Observation)
import IOViewModel
import Observation

extension MarbleTest {
    /// Expects the views that read what `read` reads (a screen state's properties) to be
    /// invalidated at the frames of `diagram`'s marks, and at no other: the marble test of a
    /// SwiftUI screen state.
    ///
    /// ```swift
    /// test.input("-a---b--", values: ["a": "foo", "b": "foo@bar.com"], into: { state.email = $0 })
    /// test.expectInvalidations(of: { _ = state.emailStatus }, "-----x--")
    /// ```
    ///
    /// Observation tracks `read` from frame zero, as a view that has drawn does, and tracks it
    /// again after each invalidation, as a view that has drawn again does. `read` is called once
    /// at once, so that the state's first read of each output (which subscribes it) happens with
    /// the test's scheduler standing in for the main scheduler: the state's writes happen in
    /// virtual time, at the frame of the input that caused them. The subscriptions that read
    /// makes are the state's, not the test's: they are not counted as the test's leaks. Like any
    /// expectation, `""` draws
    /// what happened and `MARBLES_RECORD=1` records it.
    ///
    /// - Emits: nothing itself: an invalidation is drawn as a mark at its frame.
    /// - Completes: never: the tracking ends when the test does.
    /// - Errors: never.
    @MainActor
    public func expectInvalidations(
        of read: @escaping @MainActor () -> Void,
        _ diagram: String,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        // The subscriptions this first read makes belong to the state, which outlives the test:
        // they are not charged to it.
        ResourceTracker.$current.withValue(nil) {
            MainScheduler.withMainScheduler(scheduler) { read() }
        }
        let invalidations = Observable<Void>.create { observer in
            // The test runs on the main actor, which declared this: the subscription is made there.
            nonisolated(unsafe) let observer = observer
            let tracker = MainActor.assumeIsolated { InvalidationTracker(read) { observer.onNext(()) } }
            return Disposables.create { MainActor.assumeIsolated { tracker.stop() } }
        }
        expectSignal(
            invalidations, diagram, error: TestError(), in: .expectInvalidations,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}

/// Tracks what `read` reads with Observation, calling `invalidated` at each change and tracking
/// again, as SwiftUI does when a view draws again, until stopped.
@MainActor
private final class InvalidationTracker {
    private let read: @MainActor () -> Void
    private let invalidated: () -> Void
    private var isTracking = true

    init(_ read: @escaping @MainActor () -> Void, invalidated: @escaping () -> Void) {
        self.read = read
        self.invalidated = invalidated
        track()
    }

    func stop() {
        isTracking = false
    }

    private func track() {
        withObservationTracking {
            read()
        } onChange: { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.isTracking else { return }
                self.invalidated()
                self.track()
            }
        }
    }
}
#endif
