import Synchronization

/// The state-plus-delivery machinery of the observable collections: `Content` (the items and their
/// edit tracker) behind a lock, and a publish-mode ``SubjectCore`` that delivers the events.
///
/// Ordering: an edit and the enqueueing of its event happen in one section of the content lock
/// (the subject's own lock is taken inside it, never the other way round), so events are queued
/// in the order the edits happened even when several threads edit at once. Delivery happens after
/// the content lock is released, through the subject's drain loop: one event at a time per
/// observer, in that order, re-entrant edits from an observer queued behind the current event.
///
/// A new subscriber's initial event is queued in the same way, under the content lock, so it sees
/// the contents as they are at that point in the sequence and then exactly the later changes.
final class ChangeFeed<Content, Output>: @unchecked Sendable {
    // Lock-guarded: `content` is only touched inside `content.withLock`; the subject core has its
    // own lock and delivers outside both.
    private let content: Mutex<ContentBox>
    private let core = SubjectCore<Output>(mode: .publish)

    // Lock-guarded: only touched inside `content.withLock`.
    private struct ContentBox: @unchecked Sendable {
        var value: Content
    }

    init(_ initial: Content) {
        content = Mutex(ContentBox(value: initial))
    }

    /// Runs `body` on the content under the lock; if it returns an event, queues it for every
    /// current observer, then delivers it (and anything queued meanwhile) outside the lock, and
    /// finally returns or throws `body`'s outcome. So a failed batch still emits what it did.
    func edit<Result, Failure: Error>(
        _ body: (inout Content) -> (outcome: Swift.Result<Result, Failure>, event: Output?)
    ) throws(Failure) -> Result {
        let output = content.withLock { box -> Transfer<(Swift.Result<Result, Failure>, SubjectDelivery<Output>?)> in
            let (outcome, event) = body(&box.value)
            let first = event.flatMap { event in core.withLock { $0.accept(.next(event)) } }
            return Transfer((outcome, first))
        }
        if let first = output.value.1 { core.drain(from: first) }
        return try output.value.0.get()
    }

    /// Reads the content under the lock.
    func read<Result>(_ body: (Content) -> Result) -> Result {
        content.withLock { box in Transfer(body(box.value)) }.value
    }

    /// Subscribes `handler`: it receives `initial(content)` first, then every later event.
    func subscribe(_ handler: @escaping (Event<Output>) -> Void, initial: (Content) -> Output) -> any Disposable {
        let observer = SubjectObserver(handler: handler, core: core)
        let first = content.withLock { box -> Transfer<SubjectDelivery<Output>?> in
            let event = initial(box.value)
            return Transfer(core.withLock { state -> SubjectDelivery<Output>? in
                // A publish core that never terminates replays nothing on registration.
                _ = state.register(observer)
                return state.schedule(SubjectDelivery(.next(event), to: .one(observer)))
            })
        }
        if let first = first.value { core.drain(from: first) }
        return observer
    }

    /// Whether anyone is subscribed.
    var hasObservers: Bool { core.hasObservers }
}
