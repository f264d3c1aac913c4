/// `value` written as Swift source, for the marble test a failed property prints: strings quoted
/// and escaped, numbers and booleans as they are, a case of an enum without payload as `.name`,
/// anything else as `String(reflecting:)` gives it (a struct as its memberwise initializer).
func swiftLiteral<Value>(_ value: Value) -> String {
    switch value {
    case let string as String: return String(reflecting: string)
    case let character as Character: return String(reflecting: character)
    case let number as any (Numeric & LosslessStringConvertible): return number.description
    case let flag as Bool: return flag.description
    default: break
    }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .enum, mirror.children.isEmpty, !(value is any CustomStringConvertible) {
        return "." + String(describing: value)
    }
    return String(reflecting: value)
}

/// A `values:` table as Swift source, in the order given: `["a": "foo", "b": 42]`.
func swiftLiteral<Value>(table: [(symbol: Character, value: Value)]) -> String {
    if table.isEmpty { return "[:]" }
    return "[" + table.map { "\(String(reflecting: $0.symbol)): \(swiftLiteral($0.value))" }.joined(separator: ", ")
        + "]"
}
