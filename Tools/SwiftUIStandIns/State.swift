// Linux only: on Apple platforms the real frameworks are used, and this module is empty.
#if os(Linux)
/// SwiftUI's `Binding`.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void
    /// Creates a binding with closures that read and write the binding value.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }
    /// The underlying value referenced by the binding variable.
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }
    /// Returns a binding to the resulting value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            get: { self.wrappedValue[keyPath: keyPath] },
            set: { newValue in
                var value = self.wrappedValue
                value[keyPath: keyPath] = newValue
                self.wrappedValue = value
            })
    }
}

/// SwiftUI's `State`.
@propertyWrapper
public struct State<Value> {
    private final class Storage {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
    private let storage: Storage
    /// Creates a state property that stores an initial value.
    public init(wrappedValue value: Value) { storage = Storage(value) }
    /// The underlying value referenced by the state variable.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }
    /// A binding to the state value.
    public var projectedValue: Binding<Value> {
        Binding(get: { self.storage.value }, set: { self.storage.value = $0 })
    }
}
#endif
