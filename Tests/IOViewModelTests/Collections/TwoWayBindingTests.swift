import Dispatch
import IOViewModel
import Testing

/// A control double. `value` is what it shows. The user changes it with `userSets`; the binding
/// writes it through `property`'s sink. What it reports depends on `echo`:
/// - `.synchronous`: like a UIKit control sending its value-changed event for every change, it
///   reports each write at once, by calling its observers directly (nested in the write);
/// - `.queued`: its values go through a `PublishSubject`, so a write made while it is delivering a
///   value is reported after that delivery (the subject's drain loop queues it);
/// - `.later`: writes are reported when the test calls `deliverLateEchoes()`;
/// - `.never`: writes are not reported (UIKit's behaviour for programmatic changes).
/// `adjust` models a control that changes what it is given (a slider clamping its value).
final class FakeControl<Value>: @unchecked Sendable {
    private(set) var value: Value
    private(set) var writes: [Value] = []
    private let echo: EchoMode
    private let adjust: (Value) -> Value
    private var lateEchoes: [Value] = []
    private let queue = PublishSubject<Value>()
    private var directObservers: [Int: AnyObserver<Value>] = [:]
    private var nextObserverID = 0

    init(_ value: Value, echo: EchoMode = .synchronous, adjust: @escaping (Value) -> Value = { $0 }) {
        self.value = value
        self.echo = echo
        self.adjust = adjust
    }

    /// The control's value, as a UIKit extension would provide it.
    var property: ControlProperty<Value> {
        ControlProperty(
            values: Observable<Value>.create { observer in
                observer.onNext(self.value)
                if case .queued = self.echo { return self.queue.subscribe(observer) }
                let id = self.nextObserverID
                self.nextObserverID += 1
                self.directObservers[id] = observer
                return Disposables.create { self.directObservers[id] = nil }
            },
            valueSink: AnyObserver { event in
                guard case .next(let value) = event else { return }
                self.write(value)
            }
        )
    }

    private func write(_ newValue: Value) {
        writes.append(newValue)
        value = adjust(newValue)
        switch echo {
        case .synchronous, .queued: report(value)
        case .later: lateEchoes.append(value)
        case .never: break
        }
    }

    private func report(_ event: Event<Value>) {
        if case .queued = echo {
            queue.on(event)
        } else {
            for observer in directObservers.sorted(by: { $0.key < $1.key }).map(\.value) { observer.on(event) }
        }
    }

    private func report(_ value: Value) {
        report(.next(value))
    }

    func userSets(_ newValue: Value) {
        value = newValue
        report(newValue)
    }

    func deliverLateEchoes() {
        for value in lateEchoes { report(value) }
        lateEchoes = []
    }

    /// The control goes away: its values complete.
    func goAway() {
        report(.completed)
    }
}

/// When a ``FakeControl`` reports the values written to it.
enum EchoMode: Sendable, CaseIterable {
    case synchronous, queued, later, never
}

/// A value that is not `Equatable`, to check the binding does not rely on comparing values.
struct Token {
    let id: Int
}

extension CollectionsTests {
    /// On the main actor: a control property subscribes to its values on
    /// `ConcurrentMainScheduler`, at once from the main thread only.
    @MainActor
    @Suite struct TwoWayBindingTests {
        /// Runs `body` under a fresh tracker and checks nothing leaks.
        private func tracked(_ body: () -> Void) {
            let tracker = ResourceTracker()
            tracker.track(body)
            #expect(tracker.live == 0)
        }

        @Test(arguments: EchoMode.allCases)
        func theViewModelsValueWinsAndEachChangeCrossesOnce(echo: EchoMode) {
            tracked {
                let relay = BehaviorRelay(value: "from view model")
                let control = FakeControl("typed before binding", echo: echo)
                let relayValues = EventLog<String>()
                let observation = relay.subscribe(relayValues)
                let binding = relay.bindBidirectional(to: control.property)
                control.deliverLateEchoes()

                #expect(control.value == "from view model")
                #expect(control.writes == ["from view model"])
                #expect(relay.value == "from view model")

                control.userSets("a")
                control.userSets("ab")
                relay.accept("b")
                control.deliverLateEchoes()
                #expect(relayValues.elements == ["from view model", "a", "ab", "b"])
                #expect(control.writes == ["from view model", "b"])
                #expect(control.value == "b")

                binding.dispose()
                observation.dispose()
            }
        }

