import Synchronization
import Testing

#if canImport(XCTest)
import XCTest
#endif

/// How TestScheduler helpers report failures.
///
/// Inside a Swift Testing test (`Test.current` is set) a failure is an `Issue` recorded at the
/// caller's `SourceLocation`, its headline stating what went wrong (`Caught error: Marble
/// mismatch at 5: expected next(valid), got next(notValid)`) and its comment the full message;
/// otherwise, inside an XCTest test, it is an `XCTFail` at the
/// caller's `file` and `line`. ``captureFailures(_:)`` collects failures instead of reporting
/// them, which is how you test a helper of your own (or the failure text itself).
public enum TestFailureReporting {
    @TaskLocal static var collector: FailureCollector?
    /// Told of the failures that the innermost ``reportsFailure(_:)`` in this task sees.
    @TaskLocal static var watch: FailureWatch?

    /// Reports `message` as a test failure at `callSite`, or hands it to the innermost
    /// ``captureFailures(_:)`` in this task.
    public static func report(_ message: String, at callSite: CallSite) {
        watch?.note()
        if let collector {
            collector.append(TestFailure(message: message, callSite: callSite))
            return
        }
        if Test.current != nil {
            recordIssue(message, at: callSite)
            return
        }
        #if canImport(XCTest)
        XCTFail(message, file: callSite.filePath, line: callSite.line)
        #else
        recordIssue(message, at: callSite)
        #endif
    }

    /// Whether a failure has been recorded as a Swift Testing issue in this process yet.
    private static let explained = Atomic<Bool>(false)

    /// What the first failure recorded in a process says before its text: Swift Testing prints
    /// "Caught error:" before the headline of an issue recorded as an error.
    static let headlineNote =
        "(TestScheduler records a failure as an error so that its headline states what went wrong: \"Caught error:\" means nothing threw.)"

    /// Records `message` as an issue whose headline is its ``FailureHeadline``; the process's first
    /// such issue says why the headline reads "Caught error:".
    private static func recordIssue(_ message: String, at callSite: CallSite) {
        let isFirst = !explained.exchange(true, ordering: .relaxed)
        let comment = isFirst ? headlineNote + "\n" + message : message
        Issue.record(FailureHeadline(message), Comment(rawValue: comment), sourceLocation: callSite.sourceLocation)
    }

    /// Runs `body` and returns the failures the TestScheduler helpers reported meanwhile (in this
    /// task), without failing the test.
    ///
    /// ```swift
    /// let failures = TestFailureReporting.captureFailures {
    ///     scheduler.validate("-a-|", { $0 }, expected: "-b-|")
    /// }
    /// #expect(failures.first?.message.contains("expected next(b), got next(a)") == true)
    /// ```
    public static func captureFailures(_ body: () throws -> Void) rethrows -> [TestFailure] {
        let collector = FailureCollector()
        // What is captured fails no test: a watch outside does not see it.
        try $collector.withValue(collector) { try $watch.withValue(nil, operation: body) }
        return collector.failures
    }

    /// Runs `body` and returns whether it reported a failure (in this task) that fails the test:
    /// one that no ``captureFailures(_:)`` inside `body` took. A failure that a
    /// ``captureFailures(_:)`` around the call takes counts: it fails the test that the capture
    /// runs.
    static func reportsFailure(_ body: () -> Void) -> Bool {
        let watch = FailureWatch()
        $watch.withValue(watch, operation: body)
        return watch.sawFailure
    }
}

/// Notes that a failure was reported, for ``TestFailureReporting/reportsFailure(_:)``; any
/// thread may note one.
final class FailureWatch: Sendable {
    private let failed = Atomic<Bool>(false)

    func note() {
        failed.store(true, ordering: .relaxed)
    }

    var sawFailure: Bool {
        failed.load(ordering: .relaxed)
    }
}

/// Collects failures for ``TestFailureReporting/captureFailures(_:)``; any thread may append.
final class FailureCollector: Sendable {
    private let storage = Mutex<[TestFailure]>([])

    func append(_ failure: TestFailure) {
        storage.withLock { $0.append(failure) }
    }

    var failures: [TestFailure] {
        storage.withLock { $0 }
    }
}
