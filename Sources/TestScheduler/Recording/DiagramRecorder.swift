import IOViewModel

/// Rewrites expected diagrams in test sources, and writes the `expect` lines of an exhaustive
/// test's unasserted outputs, one test at a time for the whole process: reads the file, has
/// ``DiagramLiteralRewriter`` and ``ExpectationInsertion`` change the text, writes the file
/// atomically, once for all the changes one test makes to it.
///
/// It keeps a ledger of the run's changes, so that several in one file all land: a later call on
/// a line an earlier rewrite lengthened is found at its shifted column, one below inserted lines
/// at its shifted line, and a call recorded twice (a parameterized test) is recorded once, or
/// refused if its two recordings differ.
final class DiagramRecorder: Sendable {
    /// The process's recorder.
    static let shared = DiagramRecorder()

    /// Where to write instead of a test's own file, by `#filePath`: how the package's tests
    /// record into scratch copies.
    @TaskLocal static var redirection: [String: String] = [:]

    /// One change a test asks for, at the call the compiler placed at `callSite`.
    struct Request {
        enum Change: Equatable {
            /// Write `new` in place of the literal `old` of `argument`, adding `addingValues` to
            /// the call's `values:`.
            case diagram(old: String, new: String, addingValues: String?, argument: DiagramArgument)
            /// Write lines expecting these outputs in the closure of the `marbles` call.
            case expectations([ExpectationInsertion.Expectation])
        }

        var change: Change
        var callSite: CallSite
    }

    /// One change made: where, and what it wrote.
    struct Entry: Equatable {
        /// The call's line and column, as the compiler gave them.
        var line: Int
        var column: Int
        /// What it wrote.
        var change: Request.Change
        /// The spans it replaced, at their lines and columns before any change of this run.
        var edits: [DiagramLiteralRewriter.Edit]
        /// The lines it inserted: after which line (before any change of this run), how many.
        var inserted: (afterLine: Int, count: Int)? = nil
        /// The lines it inserted, as written.
        var insertedLines: [String] = []

        static func == (lhs: Entry, rhs: Entry) -> Bool {
            lhs.line == rhs.line && lhs.column == rhs.column && lhs.change == rhs.change && lhs.edits == rhs.edits
                && lhs.inserted?.afterLine == rhs.inserted?.afterLine && lhs.inserted?.count == rhs.inserted?.count
        }
    }

    /// What a recording did.
    enum Outcome: Equatable {
        /// Wrote the literal: where, what was there and what is there now.
        case wrote(DiagramLiteralRewriter.Rewrite)
        /// Wrote nothing: this call had already been recorded with the same diagram, as `literal`,
        /// in this run.
        case alreadyRecorded(literal: String)
        /// Inserted lines expecting outputs; `afterLine` is where they are in the file now.
        case inserted(ExpectationInsertion.Insertion)
        /// Wrote nothing: this test's lines had already been inserted, the same, in this run.
        case alreadyInserted(lines: [String])
    }

    // IOViewModel's `Lock`, not `Mutex`: the thread sanitizer cannot see `Mutex`'s contended path
    // on Linux, and parallel tests do record at once.
    private let ledger = Lock<[String: [Entry]]>([:])
    /// How many times this run wrote each file, by its real path.
    private let writes = Lock<[String: Int]>([:])

    /// How many times this run wrote the file at `path`: one test's changes to a file take one.
    func writeCount(of path: String) -> Int {
        let resolved = (try? SourceFile(path: path))?.path ?? path
        return writes.withLock { $0[resolved] ?? 0 }
    }

    /// Writes `new` in place of the literal `old` of `argument` in the call at `callSite`.
    func record(
        _ old: String, as new: String, addingValues: String? = nil, argument: DiagramArgument, at callSite: CallSite
    ) -> Result<Outcome, RecordRefusal> {
        record([
            Request(
                change: .diagram(old: old, new: new, addingValues: addingValues, argument: argument), callSite: callSite
            )
        ])[0]
    }

    /// Makes `requests`, each file they change written once: the outcome of each, in order. A
    /// request refused leaves the others to be made; a failed write fails all of that file's.
    func record(_ requests: [Request]) -> [Result<Outcome, RecordRefusal>] {
        var outcomes = [Result<Outcome, RecordRefusal>](repeating: .failure(.unchanged), count: requests.count)
        var files: [String] = []
        var byFile: [String: [Int]] = [:]
        for (index, request) in requests.enumerated() {
            let requested = "\(request.callSite.filePath)"
            let target = Self.redirection[requested] ?? requested
            if byFile[target] == nil { files.append(target) }
            byFile[target, default: []].append(index)
        }
        ledger.withLock { ledger in
            for target in files {
                let indices = byFile[target] ?? []
                let made = Self.record(indices.map { requests[$0] }, in: target, ledger: &ledger) { path in
                    self.writes.withLock { $0[path, default: 0] += 1 }
                }
                for (index, outcome) in zip(indices, made) { outcomes[index] = outcome }
            }
        }
        return outcomes
    }

