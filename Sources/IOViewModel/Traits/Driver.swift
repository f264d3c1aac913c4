/// The ``Driver`` trait: main scheduler, shared with a replay of the latest element.
public enum DriverSharingStrategy: SharingStrategyProtocol {
    /// A main scheduler of the driver's own (as RxCocoa's), or the test scheduler installed with
    /// ``MainScheduler/withMainScheduler(_:operation:)`` while the driver is created.
    public static var scheduler: any SchedulerType {
        MainScheduler.makeForTrait()
    }

    /// `share(replay: 1, scope: .whileConnected)`: new observers first get the latest element.
    @inlinable
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

/// A sequence for driving UI state: it never fails, delivers on the main scheduler, and shares
/// one subscription, replaying the latest element to each new observer.
///
/// Turn a view model's output into one with ``ObservableConvertibleType/asDriver(onErrorJustReturn:)`` and
/// its siblings, and bind it with ``SharedSequence/drive(_:fileID:line:)-3rjkw``.
///
/// Testing: the scheduler is ``MainScheduler/current`` as read when the driver (or an operator
/// on it, such as `debounce`) is created. Create the view model inside
/// ``MainScheduler/withMainScheduler(_:operation:)`` to have its drivers deliver on a test
/// scheduler; that takes effect for every driver created in the block, however late it is
/// subscribed (unlike RxSwift's `SharingScheduler.mock`, see RxSwift issue #2040). Code that names
/// `MainScheduler.instance` directly is not substituted.
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// This driver as a driver; for generic code.
    ///
    /// - Emits: this driver's elements (it is returned as is, sharing and replay included).
    /// - Completes: when this driver completes.
    /// - Errors: never: a driver cannot fail.
    @inlinable
    public func asDriver() -> Driver<Element> {
        asSharedSequence()
    }
}
