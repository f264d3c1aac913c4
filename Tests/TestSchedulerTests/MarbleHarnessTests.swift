import IOViewModel
import Testing
import TestScheduler

@Suite struct MarbleHarnessTests {
    @Test func signinReadsAsTheScreensLife() {
        let scheduler = TestScheduler()
        let viewModel = SampleSigninViewModel()
        scheduler.marbles { test in
            test.input("-a---b--", values: ["a": "foo", "b": "foo@bar.com"], into: viewModel.inputs.didChange(email:))
            test.input("-------t", into: viewModel.inputs.didTapSignin)
            test.expect(viewModel.outputs.isEmailValid,     "-n---v--", values: ["n": .notValid, "v": .valid])
            test.expect(viewModel.outputs.emailNotValidErr, "-e---o--", values: ["e": "Entered email is not valid.", "o": ""])
            test.expect(viewModel.outputs.signinRequested,  "-------x")
        }
        #expect(scheduler.clock == 8)
    }

    @Test func compactOperatorForm() {
        let scheduler = TestScheduler()
        scheduler.validate("-a-b-|", values: ["a": 1, "b": 2], { $0.map { $0 * 2 } },
                           expected: "-A-B-|", values: ["A": 2, "B": 4])
        scheduler.validate("-a-b-c-|", { $0.filter { $0 != "b" }.map { $0.uppercased() } }, expected: "-A---C-|")
    }

    @Test func compactFormWithTwoAndThreeInputs() {
        let scheduler = TestScheduler()
        // A hand-rolled "merge" so the test depends only on the core.
        func merge<E>(_ sources: Observable<E>...) -> Observable<E> {
            Observable { observer in
                var remaining = sources.count
                let all = CompositeDisposable()
                for source in sources {
                    all.insert(source.subscribe(AnyObserver { event in
                        switch event {
                        case .next: observer.on(event)
                        case .error: observer.on(event)
                        case .completed:
                            remaining -= 1
                            if remaining == 0 { observer.on(.completed) }
                        }
                    }))
                }
                return all
            }
        }
        scheduler.validate("-a---|", values: ["a": 1],
                           "--b-|", values: ["b": 2],
                           { merge($0, $1) },
                           expected: "-ab--|", values: ["a": 1, "b": 2])
        scheduler.validate("a--|", values: ["a": 1],
                           "-b-|", values: ["b": 2],
                           "--c|", values: ["c": 3],
                           { merge($0, $1, $2) },
                           expected: "abc|", values: ["a": 1, "b": 2, "c": 3])
    }

    @Test func timeOperatorsUseTheSchedulersResolution() {
        let scheduler = TestScheduler(resolution: 0.001)
        scheduler.validate("-a-b|", values: ["a": 1, "b": 2], { delayed($0, by: .milliseconds(3), on: scheduler) },
                           expected: "----a-b|", values: ["a": 1, "b": 2])
        let seconds = TestScheduler()
        seconds.marbles(frame: 10) { test in
            let xs = test.cold("-a|")
            test.expect(delayed(xs.asObservable(), by: .seconds(20), on: seconds), "---a|")
        }
    }

    @Test func hotAndColdSourcesWithSubscriptionDiagrams() {
        let scheduler = TestScheduler()
        scheduler.marbles { test in
            let hot = test.hot("--a-^-b-c-|")
            let cold = test.cold("-x-|")
            test.expect(hot.map { $0.uppercased() }, "--B-C-|")
            test.expect(cold.asObservable(), "-x-|")
            test.expectSubscriptions(hot, "^-----!")
            test.expectSubscriptions(cold, "^--!")
        }
    }

    @Test func inputsBeforeTheCaretRunBeforeSubscription() {
        let scheduler = TestScheduler()
        let relay = BehaviorRelay(value: "start")
        scheduler.marbles { test in
            test.input("a-^-b", into: relay.accept)
            test.expect(relay.asObservable(), "  a-b")
        }
    }

    @Test func nonEquatableOutputsCompareWithAClosure() {
        struct Box { let value: Int }
        let scheduler = TestScheduler()
        scheduler.validate("-a-b|", values: ["a": 1, "b": 2], { $0.map { Box(value: $0) } },
                           expected: "-x-y|", values: ["x": Box(value: 1), "y": Box(value: 2)],
                           by: { $0.value == $1.value })
    }

    @Test func errorsInDiagrams() {
        let scheduler = TestScheduler()
        let boom = TestError("boom")
        scheduler.validate("-a-#", values: ["a": 1], error: boom, { $0.map { $0 + 1 } },
                           expected: "-b-#", values: ["b": 2])
    }

    @Test func marblesRunsMayFollowEachOtherOnOneScheduler() {
        let scheduler = TestScheduler()
        scheduler.validate("-a|", { $0 }, expected: "-a|")
        #expect(scheduler.clock == 3)
        scheduler.validate("--a|", { $0 }, expected: "--a|")
        #expect(scheduler.clock == 7)
    }
}
