import Foundation
import SourceScanning
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

    /// The public declarations of a stand-in file as list entries, read by
    /// `SwiftDeclarationScanner`: each with the attributes and modifiers that are compared,
    /// without access modifiers, default values or body, and a property with its accessors.
    static func declarations(in text: String) -> [String] {
        var entries: [String] = []
        for member in SwiftDeclarationScanner.declarations(in: text) where member.keyword != "extension" {
            // An extension's members belong to the extended type; a nested type's to its path.
            let ownerName = member.owners.reduce("") { path, owner in
                owner.keyword == "extension" || path.isEmpty ? owner.name : "\(path).\(owner.name)"
            }
            let listsMembers = member.owner.map { ["protocol", "enum"].contains($0.keyword) } ?? false
            guard member.isPublic || listsMembers,
                member.modifiers.allSatisfy({
                    $0.hasPrefix("@") || droppedModifiers.contains($0) || comparedModifiers.contains($0)
                }),
                !member.name.hasPrefix("standIn"), !member.name.hasPrefix("StandIn"), !ownerName.contains("StandIn")
            else { continue }
            var text = (member.modifiers.filter(comparedModifiers.contains) + [member.head]).joined(separator: " ")
            if ["var", "let", "case"].contains(member.keyword), let value = text.range(of: " = ") {
                text = String(text[..<value.lowerBound])
            }
            if member.keyword == "var" || member.keyword == "subscript" { text += accessors(of: member) }
            // A keyword used as a name (`default`) loses its backticks inside the code span.
            let code = "`\(text.replacingOccurrences(of: "`", with: ""))`"
            let item = ownerName.isEmpty ? "- \(code)" : "- `\(ownerName)`: \(code)"
            if !entries.contains(item) { entries.append(item) }
        }
        return entries
    }

    /// A property's accessors as Apple's pages spell them: a stored `var` is `{ get set }` (or
    /// `{ get }` with a restricted setter); a computed one is `{ get }` unless its body, on the
    /// line or on the lines one level in, has a setter.
    static func accessors(of member: SwiftDeclarationScanner.Member) -> String {
        if !member.hasBody || member.head.contains(" = ") {
            return member.modifiers.contains { $0.hasSuffix("(set)") } ? " { get }" : " { get set }"
        }
        var heads = member.body
        if member.bodyIsInline {
            let words = member.body[0].split(whereSeparator: { !$0.isLetter }).map(String.init)
            heads = words.firstIndex(of: "set").map { [$0 > 0 && words[$0 - 1] == "nonmutating" ? "nonmutating set" : "set"] } ?? words
        }
        if heads.contains(where: { $0.hasPrefix("nonmutating set") }) { return " { get nonmutating set }" }
        if heads.contains(where: { $0 == "set" || $0.hasPrefix("set {") || $0.hasPrefix("set(") }) {
            return " { get set }"
        }
        return " { get }"
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
}
