import Foundation

/// This checkout's files, found from this source file's path.
enum Repository {
    /// The package's root directory.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // DocsTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// The path of `url` relative to the root.
    static func relative(_ url: URL) -> String {
        String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
    }

    /// Every documentation page: the READMEs (the Japanese one too), `Docs/**/*.md` (the built
    /// site excepted) and the articles of every DocC catalog under `Sources`.
    static func markdownFiles() throws -> [URL] {
        var files = ["README.md", "README.ja.md", "CONTRIBUTING.md"].map { root.appendingPathComponent($0) }
        if let missing = files.first(where: { !FileManager.default.fileExists(atPath: $0.path) }) {
            throw RepositoryError("\(relative(missing)) is missing")
        }
        files += try Self.files(in: "Docs", excluding: ["Docs/site"]) { $0.pathExtension == "md" }
        files += try Self.files(in: "Sources") { $0.pathExtension == "md" && $0.path.contains(".docc/") }
        return files.sorted { $0.path < $1.path }
    }

    /// Every Swift file `swift build --build-tests` compiles: the targets under `Sources`, `Tools`
    /// and `Tests`, and the tutorials' finished packages, which `Package.swift` builds from the
    /// guide's catalog.
    static func compiledSwiftFiles() throws -> [URL] {
        var files = try Self.files(in: "Sources") { $0.pathExtension == "swift" }
        files += try Self.files(in: "Tools") { $0.pathExtension == "swift" }
        files += try Self.files(in: "Tests") { $0.pathExtension == "swift" }
        // The tutorial's manifests, type-checked against PackageDescription by
        // scripts/check-tutorial-code.py (the README quotes one).
        files += try Self.files(in: "Docs/IOViewModelGuide.docc/Resources/Tutorial") {
            $0.pathExtension == "swift" && $0.deletingLastPathComponent().lastPathComponent == "Tutorial"
                && (try? String(contentsOf: $0, encoding: .utf8))?.contains("import PackageDescription") == true
        }
        for target in ["SigninForm", "SigninFormTests", "SignupForm", "SignupFormTests"] {
            files += try Self.files(in: "Docs/IOViewModelGuide.docc/Resources/Tutorial/Final/" + target) { $0.pathExtension == "swift" }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The contents of the file at `path`, relative to the root.
    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The files under `directory` (relative to the root) that `keep` accepts, skipping the
    /// `excluded` folders. Throws, naming the folder, when it is missing or nothing in it is
    /// kept: a check that reads no file would pass on nothing.
    static func files(in directory: String, excluding excluded: [String] = [], _ keep: (URL) -> Bool) throws -> [URL] {
        let start = root.appendingPathComponent(directory)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: start.path, isDirectory: &isDirectory), isDirectory.boolValue,
            let enumerator = FileManager.default.enumerator(at: start, includingPropertiesForKeys: nil)
        else { throw RepositoryError("\(directory) is missing: update the folder list of the check that reads it") }
        var found: [URL] = []
        for case let url as URL in enumerator {
            let path = relative(url)
            if excluded.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) {
                enumerator.skipDescendants()
                continue
            }
            if keep(url) { found.append(url) }
        }
        if found.isEmpty { throw RepositoryError("\(directory) holds none of the files the check reads") }
        return found
    }
}

/// A folder or file a source-reading check needs is missing, or holds nothing it reads.
struct RepositoryError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A fenced code block of a Markdown file.
struct CodeBlock {
    /// The file, relative to the root.
    var file: String
    /// The 1-based line of the opening fence.
    var line: Int
    /// The fence's info string: `swift`, `text`, `sh`, or empty.
    var language: String
    /// The lines between the fences, with the fence's indentation removed.
    var lines: [String]

    /// The block's text, lines joined by newlines.
    var text: String {
        lines.joined(separator: "\n")
    }

    /// The fenced blocks of `markdown` (a file at `file`), in order.
    static func all(in markdown: String, file: String) -> [CodeBlock] {
        var blocks: [CodeBlock] = []
        var open: (fence: String, indent: Int, block: CodeBlock)?
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let indent = line.prefix { $0 == " " }.count
            let trimmed = line.dropFirst(indent)
            if var current = open {
                if trimmed.hasPrefix(current.fence) && trimmed.allSatisfy({ $0 == current.fence.first }) {
                    blocks.append(current.block)
                    open = nil
                } else {
                    current.block.lines.append(String(line.dropFirst(min(indent, current.indent))))
                    open = current
                }
                continue
            }
            for fence in ["```", "~~~"] where trimmed.hasPrefix(fence) {
                let marks = String(trimmed.prefix { $0 == fence.first })
                let info = trimmed.dropFirst(marks.count).trimmingCharacters(in: .whitespaces)
                open = (marks, indent, CodeBlock(file: file, line: index + 1, language: info, lines: []))
            }
        }
        return blocks
    }
}
