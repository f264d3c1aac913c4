import IOViewModel
@_spi(Reflection) import Swift

/// Where a view model type stores its outputs, read once per type: the stored properties (its
/// superclasses' first) whose declared type is an output type, with their offsets in an
/// instance, so that an exhaustive test reads each view model's outputs without a `Mirror`.
enum OutputFields {
    /// A stored property whose type is an output type.
    struct Field {
        let name: String
        /// Its offset from the start of the instance, in bytes.
        let offset: Int
        let type: any ReflectedOutput.Type
    }

    /// Fields at offsets, or `mirror` when a `Mirror` must read each instance: the runtime cannot
    /// list the type's properties, or a property's type does not tell whether its value is an
    /// output (an optional or an existential may hold one, as `Mirror`'s casts find).
    case fields([Field])
    case mirror

    // IOViewModel's `Lock`, not `Mutex`: the thread sanitizer cannot see `Mutex`'s contended path
    // on Linux, and parallel tests make view models at once.
    private static let cache = Lock<[ObjectIdentifier: OutputFields]>([:])

    /// Which classes of observables are subjects, by class.
    private static let subjects = Lock<[ObjectIdentifier: Bool]>([:])

    /// Whether instances of `type` are subjects (inputs, never outputs): a cast to the protocol,
    /// made once per class, as a test asks it of every output of every view model it owns.
    static func isSubject(_ type: AnyObject.Type) -> Bool {
        let key = ObjectIdentifier(type)
        if let known = subjects.withLock({ $0[key] }) { return known }
        let isSubject = type is any SubjectType.Type
        subjects.withLock { $0[key] = isSubject }
        return isSubject
    }

    /// The output fields of `type`, read on its first use.
    static func of(_ type: AnyObject.Type) -> OutputFields {
        let key = ObjectIdentifier(type)
        if let known = cache.withLock({ $0[key] }) { return known }
        let read = reading(type)
        cache.withLock { $0[key] = read }
        return read
    }

    /// Lists `type`'s stored properties.
    private static func reading(_ type: AnyObject.Type) -> OutputFields {
        var fields: [Field] = []
        var needsMirror = false
        // `.classType`, spelled by its value: the standard library declares it a `static var`,
        // which strict concurrency checking does not let a reader touch.
        let classType = _EachFieldOptions(rawValue: 1 << 0)
        let listed = _forEachField(of: type, options: classType) { name, offset, fieldType, kind in
            switch kind {
            case .optional, .existential, .opaque, .unknown:
                needsMirror = true
                return false
            default:
                break
            }
            if let output = fieldType as? any ReflectedOutput.Type {
                fields.append(Field(name: String(cString: name), offset: offset, type: output))
            }
            return true
        }
        return listed && !needsMirror ? .fields(fields) : .mirror
    }
}
