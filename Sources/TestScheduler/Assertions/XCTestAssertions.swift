import IOViewModel

// RxTest's assertions, under their names, so that ported tests keep them. They report through
// `TestFailureReporting`: an `XCTFail` in an XCTest test, an issue in a Swift Testing one.

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Fails the test, at the caller, unless the two event lists are equal (errors compare as
/// IOViewModel's `errorsMatch(_:_:)` decides); the failure lists the differing positions.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Event<Element>], _ rhs: [Event<Element>], file: StaticString = #filePath, line: UInt = #line
) {
    assertSameSequence(lhs, rhs, by: { $0 == $1 }, file: file, line: line)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Fails the test, at the caller, unless the two lists of `Single` outcomes are equal (errors
/// compare as IOViewModel's `errorsMatch(_:_:)` decides).
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [SingleEvent<Element>], _ rhs: [SingleEvent<Element>], file: StaticString = #filePath,
    line: UInt = #line
) {
    assertSameSequence(lhs, rhs, by: sameOutcome, file: file, line: line)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Fails the test, at the caller, unless the two lists of `Maybe` outcomes are equal.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [MaybeEvent<Element>], _ rhs: [MaybeEvent<Element>], file: StaticString = #filePath,
    line: UInt = #line
) {
    assertSameSequence(lhs, rhs, by: { $0 == $1 }, file: file, line: line)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Fails the test, at the caller, unless the two lists of `Completable` outcomes are equal.
public func XCTAssertEqual(
    _ lhs: [CompletableEvent], _ rhs: [CompletableEvent], file: StaticString = #filePath, line: UInt = #line
) {
    assertSameSequence(lhs, rhs, by: { $0 == $1 }, file: file, line: line)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Fails the test, at the caller, unless the two recorded event lists are equal: same times,
/// equal events. ``assertEvents(_:_:values:frame:fileID:filePath:line:column:)`` draws the
/// difference as marbles instead.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Recorded<Event<Element>>], _ rhs: [Recorded<Event<Element>>], file: StaticString = #filePath,
    line: UInt = #line
) {
    assertSameSequence(lhs, rhs, by: { $0 == $1 }, file: file, line: line)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Fails the test, at the caller, unless `stream` holds only `.next` events, whose elements are
/// `elements`, whatever their times.
///
/// A `completed` or `error` in `stream` fails the test, naming the event.
public func XCTAssertRecordedElements<Element: Equatable>(
    _ stream: [Recorded<Event<Element>>], _ elements: [Element], file: StaticString = #filePath,
    line: UInt = #line
) {
    if let stop = stream.first(where: { $0.value.isStopEvent }) {
        TestFailureReporting.report(
            "XCTAssertRecordedElements: a terminal event was recorded: \(stop.value) @ \(stop.time)",
            at: CallSite(fileID: "\(file)", filePath: file, line: line, column: 1))
        return
    }
    assertSameSequence(stream.compactMap(\.value.element), elements, by: { $0 == $1 }, file: file, line: line)
}

private func sameOutcome<Element: Equatable>(_ lhs: SingleEvent<Element>, _ rhs: SingleEvent<Element>) -> Bool {
    switch (lhs, rhs) {
    case (.success(let l), .success(let r)): return l == r
    case (.failure(let l), .failure(let r)): return errorsMatch(l, r)
    default: return false
    }
}

/// Reports, when the lists differ, each differing position and what only one side has.
private func assertSameSequence<Value>(
    _ lhs: [Value], _ rhs: [Value], by same: (Value, Value) -> Bool, file: StaticString, line: UInt
) {
    var lines: [String] = []
    for (index, (l, r)) in zip(lhs, rhs).enumerated() where !same(l, r) {
        lines.append("  [\(index)] \(rendered(l)) != \(rendered(r))")
    }
    for index in rhs.count..<max(rhs.count, lhs.count) { lines.append("  [\(index)] \(rendered(lhs[index])), extra") }
    for index in lhs.count..<max(lhs.count, rhs.count) {
        lines.append("  [\(index)] missing, expected \(rendered(rhs[index]))")
    }
    guard !lines.isEmpty else { return }
    TestFailureReporting.report(
        (["XCTAssertEqual failed: the lists differ (\(lhs.count) and \(rhs.count) items)"] + lines)
            .joined(separator: "\n"),
        at: CallSite(fileID: "\(file)", filePath: file, line: line, column: 1))
}

private func rendered<Value>(_ value: Value) -> String {
    String(reflecting: value)
}
