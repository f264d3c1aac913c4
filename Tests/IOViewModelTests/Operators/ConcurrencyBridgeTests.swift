import Dispatch
import IOViewModel
import Synchronization
import Testing

/// An async sequence over an `AsyncStream` whose iterator reports when it is released: the
/// iterator lives exactly as long as the `for await` loop that uses it, so its release proves that
/// the task iterating it has left the loop.
private struct ReportingSequence: AsyncSequence, Sendable {
    typealias Element = Int

    let stream: AsyncStream<Int>
    let released: AsyncStream<Void>.Continuation

    final class Iterator: AsyncIteratorProtocol {
        var base: AsyncStream<Int>.Iterator
        let released: AsyncStream<Void>.Continuation

        init(base: AsyncStream<Int>.Iterator, released: AsyncStream<Void>.Continuation) {
            self.base = base
            self.released = released
        }

        func next() async -> Int? {
            await base.next()
        }

        deinit {
            released.yield()
            released.finish()
        }
    }

    func makeAsyncIterator() -> Iterator {
        Iterator(base: stream.makeAsyncIterator(), released: released)
    }
}

@Suite struct ObservableValuesTests {
    @Test func deliversEveryElementInOrderThenFinishes() async throws {
        let tracker = ResourceTracker()
        var received: [Int] = []
        try await tracker.track {
            for try await value in Observable.from(1...1_000).values {
                received.append(value)
            }
        }
        #expect(received == Array(1...1_000))
        #expect(tracker.live == 0)
    }

    @Test func elementsSentFromAnotherThreadBeforeIterationAreNotLost() async throws {
        let tracker = ResourceTracker()
        let subject = PublishSubject<Int>()
        let stream = tracker.track { subject.values }
        let feeder = Transferred(subject)
        await withCheckedContinuation { (sent: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                for value in 0..<500 { feeder.value.onNext(value) }
                feeder.value.onCompleted()
                sent.resume()
            }
        }
        var received: [Int] = []
        for try await value in stream { received.append(value) }
        #expect(received == Array(0..<500))
        #expect(tracker.live == 0)
    }

    @Test func throwsTheSequencesError() async {
        let tracker = ResourceTracker()
        _ = await tracker.track {
            await #expect(throws: Boom(tag: 2)) {
                for try await _ in Observable<Int>.error(Boom(tag: 2)).values {}
            }
        }
        #expect(tracker.live == 0)
    }

    @Test func breakingOutOfTheLoopDisposesTheSubscription() async throws {
        let tracker = ResourceTracker()
        let subject = BehaviorSubject(value: 1)
        try await tracker.track {
            for try await value in subject.values {
                #expect(value == 1)
                break
            }
        }
        #expect(!subject.hasObservers)
        #expect(tracker.live == 0)
    }

    @Test func cancellingTheConsumingTaskDisposesTheSubscription() async throws {
        let tracker = ResourceTracker()
        let subject = PublishSubject<Int>()
        let (signals, signal) = AsyncStream<Void>.makeStream()
        let consumer = Task {
            try await tracker.track {
                var count = 0
                for try await _ in subject.do(onSubscribed: { signal.yield() }).values {
                    count += 1
                    signal.yield()
                }
                return count
            }
        }
        var iterator = signals.makeAsyncIterator()
        _ = await iterator.next()
        subject.onNext(1)
        _ = await iterator.next()
        consumer.cancel()
        // As in RxSwift: the loop throws, so a cancelled loop is not mistaken for a completed one.
        await #expect(throws: CancellationError.self) { try await consumer.value }
        #expect(!subject.hasObservers)
        #expect(tracker.live == 0)
    }

    @Test func aLoopCancelledBeforeItStartsThrowsUnlessTheSequenceHasEnded() async throws {
        let loops = Task { () -> ([Int], Bool) in
            withUnsafeCurrentTask { $0?.cancel() }
            var received: [Int] = []
            for try await value in Observable.of(1, 2, 3).values { received.append(value) }
            let threw = await #expect(throws: CancellationError.self) {
                for try await _ in Observable<Int>.never().values {}
            }
            return (received, threw != nil)
        }
        let (received, threw) = try await loops.value
        #expect(received == [1, 2, 3])
        #expect(threw)
    }

    @Test func infallibleValuesDoNotThrow() async {
        let tracker = ResourceTracker()
        var infallible: [Int] = []
        await tracker.track {
            for await value in Observable<Int>.error(Boom()).asInfallible(onErrorJustReturn: 7).values {
                infallible.append(value)
            }
        }
        #expect(infallible == [7])
        #expect(tracker.live == 0)
    }
}

@Suite struct AwaitFirstTests {
    @Test func returnsTheFirstElementAndDisposes() async throws {
        let tracker = ResourceTracker()
        let subject = BehaviorSubject(value: 5)
        let value = try await tracker.track { try await subject.awaitFirst() }
        #expect(value == 5)
        #expect(!subject.hasObservers)
        #expect(tracker.live == 0)
    }

    @Test func throwsForAnEmptyOrFailingSequence() async {
        let tracker = ResourceTracker()
        await tracker.track {
            await #expect(throws: RxError.noElements) { try await Observable<Int>.empty().awaitFirst() }
            await #expect(throws: Boom(tag: 1)) { try await Observable<Int>.error(Boom(tag: 1)).awaitFirst() }
        }
        #expect(tracker.live == 0)
    }

