/// A demo's non-interactive mode: a script of commands in, a transcript out.
///
/// Both demos stream their transcript as they go (the executable prints each line at once);
/// a test, or any caller wanting the whole result, uses ``run(_:)``, which collects the same
/// lines.
public protocol ScriptedSession {
    /// Runs `lines` through a new view model, reporting each transcript line and each problem as
    /// it happens.
    func run(_ lines: some Sequence<String>, transcript: @escaping (String) -> Void, error: (String) -> Void)
}

extension ScriptedSession {
    /// Runs `lines` through a new view model and returns what happened.
    public func run(_ lines: some Sequence<String>) -> ScriptResult {
        var result = ScriptResult()
        run(lines, transcript: { result.transcript.append($0) }, error: { result.errors.append($0) })
        return result
    }
}
