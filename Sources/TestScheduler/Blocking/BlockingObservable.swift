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
/// On a thread with a run loop, as the main thread has, the wait runs that run loop, as
/// RxBlocking's does: work queued on the main queue (`MainScheduler`, `observe(on:)` the main
/// scheduler, `DispatchQueue.main.async`) or on the thread's run loop still runs while the thread
/// waits. Elsewhere the wait blocks the thread. Under `swift test` on Linux the main actor runs
/// on a worker thread of the main queue, not on the main thread: there the main queue cannot run
/// while a test on the main actor waits, so a sequence delivered on it ends the wait only with
/// the timeout.
public struct BlockingObservable<Element> {
    /// How long to wait, in seconds; `nil` waits for as long as it takes.
    let timeout: TimeInterval?
    /// The sequence waited for.
    let source: Observable<Element>
}

extension ObservableConvertibleType {
    /// This sequence as a ``BlockingObservable``, whose operators wait for its results: for at
    /// most `timeout` seconds, after which they throw `RxError.timeout`, or without limit (`nil`
    /// or an infinite timeout). A timeout that is not a number makes them throw
    /// `RxError.argumentOutOfRange` without subscribing.
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
        // A timeout that is not a number cannot say how long to wait: nothing is subscribed.
        if let timeout, timeout.isNaN { return .failed(elements: [], error: RxError.argumentOutOfRange) }
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
        // An infinite timeout waits without limit; a negative one has passed already.
        let deadline = timeout.flatMap { $0.isInfinite && $0 > 0 ? nil : DispatchTime.now() + max(0, $0) }
        if !collector.runCurrentRunLoop(until: deadline) {
            if let deadline {
                if collector.done.wait(timeout: deadline) == .timedOut { collector.finish(with: RxError.timeout) }
            } else {
                collector.done.wait()
            }
        }
        collector.subscription.dispose()
        return collector.result
    }
}

extension BlockingCollector {
    /// Runs the current thread's run loop until the wait is over or `deadline` passes (then ends
    /// the wait with `RxError.timeout`); returns `false` at once, running nothing, if the run loop
    /// has nothing to run (no source, no timer, and, on the main thread, the main queue is not
    /// drained by it), for the caller to block instead.
    func runCurrentRunLoop(until deadline: DispatchTime?) -> Bool {
        let runLoop = RunLoop.current
        while !isFinished {
            let now = DispatchTime.now()
            if let deadline, now >= deadline {
                finish(with: RxError.timeout)
                break
            }
            // Short slices: the run loop is not woken when the wait ends on another thread.
            var slice = Self.runLoopSlice
            if let deadline { slice = min(slice, Double(deadline.uptimeNanoseconds - now.uptimeNanoseconds) / 1e9) }
            if !runLoop.run(mode: .default, before: Date(timeIntervalSinceNow: slice)) { return isFinished }
        }
        return true
    }

    /// How long, in seconds, the run loop runs between two looks at whether the wait is over.
    static var runLoopSlice: TimeInterval { 0.01 }
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

    /// Whether the wait is over.
    var isFinished: Bool {
        state.withLock { $0.isFinished }
    }

    var result: MaterializedSequenceResult<Element> {
        state.withLock { state in
            if let error = state.error { return .failed(elements: state.elements, error: error) }
            return .completed(elements: state.elements)
        }
    }
}
