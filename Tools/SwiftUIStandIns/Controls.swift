// Linux only: on Apple platforms the real frameworks are used, and this module is empty.
#if os(Linux)
/// SwiftUI's `Text`.
public struct Text: View {
    let content: String
    /// Creates a text view that displays a stored string without localization.
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
    /// A primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// SwiftUI's `TextField` (its label is always `Text` here).
public struct TextField<Label: View>: View {
    let text: Binding<String>
    /// Creates a text field with a text label generated from a localized title string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) where Label == Text {
        self.text = text
    }
    /// A primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// SwiftUI's `SecureField` (its label is always `Text` here).
public struct SecureField<Label: View>: View {
    let text: Binding<String>
    /// Creates a secure field with a prompt generated from a localized title string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) where Label == Text {
        self.text = text
    }
    /// A primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// SwiftUI's `Button` (its label is always `Text` here).
public struct Button<Label: View>: View {
    let action: @MainActor () -> Void
    /// Creates a button that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) where Label == Text {
        self.action = action
    }
    /// A primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// SwiftUI's `Toggle` (its label is always `Text` here).
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    /// Creates a toggle that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) where Label == Text {
        self.isOn = isOn
    }
    /// A primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// SwiftUI's `ProgressView`, in its indeterminate form.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    /// A primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress, without a label.
    public init() where Label == EmptyView {}
}

/// SwiftUI's `EmptyView`, a view that doesn't contain any content.
public struct EmptyView: View {
    /// Creates an empty view.
    public init() {}
    /// A primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// SwiftUI's `Color`.
public struct Color: ShapeStyle, View {
    let components: [Double]
    /// SwiftUI's `Color.RGBColorSpace`.
    public enum RGBColorSpace: Sendable {
        /// The extended red, green, blue (sRGB) colour space.
        case sRGB
    }
    /// Creates a constant colour from red, green, and blue component values.
    public init(
        _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
    ) {
        components = [red, green, blue, opacity]
    }
    /// A primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// SwiftUI's `ShapeStyle`.
public protocol ShapeStyle: Sendable {}
#endif
