/// The state an operator needs when it can end a subscription itself (a throwing selector, a
/// `take` that has enough): its downstream observer, a stopped flag, and the upstream
/// subscription to dispose when it stops.
///
/// The flag is a plain `Bool`: events reach one sink one at a time (the grammar), and `dispose()`
/// only touches the upstream holder, which has its own lock.
@usableFromInline
final class StoppableSink<Element>: Disposable {
    @usableFromInline
    let observer: AnyObserver<Element>
    @usableFromInline
    let upstream = SingleAssignmentDisposable()
    @usableFromInline
    var isStopped = false

    @inlinable
    init(_ observer: AnyObserver<Element>) {
        self.observer = observer
    }

    /// Forwards `event`, unless stopped.
    @inlinable
    func forward(_ event: Event<Element>) {
        guard !isStopped else { return }
        observer.on(event)
    }

    /// Forwards a terminal event and disposes upstream.
    @inlinable
    func finish(_ event: Event<Element>) {
        guard !isStopped else { return }
        isStopped = true
        observer.on(event)
        upstream.dispose()
    }

    /// Emits `error` and disposes upstream.
    @inlinable
    func fail(_ error: any Error) {
        finish(.error(error))
    }

    @inlinable
    func dispose() {
        upstream.dispose()
    }
}
