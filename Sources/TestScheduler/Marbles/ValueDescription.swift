/// A value as failure messages print it: `"foo"` for strings, `String(describing:)` otherwise.
func describe<Value>(_ value: Value) -> String {
    if let string = value as? String { return "\"\(string)\"" }
    return String(describing: value)
}
