import IOViewModel
import Testing
import TestScheduler

@Suite struct RoundTripTests {

    static let values: [Character: Int] = ["a": 1, "b": 2, "c": 3, "1": 10, "2": 20, "m": 30, "s": 40]

    /// Random event lists a diagram can express (frame-aligned, nothing inside a group's span),
    /// with short and long silences, groups, digits next to unit letters, and terminal events.
    static func randomEvents(_ random: inout SplitMix64, frame: TestTime, hot: Bool) -> [Recorded<Event<Int>>] {
        let keys = Array(values.values)
        var events: [Recorded<Event<Int>>] = []
        var next = 0
        if hot {
            // Single events before frame zero; the drawing's '^' then takes frame zero itself.
            for frameIndex in -5 ... -1 where random.next() % 2 == 0 {
                events.append(.next(frameIndex * frame, keys[Int(random.next() % UInt64(keys.count))]))
            }
            if !events.isEmpty { next = 1 }
        }
        let count = Int(random.next() % 8)
        for _ in 0..<count {
            let gap = random.next() % 4 == 0 ? Int(random.next() % 200) : Int(random.next() % 3)
            let frameIndex = next + gap
            let groupSize = random.next() % 4 == 0 ? 2 + Int(random.next() % 2) : 1
            for _ in 0..<groupSize {
                events.append(.next(frameIndex * frame, keys[Int(random.next() % UInt64(keys.count))]))
            }
            // A group lasts as many frames as its drawing has characters; leave room for the
            // spaces that keep digits apart from unit letters.
            next = frameIndex + (groupSize == 1 ? 1 : 2 * groupSize + 2)
        }
        switch random.next() % 3 {
        case 0: events.append(.completed(next * frame))
        case 1: events.append(.error(next * frame, TestError()))
        default: break
        }
        return events
    }

    @Test(arguments: [MarbleFormat(), MarbleFormat(frame: 10), MarbleFormat(frame: 1, resolution: 0.001), MarbleFormat(frame: 3, resolution: 0.25)])
    func parseOfRenderGivesTheEventsBack(format: MarbleFormat) throws {
        var random = SplitMix64(seed: UInt64(format.frame) &* 7919 &+ UInt64(format.resolution * 1000))
        for round in 0..<3_000 {
            let hot = round % 2 == 0
            let events = Self.randomEvents(&random, frame: format.frame, hot: hot)
            let drawn = Marbles.render(events, values: Self.values, format: format)
            let parsed = try Marbles.parse(drawn, values: Self.values, kind: hot ? .hot : .cold, format: format)
            #expect(parsed == events, "\(drawn)")
            if parsed != events { return }
        }
    }

    @Test func renderOfParseIsStableForCanonicalDiagrams() throws {
        for diagram in ["-a-(bc)-|", "a-^-b--#", "--(a|)", "a^(bc)", "1 s-(1 m)|", "ab 40s c"] {
            let kind: MarbleDiagramKind = diagram.contains("^") ? .hot : .cold
            let events = try Marbles.parse(diagram, values: Self.values, kind: kind)
            #expect(Marbles.render(events, values: Self.values) == diagram)
        }
    }

    @Test func subscriptionsRoundTrip() throws {
        for subscription in [Subscription(0), Subscription(3), Subscription(0, 0), Subscription(2, 9), Subscription(1, 100)] {
            #expect(try Marbles.parseSubscription(Marbles.render(subscription)) == subscription)
        }
    }
}
