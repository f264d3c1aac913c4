extension ObservableType {
    /// Emits this sequence's elements, or, if it completes without any, `other`'s.
    ///
    /// - Emits: this sequence's elements; if it completes empty, `other` is subscribed and its
    ///   elements follow.
    /// - Completes: when this sequence completes having emitted, or else when `other` completes.
    /// - Errors: when this sequence fails (`other` is then never subscribed), or when `other` fails.
    @inlinable
    public func ifEmpty<Source: ObservableConvertibleType>(switchTo other: Source) -> Observable<Element>
    where Source.Element == Element {
        let other = other.asObservable()
        return Observable { observer in
            // Both flags are touched only by the chain's events, which arrive one at a time.
            var isEmpty = true
            var hasSwitched = false
            let tracking = AnyObserver<Element> { event in
                if case .next = event { isEmpty = false }
                observer.on(event)
            }
            let chain = SourceChain(observer: tracking) { event in
                guard case .completed = event, isEmpty, !hasSwitched else { return .finish(event) }
                hasSwitched = true
                return .subscribe(other)
            }
            return chain.start(self.asObservable())
        }
    }

    /// Continues with `other` if this sequence completes without an element: RxJava's and Kotlin's
    /// name for ``ifEmpty(switchTo:)``, which is RxSwift's.
    ///
    /// - Emits: this sequence's elements; if it completes empty, `other`'s.
    /// - Completes: when this sequence completes after an element, or when `other` completes.
    /// - Errors: when this sequence or `other` fails.
    @inlinable
    public func switchIfEmpty<Source: ObservableConvertibleType>(_ other: Source) -> Observable<Element>
    where Source.Element == Element {
        ifEmpty(switchTo: other)
    }
}
