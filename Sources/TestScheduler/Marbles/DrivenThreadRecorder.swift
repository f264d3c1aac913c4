import IOViewModel
import Synchronization

/// Records an expected output's events, as long as they arrive on the thread that drives the
/// test: an event from any other thread while the test runs (a `Task {}` the view model starts
/// itself, a `Driver` on the real main queue) is set aside as a stray, never recorded, and the
/// test fails with it, whatever its time. Such an event lands on its frame only when the machine
/// happens to be fast enough: counted, it would let the test pass by luck.
@usableFromInline
final class DrivenThreadRecorder<Element>: ObserverType {
    @usableFromInline let recorder: TestableObserver<Element>
    /// The thread that declared the test, which runs it.
    @usableFromInline let driver: DriverThread
    /// The first event from another thread: its virtual time and how it reads.
    private let stray = Mutex<(time: TestTime, event: String)?>(nil)

    @usableFromInline
    init(recording recorder: TestableObserver<Element>) {
        self.recorder = recorder
        self.driver = .current
    }

    @inlinable
    func on(_ event: Event<Element>) {
        if DriverThread.current == driver {
            recorder.on(event)
        } else {
            noteStray(event)
        }
    }

    @usableFromInline
    func noteStray(_ event: Event<Element>) {
        let time = recorder.scheduler.clock
        let text: String
        switch event {
        case .next(let value): text = "next(\(describe(value)))"
        case .error(let error): text = "error(\(error))"
        case .completed: text = "completed"
        }
        stray.withLock { stray in
            if stray == nil { stray = (time, text) }
        }
    }

    /// The failure for the first stray event, or `nil` when every event came on the test's
    /// thread; `origin` is the test's frame zero.
    @usableFromInline
    func strayMessage(origin: TestTime, format: MarbleFormat) -> String? {
        guard let (time, event) = stray.withLock({ $0 }) else { return nil }
        let frame = (time - origin) / format.ticksPerFrame
        return """
            TestScheduler: this output received \(event) at frame \(frame) from a thread the test scheduler does \
            not drive, while the test ran: whether it lands on that frame, or at all, depends on the machine's \
            speed, so it is not counted. The likely cause: a Task {} that the view model starts itself, whose \
            work runs on the global executor or the main actor, not in virtual time (or a Driver or \
            observe(on:) on the real main queue).
              Fix: start the async work with Observable.fromAsync or Observable.createAsync, which run on the \
            test scheduler in a test and on the global executor in the app; create Drivers inside \
            MainScheduler.withMainScheduler(scheduler).
            """
    }
}