        @Test func valuesThatAreNotEquatableDoNotLoop() {
            tracked {
                let relay = BehaviorRelay(value: Token(id: 0))
                let control = FakeControl(Token(id: -1))
                let relayValues = EventLog<Int>()
                let observation = relay.subscribe(onNext: { relayValues.on(.next($0.id)) })
                let binding = relay.bindBidirectional(to: control.property)

                control.userSets(Token(id: 1))
                relay.accept(Token(id: 2))
                control.userSets(Token(id: 3))
                #expect(relayValues.elements == [0, 1, 2, 3])
                #expect(control.writes.map(\.id) == [0, 2])
                #expect(control.value.id == 3)
                #expect(relay.value.id == 3)

                binding.dispose()
                observation.dispose()
            }
        }

        /// A view model that normalizes what the user types, by accepting a new value from inside
        /// the relay's delivery: the normalized value must reach the control, once.
        ///
        /// A value that is not `Equatable` cannot be compared with what was written: a control
        /// that queues the echo of a write made while it is delivering (`.queued`) reports it
        /// after the write, and the relay's observers hear the normalized value a second time.
        /// No loop follows, and both sides end equal.
        @Test(arguments: [EchoMode.synchronous, .queued])
        func aValueTheViewModelDerivesReachesTheControl(echo: EchoMode) {
            tracked {
                let relay = BehaviorRelay(value: Token(id: 10))
                let normalize = relay.subscribe(onNext: { token in
                    if token.id % 10 != 0 { relay.accept(Token(id: token.id * 10)) }
                })
                let relayValues = EventLog<Int>()
                let observation = relay.subscribe(onNext: { relayValues.on(.next($0.id)) })
                let control = FakeControl(Token(id: 0), echo: echo)
                let binding = relay.bindBidirectional(to: control.property)

                control.userSets(Token(id: 7))
                #expect(relayValues.elements == (echo == .queued ? [10, 7, 70, 70] : [10, 7, 70]))
                #expect(relay.value.id == 70)
                #expect(control.value.id == 70)
                #expect(control.writes.map(\.id) == [10, 70])

                binding.dispose()
                observation.dispose()
                normalize.dispose()
            }
        }

        /// The same with an `Equatable` value, whose echoes are also compared.
        @Test(arguments: [EchoMode.synchronous, .queued])
        func aValueTheViewModelDerivesReachesTheControlEquatable(echo: EchoMode) {
            tracked {
                let relay = BehaviorRelay(value: "VM")
                let normalize = relay.subscribe(onNext: { text in
                    if text != text.uppercased() { relay.accept(text.uppercased()) }
                })
                let relayValues = EventLog<String>()
                let observation = relay.subscribe(relayValues)
                let control = FakeControl("", echo: echo)
                let binding = relay <-> control.property

                control.userSets("abc")
                #expect(relayValues.elements == ["VM", "abc", "ABC"])
                #expect(relay.value == "ABC")
                #expect(control.value == "ABC")
                #expect(control.writes == ["VM", "ABC"])

                binding.dispose()
                observation.dispose()
                normalize.dispose()
            }
        }

        /// A control that clamps what it is given reports the clamped value; for an `Equatable`
        /// value it differs from the one written, so it goes back to the view model.
        @Test func aControlThatAdjustsAValueSendsTheAdjustedOneBack() {
            tracked {
                let relay = BehaviorRelay(value: 50)
                let control = FakeControl(0, adjust: { min($0, 100) })
                let relayValues = EventLog<Int>()
                let observation = relay.subscribe(relayValues)
                let binding = control.property <-> relay

                relay.accept(150)
                #expect(control.writes == [50, 150])
                #expect(control.value == 100)
                #expect(relay.value == 100)
                #expect(relayValues.elements == [50, 150, 100])

                binding.dispose()
                observation.dispose()
            }
        }

