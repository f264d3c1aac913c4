extension ObservableType {
    /// Emits this sequence's elements, or `defaultValue` if it completes without any.
    ///
    /// - Emits: this sequence's elements; if it completes empty, `defaultValue` just before
    ///   completing.
    /// - Completes: when this sequence completes.
    /// - Errors: when this sequence fails (no default is emitted).
    @inlinable
    public func ifEmpty(default defaultValue: Element) -> Observable<Element> {
        Observable { observer in
            // Touched only by this subscription's events, which arrive one at a time.
            var isEmpty = true
            return self.subscribe(
                AnyObserver { event in
                    switch event {
                    case .next:
                        isEmpty = false
                    case .completed where isEmpty:
                        observer.on(.next(defaultValue))
                    case .completed, .error:
                        break
                    }
                    observer.on(event)
                })
        }
    }
}
