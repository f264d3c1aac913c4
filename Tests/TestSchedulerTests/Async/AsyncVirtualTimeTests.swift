import Dispatch
import IOViewModel
import Synchronization
import Testing
@testable import TestScheduler

/// A search backend behind a default actor, with its clock injected: two seconds per search.
actor Catalog {
    let clock: any Clock<Duration>
    private(set) var searches: [String] = []
    private(set) var cancelled: [String] = []

    init(clock: any Clock<Duration>) {
        self.clock = clock
    }

    func search(_ query: String) async throws -> [String] {
        searches.append(query)
        do {
            try await clock.sleep(for: .seconds(2))
        } catch {
            cancelled.append(query)
            throw error
        }
        return [query + "1", query + "2"]
    }
}

/// Async work started by the bridges while a test scheduler runs runs on that scheduler, in
/// virtual time.
@Suite struct AsyncVirtualTimeTests {
    @Test func anActorServiceSleepingOnTheVirtualClockAnswersAtItsVirtualTime() async {
        let scheduler = TestScheduler()
        let catalog = Catalog(clock: scheduler.virtualClock)
        let query = PublishSubject<String>()
        let results = query.flatMapLatest { text in Observable.fromAsync { try await catalog.search(text) } }
        let failures = TestFailureReporting.captureFailures {
            scheduler.marbles { test in
                test.input("-a---b---", values: ["a": "sw", "b": "swi"], into: query.onNext)
                test.expect(
                    results.map { $0.joined(separator: ",") }, "---x---y-",
                    values: ["x": "sw1,sw2", "y": "swi1,swi2"])
            }
        }
        #expect(failures.map(\.message) == [])
        #expect(await catalog.searches == ["sw", "swi"])
    }

    @Test func theSameTestGivesTheSameOutputEveryTime() {
        for _ in 0..<200 {
            let scheduler = TestScheduler()
            let catalog = Catalog(clock: scheduler.virtualClock)
            let observer = scheduler.start {
                Observable.from(["a", "b"]).concatMap { text in Observable.fromAsync { try await catalog.search(text) } }
            }
            #expect(observer.events == [.next(202, ["a1", "a2"]), .next(204, ["b1", "b2"]), .completed(204)])
        }
    }

    @Test func aNewerQueryCancelsTheStaleRequestAtItsTick() async {
        let scheduler = TestScheduler()
        let catalog = Catalog(clock: scheduler.virtualClock)
        let query = PublishSubject<String>()
        let results = query.flatMapLatest { text in Observable.fromAsync { try await catalog.search(text) } }
        let failures = TestFailureReporting.captureFailures {
            scheduler.marbles { test in
                test.input("-ab-----", values: ["a": "s", "b": "sw"], into: query.onNext)
                test.expect(results.map { $0.joined(separator: ",") }, "----y---", values: ["y": "sw1,sw2"])
            }
        }
        #expect(failures.map(\.message) == [])
        #expect(await catalog.cancelled == ["s"])
    }

    @Test func childTasksAsyncLetAndTaskGroupsStayOnTheScheduler() {
        let scheduler = TestScheduler()
        let catalog = Catalog(clock: scheduler.virtualClock)
        let clock = scheduler.virtualClock
        let observer = scheduler.start {
            Observable.fromAsync { () async throws -> [String] in
                async let first = catalog.search("a")
                let grouped = try await withThrowingTaskGroup(of: [String].self) { group in
                    group.addTask {
                        try await clock.sleep(for: .seconds(5))
                        return ["late"]
                    }
                    group.addTask { try await catalog.search("b") }
                    var all: [String] = []
                    for try await part in group { all += part }
                    return all
                }
                return try await first + grouped
            }
        }
        #expect(observer.events == [.next(205, ["a1", "a2", "b1", "b2", "late"]), .completed(205)])
    }

    @Test func theVirtualClockReadsAndSleepsInTicks() {
        let scheduler = TestScheduler(initialClock: 7, resolution: 0.1)
        let clock = scheduler.virtualClock
        #expect(clock.now.offset == .milliseconds(700))
        #expect(clock.minimumResolution == .milliseconds(100))
        let woke = Mutex<[TestTime]>([])
        let observer = scheduler.start {
            Observable<Int>.createAsync { observer in
                try await clock.sleep(for: .milliseconds(250))  // 2.5 ticks: rounded up to 3
                woke.withLock { $0.append(scheduler.clock) }
                try await clock.sleep(until: clock.now)  // already there: at once
                observer.onNext(scheduler.clock)
            }
        }
        #expect(woke.withLock { $0 } == [203])
        #expect(observer.events == [.next(203, 203), .completed(203)])
    }

