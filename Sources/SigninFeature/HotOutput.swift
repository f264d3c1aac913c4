import IOViewModel

extension ObservableType {
    /// This sequence as a view model's output: connected at once, so it runs from the view
    /// model's `init` whether or not anyone observes it, and shared, so any number of subscribers
    /// cost one computation. A new subscriber first receives up to `bufferSize` latest elements:
    /// 1 for state (a view that subscribes late shows the current value), 0 for events (a late
    /// view must not act on an old one). The connection lives in `disposeBag` and ends when the
    /// view model that owns the bag is released.
    func hot(replay bufferSize: Int, keptBy disposeBag: DisposeBag) -> Observable<Element> {
        let shared = bufferSize == 0 ? publish() : replay(bufferSize)
        shared.connect().disposed(by: disposeBag)
        return shared.asObservable()
    }
}
