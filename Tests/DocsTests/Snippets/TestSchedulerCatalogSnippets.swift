import IOViewModel
import Testing
import TestScheduler

/// The examples of the TestScheduler catalog, run as tests so they stay true.
@Suite struct TestSchedulerCatalogSnippets {
    @Test func takeLetsGoOfItsSource() {
        let scheduler = TestScheduler()
        scheduler.marbles { test in
            let source = test.cold("-a-b-c-|")
            test.expect(source.take(2), "-a-(b|)")
            test.expectSubscriptions(source, "^--!")
        }
    }

    @Test func combineLatestInTheCompactForm() {
        let scheduler = TestScheduler()
        scheduler.validate("-a--b-|", values: ["a": 1, "b": 2],
                           "--x---|", values: ["x": "x"],
                           { Observable.combineLatest($0, $1) { "\($0)\($1)" } },
                           expected: "--A-B-|", values: ["A": "1x", "B": "2x"])
    }

    @Test func mapDoublesElementsTheRxTestWay() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])
        let res = scheduler.start { xs.map { $0 * 2 } }
        #expect(res.events == [.next(210, 4), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func parseAndRenderExample() throws {
        let events = try Marbles.parse("-a-(bc)-|", values: ["a": 1, "b": 2, "c": 3])
        #expect(events == [.next(1, 1), .next(3, 2), .next(3, 3), .completed(8)])
        #expect(Marbles.render(events, values: ["a": 1, "b": 2, "c": 3]) == "-a-(bc)-|")
        #expect(Marbles.render([Recorded<Event<Int>>.next(210, 1), .completed(300)], values: ["a": 1]) == "210s a 89s |")
    }

    @Test func syntaxTableExamples() throws {
        #expect(try Marbles.parse("--a") == [.next(2, "a")])
        #expect(try Marbles.parse("-a - b") == [.next(1, "a"), .next(3, "b")])
        #expect(try Marbles.parse("-(ab)-c") == [.next(1, "a"), .next(1, "b"), .next(6, "c")])
        #expect(try Marbles.parse("a-^-b", kind: .hot) == [.next(-2, "a"), .next(2, "b")])
        #expect(try Marbles.parse("a 9ms b", format: MarbleFormat(resolution: 0.001)) == [.next(0, "a"), .next(10, "b")])
        #expect(try Marbles.parse("-a 3s b") == [.next(1, "a"), .next(5, "b")])
        #expect(try Marbles.parseSubscription("^---!") == Subscription(0, 4))
        #expect(try Marbles.parseSubscription("--^") == Subscription(2))
        #expect(try Marbles.parseSubscription("-(^!)") == Subscription(1, 1))
        #expect(try Marbles.parseSubscription("^ 10s !") == Subscription(0, 11))
    }
}

/// The examples of the TestScheduler module's own doc comments.
@Suite struct TestSchedulerDocCommentSnippets {
    @Test func testObserverRecordsAnOutput() {
        let tracker = ResourceTracker()
        tracker.track {
            let email = PublishSubject<String>()
            let isEmailValid = ValueRecorder<Bool>()
            let subscription = email.map { $0.contains("@") }.subscribe(isEmailValid)
            email.onNext("foo")
            email.onNext("foo@bar.com")
            isEmailValid.assertValues([false, true])
            isEmailValid.assertDidNotComplete()
            subscription.dispose()
        }
        #expect(tracker.live == 0)
    }

    /// Collects what a marble test tells its observer.
    final class DiagramLog: MarbleTestDelegate {
        var diagrams: [String] = []
        var roles: [String] = []
        var outputs: [TestableObserver<String>] = []
        var origin: TestTime?
        func marbleTest<Element>(_ test: MarbleTest, declared declaration: MarbleDeclaration<Element>) {
            diagrams.append(declaration.diagram)
            roles.append("\(declaration.role)")
            if let recorder = declaration.recorder as? TestableObserver<String> { outputs.append(recorder) }
        }
        func marbleTest(_ test: MarbleTest, didRunFrom origin: TestTime) {
            self.origin = origin
        }
    }

    @Test func aMarbleTestTellsItsObserverEachLineAndWhatTheOutputsDid() {
        let scheduler = TestScheduler()
        let log = DiagramLog()
        var typed: [String] = []
        scheduler.marbles { test in
            test.delegate = log
            let source = test.cold("-a-b-|")
            test.input("a-^-b", into: { typed.append($0) })
            test.expect(source.map { $0.uppercased() }, "-A-B-|")
        }
        #expect(log.diagrams == ["-a-b-|", "a-^-b", "-A-B-|"])
        #expect(log.roles == ["cold", "input", "output"])
        // The input's `^` puts frame zero two ticks in.
        #expect(log.origin == 2)
        #expect(log.outputs.first?.events == [.next(3, "A"), .next(5, "B"), .completed(7)])
        #expect(typed == ["a", "b"])
    }

    @Test func aMalformedDiagramStopsTheRunBeforeTheObserverHearsOfIt() {
        let scheduler = TestScheduler()
        let log = DiagramLog()
        let failures = TestFailureReporting.captureFailures {
            scheduler.marbles { test in
                test.delegate = log
                test.expect(test.cold("-a-|"), "-a-(|")
            }
        }
        #expect(failures.count == 1)
        #expect(log.diagrams == ["-a-|"])
        #expect(log.origin == nil)
    }
}
