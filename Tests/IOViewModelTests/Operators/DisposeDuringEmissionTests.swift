import IOViewModel
import Testing
import TestScheduler

extension OperatorsDisposal {
    /// Operators that emit several events from one source event (an element then `.completed`, or a
    /// burst of kept elements) must stop as soon as the downstream disposes in the middle.
    @Suite struct DisposeDuringEmissionTests {
        /// Subscribes to `makeResult(subject)`, disposes from inside the first element received, then
        /// runs `drive` and returns what was received.
        private func eventsWhenDisposingOnFirstElement<Output>(
            _ makeResult: (PublishSubject<Int>) -> Observable<Output>,
            drive: (PublishSubject<Int>) -> Void
        ) -> [String] {
            var received: [String] = []
            expectNoLeaks {
                let subject = PublishSubject<Int>()
                var subscription: (any Disposable)?
                subscription = makeResult(subject).subscribe { event in
                    received.append("\(event)")
                    if case .next = event { subscription?.dispose() }
                }
                drive(subject)
                #expect(!subject.hasObservers)
            }
            return received
        }

        @Test func takeDoesNotCompleteAfterDispose() {
            let received = eventsWhenDisposingOnFirstElement({ $0.take(1) }, drive: { $0.onNext(1) })
            #expect(received == ["next(1)"])
        }

        @Test func inclusiveTakeUntilDoesNotCompleteAfterDispose() {
            let received = eventsWhenDisposingOnFirstElement({ $0.take(until: { _ in true }, behavior: .inclusive) },
                                                             drive: { $0.onNext(1) })
            #expect(received == ["next(1)"])
        }

        @Test func firstAndElementAtDoNotCompleteAfterDispose() {
            #expect(eventsWhenDisposingOnFirstElement({ $0.first().asObservable() }, drive: { $0.onNext(1) }) == ["next(Optional(1))"])
            #expect(eventsWhenDisposingOnFirstElement({ $0.first().asObservable() }, drive: { $0.onCompleted() }) == ["next(nil)"])
            #expect(eventsWhenDisposingOnFirstElement({ $0.element(at: 0) }, drive: { $0.onNext(1) }) == ["next(1)"])
        }

        @Test func reduceAndToArrayDoNotCompleteAfterDispose() {
            let reduced = eventsWhenDisposingOnFirstElement({ $0.reduce(0, accumulator: +) }, drive: { subject in
                subject.onNext(1)
                subject.onCompleted()
            })
            #expect(reduced == ["next(1)"])
            let collected = eventsWhenDisposingOnFirstElement({ $0.toArray().asObservable() }, drive: { subject in
                subject.onNext(1)
                subject.onCompleted()
            })
            #expect(collected == ["next([1])"])
        }

        @Test func takeLastStopsItsBurst() {
            let received = eventsWhenDisposingOnFirstElement({ $0.takeLast(3) }, drive: { subject in
                subject.onNext(1)
                subject.onNext(2)
                subject.onNext(3)
                subject.onCompleted()
            })
            #expect(received == ["next(1)"])
        }

        @Test func materializeDoesNotCompleteAfterDispose() {
            let received = eventsWhenDisposingOnFirstElement({ $0.materialize() }, drive: { $0.onCompleted() })
            #expect(received == ["next(completed)"])
        }

        @Test func multiSourceOperatorsDropWhatIsQueued() {
            // The inner emits twice while the first element is being delivered: the second is queued
            // behind it, and must be dropped once the downstream disposes.
            let received = eventsWhenDisposingOnFirstElement({ subject in
                subject.flatMap { value in
                    Observable<Int>.create { observer in
                        observer.onNext(value)
                        observer.onNext(value * 10)
                        observer.onCompleted()
                        return Disposables.create()
                    }
                }
            }, drive: { $0.onNext(1) })
            #expect(received == ["next(1)"])
        }
    }
}
