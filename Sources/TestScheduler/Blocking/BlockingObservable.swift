import Dispatch
import Foundation
import IOViewModel

/// A sequence whose results are waited for: RxBlocking's view of an observable, for tests of
/// code that runs on real threads.
///
/// Each operator (``first()``, ``last()``, ``toArray()``, ``single()``, ``materialize()``)
/// subscribes, blocks the calling thread until the sequence ends (or has given what the operator
/// needs, or the timeout passes), disposes the subscription and returns. Prefer the
/// ``TestScheduler``, which needs no waiting; block only where real threads are the point.
///
/// ```swift
/// let squares = try Observable.of(1, 2, 3).map { $0 * $0 }.toBlocking(timeout: 5).toArray()
/// ```
///
/// The wait blocks the thread: a sequence that delivers on that same thread through a queue or
/// run loop (the main queue, while blocking the main thread) cannot deliver, and the wait ends
/// only with its timeout.
public struct BlockingObservable<Element> {
    /// How long to wait, in seconds; `nil` waits for as long as it takes.
    let timeout: TimeInterval?
    /// The sequence waited for.
    let source: Observable<Element>
}

extension ObservableConvertibleType {
    /// This sequence as a ``BlockingObservable``, whose operators wait for its results: for at
    /// most `timeout` seconds, after which they throw `RxError.timeout`, or without limit.
    public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
        BlockingObservable(timeout: timeout, source: asObservable())
    }
}

extension BlockingObservable {
    /// Subscribes, collects the elements `predicate` accepts until the sequence ends or `limit`
    /// of them are collected, and returns them with the error that ended the wait, if any.
    func collect(
        limit: Int? = nil, where predicate: @escaping (Element) throws -> Bool = { _ in true }
    ) -> MaterializedSequenceResult<Element> {
        let collector = BlockingCollector<Element>(limit: limit, predicate: predicate)
        let source = self.source
        let subscribe = { collector.subscription.setDisposable(source.subscribe { collector.on($0) }) }
        // Subscribing inside a trampoline lets a synchronous source be stopped between elements
        // once enough have arrived.
        if CurrentThreadScheduler.isScheduleRequired {
            _ = CurrentThreadScheduler.instance.schedule(subscribe)
        } else {
            subscribe()
        }
        if let timeout {
            if collector.done.wait(timeout: .now() + timeout) == .timedOut { collector.finish(with: RxError.timeout) }
        } else {
            collector.done.wait()
        }
        collector.subscription.dispose()
        return collector.result
    }
}

/// The observer of one blocking wait: records what arrives until the wait is over, then signals.
final class BlockingCollector<Element>: @unchecked Sendable {
    // Sendable: `state` is only touched inside `withLock`; `predicate` and `limit` are read-only
    // and called by one delivery at a time (the event grammar), and `subscription` and `done`
    // are thread-safe.
    struct State {
        var elements: [Element] = []
        var error: (any Error)?
        var isFinished = false
    }

    let limit: Int?
    let predicate: (Element) throws -> Bool
    let subscription = SingleAssignmentDisposable()
    let done = DispatchSemaphore(value: 0)
    private let state = Lock(State())

    init(limit: Int?, predicate: @escaping (Element) throws -> Bool) {
        self.limit = limit
        self.predicate = predicate
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            do {
                guard try predicate(element) else { return }
            } catch {
                finish(with: error)
                return
            }
            let isFull = state.withLock { state -> Bool in
                guard !state.isFinished else { return false }
                state.elements.append(element)
                return limit.map { state.elements.count >= $0 } ?? false
            }
            if isFull { finish(with: nil) }
        case .error(let error):
            finish(with: error)
        case .completed:
            finish(with: nil)
        }
    }

    /// Ends the wait, with `error` if given; only the first call counts.
    func finish(with error: (any Error)?) {
        let isFirst = state.withLock { state -> Bool in
            guard !state.isFinished else { return false }
            state.isFinished = true
            state.error = error
            return true
        }
        guard isFirst else { return }
        subscription.dispose()
        done.signal()
    }

    var result: MaterializedSequenceResult<Element> {
        state.withLock { state in
            if let error = state.error { return .failed(elements: state.elements, error: error) }
            return .completed(elements: state.elements)
        }
    }
}
