import IOViewModel

/// Records every event it receives, in order.
final class EventLog<Element>: ObserverType {
    private(set) var events: [Event<Element>] = []

    func on(_ event: Event<Element>) {
        events.append(event)
    }

    /// The elements of the `.next` events.
    var elements: [Element] {
        events.compactMap(\.element)
    }

    /// Whether the last event is `.completed`.
    var isCompleted: Bool {
        events.last?.isCompleted ?? false
    }

    /// The error of the last event, if it is `.error`.
    var error: (any Error)? {
        events.last?.error
    }
}

/// An error for tests to send and recognise.
struct Boom: Error, Equatable {
    var tag = 0
}

extension Event {
    /// The event with its element turned into a string: tuples are not `Equatable`.
    func described() -> Event<String> {
        map { "\($0)" }
    }
}
