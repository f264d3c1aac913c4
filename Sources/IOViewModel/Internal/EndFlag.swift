import Synchronization

/// A subscription's "ended" flag, set once and atomically: once set, nothing more is forwarded,
/// and only the one caller that set it (a terminal event racing a dispose) does the ending.
///
/// Every subscription that can end from two threads keeps one: subject observers, `create`,
/// `from`, `timer`, `refCount`, multicast connections, `subscribe(on:)`.
@usableFromInline
struct EndFlag: ~Copyable {
    @usableFromInline let value = Atomic(false)

    @inlinable
    init() {}

    /// Whether the subscription has ended.
    @inlinable
    var isSet: Bool {
        value.load(ordering: .acquiring)
    }

    /// Ends the subscription; `true` only for the one caller that ended it.
    @inlinable
    func set() -> Bool {
        value.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
    }
}
