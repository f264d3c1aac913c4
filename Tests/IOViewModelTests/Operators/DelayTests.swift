import IOViewModel
import TestScheduler
import Testing

/// `delay` as marble diagrams. Hot sources start with `^`, the subscription; what they send
/// before it (left of the `^`) is missed. Each test says how long a frame is.
@Suite struct DelayTests {
    @Test func shiftsElementsAndCompletionButEndsTheSourceSubscriptionOnTime() {
        let scheduler = TestScheduler()
        // One frame is 50 seconds: the 100-second delay is two frames.
        scheduler.marbles(frame: 50) { test in
            let xs = test.hot(            "1^2-3-4-|", values: digits)
            test.expect(xs.delay(.seconds(100), scheduler: scheduler),
                                           "---2-3-4-|", values: digits)
            test.expectSubscriptions(xs,   "^------!")
        }
    }

    @Test func elementsCloserThanTheDelayKeepTheirSpacing() {
        let scheduler = TestScheduler()
        // One frame is one second: the delay is ten frames.
        //             0         1         2         3         4
        //             01234567890123456789012345678901234567890
        scheduler.validate(
                      "^---------1----2-3------------|", values: digits,
            { $0.delay(.seconds(10), scheduler: scheduler) },
            expected: "--------------------1----2-3------------|", values: digits)
    }

    @Test func anErrorIsNotDelayedAndDropsWaitingElements() {
        let scheduler = TestScheduler()
        // One frame is ten seconds: the delay is ten frames.
        scheduler.marbles(frame: 10) { test in
            let xs = test.hot(           "^1---2----#", values: digits, error: Boom())
            test.expect(xs.delay(.seconds(100), scheduler: scheduler),
                                         "----------#", values: digits, error: Boom())
            test.expectSubscriptions(xs, "^---------!")
        }
    }

    @Test func disposingDropsWhatIsWaiting() {
        let scheduler = TestScheduler()
        // One frame is ten seconds: the delay is five frames. The output is disposed where its
        // diagram ends, at 100 seconds, as 2 and the completion are due.
        scheduler.marbles(frame: 10) { test in
            let xs = test.hot(           "^1---2|", values: digits)
            test.expect(xs.delay(.seconds(50), scheduler: scheduler),
                                         "------1---", values: digits)
            test.expectSubscriptions(xs, "^-----!")
        }
    }

    @Test func anElementSentWhileTheLastWaitingOneIsDeliveredStartsItsOwnTimer() {
        // The observer sends 2 as it receives 1, when nothing else waits: 2 needs a timer of its
        // own, a full delay later. 3 is still waiting when 4 is sent: 4 follows 3's timer.
        // One frame is five seconds: the delay is two frames; 200 seconds pass first.
        let scheduler = TestScheduler()
        let subject = PublishSubject<Int>()
        let delayed = subject.delay(.seconds(10), scheduler: scheduler)
            .do(onNext: { element in if element == 1 || element == 3 { subject.onNext(element + 1) } })
        scheduler.marbles(frame: 5) { test in
            //                               0         1         2         3
            //                               0123456789012345678901234567890123456789
            test.input(           "200s --1-----------------35------------------", values: digits,
                                  into: subject.onNext)
            test.expect(delayed,  "200s ----1-2---------------354---------------", values: digits)
        }
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
}
