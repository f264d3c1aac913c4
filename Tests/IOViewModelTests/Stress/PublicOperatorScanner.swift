import Foundation
import SourceScanning

/// Lists the library's public operators by reading `Sources/IOViewModel`, so that a new operator
/// is noticed without anyone updating a list by hand.
///
/// An operator is a `public func` (static or not) declared at the top level of a type or an
/// extension of one of the sequence types below, whose return type is a sequence (it names
/// `Observable`, a trait, or `Self`). `subscribe(onNext:...)`, `bind(to:)`, `drive`, `awaitFirst`
/// and the like return a `Disposable` or a value and are not operators; `subscribe(on:)` and
/// `observe(on:)` return a sequence and are.
///
/// Operators are grouped by name and receiver kind: the overloads of `flatMap` on
/// `ObservableType` are one entry, `Observable.flatMap`; generated arity overloads too. The
/// receiver kinds, with the owners folded into each:
///
/// | kind | declared on |
/// | --- | --- |
/// | `Observable` | `ObservableType`, `Observable`, `ObservableConvertibleType`, `ConnectableObservableType` |
/// | `Infallible` | `Infallible`, `InfallibleType` |
/// | `TraitSequence` | `TraitSequenceType` (shared by `Driver`, `Signal` and `Infallible`) |
/// | `SharedSequence` | `SharedSequence`, `SharedSequenceConvertibleType` without a strategy |
/// | `Driver`, `Signal` | the same, constrained to one sharing strategy |
/// | `PrimitiveSequence` | `PrimitiveSequence`, `PrimitiveSequenceType` without a trait |
/// | `Single`, `Maybe`, `Completable` | the same, constrained to one trait |
///
/// The declarations are read by `SwiftDeclarationScanner`, the tests' one scanner.
struct PublicOperatorScanner {
    /// Where the library's sources are, found from this file's path.
    static let sourcesDirectory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Stress
        .deletingLastPathComponent()  // IOViewModelTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // the package
        .appendingPathComponent("Sources/IOViewModel")

    /// Every public operator of the library, keyed `Receiver.name` (`Observable.flatMap`), with the
    /// first file and line declaring it.
    static func scan(directory: URL = sourcesDirectory) throws -> [String: String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue,
            let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        else {
            throw ScanError("\(directory.path) is missing: update `sourcesDirectory`")
        }
        var found: [String: String] = [:]
        for case let url as URL in files where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            for (key, line) in operators(inSource: text) where found[key] == nil {
                found[key] = "\(url.lastPathComponent):\(line)"
            }
        }
        if found.isEmpty { throw ScanError("no public operator found under \(directory.path)") }
        return found
    }

    struct ScanError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// The operators one source file declares, as (key, line number).
    static func operators(inSource source: String) -> [(String, Int)] {
        SwiftDeclarationScanner.members(in: source).compactMap { member in
            guard member.keyword == "func", member.isPublic, let owner = member.owner,
                let receiver = receiverKind(ofHead: owner.head),
                let returned = member.returnType, returnsSequence(returned)
            else { return nil }
            return ("\(receiver).\(member.name)", member.line)
        }
    }

    /// The receiver kind of a type or extension head, or nil when it is not a sequence type.
    static func receiverKind(ofHead head: String) -> String? {
        let name = String(head.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        let whereClause = head.range(of: " where ").map { String(head[$0.upperBound...]) } ?? ""
        func constrained(_ parameter: String, _ value: String) -> Bool {
            whereClause.replacingOccurrences(of: " ", with: "").contains("\(parameter)==\(value)")
        }
        switch name {
        case "ObservableType", "Observable", "ObservableConvertibleType", "ConnectableObservableType":
            return "Observable"
        case "Infallible", "InfallibleType":
            return "Infallible"
        case "TraitSequenceType":
            return "TraitSequence"
        case "SharedSequence", "SharedSequenceConvertibleType":
            if constrained("SharingStrategy", "DriverSharingStrategy") { return "Driver" }
            if constrained("SharingStrategy", "SignalSharingStrategy") { return "Signal" }
            return "SharedSequence"
        case "PrimitiveSequence", "PrimitiveSequenceType":
            for trait in ["Single", "Maybe", "Completable"] where constrained("Trait", "\(trait)Trait") {
                return trait
            }
            return "PrimitiveSequence"
        default:
            return nil
        }
    }

    /// Whether a function's return type is a sequence.
    static func returnsSequence(_ returned: String) -> Bool {
        let sequenceTypes = [
            "Observable", "Single", "Maybe", "Completable", "Driver", "Signal", "Infallible", "SharedSequence",
            "PrimitiveSequence", "Self",
        ]
        return sequenceTypes.contains { returned.contains($0) }
    }
}