    @Test func disposingCancelsTheSleepAtTheCurrentTickAndNothingIsDeliveredAfterwards() {
        let scheduler = TestScheduler()
        let clock = scheduler.virtualClock
        let outcome = Mutex<[String]>([])
        let observer = scheduler.start(disposed: 205) {
            Observable<Int>.createAsync { observer in
                do {
                    try await clock.sleep(for: .seconds(10))
                } catch {
                    outcome.withLock { $0.append("\(type(of: error)) at \(scheduler.clock)") }
                }
                // Sent after the subscription was disposed: dropped.
                observer.onNext(1)
            }
        }
        #expect(outcome.withLock { $0 } == ["CancellationError at 205"])
        #expect(observer.events == [])
        #expect(scheduler.leaks.isEmpty)
    }

    @Test func aFakeServiceAnswersFromItsDiagramAndRecordsItsCalls() {
        let scheduler = TestScheduler()
        let search = scheduler.asyncService("--r|", values: ["r": 42], input: String.self)
        let query = PublishSubject<String>()
        let results = query.flatMapLatest { text in Observable.fromAsync { try await search(text) } }
        let failures = TestFailureReporting.captureFailures {
            scheduler.marbles { test in
                test.input("-a--b---", values: ["a": "x", "b": "y"], into: query.onNext)
                test.expect(results, "---r--r-", values: ["r": 42])
            }
        }
        #expect(failures.map(\.message) == [])
        #expect(search.calls == [Recorded(time: 1, value: "x"), Recorded(time: 4, value: "y")])
    }

