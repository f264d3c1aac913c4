import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Runs actions on the main thread: at once when called on the main thread with nothing already
/// queued or running there, otherwise asynchronously on the main queue (so order is kept).
///
/// UI bindings (`Binder`, `Driver`, `Signal`) deliver on it. In tests, substitute a virtual-time
/// scheduler with ``withMainScheduler(_:operation:)``, which really takes effect for everything
/// that asks for ``current`` during the operation.
public final class MainScheduler: SchedulerType, Sendable {
    /// The main scheduler: inline when already on the main thread.
    public static let instance = MainScheduler(alwaysAsync: false)

    /// A main scheduler that always queues, even when called on the main thread.
    public static let asyncInstance = MainScheduler(alwaysAsync: true)

    private let alwaysAsync: Bool
    /// Actions queued on the main queue and not yet finished.
    private let queued = Atomic<Int>(0)
    /// Whether an action (or an `observe(on:)` delivery) runs inline now; only the main thread
    /// writes it, and only there does its value decide anything.
    private let isRunningInline = Atomic<Bool>(false)

    private init(alwaysAsync: Bool) {
        self.alwaysAsync = alwaysAsync
    }

    /// A main scheduler of its own, inline when already on the main thread; prefer ``instance``,
    /// as two instances do not keep order between each other's queued actions.
    public convenience init() {
        self.init(alwaysAsync: false)
    }

    /// The scheduler that main-thread work should use now: ``instance``, unless a test installed a
    /// substitute with ``withMainScheduler(_:operation:)``.
    public static var current: any SchedulerType {
        substitute ?? instance
    }

    /// What a trait or binder created now delivers on, as RxCocoa's `SharingScheduler.make()`: a
    /// main scheduler of its own, unless a test installed a substitute with
    /// ``withMainScheduler(_:operation:)``. Each main scheduler queues only what is scheduled from
    /// its own actions, so a driver delivering inside another's delivery (a `flatMapLatest` to a
    /// driver, a relay accepted from `drive`) still delivers at once, as in RxCocoa.
    static func makeForTrait() -> any SchedulerType {
        substitute ?? MainScheduler()
    }

    /// Runs `operation` with `scheduler` standing in for the main scheduler: `Binder`, `Driver`
    /// and `Signal` created during the operation use it.
    public static func withMainScheduler<Result>(
        _ scheduler: any SchedulerType & Sendable,
        operation: () throws -> Result
    ) rethrows -> Result {
        try $substitute.withValue(scheduler, operation: operation)
    }

    @TaskLocal private static var substitute: (any SchedulerType & Sendable)?

    /// Whether the caller is on the main thread or running on the main queue, where the main
    /// actor runs.
    ///
    /// On Linux these differ: once a program calls `dispatch_main()` (an `async` main does, and
    /// so does `swift test`), the main queue and the main actor run on a worker thread, and
    /// `Thread.isMainThread` is `false` there. So the check is by queue, as RxSwift's is.
    public static var isMainThread: Bool {
        isProcessMainThread || DispatchQueue.getSpecific(key: mainQueueKey) != nil
    }

    /// Whether this thread is the process's main thread: `Thread.isMainThread`, remembered per
    /// thread on Linux, where Foundation asks the kernel (two system calls) on every call, which
    /// made every event through `observe(on: MainScheduler.instance)` cost a third of a
    /// microsecond.
    private static var isProcessMainThread: Bool {
        #if canImport(Glibc) || canImport(Musl)
        // The slot holds 1 ("main") or 2 ("not main") as an address, never dereferenced.
        if let known = pthread_getspecific(mainThreadKey) { return Int(bitPattern: known) == 1 }
        let isMain = Thread.isMainThread
        pthread_setspecific(mainThreadKey, UnsafeRawPointer(bitPattern: isMain ? 1 : 2))
        return isMain
        #else
        Thread.isMainThread
        #endif
    }

    #if canImport(Glibc) || canImport(Musl)
    /// A per-thread slot saying whether the thread is the main one, once it has been asked.
    private static let mainThreadKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()
    #endif

    /// A key set on the main queue only, so that `getSpecific` tells whether we are on it.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Claims the right to run an action at once, as ``schedule(_:)`` would: this is ``instance``
    /// (or one made with ``init()``), called on the main thread, with none of its actions queued
    /// or running. While claimed, what is scheduled waits on the main queue; a `true` answer must
    /// be paired with ``endInline()``.
    ///
    /// No read-modify-write: only the main thread claims, and what it claims against is either
    /// its own inline action (`isRunningInline`, which only it writes) or an action on the main
    /// queue (counted in `queued` from before it is queued until it has run). An action queued by
    /// another thread while the claim is taken cannot run before the main thread is done, the
    /// main queue being serial and run by the main thread.
    @usableFromInline
    func beginInline() -> Bool {
        guard !alwaysAsync, queued.load(ordering: .acquiring) == 0, !isRunningInline.load(ordering: .acquiring),
            Self.isMainThread
        else { return false }
        isRunningInline.store(true, ordering: .releasing)
        return true
    }

    /// Ends what a successful ``beginInline()`` claimed.
    @usableFromInline
    func endInline() {
        isRunningInline.store(false, ordering: .releasing)
    }

    /// The wall-clock time.
    public var now: RxTime { wallClockNow() }

    /// Runs `action` on the main thread: inline if called there with nothing of this scheduler
    /// queued or running, else on the main queue.
    ///
    /// As in RxSwift, an action scheduled from inside one running inline is queued, not nested:
    /// actions run in the order they were scheduled, and each can be cancelled until it starts.
    public func schedule(_ action: @escaping () -> Void) -> any Disposable {
        if beginInline() {
            // Claimed while it runs, so what it schedules waits for it on the main queue.
            defer { endInline() }
            action()
            return Disposables.create()
        }
        queued.add(1, ordering: .relaxed)
        let scheduled = ScheduledAction(action)
        DispatchQueue.main.async {
            // Still counted while it runs: what it schedules is queued behind it.
            scheduled.run()
            self.queued.subtract(1, ordering: .releasing)
        }
        return scheduled
    }

    /// Runs `action` on the main queue once `dueTime` has elapsed.
    public func schedule(after dueTime: RxTimeInterval, _ action: @escaping () -> Void) -> any Disposable {
        dispatch(on: .main, after: dueTime, action)
    }
}
