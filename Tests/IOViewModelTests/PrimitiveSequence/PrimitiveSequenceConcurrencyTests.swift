import IOViewModel
import Testing
import TestScheduler

/// `value` awaits a trait's outcome and disposes on cancellation; `Single.create` runs `async`
/// work in a task that disposal cancels.
@Suite struct PrimitiveSequenceConcurrencyTests {
    @Test func valueReturnsEachTraitsOutcome() async throws {
        let tracker = ResourceTracker()
        try await tracker.track {
            #expect(try await Single.just(3).value == 3)
            #expect(try await Maybe.just(4).value == 4)
            #expect(try await Maybe<Int>.empty().value == nil)
            try await Completable.empty().value
            #expect(try await Observable.of(1, 2).toArray().value == [1, 2])
        }
        #expect(tracker.live == 0)
    }

    @Test func valueThrowsTheError() async {
        let tracker = ResourceTracker()
        await tracker.track {
            await #expect(throws: Boom(tag: 1)) { try await Single<Int>.error(Boom(tag: 1)).value }
            await #expect(throws: Boom(tag: 2)) { try await Maybe<Int>.error(Boom(tag: 2)).value }
            await #expect(throws: Boom(tag: 3)) { try await Completable.error(Boom(tag: 3)).value }
        }
        #expect(tracker.live == 0)
    }

    /// Awaits `value` of the trait `makeTrait` builds over a subject, cancels the waiting task
    /// once subscribed, and expects a `CancellationError`, no observer left and no live
    /// subscription.
    private func expectCancellationDisposes<Output: Sendable>(
        _ makeTrait: @escaping @Sendable (Observable<Int>) async throws -> Output,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let tracker = ResourceTracker()
        let subject = PublishSubject<Int>()
        let (subscribed, signal) = AsyncStream<Void>.makeStream()
        let waiting = Task {
            try await tracker.track { try await makeTrait(subject.do(onSubscribed: { signal.yield() })) }
        }
        var iterator = subscribed.makeAsyncIterator()
        await iterator.next()
        waiting.cancel()
        await #expect(throws: CancellationError.self, sourceLocation: sourceLocation) { try await waiting.value }
        #expect(!subject.hasObservers, sourceLocation: sourceLocation)
        #expect(tracker.live == 0, sourceLocation: sourceLocation)
    }

    @Test func cancellingTheWaitingTaskDisposesTheSubscription() async {
        await expectCancellationDisposes { source in try await source.take(1).asSingle().value }
        await expectCancellationDisposes { source in try await source.take(1).asMaybe().value }
        await expectCancellationDisposes { source in try await source.ignoreElements().asCompletable().value }
    }

    /// As in RxSwift (its `…NotThrowingCancellation…` tests): a task cancelled before it awaits
    /// still subscribes, so an outcome given synchronously is returned; a source with nothing
    /// to give yet throws `CancellationError`, and its subscription is gone.
    @Test func aTaskCancelledBeforeAwaitingGetsASynchronousOutcome() async throws {
        let tracker = ResourceTracker()
        let subject = PublishSubject<Int>()
        let outcomes = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await tracker.track {
                try await Completable.empty().value
                let maybe = try await Maybe<Int>.empty().value
                let single = try await Single.just(5).value
                let pending = await #expect(throws: CancellationError.self) {
                    try await subject.take(1).asSingle().value
                }
                return (maybe, single, pending != nil)
            }
        }
        let (maybe, single, threw) = try await outcomes.value
        #expect(maybe == nil)
        #expect(single == 5)
        #expect(threw)
        #expect(!subject.hasObservers)
        #expect(tracker.live == 0)
    }

    @Test func createRunsTheAsyncWorkPerSubscription() async throws {
        let tracker = ResourceTracker()
        try await tracker.track {
            let answer = try await Single<Int>.create { 42 }.value
            let detached = try await Single<Int>.create(detached: true, priority: .low) { 7 }.value
            #expect(answer == 42)
            #expect(detached == 7)
            await #expect(throws: Boom(tag: 4)) { try await Single<Int>.create { throw Boom(tag: 4) }.value }
        }
        #expect(tracker.live == 0)
    }

    @Test func disposingCancelsTheTaskWhichEnds() async {
        let tracker = ResourceTracker()
        let (started, startedSignal) = AsyncStream<Void>.makeStream()
        let (ended, endedSignal) = AsyncStream<Bool>.makeStream()
        let (forever, _) = AsyncStream<Void>.makeStream()
        let single = Single<Int>.create {
            startedSignal.yield()
            for await _ in forever {}
            endedSignal.yield(Task.isCancelled)
            try Task.checkCancellation()
            return 1
        }
        var outcomes: [SingleEvent<Int>] = []
        let subscription = tracker.track { single.subscribe { outcomes.append($0) } }
        var startedIterator = started.makeAsyncIterator()
        await startedIterator.next()
        subscription.dispose()
        #expect(tracker.live == 0)
        var endedIterator = ended.makeAsyncIterator()
        #expect(await endedIterator.next() == true, "the task saw its cancellation and ended")
        #expect(outcomes.isEmpty)
    }
}
