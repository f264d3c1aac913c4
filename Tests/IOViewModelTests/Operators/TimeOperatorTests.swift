import IOViewModel
import TestScheduler
import Testing

@Suite struct IntervalAndTimerTests {
    @Test func intervalEmitsEveryPeriodUntilDisposed() {
        let scheduler = TestScheduler()
        let observer = scheduler.start(disposed: 650) {
            Observable<Int>.interval(.seconds(100), scheduler: scheduler)
        }
        #expect(observer.events == [.next(300, 0), .next(400, 1), .next(500, 2), .next(600, 3)])
    }

    @Test func timerWithoutPeriodEmitsZeroAndCompletes() {
        let scheduler = TestScheduler()
        let observer = scheduler.start { Observable<Int>.timer(.seconds(50), scheduler: scheduler) }
        #expect(observer.events == [.next(250, 0), .completed(250)])
    }

    @Test func timerWithPeriodStartsAfterTheDueTime() {
        let scheduler = TestScheduler()
        let observer = scheduler.start(disposed: 500) {
            Observable<UInt8>.timer(.seconds(50), period: .seconds(100), scheduler: scheduler)
        }
        #expect(observer.events == [.next(250, 0), .next(350, 1), .next(450, 2)])
    }

    @Test func disposingBeforeTheDueTimeCancelsTheTimer() {
        let scheduler = TestScheduler()
        let observer = scheduler.start(disposed: 240) { Observable<Int>.timer(.seconds(50), scheduler: scheduler) }
        #expect(observer.events.isEmpty)
        #expect(scheduler.leaks.isEmpty)
    }
}

@Suite struct DelayTests {
    @Test func shiftsElementsAndCompletionButEndsTheSourceSubscriptionOnTime() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), .completed(550),
        ])
        let observer = scheduler.start { xs.delay(.seconds(100), scheduler: scheduler) }
        #expect(observer.events == [.next(350, 2), .next(450, 3), .next(550, 4), .completed(650)])
        #expect(xs.subscriptions == [Subscription(200, 550)])
    }

    @Test func elementsCloserThanTheDelayKeepTheirSpacing() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(217, 3), .completed(230)])
        let observer = scheduler.start { xs.delay(.seconds(10), scheduler: scheduler) }
        #expect(observer.events == [.next(220, 1), .next(225, 2), .next(227, 3), .completed(240)])
    }

    @Test func anErrorIsNotDelayedAndDropsWaitingElements() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .error(300, Boom())])
        let observer = scheduler.start { xs.delay(.seconds(100), scheduler: scheduler) }
        #expect(observer.events == [.error(300, Boom())])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func disposingDropsWhatIsWaiting() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(260)])
        let observer = scheduler.start(disposed: 300) { xs.delay(.seconds(50), scheduler: scheduler) }
        #expect(observer.events == [.next(260, 1)])
        #expect(xs.subscriptions == [Subscription(200, 260)])
    }

    @Test func anElementSentWhileTheLastWaitingOneIsDeliveredStartsItsOwnTimer() {
        // The observer sends 2 as it receives 1, when nothing else waits: 2 needs a timer of its
        // own, a full delay later. 3 is still waiting when 4 is sent: 4 follows 3's timer.
        let scheduler = TestScheduler()
        let subject = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)
        let subscription = scheduler.tracker.track {
            subject.delay(.seconds(10), scheduler: scheduler)
                .do(onNext: { element in if element == 1 || element == 3 { subject.onNext(element + 1) } })
                .subscribe(observer)
        }
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(300) { subject.onNext(3) }
        scheduler.scheduleAt(305) { subject.onNext(5) }
        scheduler.advanceTo(400)
        #expect(
            observer.events == [.next(220, 1), .next(230, 2), .next(310, 3), .next(315, 5), .next(320, 4)])
        subscription.dispose()
        scheduler.assertNoLeaks()
    }

    @Test func aFakeServiceThatFailsFailsAtOnceWithDelayAndLateWithDelaySubscription() {
        // What the porting guide says of fake services: delay does not shift an error.
        let scheduler = TestScheduler(resolution: 0.001)
        let delayed = scheduler.start {
            Single<[String]>.error(TestError()).asObservable().delay(.milliseconds(100), scheduler: scheduler)
        }
        #expect(delayed.events == [.error(200, TestError())])
        let other = TestScheduler(resolution: 0.001)
        let late = other.start {
            Observable<[String]>.error(TestError()).delaySubscription(.milliseconds(100), scheduler: other)
        }
        #expect(late.events == [.error(300, TestError())])
    }

    @Test func delaySubscriptionSubscribesLater() {
        let scheduler = TestScheduler()
        let xs = scheduler.createColdObservable([.next(50, 1), .completed(100)])
        let observer = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        #expect(observer.events == [.next(280, 1), .completed(330)])
        #expect(xs.subscriptions == [Subscription(230, 330)])
    }

    @Test func delaySubscriptionDisposedEarlyNeverSubscribes() {
        let scheduler = TestScheduler()
        let xs = scheduler.createColdObservable([.next(50, 1), .completed(100)])
        let observer = scheduler.start(disposed: 220) { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        #expect(observer.events.isEmpty)
        #expect(xs.subscriptions.isEmpty)
    }
}

