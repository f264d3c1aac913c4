import IOViewModel
import TestScheduler
import Testing

/// `Completable`: only completion or an error; `andThen` chains what comes next.
@Suite struct CompletableTraitTests {
    @Test func createCompletesOrFailsOnce() {
        let scheduler = TestScheduler()
        let completable = Completable.create { observer in
            scheduler.scheduleAt(300) {
                observer(.completed)
                observer(.error(TestError("late")))
            }
            return Disposables.create()
        }
        #expect(scheduler.start { completable.asObservable() }.events == [.completed(300)])

        let failing = TestScheduler()
        let failure = Completable.create { observer in
            failing.scheduleAt(250) { observer(.error(TestError("c"))) }
            return Disposables.create()
        }
        #expect(failing.start { failure.asObservable() }.events == [.error(250, TestError("c"))])
    }

    @Test func subscribeForms() {
        final class Screen { var log: [String] = [] }
        expectNoLeaks {
            var log: [String] = []
            _ = Completable.empty().subscribe(
                onCompleted: { log.append("completed") }, onError: { _ in log.append("error") },
                onDisposed: { log.append("disposed") })
            _ = Completable.error(TestError("c")).subscribe { event in
                if case .error(let error) = event { log.append("error \(error)") }
            }
            Completable.never().subscribe(onDisposed: { log.append("disposed never") }).dispose()
            let screen = Screen()
            _ = Completable.empty().subscribe(with: screen, onCompleted: { screen in screen.log.append("done") })
            #expect(log == ["completed", "disposed", "error \(TestError("c"))", "disposed never"])
            #expect(screen.log == ["done"])
        }
    }

    @Test func andThenSubscribesTheNextStepOnlyAfterCompletion() {
        let scheduler = TestScheduler()
        let save = scheduler.createColdObservable([.completed(50, Never.self)])
        let load = scheduler.createColdObservable([.next(20, "user"), .completed(20)])
        let observer = scheduler.start { save.asCompletable().andThen(load.asSingle()).asObservable() }
        #expect(observer.events == [.next(270, "user"), .completed(270)])
        #expect(save.subscriptions == [Subscription(200, 250)])
        #expect(load.subscriptions == [Subscription(250, 270)])
    }

    @Test func aFailedStepSkipsTheRestOfTheChain() {
        let scheduler = TestScheduler()
        let save = scheduler.createColdObservable([.error(30, TestError("save"), Never.self)])
        let load = scheduler.createColdObservable([.next(20, 1), .completed(20)])
        let observer = scheduler.start { save.asCompletable().andThen(load.asObservable()) }
        #expect(observer.events == [.error(230, TestError("save"))])
        #expect(load.subscriptions == [])
    }

    /// As in RxSwift (`CompletableAndThenTest.testCompletable_FirstCompletableNotRetainedBeyond…`):
    /// once the first step has ended, the subscription no longer holds it, nor what it captured.
    @Test(arguments: [Recorded<Event<Never>>.completed(210), .error(210, TestError("first"))])
    func andThenReleasesTheFirstStepOnceItEnds(end: Recorded<Event<Never>>) {
        let scheduler = TestScheduler()
        let first = scheduler.createHotObservable([end])
        final class Captured {}
        var captured: Captured? = Captured()
        weak let watched = captured
        var completable: Completable? = first.asCompletable().do(onCompleted: { [captured] in _ = captured })
        let subscriptions = [
            completable!.andThen(Observable<Int>.never()).subscribe(),
            completable!.andThen(Completable.never()).subscribe(),
            completable!.andThen(Single<Int>.never()).subscribe(),
            completable!.andThen(Maybe<Int>.never()).subscribe(),
        ]
        scheduler.advanceTo(300)
        captured = nil
        completable = nil
        #expect(watched == nil)
        for subscription in subscriptions { subscription.dispose() }
    }

    @Test func andThenToEachKind() {
        let scheduler = TestScheduler()
        scheduler.marbles { test in
            let first = test.cold("--|", values: [Character: Never]())
            let second = test.cold("-|", values: [Character: Never]())
            let element = test.cold("-a|", values: ["a": 1])
            let elements = test.cold("-a-b|", values: ["a": 1, "b": 2])
            test.expect(first.asCompletable().andThen(second.asCompletable()).andThen(element.asSingle()).asObservable(),
                        "-----(a|)", values: ["a": 1])
            test.expect(first.asCompletable().andThen(element.asMaybe()).asObservable(), "----(a|)", values: ["a": 1])
            test.expect(first.asCompletable().andThen(elements.asObservable()), "---a-b|", values: ["a": 1, "b": 2])
        }
    }

    @Test func concatRunsOneAfterAnotherAndZipRunsAtOnce() {
        let scheduler = TestScheduler()
        let a = scheduler.createColdObservable([.completed(30, Never.self)])
        let b = scheduler.createColdObservable([.completed(50, Never.self)])
        let sequential = scheduler.start { Completable.concat(a.asCompletable(), b.asCompletable()).asObservable() }
        #expect(sequential.events == [.completed(280)])
        #expect(b.subscriptions == [Subscription(230, 280)])

        let parallel = TestScheduler()
        let c = parallel.createColdObservable([.completed(30, Never.self)])
        let d = parallel.createColdObservable([.completed(50, Never.self)])
        let zipped = parallel.start { Completable.zip(c.asCompletable(), d.asCompletable()).asObservable() }
        #expect(zipped.events == [.completed(250)])
        #expect(c.subscriptions == [Subscription(200, 230)])
        #expect(d.subscriptions == [Subscription(200, 250)])
    }

    @Test func concatAndZipOfCollections() {
        expectNoLeaks {
            var order: [Int] = []
            let steps = (1...3).map { index in Completable.empty().do(onCompleted: { order.append(index) }) }
            #expect(Completable.concat(steps).asObservable().record().recorder.events == [.completed])
            #expect(Completable.concat(AnySequence(steps)).asObservable().record().recorder.events == [.completed])
            #expect(Completable.zip(steps).asObservable().record().recorder.events == [.completed])
            #expect(Completable.empty().concat(.error(TestError("c"))).asObservable().record().recorder.events
                    == [.error(TestError("c"))])
            #expect(order == [1, 2, 3, 1, 2, 3, 1, 2, 3])
            #expect(Completable.zip([Completable]()).asObservable().record().recorder.events == [.completed])
        }
    }

    @Test func doHooksAndIgnoreElements() {
        expectNoLeaks {
            var log: [String] = []
            let (recorder, _) = Observable.of(1, 2).ignoreElements().asCompletable()
                .do(onError: { _ in log.append("onError") },
                    onCompleted: { log.append("onCompleted") },
                    afterCompleted: { log.append("afterCompleted") },
                    onSubscribe: { log.append("onSubscribe") })
                .asObservable().record()
            #expect(recorder.events == [.completed])
            #expect(log == ["onSubscribe", "onCompleted", "afterCompleted"])
        }
    }
}
