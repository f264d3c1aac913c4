/// A colour as four components from 0 to 1: platform-neutral, so view models and their tests run
/// anywhere. The screens convert it to their framework's colour, once each: SwiftUI's `Color(_:)`
/// and UIKit's `UIColor(_:)` in the example screens, an ANSI colour in the terminal demo.
public struct RGBAColor: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0...1.
    public var red: Double
    /// The green component, 0...1.
    public var green: Double
    /// The blue component, 0...1.
    public var blue: Double
    /// The opacity, 0...1.
    public var alpha: Double

    /// A colour from its components.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// UIKit's `lightGray`: white at 2/3, opaque.
    public static let lightGray = RGBAColor(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3)

    /// UIKit's `red`: pure red, opaque.
    public static let red = RGBAColor(red: 1, green: 0, blue: 0)

    /// `rgba(r, g, b, a)` with components to three decimals.
    public var description: String {
        func format(_ value: Double) -> String {
            let thousandths = Int((value * 1000).rounded())
            let fraction = String(thousandths % 1000)
            return "\(thousandths / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
        }
        return "rgba(\(format(red)), \(format(green)), \(format(blue)), \(format(alpha)))"
    }
}
