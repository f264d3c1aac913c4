import Foundation
import IOViewModel
import Synchronization
import TestScheduler
import Testing

// Tests share the `TestError` of the TestScheduler module: one error type that all of them
// send and compare.

/// An observer that records every event it receives, in order.
///
/// Not thread-safe on purpose: the library promises one event at a time per observer, and the
/// thread sanitizer run checks that promise through these unsynchronized appends.
final class EventLog<Element>: ObserverType {
    private(set) var events: [Event<Element>] = []

    func on(_ event: Event<Element>) {
        events.append(event)
    }

    /// The elements of the `.next` events.
    var elements: [Element] { events.compactMap(\.element) }

    /// Whether the last event is `.completed`.
    var isCompleted: Bool { events.last?.isCompleted ?? false }

    /// The error of the last event, if it is `.error`.
    var error: (any Error)? { events.last?.error }

    /// The terminal event, if one was delivered.
    var terminal: Event<Element>? {
        events.last.flatMap { $0.isStopEvent ? $0 : nil }
    }

    /// Removes what was received so far and returns its elements.
    func takeElements() -> [Element] {
        defer { events = [] }
        return elements
    }

    /// This log as an observer, for APIs that take an `AnyObserver`.
    var observer: AnyObserver<Element> {
        AnyObserver { event in self.on(event) }
    }
}

extension EventLog where Element: Equatable {
    /// Expects exactly `expected`, in order.
    func expect(_ expected: [Event<Element>], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(events == expected, sourceLocation: sourceLocation)
    }
}

/// Runs `body` inside a fresh ``ResourceTracker`` and expects every subscription it made to have
/// ended by the time it returns.
@discardableResult
func expectNoLeaks<Result>(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (ResourceTracker) throws -> Result
) rethrows -> Result {
    let tracker = ResourceTracker(name: "\(sourceLocation)")
    let result = try tracker.track { try body(tracker) }
    #expect(tracker.live == 0, "subscriptions still live at the end of the test", sourceLocation: sourceLocation)
    return result
}

/// Runs `body` with a fresh tracker and expects every subscription it made to have ended.
func expectNoLeaks(sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void) rethrows {
    try expectNoLeaks(sourceLocation: sourceLocation) { _ in try body() }
}

extension ObservableType {
    /// Subscribes a fresh log.
    func record() -> (recorder: EventLog<Element>, subscription: any Disposable) {
        let recorder = EventLog<Element>()
        let subscription = subscribe(recorder)
        return (recorder, subscription)
    }
}

/// Counts how often it is disposed: a stand-in for a resource or a subscription.
final class DisposeCounter: Disposable, @unchecked Sendable {
    // Only touched by the test's own thread.
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

/// An error for tests to send and recognise by its tag.
struct Boom: Error, Equatable {
    var tag = 0
}

extension Event {
    /// The event with its element turned into a string: tuples are not `Equatable`.
    func described() -> Event<String> {
        map { "\($0)" }
    }
}

/// The core tests' manual scheduler: the core's own virtual time, a ``HistoricalScheduler`` at
/// the epoch, whose queued actions run only when the test calls ``HistoricalScheduler/runAll(until:)``.
///
/// Lets a test see what happens before and after a scheduler hand-off without real time. Not the
/// harness's `TestScheduler`, whose runs charge subscriptions to its own tracker: these tests
/// count them with their own (`expectNoLeaks`).
typealias ManualScheduler = HistoricalScheduler

extension HistoricalScheduler {
    /// Runs the queued actions in time order (then in order of scheduling), moving the clock to
    /// each one's time: all of them, or those due at or before `limit`, the clock then moving on
    /// to `limit`.
    func runAll(until limit: RxTime? = nil) {
        guard let limit else { return start() }
        advanceTo(Date(timeIntervalSince1970: Double(limit.nanoseconds) / 1_000_000_000))
    }
}

/// A reference box for values a test shares with closures that run on other threads, guarded by a
/// lock so the sanitizer run stays clean.
final class Locked<Value: Sendable>: Sendable {
    private let storage: Lock<Value>

    init(_ value: Value) {
        storage = Lock(value)
    }

    var value: Value { storage.withLock { $0 } }

    func withLock<Result: Sendable>(_ body: (inout Value) -> Result) -> Result {
        storage.withLock { body(&$0) }
    }
}

/// Starts `count` real threads running `body(index)` together, and returns when all have finished.
///
/// The threads wait on a shared start signal so they really overlap; the caller waits on their
/// completion, never on time.
func runOnThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) async {
    let start = DispatchSemaphore(value: 0)
    let group = DispatchGroup()
    for index in 0..<count {
        group.enter()
        let thread = Thread {
            start.wait()
            body(index)
            group.leave()
        }
        thread.stackSize = 1 << 20
        thread.start()
    }
    for _ in 0..<count { start.signal() }
    await withCheckedContinuation { continuation in
        group.notify(queue: .global()) { continuation.resume() }
    }
}

/// Whether the caller runs on the main queue (where the main actor runs), judged without the
/// library's own check. On Linux that is not the process's first thread once `dispatch_main()`
/// has started, so `Thread.isMainThread` cannot tell.
func isOnMainQueue() -> Bool {
    DispatchQueue.getSpecific(key: mainQueueMarker) == true
}

private let mainQueueMarker: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

/// Lets a test wait, without blocking a thread, until `tick()` has been called `count` times from
/// any threads.
final class Countdown: Sendable {
    // Lock-guarded: only touched inside `state.withLock`.
    private struct State {
        var remaining: Int
        var waiter: CheckedContinuation<Void, Never>?
    }

    private let state: Lock<State>

    init(_ count: Int) {
        state = Lock(State(remaining: count))
    }

    func tick() {
        let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
            state.remaining -= 1
            guard state.remaining == 0 else { return nil }
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume()
    }

    func wait() async {
        await withCheckedContinuation { continuation in
            let done = state.withLock { state -> Bool in
                if state.remaining <= 0 { return true }
                state.waiter = continuation
                return false
            }
            if done { continuation.resume() }
        }
    }
}
