import IOViewModel

/// A cold source that records its subscriptions and disposals, fed by hand through `send`.
final class ColdSource {
    private(set) var subscriptions = 0
    private(set) var disposals = 0
    private var observers: [Int: AnyObserver<Int>] = [:]
    /// Elements each new subscription emits synchronously.
    var onSubscribe: [Event<Int>] = []

    var observable: Observable<Int> {
        Observable.create { observer in
            self.subscriptions += 1
            let id = self.subscriptions
            self.observers[id] = observer
            for event in self.onSubscribe { observer.on(event) }
            return Disposables.create {
                self.disposals += 1
                self.observers[id] = nil
            }
        }
    }

    var activeCount: Int { observers.count }

    func send(_ event: Event<Int>) {
        for observer in observers.values { observer.on(event) }
    }
}
