extension ObservableType {
    /// Emits the latest element of this observable each time `trigger` emits.
    ///
    /// This observable is subscribed first, then `trigger`, through the current-thread trampoline;
    /// they may emit on different threads. The ios-oss name; in RxSwift,
    /// `trigger.withLatestFrom(source)`.
    ///
    /// ```swift
    /// let submittedEmail = email.takeWhen(submitTapped)
    /// ```
    ///
    /// - Emits: the latest element for each element of `trigger`, once this observable has emitted;
    ///   the same latest element again for each trigger until a newer one arrives.
    /// - Completes: when `trigger` completes; this observable completing only stops updating the
    ///   latest element. Both subscriptions are disposed.
    /// - Errors: when either fails; both subscriptions are disposed.
    @inlinable
    public func takeWhen<Trigger: ObservableType>(_ trigger: Trigger) -> Observable<Element> {
        sampled(when: trigger) { (latest: Element, _: Trigger.Element) in latest }
    }

    /// Emits the latest element of this observable paired with `trigger`'s element, each time
    /// `trigger` emits.
    ///
    /// The ios-oss name; in RxSwift, `trigger.withLatestFrom(source) { ($1, $0) }`.
    ///
    /// - Emits: `(latest, triggerElement)` for each element of `trigger`, once this observable has
    ///   emitted.
    /// - Completes: when `trigger` completes, as ``takeWhen(_:)``.
    /// - Errors: when either fails, as ``takeWhen(_:)``.
    @inlinable
    public func takePairWhen<Trigger: ObservableType>(
        _ trigger: Trigger
    ) -> Observable<(Element, Trigger.Element)> {
        sampled(when: trigger) { (latest: Element, value: Trigger.Element) in (latest, value) }
    }

    /// The machinery of `takeWhen` and `takePairWhen`: `combine` must be cheap and must not call
    /// out, as it runs under the sink's lock.
    @inlinable
    func sampled<Trigger: ObservableType, Result>(
        name: StaticString = #function,
        when trigger: Trigger,
        combine: @escaping (Element, Trigger.Element) -> Result
    ) -> Observable<Result> {
        // `extra`: this observable's latest element.
        pairedSources(name: name, trigger, extra: Element?.none) { sink, event in
            switch event {
            case .next(let element): sink.withExtra { $0 = element }
            case .error(let error): sink.terminate(.error(error))
            case .completed: sink.first.dispose()
            }
        } onOther: { sink, event in
            switch event {
            case .next(let value): sink.update { latest in latest.map { combine($0, value) } }
            case .error(let error): sink.terminate(.error(error))
            case .completed: sink.terminate(.completed)
            }
        }
    }
}
