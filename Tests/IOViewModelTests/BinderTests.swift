import Foundation
import IOViewModel
import TestScheduler
import Testing

/// Stands in for a view: something a binding writes into.
final class FakeLabel {
    var texts: [String] = []
    var appliedOnMainThread: [Bool] = []
}

@Suite("Binder")
struct BinderTests {
    @Test func aBinderAppliesElementsThroughItsScheduler() {
        let scheduler = ManualScheduler()
        let label = FakeLabel()
        let binder = Binder<String>(label, scheduler: scheduler) { label, text in label.texts.append(text) }
        binder.onNext("a")
        binder.onNext("b")
        #expect(label.texts == [])
        scheduler.runAll()
        #expect(label.texts == ["a", "b"])
    }

    @Test func aBinderHoldsItsTargetWeakly() {
        let scheduler = ManualScheduler()
        var label: FakeLabel? = FakeLabel()
        weak let weakLabel = label
        var applied = 0
        let binder = Binder<String>(label!, scheduler: scheduler) { label, text in
            applied += 1
            label.texts.append(text)
        }
        binder.onNext("before")
        scheduler.runAll()
        #expect(applied == 1)
        label = nil
        #expect(weakLabel == nil)
        // The target is gone: later elements are dropped, even ones already queued.
        binder.onNext("after")
        scheduler.runAll()
        #expect(applied == 1)
    }

    @Test func aBinderDropsAnElementQueuedBeforeItsTargetWentAway() {
        let scheduler = ManualScheduler()
        var label: FakeLabel? = FakeLabel()
        var applied = 0
        let binder = Binder<String>(label!, scheduler: scheduler) { _, _ in applied += 1 }
        binder.onNext("queued")
        label = nil
        scheduler.runAll()
        #expect(applied == 0)
        _ = label
    }

    @Test func aBinderIgnoresCompletionAndReportsErrors() {
        let reported = Locked(0)
        let scheduler = ManualScheduler()
        let label = FakeLabel()
        Hooks.withUnhandledErrorHandler({ _ in reported.withLock { $0 += 1 } }) {
            let binder = Binder<String>(label, scheduler: scheduler) { label, text in label.texts.append(text) }
            binder.on(.completed)
            binder.on(.error(TestError()))
        }
        scheduler.runAll()
        #expect(reported.value == 1)
        #expect(label.texts == [])
    }

    @Test func bindingAnObservableToABinder() {
        expectNoLeaks { _ in
            let scheduler = ManualScheduler()
            let label = FakeLabel()
            let source = PublishSubject<Int>()
            let subscription = source.map { "\($0)" }
                .bind(to: Binder(label, scheduler: scheduler) { label, text in label.texts.append(text) })
            source.onNext(1)
            source.onNext(2)
            scheduler.runAll()
            subscription.dispose()
            source.onNext(3)
            scheduler.runAll()
            #expect(label.texts == ["1", "2"])
            let observer = Binder<Int>(label, scheduler: scheduler) { label, value in label.texts.append("#\(value)") }
                .asObserver()
            observer.onNext(4)
            scheduler.runAll()
            #expect(label.texts == ["1", "2", "#4"])
        }
    }

    @Test func theDefaultBinderUsesATestSchedulerInstalledForTheMainScheduler() {
        let scheduler = ManualScheduler()
        let label = FakeLabel()
        let binder = MainScheduler.withMainScheduler(scheduler) {
            Binder<String>(label) { label, text in label.texts.append(text) }
        }
        binder.onNext("queued on the substitute")
        #expect(label.texts == [])
        scheduler.runAll()
        #expect(label.texts == ["queued on the substitute"])
    }
}
