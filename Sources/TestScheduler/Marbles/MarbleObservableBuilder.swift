/// Makes a marble test's test observables of one kind: ``MarbleTest/hot`` and
/// ``MarbleTest/cold`` are the two builders, so that `test.hot("-a-^-b-|")` and
/// `test.cold("-a-b-|")` are one piece of code with the kind as its parameter.
public struct MarbleObservableBuilder {
    let test: MarbleTest
    let kind: MarbleDiagramKind

    /// A test observable playing `diagram`, values looked up in `values` and `#` meaning `error`.
    /// `name` labels it in leak reports; by default the label quotes the diagram and its line.
    ///
    /// - Emits: `values[c]` at the frame of each value character `c`: on the test's time axis for
    ///   a hot observable, after each subscription for a cold one.
    /// - Completes: at the frame of `|`.
    /// - Errors: with `error` at the frame of `#`.
    public func callAsFunction<Element>(
        _ diagram: String,
        values: [Character: Element],
        error: any Error = TestError(),
        name: String? = nil,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> TestableObservable<Element> {
        test.observable(
            kind, diagram, values: values, error: error, name: name,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// A test observable of one-character strings playing `diagram`.
    ///
    /// - Emits: each value character, as a `String`, at its frame (on the test's time axis for a
    ///   hot observable, after each subscription for a cold one).
    /// - Completes: at the frame of `|`.
    /// - Errors: with `error` at the frame of `#`.
    public func callAsFunction(
        _ diagram: String,
        error: any Error = TestError(),
        name: String? = nil,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> TestableObservable<String> {
        test.observable(
            kind, diagram, values: nil, error: error, name: name,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
