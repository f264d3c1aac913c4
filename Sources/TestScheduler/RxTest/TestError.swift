/// The error a `#` in a marble diagram stands for when no `error:` argument is given; also handy
/// as the error of hand-written event lists.
public struct TestError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What the error says.
    public let description: String

    /// An error described by `description`.
    public init(_ description: String = "error") {
        self.description = description
    }
}
