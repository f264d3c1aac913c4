extension ObservableType where Element: Equatable {
    /// Emits an element only if it differs (`!=`) from the previous one emitted.
    ///
    /// - Emits: the first element, then each element that differs from the previous one emitted.
    /// - Completes: when this sequence completes.
    /// - Errors: when this sequence fails.
    @inlinable
    public func distinctUntilChanged() -> Observable<Element> {
        distinctUntilChanged(
            { (element: Element) in element }, comparer: { (lhs: Element, rhs: Element) in lhs == rhs })
    }
}

extension ObservableType {
    /// Emits an element only if its key, computed by `keySelector`, differs (`!=`) from the key of
    /// the previous one emitted.
    ///
    /// - Emits: the first element, then each element whose key differs from the previous emitted
    ///   one's.
    /// - Completes: when this sequence completes.
    /// - Errors: when this sequence fails, or with the error `keySelector` throws; the source
    ///   subscription is then disposed.
    @inlinable
    public func distinctUntilChanged<Key: Equatable, Failure: Error>(
        _ keySelector: @escaping (Element) throws(Failure) -> Key
    ) -> Observable<Element> {
        distinctUntilChanged(keySelector, comparer: { (lhs: Key, rhs: Key) in lhs == rhs })
    }

    /// Emits an element only if `comparer` says it is not equal to the previous one emitted.
    ///
    /// `comparer(previous, current)` returns `true` when the two are equal, so `current` is
    /// skipped.
    ///
    /// - Emits: the first element, then each element `comparer` finds different from the previous
    ///   one emitted.
    /// - Completes: when this sequence completes.
    /// - Errors: when this sequence fails, or with the error `comparer` throws; the source
    ///   subscription is then disposed.
    @inlinable
    public func distinctUntilChanged<Failure: Error>(
        _ comparer: @escaping (Element, Element) throws(Failure) -> Bool
    ) -> Observable<Element> {
        distinctUntilChanged({ (element: Element) in element }, comparer: comparer)
    }

    /// Emits an element only if the value at `keyPath` differs (`!=`) from that of the previous one
    /// emitted.
    ///
    /// - Emits: the first element, then each element whose value at `keyPath` differs from the
    ///   previous emitted one's.
    /// - Completes: when this sequence completes.
    /// - Errors: when this sequence fails.
    @inlinable
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Observable<Element>
    {
        distinctUntilChanged({ (element: Element) in element[keyPath: keyPath] })
    }

    /// Emits an element only if `comparer` says its key, computed by `keySelector`, is not equal to
    /// the key of the previous one emitted.
    ///
    /// `comparer(previousKey, currentKey)` returns `true` when the two are equal, so the current
    /// element is skipped.
    ///
    /// - Emits: the first element, then each element whose key `comparer` finds different from the
    ///   previous emitted one's.
    /// - Completes: when this sequence completes.
    /// - Errors: when this sequence fails, or with the error `keySelector` or `comparer` throws;
    ///   the source subscription is then disposed.
    @inlinable
    public func distinctUntilChanged<Key, KeyFailure: Error, ComparerFailure: Error>(
        _ keySelector: @escaping (Element) throws(KeyFailure) -> Key,
        comparer: @escaping (Key, Key) throws(ComparerFailure) -> Bool
    ) -> Observable<Element> {
        stoppableElementSink(state: Key?.none) { sink, previousKey, element in
            let key: Key
            do throws(KeyFailure) {
                key = try keySelector(element)
            } catch {
                return sink.fail(error)
            }
            if let previous = previousKey {
                do throws(ComparerFailure) {
                    if try comparer(previous, key) { return }
                } catch {
                    return sink.fail(error)
                }
            }
            previousKey = key
            sink.observer.on(.next(element))
        }
    }
}
