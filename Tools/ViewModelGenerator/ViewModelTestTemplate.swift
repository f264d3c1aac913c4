/// The marble test file: one exhaustive test (the test owns the view model, and every output it
/// has is expected) of one scenario, driving every input the generator can make values for, and
/// expecting an empty diagram for every output, which the harness reports as "not written yet"
/// together with what the output did, so the first run tells the user what to write; run with
/// `MARBLES_RECORD=1`, it writes the diagrams and the `values:` entries itself.
public struct ViewModelTestTemplate: Sendable {
    /// What to generate.
    public let spec: ViewModelSpec
    /// The module that holds the view model.
    public let module: String

    /// A template for `spec`, whose view model lives in `module`.
    public init(spec: ViewModelSpec, module: String) {
        self.spec = spec
        self.module = module
    }

    /// One input line of every test, or a comment when the generator cannot make the values.
    func inputLines() -> [String] {
        let count = spec.inputs.count
        let length = 2 * count + 3
        var lines: [String] = []
        for (index, input) in spec.inputs.enumerated() {
            let names = ViewModelTemplate.names(of: input)
            var frames = Array(repeating: Character("-"), count: length)
            let method = "viewModel.inputs.\(names.reference)"
            switch input.type?.sample {
            case nil:
                frames[count + 2 + index] = "x"
                lines.append("test.input(\"\(String(frames))\", into: \(method))")
            case .string?:
                frames[1 + index] = "a"
                frames[count + 2 + index] = "b"
                lines.append("test.input(\"\(String(frames))\", into: \(method))")
            case .literals(let first, let second)?:
                frames[1 + index] = "a"
                frames[count + 2 + index] = "b"
                lines.append(
                    "test.input(\"\(String(frames))\", values: [\"a\": \(first), \"b\": \(second)], into: \(method))")
            case .unknown?:
                lines.append(
                    "// \(input.name) (\(input.type!)): the generator cannot make values of this type; drive it with")
                lines.append("// test.input(\"-a-\", values: [\"a\": <a value>], into: \(method))")
            }
        }
        return lines
    }

    /// The expectation line for `output`: `Equatable` outputs compared with `==`; an output of a
    /// type the generator cannot judge is compared by its description, which compiles whatever
    /// the type and records as strings (the output itself is then ignored by name, since its
    /// description is what the test checks).
    func expectLines(for output: ViewModelSpec.Member) -> [String] {
        let source = "viewModel.outputs.\(output.name)"
        guard let type = output.type else { return ["test.expect(\(source), \"\")"] }
        if type.sample == .literals("true", "false") {
            return ["test.expect(\(source), \"\", values: [\"t\": true, \"f\": false])"]
        }
        if type.isKnownEquatable {
            return ["test.expect(\(source), \"\", values: [:])"]
        }
        return [
            "// Compared by description, as the generator cannot know whether \(type) is Equatable. If it is,",
            "// expect the output itself, with values of its type: test.expect(\(source), \"-a-\", values: [\"a\": ...])",
            "test.expect(\(source).map { String(describing: $0) }, \"\", values: [:])",
            "test.ignore(\(source))",
        ]
    }

    /// The file's text.
    public func render() -> String {
        let name = spec.typeName
        var lines: [String] = [
            "import IOViewModel", "import TestScheduler", "import Testing", "import \(module)", "",
            "/// The \(spec.name) screen's life as marble diagrams: inputs above, outputs below, one frame",
            "/// per column. Each test is one scenario and owns its view model: every output must be",
            "/// expected (an output left out fails the test with what it did). The outputs expect empty",
            "/// diagrams until you write the ones you expect: the first run fails and shows what each",
            "/// output did; `MARBLES_RECORD=1 swift test` writes them, and their `values:`, in this file",
            "/// for you to review. Copy the test for each scenario of the screen.",
            "@Suite struct \(name)Tests {",
            "    @Test func everyInputInTurn() {",
            "        TestScheduler().marbles(\(name)()) { test, viewModel in",
        ]
        for line in inputLines() + spec.outputs.flatMap(expectLines(for:)) {
            lines.append("            " + line)
        }
        lines.append("        }")
        lines.append("    }")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
