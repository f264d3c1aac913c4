import IOViewModel
@_spi(Reflection) import Swift

/// The view model an exhaustive marble test owns, and the outputs found in it by reflection.
@usableFromInline
final class OwnedViewModel {
    /// An output found in the view model: its property's name, its identity (the observable
    /// behind it) and the value, which the test watches when it neither expects nor ignores it.
    struct Output {
        let name: String
        let identity: ObjectIdentifier
        let value: any ReflectedOutput

        /// How `test` watches it when it neither expects nor ignores it.
        func watch(_ test: MarbleTest, _ callSite: CallSite) -> MarbleTest.Output {
            value.watch(named: name, in: test, at: callSite)
        }

        /// How a property run watches it when it neither reads nor ignores it.
        func watchInRun(_ run: PropertyRun) {
            value.watch(named: name, in: run)
        }
    }

    /// Held until the run ends.
    let viewModel: AnyObject
    let outputs: [Output]

    init(_ viewModel: AnyObject) {
        self.viewModel = viewModel
        outputs = Self.outputs(of: viewModel)
    }

    /// The stored properties of `viewModel` (and of its superclasses) that are outputs: values of
    /// a type that conforms to ``ReflectedOutput`` and says it is one. A property seen twice (an
    /// output stored under two names) is watched once, under its first name.
    ///
    /// Which properties those are is read once per type (``OutputFields``); each view model's
    /// values are then read at their offsets. A type whose properties the runtime cannot list so,
    /// or that has a property whose type alone does not tell whether it holds an output (an
    /// optional, an existential), is read with a `Mirror` every time.
    static func outputs(of viewModel: AnyObject) -> [Output] {
        guard case .fields(let fields) = OutputFields.of(type(of: viewModel)) else { return mirrored(viewModel) }
        var found: [Output] = []
        found.reserveCapacity(fields.count)
        let base = UnsafeRawPointer(Unmanaged.passUnretained(viewModel).toOpaque())
        withExtendedLifetime(viewModel) {
            for field in fields {
                let output = field.type.read(at: base + field.offset)
                guard let identity = output.outputIdentity, !found.contains(where: { $0.identity == identity })
                else { continue }
                found.append(Output(name: field.name, identity: identity, value: output))
            }
        }
        return found
    }

    /// ``outputs(of:)`` read with a `Mirror`.
    static func mirrored(_ viewModel: AnyObject) -> [Output] {
        var found: [Output] = []
        var mirror: Mirror? = Mirror(reflecting: viewModel)
        var levels: [Mirror] = []
        while let current = mirror {
            levels.append(current)
            mirror = current.superclassMirror
        }
        // The base class's properties first: declaration order, as `init` usually sets them.
        for level in levels.reversed() {
            for child in level.children {
                guard let name = child.label, let output = child.value as? any ReflectedOutput,
                    let identity = output.outputIdentity, !found.contains(where: { $0.identity == identity })
                else { continue }
                found.append(Output(name: name, identity: identity, value: output))
            }
        }
        return found
    }

    static func stillAliveMessage(_ typeName: String) -> String {
        "TestScheduler.marbles: " + stillAlive(typeName, after: "the test")
    }

    /// Why a view model `holder` let go of is still alive, in words.
    static func stillAlive(_ typeName: String, after holder: String) -> String {
        """
        the view model (\(typeName)) is still alive after \(holder) let go of it: something \
        else holds it. Most often it is a retain cycle through its own subscriptions: a closure given to \
        subscribe, map, flatMap or drive that captures self strongly, kept alive by the view model's own dispose \
        bag. Capture [weak self] or [unowned self] there, or build the outputs from the inputs' streams without \
        self. (A view model kept in a global or a static property is held too.)
        """
    }
}

/// A value a view model can store as an output, which an exhaustive marble test watches.
protocol ReflectedOutput {
    /// The value stored at `pointer`, a property of this type in a live view model.
    static func read(at pointer: UnsafeRawPointer) -> any ReflectedOutput
    /// The identity of the observable behind the output, the one `expect` receives; `nil` when
    /// the value is not an output (a subject, which is an input).
    var outputIdentity: ObjectIdentifier? { get }
    /// How `test` watches this output, named `name`, when it neither expects nor ignores it.
    func watch(named name: String, in test: MarbleTest, at callSite: CallSite) -> MarbleTest.Output
    /// Has `run` watch this output, named `name`, when it neither reads nor ignores it.
    func watch(named name: String, in run: PropertyRun)
}

extension ReflectedOutput {
    static func read(at pointer: UnsafeRawPointer) -> any ReflectedOutput {
        pointer.load(as: Self.self)
    }
}

/// A view model a test has let go of, held weakly: whether something else still holds it.
final class ReleasedViewModel {
    weak var object: AnyObject?
    let typeName: String

    init(_ object: AnyObject) {
        self.object = object
        typeName = String(describing: type(of: object))
    }
}

extension Observable: ReflectedOutput {
    var outputIdentity: ObjectIdentifier? {
        OutputFields.isSubject(type(of: self)) ? nil : ObjectIdentifier(self)
    }

    func watch(named name: String, in test: MarbleTest, at callSite: CallSite) -> MarbleTest.Output {
        test.watch(self, named: name, at: callSite)
    }

    func watch(named name: String, in run: PropertyRun) {
        run.watchUnasserted(self, named: name)
    }
}

extension SharedSequence: ReflectedOutput {
    var outputIdentity: ObjectIdentifier? { ObjectIdentifier(asObservable()) }

    func watch(named name: String, in test: MarbleTest, at callSite: CallSite) -> MarbleTest.Output {
        test.watch(asObservable(), named: name, at: callSite)
    }

    func watch(named name: String, in run: PropertyRun) {
        run.watchUnasserted(asObservable(), named: name)
    }
}

extension Infallible: ReflectedOutput {
    var outputIdentity: ObjectIdentifier? { ObjectIdentifier(asObservable()) }

    func watch(named name: String, in test: MarbleTest, at callSite: CallSite) -> MarbleTest.Output {
        test.watch(asObservable(), named: name, at: callSite)
    }

    func watch(named name: String, in run: PropertyRun) {
        run.watchUnasserted(asObservable(), named: name)
    }
}

extension PrimitiveSequence: ReflectedOutput {
    var outputIdentity: ObjectIdentifier? { ObjectIdentifier(asObservable()) }

    func watch(named name: String, in test: MarbleTest, at callSite: CallSite) -> MarbleTest.Output {
        test.watch(asObservable(), named: name, at: callSite)
    }

    func watch(named name: String, in run: PropertyRun) {
        run.watchUnasserted(asObservable(), named: name)
    }
}
