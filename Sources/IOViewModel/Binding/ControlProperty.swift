/// A value a view shows and the user can change: observable (the view's values) and observable-to
/// (setting the view's value). The type RxCocoa uses for `textField.rx.text`, `switch.rx.isOn`.
///
/// Conforming types can be bound both ways to a view model's ``BehaviorRelay`` with
/// ``BehaviorRelay/bindBidirectional(to:)`` or `<->`.
public protocol ControlPropertyType: ObservableType, ObserverType {
    /// This property as a concrete ``ControlProperty``.
    func asControlProperty() -> ControlProperty<Element>
}

/// A view's value as both an observable of its values and an observer that sets it: the same name
/// and shape as RxCocoa's `ControlProperty`, so code written against RxCocoa ports.
///
/// A UIKit extension provides one per control property; a test provides a double:
///
/// ```swift
/// extension Reactive where Base: UITextField {
///     var text: ControlProperty<String?> {
///         ControlProperty(
///             values: textValues,   // the current text on subscription, then each edit
///             valueSink: Binder(base) { field, text in field.text = text }
///         )
///     }
/// }
/// ```
///
/// Contract, as in RxCocoa: subscribing to `values` gives the control's current value first, then
/// every value the user gives it; `valueSink` sets the control's value. Whether setting the value
/// programmatically also emits it (UIKit controls do not; a control that sends its value-changed
/// event on every change does) is up to the control: two-way binding copes with both.
///
/// Elements sent to the property are forwarded to `valueSink`. An error sent to it is reported
/// through ``Hooks/reportUnhandled(_:)`` and completion is ignored: a view's value does not end.
public struct ControlProperty<PropertyType>: ControlPropertyType {
    /// The type of the view's value.
    public typealias Element = PropertyType

    /// The control's values: the current one on subscription, then every change; subscribed to
    /// on ``ConcurrentMainScheduler`` (at once from the main thread, else from the main queue).
    public let values: Observable<PropertyType>
    /// Sets the control's value.
    public let valueSink: AnyObserver<PropertyType>

    /// A property whose values come from `values` and which sets the control through `valueSink`.
    ///
    /// As in RxCocoa, `values` is subscribed to on ``ConcurrentMainScheduler``: at once when the
    /// property is subscribed from the main thread, else from the main queue.
    public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink)
    where Values.Element == PropertyType, Sink.Element == PropertyType {
        self.values = values.subscribe(on: ConcurrentMainScheduler.instance)
        self.valueSink = valueSink.asObserver()
    }

    /// Subscribes `observer` to the control's values.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == PropertyType {
        values.subscribe(observer)
    }

    /// The control's values.
    public func asObservable() -> Observable<PropertyType> {
        values
    }

    /// The values the user gives the control, without the current value that ``values`` starts
    /// with: a ``ControlEvent`` per change.
    ///
    /// Consecutive values may be equal (a programmatic write between two edits, for one); the
    /// name says who changed the value, not that it differs from the last.
    public var changed: ControlEvent<PropertyType> {
        ControlEvent(events: values.skip(1))
    }

    /// Sets the control's value for `.next`; reports `.error` through ``Hooks``; ignores
    /// `.completed`.
    public func on(_ event: Event<PropertyType>) {
        switch event {
        case .next: valueSink.on(event)
        case .error(let error): Hooks.reportUnhandled(error)
        case .completed: break
        }
    }

    /// Returns `self`.
    public func asControlProperty() -> ControlProperty<PropertyType> {
        self
    }
}

extension ControlPropertyType where Element == String? {
    /// The property with `nil` read as `""`: RxCocoa's `orEmpty`, so a `String?` text field binds
    /// to a `BehaviorRelay<String>`.
    public var orEmpty: ControlProperty<String> {
        let property = asControlProperty()
        return ControlProperty(
            values: property.values.map { $0 ?? "" },
            valueSink: property.valueSink.mapObserver { (text: String) -> String? in text }
        )
    }
}
