extension PrimitiveSequence where Trait == SingleTrait, Element: Sendable {
    /// A single whose subscriptions each run the `async` closure `work` in a new task.
    ///
    /// Disposing the subscription cancels the task, so a `try await` that honours cancellation
    /// inside `work` throws and the task ends; its outcome is then dropped. `detached` runs the
    /// work in a detached task (no inherited actor or task-locals), `priority` sets the task's
    /// priority. In a test scheduler's run the task runs on the scheduler, in virtual time (the
    /// guide's "Testing Async View Models"); `fileID` and `line` name the call in its diagnoses.
    ///
    /// ```swift
    /// let user = Single<User>.create { try await api.currentUser() }
    /// ```
    ///
    /// - Emits: what `work` returns, from the task, when it returns.
    /// - Completes: right after that element.
    /// - Errors: with the error `work` throws.
    @_disfavoredOverload
    public static func create(
        detached: Bool = false,
        priority: TaskPriority? = nil,
        fileID: String = #fileID, line: UInt = #line,
        work: @escaping @Sendable @isolated(any) () async throws -> Element
    ) -> Single<Element> {
        Single(
            raw: Observable.create { observer in
                startResultTask(
                    "Single.create", observer, fileID: fileID, line: line, priority: priority, detached: detached, work)
            })
    }

    /// Subscribes, waits for the outcome and returns the element.
    ///
    /// - Throws: the single's error; `CancellationError` if the awaiting task is cancelled first
    ///   (the subscription is then disposed at once).
    public var value: Element {
        get async throws {
            try await source.awaitFirst()
        }
    }
}

extension PrimitiveSequence where Trait == MaybeTrait, Element: Sendable {
    /// Subscribes, waits for the outcome and returns the element, or `nil` for an empty end.
    ///
    /// - Throws: the maybe's error; `CancellationError` if the awaiting task is cancelled first
    ///   (the subscription is then disposed at once).
    public var value: Element? {
        get async throws {
            try await source.map { Optional($0) }.ifEmpty(default: nil).awaitFirst()
        }
    }
}

extension PrimitiveSequence where Trait == CompletableTrait, Element == Never {
    /// Subscribes and waits until the completable completes.
    ///
    /// - Throws: the completable's error; `CancellationError` if the awaiting task is cancelled
    ///   first (the subscription is then disposed at once).
    public var value: Void {
        get async throws {
            try await source.terminalEvents(as: Void.self).ifEmpty(default: ()).awaitFirst()
        }
    }
}
