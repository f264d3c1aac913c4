// Checks the stand-ins themselves, so this runs on Linux only.
#if os(Linux)
import CocoaStandIns
import Testing

/// The behaviour of the stand-ins that the bindings depend on, as Apple documents it: the view
/// hierarchy and responder chain, a `nil` target, an activity indicator that hides when stopped,
/// a text field whose text is `nil` until set, and a stack view whose arranged views are its subviews.
@MainActor @Suite struct StandInBehaviourTests {
    /// Counts the actions it performs; a responder in the chain.
    final class Handler: UIView, StandInActionReceiving {
        var performed: [Selector] = []
        func standInPerform(_ action: Selector, sender: Any?) -> Bool {
            guard action == Selector("save:") else { return false }
            performed.append(action)
            return true
        }
    }

    @Test func aNilTargetSendsTheActionUpTheResponderChain() {
        let handler = Handler()
        let middle = UIView()
        let button = UIButton()
        handler.addSubview(middle)
        middle.addSubview(button)
        #expect(button.next === middle && middle.next === handler)
        button.addTarget(nil, action: Selector("save:"), for: .touchUpInside)
        button.addTarget(nil, action: Selector("unknown:"), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(handler.performed == [Selector("save:")])
    }

    @Test func anAppKitControlWithNoTargetSendsUpItsNextResponders() {
        final class Window: NSResponder, StandInActionReceiving {
            var performed = 0
            func standInPerform(_ action: Selector, sender: Any?) -> Bool {
                performed += 1
                return true
            }
        }
        let window = Window()
        let button = NSButton()
        button.nextResponder = window
        #expect(button.sendAction(Selector("save:"), to: nil))
        #expect(!button.sendAction(nil, to: nil))
        #expect(window.performed == 1)
    }

    @Test func anActivityIndicatorIsHiddenWhenStopped() {
        let indicator = UIActivityIndicatorView()
        #expect(indicator.isHidden)
        indicator.startAnimating()
        #expect(!indicator.isHidden)
        indicator.stopAnimating()
        #expect(indicator.isHidden)
        indicator.hidesWhenStopped = false
        indicator.isHidden = false
        indicator.startAnimating()
        indicator.stopAnimating()
        #expect(!indicator.isHidden)
    }

    @Test func aTextFieldsTextIsNilByDefault() {
        #expect(UITextField().text == nil)
        #expect(UITableViewCell(style: .default, reuseIdentifier: "cell").reuseIdentifier == "cell")
    }

    @Test func aStackViewsArrangedViewsAreItsSubviewsAndSendUpThroughIt() {
        let field = UITextField()
        let button = UIButton()
        let stack = UIStackView(arrangedSubviews: [field, button])
        #expect(stack.arrangedSubviews == [field, button])
        #expect(stack.subviews == [field, button])
        #expect(button.superview === stack && button.next === stack)
        #expect(UIStackView(frame: .zero).arrangedSubviews.isEmpty)
    }
}
#endif
