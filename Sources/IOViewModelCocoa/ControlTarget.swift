#if canImport(UIKit) || os(macOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#elseif os(macOS)
import AppKit
#else
import CocoaStandIns
#endif
import IOViewModel

/// Turns a control's target-action (or a notification) into a closure, for as long as a
/// subscription lasts: the one place the bindings meet `@objc`.
///
/// On Apple platforms the control sends `handle(_:)` through the Objective-C runtime; on Linux,
/// where there is no `@objc`, the stand-in controls call it through `StandInActionReceiving`.
/// Every binding file above this one is the same on both.
@MainActor final class ControlTarget: NSObject {
    private let callback: @MainActor () -> Void
    private var detach: (@MainActor (ControlTarget) -> Void)?

    /// A target that calls `callback` each time it is sent its action; `attach` registers it with
    /// a control and returns how to unregister it.
    init(
        _ callback: @escaping @MainActor () -> Void,
        attach: (ControlTarget) -> (@MainActor (ControlTarget) -> Void)
    ) {
        self.callback = callback
        super.init()
        detach = attach(self)
    }

    /// Unregisters the target; it is sent nothing more.
    func dispose() {
        detach?(self)
        detach = nil
    }

    #if canImport(ObjectiveC)
    /// The action method the control calls.
    @objc func handle(_ sender: Any?) { callback() }
    /// The selector of ``handle(_:)``.
    static let action = #selector(ControlTarget.handle(_:))
    #else
    /// The action method the control calls.
    func handle(_ sender: Any?) { callback() }
    /// The selector of ``handle(_:)``.
    static let action = Selector("handle:")
    #endif

    /// A sequence whose subscription, made and disposed on the main actor, attaches a target to
    /// `control` with `attach` (given the subscriber) and disposes of it at the end; it completes
    /// when `control` is deallocated (as RxCocoa's control events and properties do), or at once
    /// if `control` is gone by then.
    static func events<Control: AnyObject & Sendable, Element>(
        of control: Control,
        _ attach: @escaping @MainActor (Control, AnyObserver<Element>) -> ControlTarget
    ) -> Observable<Element> {
        Observable<Element>
            .create { [weak control] observer in
                let attached = MainActor.assumeIsolated { () -> (ControlTarget, DeallocationWatcher)? in
                    guard let control else {
                        observer.on(.completed)
                        return nil
                    }
                    return (attach(control, observer), DeallocationWatcher.of(control))
                }
                // The subscription holds the target, never the watcher: the control alone does.
                let target = attached?.0
                let ending = attached?.1.whenDeallocated { observer.on(.completed) }
                return Disposables.create {
                    ending?.dispose()
                    MainActor.assumeIsolated { target?.dispose() }
                }
            }
            .subscribe(on: ConcurrentMainScheduler.instance)
    }

    /// The sequence associated with `object` under `key`, made by `make` on the first call and
    /// shared by every subscriber (one target for all of them, attached while any is subscribed),
    /// as RxCocoa shares a bar button item's taps. It is released with `object`.
    static func shared<Element>(
        _ key: UnsafeRawPointer,
        of object: AnyObject,
        _ make: () -> Observable<Element>
    ) -> Observable<Element> {
        if let events = objc_getAssociatedObject(object, key) as? Observable<Element> { return events }
        let events = make().share()
        objc_setAssociatedObject(object, key, events, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return events
    }

    /// A target that calls `callback` each time `owner` sends its action: it takes the owner's
    /// one target and action (an AppKit control's, a bar button item's), and gives them back when
    /// disposed if still its own.
    static func takingSoleTarget<Owner: SoleTargetOwner>(
        of owner: Owner,
        _ callback: @escaping @MainActor () -> Void
    ) -> ControlTarget {
        ControlTarget(callback) { target in
            owner.target = target
            owner.action = ControlTarget.action
            return { [weak owner] target in
                guard let owner, owner.target === target else { return }
                owner.target = nil
                owner.action = nil
            }
        }
    }

    /// A property of `object` that the user changes and `object` announces with `name`
    /// notifications (a text view's or text field's edits): `get`'s value on subscription, then
    /// after each notification; setting it calls `set` on the main actor, only when the value
    /// differs (so the caret of a field being edited does not move). It completes when `object` is
    /// deallocated.
    static func property<Object: AnyObject & Sendable, Value: Equatable>(
        of object: Object,
        after name: Notification.Name,
        get: @escaping @MainActor (Object) -> Value,
        set: @escaping @MainActor (Object, Value) -> Void
    ) -> ControlProperty<Value> {
        let values = events(of: object) { object, observer in
            observer.on(.next(get(object)))
            return ControlTarget({ [weak object] in
                if let object { observer.on(.next(get(object))) }
            }) { target in
                let changes = NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) {
                    [weak target] _ in
                    MainActor.assumeIsolated { target?.handle(nil) }
                }
                return { _ in NotificationCenter.default.removeObserver(changes) }
            }
        }
        return ControlProperty(
            values: values,
            valueSink: Binder(object) { object, value in
                if get(object) != value { set(object, value) }
            })
    }
}

/// An object with one target and action rather than a control's list of them: an AppKit
/// control, a bar button item.
@MainActor protocol SoleTargetOwner: AnyObject {
    /// The object sent `action`.
    var target: AnyObject? { get set }
    /// The message sent to `target`.
    var action: Selector? { get set }
}

/// An object associated with another (a control) that is released when that object is
/// deallocated, and then ends what waits for it: how a control's events complete with the control,
/// on the runtime's associated objects as RxCocoa's `deallocated` is.
final class DeallocationWatcher: Sendable {
    private let released = PublishSubject<Void>()

    deinit { released.on(.completed) }

    /// The key the watcher is associated under.
    @MainActor private static let key = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

    /// The watcher associated with `object`, associated on the first call.
    @MainActor static func of(_ object: AnyObject) -> DeallocationWatcher {
        if let watcher = objc_getAssociatedObject(object, key) as? DeallocationWatcher { return watcher }
        let watcher = DeallocationWatcher()
        objc_setAssociatedObject(object, key, watcher, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return watcher
    }

    /// Calls `ended` when the object is deallocated, unless the returned subscription is disposed
    /// first.
    func whenDeallocated(_ ended: @escaping () -> Void) -> any Disposable {
        released.subscribe(onCompleted: ended)
    }
}

#if os(Linux)
extension ControlTarget: StandInActionReceiving {
    /// The stand-ins' message send: performs ``handle(_:)`` when sent its selector.
    func standInPerform(_ action: Selector, sender: Any?) -> Bool {
        guard action == Self.action else { return false }
        handle(sender)
        return true
    }
}

/// On Apple platforms every `NSObject` has `rx` (in the core); on Linux the stand-ins need it here.
extension NSObject: ReactiveCompatible {}
#endif
#endif
