import IOViewModel

extension BlockingObservable {
    /// Waits for the sequence to end and returns all its elements.
    ///
    /// - Throws: the sequence's error, or `RxError.timeout`.
    public func toArray() throws -> [Element] {
        try collect().elements()
    }

    /// Waits for the first element and returns it, disposing the subscription; `nil` if the
    /// sequence completes empty.
    ///
    /// - Throws: the sequence's error if it fails first, or `RxError.timeout`.
    public func first() throws -> Element? {
        try collect(limit: 1).elements().first
    }

    /// Waits for the sequence to end and returns its last element; `nil` if it completes empty.
    ///
    /// - Throws: the sequence's error, or `RxError.timeout`.
    public func last() throws -> Element? {
        try collect().elements().last
    }

    /// Waits for the sequence to end and returns its only element.
    ///
    /// - Throws: `RxError.noElements` if it completes empty, `RxError.moreThanOneElement` as soon
    ///   as a second element arrives, the sequence's error, or `RxError.timeout`.
    public func single() throws -> Element {
        try single { _ in true }
    }

    /// Waits for the sequence to end and returns its only element that satisfies `predicate`.
    ///
    /// - Throws: `RxError.noElements` if none does, `RxError.moreThanOneElement` as soon as a
    ///   second one arrives, what `predicate` throws, the sequence's error, or `RxError.timeout`.
    public func single(_ predicate: @escaping (Element) throws -> Bool) throws -> Element {
        let elements = try collect(limit: 2, where: predicate).elements()
        guard elements.count < 2 else { throw RxError.moreThanOneElement }
        guard let element = elements.first else { throw RxError.noElements }
        return element
    }

    /// Waits for the sequence to end and returns how it ended, with its elements; never throws
    /// (a timeout is `.failed` with `RxError.timeout`).
    public func materialize() -> MaterializedSequenceResult<Element> {
        collect()
    }
}

extension MaterializedSequenceResult {
    /// The elements of a completed sequence; throws the error of a failed one.
    func elements() throws -> [T] {
        switch self {
        case .completed(let elements): return elements
        case .failed(_, let error): throw error
        }
    }
}
