extension Observable {
    /// Creates a resource for each subscription, subscribes to the observable built from it, and
    /// disposes the resource when that subscription ends.
    ///
    /// When the built observable terminates, or the subscription is disposed, its subscription is
    /// disposed and then the resource.
    ///
    /// ```swift
    /// Observable.using({ FileHandleResource(path) }, observableFactory: { $0.lines })
    /// ```
    ///
    /// - Emits: the elements of the observable `observableFactory` returns.
    /// - Completes: when that observable completes.
    /// - Errors: when that observable fails; or at once with the error `resourceFactory` or
    ///   `observableFactory` throws (a resource already created is then disposed right away).
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) -> Observable<Element> {
        Observable { observer in
            trampolinedSubscription {
                let resource: Resource
                do {
                    resource = try resourceFactory()
                } catch {
                    observer.on(.error(error))
                    return Disposables.create()
                }
                let source: Observable<Element>
                do {
                    source = try observableFactory(resource)
                } catch {
                    observer.on(.error(error))
                    resource.dispose()
                    return Disposables.create()
                }
                let sink = UsingSink(observer: observer, resource: resource)
                sink.upstream.setDisposable(source.subscribe(AnyObserver(eventHandler: sink.on)))
                return sink
            }
        }
    }
}

/// One subscription to `using`: forwards the source's events and, when they end or on dispose,
/// disposes the source subscription and then the resource, once.
final class UsingSink<Element>: Disposable, @unchecked Sendable {
    // `isStopped` is touched only by the source's events, which arrive one at a time;
    // `upstream` and `cleanup` have their own locks.
    private let observer: AnyObserver<Element>
    let upstream = SingleAssignmentDisposable()
    private let cleanup: OnceAction
    private var isStopped = false

    init(observer: AnyObserver<Element>, resource: some Disposable) {
        self.observer = observer
        let upstream = self.upstream
        cleanup = OnceAction {
            upstream.dispose()
            resource.dispose()
        }
    }

    func on(_ event: Event<Element>) {
        guard !isStopped else { return }
        if event.isStopEvent { isStopped = true }
        observer.on(event)
        if event.isStopEvent { dispose() }
    }

    func dispose() {
        cleanup.take()?()
    }
}
