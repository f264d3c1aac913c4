/// The subject behind `share(replay: 1)`: a `ReplaySubject` of one element whose element is kept
/// by the subject's drain role rather than under its lock (``SubjectMode/latest``), so that an
/// element costs two atomic operations instead of a lock section more.
///
/// It behaves as `ReplaySubject.create(bufferSize: 1)` to its observers; it is internal because
/// nothing outside can read its element, which `share` never needs.
@usableFromInline
final class LatestSubject<Element>: SubjectBase<Element>, SubjectType, @unchecked Sendable {
    // All state is in `core`, which is thread-safe.
    @inlinable
    init() {
        super.init(core: SubjectCore(mode: .latest))
    }

    /// Returns `self`.
    @inlinable
    func asObserver() -> LatestSubject<Element> { self }
}
