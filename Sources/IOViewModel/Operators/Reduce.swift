extension ObservableType {
    /// Accumulates every element with `accumulator`, starting from `seed`, and when the source
    /// completes emits `mapResult` of the final value, then completes.
    ///
    /// - Emits: exactly one element, on completion (`mapResult(seed)` for an empty source).
    /// - Completes: right after that element.
    /// - Errors: when the source fails (without emitting), or with the error `accumulator` or
    ///   `mapResult` throws; the source subscription is then disposed.
    @inlinable
    public func reduce<Accumulate, Result, AccumulatorFailure: Error, ResultFailure: Error>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws(AccumulatorFailure) -> Accumulate,
        mapResult: @escaping (Accumulate) throws(ResultFailure) -> Result
    ) -> Observable<Result> {
        stoppableSink(state: seed) { sink, accumulation, event in
            switch event {
            case .next(let element):
                do throws(AccumulatorFailure) {
                    accumulation = try accumulator(accumulation, element)
                } catch {
                    sink.fail(error)
                }
            case .error(let error):
                sink.fail(error)
            case .completed:
                let result: Result
                do throws(ResultFailure) {
                    result = try mapResult(accumulation)
                } catch {
                    return sink.fail(error)
                }
                sink.observer.on(.next(result))
                sink.finishUnlessDisposed(.completed)
            }
        }
    }

    /// Accumulates every element with `accumulator`, starting from `seed`, and when the source
    /// completes emits the final value, then completes.
    ///
    /// - Emits: exactly one element, on completion (`seed` for an empty source).
    /// - Completes: right after that element.
    /// - Errors: when the source fails (without emitting), or with the error `accumulator` throws;
    ///   the source subscription is then disposed.
    @inlinable
    public func reduce<Accumulate, Failure: Error>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws(Failure) -> Accumulate
    ) -> Observable<Accumulate> {
        reduce(seed, accumulator: accumulator, mapResult: { $0 })
    }
}
