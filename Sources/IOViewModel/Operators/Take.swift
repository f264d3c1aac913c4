extension ObservableType {
    /// Emits the first `count` elements, then completes and disposes the source subscription.
    ///
    /// `take(0)` completes at once without subscribing. The source is subscribed through the
    /// current-thread trampoline, so even an endless synchronous source stops:
    /// `Observable.repeatElement(1).take(3)` emits three elements and completes.
    ///
    /// - Emits: the first `count` elements.
    /// - Completes: after the `count`-th element, or when the source completes first.
    /// - Errors: when the source fails first.
    /// - Precondition: `count` is not negative.
    @inlinable
    public func take(_ count: Int) -> Observable<Element> {
        precondition(count >= 0, "take: count can't be negative")
        if count == 0 { return .empty() }
        return stoppableElementSink(state: count, trampolined: true) { sink, remaining, element in
            remaining -= 1
            sink.observer.on(.next(element))
            if remaining == 0 { sink.finishUnlessDisposed(.completed) }
        }
    }

    /// Emits the source's elements until `other` emits an element, then completes.
    ///
    /// If `other` completes without emitting, its subscription is disposed and the source's
    /// elements keep flowing. `other` is subscribed first, then the source, both through the
    /// current-thread trampoline, so an endless synchronous source stops too. The sources may emit
    /// on different threads.
    ///
    /// - Emits: the source's elements that arrive before `other`'s first element.
    /// - Completes: when `other` emits its first element, or when the source completes; both
    ///   subscriptions are disposed.
    /// - Errors: when either fails; both subscriptions are disposed.
    @inlinable
    public func take<Other: ObservableConvertibleType>(until other: Other) -> Observable<Element> {
        pairedSources(other, extra: (), otherFirst: true) { sink, event in
            switch event {
            case .next(let element): sink.forward(element)
            case .error, .completed: sink.terminate(event)
            }
        } onOther: { sink, event in
            switch event {
            case .next: sink.terminate(.completed)
            case .error(let error): sink.terminate(.error(error))
            case .completed: sink.second.dispose()
            }
        }
    }

    /// Emits the source's elements until one satisfies `predicate`, then completes.
    ///
    /// The source subscription is disposed as soon as the result terminates; it is made through the
    /// current-thread trampoline, so even an endless synchronous source stops.
    ///
    /// - Emits: the elements before the first that satisfies `predicate`; with
    ///   `behavior: .inclusive`, that one too (the default, `.exclusive`, drops it).
    /// - Completes: at the first element that satisfies `predicate`, or when the source completes
    ///   first.
    /// - Errors: when the source fails, or with the error `predicate` throws.
    @inlinable
    public func take<Failure: Error>(
        until predicate: @escaping (Element) throws(Failure) -> Bool,
        behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        stoppableElementSink(trampolined: true) { sink, element in
            let stops: Bool
            do throws(Failure) {
                stops = try predicate(element)
            } catch {
                return sink.fail(error)
            }
            if !stops { return sink.observer.on(.next(element)) }
            if behavior == .inclusive {
                sink.observer.on(.next(element))
                sink.finishUnlessDisposed(.completed)
            } else {
                sink.finish(.completed)
            }
        }
    }

    /// Emits the source's elements as long as they satisfy `predicate`; completes at the first one
    /// that does not.
    ///
    /// The source subscription is disposed as soon as the result terminates; it is made through the
    /// current-thread trampoline, so even an endless synchronous source stops.
    ///
    /// - Emits: the elements before the first that fails `predicate`; with `behavior: .inclusive`,
    ///   that one too (the default, `.exclusive`, drops it).
    /// - Completes: at the first element that fails `predicate`, or when the source completes
    ///   first.
    /// - Errors: when the source fails, or with the error `predicate` throws.
    @inlinable
    public func take<Failure: Error>(
        while predicate: @escaping (Element) throws(Failure) -> Bool,
        behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        take(until: { element throws(Failure) in try !predicate(element) }, behavior: behavior)
    }
}

/// Whether `take(until:behavior:)` and `take(while:behavior:)` emit the element that ends them.
public enum TakeBehavior: Sendable {
    /// Emit the element that ends the sequence, then complete.
    case inclusive
    /// Complete without emitting the element that ends the sequence.
    case exclusive
}
