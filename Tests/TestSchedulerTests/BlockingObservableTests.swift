import Dispatch
import Foundation
import IOViewModel
import Testing
import TestScheduler

/// RxBlocking's operators. Sources either complete at once or deliver from another thread and
/// then complete; the only timeout waits on `never()`, which cannot deliver, so the test cannot
/// flake whatever the machine's load.
@Suite struct BlockingObservableTests {
    private static let background = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
    private let failure = TestError("boom")

    private func expectNoLeaks(_ body: () throws -> Void) throws {
        let tracker = ResourceTracker(name: "blocking")
        try tracker.track { try body() }
        #expect(tracker.live == 0)
    }

    @Test func toArrayWaitsForTheEndOnAnotherThread() throws {
        try expectNoLeaks { () throws in
            let values = try Observable.of(1, 2, 3).subscribe(on: Self.background).map { $0 * 10 }
                .toBlocking(timeout: 60).toArray()
            #expect(values == [10, 20, 30])
        }
    }

    @Test func aTimeoutThatIsNotANumberThrowsWithoutSubscribing() {
        var subscribed = false
        let source = Observable<Int>.create { observer in
            subscribed = true
            observer.onCompleted()
            return Disposables.create()
        }
        #expect(throws: RxError.argumentOutOfRange) { try source.toBlocking(timeout: .nan).toArray() }
        #expect(!subscribed)
    }

    @Test func aNegativeTimeoutHasPassedAndAnInfiniteOneWaitsWithoutLimit() throws {
        #expect(throws: RxError.timeout) { try Observable<Int>.never().toBlocking(timeout: -1).first() }
        #expect(try Observable.of(1, 2).toBlocking(timeout: .infinity).toArray() == [1, 2])
    }

    @Test func firstTakesOneElementAndStopsAnEndlessSource() throws {
        try expectNoLeaks { () throws in
            #expect(try Observable.repeatElement(7).toBlocking().first() == 7)
            #expect(try Observable<Int>.empty().toBlocking().first() == nil)
        }
    }

    @Test func lastWaitsForCompletion() throws {
        try expectNoLeaks { () throws in
            #expect(try Observable.of("a", "b", "c").subscribe(on: Self.background).toBlocking(timeout: 60).last() == "c")
            #expect(try Observable<Int>.empty().toBlocking().last() == nil)
        }
    }

    @Test func singleNeedsExactlyOneElement() throws {
        try expectNoLeaks { () throws in
            #expect(try Observable.just(5).toBlocking().single() == 5)
            #expect(throws: RxError.noElements) { try Observable<Int>.empty().toBlocking().single() }
            // The second element ends the wait at once, even on an endless source.
            #expect(throws: RxError.moreThanOneElement) { try Observable.repeatElement(1).toBlocking().single() }
        }
    }

    @Test func singleWithAPredicateCountsOnlyMatches() throws {
        try expectNoLeaks { () throws in
            #expect(try Observable.of(1, 2, 3).toBlocking().single { $0 == 2 } == 2)
            #expect(throws: RxError.moreThanOneElement) { try Observable.of(1, 2, 3).toBlocking().single { $0 > 1 } }
            #expect(throws: RxError.noElements) { try Observable.of(1, 2, 3).toBlocking().single { $0 > 5 } }
            #expect(throws: TestError("bad")) {
                try Observable.of(1, 2).toBlocking().single { _ in throw TestError("bad") }
            }
        }
    }

    @Test func errorsAreThrown() throws {
        try expectNoLeaks { () throws in
            let source = Observable.of(1, 2).concat(Observable<Int>.error(failure)).subscribe(on: Self.background)
            #expect(throws: failure) { try source.toBlocking(timeout: 60).toArray() }
            #expect(throws: failure) { try source.toBlocking(timeout: 60).last() }
            // `first` has its element before the error arrives.
            #expect((try? source.toBlocking(timeout: 60).first()) == 1)
        }
    }

    @Test func materializeReportsTheEndWithTheElements() throws {
        try expectNoLeaks { () throws in
            guard case .completed(let elements) = Observable.of(1, 2).toBlocking().materialize() else {
                Issue.record("expected completed")
                return
            }
            #expect(elements == [1, 2])
            let failing = Observable.of(1).concat(Observable<Int>.error(failure)).subscribe(on: Self.background)
            guard case .failed(let received, let error) = failing.toBlocking(timeout: 60).materialize() else {
                Issue.record("expected failed")
                return
            }
            #expect(received == [1])
            #expect((error as? TestError) == failure)
        }
    }

    @Test func aTimeoutThrowsRxErrorTimeoutAndDisposes() throws {
        try expectNoLeaks { () throws in
            let subject = PublishSubject<Int>()
            #expect(throws: RxError.timeout) { try subject.toBlocking(timeout: 0.01).first() }
            #expect(!subject.hasObservers)
            guard case .failed(let elements, let error) = Observable<Int>.never().startWith(1)
                .toBlocking(timeout: 0.01).materialize()
            else {
                Issue.record("expected failed")
                return
            }
            #expect(elements == [1])
            #expect((error as? RxError) == .timeout)
        }
    }

    /// RxBlocking runs the waiting thread's run loop, so what is queued there (on the main thread:
    /// the main queue, where `MainScheduler` delivers) still runs. A timer on the thread's own run
    /// loop delivers here; a wait that only blocked the thread would end with the timeout.
    @Test func waitingOnAThreadWithARunLoopKeepsTheRunLoopRunning() async {
        let outcome = await onOwnThread { () -> Result<[Int], any Error> in
            let runLoop = ThreadBound(RunLoop.current)
            let source = Observable<Int>.create { observer in
                let observer = ThreadBound(observer)
                let timer = Timer(timeInterval: 0, repeats: false) { _ in
                    observer.value.onNext(42)
                    observer.value.onCompleted()
                }
                runLoop.value.add(timer, forMode: .default)
                return Disposables.create { timer.invalidate() }
            }
            return Result { try source.toBlocking(timeout: 30).toArray() }
        }
        #expect((try? outcome.get()) == [42])
    }

    /// Runs `body` on a new thread of its own (with its own run loop) and returns its result.
    private func onOwnThread<Result: Sendable>(_ body: @escaping @Sendable () -> Result) async -> Result {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: body()) }.start()
        }
    }

    @Test func traitsAndDriversBlockToo() throws {
        #expect(try Single.just(3).toBlocking().single() == 3)
        #expect(try Observable.of(1, 2).asInfallible(onErrorJustReturn: 0).toBlocking().toArray() == [1, 2])
    }
}

/// A value used only on the thread that made it (a run loop, and an observer called by a timer
/// of that run loop), handed to a closure the compiler must treat as `@Sendable`.
private struct ThreadBound<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
