import Foundation
import Testing

/// Every Swift code block of the documentation is compiled: each must appear, line for line, in a
/// Swift file that `swift build --build-tests` compiles (a library, a test, a documentation
/// snippet test under `Tests/DocsTests/Snippets`), so an example that stops compiling, or that a
/// test stops running, fails here.
///
/// Lines are compared as code: without indentation, comments, or runs of spaces outside string
/// literals (alignment), and blank lines are ignored. `import` lines are checked apart: a block
/// may list the imports its code needs, and they must name modules that exist. A block that
/// quotes a declaration may stop before its opening brace.
///
/// One kind of block is not compiled: a block that shows what the compiler rejects, marked by a
/// line with an `// error:` comment quoting the diagnostic (the isolation article's data race).
@Suite struct CodeBlockTests {
    static let packageModules: Set<String> = [
        "IOViewModel", "TestScheduler", "SigninFeature", "SignupFeature", "TalkPatterns", "DemoKit", "SigninForm",
        "IOViewModelCocoa", "IOViewModelObservation", "ExampleScreens", "SearchFeature",
    ]
    static let systemModules: Set<String> = [
        "Testing", "XCTest", "Foundation", "Dispatch", "Synchronization", "PackageDescription",
    ]
    /// RxSwift's modules, allowed only where the documentation shows code before a port: the body
    /// of such a block compiles unchanged against this package once the imports are changed.
    static let rxModules: Set<String> = ["RxSwift", "RxCocoa", "RxRelay", "RxTest"]
    static let pagesShowingRxSwift: Set<String> = ["Docs/IOViewModelGuide.docc/ComingFromRxSwift.md"]

    static let corpus: [(file: String, lines: [String])] = ((try? Repository.compiledSwiftFiles()) ?? []).compactMap { url in
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        return (Repository.relative(url), normalized(text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)))
    }

    static let swiftBlocks: [CodeBlock] = ((try? Repository.markdownFiles()) ?? []).flatMap { url -> [CodeBlock] in
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return CodeBlock.all(in: text, file: Repository.relative(url)).filter { $0.language == "swift" }
    }

    @Test func theDocumentationHasSwiftBlocks() throws {
        // Throw, naming the folder, when one the lists read is missing or empty.
        _ = try Repository.markdownFiles()
        _ = try Repository.compiledSwiftFiles()
        #expect(Self.swiftBlocks.count > 50)
        #expect(Self.corpus.count > 100)
    }

    @Test(arguments: CodeBlockTests.swiftBlocks.map { "\($0.file):\($0.line)" })
    func swiftBlockIsCompiledCode(_ location: String) throws {
        let block = try #require(Self.swiftBlocks.first { "\($0.file):\($0.line)" == location })
        let lines = Self.normalized(block.lines)
        let imports = lines.filter { $0.hasPrefix("import ") }.map { String($0.dropFirst("import ".count)) }
        for module in imports {
            let allowed = Self.packageModules.contains(module) || Self.systemModules.contains(module)
                || (Self.rxModules.contains(module) && Self.pagesShowingRxSwift.contains(block.file))
            #expect(allowed, "\(location): `import \(module)` names no module this package builds against")
        }
        let body = lines.filter { !$0.hasPrefix("import ") }
        guard !body.isEmpty else { return }
        if Self.showsACompilerError(block) { return }
        if Self.corpus.contains(where: { Self.contains($0.lines, body) }) { return }
        Issue.record(Comment(rawValue: Self.explainMissing(body, at: location)))
    }

    /// README.ja.md is README.md in Japanese: the prose is translated, the code is the same, so
    /// every fenced block (code, commands, the failure picture) must be README.md's, in order.
    @Test func theJapaneseReadmeShowsTheSameBlocksAsTheReadme() throws {
        let english = CodeBlock.all(in: try Repository.read("README.md"), file: "README.md")
        let japanese = CodeBlock.all(in: try Repository.read("README.ja.md"), file: "README.ja.md")
        #expect(japanese.count == english.count, "README.ja.md has \(japanese.count) blocks, README.md \(english.count)")
        for (ja, en) in zip(japanese, english) where ja.language != en.language || ja.lines != en.lines {
            Issue.record("README.ja.md:\(ja.line) differs from README.md:\(en.line): copy README.md's block")
        }
    }

    /// Whether `block` shows code the compiler rejects: one of its lines is an `// error:`
    /// comment quoting the diagnostic.
    static func showsACompilerError(_ block: CodeBlock) -> Bool {
        block.lines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("// error:") }
    }

    /// The lines as code: comments and spaces outside string literals removed, runs of spaces
    /// between tokens made one, blank lines left out.
    static func normalized(_ lines: [String]) -> [String] {
        lines.map(codeOnly).filter { !$0.isEmpty }
    }

    /// `line` without its `//` comment, its indentation and its alignment spaces; string
    /// literals are kept as they are (a diagram's spaces matter).
    static func codeOnly(_ line: String) -> String {
        var result = ""
        var inString = false
        var escaped = false
        var pendingSpace = false
        var previous: Character?
        for char in line {
            if inString {
                result.append(char)
                if escaped {
                    escaped = false
                } else if char == "\\" {
                    escaped = true
                } else if char == "\"" {
                    inString = false
                }
                previous = char
                continue
            }
            if char == "/" && previous == "/" {
                result.removeLast()
                break
            }
            if char == " " || char == "\t" {
                pendingSpace = !result.isEmpty
                previous = char
                continue
            }
            if pendingSpace {
                result.append(" ")
                pendingSpace = false
            }
            result.append(char)
            if char == "\"" { inString = true }
            previous = char
        }
        return result.trimmingCharacters(in: .whitespaces)
    }

    /// Whether `body` occurs as consecutive lines of `source`; its last line may stop before a
    /// declaration's opening brace.
    static func contains(_ source: [String], _ body: [String]) -> Bool {
        guard body.count <= source.count else { return false }
        for start in 0...(source.count - body.count) where matches(source, from: start, body) == body.count {
            return true
        }
        return false
    }

    /// How many lines of `body` match `source` from `start` on.
    static func matches(_ source: [String], from start: Int, _ body: [String]) -> Int {
        var count = 0
        while count < body.count, start + count < source.count {
            let line = source[start + count]
            let wanted = body[count]
            let isLast = count == body.count - 1
            guard line == wanted || (isLast && line == wanted + " {") else { break }
            count += 1
        }
        return count
    }

    /// The failure text: where the longest partial match is and the first line that differs.
    static func explainMissing(_ body: [String], at location: String) -> String {
        var best: (file: String, start: Int, count: Int)?
        for (file, source) in corpus {
            for start in source.indices {
                let count = matches(source, from: start, body)
                if count > 0, count > (best?.count ?? 0) { best = (file, start, count) }
            }
        }
        var message = "\(location): this Swift block is not in any compiled file. Put it, line for line, in a test "
            + "under Tests/DocsTests/Snippets (or fix the block)."
        if let best {
            let source = corpus.first { $0.file == best.file }?.lines ?? []
            message += "\nClosest: \(best.file) has its first \(best.count) of \(body.count) lines;"
            message += "\n  block:  \(body[best.count])"
            let next = best.start + best.count
            message += "\n  source: \(next < source.count ? source[next] : "(end of file)")"
        } else {
            message += "\nNo compiled file contains its first line: \(body[0])"
        }
        return message
    }
}
