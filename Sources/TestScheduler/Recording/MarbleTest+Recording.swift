extension MarbleTest {
    /// Reports an expectation's failure `message`, with the `picture` of its timeline if it has
    /// one; in record mode, first rewrites its diagram in the test's source with what the output
    /// did, and reports that instead (the test still fails: the next run checks the recorded
    /// diagram). During a run's verification the rewrite waits in the run's ``RecordingBatch``,
    /// to be written with the test's other changes.
    func reportFailure<Value>(
        _ message: String, picture: MarblePicture? = nil, of expectation: @autoclosure () -> FailedExpectation<Value>,
        at callSite: CallSite
    ) {
        guard RecordMode.isOn(record) else {
            TestFailureReporting.report(message, picture: picture, at: callSite)
            return
        }
        let expectation = expectation()
        let drawing: FailedExpectation<Value>.Drawing
        switch expectation.drawn() {
        case .failure(let refusal):
            let refused = Self.refused(refusal, drawing: nil, failure: message, at: callSite)
            if let recordingBatch {
                recordingBatch.add(report: refused, picture: picture, at: callSite)
            } else {
                TestFailureReporting.report(refused, picture: picture, at: callSite)
            }
            return
        case .success(let drawn):
            drawing = drawn
        }
        let request = DiagramRecorder.Request(
            change: .diagram(
                old: expectation.diagram, new: drawing.diagram, addingValues: drawing.addedValues,
                argument: expectation.argument),
            callSite: callSite)
        if let recordingBatch {
            recordingBatch.add(request, drawing: drawing, failure: message, picture: picture)
            return
        }
        let outcome = DiagramRecorder.shared.record([request])[0]
        TestFailureReporting.report(
            Self.recorded(outcome, drawing: drawing, failure: message, at: callSite), picture: picture, at: callSite)
    }

    /// Records `expectation` and says what happened: what was written where, or why nothing was,
    /// followed by the failure.
    static func recording<Value>(
        _ expectation: FailedExpectation<Value>, failure: String, at callSite: CallSite
    ) -> String {
        switch expectation.drawn() {
        case .failure(let refusal):
            return refused(refusal, drawing: nil, failure: failure, at: callSite)
        case .success(let drawing):
            let outcome = DiagramRecorder.shared.record(
                expectation.diagram, as: drawing.diagram, addingValues: drawing.addedValues,
                argument: expectation.argument, at: callSite)
            return recorded(outcome, drawing: drawing, failure: failure, at: callSite)
        }
    }

    /// What recording a diagram did, as a failure says it.
    static func recorded<Value>(
        _ outcome: Result<DiagramRecorder.Outcome, RecordRefusal>, drawing: FailedExpectation<Value>.Drawing,
        failure: String, at callSite: CallSite
    ) -> String {
        switch outcome {
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
        case .success(.inserted), .success(.alreadyInserted):
            return failure
        }
    }

    /// What writing the line that expects the unasserted output `name` did, as a failure says it:
    /// `index` is the line's place among those the test wrote.
    static func recordedExpectation(
        _ outcome: Result<DiagramRecorder.Outcome, RecordRefusal>, name: String, index: Int, failure: String,
        at callSite: CallSite
    ) -> String {
        switch outcome {
        case .failure(let refusal):
            return """
                Record mode left the test at \(callSite) as it was: \(refusal). Write the line that expects \
                \(name) by hand.

                \(failure)
                """
        case .success(.inserted(let insertion)):
            return """
                Record mode: wrote the expectation of \(name), an output the test neither expected nor ignored, at \
                \(callSite.fileID):\(insertion.afterLine + 1 + index):
                    \(insertion.lines[index])
                Review the change (git diff), then run the test again: it checks the recorded diagram.
                """
        case .success(.alreadyInserted(let lines)):
            return """
                Record mode: this test already wrote the expectation of \(name) earlier in this run:
                    \(lines.indices.contains(index) ? lines[index] : name)
                """
        case .success(.wrote), .success(.alreadyRecorded):
            return failure
        }
    }

    static func refused(
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
