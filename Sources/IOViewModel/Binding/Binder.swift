/// An observer that applies each element to a target object: a label's text, a field's border.
///
/// It holds the target weakly (a binding never keeps a view alive), delivers on a scheduler (the
/// main one by default), ignores completion, and reports errors through ``Hooks`` (RxSwift stops a
/// debug build instead).
///
/// ```swift
/// extension Reactive where Base: UITextField {
///     var borderColor: Binder<CGColor> {
///         Binder(base) { textField, color in textField.layer.borderColor = color }
///     }
/// }
/// ```
///
/// Swift 6: the default form's closure is `@MainActor`, so it may touch UIKit; it runs inline
/// when the element arrives on the main thread, else on the main queue. In a test, a scheduler
/// installed with ``MainScheduler/withMainScheduler(_:operation:)`` when the binder is created
/// replaces the main scheduler. The form with an explicit `scheduler:` takes a plain closure.
public struct Binder<Value>: ObserverType {
    private let binding: (Event<Value>) -> Void

    /// A binder that runs `binding` on the main actor, holding `target` weakly.
    public init<Target: AnyObject>(_ target: Target, binding: @escaping @MainActor (Target, Value) -> Void) {
        weak let weakTarget = target
        let scheduler = MainScheduler.current
        if scheduler is MainScheduler {
            // A main scheduler of the binder's own, as RxCocoa's: inline on the main thread even
            // inside an action of `MainScheduler.instance` (a Driver's delivery), which queues
            // what is scheduled on it from its own actions. It runs actions on the main thread,
            // where `assumeIsolated` holds.
            let main = MainScheduler()
            self.binding = Self.makeBinding(scheduler: main) { value in
                guard let target = weakTarget else { return }
                let transfer = Transfer((target, value, binding))
                MainActor.assumeIsolated { transfer.value.2(transfer.value.0, transfer.value.1) }
            }
        } else {
            // A test stands in a virtual-time scheduler for the main one: its actions run on the
            // test's thread, which plays the main actor's role for the duration of the test.
            self.binding = Self.makeBinding(scheduler: scheduler) { value in
                guard let target = weakTarget else { return }
                let call = unsafeBitCast(binding, to: ((Target, Value) -> Void).self)
                call(target, value)
            }
        }
    }

    /// A binder that runs `binding` on `scheduler`, holding `target` weakly.
    public init<Target: AnyObject>(
        _ target: Target,
        scheduler: some ImmediateSchedulerType,
        binding: @escaping (Target, Value) -> Void
    ) {
        weak let weakTarget = target
        self.binding = Self.makeBinding(scheduler: scheduler) { value in
            guard let target = weakTarget else { return }
            binding(target, value)
        }
    }

    private static func makeBinding(
        scheduler: some ImmediateSchedulerType,
        apply: @escaping (Value) -> Void
    ) -> (Event<Value>) -> Void {
        { event in
            switch event {
            case .next(let value): _ = scheduler.schedule { apply(value) }
            case .error(let error): Hooks.reportUnhandled(error)
            case .completed: break
            }
        }
    }

    /// Applies `.next` elements to the target; ignores completion; reports errors.
    public func on(_ event: Event<Value>) {
        binding(event)
    }

    /// This binder as an ``AnyObserver``.
    public func asObserver() -> AnyObserver<Value> {
        AnyObserver(eventHandler: binding)
    }
}
