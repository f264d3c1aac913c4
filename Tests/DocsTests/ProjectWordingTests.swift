import Foundation
import Testing

/// The repository speaks of the project only: no tracked file (code, test names, comments, docs,
/// scripts, CI) mentions how the work was done, which request asked for something, or the
/// material the examples were taken from under a private name. A reader names the source ("the
/// sign-in article", "the sign-up tutorial", "the talk") or describes the behaviour.
///
/// Every file `git ls-files` lists is read (binary files, those that are not UTF-8, are skipped);
/// a line that matches one of ``rules`` fails, naming the file, the line, the words and what to
/// write instead. The word seed stays allowed where it means a random seed (`seed:`,
/// `SplitMix64(seed:)`, "the random seed") or `scan`'s and `reduce`'s first argument.
///
/// Another project's issue is a fact about that project, allowed when the project is named right
/// before it ("RxSwift issue #2040") or in a link (`ReactiveX/RxSwift#2586`): see CONTRIBUTING.md.
@Suite struct ProjectWordingTests {
    struct Rule: Sendable {
        /// What the rule finds, for the failure message.
        var name: String
        var pattern: String
        var caseInsensitive = false
        /// What to write instead.
        var instead: String
    }

    /// Projects whose issues may be cited, as "<project> issue #N".
    static let otherProjects = ["RxSwift", "RxCocoa", "RxJS", "OpenCombine", "Swift", "swift-format", "swift-docc"]

    static let rules: [Rule] = [
        Rule(
            name: "\"the seed\"", pattern: #"\bthe seeds?\b"#, caseInsensitive: true,
            instead:
                "name the source (\"the sign-in article\", \"the sign-up tutorial\", \"the talk\") or describe the behaviour; "
                + "for a random seed write \"the random seed\", for `scan` and `reduce` \"the initial value\""),
        Rule(
            name: "a possessive of seed", pattern: #"\bseed(?:'s|s')"#, caseInsensitive: true,
            instead: "name the source (\"the sign-in article's\", \"the talk's\") or describe the behaviour"),
        Rule(
            name: "`Seed` in a name", pattern: #"(?<!Random)Seed"#,
            instead:
                "name the source (`SigninArticle...`, `Talk...`) or the behaviour; a random seed is `seed` or `RandomSeed`"),
        Rule(
            name: "\"part-A\"", pattern: #"\b[Pp]art[- ]A\b"#,
            instead: "describe what the code does or which suite it is, not which part of a request built it"),
        Rule(
            name: "an issue number",
            pattern: #"(?<!(?:"# + otherProjects.joined(separator: "|") + #") )\bissues?\s+#?\d+"#, caseInsensitive: true,
            instead:
                "state the reason or the goal itself (\"goal: at most 100 ms\"); another project's issue names the project "
                + "first (\"RxSwift issue #2040\")"),
        Rule(
            name: "\"the issue\"", pattern: #"\bthe issues?\b"#, caseInsensitive: true,
            instead: "state the reason or the goal itself, not the request that asked for it"),
        Rule(
            name: "a session", pattern: #"\b(?:this|last|previous|earlier|that|a former) session\b"#, caseInsensitive: true,
            instead: "say what is (the figure, the behaviour), not when the work was done"),
    ]

    /// The one file exempt: this one, because its rules, and the samples that test them, must spell
    /// out the words they forbid. Every other tracked file is read.
    static let exempt: Set<String> = ["Tests/DocsTests/ProjectWordingTests.swift"]

    /// The rules, compiled once per check.
    static func matchers() throws -> [(rule: Rule, regex: NSRegularExpression)] {
        try rules.map { rule in
            (rule, try NSRegularExpression(pattern: rule.pattern, options: rule.caseInsensitive ? [.caseInsensitive] : []))
        }
    }

