@testable import IOViewModel
import Testing

/// A tracker names each live subscription by its chain and the line of the call that made it;
/// outside a tracker, subscribing notes nothing.
@Suite struct LiveSubscriptionTests {
    @Test func aTrackerNamesTheChainAndTheLine() {
        let tracker = ResourceTracker()
        let subject = PublishSubject<String>()
        let line: UInt = #line + 2
        let subscription = tracker.track {
            subject.map { $0.count }.filter { $0 > 2 }.subscribe(onNext: { _ in })
        }
        #expect(tracker.liveSubscriptions.map(\.description) == [
            "PublishSubject<String> → map → filter → subscribe at IOViewModelTests/LiveSubscriptionTests.swift:\(line)"
        ])
        let live = tracker.liveSubscriptions.first
        #expect(live?.source == "PublishSubject<String>")
        #expect(live?.operators == ["map", "filter"])
        #expect(live?.call == "subscribe")
        #expect(live?.line == line)
        subscription.dispose()
        #expect(tracker.liveSubscriptions.isEmpty)
        #expect(tracker.live == 0)
    }

    @Test func theOutermostCallNamesTheSubscription() {
        let tracker = ResourceTracker()
        let relay = PublishRelay<Int>()
        let target = BehaviorRelay<Int>(value: 0)
        let line: UInt = #line + 1
        let binding = tracker.track { relay.map { $0 + 1 }.bind(to: target) }
        // `bind(to:)` subscribes through `subscribe(onNext:)`: the call is the test's `bind(to:)`.
        #expect(tracker.liveSubscriptions.map(\.description) == [
            "PublishRelay<Int> → map → bind(to:) at IOViewModelTests/LiveSubscriptionTests.swift:\(line)"
        ])
        binding.dispose()
        #expect(tracker.live == 0)
    }

    @Test func eachSourceKindIsNamed() {
        let tracker = ResourceTracker()
        let scheduler = HistoricalScheduler()
        let subscriptions = tracker.track {
            [
                Observable<Int>.create { _ in Disposables.create() }.subscribe(onNext: { _ in }),
                Observable<Int>.timer(.seconds(1), scheduler: scheduler).subscribe(onNext: { _ in }),
                ReplaySubject<Int>.create(bufferSize: 1).subscribe(onNext: { _ in }),
                BehaviorSubject(value: "").subscribe(onNext: { _ in }),
            ]
        }
        #expect(tracker.liveSubscriptions.map(\.source) == ["create", "timer", "ReplaySubject<Int>", "BehaviorSubject<String>"])
        for subscription in subscriptions { subscription.dispose() }
        #expect(tracker.live == 0)
    }

    @Test func outsideATrackerNothingIsNoted() {
        // The token does not even describe its source when no tracker is current.
        var described = false
        let token = ResourceToken(source: {
            described = true
            return "source"
        }())
        #expect(token.charge == nil)
        #expect(!described)
        token.release()
        // Nor does a subscription leave a frame behind on the thread.
        let subject = PublishSubject<Int>()
        subject.map { $0 }.subscribe(onNext: { _ in }).dispose()
        #expect(SubscriptionTrace.frames.isEmpty)
    }

    @Test func insideATrackerTheTokenDescribesItsSource() {
        let tracker = ResourceTracker()
        var described = false
        let token = tracker.track {
            ResourceToken(source: {
                described = true
                return "source"
            }())
        }
        #expect(described)
        #expect(tracker.liveSubscriptions.map(\.description) == [
            "source, made by no call the library can name (an operator's inner subscription, or subscribe(_:) with an observer)"
        ])
        token.release()
        #expect(tracker.liveSubscriptions.isEmpty)
    }
}
