import IOViewModel
import Testing
import TestScheduler

extension OperatorsFiltering {
    @Suite struct IgnoreElementsTests {
        @Test func forwardsOnlyTheTerminalEvent() {
            let scheduler = TestScheduler()
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
            let observer = scheduler.start { xs.ignoreElements() }
            #expect(observer.events == [.completed(300)])
            #expect(xs.subscriptions == [Subscription(200, 300)])

            let failure = TestError("source")
            let second = TestScheduler()
            let ys = second.createHotObservable([.next(210, 1), .error(250, failure)])
            let failed = second.start { ys.ignoreElements() }
            #expect(failed.events == [.error(250, failure)])
        }
    }

    @Suite struct ElementAtTests {
        @Test func emitsTheElementAtTheIndexThenCompletes() {
            let scheduler = TestScheduler()
            let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .next(230, "c"), .completed(300)])
            let observer = scheduler.start { xs.element(at: 1) }
            #expect(observer.events == [.next(220, "b"), .completed(220)])
            #expect(xs.subscriptions == [Subscription(200, 220)])
        }

        @Test func sourceCompletingFirstFailsWithArgumentOutOfRange() {
            let scheduler = TestScheduler()
            let xs = scheduler.createHotObservable([.next(210, "a"), .completed(300)])
            let observer = scheduler.start { xs.element(at: 3) }
            #expect(observer.events == [.error(300, RxError.argumentOutOfRange)])
        }

        @Test func sourceErrorsPassThrough() {
            expectNoLeaks {
                let (recorder, _) = Observable<Int>.error(TestError("s")).element(at: 0).record()
                #expect(recorder.events == [.error(TestError("s"))])
            }
        }
    }

    @Suite struct SingleTests {
        @Test func emitsTheOnlyElementAndCompletes() {
            let scheduler = TestScheduler()
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
            let observer = scheduler.start { xs.single() }
            #expect(observer.events == [.next(210, 1), .completed(300)])
        }

        @Test func aSecondElementFailsAtOnce() {
            let scheduler = TestScheduler()
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
            let observer = scheduler.start { xs.single() }
            #expect(observer.events == [.next(210, 1), .error(220, RxError.moreThanOneElement)])
            #expect(xs.subscriptions == [Subscription(200, 220)])
        }

        @Test func noElementFailsOnCompletion() {
            expectNoLeaks {
                let (recorder, _) = Observable<Int>.empty().single().record()
                #expect(recorder.events == [.error(RxError.noElements)])
            }
        }

        @Test func predicateFormCountsOnlyMatches() {
            let scheduler = TestScheduler()
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 4), .next(230, 3), .next(240, 6), .completed(300)])
            let observer = scheduler.start { xs.single { $0.isMultiple(of: 2) } }
            #expect(observer.events == [.next(220, 4), .error(240, RxError.moreThanOneElement)])
            #expect(xs.subscriptions == [Subscription(200, 240)])
        }

        @Test func predicateFormFailsWithoutAMatchOrWhenThrowing() {
            expectNoLeaks {
                let (none, _) = Observable.of(1, 3).single { $0.isMultiple(of: 2) }.record()
                #expect(none.events == [.error(RxError.noElements)])
                let (throwing, _) = Observable.of(1, 3).single { _ in throw TestError("p") }.record()
                #expect(throwing.events == [.error(TestError("p"))])
            }
        }

        @Test func stopsAnEndlessSynchronousSource() {
            expectNoLeaks {
                let (recorder, _) = Observable.repeatElement(1).single().record()
                #expect(recorder.events == [.next(1), .error(RxError.moreThanOneElement)])
            }
        }
    }

    @Suite struct FirstTests {
        @Test func emitsTheFirstElementAndCompletesAtOnce() {
            let scheduler = TestScheduler()
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
            let observer = scheduler.start { xs.first().asObservable() }
            #expect(observer.events == [.next(210, 1), .completed(210)])
            #expect(xs.subscriptions == [Subscription(200, 210)])
        }

        @Test func emptySourceEmitsNil() {
            let scheduler = TestScheduler()
            let xs = scheduler.createHotObservable([.completed(250, Int.self)])
            let observer = scheduler.start { xs.first().asObservable() }
            #expect(observer.events == [.next(250, nil), .completed(250)])
        }

        @Test func errorsPassThroughAndEndlessSourcesStop() {
            expectNoLeaks {
                let (failed, _) = Observable<Int>.error(TestError("s")).first().asObservable().record()
                #expect(failed.events == [.error(TestError("s"))])
                let (endless, _) = Observable.repeatElement(5).first().asObservable().record()
                #expect(endless.events == [.next(5), .completed])
            }
        }
    }
}
