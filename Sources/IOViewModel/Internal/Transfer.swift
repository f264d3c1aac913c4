/// Carries a non-`Sendable` value to another thread that takes it over.
///
/// Used only where the library hands an action to exactly one other thread and the sending side
/// never touches it again (a dispatch-queue scheduler), or where the event grammar already
/// serializes every access (one observer, one event at a time).
@usableFromInline
struct Transfer<Value>: @unchecked Sendable {
    @usableFromInline
    let value: Value

    @inlinable
    init(_ value: Value) {
        self.value = value
    }
}