    /// Makes `requests` in the file at `target`, with one write.
    private static func record(
        _ requests: [Request], in target: String, ledger: inout [String: [Entry]], wrote: (String) -> Void
    ) -> [Result<Outcome, RecordRefusal>] {
        let file: SourceFile
        var source: [UInt8]
        do throws(RecordRefusal) {
            file = try SourceFile(path: target)
            source = try file.contents()
        } catch {
            return requests.map { _ in .failure(error) }
        }
        var entries = ledger[file.path] ?? []
        let before = entries.count
        var outcomes: [Result<Outcome, RecordRefusal>] = []
        for request in requests {
            do throws(RecordRefusal) {
                outcomes.append(.success(try apply(request, to: &source, entries: &entries)))
            } catch {
                outcomes.append(.failure(error))
            }
        }
        guard entries.count > before else { return outcomes }
        do throws(RecordRefusal) {
            try file.replace(with: source)
        } catch {
            return outcomes.map { outcome in
                switch outcome {
                case .success(.wrote), .success(.inserted): return .failure(error)
                default: return outcome
                }
            }
        }
        wrote(file.path)
        ledger[file.path] = entries
        return outcomes
    }

    /// Makes `request` in `source`, noting it in `entries`.
    private static func apply(
        _ request: Request, to source: inout [UInt8], entries: inout [Entry]
    ) throws(RecordRefusal) -> Outcome {
        let line = Int(request.callSite.line)
        let column = Int(request.callSite.column)
        if let done = entries.first(where: { $0.line == line && $0.column == column }) {
            switch (done.change, request.change) {
            case (.diagram(_, let recorded, let recordedValues, _), .diagram(_, let new, let addingValues, _)):
                guard recorded == new, recordedValues == addingValues else {
                    throw .conflict(recorded: recorded, now: new)
                }
                return .alreadyRecorded(literal: SwiftStringLiteral.quoted(new))
            case (.expectations(let recorded), .expectations(let now)):
                guard recorded == now else {
                    throw .conflict(
                        recorded: recorded.map(\.diagram).joined(separator: " "),
                        now: now.map(\.diagram).joined(separator: " "))
                }
                return .alreadyInserted(lines: done.insertedLines)
            default:
                break
            }
        }
        let currentLine = Self.current(entries, line: line)
        let currentColumn = column + Self.shift(entries, line: line, before: column)
        switch request.change {
        case .diagram(let old, let new, let addingValues, let argument):
            let rewrite = try DiagramLiteralRewriter.rewrite(
                source, line: currentLine, column: currentColumn, argument: argument, from: old, to: new,
                addingValues: addingValues
            ).get()
            source = rewrite.source
            let edits = rewrite.edits.map { edit in
                let original = Self.original(entries, line: edit.line)
                return DiagramLiteralRewriter.Edit(
                    line: original, column: Self.original(entries, line: original, column: edit.column),
                    delta: edit.delta)
            }
            entries.append(Entry(line: line, column: column, change: request.change, edits: edits))
            return .wrote(rewrite)
        case .expectations(let expectations):
            let insertion = try ExpectationInsertion.insert(
                source, line: currentLine, column: currentColumn, expectations: expectations
            ).get()
            source = insertion.source
            entries.append(
                Entry(
                    line: line, column: column, change: request.change, edits: [],
                    inserted: (Self.original(entries, line: insertion.afterLine), insertion.lines.count),
                    insertedLines: insertion.lines))
            return .inserted(insertion)
        }
    }

    /// Where the line that was `line` before this run's changes is now.
    static func current(_ entries: [Entry], line: Int) -> Int {
        line + entries.compactMap(\.inserted).filter { $0.afterLine < line }.map(\.count).reduce(0, +)
    }

    /// Which line, before this run's changes, the line now at `line` was (a line of the source,
    /// not one this run inserted).
    static func original(_ entries: [Entry], line: Int) -> Int {
        var moved = 0
        for insertion in entries.compactMap(\.inserted).sorted(by: { $0.afterLine < $1.afterLine }) {
            guard insertion.afterLine + moved < line else { break }
            moved += insertion.count
        }
        return line - moved
    }

    /// How far this run's rewrites moved what was at `column` (before them) on `line`.
    static func shift(_ entries: [Entry], line: Int, before column: Int) -> Int {
        entries.flatMap(\.edits).filter { $0.line == line && $0.column < column }.map(\.delta).reduce(0, +)
    }

    /// Where what is now at `column` on `line` (as it was before this run) was before this run's
    /// rewrites.
    static func original(_ entries: [Entry], line: Int, column: Int) -> Int {
        var moved = 0
        for edit in entries.flatMap(\.edits).filter({ $0.line == line }).sorted(by: { $0.column < $1.column }) {
            guard edit.column + moved < column else { break }
            moved += edit.delta
        }
        return column - moved
    }
}
