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
                PublishRelay<Double>().subscribe(onNext: { _ in }),
                AsyncSubject<[Int]>().subscribe(onNext: { _ in }),
            ]
        }
        #expect(tracker.liveSubscriptions.map(\.source) == [
            "create", "timer", "ReplaySubject<Int>", "BehaviorSubject<String>", "PublishRelay<Double>",
            "AsyncSubject<Array<Int>>",
        ])
        for subscription in subscriptions { subscription.dispose() }
        #expect(tracker.live == 0)
    }

    @Test func outsideATrackerNothingIsNoted() {
        let token = ResourceToken(source: .label("source"))
        #expect(token.charge == nil)
        token.release()
        // Nor does a subscription leave a frame behind on the thread.
        let subject = PublishSubject<Int>()
        subject.map { $0 }.subscribe(onNext: { _ in }).dispose()
        #expect(SubscriptionTrace.depth == 0)
    }

    @Test func subscriptionsEndingInAnyOrderLeaveTheRestOldestFirst() {
        let tracker = ResourceTracker()
        let subjects = (0..<5).map { _ in PublishSubject<Int>() }
        let subscriptions = tracker.track {
            subjects.enumerated().map { index, subject in
                subject.map { $0 + index }.subscribe(onNext: { _ in })
            }
        }
        #expect(tracker.liveSubscriptions.count == 5)
        // The middle one, then the newest, then the oldest.
        for index in [2, 4, 0] { subscriptions[index].dispose() }
        #expect(tracker.live == 2)
        let lines = tracker.liveSubscriptions.map(\.line)
        #expect(lines.count == 2 && lines[0] == lines[1])
        #expect(tracker.liveSubscriptions.map(\.operators) == [["map"], ["map"]])
        subscriptions[3].dispose()
        subscriptions[1].dispose()
        #expect(tracker.liveSubscriptions.isEmpty)
        // A tracker that emptied takes new subscriptions as the first again.
        let again = tracker.track { subjects[0].subscribe(onNext: { _ in }) }
        #expect(tracker.liveSubscriptions.map(\.source) == ["PublishSubject<Int>"])
        again.dispose()
        #expect(tracker.live == 0)
    }

    @Test func theFramesASubscriptionWasMadeInsideOutliveTheCall() {
        // A subscription keeps the frames it was made inside; later calls on the thread do not
        // change them.
        let tracker = ResourceTracker()
        let first = PublishSubject<Int>()
        let second = BehaviorRelay<String>(value: "")
        let (a, b) = tracker.track {
            (first.filter { $0 > 0 }.subscribe(onNext: { _ in }), second.map { $0.count }.bind(onNext: { _ in }))
        }
        #expect(tracker.liveSubscriptions.map(\.chain) == [
            "PublishSubject<Int> → filter → subscribe", "BehaviorRelay<String> → map → bind(onNext:)",
        ])
        a.dispose()
        b.dispose()
        #expect(SubscriptionTrace.depth == 0)
    }

    @Test func insideATrackerTheTokenDescribesItsSource() {
        let tracker = ResourceTracker()
        let token = tracker.track { ResourceToken(source: .label("source")) }
        #expect(tracker.liveSubscriptions.map(\.description) == [
            "source, made by no call the library can name (an operator's inner subscription, or subscribe(_:) with an observer)"
        ])
        token.release()
        #expect(tracker.liveSubscriptions.isEmpty)
    }
}
