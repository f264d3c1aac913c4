// Plays the user through the stand-ins' own actions (`standInSlide`, `standInTap`, ...), so this
// runs on Linux only; on Apple platforms the same bindings compile against UIKit and AppKit.
#if os(Linux)
import CocoaStandIns
import Foundation
import IOViewModel
import IOViewModelCocoa
import Testing

/// The target-action controls apps bind every day (bar button items, refresh controls, segmented
/// controls, sliders, steppers, date pickers, button titles and AppKit's sliders), driven as the
/// user would drive them. Each test runs with the concurrent main scheduler standing in for the
/// main one, as in ``UIKitControlTests``.
@MainActor @Suite struct UIKitValueControlTests {
    @Test func aBarButtonItemsTapsAreSharedAndEndWithTheLastSubscription() {
        MainScheduler.withMainScheduler(ConcurrentMainScheduler.instance) {
            let tracker = ResourceTracker()
            let item = UIBarButtonItem(title: "Done", style: .plain, target: nil, action: nil)
            var first = 0
            var second = 0
            tracker.track {
                let one = item.rx.tap.subscribe(onNext: { first += 1 })
                let two = item.rx.tap.subscribe(onNext: { second += 1 })
                item.standInTap()
                one.dispose()
                item.standInTap()
                #expect(item.target != nil)
                two.dispose()
                #expect(item.target == nil && item.action == nil)
                item.standInTap()
            }
            #expect(first == 1)
            #expect(second == 2)
            #expect(tracker.live == 0)
        }
    }

    @Test func aBarButtonItemsTapsCompleteWhenItIsDeallocated() {
        MainScheduler.withMainScheduler(ConcurrentMainScheduler.instance) {
            let tracker = ResourceTracker()
            weak var released: UIBarButtonItem?
            var events: [String] = []
            tracker.track {
                var item: UIBarButtonItem? = UIBarButtonItem(title: "Add", style: .plain, target: nil, action: nil)
                released = item
                _ = item!.rx.tap.subscribe(
                    onNext: { events.append("tap") },
                    onCompleted: { events.append("completed") },
                    onDisposed: { events.append("disposed") })
                item!.standInTap()
                item = nil
            }
            #expect(released == nil)
            #expect(events == ["tap", "completed", "disposed"])
            #expect(tracker.live == 0)
        }
    }

    @Test func aRefreshControlsPullIsItsValueChangedAndIsRefreshingDrivesIt() {
        MainScheduler.withMainScheduler(ConcurrentMainScheduler.instance) {
            let control = UIRefreshControl()
            let refreshing = PublishSubject<Bool>()
            var pulls = 0
            let bag = DisposeBag()
            control.rx.controlEvent(.valueChanged).subscribe(onNext: { pulls += 1 }).disposed(by: bag)
            refreshing.bind(to: control.rx.isRefreshing).disposed(by: bag)
            control.standInPull()
            #expect(pulls == 1 && control.isRefreshing)
            refreshing.onNext(false)
            #expect(!control.isRefreshing)
            refreshing.onNext(true)  // beginRefreshing() is not a pull: nothing is sent
            #expect(control.isRefreshing && pulls == 1)
        }
    }

    @Test func aSegmentedControlsSelectionBindsBothWays() {
        MainScheduler.withMainScheduler(ConcurrentMainScheduler.instance) {
            let control = UISegmentedControl(items: ["Day", "Week", "Month"])
            var seen: [Int] = []
            let subscription = control.rx.selectedSegmentIndex.subscribe(onNext: { seen.append($0) })
            control.standInSelect(2)
            control.rx.value.onNext(0)  // a programmatic selection, not emitted (as in UIKit)
            #expect(control.selectedSegmentIndex == 0)
            control.standInSelect(1)
            subscription.dispose()
            control.standInSelect(2)
            #expect(seen == [-1, 2, 1])
            #expect(control.standInTargetCount == 0)
        }
    }

    @Test func aSlidersValueIsItsValueThenEachMove() {
        MainScheduler.withMainScheduler(ConcurrentMainScheduler.instance) {
            let slider = UISlider()
            let relay = BehaviorRelay<Float>(value: 0.25)
            let bag = DisposeBag()
            (slider.rx.value <-> relay).disposed(by: bag)
            #expect(slider.value == 0.25)
            slider.standInSlide(to: 0.75)
            #expect(relay.value == 0.75)
            slider.standInSlide(to: 3)  // kept within the maximum, as UIKit keeps it
            #expect(relay.value == 1)
        }
    }

