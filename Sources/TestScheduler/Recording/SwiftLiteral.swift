/// Values written as Swift source: how record mode writes a `values:` table into a test, and how
/// a failed property prints the marble test that reproduces it. One writer for both, so that a
/// value reads the same wherever the harness writes it.
enum SwiftLiteral {
    /// `value` as a Swift literal that compiles back to an equal value wherever its type is
    /// expected, or `nil` when there is none this can be sure of: strings, characters, booleans,
    /// integers, finite floating-point numbers, and optionals and arrays of these.
    static func exact(_ value: Any) -> String? {
        switch value {
        case let string as String: return String(reflecting: string)
        case let character as Character: return String(reflecting: character)
        case let flag as Bool: return flag.description
        case let integer as any BinaryInteger: return integer.description
        case let double as Double: return double.isFinite ? double.description : nil
        case let float as Float: return float.isFinite ? float.description : nil
        default: break
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first?.value else { return "nil" }
            return exact(wrapped)
        case .collection where value is any RangeReplaceableCollection:
            var elements: [String] = []
            for child in mirror.children {
                guard let element = exact(child.value) else { return nil }
                elements.append(element)
            }
            return "[" + elements.joined(separator: ", ") + "]"
        default:
            return nil
        }
    }

    /// `value` as Swift source, as near as the harness can write it: ``exact(_:)`` when it can be
    /// sure, a case of an enum without payload as `.name`, anything else as `String(reflecting:)`
    /// gives it (a struct as its memberwise initializer, which compiles when it has one).
    static func bestEffort(_ value: Any) -> String {
        if let exact = exact(value) { return exact }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .enum, mirror.children.isEmpty, !(value is any CustomStringConvertible) {
            return "." + String(describing: value)
        }
        if let number = value as? any (Numeric & LosslessStringConvertible) { return number.description }
        return String(reflecting: value)
    }

    /// A `values:` table as Swift source, in the order given: `["a": "foo", "b": 42]`.
    static func table<Value>(_ table: [(symbol: Character, value: Value)]) -> String {
        if table.isEmpty { return "[:]" }
        return "["
            + table.map { "\(String(reflecting: $0.symbol)): \(bestEffort($0.value))" }.joined(separator: ", ")
            + "]"
    }
}
