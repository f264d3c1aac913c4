import IOViewModel
import Testing
import TestScheduler

/// The examples of RxJS's marble-testing guide that mean something here, parsed as RxJS reads
/// them (one frame per character, `^` as the subscription point, spaces for alignment).
@Suite struct RxJSMarbleSyntaxTests {
    func events(_ diagram: String, kind: MarbleDiagramKind = .cold) throws -> [Recorded<Event<String>>] {
        try Marbles.parse(diagram, kind: kind)
    }

    @Test func everyCharacterThatIsNotAMarkIsAValue() throws {
        #expect(try events("--🙈--🙉--🙊--|") == [.next(2, "🙈"), .next(5, "🙉"), .next(8, "🙊"), .completed(11)])
        #expect(try events("-✓-✗-") == [.next(1, "✓"), .next(3, "✗")])
        #expect(try events("-é-ж-あ-*-") == [.next(1, "é"), .next(3, "ж"), .next(5, "あ"), .next(7, "*")])
        // A grapheme made of several scalars is one character, one frame.
        #expect(try events("-👩‍👩‍👧-e\u{301}|") == [.next(1, "👩‍👩‍👧"), .next(3, "e\u{301}"), .completed(4)])
    }

    @Test func theGuidesBasicExamples() throws {
        #expect(try events("-").isEmpty)
        #expect(try events("------").isEmpty)
        #expect(try events("|") == [.completed(0)])
        #expect(try events("#") == [.error(0, TestError())])
        #expect(try events("--a--") == [.next(2, "a")])
        #expect(try events("--a--b--|") == [.next(2, "a"), .next(5, "b"), .completed(8)])
        #expect(try events("--a--b--#") == [.next(2, "a"), .next(5, "b"), .error(8, TestError())])
        #expect(try events("-----(a|)") == [.next(5, "a"), .completed(5)])
    }

    @Test func groupsAndAlignmentSpaces() throws {
        let group = try events("--(abc)-|")
        #expect(group.prefix(3) == [.next(2, "a"), .next(2, "b"), .next(2, "c")])
        #expect(try events("   --a--b--|") == events("--a--b--|"))
    }

    @Test func hotDiagramsPutFrameZeroAtTheCaret() throws {
        #expect(try events("-a-^-b--|", kind: .hot) == [.next(-2, "a"), .next(2, "b"), .completed(5)])
    }

    @Test func subscriptionDiagrams() throws {
        #expect(try Marbles.parseSubscription("^") == Subscription(0))
        #expect(try Marbles.parseSubscription("^---!") == Subscription(0, 4))
        #expect(try Marbles.parseSubscription("-^-!-") == Subscription(1, 3))
    }

    @Test func valuesMayBeAnyCharacterInATableToo() throws {
        let parsed = try Marbles.parse("-✓-✗|", values: ["✓": true, "✗": false])
        #expect(parsed == [.next(1, true), .next(3, false), .completed(4)])
    }

    @Test func renderingAndParsingAgreeOnSymbols() throws {
        let diagram = "-🙈-✓-(éж)-|"
        let parsed = try events(diagram)
        let values = Dictionary(uniqueKeysWithValues: ["🙈", "✓", "é", "ж"].map { (Character($0), $0) })
        #expect(Marbles.render(parsed, values: values) == diagram)
    }
}
