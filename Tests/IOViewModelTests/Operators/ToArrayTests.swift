import IOViewModel
import TestScheduler
import Testing

extension OperatorsTransforming {
    @Suite struct ToArrayTests {
        @Test func emitsOneArrayOnCompletion() {
            expectNoLeaks {
                let subject = PublishSubject<Int>()
                let (recorder, _) = subject.toArray().asObservable().record()
                subject.onNext(1)
                subject.onNext(2)
                #expect(recorder.events.isEmpty)
                subject.onCompleted()
                #expect(recorder.events == [.next([1, 2]), .completed])
            }
        }

        @Test func emptySourceEmitsAnEmptyArray() {
            expectNoLeaks {
                let (recorder, _) = Observable<Int>.empty().toArray().asObservable().record()
                #expect(recorder.events == [.next([]), .completed])
            }
        }

        @Test func errorDropsTheCollectedElements() {
            expectNoLeaks {
                let subject = PublishSubject<Int>()
                let (recorder, _) = subject.toArray().asObservable().record()
                subject.onNext(1)
                subject.onError(TestError("1"))
                #expect(recorder.events == [.error(TestError("1"))])
            }
        }
    }
}
