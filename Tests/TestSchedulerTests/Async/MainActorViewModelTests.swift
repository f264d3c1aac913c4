import IOViewModel
import Testing
import TestScheduler

/// A view model isolated to the main actor, as app targets' view models are, whose async work
/// goes through a bridge to a nonisolated service.
@MainActor
final class ProfileViewModel {
    let name: Observable<String>

    init(reload: Observable<Void>, load: @escaping @Sendable () async throws -> String) {
        name = reload.flatMapLatest { Observable.fromAsync { try await load() } }
    }
}

/// A main-actor view model is tested in virtual time when its bridges run nonisolated work.
@Suite struct MainActorViewModelTests {
    @MainActor @Test func aMainActorViewModelCallingANonisolatedServiceRunsInVirtualTime() {
        let scheduler = TestScheduler()
        let load = scheduler.asyncService("--n|", values: ["n": "Ada"], input: Void.self)
        let reload = PublishSubject<Void>()
        let viewModel = ProfileViewModel(reload: reload.asObservable(), load: { try await load() })
        let failures = TestFailureReporting.captureFailures {
            scheduler.marbles { test in
                test.input("-r---r---", into: { reload.onNext(()) })
                test.expect(viewModel.name, "---n---n-", values: ["n": "Ada"])
            }
        }
        #expect(failures.map(\.message) == [])
    }

    @MainActor @Test func aMainActorViewModelCallingAnActorServiceRunsInVirtualTime() async {
        let scheduler = TestScheduler()
        let catalog = Catalog(clock: scheduler.virtualClock)
        let reload = PublishSubject<Void>()
        let viewModel = ProfileViewModel(
            reload: reload.asObservable(), load: { try await catalog.search("a").joined() })
        let failures = TestFailureReporting.captureFailures {
            scheduler.marbles { test in
                test.input("-r------", into: { reload.onNext(()) })
                test.expect(viewModel.name, "---n----", values: ["n": "a1a2"])
            }
        }
        #expect(failures.map(\.message) == [])
    }
}

/// A service isolated to the main actor, which the test scheduler cannot drive.
@MainActor
final class MainActorProfileStore {
    func load() async -> String { "Ada" }
}

extension MainActorViewModelTests {
    @MainActor @Test func aServiceIsolatedToTheMainActorFailsTheTestInsteadOfPassingByLuck() throws {
        let scheduler = TestScheduler()
        let store = MainActorProfileStore()
        let reload = PublishSubject<Void>()
        let viewModel = ProfileViewModel(reload: reload.asObservable(), load: { await store.load() })
        let failures = TestFailureReporting.captureFailures {
            scheduler.marbles { test in
                test.input("-r--", into: { reload.onNext(()) })
                test.expect(viewModel.name, "-n--", values: ["n": "Ada"])
            }
        }
        // The main actor is busy running this test: the store's work cannot run before it ends.
        #expect(failures.count == 2)
        #expect(failures.first?.message.hasPrefix("Marble mismatch:") == true)
        #expect(failures.dropFirst().first?.message.contains("was still suspended when the test ended at 4") == true)
        // The harness saw the test run on the main actor: the main-actor cause and fix come first.
        let stalled = try #require(failures.dropFirst().first?.message)
        #expect(stalled.contains("The test ran on the main actor, which stays busy with the test until it returns"))
        let fix = try #require(stalled.split(separator: "\n").last)
        #expect(fix.hasPrefix("  Fix: keep the main actor out of the work the bridge runs"))
    }
}
