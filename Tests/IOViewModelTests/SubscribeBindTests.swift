import IOViewModel
import TestScheduler
import Testing

@Suite("Subscribe and bind")
struct SubscribeBindTests {
    // MARK: subscribe(onNext:onError:onCompleted:onDisposed:)

    @Test func closuresRunInGrammarOrderAndOnDisposedRunsOnceAfterCompletion() {
        expectNoLeaks { tracker in
            let subject = PublishSubject<Int>()
            var log: [String] = []
            let subscription = subject.subscribe(
                onNext: { log.append("next \($0)") },
                onError: { _ in log.append("error") },
                onCompleted: { log.append("completed") },
                onDisposed: { log.append("disposed") }
            )
            subject.onNext(1)
            #expect(tracker.live == 1)
            subject.onCompleted()
            #expect(tracker.live == 0)
            subscription.dispose()
            subscription.dispose()
            #expect(log == ["next 1", "completed", "disposed"])
        }
    }

    @Test func onDisposedRunsOnceAfterAnError() {
        expectNoLeaks { _ in
            let subject = PublishSubject<Int>()
            var log: [String] = []
            let subscription = subject.subscribe(
                onNext: { log.append("next \($0)") },
                onError: { log.append("error \(($0 as? TestError)?.description ?? "?")") },
                onCompleted: { log.append("completed") },
                onDisposed: { log.append("disposed") }
            )
            subject.onError(TestError("6"))
            subscription.dispose()
            #expect(log == ["error 6", "disposed"])
        }
    }

    @Test func onDisposedRunsOnceOnDisposeAndNothingFollows() {
        expectNoLeaks { tracker in
            let subject = PublishSubject<Int>()
            var log: [String] = []
            let subscription = subject.subscribe(
                onNext: { log.append("next \($0)") },
                onCompleted: { log.append("completed") },
                onDisposed: { log.append("disposed") }
            )
            subject.onNext(1)
            subscription.dispose()
            #expect(tracker.live == 0)
            #expect(!subject.hasObservers)
            subject.onNext(2)
            subject.onCompleted()
            subscription.dispose()
            #expect(log == ["next 1", "disposed"])
        }
    }

