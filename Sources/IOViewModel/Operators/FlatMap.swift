extension ObservableType {
    /// Maps each element to an observable with `selector`, subscribes to each of them as it
    /// arrives, and emits the elements of all of them as they come.
    ///
    /// - Emits: the elements of every inner observable, interleaved as they arrive.
    /// - Completes: once the source and every inner observable have completed; an inner observable
    ///   that completes is disposed at once.
    /// - Errors: at the first error of the source or of any inner observable, or with the error
    ///   `selector` throws; every subscription still open is disposed.
    @inlinable
    public func flatMap<Inner: ObservableConvertibleType, Failure: Error>(
        _ selector: @escaping (Element) throws(Failure) -> Inner
    ) -> Observable<Inner.Element> {
        flatMapSubscribing(maxConcurrent: .max, dropsWhenBusy: false, selector)
    }

    /// Maps an element to an observable with `selector` and emits its elements, but only when no
    /// inner observable is active: elements that arrive while one is are dropped, without calling
    /// `selector`.
    ///
    /// The classic use is a button that starts a request and must not start another while the first
    /// runs, or polling with `interval` that skips a tick while a request is in flight.
    ///
    /// - Emits: the elements of the active inner observable.
    /// - Completes: once the source and the active inner observable have completed; the inner one
    ///   is disposed as soon as it completes.
    /// - Errors: at the first error of either, or with the error `selector` throws; every
    ///   subscription still open is disposed.
    @inlinable
    public func flatMapFirst<Inner: ObservableConvertibleType, Failure: Error>(
        _ selector: @escaping (Element) throws(Failure) -> Inner
    ) -> Observable<Inner.Element> {
        flatMapSubscribing(maxConcurrent: 1, dropsWhenBusy: true, selector)
    }

    /// Maps each element to an observable with `selector` and emits their elements one observable
    /// after another: the next is subscribed only when the previous one completes.
    ///
    /// `selector` runs as each element arrives; its observables wait in order, unsubscribed, until
    /// their turn.
    ///
    /// - Emits: the elements of the running inner observable.
    /// - Completes: once the source and every inner observable have completed; each inner one is
    ///   disposed as soon as it completes.
    /// - Errors: at the first error of the source or of the running inner observable, or with the
    ///   error `selector` throws; every subscription still open is disposed and the waiting
    ///   observables are dropped.
    @inlinable
    public func concatMap<Inner: ObservableConvertibleType, Failure: Error>(
        _ selector: @escaping (Element) throws(Failure) -> Inner
    ) -> Observable<Inner.Element> {
        flatMapSubscribing(maxConcurrent: 1, dropsWhenBusy: false, selector)
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Subscribes to each inner observable as it arrives and emits the elements of all of them as
    /// they come.
    ///
    /// To merge a fixed list of observables, use the static `Observable.merge(_:)`.
    ///
    /// - Emits: the elements of every inner observable, interleaved as they arrive.
    /// - Completes: once the source and every inner observable have completed; an inner observable
    ///   that completes is disposed at once.
    /// - Errors: at the first error of the source or of any inner observable; every subscription
    ///   still open is disposed.
    @inlinable
    public func merge() -> Observable<Element.Element> {
        flatMapSubscribing(maxConcurrent: .max, dropsWhenBusy: false) { (inner: Element) in inner }
    }

    /// Emits the elements of the inner observables, with at most `maxConcurrent` of them subscribed
    /// at a time; the others wait, in order, for one to complete.
    ///
    /// `merge(maxConcurrent: 1)` concatenates the inner observables.
    ///
    /// - Emits: the elements of the running inner observables, interleaved as they arrive.
    /// - Completes: once the source and every inner observable have completed; each inner one is
    ///   disposed as soon as it completes.
    /// - Errors: at the first error of the source or of a running inner observable; every
    ///   subscription still open is disposed and the waiting observables are dropped.
    /// - Precondition: `maxConcurrent` is positive.
    @inlinable
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        precondition(maxConcurrent > 0, "merge(maxConcurrent:): maxConcurrent must be positive")
        return flatMapSubscribing(maxConcurrent: maxConcurrent, dropsWhenBusy: false) { (inner: Element) in inner }
    }

    /// Emits the elements of the inner observables one observable after another: each is subscribed
    /// only when the previous one has completed.
    ///
    /// The same as `merge(maxConcurrent: 1)`. To concatenate a fixed list of observables, use the
    /// static `Observable.concat(_:)`.
    ///
    /// - Emits: the elements of the running inner observable.
    /// - Completes: once the source and every inner observable have completed.
    /// - Errors: at the first error of the source or of the running inner observable; every
    ///   subscription still open is disposed and the waiting observables are dropped.
    @inlinable
    public func concat() -> Observable<Element.Element> {
        merge(maxConcurrent: 1)
    }
}
