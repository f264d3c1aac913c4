import IOViewModel
import Testing

@Suite struct MergeStaticTests {
    @Test func forwardsElementsAsTheyArriveAndCompletesWhenAllHave() {
        let tracker = ResourceTracker()
        let log = EventLog<Int>()
        tracker.track {
            let a = PublishSubject<Int>()
            let b = PublishSubject<Int>()
            _ = Observable.merge(a.asObservable(), b.asObservable()).subscribe(log)
            a.onNext(1)
            b.onNext(2)
            a.onCompleted()
            #expect(!a.hasObservers)
            b.onNext(3)
            #expect(!log.isCompleted)
            b.onCompleted()
        }
        #expect(log.events == [.next(1), .next(2), .next(3), .completed])
        #expect(tracker.live == 0)
    }

    @Test func failsAtOnceAndDisposesTheOthers() {
        let tracker = ResourceTracker()
        let log = EventLog<Int>()
        tracker.track {
            let a = PublishSubject<Int>()
            let b = PublishSubject<Int>()
            _ = Observable.merge([a.asObservable(), b.asObservable()]).subscribe(log)
            a.onNext(1)
            b.onError(Boom())
            #expect(!a.hasObservers)
            a.onNext(2)
        }
        #expect(log.events == [.next(1), .error(Boom())])
        #expect(tracker.live == 0)
    }

    @Test func synchronousSourcesInterleaveAndAnEmptyListCompletes() {
        expectNoLeaks {
            let log = EventLog<Int>()
            _ = Observable.merge(Observable.of(1, 2), .of(10, 20), .empty()).subscribe(log)
            #expect(log.events == [.next(1), .next(10), .next(2), .next(20), .completed])
            let empty = EventLog<Int>()
            _ = Observable<Int>.merge([Observable<Int>]()).subscribe(empty)
            #expect(empty.events == [.completed])
        }
    }

    @Test func disposingStopsEverySource() {
        let tracker = ResourceTracker()
        let log = EventLog<Int>()
        tracker.track {
            let a = PublishSubject<Int>()
            let b = PublishSubject<Int>()
            let subscription = Observable.merge(a.asObservable(), b.asObservable()).subscribe(log)
            a.onNext(1)
            subscription.dispose()
            #expect(!a.hasObservers && !b.hasObservers)
            b.onNext(2)
        }
        #expect(log.events == [.next(1)])
        #expect(tracker.live == 0)
    }
}

@Suite struct ConcatTests {
    @Test func subscribesToEachSourceOnlyWhenThePreviousCompletes() {
        let tracker = ResourceTracker()
        let log = EventLog<Int>()
        tracker.track {
            let a = PublishSubject<Int>()
            let b = PublishSubject<Int>()
            _ = Observable.concat(a.asObservable(), b.asObservable()).subscribe(log)
            #expect(a.hasObservers && !b.hasObservers)
            b.onNext(0)
            a.onNext(1)
            a.onCompleted()
            #expect(!a.hasObservers && b.hasObservers)
            b.onNext(2)
            b.onCompleted()
        }
        #expect(log.events == [.next(1), .next(2), .completed])
        #expect(tracker.live == 0)
    }

    @Test func anErrorStopsTheChain() {
        let tracker = ResourceTracker()
        let log = EventLog<Int>()
        var subscribedToSecond = false
        tracker.track {
            let second = Observable<Int>.deferred {
                subscribedToSecond = true
                return .just(9)
            }
            _ = Observable.just(1).concat(Observable.error(Boom())).concat(second).subscribe(log)
        }
        #expect(log.events == [.next(1), .error(Boom())])
        #expect(!subscribedToSecond)
        #expect(tracker.live == 0)
    }

    @Test func aLongChainOfSynchronousSourcesDoesNotGrowTheStack() {
        expectNoLeaks {
            var count = 0
            var completed = false
            let sources = Array(repeating: Observable.just(1), count: 100_000)
            _ = Observable.concat(sources).subscribe(onNext: { count += $0 }, onCompleted: { completed = true })
            #expect(count == 100_000)
            #expect(completed)
        }
    }

    @Test func aLazySequenceIsIteratedOneSourcePerCompletion() {
        expectNoLeaks {
            var made: [PublishSubject<Int>] = []
            let sources = (1...3).lazy.map { _ -> Observable<Int> in
                let subject = PublishSubject<Int>()
                made.append(subject)
                return subject.asObservable()
            }
            let log = EventLog<Int>()
            let subscription = Observable.concat(sources).subscribe(log)
            #expect(made.count == 1)
            made[0].onNext(1)
            made[0].onCompleted()
            #expect(made.count == 2)
            made[1].onNext(2)
            subscription.dispose()
            #expect(made.count == 2)
            #expect(log.events == [.next(1), .next(2)])
            let empty = EventLog<Int>()
            _ = Observable.concat([Observable<Int>]()).subscribe(empty)
            #expect(empty.events == [.completed])
        }
    }

