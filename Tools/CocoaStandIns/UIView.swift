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
        public static let flexibleWidth: UIView.AutoresizingMask = AutoresizingMask(rawValue: 1 << 1)
        /// Resize by expanding or shrinking the view's height.
        public static let flexibleHeight: UIView.AutoresizingMask = AutoresizingMask(rawValue: 1 << 4)
    }

    /// Creates a view with the specified frame rectangle.
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// A view with a zero frame.
    public override convenience init() { self.init(frame: .zero) }

    /// The frame rectangle.
    open var frame: CGRect
    /// The bounds rectangle.
    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
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
    /// Adds a view to the end of the receiver's list of subviews.
    open func addSubview(_ view: UIView) { standInSubviews.append(view) }

    private let standInLayer = CALayer()
    private var standInSubviews: [UIView] = []
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
    public var row: Int { self[1] }
    /// An index number identifying a section in a table view.
    public var section: Int { self[0] }
}
#endif
