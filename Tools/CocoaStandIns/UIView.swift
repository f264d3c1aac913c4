// Linux only: on Apple platforms the real frameworks are used, and this module is empty.
#if os(Linux)
import Foundation

// UIKit's view and layer classes, as UIKit declares them, for compiling the bindings on Linux.
// Every `public`/`open` declaration in this module's files (except `StandInDriving.swift`) is
// listed with its documented signature in the guide's "UIKit and AppKit symbols" article; a test
// compares the two.

/// UIKit's `UIResponder`.
@MainActor open class UIResponder: NSObject {
    /// The objects associated with this one (`objc_setAssociatedObject`), released with it.
    nonisolated let standInAssociations = StandInAssociations()

    /// Returns the next responder in the responder chain, or `nil` if there's no next responder.
    open var next: UIResponder? { standInNext }
    /// The stand-in's next responder: none for a responder, the superview for a view.
    var standInNext: UIResponder? { nil }
}

/// UIKit's `UIView`.
@MainActor open class UIView: UIResponder {
    /// UIKit's `UIView.AutoresizingMask`.
    public struct AutoresizingMask: OptionSet, Sendable {
        /// The mask's bits.
        public let rawValue: UInt
        /// A mask from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Resize by widening or narrowing the view's width.
        public static var flexibleWidth: UIView.AutoresizingMask { AutoresizingMask(rawValue: 1 << 1) }
        /// Resize by expanding or shrinking the view's height.
        public static var flexibleHeight: UIView.AutoresizingMask { AutoresizingMask(rawValue: 1 << 4) }
    }

    /// Creates a view with the specified frame rectangle.
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// Creates a view from data in an unarchiver. (The stand-in has no archives: it makes a view
    /// with a zero frame.) Every subclass that declares a designated initializer must declare it.
    public required init?(coder: NSCoder) {
        self.frame = .zero
        super.init()
    }

    /// A view with a zero frame.
    public override convenience init() { self.init(frame: .zero) }

    /// The frame rectangle.
    open var frame: CGRect
    /// The bounds rectangle.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    /// Whether the view is hidden.
    open var isHidden: Bool = false
    /// The view's alpha value.
    open var alpha: CGFloat = 1
    /// The view's background colour.
    open var backgroundColor: UIColor?
    /// How the receiver resizes itself when its superview's bounds change.
    open var autoresizingMask: UIView.AutoresizingMask = []
    /// The view's Core Animation layer.
    open var layer: CALayer { standInLayer }
    /// The receiver's immediate subviews.
    open var subviews: [UIView] { standInSubviews }
    /// The receiver's superview, or `nil` if it has none.
    open var superview: UIView? { standInSuperview }
    /// Adds a view to the end of the receiver's list of subviews.
    open func addSubview(_ view: UIView) {
        standInSubviews.append(view)
        view.standInSuperview = self
    }
    /// The view's superview: the next responder, as in UIKit for a view no controller manages.
    override var standInNext: UIResponder? { standInSuperview }

    private let standInLayer = CALayer()
    private var standInSubviews: [UIView] = []
    private weak var standInSuperview: UIView?
}

/// Core Animation's `CALayer`.
open class CALayer: NSObject {
    /// The colour of the layer's border.
    open var borderColor: CGColor?
    /// The width of the layer's border.
    open var borderWidth: CGFloat = 0
    /// The radius to use when drawing rounded corners for the layer's background.
    open var cornerRadius: CGFloat = 0
}

/// Core Graphics' `CGColor`.
public final class CGColor: @unchecked Sendable {
    private let standInComponents: [CGFloat]

    /// Creates a colour in the sRGB colour space.
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        standInComponents = [red, green, blue, alpha]
    }

    /// The values of the colour components (including alpha).
    public var components: [CGFloat]? { standInComponents }
}

/// UIKit's `UIColor`.
open class UIColor: NSObject, @unchecked Sendable {
    private let standInColor: CGColor

    /// Creates a colour object using the specified opacity and RGB component values.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        standInColor = CGColor(srgbRed: red, green: green, blue: blue, alpha: alpha)
        super.init()
    }

    /// The Quartz colour that corresponds to the colour object.
    open var cgColor: CGColor { standInColor }
}

extension IndexPath {
    /// Initializes an index path with the indexes of a specific row and section in a table view.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// An index number identifying a row in a section of a table view.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
    /// An index number identifying a section in a table view.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
}

// The associated objects live on the object (see `ObjectiveC.swift`).
extension UIResponder: StandInAssociating {}
#endif
