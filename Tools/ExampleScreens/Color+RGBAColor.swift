#if canImport(SwiftUI) || os(Linux)
#if canImport(SwiftUI)
import SwiftUI
#else
import SwiftUIStandIns
#endif
import SigninFeature

extension Color {
    /// The colour `color` as a SwiftUI colour, in the sRGB space.
    public init(_ color: RGBAColor) {
        self.init(.sRGB, red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
    }
}
#endif
