/// Watches a ``MarbleTest``: told of each input, test observable and expected output as the test
/// declares it, and of the run. The documentation's pictures are drawn this way, from the very
/// run that was compared with the diagrams, without a second harness around the first.
///
/// ```swift
/// final class DiagramLog: MarbleTestDelegate {
///     var diagrams: [String] = []
///     func marbleTest<Element>(_ test: MarbleTest, declared declaration: MarbleDeclaration<Element>) {
///         diagrams.append(declaration.diagram)
///     }
///     func marbleTest(_ test: MarbleTest, didRunFrom origin: TestTime) {}
/// }
///
/// let log = DiagramLog()
/// scheduler.marbles { test in
///     test.delegate = log
///     let source = test.cold("-a-b-|")
///     test.expect(source.map { $0.uppercased() }, "-A-B-|")
/// }
/// // log.diagrams == ["-a-b-|", "-A-B-|"]
/// ```
///
/// A test holds its delegate weakly. Only declarations made after the delegate is set are
/// reported; one whose diagram is malformed may be left out (the test has failed anyway).
public protocol MarbleTestDelegate: AnyObject {
    /// `test` declared an input, a test observable or an expected output, in the order the test
    /// body declares them.
    func marbleTest<Element>(_ test: MarbleTest, declared declaration: MarbleDeclaration<Element>)

    /// `test` ran: the outputs were subscribed at `origin` (frame zero), and the clock now stands
    /// at the end of the longest diagram. Not called when a malformed diagram stopped the test.
    func marbleTest(_ test: MarbleTest, didRunFrom origin: TestTime)
}
