import Foundation
@testable import TestScheduler

/// A scratch copy of a test's source file in a fresh temporary directory, for record mode to
/// rewrite instead of the repository's file: recordings made inside `recording` go to the copy.
final class ScratchSource {
    let directory: URL
    let file: URL
    /// The `#filePath` whose recordings go to the copy.
    let source: String
    /// The copy's bytes when it was made.
    let original: [UInt8]

    init(of source: String = #filePath) throws {
        self.source = source
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("marbles-record-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        file = directory.appendingPathComponent(URL(fileURLWithPath: source).lastPathComponent)
        original = Array(try Data(contentsOf: URL(fileURLWithPath: source)))
        try Data(original).write(to: file)
    }

    deinit {
        try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
        try? FileManager.default.removeItem(at: directory)
    }

    /// Runs `body` with record mode writing into the copy.
    func recording<T>(_ body: () throws -> T) rethrows -> T {
        try DiagramRecorder.$redirection.withValue([source: file.path], operation: body)
    }

    /// The copy's bytes now.
    var bytes: [UInt8] {
        (try? Data(contentsOf: file)).map(Array.init) ?? []
    }

    /// The copy's lines now, and the original's.
    var lines: [String] {
        String(decoding: bytes, as: UTF8.self).components(separatedBy: "\n")
    }

    var originalLines: [String] {
        String(decoding: original, as: UTF8.self).components(separatedBy: "\n")
    }

    /// The 1-based numbers of the lines that differ from the original's.
    var changedLines: [Int] {
        let now = lines
        let before = originalLines
        guard now.count == before.count else { return [-1] }
        return now.indices.filter { now[$0] != before[$0] }.map { $0 + 1 }
    }

    /// The files in the directory besides the copy (a temporary file left behind would show).
    var otherFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0 != file.lastPathComponent }
    }

    /// The diagram the copy now holds in `argument` of the call whose `(` is at `line`, `column`.
    func diagram(line: UInt, column: UInt, argument: DiagramArgument = .expect) -> String? {
        let scanner = SwiftCallScanner(bytes: bytes)
        guard let open = scanner.offset(line: Int(line), column: Int(column)),
            let arguments = scanner.arguments(openingAt: open)
        else { return nil }
        let found: SwiftCallScanner.Argument?
        switch argument {
        case .position(let index, _): found = arguments.indices.contains(index) ? arguments[index] : nil
        case .label(let label, _): found = arguments.first { $0.label == label }
        }
        guard let literal = found?.literal else { return nil }
        return SwiftStringLiteral.decode(bytes[literal.content], hashes: literal.hashes)
    }
}