@Suite struct TimeoutTests {
    @Test func failsWhenAGapExceedsTheDueTime() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(300, 3), .completed(400)])
        let observer = scheduler.start { xs.timeout(.seconds(50), scheduler: scheduler) }
        #expect(observer.events == [.next(210, 1), .next(240, 2), .error(290, RxError.timeout)])
        #expect(xs.subscriptions == [Subscription(200, 290)])
    }

    @Test func theFirstElementMustAlsoArriveInTime() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(260, 1)])
        let observer = scheduler.start { xs.timeout(.seconds(50), scheduler: scheduler) }
        #expect(observer.events == [.error(250, RxError.timeout)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func switchesToTheOtherSequence() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 3)])
        let other = scheduler.createColdObservable([.next(10, 9), .completed(20)])
        let observer = scheduler.start { xs.timeout(.seconds(50), other: other, scheduler: scheduler) }
        #expect(observer.events == [.next(210, 1), .next(270, 9), .completed(280)])
        #expect(xs.subscriptions == [Subscription(200, 260)])
        #expect(other.subscriptions == [Subscription(260, 280)])
    }

    @Test func completingInTimeCancelsTheTimer() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(240)])
        let other = scheduler.createColdObservable([.next(10, 9)])
        let observer = scheduler.start { xs.timeout(.seconds(50), other: other, scheduler: scheduler) }
        #expect(observer.events == [.next(210, 1), .completed(240)])
        #expect(other.subscriptions.isEmpty)
    }

    @Test func anErrorInTimeIsForwarded() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, Boom())])
        let observer = scheduler.start { xs.timeout(.seconds(50), scheduler: scheduler) }
        #expect(observer.events == [.next(210, 1), .error(220, Boom())])
    }
}

