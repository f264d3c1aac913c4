extension MarbleTest {
    /// Reports an expectation's failure `message`, with the `picture` of its timeline if it has
    /// one; in record mode, first rewrites its diagram in the test's source with what the output
    /// did, and reports that instead (the test still fails: the next run checks the recorded
    /// diagram).
    func reportFailure<Value>(
        _ message: String, picture: MarblePicture? = nil, of expectation: @autoclosure () -> FailedExpectation<Value>,
        at callSite: CallSite
    ) {
        guard RecordMode.isOn(record) else {
            TestFailureReporting.report(message, picture: picture, at: callSite)
            return
        }
        TestFailureReporting.report(
            Self.recording(expectation(), failure: message, at: callSite), picture: picture, at: callSite)
    }

    /// Records `expectation` and says what happened: what was written where, or why nothing was,
    /// followed by the failure.
    static func recording<Value>(
        _ expectation: FailedExpectation<Value>, failure: String, at callSite: CallSite
    ) -> String {
        let drawing: FailedExpectation<Value>.Drawing
        switch expectation.drawn() {
        case .failure(let refusal):
            return refused(refusal, drawing: nil, failure: failure, at: callSite)
        case .success(let drawn):
            drawing = drawn
        }
        switch DiagramRecorder.shared.record(
            expectation.diagram, as: drawing.diagram, addingValues: drawing.addedValues,
            argument: expectation.argument, at: callSite)
        {
        case .failure(let refusal):
            let byHand =
                SwiftStringLiteral.quoted(drawing.diagram)
                + (drawing.addedValues.map { ", adding \($0) to `values:`" } ?? "")
            return refused(refusal, drawing: byHand, failure: failure, at: callSite)
        case .success(.alreadyRecorded(let literal)):
            return """
                Record mode: this call already recorded \(literal) at \(callSite) earlier in this run.
                """
        case .success(.wrote(let rewrite)):
            let values = rewrite.valuesChange.map { "\n  values: \($0.old) → \($0.new)" } ?? ""
            return """
                Record mode: wrote what the output did in place of the expected diagram, at \
                \(callSite.fileID):\(rewrite.line):\(rewrite.column):
                  \(rewrite.oldLiteral) → \(rewrite.newLiteral)\(values)
                Review the change (git diff), then run the test again: it checks the recorded diagram.
                """
        }
    }

    private static func refused(
        _ refusal: RecordRefusal, drawing: String?, failure: String, at callSite: CallSite
    ) -> String {
        var lines = ["Record mode left the expected diagram at \(callSite) as it was: \(refusal)."]
        if let drawing {
            lines.append("Write what the output did by hand: \(drawing)")
        }
        lines.append("")
        lines.append(failure)
        return lines.joined(separator: "\n")
    }
}
