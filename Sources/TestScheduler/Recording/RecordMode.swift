#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Whether a failing expectation rewrites its diagram: the `record:` argument of
/// ``TestScheduler/TestScheduler/marbles(frame:record:fileID:filePath:line:column:_:)`` and
/// `validate`, else the `MARBLES_RECORD` environment variable.
enum RecordMode {
    /// The environment variable that turns record mode on for a whole run: `MARBLES_RECORD=1`.
    static let environmentVariable = "MARBLES_RECORD"

    /// Whether to record, given the call's `record:` argument. `true` and `false` decide;
    /// `nil` follows the environment, except inside ``TestFailureReporting/captureFailures(_:)``,
    /// whose failures are a test's subject, not a test's failure.
    static func isOn(_ explicit: Bool?) -> Bool {
        if let explicit { return explicit }
        guard TestFailureReporting.collector == nil else { return false }
        return isOn(environmentValue: getenv(environmentVariable).map { String(cString: $0) })
    }

    /// Whether an environment variable's value turns recording on: `1`, `true` or `yes`, in any
    /// case.
    static func isOn(environmentValue value: String?) -> Bool {
        guard let value else { return false }
        return ["1", "true", "yes"].contains(value.lowercased())
    }
}
