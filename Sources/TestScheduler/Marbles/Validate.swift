import IOViewModel

extension TestScheduler {
    /// The compact marble test for an operator: an input diagram, the expression under test, the
    /// expected diagram.
    ///
    /// ```swift
    /// scheduler.validate("-a-b-|", values: ["a": 1, "b": 2], { $0.map { $0 * 2 } },
    ///                    expected: "-A-B-|", values: ["A": 2, "B": 4])
    /// ```
    ///
    /// The input is cold (played from each subscription) unless its diagram has a `^`, which
    /// makes it hot. `#` stands for `error` in both diagrams. The run, the comparison and the leak
    /// check are those of ``marbles(frame:record:fileID:filePath:line:column:_:)``; failures point here.
    /// So is `record:`: in record mode a failing `validate` rewrites its `expected:` literal.
    @inlinable
    public func validate<Input, Result: ObservableType>(
        _ input: String,
        values inputValues: [Character: Input],
        error: any Error = TestError(),
        _ operation: (Observable<Input>) -> Result,
        expected: String,
        values expectedValues: [Character: Result.Element],
        frame: TestTime = 1,
        record: Bool? = nil,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) where Result.Element: Equatable {
        validate(
            input, values: inputValues, error: error, operation, expected: expected, values: expectedValues, by: ==,
            frame: frame, record: record, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// ``validate(_:values:error:_:expected:values:frame:record:fileID:filePath:line:column:)`` for
    /// output elements that are not `Equatable`, compared with `areEquivalent`.
    @inlinable
    public func validate<Input, Result: ObservableType>(
        _ input: String,
        values inputValues: [Character: Input],
        error: any Error = TestError(),
        _ operation: (Observable<Input>) -> Result,
        expected: String,
        values expectedValues: [Character: Result.Element],
        by areEquivalent: @escaping (Result.Element, Result.Element) -> Bool,
        frame: TestTime = 1,
        record: Bool? = nil,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        validate(
            expected: expected, values: expectedValues, error: error, by: areEquivalent, frame: frame, record: record,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        ) { inputs in
            operation(inputs(input, inputValues))
        }
    }

    /// The compact marble test on one-character strings: `validate("-a-b-|", { $0.map { $0.uppercased() } }, expected: "-A-B-|")`.
    @inlinable
    public func validate<Result: ObservableType>(
        _ input: String,
        error: any Error = TestError(),
        _ operation: (Observable<String>) -> Result,
        expected: String,
        frame: TestTime = 1,
        record: Bool? = nil,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) where Result.Element == String {
        validate(
            expected: expected, values: nil, error: error, by: ==, frame: frame, record: record,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        ) { inputs in
            operation(inputs(input, nil))
        }
    }

    /// The compact marble test for a two-input operator (`combineLatest`, `zip`, `withLatestFrom`...).
    ///
    /// ```swift
    /// scheduler.validate("-a--b-|", values: ["a": 1, "b": 2],
    ///                    "--x---|", values: ["x": "x"],
    ///                    { Observable.combineLatest($0, $1) { "\($0)\($1)" } },
    ///                    expected: "--A-B-|", values: ["A": "1x", "B": "2x"])
    /// ```
    @inlinable
    public func validate<First, Second, Result: ObservableType>(
        _ first: String,
        values firstValues: [Character: First],
        _ second: String,
        values secondValues: [Character: Second],
        error: any Error = TestError(),
        _ operation: (Observable<First>, Observable<Second>) -> Result,
        expected: String,
        values expectedValues: [Character: Result.Element],
        frame: TestTime = 1,
        record: Bool? = nil,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) where Result.Element: Equatable {
        validate(
            expected: expected, values: expectedValues, error: error, by: ==, frame: frame, record: record,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        ) { inputs in
            operation(inputs(first, firstValues), inputs(second, secondValues))
        }
    }

    /// The compact marble test for a three-input operator.
    @inlinable
    public func validate<First, Second, Third, Result: ObservableType>(
        _ first: String,
        values firstValues: [Character: First],
        _ second: String,
        values secondValues: [Character: Second],
        _ third: String,
        values thirdValues: [Character: Third],
        error: any Error = TestError(),
        _ operation: (Observable<First>, Observable<Second>, Observable<Third>) -> Result,
        expected: String,
        values expectedValues: [Character: Result.Element],
        frame: TestTime = 1,
        record: Bool? = nil,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) where Result.Element: Equatable {
        validate(
            expected: expected, values: expectedValues, error: error, by: ==, frame: frame, record: record,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        ) { inputs in
            operation(inputs(first, firstValues), inputs(second, secondValues), inputs(third, thirdValues))
        }
    }

    /// What every `validate` does: a marble test whose one expectation is the output `under`
    /// builds from the inputs it declares, failures pointing at `callSite`. `values: nil` means
    /// each value is its own character, as a `String`.
    @inlinable
    func validate<Result: ObservableType>(
        expected: String,
        values: [Character: Result.Element]?,
        error: any Error,
        by areEquivalent: @escaping (Result.Element, Result.Element) -> Bool,
        frame: TestTime,
        record: Bool?,
        at callSite: CallSite,
        _ under: (ValidateInputs) -> Result
    ) {
        marbles(
            frame: frame, record: record, fileID: callSite.fileID, filePath: callSite.filePath, line: callSite.line,
            column: callSite.column
        ) { test in
            test.addExpectation(
                under(ValidateInputs(test: test, error: error, callSite: callSite)), expected, values: values,
                error: error, by: areEquivalent, in: .validate, at: callSite)
        }
    }
}

/// How a `validate` declares its inputs: `inputs("-a-^-b-|", values)` is a test observable of
/// the validate's test, hot when its diagram has a `^` and cold otherwise, its `#` failing with
/// the validate's `error` and its malformed diagrams reported at the validate's line.
@usableFromInline
struct ValidateInputs {
    let test: MarbleTest
    let error: any Error
    let callSite: CallSite

    @usableFromInline
    init(test: MarbleTest, error: any Error, callSite: CallSite) {
        self.test = test
        self.error = error
        self.callSite = callSite
    }

    @usableFromInline
    func callAsFunction<Element>(_ diagram: String, _ values: [Character: Element]?) -> Observable<Element> {
        test.observable(
            diagram.utf8.contains(UInt8(ascii: "^")) ? .hot : .cold, diagram, values: values, error: error, name: nil,
            at: callSite
        ).asObservable()
    }
}
