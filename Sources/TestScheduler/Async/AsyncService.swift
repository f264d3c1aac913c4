import IOViewModel
import Synchronization

extension TestScheduler {
    /// A fake `async` service whose every call answers as `diagram` says, counted in frames from
    /// the call: the async counterpart of a cold test observable.
    ///
    /// ```swift
    /// let search = scheduler.asyncService("--r|", values: ["r": ["swift", "swiftui"]], input: String.self)
    /// let viewModel = SearchViewModel(search: { try await search($0) })
    /// // ... drive the view model in virtual time, then:
    /// #expect(search.calls == [.next(3, "sw"), .next(6, "swi")])
    /// ```
    ///
    /// - `"--r|"` (or `"--r"`): the call returns `r`'s value two frames after it was made.
    /// - `"--#"`: the call throws `error` two frames after it was made.
    /// - `"--|"`: the call throws `RxError.noElements` two frames after it was made.
    /// - `"-"`: the call never returns; cancelling the calling task makes it throw
    ///   `CancellationError`, as a real request does.
    ///
    /// A cancelled call throws `CancellationError` at once. The calls are recorded in ``AsyncService/calls``, at
    /// the time they were made. A malformed diagram, or a `frame` under 1, fails the test at this
    /// line, and every call then throws. A call that would wait while the scheduler is not running (made from the
    /// test's own code before a run, or after the run that started its task has returned) could
    /// never be answered: it fails the test at this line and throws ``VirtualTimeWaitError``.
    public func asyncService<Input: Sendable, Value: Sendable>(
        _ diagram: String,
        values: [Character: Value],
        error: any Error = TestError(),
        frame: TestTime = 1,
        input: Input.Type = Input.self,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> AsyncService<Input, Value> {
        let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let answer: AsyncService<Input, Value>.Answer
        if let problem = Self.asyncServiceFrameProblem(frame, at: callSite) {
            answer = .init(problem: problem)
        } else {
            answer = .init(
                diagram, values: values, error: error, format: MarbleFormat(frame: frame, resolution: secondsPerTick)
            )
            if let problem = answer.problem { TestFailureReporting.report(problem, at: callSite) }
        }
        return AsyncService(scheduler: self, origin: callSite) { _ in answer }
    }

    /// A fake `async` service whose answer to each call is the diagram `answer` returns for the
    /// call's input (`{ query in query == "slow" ? "-----r|" : "-r|" }`); otherwise as
    /// ``asyncService(_:values:error:frame:input:fileID:filePath:line:column:)``.
    public func asyncService<Input: Sendable, Value: Sendable>(
        values: [Character: Value],
        error: any Error = TestError(),
        frame: TestTime = 1,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        answer: @escaping @Sendable (Input) -> String
    ) -> AsyncService<Input, Value> {
        let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        if let problem = Self.asyncServiceFrameProblem(frame, at: callSite) {
            return AsyncService(scheduler: self, origin: callSite) { _ in .init(problem: problem) }
        }
        let format = MarbleFormat(frame: frame, resolution: secondsPerTick)
        // Each malformed diagram fails the test once, however many calls it answers.
        let reported = Mutex<Set<String>>([])
        return AsyncService(scheduler: self, origin: callSite) { input in
            let outcome = AsyncService<Input, Value>.Answer(answer(input), values: values, error: error, format: format)
            if let problem = outcome.problem, reported.withLock({ $0.insert(problem).inserted }) {
                TestFailureReporting.report(problem, at: callSite)
            }
            return outcome
        }
    }

    /// Fails the test at `callSite` when `frame` is no frame's length, and returns the problem.
    private static func asyncServiceFrameProblem(_ frame: TestTime, at callSite: CallSite) -> String? {
        guard let problem = MarbleFormat.frameProblem(frame, in: "TestScheduler.asyncService") else { return nil }
        TestFailureReporting.report(problem, at: callSite)
        return problem
    }
}

/// A fake `async` service answering from marble diagrams in a test scheduler's virtual time; made
/// by ``TestScheduler/asyncService(_:values:error:frame:input:fileID:filePath:line:column:)``.
///
/// Call it as a function (`try await service(input)`), or pass ``call(_:)`` where a service's
/// function is expected.
public final class AsyncService<Input: Sendable, Value: Sendable>: Sendable {
    /// The scheduler whose time the answers take.
    public let scheduler: TestScheduler
    private let answer: @Sendable (Input) -> Answer
    private let recorded = Mutex<[Recorded<Input>]>([])
    /// Where the test declared the service: where its failures are reported.
    private let origin: CallSite

