import IOViewModel
import Testing

/// `Observable` is a class, as in RxSwift: subjects and connectable observables are observables,
/// and observables have identity.
@Suite struct ObservableClassTests {
    /// Takes exactly an `Observable`, as RxSwift code's functions do.
    private func collect(_ names: Observable<String>, into log: EventLog<String>) -> any Disposable {
        names.subscribe(log)
    }

    @Test func everySubjectIsAnObservable() {
        let log = EventLog<String>()
        let publish = PublishSubject<String>()
        let behavior = BehaviorSubject(value: "b")
        let replay = ReplaySubject<String>.create(bufferSize: 1)
        let async = AsyncSubject<String>()
        let subscriptions = [publish, behavior, replay, async].map { collect($0, into: log) }
        publish.onNext("p")
        replay.onNext("r")
        async.onNext("a")
        async.onCompleted()
        #expect(log.elements == ["b", "p", "r", "a"])
        subscriptions.forEach { $0.dispose() }
    }

    @Test func aConnectableObservableIsAnObservableThatWaitsForConnect() {
        let log = EventLog<String>()
        let source = PublishSubject<String>()
        let replayed = source.replay(1)
        let subscription = collect(replayed, into: log)
        source.onNext("before connecting")
        let connection = replayed.connect()
        source.onNext("connected")
        #expect(log.elements == ["connected"])
        connection.dispose()
        subscription.dispose()
    }

    @Test func aSubjectAsAnObservableIsTheSubjectItself() {
        let subject = PublishSubject<Int>()
        let observable: Observable<Int> = subject
        #expect(subject.asObservable() === subject)
        #expect(observable === subject)
        #expect(subject.map { $0 } !== subject.map { $0 })
        #expect((observable as? PublishSubject<Int>) === subject)
    }

    @Test func anObservableCanBeHeldWeakly() {
        weak var weakObservable: Observable<Int>?
        do {
            let strong = Observable.just(1).map { $0 + 1 }
            weakObservable = strong
            #expect(weakObservable != nil)
        }
        #expect(weakObservable == nil)
    }

    @Test func aSubjectIsReleasedWithItsLastReferenceAsAnObservable() {
        weak var weakSubject: PublishSubject<Int>?
        do {
            let subject = PublishSubject<Int>()
            weakSubject = subject
            let subscription = subject.subscribe(onNext: { _ in })
            subscription.dispose()
        }
        #expect(weakSubject == nil)
    }

    @Test func aConnectableObservableIsReleasedWithItsLastReference() {
        weak var weakConnectable: ConnectableObservable<Int>?
        do {
            let connectable = Observable.of(1, 2).publish()
            weakConnectable = connectable
            let log = EventLog<Int>()
            _ = connectable.subscribe(log)
            _ = connectable.connect()
            #expect(log.events == [.next(1), .next(2), .completed])
        }
        #expect(weakConnectable == nil)
    }
}
