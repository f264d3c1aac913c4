import Synchronization
import Testing

#if canImport(XCTest)
import XCTest
#endif

/// Where a test helper was called from: the place a failure is reported.
///
/// Every public helper that can fail takes `fileID`, `filePath`, `line` and `column` arguments
/// defaulting to the caller's location, so a failure points at the test's own line in Xcode, in
/// `swift test` output, in Swift Testing and in XCTest alike. Wrap your own helpers the same way
/// and pass the values through.
public struct CallSite: Sendable, CustomStringConvertible {
    /// The file as `Module/File.swift`.
    public let fileID: String
    /// The full path of the file.
    public let filePath: StaticString
    /// The line, 1-based.
    public let line: UInt
    /// The column, 1-based.
    public let column: UInt

    /// A call site; the defaults capture the caller's location.
    public init(
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// `Module/File.swift:12`.
    public var description: String {
        "\(fileID):\(line)"
    }

    /// The Swift Testing form of this location.
    public var sourceLocation: SourceLocation {
        SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
    }
}

/// A failure reported by a TestScheduler helper: its text and where it points.
public struct TestFailure: Sendable, CustomStringConvertible {
    /// The full failure text, as the test log shows it.
    public let message: String
    /// The caller's location the failure is reported at.
    public let callSite: CallSite

    /// The failure message.
    public var description: String {
        message
    }
}

/// How TestScheduler helpers report failures.
///
/// Inside a Swift Testing test (`Test.current` is set) a failure is an `Issue` recorded at the
/// caller's `SourceLocation`; otherwise, inside an XCTest test, it is an `XCTFail` at the
/// caller's `file` and `line`. ``captureFailures(_:)`` collects failures instead of reporting
/// them, which is how you test a helper of your own (or the failure text itself).
public enum TestFailureReporting {
    @TaskLocal static var collector: FailureCollector?

    /// Reports `message` as a test failure at `callSite`, or hands it to the innermost
    /// ``captureFailures(_:)`` in this task.
    public static func report(_ message: String, at callSite: CallSite) {
        if let collector {
            collector.append(TestFailure(message: message, callSite: callSite))
            return
        }
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), sourceLocation: callSite.sourceLocation)
            return
        }
        #if canImport(XCTest)
        XCTFail(message, file: callSite.filePath, line: callSite.line)
        #else
        Issue.record(Comment(rawValue: message), sourceLocation: callSite.sourceLocation)
        #endif
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
        try $collector.withValue(collector, operation: body)
        return collector.failures
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
