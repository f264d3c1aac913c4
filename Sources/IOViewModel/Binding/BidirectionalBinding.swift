import Synchronization

/// Binds a view model's ``BehaviorRelay`` and a view's ``ControlProperty`` both ways:
/// `viewModel.name <-> nameField.rx.text.orEmpty`. The same as
/// ``BehaviorRelay/bindBidirectional(to:)``; either operand may come first.
///
/// RxSwift's examples define this operator; this one also survives controls that echo the values
/// they are given (see ``BehaviorRelay/bindBidirectional(to:)``).
infix operator <-> : DefaultPrecedence

/// Binds `relay` and `property` both ways; see ``BehaviorRelay/bindBidirectional(to:)``.
@discardableResult
public func <-> <Property: ControlPropertyType>(
    relay: BehaviorRelay<Property.Element>, property: Property
) -> any Disposable {
    relay.bindBidirectional(to: property)
}

/// Binds `property` and `relay` both ways (RxSwift examples' operand order); see
/// ``BehaviorRelay/bindBidirectional(to:)``.
@discardableResult
public func <-> <Property: ControlPropertyType>(
    property: Property, relay: BehaviorRelay<Property.Element>
) -> any Disposable {
    relay.bindBidirectional(to: property)
}

extension BehaviorRelay {
    /// Binds this relay (the view model's value) and `property` (the view's value) both ways:
    /// the sign-up tutorial's `bidirectionalBindTo`, Bond's `bidirectionalBind(to:)`.
    ///
    /// - The relay's current value wins: it is written to the property first, and what the
    ///   property reports while the binding subscribes to it (its current value) is ignored.
    /// - Each later value the relay takes is written to the property once; each value the user
    ///   gives the property is accepted into the relay once, and reaches the relay's other
    ///   observers once.
    /// - No feedback loop: a value the binding accepts into the relay is not delivered back to
    ///   the binding (the relay skips this binding's own subscription for it), and a value the
    ///   property emits while the binding is writing to it, on the writing thread, is that write's
    ///   echo and is not sent back. This holds however both sides deliver, synchronously or
    ///   re-entrantly, and when an observer of the relay reacts by accepting another value (that
    ///   value does reach the property).
    /// - If the value type is `Equatable` (checked at run time, so generic code gets it too), an
    ///   echo that differs from the value written — a control that clamped or normalized it — is
    ///   accepted into the relay, and a value from the property equal to the relay's current one
    ///   is not a change and is ignored (this also absorbs echoes a control delivers later).
    ///   Without `Equatable`, everything the property emits during a write is treated as its echo,
    ///   and one corner remains: a property whose values go through a subject, written to while it
    ///   is delivering a value (an observer of the relay derived a new value from the user's), has
    ///   its echo queued until after the write; that echo then reaches the relay once more (its
    ///   observers see the value twice; nothing loops). UIKit controls report nested, not queued.
    /// - If the property completes, the binding ends; if it fails, the error goes to
    ///   ``Hooks/reportUnhandled(_:)`` and the binding ends.
    ///
    /// Disposing the returned disposable stops both directions; nothing sent afterwards crosses.
    /// The binding keeps both sides alive until then, as any subscription does.
    ///
    /// ```swift
    /// viewModel.loginID.bindBidirectional(to: loginIDField.rx.text).disposed(by: disposeBag)
    /// ```
    public func bindBidirectional<Property: ControlPropertyType>(to property: Property) -> any Disposable
    where Property.Element == Element {
        BidirectionalBinding.start(relay: core, property: property.asControlProperty())
    }
}

/// The running two-way binding: the relay subscription, the property subscription, and the echo
/// bookkeeping between them.
final class BidirectionalBinding<Value>: Disposable, @unchecked Sendable {
    // Lock-guarded: `State` is only touched inside `state.withLock`. `relay`, `property` and
    // `isEqual` are immutable; `propertySubscription` has its own lock.
    private struct State: @unchecked Sendable {
        var isDisposed = false
        var relayObserver: SubjectObserver<Value>?
    }

