import IOViewModel

/// An output of a view model as one run of a property test recorded it: what a property's
/// invariants read. You get one from ``PropertyRun/output(_:_:values:)``.
///
/// The output is subscribed at frame zero, before the first input, and disposed at the end of
/// the run.
public final class PropertyOutput<Element> {
    @usableFromInline let recorder: TestableObserver<Element>

    init(recorder: TestableObserver<Element>) {
        self.recorder = recorder
    }

    /// Every event the output produced, with its virtual time.
    public var events: [Recorded<Event<Element>>] {
        recorder.events
    }

    /// The elements the output produced, without times.
    public var values: [Element] {
        recorder.values
    }

    /// The last element produced at `time` or before it (what a view showing the output displays
    /// once every event of that moment has arrived); `nil` before the first.
    ///
    /// Inlinable, so that an invariant read at every tick of a thousand runs is specialized for
    /// its element type instead of looking up generic metadata on each call.
    @inlinable
    public func latest(at time: TestTime) -> Element? {
        let events = recorder.events
        var index = events.endIndex
        while index > events.startIndex {
            index -= 1
            if events[index].time <= time, case .next(let element) = events[index].value { return element }
        }
        return nil
    }
}
