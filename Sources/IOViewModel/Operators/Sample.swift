extension ObservableType {
    /// Emits the latest element of this sequence each time `sampler` emits, if there is a new one
    /// (or `defaultValue`, if given, when there is none).
    ///
    /// - Emits: at each `sampler` element, and when `sampler` completes, the latest element this
    ///   sequence produced since the previous sample; if none, `defaultValue` if given, else
    ///   nothing.
    /// - Completes: at the first sample (a `sampler` element or completion) after this sequence
    ///   has completed, right after emitting what was waiting. As in RxSwift, if `sampler`
    ///   completes before this sequence does, the result never completes.
    /// - Errors: when either sequence fails.
    @inlinable
    public func sample<Sampler: ObservableConvertibleType>(
        _ sampler: Sampler, defaultValue: Element? = nil
    ) -> Observable<Element> {
        // `extra`: the latest element not sampled yet, and whether this sequence has completed.
        pairedSources(sampler, extra: (latest: Element?.none, isAtEnd: false)) { sink, event in
            switch event {
            case .next(let element):
                sink.withExtra { $0.latest = element }
            case .error:
                sink.terminate(event)
            case .completed:
                sink.withExtra { $0.isAtEnd = true }
                sink.first.dispose()
            }
        } onOther: { sink, event in
            if case .error(let error) = event { return sink.terminate(.error(error)) }
            var isAtEnd = false
            sink.update { extra in
                isAtEnd = extra.isAtEnd
                defer { extra.latest = nil }
                return extra.latest ?? defaultValue
            }
            if isAtEnd { sink.terminate(.completed) }
        }
    }
}
