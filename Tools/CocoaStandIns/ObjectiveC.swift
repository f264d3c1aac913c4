// Linux only: on Apple platforms the real frameworks are used, and this module is empty.
// The runtime's C names are kept as Apple spells them.
// swift-format-ignore-file: TypeNamesShouldBeCapitalized, AlwaysUseLowerCamelCase

#if os(Linux)
import Foundation

// The Objective-C runtime's associated objects, as UIKit and AppKit re-export them. The stand-in
// keeps them on the stand-in responders (every view and control) and bar items, released with the
// object as the runtime releases them; other objects keep none.

/// The Objective-C runtime's `objc_AssociationPolicy`.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// A strong reference to the associated object, not made atomically.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
}

/// Returns the value associated with a given object for a given key.
@discardableResult public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    (object as? any StandInAssociating)?.standInAssociations[key]
}

/// Sets an associated value for a given object using a given key and association policy.
public func objc_setAssociatedObject(
    _ object: Any,
    _ key: UnsafeRawPointer,
    _ value: Any?,
    _ policy: objc_AssociationPolicy
) {
    (object as? any StandInAssociating)?.standInAssociations[key] = value
}

/// An object that keeps associated objects (the stand-ins' responders and bar items).
protocol StandInAssociating: AnyObject {
    /// The objects associated with this one, released with it.
    nonisolated var standInAssociations: StandInAssociations { get }
}

/// The values associated with one responder; released with it.
final class StandInAssociations: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [UnsafeRawPointer: Any] = [:]

    subscript(key: UnsafeRawPointer) -> Any? {
        get { lock.withLock { values[key] } }
        set { lock.withLock { values[key] = newValue } }
    }
}
#endif
