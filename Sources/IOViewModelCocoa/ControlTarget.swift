#if canImport(UIKit) || os(macOS) || canImport(CocoaStandIns)
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

    /// A sequence whose subscription, made and disposed on the main actor, attaches a target with
    /// `attach` (given the subscriber; `nil` if the control is gone) and disposes of it at the end.
    static func events<Element>(
        _ attach: @escaping @MainActor (AnyObserver<Element>) -> ControlTarget?
    ) -> Observable<Element> {
        Observable<Element>
            .create { observer in
                let target = MainActor.assumeIsolated { attach(observer) }
                return Disposables.create { MainActor.assumeIsolated { target?.dispose() } }
            }
            .subscribe(on: MainScheduler.instance)
    }
}

#if !canImport(ObjectiveC)
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
