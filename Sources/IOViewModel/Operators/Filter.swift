extension ObservableType {
    /// Emits only the elements for which `predicate` returns `true`.
    ///
    /// - Emits: each element that satisfies `predicate`.
    /// - Completes: when this sequence completes.
    /// - Errors: when this sequence fails, or with the error `predicate` throws; the source
    ///   subscription is then disposed.
    @inlinable
    public func filter<Failure: Error>(
        _ predicate: @escaping (Element) throws(Failure) -> Bool
    ) -> Observable<Element> {
        if Failure.self == Never.self {
            return Observable { observer in
                self.subscribe(
                    AnyObserver { event in
                        if case .next(let element) = event {
                            // `Failure` is `Never` here, so this cannot throw.
                            if try! predicate(element) { observer.on(event) }
                        } else {
                            observer.on(event)
                        }
                    })
            }
        }
        return stoppableElementSink { sink, element in
            do throws(Failure) {
                if try predicate(element) { sink.observer.on(.next(element)) }
            } catch {
                sink.fail(error)
            }
        }
    }
}
