import Foundation
import SourceScanning
import Testing

/// Doc comments that stay true: every public operator states its contract in one form.
///
/// The contract form: a summary line, an optional paragraph (how it differs from RxSwift, and
/// why), then the bullets `- Emits:`, `- Completes:` and `- Errors:`, in that order, before any
/// other bullet (`- Parameters:`, `- Returns:`, `- Precondition:`...). A reader scanning a dozen
/// operators finds the same answer in the same place; an operator whose comment lost one of the
/// three fails here, naming the file and line.
@Suite struct DocCommentContractTests {
    /// Where the contract form is required: each folder, with the types whose public functions
    /// there produce or consume a sequence (declared in the type or in an extension of it).
    static let checkedAreas: [(folder: String, types: Set<String>)] = [
        ("Sources/IOViewModel/Operators", ["ObservableType", "Observable", "ConnectableObservableType", "ConnectableObservable"]),
        ("Sources/IOViewModel/Creation", ["ObservableType", "Observable"]),
        ("Sources/IOViewModel/Concurrency", ["ObservableType", "Observable", "AsyncSequence"]),
        ("Sources/IOViewModel/Binding", ["ObservableType"]),
        ("Sources/IOViewModel/Subscribing", ["ObservableType"]),
        ("Sources/IOViewModel/Collections", ["ObservableArray", "ObservableSectionedArray"]),
        ("Sources/TestScheduler", ["TestScheduler", "MarbleTest", "MarbleObservableBuilder"]),
        ("Sources/IOViewModel/PrimitiveSequence", ["PrimitiveSequence", "PrimitiveSequenceType", "ObservableType"]),
        (
            "Sources/IOViewModel/Traits",
            ["Infallible", "InfallibleType", "SharedSequence", "SharedSequenceConvertibleType", "TraitSequenceType", "ObservableType", "RelayBase"]
        ),
    ]
    /// The files with extension `wanted` under each of `folders`, sorted by path. Throws, naming
    /// the folder, when one is missing or holds no such file: a check must not pass on nothing.
    static func files(under folders: [String], extension wanted: String) throws -> [(path: String, text: String)] {
        try folders.flatMap { folder in
            try Repository.files(in: folder) { $0.pathExtension == wanted }.compactMap { url -> (path: String, text: String)? in
                guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
                return (Repository.relative(url), text)
            }
        }
        .sorted { $0.path < $1.path }
    }

    @Test(arguments: DocCommentContractTests.checkedAreas.map(\.folder))
    func everyPublicOperatorStatesItsContract(_ folder: String) throws {
        let types = try #require(Self.checkedAreas.first { $0.folder == folder }).types
        var checked = 0
        for file in try Self.files(under: [folder], extension: "swift") {
            let operators = ContractChecker.operators(in: file.text, sequenceTypes: types)
            checked += operators.count
            for declaration in operators {
                for problem in ContractChecker.problems(in: declaration.comment) {
                    Issue.record("\(file.path):\(declaration.line): `\(declaration.name)`: \(problem)")
                }
            }
        }
        #expect(checked > 0, "the checker found no operator in \(folder)")
    }

    @Test func theCheckerFindsTheOperators() throws {
        let found = try Self.files(under: ["Sources/IOViewModel/Operators", "Sources/IOViewModel/Creation"], extension: "swift")
            .flatMap { ContractChecker.operators(in: $0.text, sequenceTypes: ["ObservableType", "Observable"]) }
        #expect(found.count > 100, "the checker should find the operators; it found \(found.count)")
    }

    // The checker, tried on samples.

    static let sample = """
        extension ObservableType {
            /// Emits every element twice.
            ///
            /// - Emits: each element, then the same element again.
            /// - Completes: when this sequence completes.
            /// - Errors: when this sequence fails.
            /// - Precondition: nothing.
            @inlinable
            public func twice() -> Observable<Element> {
                fatalError()
            }

            /// Emits nothing. Completes when this sequence completes; never errors.
            public static func quiet() -> Observable<Element> {
                fatalError()
            }

            /// Emits the elements in reverse.
            ///
            /// - Completes: when this sequence completes.
            /// - Emits: on completion, every element, last first.
            /// - Errors: when this sequence fails.
            public func reversed() -> Observable<Element> {
                fatalError()
            }

            func hidden() -> Observable<Element> {
                fatalError()
            }

            /// Returns the first element.
            public func firstValue() async throws -> Element {
                fatalError()
            }
        }

        extension DisposeBag {
            /// Not an operator.
            public func insert() {}
        }

        public final class Thing {
            /// Not in an operator extension.
            public func run() {}
        }

        extension Observable {
            public func bare() -> Observable<Element> {
                fatalError()
            }
        }
        """

    static let sampleTypes: Set<String> = ["ObservableType", "Observable"]

    @Test func theCheckerFindsThePublicFunctionsOfSequenceExtensions() {
        let found = ContractChecker.operators(in: Self.sample, sequenceTypes: Self.sampleTypes)
        #expect(found.map(\.name) == ["twice", "quiet", "reversed", "bare"])
        #expect(found.map(\.line) == [9, 14, 23, 48])
    }

