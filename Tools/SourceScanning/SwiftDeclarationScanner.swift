import Foundation

/// Reads the member declarations of Swift sources laid out by the formatter (`.swift-format`): the
/// one declaration scanner of the source-reading tests (the race harness's list of operators, the
/// doc-comment contract, the stand-ins' list of Apple's declarations).
///
/// The scan is line based, which the formatter makes reliable: a type or an extension opens at
/// column 0 and its members sit four spaces in; a declaration's modifiers are on the line of its
/// keyword (attributes may stand on lines of their own above it), and its head ends at its body's
/// `{` (or at the end of its line when it has no body). Comments and the contents of string
/// literals are blanked before reading, so that nothing inside them is read as a declaration or a
/// brace; `///` comments are kept as each declaration's documentation.
public enum SwiftDeclarationScanner {
    /// A type or an extension declared at the top level of a file.
    public struct Owner: Equatable, Sendable {
        /// `extension`, `struct`, `class`, `enum`, `protocol` or `actor`.
        public var keyword: String
        /// The declared or extended type's name, without generic arguments: `ObservableType`.
        public var name: String
        /// The head after the keyword, joined over its lines, up to its `{`:
        /// `SharedSequence where SharingStrategy == DriverSharingStrategy`.
        public var head: String
    }

    /// A declaration: a type, an extension, or a member four spaces inside one.
    public struct Member: Equatable, Sendable {
        /// The types and extensions it is declared in, outermost first; empty at the top level.
        public var owners: [Owner]
        /// The attributes and modifiers before its keyword, in order (`@inlinable` on a line of
        /// its own included).
        public var modifiers: [String]
        /// `func`, `var`, `let`, `init`, `subscript`, `case`, `class`, `extension` ...
        public var keyword: String
        /// The declared name, without backticks or generic parameters: `do`, `flatMap`; the
        /// extended type's for an extension; empty for `init` and `subscript`.
        public var name: String
        /// The declaration from its keyword to its body's `{` (excluded), joined over its lines
        /// with single spaces.
        public var head: String
        /// The 1-based line of its keyword.
        public var line: Int
        /// The `///` lines right above it (attributes skipped), without the slashes and one
        /// leading space.
        public var documentation: [String]
        /// Whether it has a body (`{` ends its head).
        public var hasBody: Bool
        /// Whether its body goes on, after its `{`, on the same line.
        public var bodyIsInline: Bool
        /// Its body's first level: what follows its `{` on the same line when anything does,
        /// otherwise the lines one level in, trimmed (a computed property's `get` and `set`).
        public var body: [String]

        /// The type or extension it is declared in directly.
        public var owner: Owner? { owners.last }

        /// Whether it is declared `public` or `open`.
        public var isPublic: Bool { modifiers.contains("public") || modifiers.contains("open") }

        /// The return type of a function: the head after its first `->` outside brackets, up to a
        /// `where` clause; nil when it has none.
        public var returnType: String? {
            var depth = 0
            var index = head.startIndex
            while index < head.endIndex {
                let character = head[index]
                if "([<".contains(character) { depth += 1 }
                if ")]".contains(character) { depth -= 1 }
                if character == ">", index > head.startIndex, head[head.index(before: index)] != "-" { depth -= 1 }
                if character == "-", depth == 0, head[index...].hasPrefix("->") {
                    var returned = String(head[head.index(index, offsetBy: 2)...])
                    if let clause = returned.range(of: " where ") { returned = String(returned[..<clause.lowerBound]) }
                    return returned.trimmingCharacters(in: .whitespaces)
                }
                index = head.index(after: index)
            }
            return nil
        }
    }

    /// The direct members of the top-level types and extensions of `source`, in file order.
    public static func members(in source: String) -> [Member] {
        declarations(in: source).filter { $0.owners.count == 1 }
    }

