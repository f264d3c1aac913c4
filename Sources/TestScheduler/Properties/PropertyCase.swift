/// One case of a property test: the events of each input (in the order the property declares its
/// inputs) and how many frames the run lasts. The generator draws cases at random; the shrinker
/// makes them smaller.
struct PropertyCase: Equatable {
    /// One call of an input: its frame, and the position of its value in the input's table
    /// (a smaller position is a simpler value).
    struct Event: Equatable {
        var frame: Int
        var value: Int
    }

    /// Each input's events, by frame, at most one per frame.
    var inputs: [[Event]]
    /// Frames in the run; every event falls before it.
    var length: Int

    /// How many events the case has in all.
    var eventCount: Int {
        inputs.reduce(0) { $0 + $1.count }
    }

    /// Draws `count` events on distinct frames of `0..<length`, values in `0..<valueCount`.
    static func randomEvents(
        count: Int, length: Int, valueCount: Int, using random: inout SplitMix64
    ) -> [Event] {
        // A partial Fisher-Yates shuffle of the frames picks distinct ones without retrying.
        var frames = Array(0..<length)
        var events: [Event] = []
        events.reserveCapacity(count)
        for index in 0..<min(count, length) {
            let chosen = index + random.below(length - index)
            frames.swapAt(index, chosen)
            events.append(Event(frame: frames[index], value: random.below(valueCount)))
        }
        events.sort { $0.frame < $1.frame }
        return events
    }

    /// The diagram of input `index`, one character a frame: its symbol where it is called, `-`
    /// elsewhere.
    func diagram(input index: Int, symbols: [Character]) -> String {
        var characters = Array(repeating: Character("-"), count: length)
        for event in inputs[index] { characters[event.frame] = symbols[event.value] }
        return String(characters)
    }
}
