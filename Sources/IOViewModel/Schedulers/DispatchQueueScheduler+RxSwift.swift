import Dispatch

extension SerialDispatchQueueScheduler {
    /// RxSwift's name for the scheduler's time type.
    public typealias Time = RxTime

    /// RxSwift's name for the scheduler's interval type.
    public typealias TimeInterval = RxTimeInterval

    /// A scheduler on a new serial queue named `internalSerialQueueName` that targets `queue`.
    ///
    /// `leeway` is accepted so that RxSwift code compiles; it has no effect, since delayed actions
    /// are queued with `asyncAfter`, whose leeway the system chooses.
    public convenience init(queue: DispatchQueue, internalSerialQueueName: String, leeway: DispatchTimeInterval) {
        self.init(queue: queue, internalSerialQueueName: internalSerialQueueName)
    }

    /// A scheduler on a new serial queue named `internalSerialQueueName`, which
    /// `serialQueueConfiguration` may configure before the first action runs.
    ///
    /// `leeway` has no effect, as for ``init(queue:internalSerialQueueName:leeway:)``.
    public convenience init(
        internalSerialQueueName: String,
        serialQueueConfiguration: ((DispatchQueue) -> Void)? = nil,
        leeway: DispatchTimeInterval
    ) {
        let queue = DispatchQueue(label: internalSerialQueueName)
        serialQueueConfiguration?(queue)
        self.init(queue: queue, internalSerialQueueName: internalSerialQueueName)
    }

    /// A scheduler on a new serial queue that targets the global queue of quality of service `qos`.
    ///
    /// `leeway` has no effect, as for ``init(queue:internalSerialQueueName:leeway:)``.
    public convenience init(qos: DispatchQoS, internalSerialQueueName: String, leeway: DispatchTimeInterval) {
        self.init(qos: qos, internalSerialQueueName: internalSerialQueueName)
    }
}

extension ConcurrentDispatchQueueScheduler {
    /// RxSwift's name for the scheduler's time type.
    public typealias Time = RxTime

    /// RxSwift's name for the scheduler's interval type.
    public typealias TimeInterval = RxTimeInterval

    /// A scheduler on `queue`.
    ///
    /// `leeway` is accepted so that RxSwift code compiles; it has no effect, since delayed actions
    /// are queued with `asyncAfter`, whose leeway the system chooses.
    public convenience init(queue: DispatchQueue, leeway: DispatchTimeInterval) {
        self.init(queue: queue)
    }

    /// A scheduler on the global queue with quality of service `qos`.
    ///
    /// `leeway` has no effect, as for ``init(queue:leeway:)``.
    public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval) {
        self.init(qos: qos)
    }
}
