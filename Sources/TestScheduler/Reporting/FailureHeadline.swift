/// The one line a test log shows before a failure's full text: what went wrong, not
/// Swift Testing's generic "Issue recorded". A failure is recorded as this error, with the full
/// message as its comment, so the log's headline states the mismatch:
/// `Caught error: Marble mismatch at 5: expected next(valid), got next(notValid)`.
struct FailureHeadline: Error, CustomStringConvertible {
    /// The headline.
    let description: String

    /// The headline of `message`: its first line, or, when that line is a title (`Marble
    /// mismatch:`), the title with the line that states the first difference (`at 5: ...`).
    init(_ message: String) {
        let lines = message.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        let first = lines.first ?? "TestScheduler failure"
        var headline = first
        if first.hasSuffix(":") {
            let title = String(first.dropLast())
            if let difference = lines.dropFirst().first(where: Self.statesADifference) {
                headline = title + " " + difference.drop { $0 == " " }
            } else {
                headline = title
            }
        }
        if headline.count > Self.limit { headline = String(headline.prefix(Self.limit - 1)) + "…" }
        description = headline
    }

    /// Longer headlines are cut: the full text follows them.
    static let limit = 200

    /// Whether `line` reads `at <time>: ...`, the sentence that states a difference.
    private static func statesADifference(_ line: String) -> Bool {
        let trimmed = line.drop { $0 == " " }
        guard trimmed.hasPrefix("at ") else { return false }
        let time = trimmed.dropFirst(3).prefix { $0 != ":" }
        return !time.isEmpty && time.allSatisfy { $0.isNumber || $0 == "-" }
            && trimmed.dropFirst(3 + time.count).first == ":"
    }
}
