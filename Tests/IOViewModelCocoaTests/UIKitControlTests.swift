// Plays the user through the stand-ins' own actions (`standInType`, `standInTap`, ...), so this
// runs on Linux only; on Apple platforms the same bindings compile against UIKit and AppKit.
#if os(Linux)
import CocoaStandIns
import IOViewModel
import IOViewModelCocoa
import Testing

/// The UIKit bindings, driven as the user would drive the controls: on Linux through the
/// stand-ins, which keep UIKit's target-action tables and send the events a real control sends.
/// Each test (but the one about threads) runs with the concurrent main scheduler standing in for
/// the main one: on the main actor a binder writes at once, even while other tests, running in
/// parallel, have work queued on the main queue (where the main scheduler would queue behind it).
@MainActor @Suite struct UIKitControlTests {
    @Test func aTextFieldsTextIsItsCurrentTextThenEachEdit() {
        MainScheduler.withMainScheduler(ConcurrentMainScheduler.instance) {
            let tracker = ResourceTracker()
            let field = UITextField()
            field.text = "a"
            var seen: [String?] = []
            tracker.track {
                let subscription = field.rx.text.subscribe(onNext: { seen.append($0) })
                field.standInType("ab")
                field.standInType("abc")
                field.rx.text.onNext("set")  // a programmatic write, not emitted (as in UIKit)
                #expect(field.text == "set")
                subscription.dispose()
                field.standInType("after")
            }
            #expect(seen == ["a", "ab", "abc"])
            #expect(field.standInTargetCount == 0)
            #expect(tracker.live == 0)
        }
    }

    @Test func aButtonsTapsEndWithTheSubscription() {
        MainScheduler.withMainScheduler(ConcurrentMainScheduler.instance) {
            let tracker = ResourceTracker()
            let button = UIButton()
            var taps = 0
            tracker.track {
                let subscription = button.rx.tap.subscribe(onNext: { taps += 1 })
                #expect(button.standInTargetCount == 1)
                button.standInTap()
                button.sendActions(for: .valueChanged)  // not a tap
                button.standInTap()
                subscription.dispose()
                button.standInTap()
            }
            #expect(taps == 2)
            #expect(button.standInTargetCount == 0)
            #expect(tracker.live == 0)
        }
    }

    @Test func aSwitchBindsBothWays() {
        MainScheduler.withMainScheduler(ConcurrentMainScheduler.instance) {
            let toggle = UISwitch()
            let accepted = BehaviorRelay(value: true)
            let bag = DisposeBag()
            (toggle.rx.isOn <-> accepted).disposed(by: bag)
            #expect(toggle.isOn)  // the relay's value is written to the control
            toggle.standInFlip(to: false)
            #expect(accepted.value == false)
            accepted.accept(true)
            #expect(toggle.isOn)
        }
    }

    @Test func aTextViewsTextFollowsItsChangeNotifications() {
        MainScheduler.withMainScheduler(ConcurrentMainScheduler.instance) {
            let view = UITextView()
            var seen: [String?] = []
            let subscription = view.rx.text.subscribe(onNext: { seen.append($0) })
            view.standInType("hello")
            subscription.dispose()
            view.standInType("gone")
            #expect(seen == ["", "hello"])
        }
    }

    @Test func bindersSetTheirPropertyOnTheMainActor() {
        MainScheduler.withMainScheduler(ConcurrentMainScheduler.instance) {
            let label = UILabel()
            let button = UIButton()
            let spinner = UIActivityIndicatorView()
            let field = UITextField()
            let bag = DisposeBag()
            Observable.just("Hi").bind(to: label.rx.text).disposed(by: bag)
            Observable.just(false).bind(to: button.rx.isEnabled).disposed(by: bag)
            Observable.just(0.5).bind(to: button.rx.alpha).disposed(by: bag)
            Observable.just(true).bind(to: label.rx.isHidden).disposed(by: bag)
            Observable.just(true).bind(to: spinner.rx.isAnimating).disposed(by: bag)
            Observable.just(UIColor(red: 1, green: 0, blue: 0, alpha: 1)).bind(to: field.rx.borderColor).disposed(
                by: bag)
            #expect(label.text == "Hi")
            #expect(!button.isEnabled)
            #expect(button.alpha == 0.5)
            #expect(label.isHidden)
            #expect(spinner.isAnimating && !spinner.isHidden)
            #expect(field.layer.borderColor?.components == [1, 0, 0, 1])
            Observable.just(false).bind(to: spinner.rx.isAnimating).disposed(by: bag)
            #expect(!spinner.isAnimating && spinner.isHidden)  // hidden when stopped, as UIKit documents
        }
    }

