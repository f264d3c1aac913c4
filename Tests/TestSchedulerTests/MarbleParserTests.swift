import IOViewModel
import Testing
import TestScheduler

@Suite struct MarbleParserTests {
    @Test func framesValuesAndCompletion() throws {
        let events = try Marbles.parse("-a--b-|", values: ["a": 1, "b": 2])
        #expect(events == [.next(1, 1), .next(4, 2), .completed(6)])
    }

    @Test func spacesAreIgnored() throws {
        #expect(try Marbles.parse("  -a - b|") == [.next(1, "a"), .next(3, "b"), .completed(4)])
    }

    @Test func groupsShareAFrameAndLastTheirWidth() throws {
        // RxJS: after a group, time moves on by the group's width in characters.
        let events = try Marbles.parse("(ab)-(cd)|")
        #expect(events == [.next(0, "a"), .next(0, "b"), .next(5, "c"), .next(5, "d"), .completed(9)])
        #expect(try Marbles.parse("-(a|)") == [.next(1, "a"), .completed(1)])
    }

    @Test func errorsUseTheErrorArgument() throws {
        let boom = TestError("boom")
        let events = try Marbles.parse("-a-#", values: ["a": 1], error: boom)
        #expect(events == [.next(1, 1), .error(3, boom)])
        #expect(try Marbles.parse("#") == [.error(0, TestError())])
    }

    @Test func hotDiagramsPutFrameZeroAtTheCaret() throws {
        let events = try Marbles.parse("a-^-b-|", kind: .hot)
        #expect(events == [.next(-2, "a"), .next(2, "b"), .completed(4)])
        #expect(try Marbles.parse("(^a)", kind: .hot) == [.next(0, "a")])
    }

    @Test func timeProgressionFollowsRxJSSpacing() throws {
        // a at 0, it lasts one frame, then 9 more: b at 10 (RxJS: 'a 9ms b').
        let milliseconds = MarbleFormat(frame: 1, resolution: 0.001)
        #expect(try Marbles.parse("a 9ms b", format: milliseconds) == [.next(0, "a"), .next(10, "b")])
        #expect(try Marbles.parse("a 9ms b 9s c|", format: milliseconds)
            == [.next(0, "a"), .next(10, "b"), .next(9011, "c"), .completed(9012)])
        #expect(try Marbles.parse("1.5s a", format: milliseconds) == [.next(1500, "a")])
        #expect(try Marbles.parse("2m a", format: MarbleFormat()) == [.next(120, "a")])
        #expect(try Marbles.parse("- 3s -a") == [.next(5, "a")])
    }

    @Test func frameLengthScalesEverySymbol() throws {
        let tens = MarbleFormat(frame: 10)
        #expect(try Marbles.parse("-a-(bc)|", format: tens)
            == [.next(10, "a"), .next(30, "b"), .next(30, "c"), .completed(70)])
    }

    @Test func digitsAreValuesUnlessFollowedByAUnit() throws {
        #expect(try Marbles.parse("-1-2|", values: ["1": 1, "2": 2]) == [.next(1, 1), .next(3, 2), .completed(4)])
        #expect(try Marbles.parse("12") == [.next(0, "1"), .next(1, "2")])
    }

    @Test func subscriptionDiagrams() throws {
        #expect(try Marbles.parseSubscription("--^---!") == Subscription(2, 6))
        #expect(try Marbles.parseSubscription("^") == Subscription(0))
        #expect(try Marbles.parseSubscription("-(^!)") == Subscription(1, 1))
        #expect(try Marbles.parseSubscription("^ 10s !") == Subscription(0, 11))
        #expect(try Marbles.parseSubscription("-^-!", format: MarbleFormat(frame: 10)) == Subscription(10, 30))
    }

    @Test func renderDrawsEventsBack() {
        #expect(Marbles.render([.next(1, 1), .next(3, 2), .next(3, 3), .completed(8)], values: ["a": 1, "b": 2, "c": 3])
            == "-a-(bc)-|")
        #expect(Marbles.render([Recorded<Event<String>>.next(-2, "a"), .next(2, "b")]) == "a-^-b")
        #expect(Marbles.render([Recorded<Event<Int>>.error(2, TestError())]) == "--#")
        #expect(Marbles.render(Subscription(2, 5)) == "--^--!")
        #expect(Marbles.render(Subscription(1)) == "-^")
    }

    @Test func renderCompressesLongSilences() throws {
        let events: [Recorded<Event<String>>] = [.next(210, "a"), .next(220, "b"), .completed(300)]
        let drawing = Marbles.render(events)
        #expect(drawing == "210s a---------b 79s |")
        #expect(try Marbles.parse(drawing) == events)
    }

    @Test func renderKeepsDigitsAndUnitsApart() throws {
        let values: [Character: Int] = ["1": 1, "s": 2, "m": 3]
        let events: [Recorded<Event<Int>>] = [.next(0, 1), .next(1, 2), .next(2, 1), .next(2, 3)]
        let drawing = Marbles.render(events, values: values)
        #expect(drawing == "1 s(1 m)")
        #expect(try Marbles.parse(drawing, values: values) == events)
    }

    @Test func renderGivesUnknownValuesFreshLetters() {
        #expect(Marbles.render([.next(0, 7), .next(1, 8), .next(2, 7)], values: ["a": 1]) == "bcb")
    }
}
