// Linux only: on Apple platforms the real frameworks are used, and this module is empty.
#if os(Linux)
// What tests use to play the user on a SwiftUI body: none of this is SwiftUI API, and none of it
// appears in the symbol list.

/// Every value of type `T` in `root`'s stored properties, depth first (views hold their content,
/// modifiers and bindings as stored properties, so this finds a body's controls).
public func standInFind<T>(_ type: T.Type, in root: Any) -> [T] {
    var found: [T] = []
    func visit(_ value: Any) {
        let mirror = Mirror(reflecting: value)
        // An optional's wrapped value is its child: count it there, once.
        if mirror.displayStyle != .optional, let match = value as? T { found.append(match) }
        for child in mirror.children { visit(child.value) }
    }
    visit(root)
    return found
}

extension TextField {
    /// The binding the field edits.
    public var standInText: Binding<String> { text }
}

extension SecureField {
    /// The binding the field edits.
    public var standInText: Binding<String> { text }
}

extension Toggle {
    /// The binding the toggle flips.
    public var standInIsOn: Binding<Bool> { isOn }
}

extension Button {
    /// Taps the button.
    public func standInTap() { action() }
}

extension Text {
    /// The text shown.
    public var standInContent: String { content }
}

extension StandInModified {
    /// The modifier applied.
    public var standInModifier: StandInModifier { modifier }
}

extension Color {
    /// The colour's red, green, blue and opacity.
    public var standInComponents: [Double] { components }
}
#endif