    @Test func disposingEndsTheCurrentSource() {
        let tracker = ResourceTracker()
        let log = EventLog<Int>()
        tracker.track {
            let a = PublishSubject<Int>()
            let subscription = Observable.concat([a.asObservable(), .just(2)]).subscribe(log)
            a.onNext(1)
            subscription.dispose()
            #expect(!a.hasObservers)
            a.onCompleted()
        }
        #expect(log.events == [.next(1)])
        #expect(tracker.live == 0)
    }
}

@Suite struct WithLatestFromTests {
    @Test func combinesEachElementWithTheLatestOfTheSecond() {
        let tracker = ResourceTracker()
        let log = EventLog<String>()
        tracker.track {
            let taps = PublishSubject<Int>()
            let text = PublishSubject<String>()
            _ = taps.withLatestFrom(text) { "\($0)\($1)" }.subscribe(log)
            taps.onNext(1)
            text.onNext("a")
            text.onNext("b")
            taps.onNext(2)
            text.onCompleted()
            #expect(!text.hasObservers)
            taps.onNext(3)
            taps.onCompleted()
        }
        #expect(log.events == [.next("2b"), .next("3b"), .completed])
        #expect(tracker.live == 0)
    }

    @Test func completesWithTheFirstSourceAndDisposesTheSecond() {
        let tracker = ResourceTracker()
        let log = EventLog<String>()
        tracker.track {
            let taps = PublishSubject<Void>()
            let text = BehaviorSubject(value: "x")
            _ = taps.withLatestFrom(text).subscribe(log)
            taps.onNext(())
            taps.onCompleted()
            #expect(!text.hasObservers)
            text.onNext("y")
        }
        #expect(log.events == [.next("x"), .completed])
        #expect(tracker.live == 0)
    }

    @Test func failsWhenEitherSourceFailsOrTheSelectorThrows() {
        let tracker = ResourceTracker()
        let fromSecond = EventLog<Int>()
        let fromSelector = EventLog<Int>()
        tracker.track {
            let first = PublishSubject<Int>()
            let second = BehaviorSubject(value: 10)
            _ = first.withLatestFrom(second) { (x: Int, y: Int) throws(Boom) -> Int in
                if x == 2 { throw Boom(tag: y) }
                return x + y
            }.subscribe(fromSelector)
            first.onNext(1)
            first.onNext(2)
            first.onNext(3)
            _ = first.withLatestFrom(second, resultSelector: +).subscribe(fromSecond)
            second.onError(Boom(tag: 7))
            first.onNext(4)
        }
        #expect(fromSelector.events == [.next(11), .error(Boom(tag: 10))])
        #expect(fromSecond.events == [.error(Boom(tag: 7))])
        #expect(tracker.live == 0)
    }

    @Test func subscribesToTheSecondSourceFirst() {
        expectNoLeaks {
            let log = EventLog<String>()
            _ = Observable.just(1).withLatestFrom(Observable.just("s")) { "\($0)\($1)" }.subscribe(log)
            #expect(log.events == [.next("1s"), .completed])
        }
    }
}

@Suite struct StartWithAndIfEmptyTests {
    @Test func startWithEmitsItsElementsFirst() {
        let tracker = ResourceTracker()
        let log = EventLog<Int>()
        tracker.track {
            let subject = PublishSubject<Int>()
            _ = subject.startWith(1, 2).subscribe(log)
            #expect(log.elements == [1, 2])
            subject.onNext(3)
            subject.onError(Boom())
        }
        #expect(log.events == [.next(1), .next(2), .next(3), .error(Boom())])
        #expect(tracker.live == 0)
    }

    @Test func ifEmptySwitchToSubscribesTheOtherOnlyWhenEmpty() {
        let tracker = ResourceTracker()
        let empty = EventLog<Int>()
        let nonEmpty = EventLog<Int>()
        let failed = EventLog<Int>()
        tracker.track {
            let other = PublishSubject<Int>()
            let source = PublishSubject<Int>()
            _ = source.ifEmpty(switchTo: other).subscribe(empty)
            #expect(!other.hasObservers)
            source.onCompleted()
            #expect(other.hasObservers)
            other.onNext(5)
            other.onCompleted()
            _ = Observable.just(1).switchIfEmpty(other).subscribe(nonEmpty)
            _ = Observable<Int>.error(Boom()).ifEmpty(switchTo: Observable.just(2)).subscribe(failed)
        }
        #expect(empty.events == [.next(5), .completed])
        #expect(nonEmpty.events == [.next(1), .completed])
        #expect(failed.events == [.error(Boom())])
        #expect(tracker.live == 0)
    }

    @Test func ifEmptyDefaultEmitsTheDefaultOnlyForAnEmptyCompletion() {
        expectNoLeaks {
            let empty = EventLog<Int>()
            let full = EventLog<Int>()
            let failed = EventLog<Int>()
            _ = Observable<Int>.empty().ifEmpty(default: 7).subscribe(empty)
            _ = Observable.of(1, 2).ifEmpty(default: 7).subscribe(full)
            _ = Observable<Int>.error(Boom()).ifEmpty(default: 7).subscribe(failed)
            #expect(empty.events == [.next(7), .completed])
            #expect(full.events == [.next(1), .next(2), .completed])
            #expect(failed.events == [.error(Boom())])
        }
    }
}
