/// A malformed marble diagram: where, what, and the diagram with a caret under the spot.
///
/// ```
/// marble diagram error at column 4: '(' is never closed
///   -a-(b--
///      ^
/// ```
public struct MarbleError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The 1-based column (in characters) of the problem.
    public let column: Int
    /// The problem in words.
    public let problem: String
    /// The diagram as given.
    public let diagram: String

    /// An error at `column` (1-based) of `diagram`.
    public init(column: Int, problem: String, diagram: String) {
        self.column = column
        self.problem = problem
        self.diagram = diagram
    }

    /// The error with the diagram and a caret under the column.
    public var description: String {
        """
        marble diagram error at column \(column): \(problem)
          \(diagram)
          \(String(repeating: " ", count: max(0, column - 1)))^
        """
    }
}
