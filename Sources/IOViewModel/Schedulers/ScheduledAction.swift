import Synchronization

/// An action waiting to run: running and disposing race through one atomic flag, so it runs at
/// most once and never after `dispose()` returns.
final class ScheduledAction: Cancelable, @unchecked Sendable {
    // `action` is read only by the one caller that wins the flag; it is released after running.
    private var action: (() -> Void)?
    private let done = Atomic<Bool>(false)

    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    var isDisposed: Bool {
        done.load(ordering: .acquiring)
    }

    /// Runs the action unless it was disposed (or already ran).
    func run() {
        guard claim() else { return }
        let action = self.action
        self.action = nil
        action?()
    }

    func dispose() {
        if claim() { action = nil }
    }

    private func claim() -> Bool {
        done.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
    }
}
