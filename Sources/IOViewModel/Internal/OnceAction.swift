import Synchronization

/// A closure that can be taken out exactly once, by whichever thread gets there first.
///
/// `Disposables.create(with:)` and `subscribe(onDisposed:)` use it so the closure runs once and
/// what it captured is released right after.
@usableFromInline
final class OnceAction: @unchecked Sendable {
    // Lock-guarded: the closure is only read and cleared inside `action.withLock`.
    private struct Slot: @unchecked Sendable {
        var action: (() -> Void)?
    }

    private let slot: Lock<Slot>

    @usableFromInline
    init(_ action: @escaping () -> Void) {
        slot = Lock(Slot(action: action))
    }

    /// Whether the closure has been taken.
    var isTaken: Bool {
        slot.withLock { $0.action == nil }
    }

    /// The closure, the first time; `nil` afterwards.
    func take() -> (() -> Void)? {
        slot.withLock { slot in
            defer { slot.action = nil }
            return slot.action
        }
    }
}