@Suite struct ObserveOnSubscribeOnTests {
    @Test func observeOnDeliversOnlyWhenTheSchedulerRuns() {
        let scheduler = TestScheduler()
        let subject = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)
        let subscription = scheduler.tracker.track { subject.observe(on: scheduler).subscribe(observer) }
        subject.onNext(1)
        subject.onNext(2)
        #expect(observer.events.isEmpty)
        scheduler.advanceTo(10)
        subject.onNext(3)
        subject.onCompleted()
        #expect(observer.events == [.next(0, 1), .next(0, 2)])
        scheduler.advanceTo(20)
        #expect(observer.events == [.next(0, 1), .next(0, 2), .next(10, 3), .completed(10)])
        subscription.dispose()
        scheduler.assertNoLeaks()
    }

    @Test func observeOnDropsQueuedEventsOnceDisposed() {
        let scheduler = TestScheduler()
        let subject = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)
        let subscription = scheduler.tracker.track { subject.observe(on: scheduler).subscribe(observer) }
        subject.onNext(1)
        subscription.dispose()
        scheduler.start()
        #expect(observer.events.isEmpty)
        #expect(!subject.hasObservers)
        scheduler.assertNoLeaks()
    }

    @Test func observeOnInVirtualTimeKeepsTheTimes() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let observer = scheduler.start { xs.observe(on: scheduler) }
        #expect(observer.events == [.next(210, 1), .next(220, 2), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func subscribeOnSubscribesAndDisposesOnTheScheduler() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(5, 0), .next(30, 1), .next(50, 2), .next(60, 3)])
        let observer = scheduler.createObserver(Int.self)
        let subscription = scheduler.tracker.track { xs.subscribe(on: scheduler).subscribe(observer) }
        #expect(xs.subscriptions.isEmpty)
        scheduler.advanceTo(10)
        #expect(xs.subscriptions == [Subscription(0)])
        scheduler.advanceTo(50)
        subscription.dispose()
        #expect(xs.subscriptions == [Subscription(0)])
        scheduler.advanceTo(70)
        #expect(xs.subscriptions == [Subscription(0, 50)])
        #expect(observer.events == [.next(5, 0), .next(30, 1), .next(50, 2)])
        scheduler.assertNoLeaks()
    }

    @Test func subscribeOnDisposedBeforeTheSchedulerRunsNeverSubscribes() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(5, 0)])
        let observer = scheduler.createObserver(Int.self)
        let subscription = scheduler.tracker.track { xs.subscribe(on: scheduler).subscribe(observer) }
        subscription.dispose()
        scheduler.start()
        #expect(xs.subscriptions.isEmpty)
        #expect(observer.events.isEmpty)
    }
}

@Suite struct DebounceTests {
    @Test func emitsAfterAQuietPeriod() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(250, 2), .next(300, 3), .next(320, 4), .next(400, 5), .completed(500),
        ])
        let observer = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        #expect(observer.events == [.next(270, 2), .next(340, 4), .next(420, 5), .completed(500)])
        #expect(xs.subscriptions == [Subscription(200, 500)])
    }

    @Test func completionFlushesTheWaitingElementAtOnce() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(220)])
        let observer = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        #expect(observer.events == [.next(220, 2), .completed(220)])
    }

    @Test func anErrorDropsTheWaitingElement() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, Boom())])
        let observer = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        #expect(observer.events == [.error(220, Boom())])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func disposingCancelsTheWaitingElement() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let observer = scheduler.start(disposed: 220) { xs.debounce(.seconds(20), scheduler: scheduler) }
        #expect(observer.events.isEmpty)
    }

    @Test func readsAsAMarbleDiagram() {
        let scheduler = TestScheduler()
        scheduler.validate(
            "-a--bc----d--|", { $0.debounce(.seconds(2), scheduler: scheduler) },
            expected: "---a---c----d|")
    }
}

@Suite struct ThrottleTests {
    @Test func latestEmitsTheTrailingElementAtTheWindowsEndAndDelaysCompletion() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(215, 2), .next(225, 3), .next(250, 4), .next(260, 5), .completed(265),
        ])
        let observer = scheduler.start { xs.throttle(.seconds(20), latest: true, scheduler: scheduler) }
        #expect(observer.events == [.next(210, 1), .next(230, 3), .next(250, 4), .next(270, 5), .completed(270)])
        #expect(xs.subscriptions == [Subscription(200, 265)])
    }

    @Test func withoutLatestDropsEverythingInsideTheWindow() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(215, 2), .next(225, 3), .next(250, 4), .next(260, 5), .completed(265),
        ])
        let observer = scheduler.start { xs.throttle(.seconds(20), latest: false, scheduler: scheduler) }
        #expect(observer.events == [.next(210, 1), .next(250, 4), .completed(265)])
    }

    @Test func completionWithNothingWaitingIsImmediate() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(215)])
        let observer = scheduler.start { xs.throttle(.seconds(20), scheduler: scheduler) }
        #expect(observer.events == [.next(210, 1), .completed(215)])
    }

    @Test func anErrorDropsTheWaitingElement() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .error(220, Boom())])
        let observer = scheduler.start { xs.throttle(.seconds(20), scheduler: scheduler) }
        #expect(observer.events == [.next(210, 1), .error(220, Boom())])
    }
}

