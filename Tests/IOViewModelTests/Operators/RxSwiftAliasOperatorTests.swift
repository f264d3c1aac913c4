import Foundation
import IOViewModel
import TestScheduler
import Testing

/// Operators added under RxSwift's names: `from(optional:)`, `catch(sequence:)`,
/// `bind(with:onNext:)`, Infallible's scheduled factories, `decode`, `groupBy`, the primitive
/// sequences' `timer` and Maybe's `do(onNext:)`.
@Suite struct RxSwiftAliasOperatorTests {
    @Test func fromOptionalEmitsTheValueIfAny() {
        expectNoLeaks {
            #expect(Observable.from(optional: 3).record().recorder.events == [.next(3), .completed])
            #expect(Observable<Int>.from(optional: nil).record().recorder.events == [.completed])
        }
    }

    @Test func fromOptionalWithASchedulerEmitsInScheduledActions() {
        let scheduler = ManualScheduler()
        expectNoLeaks {
            let (recorder, _) = Observable.from(optional: 3, scheduler: scheduler).record()
            #expect(recorder.events.isEmpty)
            scheduler.runAll()
            #expect(recorder.events == [.next(3), .completed])
        }
    }

    @Test func catchSequenceMovesToTheNextSourceOnErrorLazily() {
        expectNoLeaks {
            var made = 0
            let third = Observable<Int>.deferred {
                made += 1
                return .just(9)
            }
            let sources: [Observable<Int>] = [.error(TestError("1")), .of(1, 2), third]
            let (recorder, _) = Observable.catch(sequence: sources).record()
            #expect(recorder.events == [.next(1), .next(2), .completed])
            #expect(made == 0)
        }
    }

    @Test func catchSequenceFailsWithTheLastErrorAndCompletesWhenEmpty() {
        expectNoLeaks {
            let failing: [Observable<Int>] = [.error(TestError("1")), .error(TestError("2"))]
            #expect(Observable.catch(sequence: failing).record().recorder.events == [.error(TestError("2"))])
            #expect(Observable.catch(sequence: [Observable<Int>]()).record().recorder.events == [.completed])
        }
    }

    @Test func bindWithPassesTheObjectAndEndsWhenItIsGone() {
        final class Screen { var shown: [Int] = [] }
        expectNoLeaks {
            let subject = PublishSubject<Int>()
            var screen: Screen? = Screen()
            let binding = subject.bind(with: screen!) { screen, value in screen.shown.append(value) }
            subject.onNext(1)
            #expect(screen?.shown == [1])
            screen = nil
            subject.onNext(2)
            #expect(!subject.hasObservers)
            binding.dispose()
        }
    }

    @Test func bindWithReportsErrorsAsUnhandled() {
        final class Screen {}
        let screen = Screen()
        let reported = Locked<[String]>([])
        expectNoLeaks {
            Hooks.withUnhandledErrorHandler({ error in reported.withLock { $0.append("\(error)") } }) {
                _ = Observable<Int>.error(TestError("x")).bind(with: screen) { _, _ in }
            }
        }
        #expect(reported.value == ["\(TestError("x"))"])
    }

    @Test func infallibleCurriedBind() {
        let result = Infallible.just(2).bind(to: { source in { (factor: Int) in factor } }, curriedArgument: 5)
        #expect(result == 5)
    }

    @Test func infallibleFactoriesEmitOnTheScheduler() {
        let scheduler = ManualScheduler()
        expectNoLeaks {
            let (just, _) = Infallible.just(1, scheduler: scheduler).asObservable().record()
            let (of, _) = Infallible.of(1, 2, scheduler: scheduler).asObservable().record()
            let (from, _) = Infallible.from([3], scheduler: scheduler).asObservable().record()
            #expect(just.events.isEmpty && of.events.isEmpty && from.events.isEmpty)
            scheduler.runAll()
            #expect(just.events == [.next(1), .completed])
            #expect(of.events == [.next(1), .next(2), .completed])
            #expect(from.events == [.next(3), .completed])
        }
    }

    @Test func infallibleTakeForCompletesAfterTheDuration() {
        let scheduler = TestScheduler()
        // One frame is five seconds: the 35-second duration is seven frames.
        scheduler.validate(
                      "^-1---2---3", values: digits,
            { $0.asInfallible(onErrorJustReturn: 0).take(for: .seconds(35), scheduler: scheduler).asObservable() },
            expected: "--1---2|", values: digits, frame: 5)
    }

