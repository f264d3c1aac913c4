/// Checks that a name given on the command line can be used, unquoted, as a Swift identifier.
public enum SwiftIdentifier {
    /// Keywords that cannot name a method, property or type without backticks.
    static let reserved: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "_",
    ]

    /// The problem with `name` as an identifier, or `nil` when it is a valid one.
    ///
    /// Only ASCII letters, digits and `_` are accepted (the first not a digit): a generated file
    /// should be typeable on any keyboard, and Swift's full identifier grammar is wider than any
    /// project's naming convention.
    public static func problem(with name: String) -> String? {
        guard let first = name.unicodeScalars.first else { return "is empty" }
        if reserved.contains(name) { return "is a Swift keyword" }
        if first.properties.numericType != nil || ("0"..."9").contains(first) {
            return "starts with a digit"
        }
        for scalar in name.unicodeScalars {
            let isLetter = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
            let isDigit = ("0"..."9").contains(scalar)
            if !(isLetter || isDigit || scalar == "_") {
                return "contains \(quoted(scalar)), which an identifier cannot"
            }
        }
        return nil
    }

    private static func quoted(_ scalar: Unicode.Scalar) -> String {
        scalar == " " ? "a space" : "'\(scalar)'"
    }
}
