import IOViewModel

/// What an exhaustive marble test reports for an output of its view model that it neither
/// expects nor ignores, and that emitted: what the output did, on the test's axis, and the line
/// that expects it.
struct UnassertedOutput<Value> {
    /// The output's property name in the view model.
    let name: String
    /// What it did, at absolute times.
    let actual: [Recorded<Event<Value>>]
    let format: MarbleFormat
    let nanosecondsPerTick: Int64
    /// The time of frame zero.
    let origin: TestTime
    /// The run's last frame.
    let endFrame: Int

    var message: String {
        let expression = "viewModel.outputs.\(name)"
        var lines = [
            "Unasserted output: \(name) emitted during the test, which neither expects nor ignores it.",
            "Every output of the view model the test owns must be expected, or ignored by name.",
        ]
        switch drawing {
        case .success(let drawing):
            lines.append("actual:   \(drawing.diagram)")
            let values = drawing.addedValues.map { ", values: [\($0)]" } ?? ""
            lines.append("Expect it (check what it did first):")
            lines.append("    test.expect(\(expression), \(String(reflecting: drawing.diagram))\(values))")
        case .failure:
            lines.append("It did (frame: event):")
            for record in actual {
                let frame = (record.time - origin) / format.ticksPerFrame
                lines.append("  \(frame): \(describe(record.value))")
            }
            lines.append("Expect it with a diagram of these events (they cannot all be drawn exactly on frames).")
        }
        lines.append("Or ignore it:")
        lines.append("    test.ignore(\(expression))")
        return lines.joined(separator: "\n")
    }

    /// The output as a diagram, with the `values:` entries it needs.
    var drawing: Result<FailedExpectation<Value>.Drawing, RecordRefusal> {
        let isSignal = Value.self == Void.self
        var values: [Character: Value] = [:]
        if isSignal, let unit = () as? Value { values["x"] = unit }
        let areEquivalent: (Value, Value) -> Bool = isSignal ? { _, _ in true } : { Self.sameValue($0, $1) }
        let expectation = FailedExpectation<Value>(
            diagram: "", argument: DiagramArgument.expect, actual: actual, values: values, namesItself: false,
            error: TestError(), areEquivalent: areEquivalent, format: format,
            nanosecondsPerTick: nanosecondsPerTick, origin: origin, endFrame: endFrame)
        return expectation.drawn()
    }

    /// `==` for an `Equatable` value, else the same description.
    static func sameValue(_ lhs: Value, _ rhs: Value) -> Bool {
        if let lhs = lhs as? any Equatable { return lhs.isEqual(to: rhs) }
        return String(reflecting: lhs) == String(reflecting: rhs)
    }

}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