    /// The problems of one line: the rule and the words it matched.
    static func problems(
        in line: String, _ matchers: [(rule: Rule, regex: NSRegularExpression)]
    ) -> [(rule: Rule, words: String)] {
        let whole = NSRange(line.startIndex..., in: line)
        return matchers.compactMap { matcher in
            guard let match = matcher.regex.firstMatch(in: line, range: whole), let range = Range(match.range, in: line)
            else { return nil }
            return (matcher.rule, String(line[range]))
        }
    }

    /// The problems of one line, with the rules compiled for it (for the samples below).
    static func problems(in line: String) throws -> [(rule: Rule, words: String)] {
        problems(in: line, try matchers())
    }

    /// The tracked files, relative to the repository's root.
    static func trackedFiles() throws -> [String] {
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "-C", Repository.root.path, "ls-files", "-z"]
        let output = Pipe()
        git.standardOutput = output
        git.standardError = FileHandle.nullDevice
        try git.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        git.waitUntilExit()
        guard git.terminationStatus == 0 else {
            throw WordingError("`git ls-files` failed (status \(git.terminationStatus)) in \(Repository.root.path)")
        }
        return String(decoding: data, as: UTF8.self).split(separator: "\0").map(String.init)
    }

    struct WordingError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    @Test func noTrackedFileTalksAboutTheHistoryOfTheWork() throws {
        let files = try Self.trackedFiles()
        try #require(!files.isEmpty, "`git ls-files` listed no file: the check would pass on nothing")
        let matchers = try Self.matchers()
        var read = 0
        for path in files where !Self.exempt.contains(path) {
            guard let data = FileManager.default.contents(atPath: Repository.root.appendingPathComponent(path).path),
                !data.contains(0), let text = String(data: data, encoding: .utf8)
            else { continue }
            read += 1
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for (rule, words) in Self.problems(in: String(line), matchers) {
                    Issue.record("\(path):\(index + 1): \(rule.name) (\"\(words)\"): \(rule.instead)")
                }
            }
        }
        #expect(read > 100, "only \(read) tracked text files were read")
        #expect(files.contains("README.md") && files.contains("Package.swift"), "the file list is not this repository's")
    }

    // The rules, tried on samples.

    @Test func randomSeedsAndTheAccumulatorsInitialValuePass() throws {
        for line in [
            "Property failed on run 3 (seed: 0x5EED).", "var seeds = SplitMix64(seed: seed)", "Uses seeded random edits.",
            "public var seedLiteral: String {", "with the random seed that finds it again",
            "@Test func theSameRandomSeedGivesTheSameRuns() {", "Starts from `seed`, as RxSwift's scan does.",
        ] {
            #expect(try Self.problems(in: line).isEmpty, "\(line)")
        }
    }

    @Test func historyWordsFail() throws {
        for line in [
            "// The seed's polling pattern.", "As in the seed.", "the seeds' outputs", "enum MainActorSeed {",
            "@Test func theRulesApplyInTheSeedsOrder() {", "the part-A operator suites", "part A owns it",
            "(issue 14: at most 100 ms)", "Issue 11 asks for 1.3x", "see issues #3 and #4", "as the issue states it",
            "before this session's change", "in an earlier session",
        ] {
            #expect(try !Self.problems(in: line).isEmpty, "\(line)")
        }
    }

    @Test func otherProjectsIssuesPassWhenTheProjectIsNamed() throws {
        #expect(try Self.problems(in: "read during its closure (RxSwift issue #2040).").isEmpty)
        #expect(try Self.problems(in: "- [ReactiveX/RxSwift#2586](https://github.com/ReactiveX/RxSwift/issues/2586)").isEmpty)
        #expect(try Self.problems(in: "A leak is a failure, recorded as an issue.").isEmpty)
        #expect(try Self.problems(in: "Issue.record(Comment(rawValue: message))").isEmpty)
        #expect(try !Self.problems(in: "See issue #2040.").isEmpty)
    }
}
