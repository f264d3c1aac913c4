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

    /// Words that Swift reads as keywords in some positions (a declaration's modifiers, an
    /// accessor, a type's member, a statement): as the name of a generated property or method
    /// they can break the code around them, so the generator refuses them too.
    static let contextual: Set<String> = [
        "actor", "any", "associativity", "async", "borrowing", "consume", "consuming", "convenience", "copy",
        "didSet", "discard", "distributed", "dynamic", "each", "final", "get", "indirect", "infix", "init",
        "isolated", "lazy", "left", "macro", "mutating", "none", "nonisolated", "nonmutating", "optional",
        "override", "package", "postfix", "precedence", "prefix", "Protocol", "required", "right", "set", "some",
        "then", "Type", "unowned", "weak", "willSet", "yield",
    ]

    /// The problem with `name` as the name of a generated property or method (an input, an
    /// output), or `nil` when it can be one: a valid identifier, no keyword even in some contexts,
    /// and starting with a lowercase letter (or `_`), as Swift's members do; a capitalized member
    /// could hide a type the generated code names (`String`, `Observable`, the view model's own
    /// protocols), and `Type` and `Protocol` cannot name one at all.
    public static func memberProblem(with name: String) -> String? {
        if let problem = problem(with: name) { return problem }
        if contextual.contains(name) {
            return "is a Swift keyword in some contexts (as `get`, `set`, `async`, `Type` are)"
        }
        if let first = name.first, first.isUppercase {
            return
                "starts with a capital letter, as type names do, and a member named so can hide a type the generated code uses"
        }
        return nil
    }

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
