import IOViewModel
import TestScheduler

/// A ``MarbleTest`` that also records what it plays and what it sees, so that the run can be drawn.
///
/// It has the marble test's vocabulary (`input`, `hot`, `cold`, `expect`) and hands every call
/// to the real harness, which runs, compares and checks for leaks exactly as in any marble test.
/// Alongside, it keeps each input diagram and taps each expected output to record the events it
/// really produced, with their times. At the end it checks that the recording agrees with the
/// expected diagrams, so a picture drawn from it shows what the test asserted.
public final class ScenarioTest {
    /// The marble test every call goes to.
    public let test: MarbleTest
    private var pending: [PendingLane] = []
    private var subscribedAt: TestTime?

    init(test: MarbleTest) {
        self.test = test
    }

    /// The scheduler the test runs on; pass it to the operators and services under test.
    public var scheduler: TestScheduler {
        test.scheduler
    }

    // MARK: Inputs

    /// ``MarbleTest/input(_:values:into:fileID:filePath:line:column:)``, drawn as an input lane.
    public func input<Value>(
        _ diagram: String,
        values: [Character: Value],
        into send: @escaping (Value) -> Void,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        test.input(diagram, values: values, into: send, fileID: fileID, filePath: filePath, line: line, column: column)
        pending.append(.played(diagram: diagram, kind: .hot, describe: { values[$0].map(legendText) }))
    }

    /// ``MarbleTest/input(_:into:fileID:filePath:line:column:)-(_,(String)->Void,_,_,_,_)``,
    /// drawn as an input lane.
    public func input(
        _ diagram: String,
        into send: @escaping (String) -> Void,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        test.input(diagram, into: send, fileID: fileID, filePath: filePath, line: line, column: column)
        pending.append(.played(diagram: diagram, kind: .hot, describe: { _ in nil }))
    }

    /// ``MarbleTest/input(_:into:fileID:filePath:line:column:)-(_,()->Void,_,_,_,_)``, drawn as an
    /// input lane.
    public func input(
        _ diagram: String,
        into send: @escaping () -> Void,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        test.input(diagram, into: send, fileID: fileID, filePath: filePath, line: line, column: column)
        pending.append(.played(diagram: diagram, kind: .hot, describe: { _ in nil }))
    }

    // MARK: Test observables

