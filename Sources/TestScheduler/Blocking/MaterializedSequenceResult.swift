/// How a blocking wait ended, with the elements received before: what
/// ``BlockingObservable/materialize()`` returns.
public enum MaterializedSequenceResult<T> {
    /// The sequence completed after `elements`.
    case completed(elements: [T])
    /// The sequence failed with `error` after `elements`; `RxError.timeout` if the wait timed out.
    case failed(elements: [T], error: any Error)
}