    /// Every declaration of `source` at the top level or four spaces inside a type or an
    /// extension (itself at the top level or inside another type), in file order: nested types'
    /// members are read, function bodies are not.
    public static func declarations(in source: String) -> [Member] {
        let raw = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let lines = strippingCommentsAndStrings(source).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        var found: [Member] = []
        var owners: [(owner: Owner, indent: Int)] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let indent = line.prefix { $0 == " " }.count
            guard indent < line.count else {
                index += 1
                continue
            }
            // A line at or left of a type's indentation is its closing brace or comes after it;
            // an attribute line above the next declaration leaves the types open.
            let declared = keywordAndRest(String(line.dropFirst(indent)), among: declarationKeywords)
            let isAttribute = declared == nil && line.dropFirst(indent).hasPrefix("@")
            while let last = owners.last, indent <= last.indent, !isAttribute || indent < last.indent {
                owners.removeLast()
            }
            let level = owners.last.map { $0.indent + 4 } ?? 0
            guard indent == level, let (keyword, rest) = declared else {
                index += 1
                continue
            }
            let separator = rest.first.map { "(<".contains($0) } == true ? "" : " "
            let (head, end, inline) = joined(lines, from: index, keyword + separator + rest)
            var modifiers = modifierWords(String(line.dropFirst(indent)))
            var above = index - 1
            // Attributes on lines of their own, at the declaration's indentation.
            while above >= 0, lines[above].hasPrefix(String(repeating: " ", count: indent) + "@"),
                keywordAndRest(lines[above].trimmingCharacters(in: .whitespaces), among: declarationKeywords) == nil
            {
                modifiers.insert(contentsOf: modifierWords(lines[above].trimmingCharacters(in: .whitespaces)), at: 0)
                above -= 1
            }
            var documentation: [String] = []
            while above >= 0, let text = docText(raw[above]) {
                documentation.insert(text, at: 0)
                above -= 1
            }
            let nameStart = rest.drop { $0 == " " }
            let name = nameStart.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" || $0 == "." }
            var body: [String] = []
            if let inline, !inline.isEmpty {
                body = [inline]
            } else if inline != nil {
                var next = end + 1
                while next < lines.count {
                    let text = lines[next]
                    let depth = text.prefix { $0 == " " }.count
                    if depth < text.count, depth <= indent { break }
                    if depth == indent + 4 { body.append(text.trimmingCharacters(in: .whitespaces)) }
                    next += 1
                }
            }
            let member = Member(
                owners: owners.map(\.owner), modifiers: modifiers, keyword: keyword,
                name: name.replacingOccurrences(of: "`", with: ""), head: head, line: index + 1,
                documentation: documentation, hasBody: inline != nil, bodyIsInline: inline?.isEmpty == false,
                body: body)
            found.append(member)
            if typeKeywords.contains(keyword), inline != nil {
                owners.append(
                    (
                        Owner(keyword: keyword, name: member.name, head: String(head.dropFirst(keyword.count + 1))),
                        indent
                    ))
            }
            index = end + 1
        }
        return found
    }

    static let typeKeywords: Set<String> = ["extension", "struct", "class", "enum", "protocol", "actor"]
    static let declarationKeywords: Set<String> = [
        "func", "var", "let", "init", "init?", "init!", "subscript", "case", "typealias", "associatedtype",
        "struct", "class", "enum", "protocol", "actor", "extension",
    ]
    static let modifiers: Set<String> = [
        "public", "open", "internal", "fileprivate", "private", "package", "final", "static", "class", "nonisolated",
        "mutating", "nonmutating", "indirect", "override", "convenience", "required", "weak", "dynamic", "lazy",
        "unowned(unsafe)", "public(set)", "internal(set)", "private(set)", "fileprivate(set)",
    ]

    /// The attributes and modifiers that lead `line`.
    static func modifierWords(_ line: String) -> [String] {
        leadingWords(line).modifiers
    }

    /// `line`'s leading attributes and modifiers, and the words after them.
    static func leadingWords(_ line: String) -> (modifiers: [String], rest: ArraySlice<String>) {
        var words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)[...]
        var leading: [String] = []
        while let word = words.first, word.hasPrefix("@") || modifiers.contains(word) {
            // `class func` is a modifier; `class Name` declares a class.
            if word == "class", let next = words.dropFirst().first,
                !modifiers.contains(next) && !["func", "var", "let", "subscript"].contains(next)
            {
                break
            }
            leading.append(word)
            words = words.dropFirst()
        }
        return (leading, words)
    }

    /// The keyword `line` declares with (one of `keywords`, after its attributes and modifiers),
    /// and the text after it.
    static func keywordAndRest(_ line: String, among keywords: Set<String>) -> (String, String)? {
        let words = leadingWords(line).rest
        guard let word = words.first else { return nil }
        let keyword = String(word.prefix { $0.isLetter || $0 == "?" || $0 == "!" })
        guard keywords.contains(keyword) else { return nil }
        let rest = String(word.dropFirst(keyword.count)) + words.dropFirst().map { " " + $0 }.joined()
        return (keyword, rest.trimmingCharacters(in: .whitespaces))
    }

    /// `text` (the first line's part read so far) joined with the following lines up to the one
    /// holding the body's `{`, that part excluded; the index of the last line read; and what
    /// follows the `{` on that line (nil when there is no body). A head with no `{` on its first
    /// line continues only while its brackets are open or its next line goes on with `->`,
    /// `where`, `{` or a closing bracket.
    static func joined(_ lines: [String], from start: Int, _ text: String) -> (String, Int, String?) {
        var text = text
        var end = start
        func open(_ text: String) -> Int {
            text.filter { "([<".contains($0) }.count - text.filter { ")]>".contains($0) }.count
                + text.components(separatedBy: "->").count - 1
        }
        while !text.contains("{"), end + 1 < lines.count {
            let next = lines[end + 1].trimmingCharacters(in: .whitespaces)
            let continues =
                open(text) > 0 || next.hasPrefix("->") || next.hasPrefix("where") || next.hasPrefix("{")
                || next.hasPrefix(")") || next.hasPrefix(">") || text.hasSuffix(",")
            guard continues else { break }
            end += 1
            text += " " + next
        }
        var inline: String?
        if let brace = text.firstIndex(of: "{") {
            inline = text[text.index(after: brace)...].trimmingCharacters(in: .whitespaces)
            text = String(text[..<brace])
        }
        let head = text.replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: " )", with: ")")
        return (head.trimmingCharacters(in: .whitespaces), end, inline)
    }

    /// The text of a `///` line, without the slashes and one leading space; nil for other lines.
    public static func docText(_ line: String) -> String? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("///") else { return nil }
        let text = trimmed.dropFirst(3)
        return String(text.first == " " ? text.dropFirst() : text)
    }

    /// Blanks comments and the contents of string literals, keeping the lines.
    public static func strippingCommentsAndStrings(_ source: String) -> String {
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
