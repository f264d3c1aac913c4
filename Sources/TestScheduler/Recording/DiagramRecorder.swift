import IOViewModel

/// Rewrites expected diagrams in test sources, one at a time for the whole process: reads the
/// file, has ``DiagramLiteralRewriter`` replace the literal, writes the file atomically.
///
/// It keeps a ledger of the run's rewrites, so that several in one file all land: a later call on
/// a line an earlier rewrite lengthened is found at its shifted column, and a call recorded twice
/// (a parameterized test) is recorded once, or refused if its two diagrams differ.
final class DiagramRecorder: Sendable {
    /// The process's recorder.
    static let shared = DiagramRecorder()

    /// Where to write instead of a test's own file, by `#filePath`: how the package's tests
    /// record into scratch copies.
    @TaskLocal static var redirection: [String: String] = [:]

    /// One rewrite: where, and what it wrote.
    struct Entry: Equatable {
        /// The call's line and column, as the compiler gave them.
        var line: Int
        var column: Int
        /// The diagram it wrote, and the entries it added to `values:`.
        var newText: String
        var addedValues: String? = nil
        /// The spans it replaced, at their columns before any rewrite of this run.
        var edits: [DiagramLiteralRewriter.Edit]
    }

    /// What a recording did.
    enum Outcome: Equatable {
        /// Wrote the literal: where, what was there and what is there now.
        case wrote(DiagramLiteralRewriter.Rewrite)
        /// Wrote nothing: this call had already been recorded with the same diagram, as `literal`,
        /// in this run.
        case alreadyRecorded(literal: String)
    }

    // IOViewModel's `Lock`, not `Mutex`: the thread sanitizer cannot see `Mutex`'s contended path
    // on Linux, and parallel tests do record at once.
    private let ledger = Lock<[String: [Entry]]>([:])

    /// Writes `new` in place of the literal `old` of `argument` in the call at `callSite`.
    func record(
        _ old: String, as new: String, addingValues: String? = nil, argument: DiagramArgument, at callSite: CallSite
    ) -> Result<Outcome, RecordRefusal> {
        let requested = "\(callSite.filePath)"
        let target = Self.redirection[requested] ?? requested
        let line = Int(callSite.line)
        let column = Int(callSite.column)
        return ledger.withLock { ledger -> Result<Outcome, RecordRefusal> in
            do throws(RecordRefusal) {
                let file = try SourceFile(path: target)
                let entries = ledger[file.path] ?? []
                if let done = entries.first(where: { $0.line == line && $0.column == column }) {
                    guard done.newText == new, done.addedValues == addingValues else {
                        throw .conflict(recorded: done.newText, now: new)
                    }
                    return .success(.alreadyRecorded(literal: SwiftStringLiteral.quoted(new)))
                }
                let shift = Self.shift(entries, line: line, before: column)
                let rewrite = try DiagramLiteralRewriter.rewrite(
                    try file.contents(), line: line, column: column + shift, argument: argument, from: old, to: new,
                    addingValues: addingValues
                ).get()
                try file.replace(with: rewrite.source)
                let edits = rewrite.edits.map { edit in
                    DiagramLiteralRewriter.Edit(
                        line: edit.line, column: Self.original(entries, line: edit.line, column: edit.column),
                        delta: edit.delta)
                }
                ledger[file.path, default: []].append(
                    Entry(line: line, column: column, newText: new, addedValues: addingValues, edits: edits))
                return .success(.wrote(rewrite))
            } catch {
                return .failure(error)
            }
        }
    }

    /// How far this run's rewrites moved what was at `column` (before them) on `line`.
    static func shift(_ entries: [Entry], line: Int, before column: Int) -> Int {
        entries.flatMap(\.edits).filter { $0.line == line && $0.column < column }.map(\.delta).reduce(0, +)
    }

    /// Where what is now at `column` on `line` was before this run's rewrites.
    static func original(_ entries: [Entry], line: Int, column: Int) -> Int {
        var moved = 0
        for edit in entries.flatMap(\.edits).filter({ $0.line == line }).sorted(by: { $0.column < $1.column }) {
            guard edit.column + moved < column else { break }
            moved += edit.delta
        }
        return column - moved
    }
}