    @Test func aSteppersValueFollowsEachStep() {
        MainScheduler.withMainScheduler(ConcurrentMainScheduler.instance) {
            let stepper = UIStepper()
            stepper.stepValue = 5
            var seen: [Double] = []
            let bag = DisposeBag()
            stepper.rx.value.subscribe(onNext: { seen.append($0) }).disposed(by: bag)
            stepper.standInStep(2)
            stepper.standInStep(-1)
            Observable.just(40).bind(to: stepper.rx.value).disposed(by: bag)
            #expect(stepper.value == 40)
            #expect(seen == [0, 5, 10, 5])
        }
    }

    @Test func aDatePickersDateIsItsDateThenEachPick() {
        MainScheduler.withMainScheduler(ConcurrentMainScheduler.instance) {
            let picker = UIDatePicker()
            let start = Date(timeIntervalSince1970: 0)
            let picked = Date(timeIntervalSince1970: 86_400)
            picker.date = start
            var seen: [Date] = []
            let subscription = picker.rx.date.subscribe(onNext: { seen.append($0) })
            picker.standInPick(picked)
            picker.rx.value.onNext(start)
            #expect(picker.date == start)
            subscription.dispose()
            picker.standInPick(picked)
            #expect(seen == [start, picked])
        }
    }

    /// Each value control's property completes when the control is deallocated, so a binding from
    /// it ends, and nothing of it is left.
    @Test func aValueControlsPropertyCompletesWhenItIsDeallocated() {
        MainScheduler.withMainScheduler(ConcurrentMainScheduler.instance) {
            let tracker = ResourceTracker()
            var ended: [String] = []
            tracker.track {
                var segments: UISegmentedControl? = UISegmentedControl(items: nil)
                var slider: UISlider? = UISlider()
                var stepper: UIStepper? = UIStepper()
                var picker: UIDatePicker? = UIDatePicker()
                var refresh: UIRefreshControl? = UIRefreshControl()
                var appKitSlider: NSSlider? = NSSlider()
                _ = segments!.rx.selectedSegmentIndex.subscribe(onCompleted: { ended.append("segments") })
                _ = slider!.rx.value.subscribe(onCompleted: { ended.append("slider") })
                _ = stepper!.rx.value.subscribe(onCompleted: { ended.append("stepper") })
                _ = picker!.rx.date.subscribe(onCompleted: { ended.append("picker") })
                _ = refresh!.rx.controlEvent(.valueChanged).subscribe(onCompleted: { ended.append("refresh") })
                _ = appKitSlider!.rx.value.subscribe(onCompleted: { ended.append("NSSlider") })
                segments = nil
                slider = nil
                stepper = nil
                picker = nil
                refresh = nil
                appKitSlider = nil
            }
            #expect(ended == ["segments", "slider", "stepper", "picker", "refresh", "NSSlider"])
            #expect(tracker.live == 0)
        }
    }

    @Test func aButtonsTitleIsSetPerState() {
        MainScheduler.withMainScheduler(ConcurrentMainScheduler.instance) {
            let button = UIButton()
            let bag = DisposeBag()
            Observable.just("Save").bind(to: button.rx.title()).disposed(by: bag)
            Observable.just("Saving…").bind(to: button.rx.title(for: .disabled)).disposed(by: bag)
            #expect(button.currentTitle == "Save")
            button.isEnabled = false
            #expect(button.currentTitle == "Saving…")
            #expect(button.title(for: .highlighted) == "Save")  // no title of its own: the normal one
        }
    }

    @Test func anAppKitSlidersValueBindsBothWays() {
        MainScheduler.withMainScheduler(ConcurrentMainScheduler.instance) {
            let tracker = ResourceTracker()
            let slider = NSSlider()
            let relay = BehaviorRelay<Double>(value: 0.5)
            var seen: [Double] = []
            tracker.track {
                let bag = DisposeBag()
                (slider.rx.value <-> relay).disposed(by: bag)
                _ = relay.subscribe(onNext: { seen.append($0) })
                #expect(slider.doubleValue == 0.5)
                slider.standInSlide(to: 0.9)
                #expect(relay.value == 0.9)
            }
            #expect(slider.target == nil)
            slider.standInSlide(to: 0.1)
            #expect(relay.value == 0.9)
            #expect(seen == [0.5, 0.9])
        }
    }
}
#endif
