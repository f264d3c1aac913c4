import IOViewModel

// Left out of the documentation: DocC cannot tell these apart from the observable form, which
// the articles link to, since they differ only in a generic constraint.

extension TestScheduler {
    /// `start` for a trait sequence (a ``Driver``, a ``Signal``, an ``Infallible``): RxTest
    /// takes anything observable-convertible, so `scheduler.start { viewModel.isLoginEnabled }`
    /// records a driver without `asObservable()`.
    @_documentation(visibility: internal)
    public func start<Source: TraitSequenceType>(
        created: TestTime = 100,
        subscribed: TestTime = 200,
        disposed: TestTime = 1000,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        create: @escaping () -> Source
    ) -> TestableObserver<Source.Element> {
        start(
            created: created, subscribed: subscribed, disposed: disposed,
            fileID: fileID, filePath: filePath, line: line, column: column
        ) { create().asObservable() }
    }

    /// `start` for a ``Single``, a ``Maybe`` or a ``Completable``, recorded as its observable:
    /// a success is `.next` and `.completed` at the same time.
    @_documentation(visibility: internal)
    public func start<Source: PrimitiveSequenceType>(
        created: TestTime = 100,
        subscribed: TestTime = 200,
        disposed: TestTime = 1000,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        create: @escaping () -> Source
    ) -> TestableObserver<Source.Element> {
        start(
            created: created, subscribed: subscribed, disposed: disposed,
            fileID: fileID, filePath: filePath, line: line, column: column
        ) { create().primitiveSequence.asObservable() }
    }
}
