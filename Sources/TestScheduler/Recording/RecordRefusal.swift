/// Why record mode left an expected diagram as it was: the call is not in a form it can rewrite
/// safely, the file cannot be written, or the output cannot be drawn as a diagram that would pass.
enum RecordRefusal: Error, Equatable, CustomStringConvertible {
    case fileNotFound(path: String)
    case unreadable(path: String, reason: String)
    case notWritable(path: String, reason: String)
    case writeFailed(path: String, reason: String)
    case noCall(line: Int, column: Int)
    case anotherFunction(found: String, expected: String)
    case unbalancedCall
    case noDiagramArgument(DiagramArgument)
    case notALiteral
    case interpolated
    case multiline
    case unknownEscape
    case literalDiffers(found: String, expected: String)
    case conflict(recorded: String, now: String)
    case unnamedValues([String])
    case valuesNotALiteral
    case unwritableValues([String])
    case unnamedStrings([String])
    case inexact
    case unchanged
    case wouldNotMatch(String)
    case noClosure
    case closureParameters
    case closureOnOneLine

    var description: String {
        switch self {
        case .fileNotFound(let path):
            return "the test's source file is not at \(path)"
        case .unreadable(let path, let reason):
            return "\(path) cannot be read as UTF-8 text (\(reason))"
        case .notWritable(let path, let reason):
            return "\(path) is not writable (\(reason))"
        case .writeFailed(let path, let reason):
            return "writing \(path) failed (\(reason)); the file is unchanged"
        case .noCall(let line, let column):
            return
                "there is no call at line \(line), column \(column) of the source (was it edited since the test was built?)"
        case .anotherFunction(let found, let expected):
            let name = found.isEmpty ? "something else" : "`\(found)(`"
            return
                "the call there is \(name), not `\(expected)(` (a helper of your own passing its caller's location?): only a diagram written in the `\(expected)` call itself is rewritten"
        case .unbalancedCall:
            return "the call's parentheses do not close"
        case .noDiagramArgument(let argument):
            return "the call has no \(argument)"
        case .notALiteral:
            return "the diagram is not a string literal in the call (a variable, or built at run time)"
        case .interpolated:
            return "the diagram is an interpolated string literal"
        case .multiline:
            return "the diagram is a multi-line (\"\"\") string literal"
        case .unknownEscape:
            return "the diagram's literal has an escape sequence record mode does not read"
        case .literalDiffers(let found, let expected):
            return
                "the literal there is \(found), not the diagram the test ran with, \(expected) (was the file edited since the test was built?)"
        case .conflict(let recorded, let now):
            return
                "this call was already recorded in this run as \(SwiftStringLiteral.quoted(recorded)), and now produced \(SwiftStringLiteral.quoted(now)) (a helper or a parameterized test sharing one diagram?)"
        case .unnamedValues(let values):
            return "`values:` has no key for \(values.joined(separator: ", ")): add one for each, then record again"
        case .valuesNotALiteral:
            return
                "the output emitted values its `values:` has no key for, and that argument is not a dictionary literal written in the call (`values: [:]` or `values: [\"a\": 1]`) that record mode could add them to: add a key for each by hand, then record again"
        case .unwritableValues(let values):
            return
                "`values:` has no key for \(values.joined(separator: ", ")), and record mode writes Swift literals only for strings, numbers, booleans, and optionals and arrays of them: add one for each by hand, then record again"
        case .unnamedStrings(let strings):
            return
                "the output emitted \(strings.joined(separator: ", ")), which a diagram without `values:` cannot draw (one character per value): pass `values:`, then record again"
        case .inexact:
            return
                "the output cannot be drawn exactly (events between frames, or inside a group): write the diagram by hand, or use a smaller frame"
        case .unchanged:
            return
                "what the output did draws as the diagram already written, which did not match it: write the diagram by hand (as long as the test should run)"
        case .noClosure:
            return "the `marbles` call has no closure `{ test, viewModel in ... }`, after it or as its last argument"
        case .closureParameters:
            return
                "the `marbles` call's closure does not name its two parameters (`{ test, viewModel in`), so record mode cannot write lines that use them"
        case .closureOnOneLine:
            return
                "the `marbles` call's closure has no line to write after: its last `expect`, `input` or `ignore` call has more code after it on its line, or the closure is written on one line"
        case .wouldNotMatch(let diagram):
            return
                "drawn as \(SwiftStringLiteral.quoted(diagram)), the diagram would not match the output when parsed back (an error other than the `error:` argument?)"
        }
    }
}
