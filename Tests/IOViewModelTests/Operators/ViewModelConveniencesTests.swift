import Dispatch
import IOViewModel
import Testing
import TestScheduler

extension OperatorsViewModel {
    @Suite struct MapConstTests {
        @Test func replacesEachElement() {
            let scheduler = TestScheduler()
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
            let observer = scheduler.start { xs.mapConst("tap") }
            #expect(observer.events == [.next(210, "tap"), .next(220, "tap"), .completed(300)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }

        @Test func ignoreValuesMapsToVoid() {
            expectNoLeaks {
                var count = 0
                var completed = false
                _ = Observable.of("a", "b").ignoreValues().subscribe(onNext: { count += 1 }, onCompleted: { completed = true })
                #expect(count == 2)
                #expect(completed)
                let (failed, _) = Observable<Int>.error(TestError("s")).ignoreValues().map { 0 }.record()
                #expect(failed.events == [.error(TestError("s"))])
            }
        }
    }

    @Suite struct SkipNilTests {
        @Test func unwrapsAndSkipsNil() {
            let scheduler = TestScheduler()
            let xs = scheduler.createHotObservable([.next(210, Int?.some(1)), .next(220, nil), .next(230, 3), .completed(300)])
            let observer = scheduler.start { xs.skipNil() }
            #expect(observer.events == [.next(210, 1), .next(230, 3), .completed(300)])
        }

        @Test func errorsPassThrough() {
            expectNoLeaks {
                let (recorder, _) = Observable<String?>.error(TestError("s")).skipNil().record()
                #expect(recorder.events == [.error(TestError("s"))])
            }
        }
    }

    @Suite struct NotTests {
        @Test func negatesEachElement() {
            let scheduler = TestScheduler()
            let xs = scheduler.createHotObservable([.next(210, true), .next(220, false), .completed(300)])
            let observer = scheduler.start { xs.not() }
            #expect(observer.events == [.next(210, false), .next(220, true), .completed(300)])
        }
    }

    @Suite struct CombinePreviousTests {
        private func pairs(_ events: [Recorded<Event<(Int, Int)>>]) -> [String] {
            events.map { record in
                switch record.value {
                case .next(let (previous, current)): return "\(record.time): \(previous)->\(current)"
                case .completed: return "\(record.time): completed"
                case .error(let error): return "\(record.time): \(error)"
                }
            }
        }

        @Test func pairsEachElementWithThePreviousOne() {
            let scheduler = TestScheduler()
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
            let observer = scheduler.start { xs.combinePrevious() }
            #expect(pairs(observer.events) == ["220: 1->2", "230: 2->3", "300: completed"])
        }

        @Test func initialValuePairsWithTheFirstElement() {
            let scheduler = TestScheduler()
            let failure = TestError("s")
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(250, failure)])
            let observer = scheduler.start { xs.combinePrevious(0) }
            #expect(pairs(observer.events) == ["210: 0->1", "220: 1->2", "250: s"])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }

        @Test func eachSubscriptionStartsAfresh() {
            expectNoLeaks {
                let source = Observable.of(1, 2).combinePrevious(0).map { "\($0.0)->\($0.1)" }
                let (first, _) = source.record()
                let (second, _) = source.record()
                #expect(first.events == [.next("0->1"), .next("1->2"), .completed])
                #expect(second.events == first.events)
            }
        }
    }

    @Suite struct TakeWhenTests {
        @Test func emitsTheLatestValueWhenTheTriggerFires() {
            let scheduler = TestScheduler()
            let email = scheduler.createHotObservable([.next(215, "a@"), .next(225, "ab@"), .next(235, "abc@")])
            let submit = scheduler.createHotObservable([
                .next(210, ()), .next(220, ()), .next(230, ()), .next(240, ()), .completed(300),
            ])
            let observer = scheduler.start { email.takeWhen(submit) }
            // Nothing for the tap at 210: no email yet.
            #expect(observer.events == [.next(220, "a@"), .next(230, "ab@"), .next(240, "abc@"), .completed(300)])
            #expect(email.subscriptions == [Subscription(200, 300)])
            #expect(submit.subscriptions == [Subscription(200, 300)])
        }

        @Test func selfCompletingKeepsTheLatestValue() {
            let scheduler = TestScheduler()
            let values = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let trigger = scheduler.createHotObservable([.next(230, "t"), .next(240, "u")])
            let observer = scheduler.start { values.takeWhen(trigger) }
            #expect(observer.events == [.next(230, 1), .next(240, 1)])
            #expect(values.subscriptions == [Subscription(200, 220)])
            #expect(trigger.subscriptions == [Subscription(200, 1000)])
        }

        @Test func errorsFromEitherSideFail() {
            let scheduler = TestScheduler()
            let failure = TestError("values")
            let values = scheduler.createHotObservable([.next(210, 1), .error(250, failure)])
            let trigger = scheduler.createHotObservable([.next(230, "t"), .next(260, "u")])
            let observer = scheduler.start { values.takeWhen(trigger) }
            #expect(observer.events == [.next(230, 1), .error(250, failure)])
            #expect(trigger.subscriptions == [Subscription(200, 250)])

            let second = TestScheduler()
            let triggerFailure = TestError("trigger")
            let ys = second.createHotObservable([.next(210, 1)])
            let zs = second.createHotObservable([.error(230, triggerFailure, String.self)])
            let failed = second.start { ys.takeWhen(zs) }
            #expect(failed.events == [.error(230, triggerFailure)])
            #expect(ys.subscriptions == [Subscription(200, 230)])
        }

        @Test func takePairWhenPairsTheLatestValueWithTheTriggersElement() {
            let scheduler = TestScheduler()
            let project = scheduler.createHotObservable([.next(205, "p1"), .next(225, "p2")])
            let rating = scheduler.createHotObservable([.next(210, 3), .next(230, 5), .completed(300)])
            let observer = scheduler.start { project.takePairWhen(rating).map { "\($0.0):\($0.1)" } }
            #expect(observer.events == [.next(210, "p1:3"), .next(230, "p2:5"), .completed(300)])
            #expect(project.subscriptions == [Subscription(200, 300)])
        }

        @Test func triggersFromAnotherThreadSeeTheLatestValue() {
            let tracker = ResourceTracker()
            let values = BehaviorSubject(value: 1)
            let trigger = PublishSubject<Void>()
            let finished = DispatchGroup()
            var events: [Event<Int>] = []
            let subscription = tracker.track {
                values.takeWhen(trigger).take(2).subscribe { events.append($0) }
            }
            DispatchQueue.global().async(group: finished) {
                trigger.onNext(())
                values.onNext(2)
                trigger.onNext(())
            }
            finished.wait()
            #expect(events == [.next(1), .next(2), .completed])
            #expect(!values.hasObservers && !trigger.hasObservers)
            subscription.dispose()
            #expect(tracker.live == 0)
        }
    }
}
