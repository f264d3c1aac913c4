extension ObservableType {
    /// This sequence as a view model's output: connected now and shared, so that it runs from the
    /// view model's `init` whether or not anyone observes it, any number of subscribers cost one
    /// computation, and the outputs one input event changes emit in the order they were made hot.
    ///
    /// A new subscriber first receives up to `bufferSize` latest elements: 1 for state (a view
    /// that subscribes late shows the current value), 0 for events (a late view must not act on
    /// an old one). The connection is kept in `disposeBag`, the view model's own, and ends when
    /// the view model is released. RxSwift spells it `multicast(ReplaySubject.create(bufferSize: n))`
    /// followed by `connect().disposed(by:)`: one subject, so that a subscriber arriving after the
    /// end still gets the buffer and the terminal event (`replay(n)` drops its subject when the
    /// connection ends); `share(replay:)` is not the same, since it connects only when a
    /// view subscribes, which makes the order of outputs depend on the view's subscriptions.
    ///
    /// - Emits: this sequence's elements, from now on, to whoever is subscribed; a new subscriber
    ///   first gets the latest `bufferSize` of them.
    /// - Completes: when this sequence completes (a later subscriber gets the buffer, then the
    ///   completion).
    /// - Errors: when this sequence errors, in the same way.
    public func hot(replay bufferSize: Int, keptBy disposeBag: DisposeBag) -> Observable<Element> {
        let shared = multicast(ReplaySubject<Element>.create(bufferSize: bufferSize))
        shared.connect().disposed(by: disposeBag)
        return shared.asObservable()
    }
}
