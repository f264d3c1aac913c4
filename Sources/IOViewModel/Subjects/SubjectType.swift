/// A type that is both an observable sequence and an observer of its own input.
public protocol SubjectType<Element>: ObservableType {
    /// The observer type that feeds this subject.
    associatedtype Observer: ObserverType

    /// The subject as an observer, to feed it with `bind(to:)` or by hand.
    func asObserver() -> Observer
}

/// The errors the library itself reports.
public enum RxError: Error, Equatable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// An error with no more specific case (RxSwift's catch-all).
    case unknown
    /// An arithmetic result did not fit its type.
    case overflow
    /// A sequence that had to produce an element completed without one.
    case noElements
    /// A sequence that had to produce exactly one element produced more.
    case moreThanOneElement
    /// An index was past the end of the sequence.
    case argumentOutOfRange
    /// A timeout elapsed before the sequence produced what was expected.
    case timeout
    /// A value was read from a subject that has already failed.
    case disposed

    /// A sentence describing the error.
    public var description: String {
        switch self {
        case .noElements: return "Sequence contains no elements."
        case .moreThanOneElement: return "Sequence contains more than one element."
        case .argumentOutOfRange: return "Argument out of range."
        case .timeout: return "Sequence timeout."
        case .disposed: return "Object was already disposed."
        case .unknown: return "Unknown error occurred."
        case .overflow: return "Arithmetic overflow occurred."
        }
    }

    /// The same sentence as ``description``, for debugger and `debugPrint` output.
    public var debugDescription: String {
        description
    }
}
