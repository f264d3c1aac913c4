import Synchronization

extension Observable {
    /// Emits `initialState`, then `iterate(initialState)`, and so on, for as long as `condition`
    /// holds; completes with the first state for which it does not.
    ///
    /// Each state is computed, tested and emitted by its own action on `scheduler` (the
    /// current-thread trampoline by default), so an operator downstream can stop the sequence
    /// between elements, even an endless one.
    ///
    /// ```swift
    /// Observable.generate(initialState: 1, condition: { $0 < 100 }, iterate: { $0 * 2 })
    /// // 1, 2, 4, 8, 16, 32, 64, completed
    /// ```
    ///
    /// - Emits: each state that satisfies `condition`, in order.
    /// - Completes: at the first state that does not satisfy `condition`.
    /// - Errors: with the error `condition` or `iterate` throws; nothing more is computed.
    public static func generate<ConditionFailure: Error, IterateFailure: Error>(
        initialState: Element,
        condition: @escaping (Element) throws(ConditionFailure) -> Bool,
        scheduler: some ImmediateSchedulerType = CurrentThreadScheduler.instance,
        iterate: @escaping (Element) throws(IterateFailure) -> Element
    ) -> Observable<Element> {
        Observable { observer in
            let emitter = GenerateEmitter(
                state: initialState, condition: condition, iterate: iterate,
                observer: observer, scheduler: scheduler
            )
            emitter.start()
            return emitter
        }
    }
}

/// One subscription to `generate`: one scheduled action per state, checking for disposal between
/// them, as `from`'s emitter does.
final class GenerateEmitter<
    Element, Scheduler: ImmediateSchedulerType, ConditionFailure: Error, IterateFailure: Error
>: Disposable, @unchecked Sendable {
    // `state` and `isFirst` are touched only by the scheduled steps, which run one after another.
    private var state: Element
    private var isFirst = true
    private let condition: (Element) throws(ConditionFailure) -> Bool
    private let iterate: (Element) throws(IterateFailure) -> Element
    private let observer: AnyObserver<Element>
    private let scheduler: Scheduler
    private let token = ResourceToken()
    private let ended = Atomic<Bool>(false)

    init(
        state: Element,
        condition: @escaping (Element) throws(ConditionFailure) -> Bool,
        iterate: @escaping (Element) throws(IterateFailure) -> Element,
        observer: AnyObserver<Element>,
        scheduler: Scheduler
    ) {
        self.state = state
        self.condition = condition
        self.iterate = iterate
        self.observer = observer
        self.scheduler = scheduler
    }

    func start() {
        // Steps check `ended` themselves, so the pending step needs no cancelling.
        _ = scheduler.schedule { self.step() }
    }

    private func step() {
        guard !ended.load(ordering: .acquiring) else { return }
        let proceed: Bool
        do {
            if isFirst {
                isFirst = false
            } else {
                state = try iterate(state)
            }
            proceed = try condition(state)
        } catch {
            if end() { observer.on(.error(error)) }
            return
        }
        if proceed {
            observer.on(.next(state))
            guard !ended.load(ordering: .acquiring) else { return }
            _ = scheduler.schedule { self.step() }
        } else if end() {
            observer.on(.completed)
        }
    }

    func dispose() {
        _ = end()
    }

    private func end() -> Bool {
        let won = ended.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
        if won { token.release() }
        return won
    }
}
