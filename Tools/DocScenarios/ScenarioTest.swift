import IOViewModel
import TestScheduler

/// Watches a scenario's ``MarbleTest`` and turns what it declared and recorded into lanes.
///
/// The scenario's body is an ordinary marble test; the real harness runs it, compares every
/// output with its diagram and checks for leaks. This delegate only keeps each input diagram and
/// reads, once the run is over, the events each expected output really produced (the harness's
/// own recordings, with their times). It also checks that each recording agrees with its
/// expected diagram, so a picture drawn from it shows what the test asserted.
final class ScenarioTest: MarbleTestDelegate {
    private let test: MarbleTest
    private var pending: [PendingLane] = []
    private var origin: TestTime = 0

    init(test: MarbleTest) {
        self.test = test
    }

    func marbleTest<Element>(_ test: MarbleTest, declared declaration: MarbleDeclaration<Element>) {
        let values = declaration.values
        let describe: (Character) -> String? = { values?[$0].map(MarblePicture.legendText) }
        switch declaration.role {
        case .input, .hot:
            pending.append(.played(diagram: declaration.diagram, kind: .hot, describe: describe))
        case .cold:
            let observable = declaration.observable
            pending.append(
                .cold(
                    diagram: declaration.diagram, subscriptions: { observable?.subscriptions ?? [] },
                    describe: describe))
        case .output:
            guard let recorder = declaration.recorder else { return }
            pending.append(
                .output(
                    diagram: declaration.diagram, callSite: declaration.callSite,
                    record: { outputMarks(of: declaration, recorded: recorder.events) }))
        }
    }

    func marbleTest(_ test: MarbleTest, didRunFrom origin: TestTime) {
        self.origin = origin
    }

    /// The lanes, once the harness has run; `scenario.lanes` name them in declaration order.
    func recording(of scenario: Scenario, at callSite: CallSite) -> MarblePicture {
        let scheduler = test.scheduler
        let frame = test.format.frame
        let endFrame = (scheduler.clock - origin) / frame
        if scenario.lanes.count != pending.count {
            TestFailureReporting.report(
                "Scenario '\(scenario.name)' names \(scenario.lanes.count) lanes but declares \(pending.count).",
                at: callSite)
        }
        var lanes: [MarblePicture.Lane] = []
        for (index, lane) in pending.enumerated() {
            let label = index < scenario.lanes.count ? scenario.lanes[index] : "lane \(index + 1)"
            lanes += lane.lanes(label: label, origin: origin, endFrame: endFrame, format: test.format)
        }
        let startFrame = min(0, lanes.flatMap(\.marks).map(\.frame).min() ?? 0)
        return MarblePicture(
            title: scenario.title, caption: scenario.caption, startFrame: startFrame, endFrame: endFrame,
            nanosecondsPerFrame: MarblePicture.nanoseconds(
                ofFrame: frame, nanosecondsPerTick: scheduler.nanosecondsPerTick),
            lanes: lanes)
    }
}

/// The marks of an output's recorded events (times still in ticks) and its legend. Each value is
/// drawn with the symbol its expected diagram gives an equivalent value; an unexpected value gets
/// a fresh letter. A `Void` output (a signal) is drawn with its diagram's own symbol.
private func outputMarks<Element>(
    of declaration: MarbleDeclaration<Element>, recorded: [Recorded<IOViewModel.Event<Element>>]
) -> (marks: [MarblePicture.Mark], legend: [MarblePicture.LegendEntry]) {
    let values = declaration.values ?? [:]
    let areEquivalent = declaration.areEquivalent ?? { _, _ in false }
    var signal: Character?
    if Element.self == Void.self { signal = declaration.diagram.first { $0.isLetter || $0.isNumber } ?? "x" }
    let known = values.sorted { $0.key < $1.key }
    var fresh: [(symbol: Character, value: Element)] = []
    var pool = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ").filter { values[$0] == nil }
    func symbol(for value: Element) -> Character {
        if let signal { return signal }
        if let match = known.first(where: { areEquivalent($0.value, value) }) { return match.key }
        if let match = fresh.first(where: { areEquivalent($0.value, value) }) { return match.symbol }
        let symbol = pool.isEmpty ? "?" : pool.removeFirst()
        fresh.append((symbol, value))
        return symbol
    }
    let marks = recorded.map { MarblePicture.Mark(frame: $0.time, event: $0.value, symbol: symbol(for:)) }
    let legendEntries = MarblePicture.legend(for: marks) { symbol in
        guard signal == nil else { return nil }
        return (values[symbol] ?? fresh.first { $0.symbol == symbol }?.value).map(MarblePicture.legendText)
    }
    return (marks, legendEntries)
}

/// A declared lane, turned into drawn lanes once the run is over.
private enum PendingLane {
    /// A diagram played on the test's time axis: an input, or a hot observable.
    case played(diagram: String, kind: MarbleDiagramKind, describe: (Character) -> String?)
    /// A cold observable, played from each of its subscriptions.
    case cold(diagram: String, subscriptions: () -> [Subscription], describe: (Character) -> String?)
    /// An output: its expected diagram, and its recorded marks (times in ticks) with their legend.
    case output(
        diagram: String, callSite: CallSite,
        record: () -> (marks: [MarblePicture.Mark], legend: [MarblePicture.LegendEntry]))

    func lanes(label: String, origin: TestTime, endFrame: Int, format: MarbleFormat) -> [MarblePicture.Lane] {
        let frame = format.frame
        switch self {
        case .played(let diagram, let kind, let describe):
            let marks = diagramMarks(diagram, kind: kind, format: format) ?? []
            return [
                MarblePicture.Lane(
                    label: label, kind: .input, marks: marks,
                    legend: MarblePicture.legend(for: marks, describe: describe))
            ]
        case .cold(let diagram, let subscriptions, let describe):
            let spans = subscriptions().map { subscription in
                (
                    start: (subscription.subscribe - origin) / frame,
                    end: subscription.unsubscribe.map { ($0 - origin) / frame }
                )
            }
            return MarblePicture.Lane.cold(
                label: label, relative: diagramMarks(diagram, kind: .cold, format: format) ?? [], subscriptions: spans,
                endFrame: endFrame, describe: describe)
        case .output(let diagram, let callSite, let record):
            let (recorded, legend) = record()
            let marks = recorded.map { MarblePicture.Mark(frame: ($0.frame - origin) / frame, event: $0.event) }
            let lane = MarblePicture.Lane(label: label, kind: .output, marks: marks, legend: legend)
            // A picture drawn from a recording that is not the expected diagram would show
            // something else than what the test asserted.
            if let expected = diagramMarks(diagram, kind: .cold, format: format), marks != expected {
                TestFailureReporting.report(
                    "The recording of this output (\(lane.diagram)) is not its expected diagram (\(diagram)).",
                    at: callSite)
            }
            return [lane]
        }
    }

    /// The marks of `diagram`, each value drawn with its own symbol, in frames from frame zero;
    /// `nil` for a malformed diagram (the harness has reported it).
    private func diagramMarks(
        _ diagram: String, kind: MarbleDiagramKind, format: MarbleFormat
    ) -> [MarblePicture.Mark]? {
        guard let events = try? Marbles.parse(diagram, kind: kind, format: format) else { return nil }
        return events.map { MarblePicture.Mark(frame: $0.time / format.frame, event: $0.value) { $0.first ?? "?" } }
    }
}