    @Test func aFakeServiceThrowsFailsEmptyAndNeverAnswersAsDrawn() {
        let scheduler = TestScheduler()
        let failing = scheduler.asyncService("--#", values: [:] as [Character: Int], input: Void.self)
        let empty = scheduler.asyncService("-|", values: [:] as [Character: Int], input: Void.self)
        let never = scheduler.asyncService("-", values: [:] as [Character: Int], input: Void.self)
        #expect(
            scheduler.start { Observable.fromAsync { try await failing() } }.events == [.error(202, TestError())])
        #expect(
            scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
                Observable.fromAsync { try await empty() }
            }.events == [.error(1201, RxError.noElements)])
        let cancelled = Mutex<[TestTime]>([])
        let observer = scheduler.start(created: 2100, subscribed: 2200, disposed: 2300) {
            Observable.fromAsync {
                do { return try await never() } catch {
                    cancelled.withLock { $0.append(scheduler.clock) }
                    throw error
                }
            }
        }
        #expect(observer.events == [])
        #expect(cancelled.withLock { $0 } == [2300])
    }

    @Test func aPerInputFakeServiceAnswersEachCallAsItsDiagramSays() {
        let scheduler = TestScheduler()
        let search = scheduler.asyncService(values: ["r": "fast", "s": "slow"]) { (query: String) in
            query == "slow" ? "-----s|" : "-r|"
        }
        let observer = scheduler.start {
            Observable.from(["slow", "fast"]).flatMap { query in Observable.fromAsync { try await search(query) } }
        }
        #expect(observer.events == [.next(201, "fast"), .next(205, "slow"), .completed(205)])
    }

    @Test func aMalformedFakeServiceDiagramFailsAtItsLineAndEveryCallThrows() {
        let scheduler = TestScheduler()
        let failures = TestFailureReporting.captureFailures {
            let broken = scheduler.asyncService("-(a", values: ["a": 1], input: Void.self)
            let observer = scheduler.start { Observable.fromAsync { try await broken() } }
            #expect(observer.events.count == 1)
            #expect(observer.events.first.map { "\($0.value)".contains("TestScheduler.asyncService: ") } == true)
        }
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("TestScheduler.asyncService") == true)
    }

    @Test func aPerInputFakeServiceReportsEachMalformedDiagramOnceHoweverManyCallsItAnswers() {
        let scheduler = TestScheduler()
        let failures = TestFailureReporting.captureFailures {
            let broken = scheduler.asyncService(values: ["a": 1]) { (query: String) in query == "x" ? "-(a" : "-a|" }
            let observer = scheduler.start {
                Observable.from(["x", "x", "y", "x"]).concatMap { query in
                    Observable.fromAsync { try await broken(query) }.catchAndReturn(0)
                }
            }
            #expect(observer.events.map(\.value.element) == [0, 0, 1, 0, nil])
        }
        #expect(failures.count == 1)
        #expect(failures.first?.message.hasPrefix("TestScheduler.asyncService: ") == true)
    }

    @Test(arguments: [0, -5] as [TestTime])
    func aFakeServiceWithAFrameUnderOneFailsOnceAtItsLineAndEveryCallThrows(_ frame: TestTime) {
        let scheduler = TestScheduler()
        let line = #line + 2
        let failures = TestFailureReporting.captureFailures {
            let fixed = scheduler.asyncService("-a|", values: ["a": 1], frame: frame, input: Void.self)
            let perInput = scheduler.asyncService(values: ["a": 1], frame: frame) { (_: Int) in "-a|" }
            let observer = scheduler.start {
                Observable.from([1, 2]).concatMap { input in
                    Observable.zip(
                        Observable.fromAsync { try await fixed() }.catchAndReturn(0),
                        Observable.fromAsync { try await perInput(input) }.catchAndReturn(0)
                    ) { $0 + $1 }
                }
            }
            #expect(observer.events.map(\.value.element) == [0, 0, nil])
        }
        #expect(failures.count == 2)
        #expect(failures.allSatisfy { $0.message.contains("frame \(frame) is not a length of time") })
        #expect(failures.first?.callSite.line == UInt(line))
    }

    @Test(arguments: [false, true])
    func detachedWorkInheritsNoTaskLocalValueUnderATestAsInAnApp(detached: Bool) async {
        let inApp = await CallerMarker.$value.withValue(1) {
            try? await Single<Int?>.create(detached: detached) { CallerMarker.value }.value
        }
        let scheduler = TestScheduler()
        let observer = CallerMarker.$value.withValue(1) {
            scheduler.start { Single<Int?>.create(detached: detached) { CallerMarker.value }.asObservable() }
        }
        #expect(inApp == (detached ? .some(nil) : .some(1)))
        #expect(observer.events.first?.value.element == inApp)
        #expect(observer.events.first?.time == 200)
    }

    /// The bridges that take a priority give their task that priority under a test scheduler, as
    /// in an app.
    @Test(arguments: [TaskPriority.low, .high])
    func aBridgesPriorityIsTheTasksUnderATestAsInAnApp(priority: TaskPriority) async throws {
        let inApp = try await Single<TaskPriority>.create(priority: priority) { Task.currentPriority }.value
        let scheduler = TestScheduler()
        let single = scheduler.start {
            Single<TaskPriority>.create(priority: priority) { Task.currentPriority }.asObservable()
        }
        let sequence = scheduler.start {
            Observable.from(PriorityReading(), priority: priority)
        }
        #expect(inApp == priority)
        #expect(single.events.first?.value.element == priority)
        #expect(sequence.events.first?.value.element == priority)
    }

    @Test func outsideATestRunTheBridgesUseTheGlobalExecutor() async throws {
        let value = try await Observable.fromAsync { 42 }.awaitFirst()
        #expect(value == 42)
    }
}

/// An async sequence of one element: the priority of the task that iterates it.
private struct PriorityReading: AsyncSequence, Sendable {
    struct AsyncIterator: AsyncIteratorProtocol {
        var done = false
        mutating func next() async -> TaskPriority? {
            defer { done = true }
            return done ? nil : Task.currentPriority
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
}

/// Async work that waits on something outside virtual time fails the test, naming where the task
/// was started and what to inject; it never hangs and never passes by luck.
@Suite struct AsyncDiagnosisTests {
    @Test func theFakeServiceTheFixSuggestsCompilesAsWritten() {
        let scheduler = TestScheduler()
        typealias Query = String
        let answer = ["Swift"]
        // The same text as the fix's, compiled here.
        let service = scheduler.asyncService("--a|", values: ["a": answer], input: Query.self)
        #expect(TestScheduler.asyncFix.contains(#"scheduler.asyncService("--a|", values: ["a": answer], input: Query.self)"#))
        #expect(service.calls.isEmpty)
    }

