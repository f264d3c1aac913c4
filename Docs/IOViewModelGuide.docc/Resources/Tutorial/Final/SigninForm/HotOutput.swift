import IOViewModel

extension ObservableType {
    /// This sequence as an output: connected at once and shared, so any number of subscribers
    /// cost one computation, and replaying its latest `bufferSize` elements to a new subscriber.
    /// The connection ends when `disposeBag`, the view model's, is released.
    func hot(replay bufferSize: Int, keptBy disposeBag: DisposeBag) -> Observable<Element> {
        let shared = bufferSize == 0 ? publish() : replay(bufferSize)
        shared.connect().disposed(by: disposeBag)
        return shared.asObservable()
    }
}
