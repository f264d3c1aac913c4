import IOViewModel
import Testing
import TestScheduler

/// The examples of the DocC catalog and the README, run as tests so they stay true.
@Suite struct DocumentationExampleTests {
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
