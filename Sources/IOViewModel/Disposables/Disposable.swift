/// Something that can be stopped: a subscription, a scheduled action, a resource.
///
/// `dispose()` is idempotent on every type this library returns: the second call does nothing.
public protocol Disposable {
    /// Stops the work and releases what it holds.
    func dispose()
}

/// A disposable that can say whether it has been disposed.
public protocol Cancelable: Disposable {
    /// Whether `dispose()` has been called.
    var isDisposed: Bool { get }
}

extension Disposable {
    /// Adds this disposable to `bag`, which disposes it when the bag is deallocated.
    @inlinable
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}