    @Test func decodeDecodesEachElementAndFailsOnTheFirstThatDoesNot() {
        struct Point: Decodable, Equatable { var x: Int }
        expectNoLeaks {
            let good = Data(#"{"x":1}"#.utf8)
            let (recorder, _) = Observable.of(good, Data("{}".utf8), good)
                .decode(type: Point.self, decoder: JSONDecoder())
                .record()
            #expect(recorder.elements == [Point(x: 1)])
            #expect(recorder.terminal?.error is DecodingError)
        }
    }

    @Test func groupByEmitsAGroupPerKeyAndRoutesElements() {
        expectNoLeaks {
            let subject = PublishSubject<Int>()
            var groups: [Int: EventLog<Int>] = [:]
            let bag = DisposeBag()
            let (outer, subscription) = subject.groupBy { $0 % 2 }
                .do(onNext: { group in
                    let recorder = EventLog<Int>()
                    groups[group.key] = recorder
                    bag.insert(group.subscribe(recorder.observer))
                })
                .map(\.key)
                .record()
            for value in [1, 2, 3, 4, 5] { subject.onNext(value) }
            #expect(outer.elements == [1, 0])
            #expect(groups[1]?.elements == [1, 3, 5])
            #expect(groups[0]?.elements == [2, 4])
            subscription.dispose()
            subject.onNext(7)
            subject.onNext(6)
            #expect(groups[1]?.elements == [1, 3, 5, 7])
            #expect(outer.elements == [1, 0])
            subject.onCompleted()
            #expect(groups[0]?.events.last == .completed)
            #expect(outer.events.count == 2)
        }
    }

    @Test func groupByUnsubscribesOnceOuterAndGroupsAreDisposed() {
        expectNoLeaks {
            let subject = PublishSubject<Int>()
            var groupSubscription: (any Disposable)?
            let outer = subject.groupBy { $0 }.subscribe(onNext: { group in
                groupSubscription = group.subscribe(onNext: { _ in })
            })
            subject.onNext(1)
            outer.dispose()
            #expect(subject.hasObservers)
            groupSubscription?.dispose()
            #expect(!subject.hasObservers)
        }
    }

    @Test func groupByFailsEveryGroupWhenTheKeySelectorThrows() {
        expectNoLeaks {
            let subject = PublishSubject<Int>()
            let group = EventLog<Int>()
            let (outer, _) = subject.groupBy { value -> Int in
                if value < 0 { throw TestError("key") }
                return value
            }
            .do(onNext: { _ = $0.subscribe(group.observer) })
            .map(\.key)
            .record()
            subject.onNext(1)
            subject.onNext(-1)
            #expect(outer.events == [.next(1), .error(TestError("key"))])
            #expect(group.events == [.next(1), .error(TestError("key"))])
            #expect(!subject.hasObservers)
        }
    }

    @Test func primitiveSequenceTimerEmitsZeroAfterTheDueTime() {
        let scheduler = TestScheduler()
        let single = scheduler.start { Single<Int>.timer(.seconds(5), scheduler: scheduler).asObservable() }
        #expect(single.events == [.next(205, 0), .completed(205)])
    }

    @Test func maybeDoWithRxSwiftLabels() {
        expectNoLeaks {
            var seen: [Int] = []
            var completed = false
            let (recorder, _) = Maybe.just(4)
                .do(onNext: { seen.append($0) }, afterNext: { seen.append($0 * 10) }, onCompleted: { completed = true })
                .asObservable()
                .record()
            #expect(seen == [4, 40])
            #expect(completed)
            #expect(recorder.events == [.next(4), .completed])
        }
    }

    @Test func asyncSequenceAsObservableWithPriority() async throws {
        let stream = AsyncStream<Int> { continuation in
            for value in 1...3 { continuation.yield(value) }
            continuation.finish()
        }
        var received: [Int] = []
        for try await value in stream.asObservable(priority: .low).values { received.append(value) }
        #expect(received == [1, 2, 3])
    }

    @Test func multicastWithSelectorSharesOneSubscriptionPerSubscriber() {
        let scheduler = TestScheduler()
        scheduler.marbles(frame: 10) { test in
            let xs = test.cold(          "-12|", values: digits)
            let zipped = xs.multicast({ PublishSubject<Int>() }, selector: { shared in
                Observable.zip(shared, shared.map { $0 * 10 }) { $0 + $1 }
            })
            test.expect(zipped,          "-ab|", values: ["a": 11, "b": 22])
            test.expectSubscriptions(xs, "^--!")
        }
    }

    @Test func multicastWithSelectorFailsWhenTheSelectorThrows() {
        expectNoLeaks {
            let (recorder, _) = Observable.of(1).multicast({ PublishSubject<Int>() }, selector: { _ -> Observable<Int> in
                throw TestError("selector")
            }).record()
            #expect(recorder.events == [.error(TestError("selector"))])
        }
    }
}