    /// ``MarbleTest/hot(_:values:error:name:fileID:filePath:line:column:)``, drawn as an input lane.
    public func hot<Element>(
        _ diagram: String,
        values: [Character: Element],
        error: any Error = TestError(),
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> TestableObservable<Element> {
        pending.append(.played(diagram: diagram, kind: .hot, describe: { values[$0].map(legendText) }))
        return test.hot(
            diagram, values: values, error: error,
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// ``MarbleTest/hot(_:error:name:fileID:filePath:line:column:)``, drawn as an input lane.
    public func hot(
        _ diagram: String,
        error: any Error = TestError(),
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> TestableObservable<String> {
        pending.append(.played(diagram: diagram, kind: .hot, describe: { _ in nil }))
        return test.hot(diagram, error: error, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// ``MarbleTest/cold(_:values:error:name:fileID:filePath:line:column:)``, drawn as one input
    /// lane per subscription, shifted to where the subscription started.
    public func cold<Element>(
        _ diagram: String,
        values: [Character: Element],
        error: any Error = TestError(),
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> TestableObservable<Element> {
        let observable = test.cold(
            diagram, values: values, error: error,
            fileID: fileID, filePath: filePath, line: line, column: column)
        pending.append(
            .cold(
                diagram: diagram, subscriptions: { observable.subscriptions },
                describe: { values[$0].map(legendText) }))
        return observable
    }

    /// ``MarbleTest/cold(_:error:name:fileID:filePath:line:column:)``, drawn as one input lane per
    /// subscription.
    public func cold(
        _ diagram: String,
        error: any Error = TestError(),
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> TestableObservable<String> {
        let observable = test.cold(
            diagram, error: error, fileID: fileID, filePath: filePath, line: line, column: column)
        pending.append(.cold(diagram: diagram, subscriptions: { observable.subscriptions }, describe: { _ in nil }))
        return observable
    }

    // MARK: Expectations

    /// ``MarbleTest/expect(_:_:values:error:fileID:filePath:line:column:)``, with the events the
    /// output really produced drawn as an output lane.
    public func expect<Source: ObservableType>(
        _ source: Source,
        _ diagram: String,
        values: [Character: Source.Element],
        error: any Error = TestError(),
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) where Source.Element: Equatable {
        let tap = tapped(
            source, diagram, values: values, by: ==,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        test.expect(
            tap, diagram, values: values, error: error,
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// ``MarbleTest/expect(_:_:values:error:by:fileID:filePath:line:column:)``, drawn as an
    /// output lane.
    public func expect<Source: ObservableType>(
        _ source: Source,
        _ diagram: String,
        values: [Character: Source.Element],
        error: any Error = TestError(),
        by areEquivalent: @escaping (Source.Element, Source.Element) -> Bool,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let tap = tapped(
            source, diagram, values: values, by: areEquivalent,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        test.expect(
            tap, diagram, values: values, error: error, by: areEquivalent,
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// ``MarbleTest/expect(_:_:error:fileID:filePath:line:column:)-(_,_,_,_,_,_,_)`` for `String`
    /// outputs whose values are their own symbols, drawn as an output lane.
    public func expect<Source: ObservableType>(
        _ source: Source,
        _ diagram: String,
        error: any Error = TestError(),
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) where Source.Element == String {
        var values: [Character: String] = [:]
        for char in diagram where char.isLetter || char.isNumber { values[char] = String(char) }
        let tap = tapped(
            source, diagram, values: values, by: ==,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        test.expect(tap, diagram, error: error, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The `Void` form of ``MarbleTest``'s `expect` (a signal), drawn as an output lane whose
    /// marbles carry the diagram's symbols.
    public func expect<Source: ObservableType>(
        _ source: Source,
        _ diagram: String,
        error: any Error = TestError(),
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) where Source.Element == Void {
        let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let symbol = diagram.first { $0.isLetter || $0.isNumber } ?? "x"
        let recorder = OutputRecorder<Void>(scheduler: scheduler, diagram: diagram, callSite: callSite) { _ in symbol }
        pending.append(.output(lane: recorder.lane, verify: recorder.verify))
        test.expect(
            recorder.tap(source, onSubscribe: { [weak self] in self?.noteSubscription() }), diagram,
            error: error, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// ``MarbleTest/expectSubscriptions(_:_:fileID:filePath:line:column:)``; the subscriptions
    /// are drawn on the cold observable's lanes.
    public func expectSubscriptions<Element>(
        _ observable: TestableObservable<Element>,
        _ diagrams: String...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        for diagram in diagrams {
            test.expectSubscriptions(
                observable, diagram, fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }

    private func tapped<Source: ObservableType>(
        _ source: Source,
        _ diagram: String,
        values: [Character: Source.Element],
        by areEquivalent: @escaping (Source.Element, Source.Element) -> Bool,
        at callSite: CallSite
    ) -> Observable<Source.Element> {
        let known = values.sorted { $0.key < $1.key }
        var fresh: [(symbol: Character, value: Source.Element)] = []
        var pool = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ").filter { values[$0] == nil }
        let recorder = OutputRecorder<Source.Element>(scheduler: scheduler, diagram: diagram, callSite: callSite) {
            value in
            if let match = known.first(where: { areEquivalent($0.value, value) }) { return match.key }
            if let match = fresh.first(where: { areEquivalent($0.value, value) }) { return match.symbol }
            let symbol = pool.isEmpty ? "?" : pool.removeFirst()
            fresh.append((symbol, value))
            return symbol
        } describe: { symbol in
            (values[symbol] ?? fresh.first { $0.symbol == symbol }?.value).map(legendText)
        }
        pending.append(.output(lane: recorder.lane, verify: recorder.verify))
        return recorder.tap(source, onSubscribe: { [weak self] in self?.noteSubscription() })
    }

    private func noteSubscription() {
        if subscribedAt == nil { subscribedAt = scheduler.clock }
    }

    // MARK: Recording

    /// The lanes, once the harness has run; `labels` name them in declaration order.
    func recording(of scenario: Scenario, at callSite: CallSite) -> ScenarioRecording {
        let frame = test.format.frame
        let origin = subscribedAt ?? 0
        let endFrame = (scheduler.clock - origin) / frame
        if scenario.lanes.count != lanesDeclared {
            TestFailureReporting.report(
                "Scenario '\(scenario.name)' names \(scenario.lanes.count) lanes but declares \(lanesDeclared).",
                at: callSite)
        }
        var lanes: [Lane] = []
        for (index, lane) in pending.enumerated() {
            let label = index < scenario.lanes.count ? scenario.lanes[index] : "lane \(index + 1)"
            lanes += lane.lanes(label: label, origin: origin, frame: frame, endFrame: endFrame, format: test.format)
        }
        let startFrame = min(0, lanes.flatMap(\.marks).map(\.frame).min() ?? 0)
        let nanoseconds = Int64(frame) * scheduler.nanosecondsPerTick
        return ScenarioRecording(
            name: scenario.name, title: scenario.title, caption: scenario.caption,
            startFrame: startFrame, endFrame: endFrame,
            millisecondsPerFrame: Int(nanoseconds / 1_000_000), lanes: lanes)
    }

    private var lanesDeclared: Int {
        pending.count
    }
}

/// A declared lane, turned into drawn lanes once the run is over.
private enum PendingLane {
    /// A diagram played on the test's time axis: an input, or a hot observable.
    case played(diagram: String, kind: MarbleDiagramKind, describe: (Character) -> String?)
    /// A cold observable, played from each of its subscriptions.
    case cold(diagram: String, subscriptions: () -> [Subscription], describe: (Character) -> String?)
    /// An output, recorded by a tap.
    case output(lane: () -> Lane, verify: (TestTime, MarbleFormat) -> Void)

    func lanes(label: String, origin: TestTime, frame: TestTime, endFrame: Int, format: MarbleFormat) -> [Lane] {
        switch self {
        case .played(let diagram, let kind, let describe):
            let marks = diagramMarks(diagram, kind: kind, format: format)
            return [Lane(label: label, kind: .input, marks: marks, legend: legend(for: marks, describe: describe))]
        case .cold(let diagram, let subscriptions, let describe):
            let relative = diagramMarks(diagram, kind: .cold, format: format)
            return subscriptions().map { subscription in
                let start = (subscription.subscribe - origin) / frame
                let end = subscription.unsubscribe.map { ($0 - origin) / frame }
                let shifted =
                    relative
                    .map { Mark(frame: $0.frame + start, event: $0.event) }
                    .filter { mark in end.map { mark.frame <= $0 } ?? (mark.frame < endFrame) }
                return Lane(
                    label: label, kind: .input, marks: shifted, legend: legend(for: shifted, describe: describe),
                    subscription: start...(end ?? endFrame), isOpenEnded: end == nil)
            }
        case .output(let lane, let verify):
            verify(origin, format)
            var drawn = lane()
            drawn.label = label
            drawn.marks = drawn.marks.map { Mark(frame: ($0.frame - origin) / frame, event: $0.event) }
            return [drawn]
        }
    }

    /// The marks of `diagram`, each value drawn with its own symbol, in frames from frame zero.
    private func diagramMarks(_ diagram: String, kind: MarbleDiagramKind, format: MarbleFormat) -> [Mark] {
        guard let events = try? Marbles.parse(diagram, kind: kind, format: format) else { return [] }
        return events.map { record in
            let frame = record.time / format.frame
            switch record.value {
            case .next(let string): return Mark(frame: frame, event: .value(string.first ?? "?"))
            case .completed: return Mark(frame: frame, event: .completed)
            case .error: return Mark(frame: frame, event: .error)
            }
        }
    }
}

/// Records an output's events with their times (in ticks), and checks, once the test has run,
/// that they are the events of its expected diagram.
private final class OutputRecorder<Element> {
    private let scheduler: TestScheduler
    private let diagram: String
    private let callSite: CallSite
    private let symbol: (Element) -> Character
    private let describe: (Character) -> String?
    private var marks: [Mark] = []

    init(
        scheduler: TestScheduler, diagram: String, callSite: CallSite,
        symbol: @escaping (Element) -> Character, describe: @escaping (Character) -> String? = { _ in nil }
    ) {
        self.scheduler = scheduler
        self.diagram = diagram
        self.callSite = callSite
        self.symbol = symbol
        self.describe = describe
    }

    func tap<Source: ObservableType>(_ source: Source, onSubscribe: @escaping () -> Void) -> Observable<Element>
    where Source.Element == Element {
        source.asObservable().do(
            onNext: { value in self.marks.append(Mark(frame: self.scheduler.clock, event: .value(self.symbol(value))))
            },
            onError: { _ in self.marks.append(Mark(frame: self.scheduler.clock, event: .error)) },
            onCompleted: { self.marks.append(Mark(frame: self.scheduler.clock, event: .completed)) },
            onSubscribe: onSubscribe)
    }

    /// Reports a failure at the `expect` call if the recorded events, shifted by `origin`, are
    /// not those of the expected diagram: a picture drawn from this recording would then show
    /// something else than what the test asserted.
    func verify(origin: TestTime, format: MarbleFormat) {
        let recorded = marks.map { Mark(frame: ($0.frame - origin) / format.frame, event: $0.event) }
        let recordedDiagram = Lane(label: "", kind: .output, marks: recorded).diagram
        guard let expected = try? Marbles.parse(diagram, format: format) else { return }
        let expectedMarks = expected.map { record -> Mark in
            let frame = record.time / format.frame
            switch record.value {
            case .next(let string): return Mark(frame: frame, event: .value(string.first ?? "?"))
            case .completed: return Mark(frame: frame, event: .completed)
            case .error: return Mark(frame: frame, event: .error)
            }
        }
        if recorded != expectedMarks {
            TestFailureReporting.report(
                "The recording of this output (\(recordedDiagram)) is not its expected diagram (\(diagram)).",
                at: callSite)
        }
    }

    /// The recorded lane, times still in ticks; the scenario test shifts them to frames.
    func lane() -> Lane {
        Lane(label: "", kind: .output, marks: marks, legend: legend(for: marks, describe: describe))
    }
}
