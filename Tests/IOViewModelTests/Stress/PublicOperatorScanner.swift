import Foundation

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
/// The scan is line based, which the formatter (`.swift-format`) makes reliable: a type or
/// extension opens at column 0, its members sit four spaces in, `public` is on the line of the
/// `func`, and the declaration's head ends at its body's `{`.
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
        let lines = strippingCommentsAndStrings(source).components(separatedBy: "\n")
        var result: [(String, Int)] = []
        var receiver: String?
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if let head = typeHead(line) {
                // The head runs to the line holding its `{`.
                var text = head
                var end = index
                while !text.contains("{"), end + 1 < lines.count {
                    end += 1
                    text += " " + lines[end]
                }
                receiver = receiverKind(ofHead: text)
                index = end + 1
                continue
            }
            if let receiver, let name = publicFunctionName(line) {
                var text = line
                var end = index
                while !text.contains("{"), end + 1 < lines.count {
                    end += 1
                    text += " " + lines[end]
                }
                if returnsSequence(head: text) {
                    result.append(("\(receiver).\(name)", index + 1))
                }
                index = end + 1
                continue
            }
            index += 1
        }
        return result
    }

    /// The text after the keyword when `line` opens a type or an extension at the top level.
    private static func typeHead(_ line: String) -> String? {
        guard let first = line.first, first != " ", first != "}" else { return nil }
        var words = line.split(separator: " ", omittingEmptySubsequences: true)[...]
        while let word = words.first, word.hasPrefix("@") || modifiers.contains(String(word)) {
            words = words.dropFirst()
        }
        guard let keyword = words.first, typeKeywords.contains(String(keyword)) else { return nil }
        return words.dropFirst().joined(separator: " ")
    }

    private static let typeKeywords: Set<String> = ["extension", "struct", "class", "enum", "protocol", "actor"]
    private static let modifiers: Set<String> = [
        "public", "open", "internal", "fileprivate", "private", "package", "final", "static", "nonisolated",
        "mutating", "indirect",
    ]

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

    /// The name of the function a member line declares, when it is public and four spaces in.
    private static func publicFunctionName(_ line: String) -> String? {
        guard line.hasPrefix("    "), !line.hasPrefix("     ") else { return nil }
        let words = line.split(separator: " ", omittingEmptySubsequences: true)
        guard let funcIndex = words.firstIndex(of: "func"), funcIndex + 1 < words.count else { return nil }
        let before = words[..<funcIndex]
        guard before.contains("public") || before.contains("open"),
              before.allSatisfy({ $0.hasPrefix("@") || modifiers.contains(String($0)) })
        else { return nil }
        let name = words[funcIndex + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" }
        let plain = name.replacingOccurrences(of: "`", with: "")
        return plain.isEmpty ? nil : plain
    }

    /// Whether a function head's return type is a sequence.
    static func returnsSequence(head: String) -> Bool {
        // The return type follows the first `->` outside the parameter list's brackets.
        var depth = 0
        var arrow: String.Index?
        var index = head.startIndex
        while index < head.endIndex {
            let character = head[index]
            if "([<".contains(character) { depth += 1 }
            if ")]".contains(character) { depth -= 1 }
            if character == ">", index > head.startIndex, head[head.index(before: index)] != "-" { depth -= 1 }
            if character == "-", depth == 0, head[index...].hasPrefix("->") {
                arrow = head.index(index, offsetBy: 2)
                break
            }
            if character == "{" { break }
            index = head.index(after: index)
        }
        guard let arrow else { return false }
        var returned = String(head[arrow...])
        if let body = returned.firstIndex(of: "{") { returned = String(returned[..<body]) }
        if let clause = returned.range(of: " where ") { returned = String(returned[..<clause.lowerBound]) }
        let sequenceTypes = [
            "Observable", "Single", "Maybe", "Completable", "Driver", "Signal", "Infallible", "SharedSequence",
            "PrimitiveSequence", "Self",
        ]
        return sequenceTypes.contains { returned.contains($0) }
    }

    /// Blanks comments and the contents of string literals, keeping the lines, so that nothing
    /// inside them is read as a declaration or a brace.
    static func strippingCommentsAndStrings(_ source: String) -> String {
        var out = ""
        out.reserveCapacity(source.utf8.count)
        let characters = Array(source)
        var index = 0
        var blockDepth = 0
        var inString = false
        var multiline = false
        func at(_ text: String) -> Bool {
            var offset = index
            for character in text {
                guard offset < characters.count, characters[offset] == character else { return false }
                offset += 1
            }
            return true
        }
        while index < characters.count {
            let character = characters[index]
            if blockDepth > 0 {
                if at("*/") {
                    blockDepth -= 1
                    index += 2
                } else if at("/*") {
                    blockDepth += 1
                    index += 2
                } else {
                    if character == "\n" { out.append("\n") }
                    index += 1
                }
                continue
            }
            if inString {
                if character == "\\" {
                    index += 2
                    continue
                }
                if multiline ? at("\"\"\"") : character == "\"" {
                    inString = false
                    out.append(multiline ? "\"\"\"" : "\"")
                    index += multiline ? 3 : 1
                    continue
                }
                if character == "\n" {
                    out.append("\n")
                    if !multiline { inString = false }
                }
                index += 1
                continue
            }
            if at("//") {
                while index < characters.count, characters[index] != "\n" { index += 1 }
                continue
            }
            if at("/*") {
                blockDepth = 1
                index += 2
                continue
            }
            if character == "\"" {
                inString = true
                multiline = at("\"\"\"")
                out.append(multiline ? "\"\"\"" : "\"")
                index += multiline ? 3 : 1
                continue
            }
            out.append(character)
            index += 1
        }
        return out
    }
}
