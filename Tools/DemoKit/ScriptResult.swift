/// What a demo script produced: the transcript lines and the problems found.
public struct ScriptResult: Equatable, Sendable {
    /// `> command` for each command, then one line per output event it caused.
    public var transcript: [String] = []
    /// One message per line that could not be understood.
    public var errors: [String] = []

    /// An empty result.
    public init() {}
}
