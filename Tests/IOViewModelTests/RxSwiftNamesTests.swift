import Foundation
import IOViewModel
import Testing

/// RxSwift's spellings that forward to what the library already has, and the disposables and
/// schedulers added for RxSwift code to compile unchanged.
@Suite struct RxSwiftNamesTests {
    @Test func defaultErrorHandlerReceivesUnhandledErrorsWithTheCapturedStackWhenRecording() {
        struct Unique: Error {}
        let received = Locked<[[String]]>([])
        let previous = Hooks.unhandledErrorHandler
        let previousCapture = Hooks.customCaptureSubscriptionCallstack
        defer {
            Hooks.unhandledErrorHandler = previous
            Hooks.customCaptureSubscriptionCallstack = previousCapture
            Hooks.recordCallStackOnError = false
        }
        Hooks.defaultErrorHandler = { stack, error in
            if error is Unique { received.withLock { $0.append(stack) } }
        }
        Hooks.customCaptureSubscriptionCallstack = { ["frame"] }
        Hooks.unhandledErrorHandler(Unique())
        Hooks.recordCallStackOnError = true
        Hooks.unhandledErrorHandler(Unique())
        #expect(received.withLock { $0 } == [[], ["frame"]])
    }

    @Test func rxErrorDescribesTheNewCases() {
        #expect(RxError.unknown.description == "Unknown error occurred.")
        #expect(RxError.overflow.debugDescription == "Arithmetic overflow occurred.")
        #expect(RxError.timeout.debugDescription == RxError.timeout.description)
    }

    @Test func replayRelayCreateUnboundReplaysEverything() {
        expectNoLeaks {
            let relay = ReplayRelay<Int>.createUnbound()
            for value in 1...5 { relay.accept(value) }
            let (recorder, subscription) = relay.asObservable().record()
            #expect(recorder.elements == [1, 2, 3, 4, 5])
            subscription.dispose()
        }
    }

    @Test func infallibleEventConvertsToEvent() {
        #expect(InfallibleEvent.next(3).event == Event.next(3))
        #expect(InfallibleEvent<Int>.completed.event == Event<Int>.completed)
        expectNoLeaks {
            let source = Infallible<Int>.create { (observer: @escaping Infallible<Int>.InfallibleObserver) in
                observer(.next(1))
                observer(.completed)
                return Disposables.create()
            }
            let (recorder, _) = source.asObservable().record()
            #expect(recorder.events == [.next(1), .completed])
        }
    }

    @Test func subjectObserverTypeFeedsTheSubject() {
        expectNoLeaks {
            let subject = PublishSubject<Int>()
            let observer: PublishSubject<Int>.SubjectObserverType = subject.asObserver()
            let handler: AnyObserver<Int>.EventHandler = { observer.on($0) }
            let (recorder, subscription) = subject.record()
            AnyObserver(eventHandler: handler).onNext(4)
            #expect(recorder.elements == [4])
            subscription.dispose()
            #expect(ObjectIdentifier(BehaviorSubject<Int>.SubjectObserverType.self) == ObjectIdentifier(BehaviorSubject<Int>.self))
            #expect(ObjectIdentifier(ReplaySubject<Int>.SubjectObserverType.self) == ObjectIdentifier(ReplaySubject<Int>.self))
            #expect(ObjectIdentifier(AsyncSubject<Int>.SubjectObserverType.self) == ObjectIdentifier(AsyncSubject<Int>.self))
        }
    }

    @MainActor @Test func mainSchedulerInitRunsInlineOnTheMainThread() {
        MainScheduler.ensureExecutingOnScheduler()
        MainScheduler.ensureRunningOnMainThread(errorMessage: "on the main actor")
        var ran = false
        _ = MainScheduler().schedule { ran = true }
        #expect(ran)
    }

    @Test func refCountDisposableDisposesOnceOwnerAndEveryHandleAreDisposed() {
        let underlying = DisposeCounter()
        let refCount = RefCountDisposable(disposable: underlying)
        let first = refCount.retain()
        let second = refCount.retain()
        refCount.dispose()
        first.dispose()
        first.dispose()
        #expect(underlying.count == 0)
        #expect(!refCount.isDisposed)
        second.dispose()
        #expect(underlying.count == 1)
        #expect(refCount.isDisposed)
        refCount.retain().dispose()
        refCount.dispose()
        #expect(underlying.count == 1)
    }

    @Test func refCountDisposableWithoutHandlesDisposesWithItsOwner() {
        let underlying = DisposeCounter()
        let refCount = RefCountDisposable(disposable: underlying)
        refCount.dispose()
        #expect(underlying.count == 1)
    }

    @Test func scheduledDisposableDisposesOnItsScheduler() {
        let scheduler = ManualScheduler()
        let underlying = DisposeCounter()
        let scheduled = ScheduledDisposable(scheduler: scheduler, disposable: underlying)
        scheduled.dispose()
        scheduled.dispose()
        #expect(scheduled.isDisposed)
        #expect(underlying.count == 0)
        scheduler.runAll()
        #expect(underlying.count == 1)
    }

