// Linux only: on Apple platforms the real frameworks are used, and this module is empty.
#if os(Linux)
/// Objective-C's `Selector`: the name of a method, as target-action uses it.
public struct Selector: Hashable, Sendable {
    private let standInName: String
    /// Creates a selector from the method name `str`.
    public init(_ str: String) { standInName = str }
}
#endif
