import IOViewModel

extension TestScheduler {
    /// RxTest's `start(_:)`, for a factory passed by name (`scheduler.start(factory)`): the same
    /// run as ``start(created:subscribed:disposed:fileID:filePath:line:column:create:)`` at its
    /// default times, 100, 200 and 1000, for any sequence that converts to an observable.
    public func start<Source: ObservableConvertibleType>(
        _ create: @escaping () -> Source,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> TestableObserver<Source.Element> {
        start(fileID: fileID, filePath: filePath, line: line, column: column) { create().asObservable() }
    }
}