    @Test func theCheckerReadsATypeWhoseHeadWrapsOverLines() throws {
        let source = """
            public struct Wrapped<Element>: FirstProtocol,
                SecondProtocol
            {
                /// Returns `self`.
                public func asWrapped() -> Observable<Element> {
                    fatalError()
                }
            }
            """
        let found = ContractChecker.operators(in: source, sequenceTypes: ["Wrapped"])
        #expect(found.map(\.name) == ["asWrapped"])
        let comment = try #require(found.first).comment
        #expect(ContractChecker.problems(in: comment) == [
            "missing `- Emits:`, `- Completes:`, `- Errors:` (the contract's bullets, in that order)"
        ])
    }

    @Test func theCheckerPassesTheContractForm() {
        let found = ContractChecker.operators(in: Self.sample, sequenceTypes: Self.sampleTypes)
        #expect(ContractChecker.problems(in: found[0].comment) == [])
    }

    @Test func theCheckerNamesWhatIsMissingOrOutOfOrder() {
        let found = ContractChecker.operators(in: Self.sample, sequenceTypes: Self.sampleTypes)
        #expect(
            ContractChecker.problems(in: found[1].comment) == [
                "missing `- Emits:`, `- Completes:`, `- Errors:` (the contract's bullets, in that order)"
            ])
        #expect(
            ContractChecker.problems(in: found[2].comment) == [
                "bullets out of order: found `- Completes:`, `- Emits:`, `- Errors:`; want `- Emits:`, `- Completes:`, `- Errors:` first"
            ])
        #expect(ContractChecker.problems(in: found[3].comment) == ["no /// comment"])
        #expect(
            ContractChecker.problems(in: ["- Emits: x.", "- Completes: y.", "- Errors: z.", "- Warning: w."]) == [
                "no summary line before the bullets", "unexpected bullet `- Warning:` after the contract",
            ])
        #expect(
            ContractChecker.problems(in: ["Sums.", "", "- Emits: x.", "  More.", "- Completes: y.", "- Errors: z.", "", "Why."])
                == ["text after the bullets: the paragraph goes between the summary and the bullets"])
    }

}

/// The contract form's rules, over the declarations `SwiftDeclarationScanner` reads.
enum ContractChecker {
    struct Declaration {
        var name: String
        /// The 1-based line of the `func` keyword's line.
        var line: Int
        /// The `///` lines above the declaration, without the slashes and one leading space.
        var comment: [String]
    }

    static let contractBullets = ["Emits", "Completes", "Errors"]
    static let allowedAfterContract = ["Parameters", "Parameter", "Returns", "Precondition", "Throws", "Note"]

    /// The public functions declared directly in one of `sequenceTypes` or an extension of it
    /// that return a sequence, and its `bind` and `subscribe` functions that return the
    /// subscription (their contract says what they do with each event). (`awaitFirst() async
    /// throws -> Element` has a contract too, but it is a function's: `- Returns:` and `- Throws:`.)
    static func operators(in source: String, sequenceTypes: Set<String>) -> [Declaration] {
        let sequence =
            #"^((Observable|ConnectableObservable|Infallible|Driver|Signal|SharedSequence|TestableObservable|Single|Maybe|PrimitiveSequence)<|Completable\b)"#
        return SwiftDeclarationScanner.members(in: source).compactMap { member in
            guard member.keyword == "func", member.isPublic, let owner = member.owner, sequenceTypes.contains(owner.name),
                let returned = member.returnType,
                returned.range(of: sequence, options: .regularExpression) != nil
                    || (["bind", "subscribe"].contains(member.name) && returned.hasPrefix("any Disposable"))
            else { return nil }
            return Declaration(name: member.name, line: member.line, comment: member.documentation)
        }
    }

    /// What is wrong with `comment` as an operator's contract; empty when nothing is.
    static func problems(in comment: [String]) -> [String] {
        guard !comment.isEmpty else { return ["no /// comment"] }
        var problems: [String] = []
        if comment[0].isEmpty || comment[0].hasPrefix("- ") { problems.append("no summary line before the bullets") }
        let labels = comment.compactMap(bulletLabel)
        let contract = labels.filter(contractBullets.contains)
        let show = { (names: [String]) in names.map { "`- \($0):`" }.joined(separator: ", ") }
        let missing = contractBullets.filter { !contract.contains($0) }
        if !missing.isEmpty {
            problems.append("missing \(show(missing)) (the contract's bullets, in that order)")
        } else if Array(labels.prefix(3)) != contractBullets {
            problems.append("bullets out of order: found \(show(Array(labels.prefix(3)))); want \(show(contractBullets)) first")
        }
        for label in labels.dropFirst(3) where !allowedAfterContract.contains(where: { label.hasPrefix($0) }) {
            problems.append("unexpected bullet `- \(label):` after the contract")
        }
        if let firstBullet = comment.firstIndex(where: { bulletLabel($0) != nil }),
            comment[firstBullet...].contains(where: { !$0.isEmpty && !$0.hasPrefix("- ") && !$0.hasPrefix("  ") })
        {
            problems.append("text after the bullets: the paragraph goes between the summary and the bullets")
        }
        return problems
    }

    /// The label of a top-level bullet (`- Emits: ...` gives `Emits`); nil for other lines.
    static func bulletLabel(_ line: String) -> String? {
        guard line.hasPrefix("- "), let colon = line.firstIndex(of: ":") else { return nil }
        let label = line[line.index(line.startIndex, offsetBy: 2)..<colon]
        guard !label.isEmpty, label.allSatisfy({ $0.isLetter || $0 == " " }) else { return nil }
        return String(label)
    }
}
