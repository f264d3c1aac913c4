// Linux only: on Apple platforms the real frameworks are used, and this module is empty.
#if os(Linux)
import Foundation

/// UIKit's `UILabel`.
@MainActor open class UILabel: UIView {
    /// The text that the label displays.
    open var text: String?
    /// The maximum number of lines for rendering text.
    open var numberOfLines: Int = 1
    /// The colour of the text.
    open var textColor: UIColor!
}

/// UIKit's `UITextView`.
@MainActor open class UITextView: UIView {
    /// The text that the text view displays.
    open var text: String! = ""
    /// Posted when the text in a text view changes.
    public static let textDidChangeNotification: NSNotification.Name = NSNotification.Name(
        "UITextViewTextDidChangeNotification")
}

/// UIKit's `UIActivityIndicatorView`: while `hidesWhenStopped` is true (the default), it hides
/// itself when it is not animating and shows itself when it starts, as UIKit documents.
@MainActor open class UIActivityIndicatorView: UIView {
    /// Creates an activity indicator, hidden until it starts animating.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }
    /// Creates an activity indicator from data in an unarchiver.
    public required init(coder: NSCoder) {
        super.init(frame: .zero)
        isHidden = true
    }
    /// Starts the animation of the activity indicator.
    open func startAnimating() {
        standInAnimating = true
        if hidesWhenStopped { isHidden = false }
    }
    /// Stops the animation of the activity indicator.
    open func stopAnimating() {
        standInAnimating = false
        if hidesWhenStopped { isHidden = true }
    }
    /// Whether the activity indicator is animating.
    open var isAnimating: Bool { standInAnimating }
    /// Whether the activity indicator is hidden when the animation stops.
    open var hidesWhenStopped: Bool = true {
        didSet { if hidesWhenStopped, !standInAnimating { isHidden = true } }
    }
    private var standInAnimating = false
}

/// UIKit's `UIStackView`.
@MainActor open class UIStackView: UIView {
    /// Creates a stack view with the specified frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }
    /// Returns a new stack view object that manages the provided views, which it also adds as
    /// subviews. A convenience initializer, as in UIKit: a subclass cannot call it through `super`.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        standInArranged = views
        for view in views { addSubview(view) }
    }
    /// Creates a stack view from data in an unarchiver.
    public required init(coder: NSCoder) {
        super.init(frame: .zero)
    }
    /// The list of views arranged by the stack view.
    open var arrangedSubviews: [UIView] { standInArranged }
    /// The axis along which the arranged views lay out.
    open var axis: NSLayoutConstraint.Axis = .horizontal
    /// The distance in points between the adjacent edges of the stack view's arranged views.
    open var spacing: CGFloat = 0
    private var standInArranged: [UIView] = []
}

/// UIKit's `NSLayoutConstraint`, for its `Axis`.
@MainActor open class NSLayoutConstraint: NSObject {
    /// The axis along which views lay out.
    public enum Axis: Int, Sendable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }
}

/// UIKit's `UIViewController`.
@MainActor open class UIViewController: UIResponder {
    /// Returns a newly initialized view controller with the nib file in the specified bundle.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    /// Creates a view controller with data in an unarchiver.
    public required init?(coder: NSCoder) { super.init() }
    /// The view that the controller manages.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return standInView
        }
        set { standInView = newValue }
    }
    /// Called after the controller's view is loaded into memory.
    open func viewDidLoad() {}
    /// Loads the view controller's view if it has not yet been loaded.
    open func loadViewIfNeeded() {
        guard standInView == nil else { return }
        standInView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        viewDidLoad()
    }
    private var standInView: UIView?
}
#endif
