import Foundation
import Testing

/// The guide's list of the UIKit, AppKit and SwiftUI symbols the bindings and screens use gives
/// each one as Apple's documentation declares it, and the stand-ins (`Tools/CocoaStandIns`,
/// `Tools/SwiftUIStandIns`) must spell every declaration the same: type, optionality, labels,
/// `static var { get }` or `let`, `{ get }` or `{ get set }`, `@MainActor`, `@discardableResult`,
/// inheritance and `required` initializers. Every public declaration of the stand-ins (except their
/// own test helpers, named `standIn...`) appears in the article as `- `Owner`: `declaration``, in
/// file order, and the article lists nothing else. So a stand-in cannot drift from Apple's
/// declaration unnoticed, and a declaration added to a stand-in must be looked up and listed.
@Suite struct AppleSymbolListTests {
    static let article = "Docs/IOViewModelGuide.docc/AppleFrameworkSymbols.md"
    static let modules = ["Tools/CocoaStandIns", "Tools/SwiftUIStandIns"]
    static let skippedFiles: Set<String> = ["StandInDriving.swift", "Exports.swift"]

    /// Where a stand-in cannot spell Apple's declaration: the article's line (Apple's) and the
    /// stand-in's. The article says why, under "Where the stand-ins differ".
    static let deviations: [String: String] = [
        // The stand-in table creates registered cells from their class without the Objective-C
        // runtime, which needs a required initializer.
        "- `UITableViewCell`: `init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)`":
            "- `UITableViewCell`: `required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)`",
        // A stand-in cannot call an `@isolated(any)` closure synchronously, as a binding's getter must.
        "- `Binding`: `@preconcurrency init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void)`":
            "- `Binding`: `init(get: @escaping () -> Value, set: @escaping (Value) -> Void)`",
        // Apple's pages print a Swift structure's stored property without its accessors.
        "- `TupleView`: `var value: T`": "- `TupleView`: `var value: T { get set }`",
    ]

    @Test func theArticleGivesApplesDeclarationOfEveryStandInDeclaration() throws {
        let expected = try Self.standInDeclarations()
        let listed = try Self.listedDeclarations().map(Self.standInSpelling)
        #expect(expected.count > 60)
        #expect(listed.count > 60)
        if listed != expected {
            let missing = expected.filter { !listed.contains($0) }
            let extra = listed.filter { !expected.contains($0) }
            Issue.record(
                """
                \(Self.article) differs from the stand-ins' declarations.
                Declared by a stand-in, not listed as Apple declares it: \(missing.joined(separator: "\n"))
                Listed, not declared so by a stand-in: \(extra.joined(separator: "\n"))
                The stand-ins' declarations, in order:
                \(expected.joined(separator: "\n"))
                """)
        }
    }

    /// The check cannot pass vacuously: a missing or empty folder or article is an error.
    @Test func aMissingFolderOrListIsAnError() throws {
        #expect(throws: (any Error).self) { try Self.standInDeclarations(in: ["Tools/NoSuchStandIns"]) }
        #expect(throws: (any Error).self) { try Self.standInDeclarations(in: ["Docs/IOViewModelGuide.docc/Resources"]) }
        #expect(throws: (any Error).self) { try Self.listedDeclarations(in: "# A title\n\nNo list.\n") }
    }

