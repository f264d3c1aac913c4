/// The entries record mode adds to an expectation's `values:` literal for the values the output
/// emitted that the table has no key for: a key for each, chosen from the value's description,
/// and the value written as a Swift literal.
///
/// The keys depend only on the table and the values in the order the output emitted them, so a
/// test recorded twice gets the same keys.
struct ValuesTableAddition<Value> {
    /// The new entries, in the order the output first emitted their values.
    let entries: [(key: Character, value: Value, literal: String)]

    /// Entries for `values`, none of which the table `existing` has, or the descriptions of the
    /// values that have no exact Swift literal.
    static func make(
        for values: [Value], existing: [Character: Value]
    ) -> Result<ValuesTableAddition, RecordRefusal> {
        let literals = values.map { SwiftLiteral.exact($0) }
        let unwritable = zip(values, literals).filter { $0.1 == nil }.map { describe($0.0) }
        guard unwritable.isEmpty else { return .failure(.unwritableValues(unwritable)) }
        var used = Set(existing.keys)
        var entries: [(key: Character, value: Value, literal: String)] = []
        for (value, literal) in zip(values, literals) {
            guard let key = Self.key(for: value, avoiding: used) else {
                return .failure(.unnamedValues(values.map { describe($0) }))
            }
            used.insert(key)
            entries.append((key, value, literal!))
        }
        return .success(ValuesTableAddition(entries: entries))
    }

    /// The entries as the inside of a dictionary literal: `"f": "foo", "n": nil`.
    var source: String {
        entries.map { "\(String(reflecting: $0.key)): \($0.literal)" }.joined(separator: ", ")
    }

    /// The first ASCII letter of `value`'s description (its lowercase, then its uppercase), else
    /// the first free letter. `m` and `s` are left out, as after a digit they would read as a time
    /// progression (`1s`).
    static func key(for value: Value, avoiding used: Set<Character>) -> Character? {
        let allowed = Set("abcdefghijklnopqrtuvwxyzABCDEFGHIJKLNOPQRTUVWXYZ")
        var candidates: [Character] = []
        if let letter = text(of: value).first(where: { $0.isASCII && $0.isLetter }) {
            candidates += [Character(letter.lowercased()), Character(letter.uppercased())]
        }
        candidates += "abcdefghijklnopqrtuvwxyzABCDEFGHIJKLNOPQRTUVWXYZ"
        return candidates.first { allowed.contains($0) && !used.contains($0) }
    }

    /// The text a key is chosen from: a string itself, an optional's wrapped value (`nil` for
    /// none), anything else's description.
    private static func text(of value: Any) -> String {
        if let string = value as? String { return string }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return "nil" }
            return text(of: wrapped)
        }
        return String(describing: value)
    }
}
