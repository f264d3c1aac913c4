/// Which argument of a call holds the expected diagram.
@usableFromInline
enum DiagramArgument: Equatable, Sendable, CustomStringConvertible {
    /// The unlabeled argument at this 0-based position: `expect(source, "-a-|", ...)` is 1.
    case position(Int, function: String)
    /// The argument with this label: `validate(..., expected: "-a-|", ...)`.
    case label(String, function: String)

    /// `test.expect(source, diagram, ...)`.
    @usableFromInline static let expect = DiagramArgument.position(1, function: "expect")
    /// `test.expectInvalidations(of: read, diagram)`.
    @usableFromInline static let expectInvalidations = DiagramArgument.position(1, function: "expectInvalidations")
    /// `scheduler.validate(..., expected: diagram, ...)`.
    @usableFromInline static let validate = DiagramArgument.label("expected", function: "validate")

    /// The function whose call holds the argument.
    var function: String {
        switch self {
        case .position(_, let function), .label(_, let function): return function
        }
    }

    @usableFromInline var description: String {
        switch self {
        case .position(let index, _): return "diagram as its unlabeled argument \(index + 1)"
        case .label(let label, _): return "`\(label):` argument"
        }
    }
}
