/// A ``ReplaySubject`` that can only carry elements: it never errors and never completes.
///
/// Create one with ``create(bufferSize:)`` or ``createUnbounded()``; feed it with
/// ``RelayBase/accept(_:)``. New subscribers receive the buffered elements first.
public final class ReplayRelay<Element>: RelayBase<Element> {
    private init(bufferSize: Int) {
        super.init(core: SubjectCore(mode: .replay(bufferSize: bufferSize), relay: true))
    }

    /// A relay that replays the latest `bufferSize` elements to each new subscriber.
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(bufferSize: bufferSize)
    }

    /// A relay that replays every element it has accepted.
    public static func createUnbounded() -> ReplayRelay<Element> {
        ReplayRelay(bufferSize: .max)
    }

    /// RxRelay's spelling of ``createUnbounded()``: a relay that replays every element it has
    /// accepted.
    public static func createUnbound() -> ReplayRelay<Element> {
        createUnbounded()
    }
}

extension ReplayRelay: @unchecked Sendable where Element: Sendable {}
