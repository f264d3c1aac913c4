/// A type written on the command line (`String`, `[Item]`, `Result<User, any Error>?`), checked
/// against the part of Swift's type grammar that a view model's inputs and outputs use, and
/// respelled in the standard way.
///
/// Accepted: dotted names with generic arguments, arrays, dictionaries, tuples, optionals and
/// `any`/`some`. Refused, with the column: anything else, including function types (an input or
/// output carries a value, not a callback) and implicitly unwrapped optionals.
public struct SwiftTypeName: Equatable, Sendable, CustomStringConvertible {
    /// The type as it will be written in the generated code.
    public let description: String

    /// What kind of value the generated test can make up for this type.
    public let sample: Sample

    /// Whether the type is known to be `Equatable` with values record mode can write as Swift
    /// literals: the standard library's strings, numbers and booleans, and optionals and arrays
    /// of them. `false` means unknown (a type of the user's own), not "not `Equatable`".
    public var isKnownEquatable: Bool {
        Self.isKnownEquatable(description)
    }

    /// Values the generated test knows how to write for a type.
    public enum Sample: Equatable, Sendable {
        /// `String`: the marble's own letter is the value.
        case string
        /// A type with two literal values for the test's value table (`Int`, `Bool`, ...).
        case literals(String, String)
        /// A type the generator cannot make values of: the test leaves that input undriven.
        case unknown
    }

    /// Parses `text`, or throws a ``GeneratorError`` naming the column of the problem.
    public init(parsing text: String) throws(GeneratorError) {
        var parser = Parser(text: Array(text))
        let spelled: String
        do {
            parser.skipSpaces()
            spelled = try parser.type()
            parser.skipSpaces()
            if !parser.atEnd { throw parser.failure("unexpected '\(parser.current!)'") }
        } catch let failure as Parser.Failure {
            let caret = String(repeating: " ", count: failure.column) + "^"
            throw GeneratorError(
                "type `\(text)` does not parse: \(failure.message) at column \(failure.column + 1)\n  \(text)\n  \(caret)"
            )
        } catch {
            throw GeneratorError("type `\(text)` does not parse")
        }
        description = spelled
        sample = Self.sample(for: spelled)
    }

    /// The names the type looks up where it is written: each name that does not follow a `.`
    /// (`Result<Foundation.Date, any Error>` looks up `Result`, `Foundation` and `Error`).
    var identifiers: [String] {
        var names: [String] = []
        var current = ""
        var afterDot = false
        for char in description + " " {
            if char == "_" || char.isLetter || char.isNumber {
                current.append(char)
                continue
            }
            if !current.isEmpty, !afterDot, current != "any" { names.append(current) }
            if !current.isEmpty || char != " " { afterDot = char == "." }
            current = ""
        }
        return names
    }

    private static let literalTypes: Set<String> = [
        "String", "Swift.String", "Character", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8",
        "UInt16", "UInt32", "UInt64", "Double", "Float",
    ]

    private static func isKnownEquatable(_ type: String) -> Bool {
        if type.hasSuffix("?") { return isKnownEquatable(String(type.dropLast())) }
        if type.hasPrefix("["), type.hasSuffix("]") {
            let element = String(type.dropFirst().dropLast())
            // A dictionary's `: ` sits at the top level; record mode does not write dictionaries.
            var depth = 0
            for char in element {
                switch char {
                case "[", "<", "(": depth += 1
                case "]", ">", ")": depth -= 1
                case ":" where depth == 0: return false
                default: break
                }
            }
            return isKnownEquatable(element)
        }
        if type.hasPrefix("Array<"), type.hasSuffix(">") {
            return isKnownEquatable(String(type.dropFirst("Array<".count).dropLast()))
        }
        if type.hasPrefix("Optional<"), type.hasSuffix(">") {
            return isKnownEquatable(String(type.dropFirst("Optional<".count).dropLast()))
        }
        return literalTypes.contains(type)
    }

    private static func sample(for type: String) -> Sample {
        switch type {
        case "String", "Swift.String": return .string
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64":
            return .literals("1", "2")
        case "Double", "Float", "CGFloat": return .literals("1.5", "2.5")
        case "Bool": return .literals("true", "false")
        default: return .unknown
        }
    }
}

private struct Parser {
    struct Failure: Error {
        let message: String
        let column: Int
    }

    let text: [Character]
    var index = 0

    init(text: [Character]) {
        self.text = text
    }

    var atEnd: Bool { index >= text.count }
    var current: Character? { atEnd ? nil : text[index] }

    func failure(_ message: String) -> Failure {
        Failure(message: message, column: min(index, text.count))
    }

    mutating func skipSpaces() {
        while let char = current, char == " " { index += 1 }
    }

