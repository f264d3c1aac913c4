// This file imports only what a ported RxSwift test file imports after the change of imports: no
// Foundation, no XCTest (which would bring Foundation itself).
import IOViewModel
import TestScheduler
import Testing

/// Seconds per tick, declared by the test file itself, as RxSwift's example app's marble helpers
/// do.
let resolution: TimeInterval = 0.2

extension TestScheduler {
    /// The time of `tick` in seconds, at the file's own `resolution`: inside this extension the
    /// name must still mean the global above, not a member of the scheduler.
    fileprivate func seconds(atTick tick: TestTime) -> TimeInterval {
        resolution * TimeInterval(tick)
    }
}

/// A counter guarded by Foundation's recursive lock, as code written with `import RxSwift` alone
/// uses one.
private final class LockedCounter: @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private var count = 0

    func increment() {
        lock.lock()
        count += 1
        lock.unlock()
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}

@Suite("Ported imports")
struct PortedImportsTests {
    @Test func aTestFilesOwnResolutionIsNotShadowedInsideATestSchedulerExtension() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 1.0)
        #expect(scheduler.seconds(atTick: 10) == 2.0)
        #expect(scheduler.secondsPerTick == 1.0)
    }

    @Test func importingTheLibraryBringsFoundation() {
        let counter = LockedCounter()
        counter.increment()
        #expect(counter.value == 1)
        #expect(URL(string: "https://example.com/users/octocat")?.lastPathComponent == "octocat")
        #expect(Date(timeIntervalSince1970: 60).timeIntervalSince1970 == 60)
    }
}
