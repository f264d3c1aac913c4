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
    /// at once if `control` is gone by then.
    static func events<Control: AnyObject & Sendable, Element>(
        of control: Control,
        _ attach: @escaping @MainActor (Control, AnyObserver<Element>) -> ControlTarget
    ) -> Observable<Element> {
        Observable<Element>
            .create { [weak control] observer in
                let target = MainActor.assumeIsolated { () -> ControlTarget? in
                    guard let control else {
                        observer.on(.completed)
                        return nil
                    }
                    return attach(control, observer)
                }
                return Disposables.create { MainActor.assumeIsolated { target?.dispose() } }
            }
            .subscribe(on: ConcurrentMainScheduler.instance)
    }

    /// What `read` gives of `object`: the current value on subscription, then the value after
    /// each `name` notification that `object` posts (a text view's or text field's edits).
    static func values<Object: AnyObject & Sendable, Value>(
        of object: Object,
        after name: Notification.Name,
        read: @escaping @MainActor (Object) -> Value
    ) -> Observable<Value> {
        events(of: object) { object, observer in
            observer.on(.next(read(object)))
            return ControlTarget({ [weak object] in
                if let object { observer.on(.next(read(object))) }
            }) { target in
                let changes = NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) {
                    [weak target] _ in
                    MainActor.assumeIsolated { target?.handle(nil) }
                }
                return { _ in NotificationCenter.default.removeObserver(changes) }
            }
        }
    }
}

#if os(Linux)
extension ControlTarget: StandInActionReceiving {
    /// The stand-ins' message send: performs ``handle(_:)`` when sent its selector.
    func standInPerform(_ action: Selector, sender: Any?) {
        if action == Self.action { handle(sender) }
    }
}

/// On Apple platforms every `NSObject` has `rx` (in the core); on Linux the stand-ins need it here.
extension NSObject: ReactiveCompatible {}
#endif
#endif
