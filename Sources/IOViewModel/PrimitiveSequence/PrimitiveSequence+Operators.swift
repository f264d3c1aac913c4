extension PrimitiveSequence {
    /// Fails with `error` on subscription.
    ///
    /// - Emits: never.
    /// - Completes: never.
    /// - Errors: with `error`, during the subscribe call.
    @inlinable
    public static func error(_ error: any Error) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: .error(error))
    }

    /// Never succeeds, completes nor fails: a stand-in for an answer, or the end of a command,
    /// that does not come.
    ///
    /// - Emits: never.
    /// - Completes: never.
    /// - Errors: never.
    @inlinable
    public static func never() -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: .never())
    }

    /// Calls `factory` anew for each subscription and subscribes to what it returns: the work
    /// starts when someone listens, not when the method is called.
    ///
    /// - Emits: the element of the sequence `factory` returns, when it succeeds.
    /// - Completes: when that sequence completes (right after its element, or empty).
    /// - Errors: with that sequence's error, or at subscription with the error `factory` throws.
    @inlinable
    public static func deferred(
        _ factory: @escaping () throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: .deferred { try factory().source })
    }

    /// Ties a resource's life to each subscription: `resourceFactory` makes it when a subscription
    /// starts, and it is disposed when the subscription ends.
    ///
    /// - Emits: the element of the sequence `primitiveSequenceFactory` returns, when it succeeds.
    /// - Completes: when that sequence completes (right after its element, or empty).
    /// - Errors: with that sequence's error, or at subscription with the error either factory
    ///   throws.
    @inlinable
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        primitiveSequenceFactory: @escaping (Resource) throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: .using(resourceFactory, observableFactory: { try primitiveSequenceFactory($0).source }))
    }

    /// Shifts the outcome later by `dueTime`; an error is not delayed.
    ///
    /// - Emits: the element, `dueTime` after it came (with the completion right behind it).
    /// - Completes: `dueTime` after this sequence completes.
    /// - Errors: at once, with this sequence's error.
    @inlinable
    public func delay(_ dueTime: RxTimeInterval, scheduler: some SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.delay(dueTime, scheduler: scheduler))
    }

    /// Subscribes `dueTime` after being subscribed to.
    ///
    /// - Emits: this sequence's element, from the delayed subscription on; nothing before `dueTime`.
    /// - Completes: when this sequence completes.
    /// - Errors: when this sequence fails.
    @inlinable
    public func delaySubscription(
        _ dueTime: RxTimeInterval, scheduler: some SchedulerType
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.delaySubscription(dueTime, scheduler: scheduler))
    }

    /// Delivers the outcome on `scheduler`.
    ///
    /// - Emits: this sequence's element, on `scheduler`.
    /// - Completes: when this sequence completes, on `scheduler`.
    /// - Errors: when this sequence fails, on `scheduler`.
    @inlinable
    public func observe(on scheduler: some ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.observe(on: scheduler))
    }

    /// Subscribes (and disposes) on `scheduler`: for work that must start on a given thread.
    ///
    /// - Emits: this sequence's element.
    /// - Completes: when this sequence completes.
    /// - Errors: when this sequence fails.
    @inlinable
    public func subscribe(on scheduler: some ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.subscribe(on: scheduler))
    }

    /// Recovers from an error with the sequence `handler` returns for it.
    ///
    /// - Emits: this sequence's element; after a failure, the element of `handler(error)`.
    /// - Completes: when this sequence completes, or after a failure, when the handler's sequence
    ///   does.
    /// - Errors: with the error `handler` throws, or with its sequence's error (not caught again).
    @inlinable
    public func `catch`<Failure: Error>(
        _ handler: @escaping (any Error) throws(Failure) -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.catch { (error) throws(Failure) in try handler(error).source })
    }

    /// Recovers from an error with `element`.
    ///
    /// - Emits: the element, or `element` in place of an error.
    /// - Completes: as this sequence, or right after `element`.
    /// - Errors: never.
    @inlinable
    public func catchAndReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.catchAndReturn(element))
    }

    /// Subscribes again after an error, `maxAttemptCount` attempts in all (the first included):
    /// `retry(3)` makes a request up to three times.
    ///
    /// `retry(0)` subscribes to nothing and completes at once, as the observable `retry(0)` does:
    /// for a ``Single`` that is an empty end, which a single otherwise never has.
    ///
    /// - Emits: the element of the first attempt that succeeds.
    /// - Completes: when an attempt completes (for a `Single`, right after its element).
    /// - Errors: with the last attempt's error when all `maxAttemptCount` attempts failed.
    @inlinable
    public func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(maxAttemptCount))
    }

    /// Subscribes again each time the sequence `notificationHandler` builds from the errors
    /// emits: retry after a delay, or when the network comes back.
    ///
    /// When the trigger completes after a failure, the result completes: for a ``Single`` that is
    /// an empty end, which a single otherwise never has.
    ///
    /// - Emits: the element of the first attempt that succeeds.
    /// - Completes: when an attempt completes, or when the trigger completes after a failure.
    /// - Errors: when the trigger fails after a failure, or at once with an error that is not a
    ///   `Failure`.
    @inlinable
    public func retry<Trigger: ObservableType, Failure: Error>(
        when notificationHandler: @escaping (Observable<Failure>) -> Trigger
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// Subscribes again each time the sequence `notificationHandler` builds from the errors
    /// emits.
    ///
    /// When the trigger completes after a failure, the result completes: for a ``Single`` that is
    /// an empty end, which a single otherwise never has.
    ///
    /// - Emits: the element of the first attempt that succeeds.
    /// - Completes: when an attempt completes, or when the trigger completes after a failure.
    /// - Errors: when the trigger fails after a failure.
    @inlinable
    public func retry<Trigger: ObservableType>(
        when notificationHandler: @escaping (Observable<any Error>) -> Trigger
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// Fails with ``RxError/timeout`` when the outcome takes longer than `dueTime`.
    ///
    /// - Emits: this sequence's element, if it comes within `dueTime` of the subscription.
    /// - Completes: when this sequence completes in time.
    /// - Errors: with this sequence's error, or ``RxError/timeout`` when `dueTime` elapses first
    ///   (this sequence is then disposed).
    @inlinable
    public func timeout(_ dueTime: RxTimeInterval, scheduler: some SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, scheduler: scheduler))
    }

    /// Switches to `other` when the outcome takes longer than `dueTime`.
    ///
    /// - Emits: this sequence's element within `dueTime`; after a timeout, `other`'s.
    /// - Completes: when this sequence completes in time, or, after a timeout, when `other` does.
    /// - Errors: when this sequence fails in time, or, after a timeout, when `other` does. At the
    ///   timeout this sequence is disposed and `other` subscribed.
    @inlinable
    public func timeout(
        _ dueTime: RxTimeInterval, other: PrimitiveSequence<Trait, Element>, scheduler: some SchedulerType
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, other: other.source, scheduler: scheduler))
    }

    /// Prints every event and subscription change, tagged with `identifier`.
    ///
    /// - Emits: this sequence's element.
    /// - Completes: when this sequence completes.
    /// - Errors: when this sequence fails.
    @inlinable
    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: source.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }
}