    mutating func expect(_ char: Character) throws {
        skipSpaces()
        guard current == char else {
            throw failure(current.map { "expected '\(char)', found '\($0)'" } ?? "expected '\(char)' before the end")
        }
        index += 1
    }

    /// Types that are not protocols: `any` cannot apply to them.
    static let concreteTypes: Set<String> = [
        "String", "Character", "Substring", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8",
        "UInt16", "UInt32", "UInt64", "Double", "Float", "CGFloat", "Decimal", "Date", "URL", "Data", "UUID", "Array",
        "Dictionary", "Set", "Optional", "Result", "Void", "Never", "Observable", "Swift",
    ]

    /// Generic types that need their arguments wherever a stored property's type is written.
    static let genericTypes: Set<String> = [
        "Array", "Dictionary", "Set", "Optional", "Result", "Observable", "Swift.Array", "Swift.Dictionary",
        "Swift.Set", "Swift.Optional", "Swift.Result",
    ]

    mutating func type() throws -> String {
        skipSpaces()
        if lookingAtWord("some") {
            throw failure(
                "an opaque type (`some ...`) cannot be a generic argument or a stored property's type, which an input's relay and an output are; name the type, or use `any` for a protocol"
            )
        }
        var prefix = ""
        if lookingAtWord("any") {
            index += "any".count
            prefix = "any "
            skipSpaces()
        }
        let start = index
        let primary = try primary()
        if !prefix.isEmpty {
            let head = String(primary.prefix { $0 != "<" && $0 != "." })
            if primary.hasPrefix("[") || primary.hasPrefix("(") || Self.concreteTypes.contains(head) {
                index = start
                throw failure("`any` applies to a protocol, and `\(primary)` is not one; write `\(primary)`")
            }
        }
        var result = prefix + primary
        while true {
            skipSpaces()
            if current == "?", !prefix.isEmpty {
                throw failure("an optional of `any` is written in parentheses: `(\(result))?`")
            } else if current == "?" {
                index += 1
                result += "?"
            } else if current == "!" {
                throw failure("implicitly unwrapped optionals are not allowed; use '?'")
            } else if current == "-" {
                throw failure("function types are not allowed: an input or output carries a value")
            } else {
                return result
            }
        }
    }

    mutating func primary() throws -> String {
        skipSpaces()
        guard let char = current else { throw failure("expected a type before the end") }
        if char == "[" {
            index += 1
            let element = try type()
            skipSpaces()
            if current == ":" {
                index += 1
                let value = try type()
                try expect("]")
                return "[\(element): \(value)]"
            }
            try expect("]")
            return "[\(element)]"
        }
        if char == "(" {
            index += 1
            var elements: [String] = []
            skipSpaces()
            if current != ")" {
                elements.append(try tupleElement())
                skipSpaces()
                while current == "," {
                    index += 1
                    elements.append(try tupleElement())
                    skipSpaces()
                }
            }
            try expect(")")
            skipSpaces()
            if current == "-" { throw failure("function types are not allowed: an input or output carries a value") }
            return "(" + elements.joined(separator: ", ") + ")"
        }
        let start = index
        var path = try identifier()
        var hasArguments = false
        while true {
            skipSpaces()
            if current == "<" {
                hasArguments = true
                index += 1
                var arguments = [try type()]
                skipSpaces()
                while current == "," {
                    index += 1
                    arguments.append(try type())
                    skipSpaces()
                }
                try expect(">")
                path += "<" + arguments.joined(separator: ", ") + ">"
            }
            skipSpaces()
            guard current == "." else {
                if !hasArguments, Self.genericTypes.contains(path) {
                    index = start
                    throw failure("`\(path)` needs its generic arguments, as in `\(path)<...>`")
                }
                return path
            }
            index += 1
            path += "." + (try identifier())
        }
    }

    mutating func tupleElement() throws -> String {
        skipSpaces()
        let start = index
        if let label = try? identifier() {
            skipSpaces()
            if current == ":" {
                index += 1
                return label + ": " + (try type())
            }
        }
        index = start
        return try type()
    }

    mutating func identifier() throws -> String {
        skipSpaces()
        let start = index
        while let char = current, char == "_" || char.isLetter || char.isNumber {
            index += 1
        }
        guard index > start else {
            throw failure(current.map { "unexpected '\($0)'" } ?? "expected a type name before the end")
        }
        let name = String(text[start..<index])
        if name == "Self" {
            index = start
            throw failure(
                "`Self` would mean the view model's own type (or its protocols'), not a type of its values; name the type"
            )
        }
        if let problem = SwiftIdentifier.problem(with: name), name != "Any" {
            index = start
            throw failure("`\(name)` \(problem)")
        }
        return name
    }

    func lookingAtWord(_ word: String) -> Bool {
        let end = index + word.count
        guard end < text.count, String(text[index..<end]) == word else { return false }
        return text[end] == " "
    }
}
