import IOViewModel
import Synchronization

/// The calls that reached this stand-in's operators, by operator name.
///
/// The stand-in plays a community extension library built as a module of its own, as RxSwiftExt
/// is: it declares `not()`, `elements()` and `errors()` on `ObservableType`, the names of three
/// operators of `IOViewModel`. A test that imports both modules reads these counts to tell whose
/// operator a call resolved to.
public enum ExtensionLibraryCalls {
    private static let counts = Mutex<[String: Int]>([:])

    /// How many times the stand-in's operator named `name` (`"not"`, `"elements"`, `"errors"`)
    /// has been called in this process.
    public static func count(_ name: String) -> Int {
        counts.withLock { $0[name, default: 0] }
    }

    fileprivate static func record(_ name: String) {
        counts.withLock { $0[name, default: 0] += 1 }
    }
}

extension ObservableType where Element == Bool {
    /// The library's negation, written as RxSwiftExt writes it: `map(!)`. Each call is counted in
    /// ``ExtensionLibraryCalls``.
    ///
    /// - Emits: `!element` for each element.
    /// - Completes: when this sequence completes.
    /// - Errors: when this sequence fails.
    public func not() -> Observable<Bool> {
        ExtensionLibraryCalls.record("not")
        return map(!)
    }
}

extension ObservableType where Element: EventConvertible {
    /// The library's elements of a materialized sequence: `compactMap { $0.event.element }`. Each
    /// call is counted in ``ExtensionLibraryCalls``.
    ///
    /// - Emits: the element of each carried `.next`.
    /// - Completes: when this sequence completes.
    /// - Errors: when this sequence fails.
    public func elements() -> Observable<Element.Element> {
        ExtensionLibraryCalls.record("elements")
        return compactMap { $0.event.element }
    }

    /// The library's errors of a materialized sequence: `compactMap { $0.event.error }`. Each call
    /// is counted in ``ExtensionLibraryCalls``.
    ///
    /// - Emits: the error of each carried `.error`.
    /// - Completes: when this sequence completes.
    /// - Errors: when this sequence fails.
    public func errors() -> Observable<any Error> {
        ExtensionLibraryCalls.record("errors")
        return compactMap { $0.event.error }
    }
}