    @Test func aRealSleepFailsTheTestNamingTheTasksOrigin() {
        let scheduler = TestScheduler()
        let tick = PublishSubject<Void>()
        let line = #line + 2
        let loaded = tick.flatMapLatest {
            Observable.fromAsync { () async throws -> Int in
                try await Task.sleep(for: .seconds(3600))
                return 1
            }
        }
        let failures = TestFailureReporting.captureFailures {
            scheduler.marbles { test in
                test.input("-t---", into: { tick.onNext(()) })
                test.expect(loaded, "-----", values: [:])
            }
        }
        #expect(failures.count == 1)
        let message = failures.first?.message ?? ""
        #expect(
            message.hasPrefix(
                "TestScheduler: the task that fromAsync started at 1 (TestSchedulerTests/AsyncVirtualTimeTests.swift:\(line)) was still suspended when the test ended at 5"
            ))
        #expect(message.contains("Fix: give the service the scheduler's clock (scheduler.virtualClock"))
    }

    @Test func aContinuousClockFailsTheSameWay() {
        let scheduler = TestScheduler()
        let failures = TestFailureReporting.captureFailures {
            _ = scheduler.start {
                Observable.fromAsync { () async throws -> Int in
                    try await ContinuousClock().sleep(for: .seconds(3600))
                    return 1
                }
            }
        }
        #expect(failures.map { $0.message.contains("was still suspended when the test ended at 1000") } == [true])
    }

    @Test func aTaskParkedOnAContinuationNobodyResumesIsNamedWithItsOrigin() {
        let scheduler = TestScheduler()
        let parked = Mutex<CheckedContinuation<Int, Never>?>(nil)
        let line = #line + 3
        let failures = TestFailureReporting.captureFailures {
            _ = scheduler.start {
                Observable.fromAsync { () async -> Int in
                    await withCheckedContinuation { continuation in parked.withLock { $0 = continuation } }
                }
            }
        }
        #expect(failures.count == 1)
        #expect(
            failures.first?.message.hasPrefix(
                "TestScheduler: the task that fromAsync started at 200 (TestSchedulerTests/AsyncVirtualTimeTests.swift:\(line)) was still suspended when the test ended at 1000"
            ) == true)
        // Let the parked task end, on the scheduler.
        parked.withLock { $0?.resume(returning: 0) }
        scheduler.advanceTo(scheduler.clock + 1)
    }

