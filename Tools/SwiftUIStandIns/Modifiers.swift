// Linux only: on Apple platforms the real frameworks are used, and this module is empty.
#if os(Linux)
/// A view with a modifier applied (SwiftUI's `ModifiedContent`, reduced to what tests read).
public struct StandInModified<Content: View>: View {
    let content: Content
    let modifier: StandInModifier
    /// A primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// What a modifier did (the stand-in's own).
public enum StandInModifier: Sendable {
    case disabled(Bool)
    case opacity(Double)
    case border(Color?, CGFloat)
}

extension View {
    /// Adds a condition that controls whether users can interact with this view.
    public func disabled(_ disabled: Bool) -> some View {
        StandInModified(content: self, modifier: .disabled(disabled))
    }
    /// Sets the transparency of this view.
    public func opacity(_ opacity: Double) -> some View { StandInModified(content: self, modifier: .opacity(opacity)) }
    /// Adds a border to this view with the specified style and width.
    public func border<S>(_ content: S, width: CGFloat = 1) -> some View where S: ShapeStyle {
        StandInModified(content: self, modifier: .border(content as? Color, width))
    }
}
#endif