    @Test func onDisposedRunsWhenASynchronousSourceCompletesDuringSubscribe() {
        var log: [String] = []
        let subscription = Observable.just(1).subscribe(
            onNext: { log.append("next \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        #expect(log == ["next 1", "completed", "disposed"])
        subscription.dispose()
        #expect(log == ["next 1", "completed", "disposed"])
    }

    @Test func anErrorWithoutOnErrorGoesToTheUnhandledErrorHook() {
        expectNoLeaks { _ in
            let reported = Locked<[String]>([])
            var elements: [Int] = []
            Hooks.withUnhandledErrorHandler({ error in
                reported.withLock { $0.append((error as? TestError)?.description ?? "?") }
            }) {
                let subject = PublishSubject<Int>()
                _ = subject.subscribe(onNext: { elements.append($0) })
                subject.onNext(1)
                subject.onError(TestError("12"))
                // With an error handler nothing is reported.
                _ = Observable<Int>.error(TestError("13")).subscribe(onError: { _ in })
            }
            #expect(elements == [1])
            #expect(reported.value == ["12"])
        }
    }

    @Test func subscribeWithASingleEventClosure() {
        var events: [Event<Int>] = []
        _ = Observable.of(1, 2).subscribe { events.append($0) }
        #expect(events == [.next(1), .next(2), .completed])
    }

    // MARK: subscribe(with:)

    @Test func subscribeWithPassesTheObjectAndDoesNotRetainIt() {
        final class Screen {
            var titles: [String] = []
            var completions = 0
            var disposals = 0
        }
        expectNoLeaks { _ in
            let subject = PublishSubject<String>()
            var screen: Screen? = Screen()
            weak let weakScreen = screen
            let subscription = subject.subscribe(
                with: screen!,
                onNext: { screen, title in screen.titles.append(title) },
                onCompleted: { screen in screen.completions += 1 },
                onDisposed: { screen in screen.disposals += 1 }
            )
            subject.onNext("first")
            #expect(screen?.titles == ["first"])
            screen = nil
            // The subscription (still live) does not keep the object alive...
            #expect(weakScreen == nil)
            // ...and once it is gone, events are ignored without a crash.
            subject.onNext("second")
            subject.onCompleted()
            subscription.dispose()
        }
    }

    @Test func subscribeWithDeliversEveryKindOfEventWhileTheObjectLives() {
        final class Screen {
            var log: [String] = []
        }
        expectNoLeaks { _ in
            let screen = Screen()
            let subject = PublishSubject<Int>()
            _ = subject.subscribe(
                with: screen,
                onNext: { screen, element in screen.log.append("next \(element)") },
                onError: { screen, _ in screen.log.append("error") },
                onCompleted: { screen in screen.log.append("completed") },
                onDisposed: { screen in screen.log.append("disposed") }
            )
            subject.onNext(1)
            subject.onError(TestError())
            #expect(screen.log == ["next 1", "error", "disposed"])
        }
    }

    // MARK: bind(to:)

    @Test func bindToObserversForwardsEveryEventToEach() {
        expectNoLeaks { _ in
            let source = PublishSubject<Int>()
            let first = EventLog<Int>()
            let second = EventLog<Int>()
            _ = source.bind(to: first, second)
            source.onNext(1)
            source.onCompleted()
            first.expect([.next(1), .completed])
            second.expect([.next(1), .completed])
        }
    }

    @Test func bindToSubjectsChainsThem() {
        expectNoLeaks { _ in
            let source = PublishSubject<Int>()
            let target = BehaviorSubject(value: 0)
            let log = EventLog<Int>()
            let bag = DisposeBag()
            target.subscribe(log).disposed(by: bag)
            source.bind(to: target).disposed(by: bag)
            source.onNext(5)
            source.onError(TestError("1"))
            log.expect([.next(0), .next(5), .error(TestError("1"))])
        }
    }

    @Test func bindToOptionalObserversWrapsElements() {
        expectNoLeaks { _ in
            let source = PublishSubject<Int>()
            let first = EventLog<Int?>()
            let second = EventLog<Int?>()
            let subscription = source.bind(to: first, second)
            source.onNext(3)
            subscription.dispose()
            source.onNext(4)
            first.expect([.next(3)])
            second.expect([.next(3)])
        }
    }

    @Test func infallibleBindsToOptionalObserversRelaysAndFunctions() {
        expectNoLeaks { _ in
            let source = PublishSubject<Int>()
            let infallible = source.asInfallible(onErrorJustReturn: -1)
            let observer = EventLog<Int?>()
            let relay = BehaviorRelay<Int?>(value: nil)
            let toObserver = infallible.bind(to: observer)
            let toRelay = infallible.bind(to: relay)
            source.onNext(3)
            source.onError(TestError())
            observer.expect([.next(3), .next(-1), .completed])
            #expect(relay.value == -1)
            toObserver.dispose()
            toRelay.dispose()
            func first(_ sequence: Infallible<Int>) -> Int? {
                var seen: Int?
                _ = sequence.take(1).subscribe(onNext: { seen = $0 })
                return seen
            }
            #expect(Infallible.just(7).bind(to: first) == 7)
        }
    }

    @Test func bindOnNextReportsErrors() {
        expectNoLeaks { _ in
            let reported = Locked(0)
            var elements: [Int] = []
            Hooks.withUnhandledErrorHandler({ _ in reported.withLock { $0 += 1 } }) {
                let source = PublishSubject<Int>()
                _ = source.bind(onNext: { elements.append($0) })
                source.onNext(1)
                source.onError(TestError())
                source.onNext(2)
            }
            #expect(elements == [1])
            #expect(reported.value == 1)
        }
    }

    @Test func bindToAFunctionCallsItWithTheSequence() {
        func count(_ observable: Observable<Int>) -> Int {
            var total = 0
            _ = observable.subscribe(onNext: { _ in total += 1 })
            return total
        }
        func scaled(_ observable: Observable<Int>) -> (Int) -> [Int] {
            { factor in
                var result: [Int] = []
                _ = observable.subscribe(onNext: { result.append($0 * factor) })
                return result
            }
        }
        let numbers = Observable.of(1, 2, 3)
        #expect(numbers.bind(to: count) == 3)
        #expect(numbers.bind(to: scaled, curriedArgument: 10) == [10, 20, 30])
    }

    // MARK: Observers

    @Test func anyObserverAndMapObserver() {
        let log = EventLog<String>()
        let observer = AnyObserver(log)
        let lengths = EventLog<Int>()
        let mapped: AnyObserver<String> = lengths.mapObserver { $0.count }
        mapped.onNext("abc")
        observer.onNext("x")
        mapped.onCompleted()
        lengths.expect([.next(3), .completed])
        log.expect([.next("x")])

        let failing: AnyObserver<String> = lengths.mapObserver { _ in throw TestError("2") }
        failing.onNext("boom")
        #expect(lengths.events.last == .error(TestError("2")))
    }

    @Test func eventAccessorsAndDescriptions() {
        let next = Event<Int>.next(1)
        let error = Event<Int>.error(TestError("1"))
        let completed = Event<Int>.completed
        #expect(next.element == 1 && error.element == nil && completed.element == nil)
        #expect(next.error == nil && (error.error as? TestError) == TestError("1") && completed.error == nil)
        #expect(!next.isStopEvent && error.isStopEvent && completed.isStopEvent)
        #expect(!next.isCompleted && !error.isCompleted && completed.isCompleted)
        #expect(next.debugDescription == "next(1)")
        #expect(completed.debugDescription == "completed")
        #expect(error.debugDescription.hasPrefix("error("))
        #expect(next.map { $0 * 2 } == .next(2))
        #expect(next.map { _ -> Int in throw TestError("3") } == .error(TestError("3")))
        #expect(completed.map { $0 * 2 } == .completed)
        #expect(error.map { $0 * 2 } == .error(TestError("1")))
    }

    @Test func errorsMatchByTypeAndValue() {
        struct Described: Error, CustomStringConvertible {
            let text: String
            var description: String { text }
        }
        #expect(errorsMatch(TestError("1"), TestError("1")))
        #expect(!errorsMatch(TestError("1"), TestError("2")))
        #expect(!errorsMatch(TestError("1"), Described(text: "1")))
        #expect(errorsMatch(Described(text: "a"), Described(text: "a")))
        #expect(!errorsMatch(Described(text: "a"), Described(text: "b")))
        #expect(Event<Int>.error(TestError("1")) != .error(TestError("2")))
        #expect(Event<Int>.next(1) != .completed)
    }
}
