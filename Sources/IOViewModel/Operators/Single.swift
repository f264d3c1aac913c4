extension ObservableType {
    /// Emits the source's only element, and fails if there is not exactly one.
    ///
    /// The source is subscribed through the current-thread trampoline, so even an endless
    /// synchronous source stops.
    ///
    /// - Emits: the first element, as soon as it arrives.
    /// - Completes: when the source completes after exactly one element.
    /// - Errors: with ``RxError/moreThanOneElement`` as soon as a second element arrives (disposing
    ///   the source subscription), with ``RxError/noElements`` if the source completes without any,
    ///   or with the source's error.
    @inlinable
    public func single() -> Observable<Element> {
        single { (_: Element) in true }
    }

    /// Emits the only element that satisfies `predicate`, and fails if there is not exactly one.
    ///
    /// Elements that fail `predicate` are skipped. The source is subscribed through the
    /// current-thread trampoline, so even an endless synchronous source stops.
    ///
    /// - Emits: the first matching element, as soon as it arrives.
    /// - Completes: when the source completes after exactly one match.
    /// - Errors: with ``RxError/moreThanOneElement`` as soon as a second match arrives (disposing
    ///   the source subscription), with ``RxError/noElements`` if the source completes without a
    ///   match, with the source's error, or with the error `predicate` throws.
    @inlinable
    public func single<Failure: Error>(
        _ predicate: @escaping (Element) throws(Failure) -> Bool
    ) -> Observable<Element> {
        stoppableSink(state: false, trampolined: true) { sink, seen, event in
            switch event {
            case .next(let element):
                do throws(Failure) {
                    guard try predicate(element) else { return }
                } catch {
                    return sink.fail(error)
                }
                if seen { return sink.fail(RxError.moreThanOneElement) }
                seen = true
                sink.observer.on(event)
            case .error:
                sink.finish(event)
            case .completed:
                sink.finish(seen ? .completed : .error(RxError.noElements))
            }
        }
    }
}
