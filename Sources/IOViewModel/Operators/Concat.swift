extension ObservableType {
    /// Emits every element of this sequence, then, once it completes, every element of `second`.
    ///
    /// A subscription holds this sequence only until it ends, so whatever its operators capture
    /// is released then, as RxSwift's `andThen` releases its first completable.
    ///
    /// - Emits: this sequence's elements, then `second`'s; `second` is subscribed only when this
    ///   sequence completes.
    /// - Completes: when `second` completes.
    /// - Errors: when either sequence fails; `second` is never subscribed if this one fails.
    @inlinable
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
    where Source.Element == Element {
        let first = asObservable()
        let second = second.asObservable()
        return Observable { observer in
            var next: Observable<Element>? = second
            let chain = SourceChain(observer: observer) { event in
                guard case .completed = event else { return .finish(event) }
                guard let source = next else { return .finish(.completed) }
                next = nil
                return .subscribe(source)
            }
            return chain.start(first)
        }
    }

    /// Emits the elements of each sequence of `sequence` in turn, subscribing to the next one when
    /// the previous one completes.
    ///
    /// Sources that complete synchronously are chained in a loop, so a long chain does not grow
    /// the stack.
    ///
    /// - Emits: the first source's elements, then the second's, and so on; `sequence` is iterated
    ///   lazily, one source per completion.
    /// - Completes: when the last source completes (at once for an empty sequence).
    /// - Errors: when the current source fails; later sources are never subscribed.
    @inlinable
    public static func concat<Sources: Sequence>(_ sequence: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        Observable { observer in
            var iterator = sequence.makeIterator()
            let chain = SourceChain(observer: observer) { event in
                // Called for each source's terminal event, one at a time: the iterator is never
                // advanced concurrently.
                guard case .completed = event else { return .finish(event) }
                if let next = iterator.next() { return .subscribe(next) }
                return .finish(.completed)
            }
            guard let first = iterator.next() else {
                observer.on(.completed)
                return Disposables.create()
            }
            return chain.start(first)
        }
    }

    /// Emits the elements of each source of `collection` in turn, subscribing to the next one when
    /// the previous one completes.
    ///
    /// - Emits: the current source's elements.
    /// - Completes: when the last source completes (at once for an empty collection).
    /// - Errors: when the current source fails; the later ones are never subscribed.
    @inlinable
    public static func concat<Sources: Collection>(_ collection: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        concat(AnySequence(collection))
    }

    /// Emits the elements of each argument in turn, subscribing to the next one when the previous
    /// one completes.
    ///
    /// - Emits: the current source's elements.
    /// - Completes: when the last source completes.
    /// - Errors: when the current source fails; the later ones are never subscribed.
    @inlinable
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        concat(sources)
    }
}