    /// What the comparison keeps of a declaration, on a sample: the spellings the compiler checks
    /// against Apple's, without access modifiers, default values or bodies.
    @Test func theSpellingKeepsWhatTheCompilerChecks() {
        let sample = """
            @MainActor open class Sample: NSObject {
                open var stored: Int = 1
                open var computed: Int { 2 }
                open var both: Int {
                    get { 1 }
                    set {}
                }
                open var observed: Bool = true {
                    didSet {}
                }
                public let constant: Int
                public static var member: Sample.Kind { Kind() }
                public static let name: String = "x"
                @discardableResult
                open func send(_ action: Selector?, to target: Any?) -> Bool { true }
                public required init?(coder: NSCoder) {}
                weak open var target: AnyObject?
                unowned(unsafe) open var nextOne: Sample?
                private var hidden = 0
                public var standInHelper: Int { 0 }
            }
            """
        #expect(
            Self.declarations(in: sample) == [
                "- `@MainActor class Sample: NSObject`",
                "- `Sample`: `var stored: Int { get set }`",
                "- `Sample`: `var computed: Int { get }`",
                "- `Sample`: `var both: Int { get set }`",
                "- `Sample`: `var observed: Bool { get set }`",
                "- `Sample`: `let constant: Int`",
                "- `Sample`: `static var member: Sample.Kind { get }`",
                "- `Sample`: `static let name: String`",
                "- `Sample`: `@discardableResult func send(_ action: Selector?, to target: Any?) -> Bool`",
                "- `Sample`: `required init?(coder: NSCoder)`",
                "- `Sample`: `weak var target: AnyObject? { get set }`",
                "- `Sample`: `unowned(unsafe) var nextOne: Sample? { get set }`",
            ])
        #expect(
            Self.standInSpelling("- `UITextView`: `class let textDidChangeNotification: NSNotification.Name`")
                == "- `UITextView`: `static let textDidChangeNotification: NSNotification.Name`")
        #expect(
            Self.standInSpelling("- `UITableViewDataSource`: `optional func numberOfSections(in tableView: UITableView) -> Int`")
                == "- `UITableViewDataSource`: `func numberOfSections(in tableView: UITableView) -> Int`")
        #expect(
            Self.declarations(in: "public struct Lens<Value> {\n    public subscript(key: Int) -> Value {\n        get { fatalError() }\n        nonmutating set {}\n    }\n}")
                == ["- `struct Lens<Value>`", "- `Lens`: `subscript(key: Int) -> Value { get nonmutating set }`"])
    }

    /// The public declarations of the stand-in modules, as list entries, in file order.
    static func standInDeclarations(in modules: [String] = modules) throws -> [String] {
        var entries: [String] = []
        for module in modules {
            let directory = Repository.root.appendingPathComponent(module)
            let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
                .filter { $0.hasSuffix(".swift") && !skippedFiles.contains($0) }
                .sorted()
            guard !files.isEmpty else { throw ListError.empty(module) }
            for file in files {
                let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                entries += declarations(in: text)
            }
        }
        return entries
    }

    /// The article's entries: the list under its "The symbols" heading.
    static func listedDeclarations(in text: String? = nil) throws -> [String] {
        let page = try text ?? Repository.read(article)
        guard let heading = page.range(of: "\n### The symbols\n") else { throw ListError.empty(article) }
        let entries = page[heading.upperBound...]
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
            .filter { $0.hasPrefix("- `") }
        guard !entries.isEmpty else { throw ListError.empty(article) }
        return entries
    }

    enum ListError: Error {
        case empty(String)
    }

    /// Apple's declaration as the stand-in spells it: an Objective-C class constant, which Apple's
    /// pages give as `class let` (a spelling Swift source cannot declare), is a `static let`; an
    /// optional requirement of an Objective-C protocol (`optional func`, which a Swift protocol
    /// cannot declare) is a plain requirement with a default in an extension; and the deviations above.
    static func standInSpelling(_ entry: String) -> String {
        deviations[entry]
            ?? entry.replacingOccurrences(of: "`class let ", with: "`static let ")
            .replacingOccurrences(of: "`optional func ", with: "`func ")
    }

    /// The public declarations of a stand-in file as list entries.
    static func declarations(in text: String) -> [String] {
        var entries: [String] = []
        var owners: [(name: String, depth: Int, listsMembers: Bool)] = []
        var depth = 0
        let lines = joinedDeclarations(text)
        for (index, line) in lines.enumerated() {
            let owner = owners.last
            if !line.hasPrefix("//"), var entry = declaration(line, insidePublicProtocolOrEnum: owner?.listsMembers ?? false) {
                let ownerName = owner?.name ?? ""
                if !entry.name.hasPrefix("standIn"), !entry.name.hasPrefix("StandIn"), !ownerName.contains("StandIn"),
                    owner == nil || owner!.listsMembers || entry.isPublic
                {
                    if entry.isProperty {
                        entry.text += accessors(line, then: lines[(index + 1)...], readOnly: entry.hasReadOnlySetter)
                    }
                    // A keyword used as a name (`default`) loses its backticks inside the code span.
                    let code = "`\(entry.text.replacingOccurrences(of: "`", with: ""))`"
                    let item = ownerName.isEmpty ? "- \(code)" : "- `\(ownerName)`: \(code)"
                    if !entries.contains(item) { entries.append(item) }
                }
                if let nested = entry.opensType, line.hasSuffix("{") {
                    let name = entry.isExtension || ownerName.isEmpty ? nested : "\(ownerName).\(nested)"
                    owners.append((name, depth, entry.listsMembers))
                }
            } else if line.hasSuffix("{"), line.contains("extension ") {
                let name = line.replacingOccurrences(of: "extension ", with: "").split(separator: ":")[0]
                    .split(separator: " ")[0]
                owners.append((String(name), depth, false))
            }
            depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
            while let last = owners.last, depth <= last.depth { owners.removeLast() }
        }
        return entries
    }

    /// A property's accessors as Apple's pages spell them: a stored `var` is `{ get set }` (or
    /// `{ get }` with a restricted setter); a computed one is `{ get }` unless its body, on the
    /// line or on the lines one level in, has a setter.
    static func accessors(_ line: String, then rest: ArraySlice<String>, readOnly: Bool) -> String {
        let brace = line.range(of: "{")
        let assignment = line.range(of: " = ")
        if brace == nil || assignment.map({ $0.lowerBound < brace!.lowerBound }) == true {
            return readOnly ? " { get }" : " { get set }"
        }
        var heads: [String] = []
        let inline = line[brace!.upperBound...].trimmingCharacters(in: .whitespaces)
        if inline.isEmpty {
            var depth = 1
            for next in rest {
                if depth == 1 { heads.append(next) }
                depth += next.filter { $0 == "{" }.count - next.filter { $0 == "}" }.count
                if depth <= 0 { break }
            }
        } else {
            heads = inline.split(whereSeparator: { !$0.isLetter }).map(String.init)
            if let set = heads.firstIndex(of: "set") {
                heads = [set > 0 && heads[set - 1] == "nonmutating" ? "nonmutating set" : "set"]
            }
        }
        if heads.contains(where: { $0.hasPrefix("nonmutating set") }) { return " { get nonmutating set }" }
        if heads.contains(where: { $0 == "set" || $0.hasPrefix("set {") || $0.hasPrefix("set(") }) {
            return " { get set }"
        }
        return " { get }"
    }

    /// The file's lines, trimmed, with a declaration that the formatter wrapped over several lines
    /// (open parentheses, or attributes on lines of their own) joined back into one.
    static func joinedDeclarations(_ text: String) -> [String] {
        var lines: [String] = []
        var pending = ""
        for raw in text.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            pending = pending.isEmpty ? raw : pending + " " + raw
            let open = pending.filter { $0 == "(" }.count - pending.filter { $0 == ")" }.count
            if open > 0 { continue }
            if pending.split(separator: " ").allSatisfy({ $0.hasPrefix("@") && !$0.contains("(") }) { continue }
            lines.append(pending.replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: " )", with: ")"))
            pending = ""
        }
        return lines
    }

    struct Declaration {
        var text: String
        var name: String
        var isPublic: Bool
        var opensType: String?
        var isExtension = false
        var listsMembers = false
        var isProperty = false
        var hasReadOnlySetter = false
    }

    /// Leading words left out of the comparison: access, and what only a subclass or the
    /// implementation sees.
    static let droppedModifiers: Set<String> = [
        "public", "open", "nonisolated", "override", "convenience", "final", "internal(set)", "public(set)",
        "private(set)",
    ]
    /// Leading words compared, as Apple's pages print them.
    static let comparedModifiers: Set<String> = [
        "@MainActor", "@discardableResult", "required", "static", "weak", "unowned(unsafe)",
    ]

    /// `line` as a declaration with the attributes and modifiers that are compared, without access
    /// modifiers, default values or body.
    static func declaration(_ line: String, insidePublicProtocolOrEnum: Bool) -> Declaration? {
        var words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        var isPublic = false
        var hasReadOnlySetter = false
        var kept: [String] = []
        while let first = words.first,
            first.hasPrefix("@") || droppedModifiers.contains(first) || comparedModifiers.contains(first)
        {
            if first == "public" || first == "open" { isPublic = true }
            if first.hasSuffix("(set)") { hasReadOnlySetter = true }
            if comparedModifiers.contains(first) { kept.append(first) }
            words.removeFirst()
        }
        guard let keyword = words.first else { return nil }
        let kinds: Set<String> = [
            "class", "struct", "enum", "protocol", "func", "init", "init?", "var", "let", "subscript", "case",
            "associatedtype", "extension",
        ]
        let head = keyword.split(separator: "(")[0].split(separator: "<")[0]
        guard kinds.contains(String(head)) || keyword.hasPrefix("init") || keyword.hasPrefix("subscript") else {
            return nil
        }
        if keyword == "extension" {
            let name = String(words[1].split(separator: ":")[0])
            return Declaration(text: "", name: "StandIn-extension", isPublic: false, opensType: name, isExtension: true)
        }
        guard isPublic || insidePublicProtocolOrEnum else { return nil }
        var text = (kept + words).joined(separator: " ")
        let body = text.range(of: " {")
        if ["var", "let", "case"].contains(keyword), let value = text.range(of: " = "),
            body.map({ value.lowerBound < $0.lowerBound }) ?? true
        {
            text = String(text[..<value.lowerBound])
        }
        if let body = text.range(of: " {") { text = String(text[..<body.lowerBound]) }
        let nameWords = words.drop { ["class", "struct", "enum", "protocol", "func", "var", "let", "case"].contains($0) }
        let name = String(nameWords.first?.split(whereSeparator: { "(<:".contains($0) }).first ?? "")
        let typeKinds: Set<String> = ["class", "struct", "enum", "protocol"]
        return Declaration(
            text: text, name: name, isPublic: isPublic, opensType: typeKinds.contains(keyword) ? name : nil,
            listsMembers: keyword == "protocol" || keyword == "enum",
            isProperty: keyword == "var" || keyword.hasPrefix("subscript"),
            hasReadOnlySetter: hasReadOnlySetter)
    }
}
