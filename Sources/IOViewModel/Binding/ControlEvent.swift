/// A type that can be turned into a ``ControlEvent``.
public protocol ControlEventType: ObservableType {
    /// This sequence as a concrete ``ControlEvent``.
    func asControlEvent() -> ControlEvent<Element>
}

/// Something the user does to a view (a tap, an edit ending), as a sequence: the same name and
/// shape as RxCocoa's `ControlEvent`, so `button.rx.tap` code ports.
///
/// A UIKit extension provides one per event; a test provides a double:
///
/// ```swift
/// extension Reactive where Base: LoginButton {
///     var tap: ControlEvent<Void> {
///         ControlEvent(events: base.taps)
///     }
/// }
/// ```
///
/// Contract, as in RxCocoa: the sequence has no initial value (an event is something that
/// happens, unlike a ``ControlProperty``'s value), it never errors, it completes when the control
/// is deallocated, and it delivers on the main scheduler. `init(events:)` trusts the sequence it
/// is given to keep that contract, as RxCocoa's does, and, as RxCocoa's, subscribes to it on
/// ``ConcurrentMainScheduler``: at once when subscribed from the main thread, else from the main
/// queue.
public struct ControlEvent<PropertyType>: ControlEventType {
    /// The type of the event's element (`Void` for a tap).
    public typealias Element = PropertyType

    private let events: Observable<PropertyType>

    /// A control event whose occurrences are `events`, which must keep the contract above;
    /// `events` is subscribed to on ``ConcurrentMainScheduler``.
    public init<Events: ObservableType>(events: Events) where Events.Element == PropertyType {
        self.events = events.subscribe(on: ConcurrentMainScheduler.instance)
    }

    /// Subscribes `observer` to the control's events.
    ///
    /// - Emits: each occurrence of the event, on the main scheduler.
    /// - Completes: when the control is deallocated.
    /// - Errors: never.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == PropertyType {
        events.subscribe(observer)
    }

    /// The control's events as a plain ``Observable``.
    ///
    /// - Emits: each occurrence of the event, on the main scheduler.
    /// - Completes: when the control is deallocated.
    /// - Errors: never (though the type no longer says so).
    public func asObservable() -> Observable<PropertyType> {
        events
    }

    /// Returns `self`.
    public func asControlEvent() -> ControlEvent<PropertyType> {
        self
    }

    /// The control's events as an ``Infallible``; an error, which the contract rules out, is
    /// reported through ``Hooks/reportUnhandled(_:)`` and ends the sequence.
    ///
    /// - Emits: each occurrence of the event.
    /// - Completes: when the control is deallocated.
    /// - Errors: never.
    public func asInfallible() -> Infallible<PropertyType> {
        events.asInfallible(onErrorRecover: { error in
            Hooks.reportUnhandled(error)
            return .empty()
        })
    }
}