    @Test func aTaskThatIgnoresCancellationIsALeakNamedWithItsOrigin() {
        let scheduler = TestScheduler()
        let clock = scheduler.virtualClock
        let parked = Mutex<CheckedContinuation<Void, Never>?>(nil)
        let line = #line + 3
        let failures = TestFailureReporting.captureFailures {
            _ = scheduler.start(disposed: 300) {
                Observable<Int>.createAsync { _ in
                    // Swallows the cancellation, then parks where nothing will resume it.
                    try? await clock.sleep(for: .seconds(1000))
                    await withCheckedContinuation { continuation in parked.withLock { $0 = continuation } }
                }
            }
        }
        #expect(
            failures.map(\.message) == [
                """
                Leak: 1 task started during the test is still running at its end:
                  the task that createAsync started at 200 (TestSchedulerTests/AsyncVirtualTimeTests.swift:\(line)) has not ended.
                  Either its subscription is still live (disposing it cancels the task), or the task ignored the cancellation: look for a continuation nobody resumes, or a loop that does not check Task.isCancelled.
                  A timer or an endless stream that a view model follows lasts as long as the view model: end it with a lifecycle input (viewWillDisappear() with flatMapLatest or take(until:); see "End endless work" in the guide's Testing Async View Models).
                """
            ])
        parked.withLock { $0?.resume() }
        scheduler.advanceTo(scheduler.clock + 1)
    }

    @Test func theSchedulersLeakReportNamesTheTasksStillRunning() {
        let scheduler = TestScheduler()
        let never = scheduler.asyncService("-", values: [:] as [Character: Int], input: Void.self)
        var subscription: (any Disposable)?
        let line = #line + 1
        scheduler.scheduleAt(5) { subscription = Observable.fromAsync { try await never() }.subscribe() }
        scheduler.start()
        #expect(scheduler.leaks.runningTasks == ["the task that fromAsync started at 5 (TestSchedulerTests/AsyncVirtualTimeTests.swift:\(line))"])
        #expect(scheduler.leaks.description.hasPrefix("Leak: 1 task started on the scheduler has not ended:\n  the task that fromAsync started at 5"))
        subscription?.dispose()
        scheduler.start()
        #expect(scheduler.leaks.isEmpty)
    }

    @Test func aTaskWaitingOnAnObservableOrAFakeServiceIsNotStalled() {
        let scheduler = TestScheduler()
        let never = scheduler.asyncService("-", values: [:] as [Character: Int], input: Void.self)
        let silent = PublishSubject<Int>()
        let failures = TestFailureReporting.captureFailures {
            _ = scheduler.start {
                Observable.merge(
                    Observable.fromAsync { try await never() },
                    Observable.fromAsync { try await silent.awaitFirst() },
                    Observable<Int>.createAsync { observer in
                        for try await value in silent.values { observer.onNext(value) }
                    })
            }
        }
        #expect(failures.map(\.message) == [])
    }

    @Test func anOperationIsolatedToTheMainActorIsNamed() {
        let scheduler = TestScheduler()
        let line = #line + 3
        let failures = TestFailureReporting.captureFailures {
            _ = scheduler.start(disposed: 300) {
                Observable.fromAsync { @MainActor () async -> Int in 1 }
            }
        }
        #expect(
            failures.contains {
                $0.message.hasPrefix(
                    "TestScheduler: the task that fromAsync started at 200 (TestSchedulerTests/AsyncVirtualTimeTests.swift:\(line)) runs its operation isolated to MainActor"
                )
            })
    }

    @Test func aTaskLoopingWithoutTheClockFailsInsteadOfHanging() {
        let scheduler = TestScheduler(maxActionsPerInstant: 1000)
        let failures = TestFailureReporting.captureFailures {
            _ = scheduler.start(disposed: 300) {
                Observable<Int>.createAsync { _ in
                    while !Task.isCancelled { await Task.yield() }
                }
            }
        }
        #expect(failures.first?.message.hasPrefix("TestScheduler: virtual time 200 never ends") == true)
    }
}

/// Tests running in parallel each drive their own scheduler: neither runs the other's jobs.
@Suite struct AsyncParallelTests {
    @Test(arguments: 0..<16)
    func parallelTestsEachSeeOnlyTheirOwnAsyncWork(round: Int) {
        let scheduler = TestScheduler()
        let service = scheduler.asyncService("--r|", values: ["r": round], input: Int.self)
        let catalog = Catalog(clock: scheduler.virtualClock)
        let observer = scheduler.start {
            Observable.from(Array(0..<5)).concatMap { index in
                Observable.fromAsync { () async throws -> Int in
                    let answer = try await service(index)
                    let found = try await catalog.search("\(round)")
                    return answer * 100 + found.count + index
                }
            }
        }
        let expected: [Recorded<Event<Int>>] = (0..<5).map { .next(200 + 4 * ($0 + 1), round * 100 + 2 + $0) }
        #expect(observer.events == expected + [.completed(220)])
        #expect(service.calls.map(\.time) == [200, 204, 208, 212, 216])
    }

    @Test func twoThreadsDrivingTwoSchedulersAtOnceNeverMixTheirJobs() {
        let wrong = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 2) { side in
            for round in 0..<200 {
                let scheduler = TestScheduler()
                let service = scheduler.asyncService("-r|", values: ["r": side * 1000 + round], input: Void.self)
                let failures = TestFailureReporting.captureFailures {
                    let observer = scheduler.start {
                        Observable.fromAsync { try await service() }.concatMap { value in
                            Observable.fromAsync { try await service() + value }
                        }
                    }
                    let value = 2 * (side * 1000 + round)
                    if observer.events != [.next(202, value), .completed(202)] { wrong.withLock { $0 += 1 } }
                }
                if !failures.isEmpty { wrong.withLock { $0 += 1 } }
            }
        }
        #expect(wrong.withLock { $0 } == 0)
    }
}

/// A task-local value set by the code that subscribes.
private enum CallerMarker {
    @TaskLocal static var value: Int?
}
