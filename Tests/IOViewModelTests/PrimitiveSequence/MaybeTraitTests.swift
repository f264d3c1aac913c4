import IOViewModel
import TestScheduler
import Testing

/// `Maybe`: one element, an empty end, or an error.
@Suite struct MaybeTraitTests {
    private func maybe(on scheduler: TestScheduler, at time: TestTime, _ event: MaybeEvent<Int>) -> Maybe<Int> {
        Maybe<Int>.create { observer in
            scheduler.scheduleAt(time) {
                observer(event)
                observer(.success(99))
            }
            return Disposables.create()
        }
    }

    @Test func outcomesAreEqualCaseForCaseWithErrorsMatchedByTypeAndText() {
        #expect(MaybeEvent.success(1) == .success(1))
        #expect(MaybeEvent.success(1) != .success(2))
        #expect(MaybeEvent.success(1) != .completed)
        #expect(MaybeEvent<Int>.completed == .completed)
        #expect(MaybeEvent<Int>.error(TestError("a")) == .error(TestError("a")))
        #expect(MaybeEvent<Int>.error(TestError("a")) != .error(TestError("b")))
        #expect(MaybeEvent<Int>.error(TestError("a")) != .completed)
        #expect(CompletableEvent.completed == .completed)
        #expect(CompletableEvent.error(TestError("a")) == .error(TestError("a")))
        #expect(CompletableEvent.error(TestError("a")) != .error(TestError("b")))
        #expect(CompletableEvent.error(TestError("a")) != .completed)
    }

    @Test func createDeliversEachOfTheThreeOutcomesOnce() {
        let succeeded = TestScheduler()
        let success = succeeded.start { maybe(on: succeeded, at: 300, .success(1)).asObservable() }
        #expect(success.events == [.next(300, 1), .completed(300)])

        let emptied = TestScheduler()
        let empty = emptied.start { maybe(on: emptied, at: 300, .completed).asObservable() }
        #expect(empty.events == [.completed(300)])

        let failed = TestScheduler()
        let failure = failed.start { maybe(on: failed, at: 300, .error(TestError("m"))).asObservable() }
        #expect(failure.events == [.error(300, TestError("m"))])
    }

    @Test func subscribeCallsOnCompletedOnlyForAnEmptyEnd() {
        expectNoLeaks {
            var log: [String] = []
            func subscribe(_ maybe: Maybe<Int>) {
                _ = maybe.subscribe(
                    onSuccess: { log.append("success \($0)") },
                    onError: { log.append("error \($0)") },
                    onCompleted: { log.append("completed") },
                    onDisposed: { log.append("disposed") })
            }
            subscribe(.just(1))
            subscribe(.empty())
            subscribe(.error(TestError("m")))
            #expect(log == ["success 1", "disposed", "completed", "disposed", "error \(TestError("m"))", "disposed"])
        }
    }

    @Test func subscribeWithOneClosureGetsOneOutcome() {
        expectNoLeaks {
            var outcomes: [String] = []
            let record: (MaybeEvent<Int>) -> Void = { event in
                switch event {
                case .success(let element): outcomes.append("success \(element)")
                case .error: outcomes.append("error")
                case .completed: outcomes.append("completed")
                }
            }
            _ = Maybe.just(1).subscribe(record)
            _ = Maybe<Int>.empty().subscribe(record)
            _ = Maybe<Int>.error(TestError("m")).subscribe(record)
            _ = Maybe<Int>.never().subscribe(record).dispose()
            #expect(outcomes == ["success 1", "completed", "error"])
        }
    }

    @Test func subscribeWithAnObject() {
        final class Screen { var log: [String] = [] }
        expectNoLeaks {
            let screen = Screen()
            _ = Maybe.just(2).subscribe(with: screen, onSuccess: { screen, value in screen.log.append("\(value)") })
            _ = Maybe<Int>.empty().subscribe(with: screen, onCompleted: { screen in screen.log.append("empty") })
            #expect(screen.log == ["2", "empty"])
        }
    }

    @Test func asMaybeAllowsZeroOrOneElement() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        #expect(scheduler.start { xs.asMaybe().asObservable() }.events == [.next(300, 1), .completed(300)])

        let empty = TestScheduler()
        let ys = empty.createHotObservable([.completed(250, Int.self)])
        #expect(empty.start { ys.asMaybe().asObservable() }.events == [.completed(250)])

        let two = TestScheduler()
        let zs = two.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        #expect(two.start { zs.asMaybe().asObservable() }.events == [.error(220, RxError.moreThanOneElement)])
        #expect(zs.subscriptions == [Subscription(200, 220)])
    }

    @Test func ifEmptyDefaultAndSwitchTo() {
        let scheduler = TestScheduler()
        scheduler.marbles { test in
            let empty = test.cold("--|", values: [Character: Int]())
            let found = test.cold("-a|", values: ["a": 1])
            let fallback = test.cold("-b|", values: ["b": 2])
            test.expect(empty.asMaybe().ifEmpty(default: 5).asObservable(), "--(d|)", values: ["d": 5])
            test.expect(found.asMaybe().ifEmpty(default: 5).asObservable(), "--(a|)", values: ["a": 1])
            test.expect(empty.asMaybe().ifEmpty(switchTo: fallback.asMaybe()).asObservable(), "----(b|)", values: ["b": 2])
            test.expect(empty.asMaybe().ifEmpty(switchTo: fallback.asSingle()).asObservable(), "----(b|)", values: ["b": 2])
        }
    }

    @Test func operatorsForwardTheOutcome() {
        expectNoLeaks {
            #expect(Maybe.just(2).map { $0 * 3 }.asObservable().record().recorder.events == [.next(6), .completed])
            #expect(Maybe.just(2).filter { $0 > 5 }.asObservable().record().recorder.events == [.completed])
            #expect(Maybe.just(2).compactMap { $0 > 1 ? "\($0)" : nil }.asObservable().record().recorder.events == [.next("2"), .completed])
            #expect(Maybe.just(2).flatMap { Maybe.just($0 + 1) }.asObservable().record().recorder.events == [.next(3), .completed])
            #expect(Maybe.just(2).flatMap { _ in Maybe<Int>.empty() }.asObservable().record().recorder.events == [.completed])
            #expect(Maybe<Int>.error(TestError("m")).catchAndReturn(0).asObservable().record().recorder.events == [.next(0), .completed])
        }
    }

    @Test func doRunsMaybeHooksInOrder() {
        expectNoLeaks {
            var log: [String] = []
            _ = Maybe.just(1).do(
                onNext: { log.append("onNext \($0)") },
                afterNext: { log.append("afterNext \($0)") },
                onError: { _ in log.append("onError") },
                onCompleted: { log.append("onCompleted") },
                afterCompleted: { log.append("afterCompleted") },
                onSubscribe: { log.append("onSubscribe") },
                onSubscribed: { log.append("onSubscribed") },
                onDispose: { log.append("onDispose") }
            ).subscribe(onSuccess: { log.append("got \($0)") })
            #expect(log == [
                "onSubscribe", "onNext 1", "got 1", "afterNext 1", "onCompleted", "afterCompleted", "onSubscribed",
                "onDispose",
            ])
        }
    }
}
