/// What a marble test records in record mode, held until its outputs are all verified, then
/// written together: each file the test changes is written once, with the diagrams it rewrites
/// and the lines that expect its unasserted outputs, and each failure is reported after, in the
/// order the test met them.
final class RecordingBatch {
    private enum Item {
        /// A diagram to rewrite, and what to report of it.
        case diagram(
            DiagramRecorder.Request, report: (Result<DiagramRecorder.Outcome, RecordRefusal>) -> String,
            picture: MarblePicture?)
        /// A failure with nothing to record.
        case report(String, picture: MarblePicture?, callSite: CallSite)
    }

    private var items: [Item] = []
    /// The unasserted outputs to expect, and the failure each reports when not recorded.
    private var expectations: [(expectation: ExpectationInsertion.Expectation, failure: String)] = []

    /// Rewrites a failing expectation's diagram as `drawing`.
    func add<Value>(
        _ request: DiagramRecorder.Request, drawing: FailedExpectation<Value>.Drawing, failure: String,
        picture: MarblePicture?
    ) {
        let callSite = request.callSite
        items.append(
            .diagram(
                request, report: { MarbleTest.recorded($0, drawing: drawing, failure: failure, at: callSite) },
                picture: picture))
    }

    /// Reports `message`, with the others.
    func add(report message: String, picture: MarblePicture? = nil, at callSite: CallSite) {
        items.append(.report(message, picture: picture, callSite: callSite))
    }

    /// Writes a line that expects an unasserted output; `failure` is its failure without record
    /// mode.
    func add(_ expectation: ExpectationInsertion.Expectation, failure: String) {
        expectations.append((expectation, failure))
    }

    /// Makes every recording, then reports them: those of unasserted outputs at `callSite`, the
    /// `marbles` call.
    func flush(marblesAt callSite: CallSite) {
        var requests: [DiagramRecorder.Request] = []
        for item in items {
            if case .diagram(let request, _, _) = item { requests.append(request) }
        }
        if !expectations.isEmpty {
            requests.append(
                DiagramRecorder.Request(change: .expectations(expectations.map(\.expectation)), callSite: callSite))
        }
        guard !requests.isEmpty || !items.isEmpty else { return }
        let outcomes = requests.isEmpty ? [] : DiagramRecorder.shared.record(requests)
        var next = 0
        for item in items {
            switch item {
            case .diagram(let request, let report, let picture):
                TestFailureReporting.report(report(outcomes[next]), picture: picture, at: request.callSite)
                next += 1
            case .report(let message, let picture, let callSite):
                TestFailureReporting.report(message, picture: picture, at: callSite)
            }
        }
        guard !expectations.isEmpty else { return }
        for (index, pending) in expectations.enumerated() {
            TestFailureReporting.report(
                MarbleTest.recordedExpectation(
                    outcomes[next], name: pending.expectation.name, index: index, failure: pending.failure,
                    at: callSite),
                at: callSite)
        }
        items = []
        expectations = []
    }
}