        /// Only the binding's own subscription is skipped: another control bound to the same
        /// relay still gets what the user types in the first.
        @Test func twoControlsOnOneRelayStayInStep() {
            tracked {
                let relay = BehaviorRelay(value: "start")
                let first = FakeControl("")
                let second = FakeControl("")
                let bindings = [relay <-> first.property, relay <-> second.property]

                first.userSets("typed in first")
                #expect(second.value == "typed in first")
                #expect(first.writes == ["start"])
                #expect(second.writes == ["start", "typed in first"])

                second.userSets("typed in second")
                #expect(first.value == "typed in second")
                #expect(first.writes == ["start", "typed in second"])
                #expect(relay.value == "typed in second")

                for binding in bindings { binding.dispose() }
            }
        }

        @Test func disposingStopsBothDirections() {
            let tracker = ResourceTracker()
            tracker.track {
                let relay = BehaviorRelay(value: "a")
                let control = FakeControl("")
                let binding = relay.bindBidirectional(to: control.property)
                #expect(tracker.live > 0)
                binding.dispose()
                binding.dispose()
                #expect(tracker.live == 0)

                control.userSets("from control")
                relay.accept("from relay")
                #expect(relay.value == "from relay")
                #expect(control.value == "from control")
                #expect(control.writes == ["a"])
            }
            #expect(tracker.live == 0)
        }

        @Test func theBindingEndsWhenTheControlGoesAway() {
            let tracker = ResourceTracker()
            tracker.track {
                let relay = BehaviorRelay(value: "a")
                let control = FakeControl("")
                _ = relay.bindBidirectional(to: control.property)
                control.goAway()
                relay.accept("b")
                #expect(control.writes == ["a"])
            }
            #expect(tracker.live == 0)
        }

        @Test func orEmptyBindsAnOptionalTextToAString() {
            tracked {
                let relay = BehaviorRelay(value: "name")
                let field = FakeControl<String?>(nil)
                let binding = relay <-> field.property.orEmpty
                #expect(field.value == "name")

                field.userSets(nil)
                #expect(relay.value == "")
                relay.accept("other")
                #expect(field.value == "other")
                #expect(field.writes == ["name", "other"])
                binding.dispose()
            }
        }

        @Test func anErrorFromTheControlIsReportedAndEndsTheBinding() {
            struct Broken: Error {}
            let reported = Locked<[String]>([])
            let tracker = ResourceTracker()
            tracker.track {
                Hooks.withUnhandledErrorHandler({ error in reported.withLock { $0.append(String(describing: error)) } }) {
                    let relay = BehaviorRelay(value: 1)
                    let failing = ControlProperty(values: Observable<Int>.error(Broken()), valueSink: AnyObserver<Int> { _ in })
                    _ = relay <-> failing
                    relay.accept(2)
                }
            }
            #expect(reported.withLock { $0 } == ["Broken()"])
            #expect(tracker.live == 0)
        }

        /// The view model updated from several threads at once: each value reaches the control
        /// exactly once (no echo comes back), and the control ends on the relay's final value.
        @Test func concurrentViewModelUpdatesReachTheControlOnce() {
            tracked {
                let relay = BehaviorRelay(value: Token(id: 0))
                let control = FakeControl(Token(id: -1))
                let relayValues = EventLog<Int>()
                let observation = relay.subscribe(onNext: { relayValues.on(.next($0.id)) })
                let binding = relay.bindBidirectional(to: control.property)
                DispatchQueue.concurrentPerform(iterations: 4) { worker in
                    for step in 1...100 { relay.accept(Token(id: worker * 1000 + step)) }
                }
                #expect(control.writes.count == 401)
                #expect(relayValues.elements.count == 401)
                #expect(control.value.id == relay.value.id)
                #expect(Set(control.writes.map(\.id)).count == 401)
                binding.dispose()
                observation.dispose()
            }
        }
    }
}
