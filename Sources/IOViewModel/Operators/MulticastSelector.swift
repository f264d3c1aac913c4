extension ObservableType {
    /// Shares one subscription to this sequence through a subject made for each subscription,
    /// within the sequence `selector` builds from it.
    ///
    /// Per subscription: `subjectSelector` makes a subject, `selector` receives this sequence
    /// multicast through it and returns the sequence the subscriber gets; then the source is
    /// connected. Every use of the shared sequence inside `selector` therefore sees the same
    /// elements from one source subscription.
    ///
    /// - Emits: what the sequence `selector` returns emits.
    /// - Completes: when that sequence completes.
    /// - Errors: when that sequence fails, or with the error `subjectSelector` or `selector`
    ///   throws.
    public func multicast<Subject: SubjectType, Result>(
        _ subjectSelector: @escaping () throws -> Subject,
        selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
    ) -> Observable<Result> where Subject.Observer.Element == Element {
        let source = asObservable()
        return Observable { observer in
            let connectable: ConnectableObservable<Subject.Element>
            let result: Observable<Result>
            do {
                connectable = source.multicast(try subjectSelector())
                result = try selector(connectable.asObservable())
            } catch {
                observer.onError(error)
                return Disposables.create()
            }
            let subscription = result.subscribe(observer)
            return Disposables.create(subscription, connectable.connect())
        }
    }
}
