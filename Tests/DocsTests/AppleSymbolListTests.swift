import Foundation
import Testing

/// The guide's list of the UIKit, AppKit and SwiftUI symbols the bindings and screens use is the
/// stand-ins' declarations, line for line: every public declaration of `Tools/CocoaStandIns` and
/// `Tools/SwiftUIStandIns` (except the stand-ins' own test helpers, named `standIn...`) appears in
/// the article as `- `Owner`: `declaration``, in file order, and the article lists nothing else. So
/// a reviewer on a Mac checks the list against Apple's documentation once, and the stand-ins
/// cannot drift from it unnoticed.
@Suite struct AppleSymbolListTests {
    static let article = "Docs/IOViewModelGuide.docc/AppleFrameworkSymbols.md"
    static let modules = ["Tools/CocoaStandIns", "Tools/SwiftUIStandIns"]
    static let skippedFiles: Set<String> = ["StandInDriving.swift", "Exports.swift"]

    @Test func theArticleListsExactlyTheStandInsDeclarations() throws {
        var expected: [String] = []
        for module in Self.modules {
            let directory = Repository.root.appendingPathComponent(module)
            let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
                .filter { $0.hasSuffix(".swift") && !Self.skippedFiles.contains($0) }
                .sorted()
            #expect(!files.isEmpty, "\(module) holds no Swift file: the list would be checked against nothing")
            for file in files {
                let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                expected += Self.declarations(in: text)
            }
        }
        let listed = try Repository.read(Self.article)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
            .filter { $0.hasPrefix("- `") }
        #expect(expected.count > 60)
        if listed != expected {
            let missing = expected.filter { !listed.contains($0) }
            let extra = listed.filter { !expected.contains($0) }
            Issue.record(
                """
                \(Self.article) differs from the stand-ins' declarations.
                Missing: \(missing.joined(separator: "\n"))
                Not declared: \(extra.joined(separator: "\n"))
                The whole list, in order:
                \(expected.joined(separator: "\n"))
                """)
        }
    }

    /// The public declarations of a stand-in file as list entries.
    static func declarations(in text: String) -> [String] {
        var entries: [String] = []
        var owners: [(name: String, depth: Int, listsMembers: Bool)] = []
        var depth = 0
        for line in joinedDeclarations(text) {
            let owner = owners.last
            if !line.hasPrefix("//"), let entry = declaration(line, insidePublicProtocolOrEnum: owner?.listsMembers ?? false) {
                let ownerName = owner?.name ?? ""
                if !entry.name.hasPrefix("standIn"), !entry.name.hasPrefix("StandIn"), !ownerName.contains("StandIn"),
                    owner == nil || owner!.listsMembers || entry.isPublic
                {
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

    /// The file's lines, trimmed, with a declaration that the formatter wrapped over several lines
    /// (open parentheses) joined back into one.
    static func joinedDeclarations(_ text: String) -> [String] {
        var lines: [String] = []
        var pending = ""
        for raw in text.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            pending = pending.isEmpty ? raw : pending + " " + raw
            let open = pending.filter { $0 == "(" }.count - pending.filter { $0 == ")" }.count
            if open > 0 { continue }
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
    }

    static let modifiers: Set<String> = [
        "public", "open", "nonisolated", "override", "required", "convenience", "final", "internal(set)",
        "public(set)",
    ]

    /// `line` as a declaration without attributes, access modifiers, default values or body.
    static func declaration(_ line: String, insidePublicProtocolOrEnum: Bool) -> Declaration? {
        var words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        var isPublic = false
        var kept: [String] = []  // `weak` and `static` stay in the declaration
        while let first = words.first, first.hasPrefix("@") || modifiers.contains(first) || first == "weak" {
            if first == "public" || first == "open" { isPublic = true }
            if first == "weak" { kept.append(first) }
            words.removeFirst()
        }
        words = kept + words
        guard let keyword = words.first else { return nil }
        let kinds: Set<String> = [
            "class", "struct", "enum", "protocol", "func", "init", "init?", "var", "let", "subscript", "case",
            "associatedtype", "static", "weak", "extension",
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
        var text = words.joined(separator: " ")
        if text.hasSuffix(" {") { text.removeLast(2) }
        if let body = text.range(of: " {") { text = String(text[..<body.lowerBound]) }
        let isStored = ["var", "let", "case"].contains(keyword) || (keyword == "static" || keyword == "weak")
        if isStored, !text.contains("func "), let value = text.range(of: " = ") {
            text = String(text[..<value.lowerBound])
        }
        let nameWords = words.drop { ["static", "weak", "class", "struct", "enum", "protocol", "func", "var", "let", "case"].contains($0) }
        let name = String(nameWords.first?.split(whereSeparator: { "(<:".contains($0) }).first ?? "")
        let typeKinds: Set<String> = ["class", "struct", "enum", "protocol"]
        let opensType = typeKinds.contains(keyword) ? name : nil
        return Declaration(
            text: text, name: name, isPublic: isPublic, opensType: opensType,
            listsMembers: keyword == "protocol" || keyword == "enum")
    }
}
