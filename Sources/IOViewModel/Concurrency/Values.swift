extension ObservableConvertibleType where Element: Sendable {
    /// This sequence's elements as an `AsyncThrowingStream`, for `for try await` loops.
    ///
    /// Reading the property subscribes at once; the stream buffers every element until it is
    /// consumed (none is lost, whatever thread emits it), ends when the sequence completes and
    /// throws its error when it fails. Breaking out of the loop, cancelling the consuming task or
    /// releasing the stream disposes the subscription; a loop whose task is cancelled before the
    /// sequence ends throws `CancellationError` once the elements already buffered are consumed,
    /// as in RxSwift, so it cannot be mistaken for a completion. One stream serves one loop.
    ///
    /// ```swift
    /// for try await title in viewModel.outputs.title.values { print(title) }
    /// ```
    public var values: AsyncThrowingStream<Element, any Error> {
        HostedTask.current?.startedReadingSource()
        return AsyncThrowingStream { continuation in
            let subscription = SingleAssignmentDisposable()
            continuation.onTermination = { termination in
                subscription.dispose()
                if case .cancelled = termination { continuation.finish(throwing: CancellationError()) }
            }
            subscription.setDisposable(
                asObservable().subscribe(
                    AnyObserver { event in
                        switch event {
                        case .next(let element): continuation.yield(element)
                        case .error(let error): continuation.finish(throwing: error)
                        case .completed: continuation.finish()
                        }
                    }))
        }
    }
}

extension Infallible where Element: Sendable {
    /// The elements as an `AsyncStream`, which cannot throw; otherwise as
    /// ``ObservableConvertibleType/values``.
    public var values: AsyncStream<Element> {
        nonThrowingValues(of: source)
    }
}

extension SharedSequence where Element: Sendable {
    /// The elements as an `AsyncStream`, which cannot throw; otherwise as
    /// ``ObservableConvertibleType/values``. Elements are delivered to the stream on the trait's scheduler.
    public var values: AsyncStream<Element> {
        nonThrowingValues(of: source)
    }
}

/// The elements of a sequence that never fails, as an `AsyncStream`.
func nonThrowingValues<Element: Sendable>(of source: Observable<Element>) -> AsyncStream<Element> {
    HostedTask.current?.startedReadingSource()
    return AsyncStream { continuation in
        let subscription = SingleAssignmentDisposable()
        continuation.onTermination = { _ in subscription.dispose() }
        subscription.setDisposable(
            source.subscribe(
                AnyObserver { event in
                    switch event {
                    case .next(let element): continuation.yield(element)
                    case .error, .completed: continuation.finish()
                    }
                }))
    }
}
