extension Observable {
    /// Emits the elements of `asyncSequence`, iterated in a new task for each subscription.
    ///
    /// Disposing the subscription cancels the task; a sequence that honours cancellation (as
    /// `AsyncStream` does) then ends its iteration, so the task does not outlive the subscription.
    /// Nothing is delivered after `dispose()` returns.
    ///
    /// - Emits: each element as the sequence produces it, on the task's thread.
    /// - Completes: when the iteration ends.
    /// - Errors: when the iteration throws.
    public static func from<Source: AsyncSequence & Sendable>(
        _ asyncSequence: Source, fileID: String = #fileID, line: UInt = #line
    ) -> Observable<Element>
    where Source.Element == Element {
        from(asyncSequence, priority: nil, fileID: fileID, line: line)
    }

    /// Emits the elements of `asyncSequence`, iterated in a new task of priority `priority` (the
    /// caller's when `nil`) for each subscription; otherwise as ``from(_:fileID:line:)``.
    ///
    /// - Emits: each element as the sequence produces it, on the task's thread.
    /// - Completes: when the iteration ends.
    /// - Errors: when the iteration throws.
    public static func from<Source: AsyncSequence & Sendable>(
        _ asyncSequence: Source, priority: TaskPriority?, fileID: String = #fileID, line: UInt = #line
    ) -> Observable<Element> where Source.Element == Element {
        Observable.create { observer in
            let feed = Transfer(observer)
            return startBridgeTask(
                "Observable.from(asyncSequence)", fileID: fileID, line: line, priority: priority, isolation: nil
            ) {
                // The task is the only user of the observer: events are sent one at a time.
                await sendingCompletion(to: { feed.value.on($0) }) {
                    guard let hosted = HostedTask.current else {
                        for try await element in asyncSequence {
                            feed.value.onNext(element)
                        }
                        return
                    }
                    // On a host (a test scheduler), the task is marked as waiting on its sequence
                    // only while it waits for an element, which the host can then tell apart.
                    var elements = asyncSequence.makeAsyncIterator()
                    while let element = try await hosted.awaitingElement({ try await elements.next() }) {
                        feed.value.onNext(element)
                    }
                }
            }
        }
    }
}

extension AsyncSequence where Self: Sendable {
    /// This async sequence as an ``Observable``: the same as ``Observable/from(_:fileID:line:)``.
    ///
    /// - Emits: each element as the sequence produces it, on the iterating task's thread.
    /// - Completes: when the iteration ends.
    /// - Errors: when the iteration throws.
    public func asObservable(fileID: String = #fileID, line: UInt = #line) -> Observable<Element> {
        Observable.from(self, fileID: fileID, line: line)
    }

    /// This async sequence as an ``Observable``, iterated in a task of priority `priority` (the
    /// caller's when `nil`): the same as ``Observable/from(_:priority:fileID:line:)``.
    ///
    /// - Emits: each element as the sequence produces it, on the iterating task's thread.
    /// - Completes: when the iteration ends.
    /// - Errors: when the iteration throws.
    public func asObservable(
        priority: TaskPriority?, fileID: String = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        Observable.from(self, priority: priority, fileID: fileID, line: line)
    }
}
