extension Observable {
    /// Calls `factory` anew for each subscription and subscribes to the observable it returns.
    ///
    /// - Emits: the elements of the observable `factory` returned.
    /// - Completes: when that observable completes.
    /// - Errors: when that observable fails, or at once with the error `factory` throws.
    public static func deferred(_ factory: @escaping () throws -> Observable<Element>) -> Observable<Element> {
        Observable { observer in
            trampolinedSubscription {
                do {
                    return try factory().subscribe(observer)
                } catch {
                    observer.on(.error(error))
                    return Disposables.create()
                }
            }
        }
    }
}
