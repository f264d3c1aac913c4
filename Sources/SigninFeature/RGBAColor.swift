/// A colour as four components from 0 to 1: platform-neutral, so view models and their tests run
/// anywhere; convert it to the UI framework's colour at the edge.
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

#if canImport(CoreGraphics)
import CoreGraphics

extension RGBAColor {
    /// This colour as a Core Graphics colour in the sRGB space, for `layer.borderColor`.
    public var cgColor: CGColor {
        CGColor(srgbRed: red, green: green, blue: blue, alpha: alpha)
    }
}
#endif

#if canImport(UIKit)
import UIKit

extension RGBAColor {
    /// This colour as a UIKit colour.
    public var uiColor: UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }
}
#endif

#if canImport(SwiftUI)
import SwiftUI

extension RGBAColor {
    /// This colour as a SwiftUI colour in the sRGB space.
    public var color: Color {
        Color(.sRGB, red: red, green: green, blue: blue, opacity: alpha)
    }
}
#endif
