import Synchronization

/// The state-plus-delivery machinery of the observable collections: `Content` (the items and their
/// edit tracker) behind a lock, and a publish-mode ``SubjectCore`` that delivers the events.
///
/// Ordering: an edit and the queueing of its event happen in one section of the content lock, so
/// events are queued in the order the edits happened even when several threads edit at once. One
/// thread at a time (the feed's drainer) then hands the queue to the subject, outside the content
/// lock, so observers may read the collection; the subject delivers one event at a time per
/// observer, re-entrant edits queued behind the current event.
///
/// A new subscriber is queued the same way, with the contents as they are at that point in the
/// sequence as its first event, so it sees them and then exactly the later changes.
final class ChangeFeed<Content, Output>: @unchecked Sendable {
    // Lock-guarded: `content` is only touched inside `content.withLock`; the subject core has its
    // own lock and delivers outside both.
    private let content: Lock<ContentBox>
    private let core = SubjectCore<Output>(mode: .publish)

    /// What the drainer hands to the subject, in order.
    private enum Step {
        case send(Output)
        case add(SubjectObserver<Output>, initial: Output)
    }

    // Lock-guarded: only touched inside `content.withLock`.
    private struct ContentBox: @unchecked Sendable {
        var value: Content
        var steps: ContiguousArray<Step> = []
        var isDraining = false
    }

    init(_ initial: Content) {
        content = Lock(ContentBox(value: initial))
    }

    /// Runs `body` on the content under the lock; if it returns an event, queues it for every
    /// current observer, then delivers it (and anything queued meanwhile) outside the lock, and
    /// finally returns or throws `body`'s outcome. So a failed batch still emits what it did.
    func edit<Result, Failure: Error>(
        _ body: (inout Content) -> (outcome: Swift.Result<Result, Failure>, event: Output?)
    ) throws(Failure) -> Result {
        let (outcome, drains) = content.withLock { box -> (Swift.Result<Result, Failure>, Bool) in
            let (outcome, event) = body(&box.value)
            guard let event else { return (outcome, false) }
            return (outcome, Self.queue(.send(event), in: &box))
        }
        if drains { drain() }
        return try outcome.get()
    }

    /// Runs `updates` on the content and emits what `commit` then makes of it, even when
    /// `updates` threw (the edits made before the error are kept); returns or rethrows its outcome.
    func performBatch<Result, Failure: Error>(
        _ updates: (inout Content) throws(Failure) -> Result, commit: (inout Content) -> Output?
    ) throws(Failure) -> Result {
        try edit { (content: inout Content) -> (outcome: Swift.Result<Result, Failure>, event: Output?) in
            let outcome: Swift.Result<Result, Failure>
            do throws(Failure) {
                outcome = .success(try updates(&content))
            } catch {
                outcome = .failure(error)
            }
            return (outcome, commit(&content))
        }
    }

    /// Reads the content under the lock.
    func read<Result>(_ body: (Content) -> Result) -> Result {
        content.withLock { box in body(box.value) }
    }

    /// Subscribes `handler`: it receives `initial(content)` first, then every later event.
    func subscribe(_ handler: @escaping (Event<Output>) -> Void, initial: (Content) -> Output) -> any Disposable {
        let observer = SubjectObserver(handler: handler, core: core)
        let drains = content.withLock { box in Self.queue(.add(observer, initial: initial(box.value)), in: &box) }
        if drains { drain() }
        return observer
    }

    /// Queues `step`; `true` if the caller has become the drainer.
    private static func queue(_ step: Step, in box: inout ContentBox) -> Bool {
        box.steps.append(step)
        guard !box.isDraining else { return false }
        box.isDraining = true
        return true
    }

    /// Hands queued steps to the subject, in order, until none is left.
    private func drain() {
        while let step = content.withLock({ box -> Step? in
            guard !box.steps.isEmpty else {
                box.isDraining = false
                return nil
            }
            return box.steps.removeFirst()
        }) {
            switch step {
            case .send(let event): core.send(.next(event))
            case .add(let observer, let initial): core.register(observer, replay: [.next(initial)])
            }
        }
    }

    /// Whether anyone is subscribed.
    var hasObservers: Bool { core.hasObservers }
}