@Suite struct SampleTests {
    @Test func emitsTheLatestNewElementAtEachTickAndCompletesAtTheTickAfterTheSourceEnds() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
        let ticks = scheduler.createHotObservable([
            .next(215, ()), .next(230, ()), .next(250, ()), .next(260, ()), .next(320, ()),
        ])
        let observer = scheduler.start { xs.sample(ticks) }
        #expect(observer.events == [.next(215, 1), .next(230, 2), .next(250, 3), .completed(320)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
        #expect(ticks.subscriptions == [Subscription(200, 320)])
    }

    @Test func aDefaultValueFillsTicksWithoutANewElement() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let ticks = scheduler.createHotObservable([.next(215, ()), .next(260, ()), .next(320, ())])
        let observer = scheduler.start { xs.sample(ticks, defaultValue: 0) }
        #expect(observer.events == [.next(215, 1), .next(260, 0), .next(320, 0), .completed(320)])
    }

    @Test func theSamplerCompletingSamplesOnceMore() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ticks = scheduler.createHotObservable([.completed(230, Void.self)])
        let observer = scheduler.start { xs.sample(ticks) }
        #expect(observer.events == [.next(230, 1), .completed(230)])
    }

    @Test func eitherErrorFails() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let ticks = scheduler.createHotObservable([.error(230, Boom(), Void.self)])
        let observer = scheduler.start { xs.sample(ticks) }
        #expect(observer.events == [.error(230, Boom())])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }
}

@Suite struct BufferTests {
    @Test func emitsWhenFullOrWhenTheTimeSpanEnds() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(280, 5), .next(300, 6), .completed(320),
        ])
        let observer = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        #expect(
            observer.events == [
                .next(230, [1, 2, 3]), .next(300, [4, 5, 6]), .next(320, []), .completed(320),
            ])
        #expect(xs.subscriptions == [Subscription(200, 320)])
    }

    @Test func emptyWindowsEmitEmptyArrays() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(250, 1), .completed(380)])
        let observer = scheduler.start { xs.buffer(timeSpan: .seconds(100), count: 10, scheduler: scheduler) }
        #expect(observer.events == [.next(300, [1]), .next(380, []), .completed(380)])
    }

    @Test func anErrorDropsTheCurrentArray() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, Boom())])
        let observer = scheduler.start { xs.buffer(timeSpan: .seconds(100), count: 10, scheduler: scheduler) }
        #expect(observer.events == [.error(220, Boom())])
    }
}

@Suite struct SkipAndTakeDurationTests {
    @Test func skipDropsElementsUntilTheDurationHasPassed() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(260)])
        let observer = scheduler.start { xs.skip(.seconds(30), scheduler: scheduler) }
        #expect(observer.events == [.next(250, 3), .completed(260)])
        #expect(xs.subscriptions == [Subscription(200, 260)])
    }

    @Test func takeForCompletesAfterTheDuration() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(260)])
        let observer = scheduler.start { xs.take(for: .seconds(35), scheduler: scheduler) }
        #expect(observer.events == [.next(210, 1), .next(230, 2), .completed(235)])
        #expect(xs.subscriptions == [Subscription(200, 235)])
    }

    @Test func takeForForwardsAnEarlierEnd() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, Boom())])
        let observer = scheduler.start { xs.take(for: .seconds(35), scheduler: scheduler) }
        #expect(observer.events == [.next(210, 1), .error(220, Boom())])
    }
}