    @Test func disposeBagBuilderFormsDisposeWithTheBag() {
        let first = DisposeCounter()
        let second = DisposeCounter()
        let third = DisposeCounter()
        var bag: DisposeBag? = DisposeBag {
            first
            second
        }
        bag?.insert(builder: { third })
        #expect(first.count + second.count + third.count == 0)
        bag = nil
        #expect([first, second, third].map(\.count) == [1, 1, 1])
    }

    @Test func fourArgumentCreateDisposesAll() {
        let counters = (0..<5).map { _ in DisposeCounter() }
        let all = Disposables.create(counters[0], counters[1], counters[2], counters[3], counters[4])
        all.dispose()
        #expect(all.isDisposed)
        #expect(counters.map(\.count) == [1, 1, 1, 1, 1])
    }

    @Test func dispatchSchedulersAcceptLeeway() async {
        let configured = Locked<String?>(nil)
        let serial = SerialDispatchQueueScheduler(
            internalSerialQueueName: "leeway", serialQueueConfiguration: { queue in configured.withLock { $0 = queue.label } },
            leeway: .milliseconds(1))
        #expect(configured.withLock { $0 } == "leeway")
        let schedulers: [any SchedulerType] = [
            serial,
            SerialDispatchQueueScheduler(qos: .default, internalSerialQueueName: "qos", leeway: .never),
            SerialDispatchQueueScheduler(queue: DispatchQueue(label: "q"), internalSerialQueueName: "q", leeway: .never),
            ConcurrentDispatchQueueScheduler(qos: .default, leeway: .milliseconds(1)),
            ConcurrentDispatchQueueScheduler(queue: .global(), leeway: .milliseconds(1)),
        ]
        for scheduler in schedulers {
            await withCheckedContinuation { continuation in
                _ = scheduler.schedule(after: .milliseconds(1)) { continuation.resume() }
            }
        }
        let time: SerialDispatchQueueScheduler.Time = serial.now
        let interval: ConcurrentDispatchQueueScheduler.TimeInterval = .seconds(1)
        #expect(time + interval > time)
    }

    @MainActor @Test func concurrentMainSchedulerRunsInlineOnTheMainThread() {
        var ran = false
        _ = ConcurrentMainScheduler.instance.schedule { ran = true }
        #expect(ran)
    }

    @Test func concurrentMainSchedulerMovesOtherThreadsToTheMainQueue() async {
        let onMain = await Task.detached {
            await withCheckedContinuation { continuation in
                _ = ConcurrentMainScheduler.instance.schedule { continuation.resume(returning: MainScheduler.isMainThread) }
            }
        }.value
        #expect(onMain)
    }

    @Test func operationQueueSchedulerRunsActionsAsOperations() {
        let queue = OperationQueue()
        let scheduler = OperationQueueScheduler(operationQueue: queue, queuePriority: .high)
        #expect(scheduler.queuePriority == .high)
        let ran = Locked<[Int]>([])
        queue.isSuspended = true
        _ = scheduler.schedule { ran.withLock { $0.append(1) } }
        scheduler.schedule { ran.withLock { $0.append(2) } }.dispose()
        queue.isSuspended = false
        queue.waitUntilAllOperationsAreFinished()
        #expect(ran.withLock { $0 } == [1])
    }

    @Test func scheduleRecursiveRunsEachStateAsItsOwnAction() {
        var seen: [Int] = []
        _ = CurrentThreadScheduler.instance.scheduleRecursive(3) { state, recurse in
            seen.append(state)
            if state > 0 { recurse(state - 1) }
        }
        #expect(seen == [3, 2, 1, 0])
    }

    @Test func scheduleRecursiveQueuesEachStepAndStopsWhenDisposed() {
        let scheduler = ManualScheduler()
        var seen: [Int] = []
        var recursion: (any Disposable)?
        recursion = scheduler.scheduleRecursive(0) { state, recurse in
            seen.append(state)
            if state < 3 { recurse(state + 1) }
            if state == 1 { recursion?.dispose() }
        }
        #expect(seen.isEmpty)
        scheduler.runAll()
        #expect(seen == [0, 1])
    }

    @Test func traitsAreObservableConvertible() {
        func elements(_ source: some ObservableConvertibleType<Int>) -> [Int] {
            source.asObservable().record().recorder.elements
        }
        expectNoLeaks {
            #expect(elements(Observable.just(1)) == [1])
            #expect(elements(Infallible.just(2)) == [2])
            #expect(elements(Single.just(3)) == [3])
            #expect(elements(Single<Int>.error(Boom()).asInfallible(onErrorJustReturn: 4)) == [4])
        }
    }
}
