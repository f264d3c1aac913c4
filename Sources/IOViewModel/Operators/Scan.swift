extension ObservableType {
    /// Emits the running accumulation: for each element, `accumulator` updates the accumulated
    /// value in place (starting from `seed`) and the new value is emitted.
    ///
    /// Each subscription starts again from `seed`.
    ///
    /// ```swift
    /// taps.scan(into: 0) { count, _ in count += 1 }   // 1, 2, 3, ...
    /// ```
    ///
    /// - Emits: the accumulated value after each element.
    /// - Completes: when this sequence completes.
    /// - Errors: when this sequence fails, or with the error `accumulator` throws; the source
    ///   subscription is then disposed.
    @inlinable
    public func scan<Accumulate, Failure: Error>(
        into seed: Accumulate,
        accumulator: @escaping (inout Accumulate, Element) throws(Failure) -> Void
    ) -> Observable<Accumulate> {
        stoppableElementSink(state: seed) { sink, accumulation, element in
            do throws(Failure) {
                try accumulator(&accumulation, element)
            } catch {
                return sink.fail(error)
            }
            sink.observer.on(.next(accumulation))
        }
    }

    /// Emits the running accumulation: for each element, `accumulator` combines the accumulated
    /// value (first `seed`) with the element, and the result is emitted and kept.
    ///
    /// Each subscription starts again from `seed`.
    ///
    /// ```swift
    /// amounts.scan(0, accumulator: +)   // running total
    /// ```
    ///
    /// - Emits: the accumulated value after each element; `seed` itself is not emitted.
    /// - Completes: when this sequence completes.
    /// - Errors: when this sequence fails, or with the error `accumulator` throws; the source
    ///   subscription is then disposed.
    @inlinable
    public func scan<Accumulate, Failure: Error>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws(Failure) -> Accumulate
    ) -> Observable<Accumulate> {
        scan(into: seed) { (accumulation: inout Accumulate, element: Element) throws(Failure) in
            accumulation = try accumulator(accumulation, element)
        }
    }
}
