// Linux only: on Apple platforms the real frameworks are used, and this module is empty.
#if os(Linux)
import Foundation

// UIKit's value controls: each sends `valueChanged` when the user changes its value, and never when
// the app sets it.

/// UIKit's `UIRefreshControl`.
@MainActor open class UIRefreshControl: UIControl {
    /// Tells the control that a refresh operation was started programmatically.
    open func beginRefreshing() { standInRefreshing = true }
    /// Tells the control that a refresh operation has ended.
    open func endRefreshing() { standInRefreshing = false }
    /// A Boolean value indicating whether a refresh operation has been triggered and is in progress.
    open var isRefreshing: Bool { standInRefreshing }
    var standInRefreshing = false
}

/// UIKit's `UISegmentedControl`.
@MainActor open class UISegmentedControl: UIControl {
    /// Initializes and returns a segmented control with segments having the given titles or images.
    public init(items: [Any]?) {
        standInSegments = items?.count ?? 0
        super.init(frame: .zero)
    }
    /// Creates a segmented control from data in an unarchiver.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    /// The index number that identifies the selected segment (-1 when none is selected).
    open var selectedSegmentIndex: Int = -1
    /// The number of segments the receiver has.
    open var numberOfSegments: Int { standInSegments }
    private var standInSegments = 0
}

/// UIKit's `UISlider`: its value stays within its minimum and maximum, as UIKit keeps it.
@MainActor open class UISlider: UIControl {
    /// The slider's current value.
    open var value: Float {
        get { standInValue }
        set { standInValue = min(max(newValue, minimumValue), maximumValue) }
    }
    /// The minimum value of the slider.
    open var minimumValue: Float = 0
    /// The maximum value of the slider.
    open var maximumValue: Float = 1
    /// Sets the slider's current value, allowing you to animate the change visually.
    open func setValue(_ value: Float, animated: Bool) { self.value = value }
    private var standInValue: Float = 0
}

/// UIKit's `UIStepper`: its value stays within its minimum and maximum, as UIKit keeps it.
@MainActor open class UIStepper: UIControl {
    /// The numeric value of the stepper.
    open var value: Double {
        get { standInValue }
        set { standInValue = min(max(newValue, minimumValue), maximumValue) }
    }
    /// The lowest possible numeric value for the stepper.
    open var minimumValue: Double = 0
    /// The highest possible numeric value for the stepper.
    open var maximumValue: Double = 100
    /// The step, or increment, value for the stepper.
    open var stepValue: Double = 1
    private var standInValue: Double = 0
}

/// UIKit's `UIDatePicker`.
@MainActor open class UIDatePicker: UIControl {
    /// The date displayed by the date picker (when it was created, by default).
    open var date: Date = Date()
    /// Sets the date to display in the date picker, with an option to animate the setting.
    open func setDate(_ date: Date, animated: Bool) { self.date = date }
}
#endif
