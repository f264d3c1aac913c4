import IOViewModel
import Testing
import TestScheduler

// This target is compiled as an app target of Swift 6.2 is by default: every declaration is
// isolated to the main actor unless it says otherwise, and nonisolated async functions run on
// their caller's executor.

/// A service whose method is explicitly nonisolated.
struct ProfileAPI: Sendable {
    let clock: any Clock<Duration>
    nonisolated func name() async throws -> String {
        try await clock.sleep(for: .seconds(2))
        return "Ada"
    }
}

/// A service that, like everything in an app target, is isolated to the main actor.
struct MainActorProfileAPI {
    func name() async -> String { "Ada" }
}

/// A view model written with no annotations: isolated to the main actor.
final class AppProfileViewModel {
    let name: Observable<String>

    init(reload: Observable<Void>, api: ProfileAPI) {
        name = reload.flatMapLatest { Observable.fromAsync { try await api.name() } }
    }
}

@Suite struct AppIsolationTests {
    @Test func aMainActorViewModelOverANonisolatedServiceRunsInVirtualTime() {
        let scheduler = TestScheduler()
        let reload = PublishSubject<Void>()
        let viewModel = AppProfileViewModel(reload: reload.asObservable(), api: ProfileAPI(clock: scheduler.virtualClock))
        let failures = TestFailureReporting.captureFailures {
            scheduler.marbles { test in
                test.input("-r-----", into: { reload.onNext(()) })
                test.expect(viewModel.name, "---n---", values: ["n": "Ada"])
            }
        }
        #expect(failures.map(\.message) == [])
    }

    /// The test runs on the main actor, so the service's work cannot run before the test ends:
    /// the test fails, every time, naming the task and the fix.
    @Test func aServiceIsolatedToTheMainActorIsReportedWithTheFix() {
        let scheduler = TestScheduler()
        let api = MainActorProfileAPI()
        let line = #line + 2
        let failures = TestFailureReporting.captureFailures {
            _ = scheduler.start(disposed: 300) { Observable.fromAsync { await api.name() } }
        }
        #expect(failures.count == 1)
        let message = failures.first?.message ?? ""
        #expect(
            message.hasPrefix(
                "TestScheduler: the task that fromAsync started at 200 (AppIsolationTests/AppIsolationTests.swift:\(line)) was still suspended when the test ended at 300"
            ))
        #expect(message.contains("the main actor"))
    }
}
