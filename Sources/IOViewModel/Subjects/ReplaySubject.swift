/// A subject that replays up to a fixed number of the latest elements to each new subscriber.
///
/// After a terminal event, new subscribers receive the buffered elements and then the terminal
/// event. Create one with ``create(bufferSize:)`` or ``createUnbounded()``. Thread safety and
/// ordering are as for ``PublishSubject``.
public final class ReplaySubject<Element>: SubjectBase<Element>, SubjectType {
    @usableFromInline
    init(bufferSize: Int) {
        super.init(core: SubjectCore(mode: .replay(bufferSize: bufferSize)))
    }

    /// A subject that replays the latest `bufferSize` elements.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: bufferSize)
    }

    /// A subject that replays every element it has seen.
    public static func createUnbounded() -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: .max)
    }

    /// Returns `self`.
    @inlinable
    public func asObserver() -> ReplaySubject<Element> { self }
}

extension ReplaySubject: @unchecked Sendable where Element: Sendable {}
