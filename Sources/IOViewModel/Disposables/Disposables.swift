import Synchronization

/// Factory functions for the common disposables.
public enum Disposables {
    /// A disposable that does nothing: for subscriptions with nothing to clean up.
    @inlinable
    public static func create() -> any Disposable {
        NopDisposable()
    }

    /// A disposable that runs `dispose` once, the first time it is disposed.
    public static func create(with dispose: @escaping () -> Void) -> any Cancelable {
        AnonymousDisposable(dispose)
    }

    /// A disposable that disposes both arguments.
    public static func create(_ disposable1: any Disposable, _ disposable2: any Disposable) -> any Cancelable {
        CompositeDisposable(disposables: [disposable1, disposable2])
    }

    /// A disposable that disposes all three arguments.
    public static func create(
        _ disposable1: any Disposable, _ disposable2: any Disposable, _ disposable3: any Disposable
    ) -> any Cancelable {
        CompositeDisposable(disposables: [disposable1, disposable2, disposable3])
    }

    /// A disposable that disposes all four, each once; extra disposables may follow, as in
    /// RxSwift.
    public static func create(
        _ disposable1: any Disposable, _ disposable2: any Disposable, _ disposable3: any Disposable,
        _ disposables: any Disposable...
    ) -> any Cancelable {
        CompositeDisposable(disposables: [disposable1, disposable2, disposable3] + disposables)
    }

    /// A disposable that disposes every element of `disposables`.
    public static func create(_ disposables: [any Disposable]) -> any Cancelable {
        CompositeDisposable(disposables: disposables)
    }
}

/// The disposable that does nothing; `Disposables.create()` returns it.
@usableFromInline
struct NopDisposable: Disposable {
    @inlinable
    init() {}

    @inlinable
    func dispose() {}
}

/// Runs a closure on first disposal and then forgets it, so what it captured is released.
final class AnonymousDisposable: Cancelable, @unchecked Sendable {
    private let action: OnceAction

    init(_ action: @escaping () -> Void) {
        self.action = OnceAction(action)
    }

    var isDisposed: Bool {
        action.isTaken
    }

    func dispose() {
        action.take()?()
    }
}
