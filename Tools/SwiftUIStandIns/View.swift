// Linux only: on Apple platforms the real frameworks are used, and this module is empty.
#if os(Linux)
// SwiftUI's view API that the example screens use, as SwiftUI declares it, for compiling the
// screens on Linux. Every `public` declaration in this module's files (except
// `StandInDriving.swift`) is listed with its documented signature in the guide's "UIKit and AppKit
// symbols" article; a test compares the two. Views hold what they were given, so a test can find
// them in a body and use them as the user would.

/// SwiftUI's `View`.
@MainActor public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View
    /// The content and behaviour of the view.
    @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
    /// SwiftUI's primitive views have no body; nor has `Never`.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// SwiftUI's `ViewBuilder`.
@resultBuilder public struct ViewBuilder {
    /// Passes a single view written as a child view through unmodified.
    public static func buildBlock<Content>(_ content: Content) -> Content { content }
    /// Combines views into a tuple view.
    public static func buildBlock<each Content: View>(
        _ content: repeat each Content
    ) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    /// Produces an optional view for conditional statements in multi-statement closures.
    public static func buildIf<Content>(_ content: Content?) -> Content? { content }
}

extension Optional: View where Wrapped: View {
    /// A primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// SwiftUI's `TupleView`.
nonisolated public struct TupleView<T>: View {
    /// The views.
    public var value: T
    /// Creates a tuple view.
    public init(_ value: T) { self.value = value }
    /// A primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// SwiftUI's `VStack`.
public struct VStack<Content: View>: View {
    let content: Content
    /// Creates an instance with the given spacing and horizontal alignment.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    {
        self.content = content()
    }
    /// A primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// SwiftUI's `HorizontalAlignment`.
public struct HorizontalAlignment: Sendable {
    /// A guide that marks the leading edge of the view.
    public static let leading: HorizontalAlignment = HorizontalAlignment()
    /// A guide that marks the horizontal centre of the view.
    public static let center: HorizontalAlignment = HorizontalAlignment()
}

/// SwiftUI's `LocalizedStringKey`.
public struct LocalizedStringKey: ExpressibleByStringLiteral, Sendable {
    let key: String
    /// Creates a localized string key from the given string literal.
    public init(stringLiteral value: String) { key = value }
}
#endif
