import IOViewModel
import SignupFeature

/// Drives a ``SignupScreen`` from keys, through the view model's inputs and outputs only: keys
/// become input calls; the screen changes only when an output emits (or the indicator turns).
///
/// The request finishes on its own, a second after the tap, on the scheduler the view model's
/// service uses; the indicator turns every 100 ms on `animationScheduler` while it animates. Both
/// change the screen between keys, so the controller calls ``onChange`` and the runner redraws.
/// Everything must happen on one thread (the demo's main queue): the controller does no
/// locking.
public final class SignupDemoController: InteractiveDemo, OutputShowing {
    /// What to draw now.
    public private(set) var screen = SignupScreen()
    /// Called when the screen changed without a key: the request ended, the indicator turned.
    public var onChange: (() -> Void)?

    private let viewModel: any SignupViewModelType
    let disposeBag = DisposeBag()
    /// While true, outputs belong to the current timeline frame (a key's, or frame zero).
    private var isInKeyFrame = true
    /// Whether outputs that arrived on their own already opened a frame since the last key.
    private var isEventFrameOpen = false

    /// A controller over a new view model whose simulated one-second request, and the indicator,
    /// run on `scheduler` (the main scheduler in the demo).
    public convenience init(scheduler: any SchedulerType, messages: SignupMessages = .english) {
        self.init(
            viewModel: SignupViewModel(service: SimulatedSignupService(scheduler: scheduler), messages: messages),
            animationScheduler: scheduler)
    }

    /// A controller over `viewModel`, turning the indicator on `animationScheduler`.
    public init(viewModel: any SignupViewModelType, animationScheduler: any SchedulerType) {
        self.viewModel = viewModel
        let outputs = viewModel.outputs
        show(
            outputs.isSignupEnabled, row: "isSignupEnabled", marble: { $0 ? "t" : "f" },
            apply: { $0.isButtonEnabled = $1 })
        show(
            outputs.signupButtonAlpha, row: "signupButtonAlpha", marble: { $0 >= 1 ? "1" : "h" },
            apply: { $0.buttonAlpha = $1 })
        show(
            outputs.warningMessage, row: "warningMessage", marble: { $0.isEmpty ? "_" : "w" },
            apply: { $0.warning = $1 })
        show(
            outputs.isLoadingIndicatorAnimating, row: "isLoadingIndicatorAnimating", marble: { $0 ? "t" : "f" },
            apply: { $0.isIndicatorAnimating = $1 })
        show(
            outputs.isLoadingIndicatorHidden, row: "isLoadingIndicatorHidden", marble: { $0 ? "t" : "f" },
            apply: { $0.isIndicatorHidden = $1 })
        show(outputs.signupFinished, row: "signupFinished", marble: { _ in "c" }, apply: { $0.alert = $1 })
        outputs.isLoadingIndicatorAnimating.asObservable()
            .flatMapLatest { animating -> Observable<Int> in
                animating ? Observable<Int>.interval(.milliseconds(100), scheduler: animationScheduler) : .empty()
            }
            .subscribe(
                with: self,
                onNext: { controller, _ in
                    controller.isEventFrameOpen = false
                    controller.screen.spinnerFrame += 1
                    controller.onChange?()
                }
            )
            .disposed(by: disposeBag)
        isInKeyFrame = false
    }

    /// Applies `key`; returns `false` when the demo should end.
    ///
    /// Tab and the arrows move the focus; text edits the focused field; Space toggles the terms
    /// switch or presses the button; Enter presses the button, or moves on from a field. A
    /// disabled button ignores presses, as UIKit's does. While the "finished" alert shows, only
    /// Enter or Space (dismiss) and Ctrl-C do anything.
    @discardableResult
    public func handle(_ key: DemoKey) -> Bool {
        if key == .quit { return false }
        isInKeyFrame = true
        isEventFrameOpen = false
        defer { isInKeyFrame = false }
        if screen.alert != nil {
            if key == .enter || key == .text(" ") { screen.alert = nil }
            return true
        }
        switch key {
        case .quit:
            return false  // Handled above; the alert does not block it.
        case .nextField:
            moveFocus(by: 1)
        case .previousField:
            moveFocus(by: -1)
        case .backspace:
            edit { if !$0.isEmpty { $0.removeLast() } }
        case .enter:
            if screen.focus == .button { pressButton() } else { moveFocus(by: 1) }
        case .text(let text):
            switch screen.focus {
            case .loginID, .password, .confirmation: edit { $0 += text }
            case .terms: if text == " " { toggleTerms() }
            case .button: if text == " " { pressButton() }
            }
        }
        return true
    }

    /// The screen as text, with colours.
    public func render(columns: Int) -> String {
        screen.render(columns: columns)
    }

    /// Applies an output's change, marking it on the timeline. Outputs that arrive on their own
    /// (the request ending) share one new frame, and ask the runner to redraw.
    func show(_ row: String, _ marble: Character, _ change: (inout SignupScreen) -> Void) {
        if !isInKeyFrame && !isEventFrameOpen {
            screen.timeline.advance()
            isEventFrameOpen = true
        }
        change(&screen)
        screen.timeline.mark(row, marble)
        if !isInKeyFrame { onChange?() }
    }

    private func moveFocus(by offset: Int) {
        let controls = SignupScreen.Control.allCases
        let index = controls.firstIndex(of: screen.focus) ?? 0
        screen.focus = controls[(index + offset + controls.count) % controls.count]
    }

    private func edit(_ change: (inout String) -> Void) {
        switch screen.focus {
        case .loginID:
            viewModel.inputs.didChange(loginID: screen.type(change, into: \.loginID, row: "loginIDChanged"))
        case .password:
            viewModel.inputs.didChange(password: screen.type(change, into: \.password, row: "passwordChanged"))
        case .confirmation:
            viewModel.inputs.didChange(
                passwordConfirmation: screen.type(change, into: \.confirmation, row: "passwordConfirmationChanged"))
        case .terms, .button:
            break
        }
    }

    private func toggleTerms() {
        screen.timeline.advance()
        screen.termsAccepted.toggle()
        screen.timeline.mark("termsAcceptedChanged", screen.termsAccepted ? "t" : "f")
        viewModel.inputs.didChange(termsAccepted: screen.termsAccepted)
    }

    private func pressButton() {
        guard screen.isButtonEnabled else { return }
        screen.timeline.advance()
        screen.timeline.mark("signupButtonTapped", "●")
        viewModel.inputs.didTapSignupButton()
    }
}
