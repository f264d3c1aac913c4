import SigninFeature

/// A titled one-line text field drawn as a box, `width` columns wide: the title (with `▸` when
/// focused), then the box in the `border` colour (when `colors`), the cursor at the end of the
/// text when focused, and the text's start elided when it does not fit.
func textFieldBox(
    _ title: String, text: String, focused: Bool, border: RGBAColor, width: Int, colors: Bool
) -> [String] {
    let inner = width - 2
    let cursor = focused ? "█" : ""
    var shown = text + cursor
    if shown.count > inner - 2 { shown = "…" + shown.suffix(inner - 3) }
    let padded = " " + shown + String(repeating: " ", count: max(0, inner - 1 - shown.count))
    let paint = { (line: String) in colors ? ansiForeground(border) + line + ansiReset : line }
    return [
        (focused ? "▸ " : "  ") + title,
        paint("┌" + String(repeating: "─", count: inner) + "┐"),
        paint("│") + padded + paint("│"),
        paint("└" + String(repeating: "─", count: inner) + "┘"),
    ]
}

/// The text attributes the demo screens use.
enum TextStyle {
    case bold, dim, red
}

/// `text` in `style` when `colors`, else as it is.
func style(_ text: String, _ style: TextStyle, _ colors: Bool) -> String {
    guard colors, !text.isEmpty else { return text }
    switch style {
    case .bold: return "\u{1B}[1m" + text + ansiReset
    case .dim: return "\u{1B}[2m" + text + ansiReset
    case .red: return ansiForeground(.red) + text + ansiReset
    }
}

/// The 24-bit ANSI escape that sets the foreground to `color`.
func ansiForeground(_ color: RGBAColor) -> String {
    func byte(_ component: Double) -> Int { Int((min(1, max(0, component)) * 255).rounded()) }
    return "\u{1B}[38;2;\(byte(color.red));\(byte(color.green));\(byte(color.blue))m"
}

/// The ANSI escape that resets every attribute.
let ansiReset = "\u{1B}[0m"
