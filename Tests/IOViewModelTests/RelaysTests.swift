import IOViewModel
import TestScheduler
import Testing

@Suite("Relays")
struct RelaysTests {
    @Test func publishRelayForwardsAcceptedElementsToCurrentSubscribers() {
        expectNoLeaks { _ in
            let relay = PublishRelay<Int>()
            relay.accept(0)
            let log = EventLog<Int>()
            let subscription = relay.subscribe(log)
            relay.accept(1)
            relay.accept(2)
            subscription.dispose()
            relay.accept(3)
            log.expect([.next(1), .next(2)])
        }
    }

    @Test func publishRelayAsObservable() {
        expectNoLeaks { _ in
            let relay = PublishRelay<String>()
            let log = EventLog<String>()
            let subscription = relay.asObservable().subscribe(log)
            relay.accept("a")
            subscription.dispose()
            log.expect([.next("a")])
        }
    }

    @Test func behaviorRelayHoldsAValueAndReplaysIt() {
        expectNoLeaks { _ in
            let relay = BehaviorRelay(value: 10)
            #expect(relay.value == 10)
            let first = EventLog<Int>()
            let firstSubscription = relay.subscribe(first)
            relay.accept(11)
            #expect(relay.value == 11)
            let second = EventLog<Int>()
            let secondSubscription = relay.asObservable().subscribe(second)
            relay.accept(12)
            first.expect([.next(10), .next(11), .next(12)])
            second.expect([.next(11), .next(12)])
            firstSubscription.dispose()
            secondSubscription.dispose()
        }
    }

    @Test func behaviorRelayValueIsCurrentInsideItsOwnDelivery() {
        expectNoLeaks { _ in
            let relay = BehaviorRelay(value: 0)
            var seen: [Int] = []
            let subscription = relay.subscribe(onNext: { _ in seen.append(relay.value) })
            relay.accept(1)
            relay.accept(2)
            subscription.dispose()
            #expect(seen == [0, 1, 2])
        }
    }

    @Test func replayRelayReplaysItsBuffer() {
        expectNoLeaks { _ in
            let relay = ReplayRelay<Int>.create(bufferSize: 2)
            for element in 1...4 { relay.accept(element) }
            let log = EventLog<Int>()
            let subscription = relay.subscribe(log)
            relay.accept(5)
            subscription.dispose()
            log.expect([.next(3), .next(4), .next(5)])

            let unbounded = ReplayRelay<Int>.createUnbounded()
            for element in 1...4 { unbounded.accept(element) }
            let all = EventLog<Int>()
            unbounded.asObservable().subscribe(all).dispose()
            #expect(all.elements == [1, 2, 3, 4])
        }
    }

    @Test func bindingACompletingSequenceToARelayLeavesTheRelayOpen() {
        expectNoLeaks { _ in
            let relay = PublishRelay<Int>()
            let log = EventLog<Int>()
            let subscription = relay.subscribe(log)
            _ = Observable.of(1, 2).bind(to: relay)
            relay.accept(3)
            subscription.dispose()
            // Completion is not forwarded: a relay never completes.
            log.expect([.next(1), .next(2), .next(3)])
        }
    }

    @Test func bindingAFailingSequenceToARelayReportsTheErrorInsteadOfForwardingIt() {
        expectNoLeaks { _ in
            let reported = Locked<[String]>([])
            let relay = BehaviorRelay(value: 0)
            let log = EventLog<Int>()
            let subscription = relay.subscribe(log)
            Hooks.withUnhandledErrorHandler({ error in
                reported.withLock { $0.append((error as? TestError)?.description ?? "?") }
            }) {
                let source = PublishSubject<Int>()
                _ = source.bind(to: relay)
                source.onNext(1)
                source.onError(TestError("4"))
            }
            relay.accept(2)
            subscription.dispose()
            #expect(reported.value == ["4"])
            log.expect([.next(0), .next(1), .next(2)])
        }
    }

    @Test func bindToSeveralRelaysAndToOptionalRelays() {
        expectNoLeaks { _ in
            let source = PublishSubject<Int>()
            let publish = PublishRelay<Int>()
            let behavior = BehaviorRelay<Int>(value: 0)
            let replay = ReplayRelay<Int>.create(bufferSize: 1)
            let optionalPublish = PublishRelay<Int?>()
            let optionalBehavior = BehaviorRelay<Int?>(value: nil)
            let optionalReplay = ReplayRelay<Int?>.createUnbounded()
            let publishLog = EventLog<Int>()
            let optionalLog = EventLog<Int?>()
            let bag = DisposeBag()
            publish.subscribe(publishLog).disposed(by: bag)
            optionalPublish.subscribe(optionalLog).disposed(by: bag)
            source.bind(to: publish, publish).disposed(by: bag)
            source.bind(to: behavior).disposed(by: bag)
            source.bind(to: replay).disposed(by: bag)
            source.bind(to: optionalPublish).disposed(by: bag)
            source.bind(to: optionalBehavior, optionalBehavior).disposed(by: bag)
            source.bind(to: optionalReplay).disposed(by: bag)
            source.onNext(7)
            source.onNext(8)
            #expect(publishLog.elements == [7, 7, 8, 8])
            #expect(behavior.value == 8)
            #expect(optionalBehavior.value == 8)
            #expect(optionalLog.elements == [7, 8])
            let replayed = EventLog<Int>()
            replay.subscribe(replayed).dispose()
            #expect(replayed.elements == [8])
            let optionalReplayed = EventLog<Int?>()
            optionalReplay.subscribe(optionalReplayed).dispose()
            #expect(optionalReplayed.elements == [7, 8])
        }
    }
}
