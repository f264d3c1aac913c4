#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs actions on the calling thread, through a trampoline: an action scheduled while another is
/// running on the same thread waits until that one returns, instead of nesting.
///
/// Synchronous sources (`of`, `from`, `range`, ...) emit through it, one element per action, which
/// is why a downstream operator such as `take(2)` can stop an infinite `repeatElement` and why
/// merged synchronous sources interleave, exactly as in RxSwift.
public final class CurrentThreadScheduler: ImmediateSchedulerType, Sendable {
    /// The shared instance; the trampoline itself is per thread.
    public static let instance = CurrentThreadScheduler()

    private init() {}

    /// Whether no trampoline is running on this thread, so that the next `schedule` runs at once.
    public static var isScheduleRequired: Bool {
        Trampoline.slot == nil
    }

    /// Runs `action` now if no trampoline action is running on this thread, else queues it behind
    /// the running one. Disposing the result cancels it if it has not run.
    public func schedule(_ action: @escaping () -> Void) -> any Disposable {
        if let trampoline = Trampoline.running() {
            let scheduled = ScheduledAction(action)
            trampoline.queue.append(scheduled)
            return scheduled
        }
        Self.runTrampoline(action)
        return Disposables.create()
    }

    /// Starts a trampoline on this thread, which must run none: runs `body`, then every action
    /// queued meanwhile, in order. `body` does not escape, so a subscription step needs no closure
    /// allocated to run as the trampoline's first action.
    @usableFromInline
    static func runTrampoline(_ body: () -> Void) {
        // The queue is made only when something is queued: most subscriptions queue nothing.
        Trampoline.slot = Trampoline.startedEmpty
        defer { Trampoline.end() }
        body()
        guard let trampoline = Trampoline.queued else { return }
        while trampoline.head < trampoline.queue.count {
            let next = trampoline.queue[trampoline.head]
            trampoline.head += 1
            next.run()
        }
    }
}

/// The per-thread queue behind ``CurrentThreadScheduler``; only its own thread touches it.
///
/// The thread's slot holds `nil` (no trampoline), ``startedEmpty`` (a trampoline is running with
/// nothing queued) or a retained queue.
private final class Trampoline {
    var queue: [ScheduledAction] = []
    var head = 0

    /// The slot's mark for a running trampoline that has queued nothing yet.
    static var startedEmpty: UnsafeMutableRawPointer { UnsafeMutableRawPointer(bitPattern: 1).unsafelyUnwrapped }

    static var slot: UnsafeMutableRawPointer? {
        get { pthread_getspecific(key) }
        set { pthread_setspecific(key, newValue) }
    }

    /// The running trampoline's queue, made at its first use; `nil` if none is running.
    static func running() -> Trampoline? {
        guard let pointer = slot else { return nil }
        if pointer != startedEmpty { return Unmanaged<Trampoline>.fromOpaque(pointer).takeUnretainedValue() }
        let trampoline = Trampoline()
        slot = Unmanaged.passRetained(trampoline).toOpaque()
        return trampoline
    }

    /// The running trampoline's queue, if anything was queued.
    static var queued: Trampoline? {
        guard let pointer = slot, pointer != startedEmpty else { return nil }
        return Unmanaged<Trampoline>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Ends the running trampoline: frees its queue, if one was made, and empties the slot.
    static func end() {
        if let pointer = slot, pointer != startedEmpty { Unmanaged<Trampoline>.fromOpaque(pointer).release() }
        slot = nil
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()
}
