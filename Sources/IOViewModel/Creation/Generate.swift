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
        // The emitter names the source: the observable adds no step of its own.
        Observable(name: "") { observer in
            var state = initialState
            var isFirst = true
            let emitter = StepEmitter(source: "generate", observer: observer, scheduler: scheduler) {
                () throws -> Element? in
                if isFirst {
                    isFirst = false
                } else {
                    state = try iterate(state)
                }
                return try condition(state) ? state : nil
            }
            emitter.start()
            return emitter
        }
    }
}
