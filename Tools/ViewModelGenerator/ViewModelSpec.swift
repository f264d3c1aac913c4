/// What the user asked for: a view model's name, its inputs and its outputs.
public struct ViewModelSpec: Equatable, Sendable {
    /// One input or output: a name and the type of value it carries (`nil` for a `Void` event).
    public struct Member: Equatable, Sendable {
        /// The member's name, a Swift identifier.
        public let name: String
        /// The value's type, or `nil` for an event that carries nothing (`loginTapped`).
        public let type: SwiftTypeName?

        /// Parses `email:String` or `loginTapped`.
        public init(parsing text: String, role: String) throws(GeneratorError) {
            let trimmed = text.trimmingSpaces()
            let parts = trimmed.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0]).trimmingSpaces()
            if let problem = SwiftIdentifier.memberProblem(with: name) {
                throw GeneratorError(
                    "\(role) `\(trimmed)`: the name `\(name)` \(problem); use a Swift identifier such as `email` or `loginTapped`"
                )
            }
            self.name = name
            if parts.count == 2 {
                let typeText = String(parts[1]).trimmingSpaces()
                if typeText.isEmpty {
                    throw GeneratorError(
                        "\(role) `\(trimmed)` has a ':' but no type; write `\(name):String`, or just `\(name)` for an event without a value"
                    )
                }
                do throws(GeneratorError) {
                    type = try SwiftTypeName(parsing: typeText)
                } catch {
                    throw GeneratorError("\(role) `\(name)`: \(error.description)")
                }
            } else {
                type = nil
            }
        }

        /// A member with this name and type.
        public init(name: String, type: SwiftTypeName?) {
            self.name = name
            self.type = type
        }
    }

    /// The screen's name, without the `ViewModel` suffix (`Login`).
    public let name: String
    /// The inputs, in the order given.
    public let inputs: [Member]
    /// The outputs, in the order given.
    public let outputs: [Member]

    /// The view model class's name (`LoginViewModel`).
    public var typeName: String { name + "ViewModel" }

    /// Checks and assembles a specification; `inputs` and `outputs` are the comma-separated lists
    /// of the command line (`email:String,password:String,loginTapped`).
    public init(name rawName: String, inputs: String, outputs: String) throws(GeneratorError) {
        var name = rawName.trimmingSpaces()
        if name.hasSuffix("ViewModel"), name != "ViewModel" { name.removeLast("ViewModel".count) }
        if let problem = SwiftIdentifier.problem(with: name) {
            throw GeneratorError("the view model name `\(rawName)` \(problem); use a type name such as `Login`")
        }
        guard name.first?.isUppercase == true else {
            throw GeneratorError(
                "the view model name `\(rawName)` should start with a capital letter, as Swift type names do: `\(name.prefix(1).uppercased() + name.dropFirst())`"
            )
        }
        self.name = name
        self.inputs = try Self.members(inputs, role: "input")
        self.outputs = try Self.members(outputs, role: "output")
        if self.outputs.isEmpty {
            throw GeneratorError("no outputs: a view model needs at least one, e.g. `--outputs isLoginEnabled:Bool`")
        }
        var seen: Set<String> = ["inputs", "outputs", "disposeBag"]
        for member in self.inputs + self.outputs {
            guard seen.insert(member.name).inserted else {
                throw GeneratorError(
                    "`\(member.name)` is used twice (or clashes with a member every view model has: inputs, outputs, disposeBag); give each input and output its own name"
                )
            }
        }
        try Self.checkGeneratedNames(typeName: typeName, inputs: self.inputs, outputs: self.outputs)
    }

    /// Refuses a spec whose generated code would declare one name twice, or name a type that a
    /// member of the class hides: every name the template generates (relays, methods, outputs, the
    /// members every view model has) is checked against the others and against the types the code
    /// names.
    static func checkGeneratedNames(typeName: String, inputs: [Member], outputs: [Member]) throws(GeneratorError) {
        var members: [String: String] = [
            "inputs": "a member every view model has", "outputs": "a member every view model has",
            "disposeBag": "a member every view model has", "init": "the view model's initializer",
        ]
        var methods: [String: String] = [:]
        func declare(_ name: String, as what: String, isMethod: Bool = false) throws(GeneratorError) {
            if let other = members[name] ?? methods[name] {
                throw GeneratorError(
                    "the generated code would declare `\(name)` twice, as \(other) and as \(what); rename one of them")
            }
            if isMethod { methods[name] = what } else { members[name] = what }
        }
        for input in inputs {
            let names = ViewModelTemplate.names(of: input)
            try declare(names.relay, as: "the relay of input `\(input.name)`")
            // Typed inputs share `didChange`, told apart by their labels.
            let method = String(names.declaration.prefix { $0 != "(" })
            if input.type == nil {
                try declare(method, as: "the method `\(names.declaration)` of input `\(input.name)`", isMethod: true)
            } else if let other = members[method] {
                throw GeneratorError(
                    "the generated code would declare `\(method)` twice, as \(other) and as the method `\(names.declaration)` of input `\(input.name)`; rename one of them"
                )
            } else {
                methods[method] = "the method `\(names.declaration)` of input `\(input.name)`"
            }
        }
        for output in outputs {
            if let method = methods[output.name] {
                throw GeneratorError(
                    "the generated code would declare `\(output.name)` twice, as \(method) and as output `\(output.name)`; rename one of them"
                )
            }
            try declare(output.name, as: "output `\(output.name)`")
        }
        // Inside the class a member hides a type of the same name.
        let generatedTypes = [typeName, typeName + "Inputs", typeName + "Outputs", typeName + "Type"]
        var typeNames = ["Observable", "PublishRelay", "DisposeBag", "Void"] + generatedTypes
        for member in inputs + outputs {
            if let type = member.type { typeNames += type.identifiers }
        }
        for type in typeNames {
            if let member = members[type] ?? methods[type] {
                throw GeneratorError(
                    "the generated code names the type `\(type)` where \(member) would hide it; rename the member")
            }
        }
    }

    /// Splits a command-line list at the commas that are not inside `<>`, `[]` or `()`.
    static func members(_ list: String, role: String) throws(GeneratorError) -> [Member] {
        var items: [String] = []
        var current = ""
        var depth = 0
        for char in list {
            switch char {
            case "<", "[", "(": depth += 1
            case ">", "]", ")": depth -= 1
            default: break
            }
            if char == ",", depth == 0 {
                items.append(current)
                current = ""
            } else {
                current.append(char)
            }
        }
        items.append(current)
        let nonEmpty = items.filter { !$0.trimmingSpaces().isEmpty }
        if nonEmpty.count != items.count, !list.trimmingSpaces().isEmpty {
            throw GeneratorError(
                "the \(role)s `\(list)` have an empty entry (two commas in a row, or a trailing comma)")
        }
        var members: [Member] = []
        for item in nonEmpty { members.append(try Member(parsing: item, role: role)) }
        return members
    }
}

extension String {
    func trimmingSpaces() -> String {
        var slice = Substring(self)
        while slice.first?.isWhitespace == true { slice.removeFirst() }
        while slice.last?.isWhitespace == true { slice.removeLast() }
        return String(slice)
    }
}