    init(scheduler: TestScheduler, origin: CallSite, answer: @escaping @Sendable (Input) -> Answer) {
        self.scheduler = scheduler
        self.origin = origin
        self.answer = answer
    }

    /// Every call so far: the virtual time it was made at and its input, in order.
    public var calls: [Recorded<Input>] {
        recorded.withLock { $0 }
    }

    /// Calls the service: records the call, then answers as its diagram says.
    ///
    /// - Returns: the diagram's first value, that many frames after the call.
    /// - Throws: the diagram's error, or `RxError.noElements` for a completion without a value,
    ///   at its frame; `CancellationError` if the calling task is cancelled first; a description of
    ///   the problem if the diagram is malformed; ``VirtualTimeWaitError`` if the answer is still to
    ///   come and the scheduler is not running, so that nothing would ever deliver it.
    public func callAsFunction(_ input: Input) async throws -> Value {
        try await call(input)
    }

    /// The same as ``callAsFunction(_:)``, under a name that reads well as a function reference
    /// (`SearchViewModel(search: service.call)`).
    @Sendable
    public func call(_ input: Input) async throws -> Value {
        let now = scheduler.clock
        recorded.withLock { $0.append(Recorded(time: now, value: input)) }
        let outcome = answer(input)
        guard let (frames, result) = outcome.first else {
            if let problem = outcome.problem { throw AsyncServiceError(description: problem) }
            // No event at all: the call waits until its task is cancelled.
            try checkRunning(calledAt: now, answerDue: nil)
            try await scheduler.wait(untilTick: nil)
            throw CancellationError()
        }
        let due = TestScheduler.saturatingSum(now, frames)
        if due > now { try checkRunning(calledAt: now, answerDue: due) }
        try await scheduler.wait(untilTick: due)
        return try result.get()
    }

    /// Fails the test at the service's declaration, and throws, when the scheduler is not
    /// running: a wait for `answerDue` (for `nil`, a cancellation) could never end.
    private func checkRunning(calledAt time: TestTime, answerDue: TestTime?) throws(VirtualTimeWaitError) {
        guard !scheduler.isInRun else { return }
        let due = answerDue.map { "its answer, due at \($0), would never come" } ?? "it would wait for good"
        let message = """
            TestScheduler.asyncService (declared at \(origin)): called at \(time) while the scheduler was \
            not running, so \(due): only a run (start, advance, marbles, validate, a property run) moves \
            virtual time, and the run that made this call's task, if any, has returned.
              Fix: make the call from work the scheduler runs (an async bridge subscribed in the test's \
            run), or run the scheduler while the call waits.
            """
        TestFailureReporting.report(message, at: origin)
        throw VirtualTimeWaitError(description: message)
    }

    /// One call's answer, read off its diagram: the ticks after the call, and the outcome.
    struct Answer: Sendable {
        var first: (TestTime, Result<Value, any Error>)?
        var problem: String?

        /// An answer that is only a problem: every call throws it.
        init(problem: String) {
            self.problem = problem
        }

        /// The answer `diagram` gives; a malformed one gives a ``problem`` for the caller to report.
        init(_ diagram: String, values: [Character: Value], error: any Error, format: MarbleFormat) {
            switch Marbles.events(diagram, values: values, error: error, kind: .cold, format: format) {
            case .failure(let failure):
                problem = "TestScheduler.asyncService: \(failure.description)"
            case .success(let parsed):
                guard let event = parsed.events.first else { return }
                switch event.value {
                case .next(let value): first = (event.time, .success(value))
                case .error(let error): first = (event.time, .failure(error))
                case .completed: first = (event.time, .failure(RxError.noElements))
                }
            }
        }
    }
}

extension AsyncService where Input == Void {
    /// Calls a service that takes no input.
    public func callAsFunction() async throws -> Value {
        try await call(())
    }
}

/// The error a fake async service throws when its diagram is malformed (the test has already
/// failed at the line that declared it).
public struct AsyncServiceError: Error, CustomStringConvertible {
    /// What is wrong with the diagram.
    public let description: String
}
