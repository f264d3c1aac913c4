/// `closure` with `object` held weakly as its first argument: called while `object` is alive, a
/// no-op once it is gone. What the `subscribe(with:...)` forms hand each of their closures to, in
/// place of a `[weak self]` in every caller.
@inlinable
func weaklyBound<Object: AnyObject, Value>(
    _ object: Object, _ closure: ((Object, Value) -> Void)?
) -> ((Value) -> Void)? {
    closure.map { closure in { [weak object] value in object.map { closure($0, value) } } }
}

/// `weaklyBound(_:_:)` for a closure that receives only `object`.
@inlinable
func weaklyBound<Object: AnyObject>(_ object: Object, _ closure: ((Object) -> Void)?) -> (() -> Void)? {
    closure.map { closure in { [weak object] in object.map(closure) } }
}
