/// Why the generator refused to write anything.
///
/// Every case reads as a sentence a user can act on: it names the offending argument, says what
/// is wrong with it, and what to write instead.
public struct GeneratorError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The message shown to the user.
    public let description: String

    /// An error with this message.
    public init(_ description: String) {
        self.description = description
    }
}
