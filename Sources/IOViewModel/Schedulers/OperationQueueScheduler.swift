import Foundation

/// Runs actions as operations on an `OperationQueue`, with a given queue priority.
///
/// The queue's `maxConcurrentOperationCount` decides whether actions may run at the same time;
/// operators still deliver one event at a time to each observer.
public final class OperationQueueScheduler: ImmediateSchedulerType, @unchecked Sendable {
    // `OperationQueue` is thread-safe; the class is not marked Sendable by Foundation on Linux.

    /// The queue actions are added to.
    public let operationQueue: OperationQueue

    /// The priority of each operation added.
    public let queuePriority: Operation.QueuePriority

    /// A scheduler adding an operation of priority `queuePriority` to `operationQueue` per action.
    public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
        self.operationQueue = operationQueue
        self.queuePriority = queuePriority
    }

    /// Adds an operation running `action` to the queue; disposing the result before it runs
    /// keeps it from running.
    public func schedule(_ action: @escaping () -> Void) -> any Disposable {
        let scheduled = ScheduledAction(action)
        let operation = BlockOperation { scheduled.run() }
        operation.queuePriority = queuePriority
        operationQueue.addOperation(operation)
        return scheduled
    }
}
