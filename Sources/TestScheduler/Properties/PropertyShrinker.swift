/// The smaller cases to try in place of a failing one, simplest changes first: a shorter run,
/// fewer events, no empty frame between events, earlier frames, values earlier in their tables.
///
/// Every candidate is smaller by one measure (length, event count, sum of frames, sum of value
/// positions) and larger by none, so accepting one candidate after another ends.
enum PropertyShrinker {
    /// The candidates for `failing`, in the order to try them; `lowestLength` is the shortest run
    /// allowed.
    static func candidates(of failing: PropertyCase, lowestLength: Int) -> [PropertyCase] {
        var candidates: [PropertyCase] = []
        let lastFrame = failing.inputs.joined().map(\.frame).max() ?? -1
        let shortest = max(lowestLength, lastFrame + 1)

        // A shorter run: the shortest that holds every event, then halfway, then one frame less.
        for length in [shortest, (shortest + failing.length) / 2, failing.length - 1]
        where length >= shortest && length < failing.length {
            var shorter = failing
            shorter.length = length
            if !candidates.contains(shorter) { candidates.append(shorter) }
        }
        // Fewer events: an input's events all at once, then one event at a time.
        for input in failing.inputs.indices where failing.inputs[input].count > 1 {
            var without = failing
            without.inputs[input] = []
            candidates.append(without)
        }
        for input in failing.inputs.indices {
            for event in failing.inputs[input].indices {
                var without = failing
                without.inputs[input].remove(at: event)
                candidates.append(without)
            }
        }
        // No empty frame: a frame where no input is called is cut out of the run, moving every
        // later event one frame earlier (they keep their distances from one another).
        let used = Set(failing.inputs.joined().map(\.frame))
        for frame in 0..<max(0, lastFrame) where !used.contains(frame) {
            var closer = failing
            for input in closer.inputs.indices {
                for event in closer.inputs[input].indices where closer.inputs[input][event].frame > frame {
                    closer.inputs[input][event].frame -= 1
                }
            }
            closer.length -= 1
            candidates.append(closer)
        }
        // Earlier frames: as early as the input's previous event allows, then one frame earlier.
        for input in failing.inputs.indices {
            let events = failing.inputs[input]
            for event in events.indices {
                let earliest = event == 0 ? 0 : events[event - 1].frame + 1
                for frame in [earliest, events[event].frame - 1] where frame >= earliest && frame < events[event].frame
                {
                    var earlier = failing
                    earlier.inputs[input][event].frame = frame
                    if !candidates.contains(earlier) { candidates.append(earlier) }
                }
            }
        }
        // Simpler values: every value earlier in the table, the first first (tables are short).
        for input in failing.inputs.indices {
            for event in failing.inputs[input].indices {
                for simpler in 0..<failing.inputs[input][event].value {
                    var plainer = failing
                    plainer.inputs[input][event].value = simpler
                    candidates.append(plainer)
                }
            }
        }
        return candidates
    }
}
