import Synchronization

extension ObservableType {
    /// Splits this sequence into windows, consecutive sequences of its elements: a window closes
    /// when it holds `count` elements or when `timeSpan` has passed since it opened, whichever
    /// comes first, and the next window opens at once with a fresh timer.
    ///
    /// A window is hot: a subscriber receives the elements that arrive after it subscribes, so
    /// subscribe when the window is emitted (as `merge()`, `flatMap` and `concat()` do). This
    /// sequence stays subscribed while the returned sequence or any window is subscribed, so
    /// disposing the outer subscription does not cut off a window still in use.
    ///
    /// ```swift
    /// let batches = taps.window(timeSpan: .seconds(1), count: 10, scheduler: MainScheduler.instance)
    ///     .flatMap { $0.toArray() }
    /// ```
    ///
    /// - Emits: a first window at subscription, then a new window each time the current one
    ///   closes (after `count` elements, or `timeSpan` after it opened, even empty); each window
    ///   emits the elements that arrive while it is the current one.
    /// - Completes: when this sequence completes, together with the current window.
    /// - Errors: when this sequence fails, in the current window too; at once with
    ///   ``RxError/argumentOutOfRange`` if `count` is less than 1.
    public func window(
        timeSpan: RxTimeInterval, count: Int, scheduler: some SchedulerType
    ) -> Observable<Observable<Element>> {
        guard count > 0 else { return .error(RxError.argumentOutOfRange) }
        return Observable { observer in
            let sink = WindowSink<Element, _>(
                observer: observer, timeSpan: timeSpan, count: count, scheduler: scheduler)
            sink.output.send(.next(.open))
            sink.startTimer(window: 0)
            sink.upstream.setDisposable(self.subscribe(sink))
            return Disposables.create(with: {
                sink.emitter.isOuterDisposed.store(true, ordering: .releasing)
                sink.refCount.dispose()
            })
        }
    }
}

/// What the serial drainer of a `window` subscription does next.
enum WindowCommand<Element> {
    /// Send the element to the current window.
    case element(Element)
    /// Complete the current window, then open and emit the next one.
    case open
}

/// Lock-guarded: only touched inside `WindowSink.output`'s lock.
struct WindowState<Element>: SerialOutputState, @unchecked Sendable {
    var delivery = SerialDelivery<WindowCommand<Element>>()
    /// Elements in the current window.
    var count = 0
    /// The current window; a timer for an earlier one does nothing.
    var window: UInt64 = 0
}

/// Carries out a `window` subscription's commands, one at a time (``LockedOutput``'s drainer).
final class WindowEmitter<Element>: @unchecked Sendable {
    // `current` is only touched by the single drainer; the rest is immutable or atomic.
    let observer: AnyObserver<Observable<Element>>
    let refCount: RefCountDisposable
    let isOuterDisposed = Atomic<Bool>(false)
    private var current: PublishSubject<Element>?

    init(observer: AnyObserver<Observable<Element>>, refCount: RefCountDisposable) {
        self.observer = observer
        self.refCount = refCount
    }

    func on(_ command: Event<WindowCommand<Element>>) {
        switch command {
        case .next(.element(let element)):
            current?.onNext(element)
        case .next(.open):
            current?.onCompleted()
            let subject = PublishSubject<Element>()
            current = subject
            guard !isOuterDisposed.load(ordering: .acquiring) else { return }
            let refCount = refCount
            observer.onNext(
                Observable { observer in
                    let release = refCount.retain()
                    return Disposables.create(subject.subscribe(observer), release)
                })
        case .error(let error):
            current?.onError(error)
            current = nil
            if !isOuterDisposed.load(ordering: .acquiring) { observer.onError(error) }
        case .completed:
            current?.onCompleted()
            current = nil
            if !isOuterDisposed.load(ordering: .acquiring) { observer.onCompleted() }
        }
    }
}

/// One `window` subscription: counts the source's elements and runs the window timer; the source
/// and the timer may call it on different threads, and `output` keeps the windows' events and the
/// outer sequence's serial, in one order.
final class WindowSink<Element, Scheduler: SchedulerType>: ObserverType, OperatorObserver, @unchecked Sendable {
    // Mutable state is in `output`; the disposables are thread-safe.
    let output: LockedOutput<WindowState<Element>>
    let emitter: WindowEmitter<Element>
    let upstream = SingleAssignmentDisposable()
    let timer = SerialDisposable()
    /// Disposes the source subscription and the timer once the outer subscription and every
    /// window subscription are disposed.
    let refCount: RefCountDisposable
    let timeSpan: RxTimeInterval
    let count: Int
    let scheduler: Scheduler

    init(observer: AnyObserver<Observable<Element>>, timeSpan: RxTimeInterval, count: Int, scheduler: Scheduler) {
        refCount = RefCountDisposable(disposable: Disposables.create(upstream, timer))
        let emitter = WindowEmitter(observer: observer, refCount: refCount)
        self.emitter = emitter
        output = LockedOutput(WindowState(), observer: AnyObserver { emitter.on($0) })
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
    }

    /// Starts the timer that closes window `window`, unless that window is already over.
    func startTimer(window: UInt64) {
        let scheduled = scheduler.schedule(after: timeSpan) { self.timeSpanEnded(window: window) }
        // Under the lock, so that a timer for an older window never replaces a newer one.
        let isCurrent = output.withState { state -> Bool in
            guard state.window == window, !state.delivery.isTerminated else { return false }
            timer.disposable = scheduled
            return true
        }
        if !isCurrent { scheduled.dispose() }
    }

    private func timeSpanEnded(window: UInt64) {
        let first = output.withState { state -> Event<WindowCommand<Element>>? in
            guard state.window == window, !state.delivery.isTerminated else { return nil }
            return state.openWindow()
        }
        guard let first else { return }
        startTimer(window: window &+ 1)
        output.drain(first)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            var opened: UInt64?
            let first = output.withState { state -> Event<WindowCommand<Element>>? in
                let first = state.delivery.enqueue(.next(.element(element)))
                state.count += 1
                guard state.count >= count, !state.delivery.isTerminated else { return first }
                let open = state.openWindow()
                opened = state.window
                return first ?? open
            }
            if let opened { startTimer(window: opened) }
            if let first { output.drain(first) }
        case .error(let error):
            output.send(.error(error))
            upstream.dispose()
            timer.dispose()
        case .completed:
            output.send(.completed)
            upstream.dispose()
            timer.dispose()
        }
    }
}

extension WindowState {
    /// Closes the current window and opens the next; returns the command to deliver now, if any.
    mutating func openWindow() -> Event<WindowCommand<Element>>? {
        count = 0
        window &+= 1
        return delivery.enqueue(.next(.open))
    }
}
