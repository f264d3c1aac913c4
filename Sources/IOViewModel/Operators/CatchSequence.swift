extension Observable {
    /// Subscribes to each sequence of `sequence` in turn, moving to the next when one fails.
    ///
    /// The sequences are taken from `sequence` lazily, one per failure, anew for each subscription.
    ///
    /// - Emits: the elements of each sequence while it runs.
    /// - Completes: when a sequence completes, or at once if `sequence` is empty.
    /// - Errors: with the last sequence's error, when every sequence has failed.
    public static func `catch`<Sources: Sequence>(sequence: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        deferred {
            var sources = sequence.makeIterator()
            func next(after failure: (any Error)?) -> Observable<Element> {
                guard let source = sources.next() else {
                    return failure.map { .error($0) } ?? .empty()
                }
                return source.catch { error in next(after: error) }
            }
            return next(after: nil)
        }
    }
}
