import IOViewModel
import TestScheduler
import Testing

/// A plain class with reactive extensions, as an app's model object might have.
final class Thermostat: ReactiveCompatible {
    var target = 20
    var label: String?
}

extension Reactive where Base: Thermostat {
    var doubledTarget: Binder<Int> {
        Binder(base) { thermostat, value in thermostat.target = value * 2 }
    }

    static var name: String { "Thermostat.rx" }
}

@Suite("Reactive")
struct ReactiveTests {
    @Test func rxWrapsTheInstanceAndTheType() {
        let thermostat = Thermostat()
        #expect(thermostat.rx.base === thermostat)
        #expect(Thermostat.rx.name == "Thermostat.rx")
        #expect(Reactive(thermostat).base === thermostat)
    }

    @Test func everyWritablePropertyOfAClassIsABinderOnTheMainScheduler() {
        let scheduler = TestScheduler()
        let thermostat = Thermostat()
        let targets = scheduler.createHotObservable([.next(210, 18), .next(220, 21)])
        let labels = scheduler.createHotObservable([.next(215, "eco" as String?), .next(225, nil)])
        // Binders read the main scheduler when they are made: here, not when the action runs.
        let (target, label) = MainScheduler.withMainScheduler(scheduler) { (thermostat.rx.target, thermostat.rx.label) }
        var bindings: [any Disposable] = []
        _ = scheduler.scheduleAt(200) { bindings = [targets.bind(to: target), labels.bind(to: label)] }
        scheduler.advanceTo(212)
        #expect(thermostat.target == 18)
        #expect(thermostat.label == nil)
        scheduler.advanceTo(217)
        #expect(thermostat.label == "eco")
        scheduler.advanceTo(300)
        #expect(thermostat.target == 21)
        #expect(thermostat.label == nil)
        for binding in bindings { binding.dispose() }
        #expect(targets.subscriptions == [Subscription(200, 300)])
        #expect(labels.subscriptions == [Subscription(200, 300)])
        #expect(scheduler.leaks.isEmpty)
    }

    @Test func aDynamicBinderAppliesAtTheSchedulersTimeAndHoldsItsBaseWeakly() {
        let scheduler = TestScheduler()
        var thermostat: Thermostat? = Thermostat()
        weak let weakThermostat = thermostat
        let binder = MainScheduler.withMainScheduler(scheduler) { thermostat!.rx.target }
        scheduler.scheduleAt(10) { binder.onNext(25) }
        scheduler.advanceTo(10)
        #expect(thermostat?.target == 25)
        thermostat = nil
        #expect(weakThermostat == nil, "a binder does not keep its base alive")
        scheduler.scheduleAt(20) { binder.onNext(30) }
        scheduler.advanceTo(20)
        #expect(scheduler.leaks.isEmpty)
    }

    @Test func anExtensionBinderOnAPlainClass() {
        expectNoLeaks {
            let scheduler = TestScheduler()
            let thermostat = Thermostat()
            let subject = PublishSubject<Int>()
            let subscription = MainScheduler.withMainScheduler(scheduler) {
                subject.bind(to: thermostat.rx.doubledTarget)
            }
            subject.onNext(11)
            #expect(thermostat.target == 20, "applied on the scheduler, not yet")
            scheduler.start()
            #expect(thermostat.target == 22)
            subscription.dispose()
        }
    }

    @MainActor @Test func anExtensionBinderOnAMainActorView() {
        expectNoLeaks {
            let scheduler = TestScheduler()
            let statusView = LoginStatusView()
            let busy = BehaviorRelay(value: false)
            let subscription = MainScheduler.withMainScheduler(scheduler) {
                busy.asDriver().drive(statusView.rx.isBusy)
            }
            scheduler.advanceTo(0)
            #expect(statusView.spinnerShown == false)
            busy.accept(true)
            scheduler.advanceTo(1)
            #expect(statusView.isBusy && statusView.spinnerShown)
            subscription.dispose()
        }
    }

    @MainActor @Test func aScreenBindsItsControlsAndViewsToTheViewModel() {
        expectNoLeaks {
            let scheduler = TestScheduler()
            let service = FakeLoginService(scheduler: scheduler)
            MainScheduler.withMainScheduler(scheduler) {
                let viewModel = LoginViewModel(service: service)
                let screen = LoginViewController()
                screen.bind(to: viewModel)
                scheduler.advanceTo(0)
                #expect(screen.loginButton.isEnabled == false)

                screen.emailField.userTypes("a@b.co")
                screen.passwordField.userTypes("wrong1")
                scheduler.advanceTo(1)
                #expect(screen.loginButton.isEnabled)

                screen.loginButton.userTaps()
                scheduler.advanceTo(2)
                #expect(screen.statusView.isBusy)
                scheduler.advanceTo(30)
                #expect(screen.statusView.isBusy == false)
                #expect(screen.statusView.message == "Wrong email or password.")

                screen.passwordField.userTypes("secret1")
                scheduler.advanceTo(31)
                screen.loginButton.userTaps()
                scheduler.advanceTo(60)
                #expect(screen.shownUser == User(email: "a@b.co", name: "Ada"))
                #expect(service.requests == ["a@b.co", "a@b.co"])
            }
        }
    }
}
