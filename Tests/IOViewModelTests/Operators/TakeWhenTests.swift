import Dispatch
import IOViewModel
import Testing
import TestScheduler

extension OperatorsViewModel {
    @Suite struct TakeWhenTests {
        @Test func emitsTheLatestValueWhenTheTriggerFires() {
            let scheduler = TestScheduler()
            let emails: [Character: String] = ["a": "a@", "b": "ab@", "c": "abc@"]
            // One frame is five seconds.
            scheduler.marbles(frame: 5) { test in
                //                                 0         1         2
                //                                 012345678901234567890
                let email = test.hot(             "^--a-b-c", values: emails)
                let submit = test.hot(            "^-x-x-x-x-----------|", values: ["x": ()])
                // Nothing for the tap at 2: no email yet.
                test.expect(email.takeWhen(submit),
                                                  "----a-b-c-----------|", values: emails)
                test.expectSubscriptions(email,   "^-------------------!")
                test.expectSubscriptions(submit,  "^-------------------!")
            }
        }

        @Test func selfCompletingKeepsTheLatestValue() {
            let scheduler = TestScheduler()
            scheduler.marbles(frame: 10) { test in
                let values = test.hot(                 "^1|", values: digits)
                let trigger = test.hot(                "^--tu")
                test.expect(values.takeWhen(trigger),  "---11", values: digits)
                test.expectSubscriptions(values,       "^-!")
                // The trigger stays subscribed until the output is disposed, where the diagrams end.
                test.expectSubscriptions(trigger,      "^----!")
            }
        }

        @Test func errorsFromEitherSideFail() {
            let scheduler = TestScheduler()
            let failure = TestError("values")
            scheduler.marbles(frame: 10) { test in
                let values = test.hot(                 "^1---#", values: digits, error: failure)
                let trigger = test.hot(                "^--t--u")
                test.expect(values.takeWhen(trigger),  "---1-#", values: digits, error: failure)
                test.expectSubscriptions(trigger,      "^----!")
            }

            let second = TestScheduler()
            let triggerFailure = TestError("trigger")
            second.marbles(frame: 10) { test in
                let ys = test.hot(                     "^1", values: digits)
                let zs = test.hot(                     "^--#", error: triggerFailure)
                test.expect(ys.takeWhen(zs),           "---#", values: digits, error: triggerFailure)
                test.expectSubscriptions(ys,           "^--!")
            }
        }

        @Test func takePairWhenPairsTheLatestValueWithTheTriggersElement() {
            let scheduler = TestScheduler()
            // One frame is five seconds.
            scheduler.marbles(frame: 5) { test in
                //                                 0         1         2
                //                                 012345678901234567890
                let project = test.hot(           "^p---q", values: ["p": "p1", "q": "p2"])
                let rating = test.hot(            "^-3---5-------------|", values: digits)
                test.expect(project.takePairWhen(rating).map { "\($0.0):\($0.1)" },
                                                  "--A---B-------------|", values: ["A": "p1:3", "B": "p2:5"])
                test.expectSubscriptions(project, "^-------------------!")
            }
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
