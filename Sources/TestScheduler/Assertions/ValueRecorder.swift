import IOViewModel

/// A recorder in Kickstarter's style (their `TestObserver`), for tests that check what an output
/// emitted without drawing diagrams or caring about time: it keeps the events and no times, needs
/// no scheduler, and asserts. RxTest's ``TestableObserver`` keeps each event with its virtual time.
///
/// ```swift
/// let email = PublishSubject<String>()
/// let isEmailValid = ValueRecorder<Bool>()
/// let subscription = email.map { $0.contains("@") }.subscribe(isEmailValid)
/// email.onNext("foo")
/// email.onNext("foo@bar.com")
/// isEmailValid.assertValues([false, true])
/// isEmailValid.assertDidNotComplete()
/// subscription.dispose()
/// ```
///
/// Every assertion reports its failure at the caller's line, in Swift Testing and in XCTest.
public final class ValueRecorder<Value>: ObserverType {
    /// Every event received, in order.
    public private(set) var events: [Event<Value>] = []

    /// An empty recorder.
    public init() {}

    /// Records `event`.
    public func on(_ event: Event<Value>) {
        events.append(event)
    }

    /// The elements received, in order.
    public var values: [Value] {
        events.compactMap(\.element)
    }

    /// The last element received, if any.
    public var lastValue: Value? {
        values.last
    }

    /// Whether at least one element was received.
    public var didEmitValue: Bool {
        events.contains { $0.element != nil }
    }

    /// Whether the sequence completed.
    public var didComplete: Bool {
        events.contains { $0.isCompleted }
    }

    /// Whether the sequence failed.
    public var didError: Bool {
        error != nil
    }

    /// The error the sequence failed with, if it did.
    public var error: (any Error)? {
        events.lazy.compactMap(\.error).first
    }

    /// Whether the sequence ended, by completing or failing.
    public var didTerminate: Bool {
        events.contains { $0.isStopEvent }
    }

    // MARK: Assertions

    /// Fails unless the elements received are exactly `expected`.
    public func assertValues(
        _ expected: [Value], _ message: String = "",
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) where Value: Equatable {
        assertValues(expected, message, by: ==, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Fails unless the elements received match `expected`, compared with `areEquivalent`.
    public func assertValues(
        _ expected: [Value], _ message: String = "", by areEquivalent: (Value, Value) -> Bool,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let actual = values
        let same = actual.count == expected.count && zip(actual, expected).allSatisfy { areEquivalent($0, $1) }
        check(
            same, "assertValues failed: expected \(list(expected)), got \(list(actual))", message,
            fileID, filePath, line, column)
    }

    /// Fails unless exactly one element was received and it is `expected`.
    public func assertValue(
        _ expected: Value, _ message: String = "",
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) where Value: Equatable {
        let actual = values
        check(
            actual.count == 1 && actual[0] == expected,
            "assertValue failed: expected exactly [\(describe(expected))], got \(list(actual))", message,
            fileID, filePath, line, column)
    }

    /// Fails unless `count` elements were received.
    public func assertValueCount(
        _ count: Int, _ message: String = "",
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let actual = values
        check(
            actual.count == count,
            "assertValueCount failed: expected \(count) value\(count == 1 ? "" : "s"), got \(actual.count): \(list(actual))",
            message, fileID, filePath, line, column)
    }

    /// Fails unless the last element received is `expected`.
    public func assertLastValue(
        _ expected: Value, _ message: String = "",
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) where Value: Equatable {
        let last = lastValue
        check(
            last == expected,
            "assertLastValue failed: expected \(describe(expected)), got \(last.map { describe($0) } ?? "no value")",
            message, fileID, filePath, line, column)
    }

    /// Fails unless at least one element was received.
    public func assertDidEmitValue(
        _ message: String = "",
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        check(didEmitValue, "assertDidEmitValue failed: no value was emitted", message, fileID, filePath, line, column)
    }

    /// Fails if any element was received.
    public func assertDidNotEmitValue(
        _ message: String = "",
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        check(
            !didEmitValue, "assertDidNotEmitValue failed: got \(list(values))", message, fileID, filePath, line, column)
    }

    /// Fails unless the sequence completed.
    public func assertDidComplete(
        _ message: String = "",
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        check(didComplete, "assertDidComplete failed: \(ending)", message, fileID, filePath, line, column)
    }

    /// Fails if the sequence completed.
    public func assertDidNotComplete(
        _ message: String = "",
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        check(
            !didComplete, "assertDidNotComplete failed: the sequence completed", message, fileID, filePath, line, column
        )
    }

    /// Fails unless the sequence failed.
    public func assertDidError(
        _ message: String = "",
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        check(didError, "assertDidError failed: \(ending)", message, fileID, filePath, line, column)
    }

    /// Fails if the sequence failed.
    public func assertDidNotError(
        _ message: String = "",
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        check(!didError, "assertDidNotError failed: \(ending)", message, fileID, filePath, line, column)
    }

    /// Fails unless the sequence failed with an error matching `expected` (same type, and equal
    /// or with the same description).
    public func assertError(
        _ expected: any Error, _ message: String = "",
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let matches = error.map { errorsMatch($0, expected) } ?? false
        check(
            matches, "assertError failed: expected error(\(expected)), \(ending)", message,
            fileID, filePath, line, column)
    }

    /// Fails unless the sequence ended (completed or failed).
    public func assertDidTerminate(
        _ message: String = "",
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        check(
            didTerminate, "assertDidTerminate failed: the sequence has not ended", message,
            fileID, filePath, line, column)
    }

    /// Fails if the sequence ended.
    public func assertDidNotTerminate(
        _ message: String = "",
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        check(!didTerminate, "assertDidNotTerminate failed: \(ending)", message, fileID, filePath, line, column)
    }

    // MARK: Helpers

    /// How the sequence ended, in words.
    private var ending: String {
        if let error { return "the sequence failed with \(error)" }
        if didComplete { return "the sequence completed" }
        return "the sequence has not ended"
    }

    private func list(_ values: [Value]) -> String {
        "[" + values.map { describe($0) }.joined(separator: ", ") + "]"
    }

    private func check(
        _ condition: Bool, _ failure: @autoclosure () -> String, _ message: String,
        _ fileID: String, _ filePath: StaticString, _ line: UInt, _ column: UInt
    ) {
        guard !condition else { return }
        let text = message.isEmpty ? failure() : "\(failure()) - \(message)"
        TestFailureReporting.report(text, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
