import IOViewModel
import TestScheduler

/// A marble test that the documentation draws.
///
/// The body is an ordinary marble test, written with ``TestScheduler/MarbleTest``'s `input`,
/// `hot`, `cold` and `expect`. ``run(fileID:filePath:line:column:)`` hands it to the real harness
/// (``TestScheduler/TestScheduler/marbles(frame:record:fileID:filePath:line:column:_:)``), which compares
/// every output with its diagram and checks for leaks, and returns what it recorded on the way,
/// as the `MarblePicture` the harness's renderer draws (the one that draws a failing test's
/// timeline).
/// The `DocsTests` run every scenario, so a behaviour change fails a test; the `marble-diagrams`
/// tool draws the same runs, so it also changes the picture.
///
/// ```swift
/// public static let map = Scenario(
///     name: "operator-map", title: "map multiplies each element by ten",
///     caption: "map { $0 * 10 }", lanes: ["source", "result"]
/// ) { test in
///     let source = test.cold("-a-b-c-|", values: ["a": 1, "b": 2, "c": 3])
///     test.expect(source.map { $0 * 10 }, "-A-B-C-|", values: ["A": 10, "B": 20, "C": 30])
/// }
/// ```
public struct Scenario: Sendable {
    /// The file name of its picture, without extension: `signin-screen-life`.
    public let name: String
    /// A sentence saying what the picture shows.
    public let title: String
    /// The text of the box between inputs and outputs (the expression under test), if any.
    public let caption: String?
    /// The name of each lane, in the order the body declares them (a cold observable's
    /// subscriptions share its name).
    public let lanes: [String]
    /// Seconds per tick of the scenario's ``TestScheduler``.
    public let resolution: Double
    /// Runs the marble test on a scheduler with the harness, handing the delegate-installing
    /// `prepare` the test before the body declares anything.
    private let perform: @Sendable (TestScheduler, CallSite, _ prepare: (MarbleTest) -> Void) -> Void

    /// A scenario; `lanes` names, in order, each `input`, `hot`, `cold` and `expect` of `body`.
    public init(
        name: String, title: String, caption: String? = nil, lanes: [String], resolution: Double = 1,
        body: @escaping @Sendable (MarbleTest) -> Void
    ) {
        self.name = name
        self.title = title
        self.caption = caption
        self.lanes = lanes
        self.resolution = resolution
        self.perform = { scheduler, site, prepare in
            scheduler.marbles(
                fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column
            ) { test in
                prepare(test)
                body(test)
            }
        }
    }

    /// A scenario of a view model the test owns, as an exhaustive marble test: `makeViewModel`
    /// makes it on the scenario's scheduler (standing in for the main one, so its drivers deliver
    /// in virtual time), and every output it has must be expected or ignored by `body`.
    public init<ViewModel: AnyObject>(
        name: String, title: String, caption: String? = nil, lanes: [String], resolution: Double = 1,
        viewModel makeViewModel: @escaping @Sendable (TestScheduler) -> ViewModel,
        body: @escaping @Sendable (MarbleTest, ViewModel) -> Void
    ) {
        self.name = name
        self.title = title
        self.caption = caption
        self.lanes = lanes
        self.resolution = resolution
        self.perform = { scheduler, site, prepare in
            scheduler.marbles(
                makeViewModel(scheduler),
                fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column
            ) { test, viewModel in
                prepare(test)
                body(test, viewModel)
            }
        }
    }

    /// Runs the marble test on a fresh scheduler and returns its recording, ready to be drawn.
    /// Failures (a mismatch, a leak, a malformed diagram) are reported as test failures at the
    /// line that declared them, or collected by `TestFailureReporting.captureFailures`.
    package func run(
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> MarblePicture {
        let scheduler = TestScheduler(resolution: resolution)
        var scenarioTest: ScenarioTest?
        let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        perform(scheduler, callSite) { test in
            let delegate = ScenarioTest(test: test)
            test.delegate = delegate
            scenarioTest = delegate
        }
        guard let scenarioTest else {
            return MarblePicture(
                title: title, caption: caption, startFrame: 0, endFrame: 0, nanosecondsPerFrame: 0, lanes: [])
        }
        return scenarioTest.recording(of: self, at: callSite)
    }
}