    private let state = Lock(State())
    private let relay: SubjectCore<Value>
    private let property: ControlProperty<Value>
    private let propertySubscription = SingleAssignmentDisposable()
    private let isEqual: ((Value, Value) -> Bool)? = DynamicEquality.comparator(for: Value.self)

    private init(relay: SubjectCore<Value>, property: ControlProperty<Value>) {
        self.relay = relay
        self.property = property
    }

    static func start(relay: SubjectCore<Value>, property: ControlProperty<Value>) -> BidirectionalBinding<Value> {
        let binding = BidirectionalBinding(relay: relay, property: property)
        let observer = SubjectObserver(handler: { event in binding.relayDelivered(event) }, core: relay)
        binding.state.withLock { $0.relayObserver = observer }
        // Relay to property first: the relay replays its current value, which the property takes.
        relay.register(observer)
        // Property to relay: what the property reports during the subscription is its current
        // value, which the relay's has just replaced, so it counts as an echo.
        BindingScope.$writes.withValue(
            BindingScope.writes + [BindingScope.Write(binding: ObjectIdentifier(binding), kind: .subscribing)]
        ) {
            binding.propertySubscription.setDisposable(
                property.values.subscribe { event in binding.propertyDelivered(event) })
        }
        return binding
    }

    /// A value from the relay: write it to the property, marking the write so its echo is known.
    private func relayDelivered(_ event: Event<Value>) {
        guard case .next(let value) = event, !state.withLock({ $0.isDisposed }) else { return }
        let write = BindingScope.Write(binding: ObjectIdentifier(self), kind: .writing(value))
        BindingScope.$writes.withValue(BindingScope.writes + [write]) {
            property.on(.next(value))
        }
    }

    /// A value from the property: accept it into the relay unless it is an echo or no change.
    private func propertyDelivered(_ event: Event<Value>) {
        switch event {
        case .next(let value):
            if let write = BindingScope.writes.last(where: { $0.binding == ObjectIdentifier(self) }) {
                // Emitted during our own write (or subscription), on this thread: an echo, unless
                // the control changed the value it was given.
                guard let isEqual, case .writing(let boxed) = write.kind, let written = boxed as? Value,
                    !isEqual(written, value)
                else {
                    return
                }
            } else if let isEqual, let current = relay.latest.element, isEqual(current, value) {
                return
            }
            guard let observer = state.withLock({ $0.isDisposed ? nil : $0.relayObserver }) else { return }
            relay.send(value, skipping: observer)
        case .error(let error):
            Hooks.reportUnhandled(error)
            dispose()
        case .completed:
            dispose()
        }
    }

    func dispose() {
        let observer = state.withLock { state -> SubjectObserver<Value>? in
            guard !state.isDisposed else { return nil }
            state.isDisposed = true
            defer { state.relayObserver = nil }
            return state.relayObserver
        }
        observer?.dispose()
        propertySubscription.dispose()
    }
}

/// The writes to control properties in progress on the current thread (or task), innermost last.
enum BindingScope {
    /// One binding writing a value to its property, or subscribing to it.
    // `@unchecked`: the entry is immutable, and read only to compare the written value with one
    // the property emits on the same thread (a task started inside the write inherits it, and
    // only compares it too).
    struct Write: @unchecked Sendable {
        enum Kind {
            case subscribing
            case writing(Any)
        }

        let binding: ObjectIdentifier
        let kind: Kind
    }

    @TaskLocal static var writes: [Write] = []
}

/// `==` for a type known to be `Equatable` only at run time.
enum DynamicEquality {
    /// A comparison for `Value` if it is `Equatable`, else `nil`.
    static func comparator<Value>(for _: Value.Type) -> ((Value, Value) -> Bool)? {
        guard let equatable = Value.self as? any Equatable.Type else { return nil }
        func compare<E: Equatable>(_: E.Type) -> (Value, Value) -> Bool {
            { lhs, rhs in
                guard let lhs = lhs as? E, let rhs = rhs as? E else { return false }
                return lhs == rhs
            }
        }
        return compare(equatable)
    }
}
