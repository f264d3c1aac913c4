/// The ``Signal`` trait: main scheduler, shared without replay.
public enum SignalSharingStrategy: SharingStrategyProtocol {
    /// A main scheduler of the signal's own (as RxCocoa's), or the test scheduler installed with
    /// ``MainScheduler/withMainScheduler(_:operation:)`` while the signal is created.
    public static var scheduler: any SchedulerType {
        MainScheduler.makeForTrait()
    }

    /// `share(scope: .whileConnected)`: no replay.
    @inlinable
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(scope: .whileConnected)
    }
}

/// A sequence for one-off UI events ("show an alert", "go to the next screen"): it never fails,
/// delivers on the main scheduler, and shares one subscription without replaying anything, so a
/// late observer does not receive an event it missed.
///
/// Create one with ``ObservableConvertibleType/asSignal(onErrorJustReturn:)`` and its siblings or
/// ``PublishRelay/asSignal()``; observe it with ``SharedSequence/emit(to:fileID:line:)-6adxk``.
/// Substituting the scheduler in tests works as for ``Driver``.
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// This signal as a signal; for generic code.
    ///
    /// - Emits: this signal's elements (it is returned as is, shared without replay).
    /// - Completes: when this signal completes.
    /// - Errors: never: a signal cannot fail.
    @inlinable
    public func asSignal() -> Signal<Element> {
        asSharedSequence()
    }
}
