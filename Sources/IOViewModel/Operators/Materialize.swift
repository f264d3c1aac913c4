/// A type that carries an ``Event``: what `dematerialize()`, `elements()` and `errors()` accept.
public protocol EventConvertible<Element> {
    /// The type of element of the carried event.
    associatedtype Element

    /// The carried event.
    var event: Event<Element> { get }
}

extension Event: EventConvertible {
    /// The event itself.
    @inlinable
    public var event: Event<Element> { self }
}

extension ObservableType {
    /// Turns every event of the source, the terminal one included, into an element.
    ///
    /// ```swift
    /// let result = request.materialize().share()
    /// let items = result.elements()
    /// let failures = result.errors()
    /// ```
    ///
    /// - Emits: `.next(element)` for each element; when the source terminates, its terminal event
    ///   (`.completed` or `.error(error)`) as an element.
    /// - Completes: right after emitting the source's terminal event.
    /// - Errors: never.
    @inlinable
    public func materialize() -> Observable<Event<Element>> {
        stoppableSink { sink, event in
            sink.observer.on(.next(event))
            if event.isStopEvent { sink.finishUnlessDisposed(.completed) }
        }
    }
}

extension ObservableType where Element: EventConvertible {
    /// Turns elements that carry events back into events: the inverse of `materialize()`.
    ///
    /// The source is subscribed through the current-thread trampoline, so even an endless
    /// synchronous source stops.
    ///
    /// - Emits: the element of each carried `.next`.
    /// - Completes: at the first carried `.completed` (disposing the source subscription), or when
    ///   the source completes.
    /// - Errors: at the first carried `.error` (disposing the source subscription), or when the
    ///   source fails.
    @inlinable
    public func dematerialize() -> Observable<Element.Element> {
        stoppableElementSink(trampolined: true) { sink, carrier in
            let carried = carrier.event
            if case .next = carried {
                sink.observer.on(carried)
            } else {
                sink.finish(carried)
            }
        }
    }
}
