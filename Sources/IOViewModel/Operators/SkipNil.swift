extension ObservableType {
    /// Emits the non-`nil` elements, unwrapped; skips the `nil` ones.
    ///
    /// Completes when the source completes; fails when it fails. The ios-oss name; in RxSwift,
    /// `compactMap { $0 }` (RxSwiftExt: `unwrap()`).
    @inlinable
    public func skipNil<Wrapped>() -> Observable<Wrapped> where Element == Wrapped? {
        Observable { observer in
            self.subscribe(
                AnyObserver { event in
                    switch event {
                    case .next(let element):
                        if let element { observer.on(.next(element)) }
                    case .error(let error): observer.on(.error(error))
                    case .completed: observer.on(.completed)
                    }
                })
        }
    }
}
