extension Observable {
    /// Calls `factory` anew for each subscription and subscribes to the observable it returns.
    ///
    /// An error thrown by `factory` is delivered as the subscription's error.
    public static func deferred(_ factory: @escaping () throws -> Observable<Element>) -> Observable<Element> {
        Observable { observer in
            do {
                return try factory().subscribe(observer)
            } catch {
                observer.on(.error(error))
                return Disposables.create()
            }
        }
    }
}