    @Test func cancellationDisposesAndThrows() async {
        let tracker = ResourceTracker()
        let subject = PublishSubject<Int>()
        let (subscribed, signal) = AsyncStream<Void>.makeStream()
        let waiting = Task {
            try await tracker.track { try await subject.do(onSubscribed: { signal.yield() }).awaitFirst() }
        }
        var iterator = subscribed.makeAsyncIterator()
        await iterator.next()
        waiting.cancel()
        await #expect(throws: CancellationError.self) { try await waiting.value }
        #expect(!subject.hasObservers)
        #expect(tracker.live == 0)
    }

    @Test func waitsForAnElementSentLaterFromAnotherThread() async throws {
        let tracker = ResourceTracker()
        let subject = PublishSubject<String>()
        let feeder = Transferred(subject)
        let (subscribed, signal) = AsyncStream<Void>.makeStream()
        let waiting = Task {
            try await tracker.track { try await subject.do(onSubscribed: { signal.yield() }).awaitFirst() }
        }
        var iterator = subscribed.makeAsyncIterator()
        await iterator.next()
        DispatchQueue.global().async { feeder.value.onNext("late") }
        #expect(try await waiting.value == "late")
        #expect(tracker.live == 0)
    }
}

@Suite struct AsyncToObservableTests {
    @Test func anAsyncSequenceBecomesAnObservableWithoutLosingElements() async throws {
        let tracker = ResourceTracker()
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        for value in 0..<1_000 { continuation.yield(value) }
        continuation.finish()
        var received: [Int] = []
        try await tracker.track {
            for try await value in Observable.from(stream).values { received.append(value) }
        }
        #expect(received == Array(0..<1_000))
        #expect(tracker.live == 0)
    }

    @Test func disposingCancelsTheTaskWhichLeavesItsLoop() async throws {
        let tracker = ResourceTracker()
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        let (released, releasedContinuation) = AsyncStream<Void>.makeStream()
        let (received, receivedContinuation) = AsyncStream<Int>.makeStream()
        let source = ReportingSequence(stream: stream, released: releasedContinuation)
        let subscription = tracker.track {
            source.asObservable().subscribe(onNext: { receivedContinuation.yield($0) })
        }
        continuation.yield(42)
        var receivedIterator = received.makeAsyncIterator()
        #expect(await receivedIterator.next() == 42)
        subscription.dispose()
        #expect(tracker.live == 0)
        var releasedIterator = released.makeAsyncIterator()
        await releasedIterator.next()
        continuation.yield(43)
        receivedContinuation.finish()
        #expect(await receivedIterator.next() == nil, "nothing after dispose")
    }

    @Test func fromAsyncEmitsTheResultAndCompletes() async throws {
        let tracker = ResourceTracker()
        let value = try await tracker.track {
            try await Observable.fromAsync { () async throws -> String in
                await Task.yield()
                return "done"
            }.awaitFirst()
        }
        #expect(value == "done")
        #expect(tracker.live == 0)
        await #expect(throws: Boom(tag: 3)) {
            try await Observable<Int>.fromAsync { throw Boom(tag: 3) }.awaitFirst()
        }
    }

    @Test func createAsyncCompletesWhenTheBodyReturns() async throws {
        let tracker = ResourceTracker()
        var received: [Int] = []
        try await tracker.track {
            for try await value in Observable<Int>.createAsync({ observer in
                for value in 1...3 { observer.onNext(value) }
            }).values {
                received.append(value)
            }
        }
        #expect(received == [1, 2, 3])
        #expect(tracker.live == 0)
    }

    @Test func disposingCancelsACreateAsyncBody() async {
        let tracker = ResourceTracker()
        let (finished, finishedContinuation) = AsyncStream<Bool>.makeStream()
        let (started, startedContinuation) = AsyncStream<Void>.makeStream()
        let subscription = tracker.track {
            Observable<Int>.createAsync { observer in
                defer { finishedContinuation.yield(Task.isCancelled) }
                observer.onNext(1)
                startedContinuation.yield()
                let (never, _) = AsyncStream<Int>.makeStream()
                for await _ in never {}
            }.subscribe()
        }
        var startedIterator = started.makeAsyncIterator()
        await startedIterator.next()
        subscription.dispose()
        var finishedIterator = finished.makeAsyncIterator()
        #expect(await finishedIterator.next() == true)
        #expect(tracker.live == 0)
    }

    @Test func theAsyncObserverSerializesConcurrentChildTasks() async throws {
        let tracker = ResourceTracker()
        let inside = Atomic(0)
        let overlaps = Atomic(0)
        let events = Observable<Int>.createAsync { observer in
            await withTaskGroup(of: Void.self) { group in
                for task in 0..<8 {
                    group.addTask { for value in 0..<200 { observer.onNext(task * 1_000 + value) } }
                }
            }
        }.do(onNext: { _ in
            if inside.add(1, ordering: .acquiringAndReleasing).newValue != 1 { overlaps.add(1, ordering: .relaxed) }
            inside.subtract(1, ordering: .acquiringAndReleasing)
        })
        var count = 0
        try await tracker.track {
            for try await _ in events.values { count += 1 }
        }
        #expect(count == 1_600)
        #expect(overlaps.load(ordering: .relaxed) == 0)
        #expect(tracker.live == 0)
    }
}
