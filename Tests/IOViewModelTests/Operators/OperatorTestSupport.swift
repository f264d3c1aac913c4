import IOViewModel
import TestScheduler
import Testing

/// Namespaces for the operator suites, so that `swift test --filter Operators` runs them all.
@Suite enum OperatorsCreating {}
@Suite enum OperatorsTransforming {}
@Suite enum OperatorsFiltering {}
@Suite enum OperatorsViewModel {}
@Suite enum OperatorsDisposal {}

/// Records every event an observable delivers.
final class EventRecorder<Element> {
    private(set) var events: [Event<Element>] = []

    var observer: AnyObserver<Element> {
        AnyObserver { event in self.events.append(event) }
    }

    /// The elements delivered, in order.
    var elements: [Element] {
        events.compactMap(\.element)
    }

    /// The terminal event, if one was delivered.
    var terminal: Event<Element>? {
        events.last.flatMap { $0.isStopEvent ? $0 : nil }
    }
}

extension ObservableType {
    /// Subscribes a fresh recorder.
    func record() -> (recorder: EventRecorder<Element>, subscription: any Disposable) {
        let recorder = EventRecorder<Element>()
        let subscription = subscribe(recorder.observer)
        return (recorder, subscription)
    }
}

/// Runs `body` with a fresh resource tracker and expects every subscription it made to have
/// ended by the time it returns.
func expectNoLeaks(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws -> Void
) rethrows {
    let tracker = ResourceTracker()
    try tracker.track(body)
    #expect(tracker.live == 0, "leaked subscriptions", sourceLocation: sourceLocation)
}

/// Counts how often it is disposed: a stand-in for a resource or a subscription.
final class DisposeCounter: Disposable, @unchecked Sendable {
    private(set) var count = 0
    let onDispose: () -> Void

    init(onDispose: @escaping () -> Void = {}) {
        self.onDispose = onDispose
    }

    func dispose() {
        count += 1
        onDispose()
    }
}
