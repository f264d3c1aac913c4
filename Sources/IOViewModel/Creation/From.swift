import Synchronization

extension Observable {
    /// Emits each element of `sequence` in order, then completes.
    ///
    /// Elements are emitted one per action on `scheduler` (the current-thread trampoline by
    /// default), checking for disposal between elements, so `take(n)` downstream stops even an
    /// infinite sequence. On the default scheduler, a top-level subscription emits everything
    /// before `subscribe` returns.
    ///
    /// - Emits: each element of `sequence`, in order.
    /// - Completes: after the last element.
    /// - Errors: never.
    public static func from<Source: Sequence>(
        _ sequence: Source,
        scheduler: some ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> where Source.Element == Element {
        // The emitter names the source: the observable adds no step of its own.
        Observable(name: "") { observer in
            var iterator = sequence.makeIterator()
            let emitter = StepEmitter(source: "from", observer: observer, scheduler: scheduler) { iterator.next() }
            emitter.start()
            return emitter
        }
    }

    /// Emits the arguments in order, then completes.
    ///
    /// Like ``from(_:scheduler:)``, one element per action on `scheduler`.
    ///
    /// - Emits: each argument, in order.
    /// - Completes: after the last argument.
    /// - Errors: never.
    public static func of(
        _ elements: Element...,
        scheduler: some ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        from(elements, scheduler: scheduler)
    }
}

/// Emits what `produce` returns, one element per scheduled action, so disposal between elements
/// is seen; completes when it returns `nil`, fails when it throws. The emitter of `from` (an
/// iterator's `next()`) and `generate` (the next state, while the condition holds).
final class StepEmitter<Element, Scheduler: ImmediateSchedulerType>: Disposable, @unchecked Sendable {
    // `produce` is called only by the scheduled steps, which run one after another.
    private let produce: () throws -> Element?
    private let observer: AnyObserver<Element>
    private let scheduler: Scheduler
    private let token: ResourceToken
    private let ended = EndFlag()

    /// `source` names the creation operator in leak reports (`from`, `generate`).
    init(
        source: StaticString, observer: AnyObserver<Element>, scheduler: Scheduler,
        produce: @escaping () throws -> Element?
    ) {
        token = ResourceToken(source: .named(source))
        self.produce = produce
        self.observer = observer
        self.scheduler = scheduler
    }

    func start() {
        // Steps check `ended` themselves, so the pending step needs no cancelling.
        _ = scheduler.schedule { self.step() }
    }

    private func step() {
        guard !ended.isSet else { return }
        let element: Element?
        do {
            element = try produce()
        } catch {
            if end() { observer.on(.error(error)) }
            return
        }
        if let element {
            observer.on(.next(element))
            guard !ended.isSet else { return }
            _ = scheduler.schedule { self.step() }
        } else if end() {
            observer.on(.completed)
        }
    }

    func dispose() {
        _ = end()
    }

    private func end() -> Bool {
        let won = ended.set()
        if won { token.release() }
        return won
    }
}
