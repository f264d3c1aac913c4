// A libFuzzer target: record mode's diagram-literal rewriter and the Swift call scanner under it,
// on any bytes. The input is a source text, the diagram the test ran with and the diagram to
// record, separated by NUL bytes; the call rewritten is the source's first `expect(`. A rewrite
// must never crash, and either refuses or leaves a source whose literal reads the new diagram:
// rewriting it back from the new diagram succeeds, and gives back a literal that reads the old.

// The sources read string literals with Foundation, which the TestScheduler module re-exports.
@_exported import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRecordMode(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let parts = UnsafeBufferPointer(start: data, count: size).split(
        separator: 0, maxSplits: 2, omittingEmptySubsequences: false)
    guard parts.count == 3 else { return 0 }
    let source = Array(parts[0])
    let old = String(decoding: parts[1], as: UTF8.self)
    let new = String(decoding: parts[2], as: UTF8.self)
    let call = Array("expect(".utf8)
    guard let start = (0...max(0, source.count - call.count)).first(where: { source[$0...].starts(with: call) }),
        source.count >= call.count
    else { return 0 }
    let open = start + call.count - 1
    let line = source[..<open].filter { $0 == UInt8(ascii: "\n") }.count + 1
    let lineStart = source[..<open].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    let column = open - lineStart + 1
    guard
        case .success(let rewrite) = DiagramLiteralRewriter.rewrite(
            source, line: line, column: column, argument: .expect, from: old, to: new)
    else { return 0 }
    let back = DiagramLiteralRewriter.rewrite(
        rewrite.source, line: line, column: column, argument: .expect, from: new, to: old)
    guard case .success = back else {
        preconditionFailure(
            "the rewritten literal \(rewrite.newLiteral) does not read \(String(reflecting: new)): \(back)")
    }
    return 0
}