    @Test func aControlThatIsGoneCompletesItsEvents() {
        MainScheduler.withMainScheduler(ConcurrentMainScheduler.instance) {
            var button: UIButton? = UIButton()
            let tap = button!.rx.tap
            button = nil
            var completed = false
            _ = tap.subscribe(onCompleted: { completed = true })
            #expect(completed)
        }
    }

    @Test func appKitControlsSendTheirActionAndText() {
        MainScheduler.withMainScheduler(ConcurrentMainScheduler.instance) {
            let button = NSButton()
            let field = NSTextField()
            var clicks = 0
            var texts: [String?] = []
            var bag = DisposeBag()
            button.rx.tap.subscribe(onNext: { clicks += 1 }).disposed(by: bag)
            field.rx.text.subscribe(onNext: { texts.append($0) }).disposed(by: bag)
            Observable.just(false).bind(to: button.rx.isEnabled).disposed(by: bag)
            Observable.just(0.25).bind(to: field.rx.alpha).disposed(by: bag)
            button.standInClick()
            field.standInType("typed")
            #expect(clicks == 1)
            #expect(texts == ["", "typed"])
            #expect(!button.isEnabled)
            #expect(field.alphaValue == 0.25)
            bag = DisposeBag()
            #expect(button.target == nil)
            button.standInClick()
            #expect(clicks == 1)
        }
    }
    /// A control's events complete when the control is deallocated, as RxCocoa's do: the
    /// subscription ends (its disposal runs) and nothing of it is left.
    @Test func aControlsEventsCompleteWhenItIsDeallocated() {
        MainScheduler.withMainScheduler(ConcurrentMainScheduler.instance) {
            let tracker = ResourceTracker()
            weak var released: UIButton?
            var events: [String] = []
            tracker.track {
                var button: UIButton? = UIButton()
                released = button
                _ = button!.rx.tap.subscribe(
                    onNext: { events.append("tap") },
                    onCompleted: { events.append("completed") },
                    onDisposed: { events.append("disposed") })
                button!.standInTap()
                #expect(tracker.live > 0)
                button = nil
            }
            #expect(released == nil)
            #expect(events == ["tap", "completed", "disposed"])
            #expect(tracker.live == 0)
        }
    }

    /// A control's property completes when the control is deallocated, so a binding from it ends;
    /// the other controls' events go on.
    @Test func aBindingFromAControlEndsWhenTheControlIsDeallocated() {
        MainScheduler.withMainScheduler(ConcurrentMainScheduler.instance) {
            let tracker = ResourceTracker()
            let relay = BehaviorRelay(value: "")
            let other = UIButton()
            var taps = 0
            var ended: [String] = []
            tracker.track {
                var field: UITextField? = UITextField()
                var view: UITextView? = UITextView()
                var toggle: UISwitch? = UISwitch()
                _ = field!.rx.text.orEmpty.bind(to: relay)
                _ = view!.rx.text.subscribe(onCompleted: { ended.append("text view") })
                _ = toggle!.rx.isOn.changed.subscribe(onCompleted: { ended.append("switch") })
                let tapping = other.rx.tap.subscribe(onNext: { taps += 1 })
                field!.standInType("typed")
                #expect(relay.value == "typed")
                field = nil
                view = nil
                toggle = nil
                #expect(ended == ["text view", "switch"])
                other.standInTap()
                tapping.dispose()
            }
            #expect(taps == 1)
            #expect(other.standInTargetCount == 0)
            #expect(tracker.live == 0)
        }
    }

    /// AppKit's controls complete their action and text when deallocated, too.
    @Test func anAppKitControlsEventsCompleteWhenItIsDeallocated() {
        MainScheduler.withMainScheduler(ConcurrentMainScheduler.instance) {
            let tracker = ResourceTracker()
            var ended: [String] = []
            tracker.track {
                var button: NSButton? = NSButton()
                var field: NSTextField? = NSTextField()
                _ = button!.rx.tap.subscribe(onCompleted: { ended.append("button") })
                _ = field!.rx.text.subscribe(onCompleted: { ended.append("field") })
                button = nil
                field = nil
            }
            #expect(ended == ["button", "field"])
            #expect(tracker.live == 0)
        }
    }

    /// A subscription disposed before its control goes is not completed by the control's release.
    @Test func aDisposedSubscriptionIsNotCompletedByTheControlsRelease() {
        MainScheduler.withMainScheduler(ConcurrentMainScheduler.instance) {
            let tracker = ResourceTracker()
            var completed = false
            tracker.track {
                var button: UIButton? = UIButton()
                button!.rx.tap.subscribe(onCompleted: { completed = true }).dispose()
                #expect(tracker.live == 0)
                button = nil
            }
            #expect(!completed)
            #expect(tracker.live == 0)
        }
    }
}
#endif
