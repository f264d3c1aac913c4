import Foundation

#if !canImport(ObjectiveC)
/// Where `NSObject` is not ``ReactiveCompatible`` (on Linux), a notification center has `rx` of
/// its own, for ``Reactive/notification(_:object:)``.
extension NotificationCenter: ReactiveCompatible {}
#endif

extension Reactive where Base: NotificationCenter {
    /// The notifications named `name` (any name for `nil`) posted by `object` (any sender for
    /// `nil`) to this center, from the subscription on, as RxCocoa's.
    ///
    /// ```swift
    /// NotificationCenter.default.rx.notification(.NSCalendarDayChanged)
    ///     .subscribe(onNext: { _ in reload() })
    ///     .disposed(by: disposeBag)
    /// ```
    ///
    /// - Emits: each matching notification, on the thread that posts it, when it is posted.
    /// - Completes: never; disposing removes the center's observer.
    /// - Errors: never.
    public func notification(_ name: Notification.Name?, object: AnyObject? = nil) -> Observable<Notification> {
        let center = base
        nonisolated(unsafe) let sender = object
        return Observable.create { observer in
            // The center calls the block on the posting thread; the observer is this
            // subscription's, as any `create` observer is.
            nonisolated(unsafe) let observer = observer
            let token = center.addObserver(forName: name, object: sender, queue: nil) { notification in
                observer.onNext(notification)
            }
            nonisolated(unsafe) let registration = token
            return Disposables.create { center.removeObserver(registration) }
        }
    }
}
