import Dispatch
import Foundation

/// Runs actions on a serial dispatch queue, one at a time, in the order scheduled.
///
/// `observe(on: SerialDispatchQueueScheduler(qos: .userInitiated))` moves delivery off the main
/// thread while keeping events in order.
public final class SerialDispatchQueueScheduler: SchedulerType, Sendable {
    /// The serial queue actions run on: the scheduler's own, as in RxSwift.
    public let queue: DispatchQueue

    /// A scheduler on a new serial queue named `internalSerialQueueName` that targets `queue`, as
    /// RxSwift's does: actions run one at a time even when `queue` is concurrent, and see `queue`'s
    /// specifics and quality of service.
    public init(queue: DispatchQueue, internalSerialQueueName: String = "IOViewModel.Serial") {
        self.queue = DispatchQueue(label: internalSerialQueueName, target: queue)
    }

    /// A scheduler on a new serial queue named `internalSerialQueueName`.
    public init(internalSerialQueueName: String) {
        queue = DispatchQueue(label: internalSerialQueueName)
    }

    /// A scheduler on a new serial queue that targets the global queue of quality of service
    /// `qos`, as RxSwift's does.
    public convenience init(qos: DispatchQoS, internalSerialQueueName: String = "IOViewModel.SerialQoS") {
        self.init(queue: DispatchQueue.global(qos: qos.qosClass), internalSerialQueueName: internalSerialQueueName)
    }

    /// The wall-clock time.
    public var now: RxTime { wallClockNow() }

    /// Runs `action` on the queue, asynchronously.
    public func schedule(_ action: @escaping () -> Void) -> any Disposable {
        dispatch(on: queue, action)
    }

    /// Runs `action` on the queue once `dueTime` has elapsed.
    public func schedule(after dueTime: RxTimeInterval, _ action: @escaping () -> Void) -> any Disposable {
        dispatch(on: queue, after: dueTime, action)
    }
}

/// Runs actions on a concurrent dispatch queue: actions may run at the same time.
///
/// Operators still deliver one event at a time to each observer; use it for independent work,
/// such as `subscribe(on:)` of a request.
public final class ConcurrentDispatchQueueScheduler: SchedulerType, Sendable {
    /// The queue actions run on.
    public let queue: DispatchQueue

    /// A scheduler on `queue`.
    public init(queue: DispatchQueue) {
        self.queue = queue
    }

    /// A scheduler on the global queue with quality of service `qos`.
    public convenience init(qos: DispatchQoS) {
        self.init(queue: DispatchQueue.global(qos: qos.qosClass))
    }

    /// The wall-clock time.
    public var now: RxTime { wallClockNow() }

    /// Runs `action` on the queue, asynchronously.
    public func schedule(_ action: @escaping () -> Void) -> any Disposable {
        dispatch(on: queue, action)
    }

    /// Runs `action` on the queue once `dueTime` has elapsed.
    public func schedule(after dueTime: RxTimeInterval, _ action: @escaping () -> Void) -> any Disposable {
        dispatch(on: queue, after: dueTime, action)
    }
}

func dispatch(
    on queue: DispatchQueue, after dueTime: RxTimeInterval? = nil, _ action: @escaping () -> Void
) -> any Disposable {
    let scheduled = ScheduledAction(action)
    if let dueTime {
        guard dueTime != .never else { return scheduled }
        queue.asyncAfter(deadline: .now() + dueTime) { scheduled.run() }
    } else {
        queue.async { scheduled.run() }
    }
    return scheduled
}

func wallClockNow() -> RxTime {
    RxTime(nanoseconds: Int64(Date().timeIntervalSince1970 * 1_000_000_000))
}

extension RxTime {
    /// The wall-clock date of a real scheduler's time.
    public var date: Date {
        Date(timeIntervalSince1970: Double(nanoseconds) / 1_000_000_000)
    }

    /// The real-scheduler time of `date`.
    public init(date: Date) {
        self.init(nanoseconds: Int64(date.timeIntervalSince1970 * 1_000_000_000))
    }
}
