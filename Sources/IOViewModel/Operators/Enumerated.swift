extension ObservableType {
    /// Emits each element together with its index, counting from 0.
    ///
    /// - Emits: `(index, element)` for each element; each subscription counts from 0 again.
    /// - Completes: when this sequence completes.
    /// - Errors: when this sequence fails.
    @inlinable
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        Observable { observer in
            var index = 0
            return self.subscribe(
                AnyObserver { event in
                    switch event {
                    case .next(let element):
                        let current = index
                        index += 1
                        observer.on(.next((index: current, element: element)))
                    case .error(let error): observer.on(.error(error))
                    case .completed: observer.on(.completed)
                    }
                })
        }
    }
}
