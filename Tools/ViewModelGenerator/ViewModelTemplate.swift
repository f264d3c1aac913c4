/// The view model file: the three protocols and the class, in the project's one idiom (inputs
/// are methods feeding private relays, outputs are drivers (states) and signals (events) derived
/// from one private driver and connected in `init`, `///` written once, on the protocols).
public struct ViewModelTemplate: Sendable {
    /// What to generate.
    public let spec: ViewModelSpec

    /// A template for `spec`.
    public init(spec: ViewModelSpec) {
        self.spec = spec
    }

    /// How an input appears in the generated code.
    struct InputNames {
        /// The input method's declaration (`didChange(email: String)`).
        let declaration: String
        /// The input method's name as a function reference (`didChange(email:)`).
        let reference: String
        /// The private relay behind it (`emailChanged`).
        let relay: String
        /// The relay's element type.
        let element: String
        /// The method's parameter (`email`), or `nil` for an input that carries nothing.
        var parameter: String?
    }

    static func names(of input: ViewModelSpec.Member) -> InputNames {
        if let type = input.type {
            // `quantityChanged:Int` reads as `didChange(quantity:)`, as `loginTapped` reads as
            // `didTapLogin()`; `classChanged` keeps its name, since `class` can name no parameter.
            let stripped = String(input.name.dropLast("Changed".count))
            let base =
                input.name.hasSuffix("Changed") && !stripped.isEmpty
                    && SwiftIdentifier.memberProblem(with: stripped) == nil
                ? stripped : input.name
            return InputNames(
                declaration: "didChange(\(base): \(type))", reference: "didChange(\(base):)",
                relay: base + "Changed", element: type.description, parameter: base)
        }
        if input.name.hasSuffix("Tapped"), input.name.count > "Tapped".count {
            let base = input.name.dropLast("Tapped".count)
            let method = "didTap" + base.prefix(1).uppercased() + base.dropFirst()
            return InputNames(declaration: method + "()", reference: method, relay: input.name, element: "Void")
        }
        return InputNames(
            declaration: input.name + "()", reference: input.name, relay: input.name + "Events", element: "Void")
    }

    /// A state output is a `Driver` (it replays its latest value to a late view), an event output
    /// (one without a type) a `Signal` (it replays nothing).
    static func outputType(_ output: ViewModelSpec.Member) -> String {
        if let type = output.type { return "Driver<\(type)>" }
        return "Signal<Void>"
    }

    /// The file's text.
    public func render() -> String {
        let name = spec.typeName
        let screen = spec.name
        var lines: [String] = ["import IOViewModel", ""]
        lines.append("/// What the \(screen) screen tells its view model.")
        lines.append("public protocol \(name)Inputs {")
        for input in spec.inputs {
            let names = Self.names(of: input)
            let what = input.type == nil ? "happens" : "changes"
            lines.append("    /// Call when \(input.name) \(what). (Say what the user did.)")
            lines.append("    func \(names.declaration)")
        }
        lines.append("}")
        lines.append("")
        lines.append("/// What the \(screen) screen shows: drivers (states) and signals (events), which never fail and")
        lines.append("/// deliver on the main scheduler, shared, so any number of views cost one computation. The")
        lines.append("/// outputs one input changes arrive in the order they are listed here.")
        lines.append("public protocol \(name)Outputs {")
        for output in spec.outputs {
            lines.append("    /// Emits \(output.name). (Say when, and what a late subscriber gets first.)")
            lines.append("    var \(output.name): \(Self.outputType(output)) { get }")
        }
        lines.append("}")
        lines.append("")
        lines.append("/// The two faces of the \(screen) view model; a view holds this, never the class.")
        lines.append("public protocol \(name)Type {")
        lines.append("    /// What the view calls.")
        lines.append("    var inputs: any \(name)Inputs { get }")
        lines.append("    /// What the view observes.")
        lines.append("    var outputs: any \(name)Outputs { get }")
        lines.append("}")
        lines.append("")
        lines.append("/// The \(screen) screen's logic. (Say what the screen is for.)")
        lines.append("public final class \(name): \(name)Type, \(name)Inputs, \(name)Outputs {")
        lines.append("    public var inputs: any \(name)Inputs { self }")
        lines.append("    public var outputs: any \(name)Outputs { self }")
        if !spec.inputs.isEmpty {
            lines.append("")
            lines.append("    // MARK: - Inputs")
            for input in spec.inputs {
                let names = Self.names(of: input)
                lines.append("")
                lines.append("    private let \(names.relay) = PublishRelay<\(names.element)>()")
                lines.append("    public func \(names.declaration) {")
                lines.append("        \(names.relay).accept(\(names.parameter ?? "()"))")
                lines.append("    }")
            }
        }
        lines.append("")
        lines.append("    // MARK: - Outputs")
        lines.append("")
        for output in spec.outputs {
            lines.append("    public let \(output.name): \(Self.outputType(output))")
        }
        lines.append("")
        lines.append("    private let disposeBag = DisposeBag()")
        lines.append("")
        lines.append("    /// A view model for a new \(screen) screen.")
        lines.append("    public init() {")
        let example = spec.inputs.first.map { Self.names(of: $0).relay } ?? "someInput"
        lines.append("        // Turn what the inputs change into a private driver, once: its one `observe(on:)` moves")
        lines.append("        // it to the main scheduler, e.g.")
        lines.append("        //     let state = \(example).map { ... }.asDriver(onErrorDriveWith: .empty())")
        lines.append("        // then derive each output from it with driver operators, which do not hop:")
        lines.append("        //     state.map { ... }.distinctUntilChanged().hot(keptBy: disposeBag)  for a state,")
        lines.append("        //     state.asSignal().compactMap { ... }.hot(keptBy: disposeBag)  for an event.")
        lines.append("        // Outputs are connected in the order they are assigned, so that is their order.")
        for output in spec.outputs {
            lines.append("        \(output.name) = \(Self.outputType(output)).never().hot(keptBy: disposeBag)")
        }
        lines.append("    }")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
