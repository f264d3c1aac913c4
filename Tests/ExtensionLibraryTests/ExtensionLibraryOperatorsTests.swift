import ExtensionLibraryStandIn
import IOViewModel
import Testing
import TestScheduler

/// A module that declares `not()`, `elements()` or `errors()` on `ObservableType` (a community
/// extension library built as a module, as RxSwiftExt is), imported beside `IOViewModel`: each call
/// compiles, with no ambiguity, and resolves to that module's operator, as it does with RxSwift,
/// which has none of the three. (Each operator is called by one test only, so the counts are
/// exact while the tests run in parallel.)
@Suite struct ExtensionLibraryOperatorsTests {
    private struct Failure: Error, Equatable {}

    @Test func notResolvesToTheImportedLibrarysOperator() {
        let before = ExtensionLibraryCalls.count("not")
        let scheduler = TestScheduler()
        scheduler.validate(
                      "^tf-|", values: ["t": true, "f": false],
            { $0.not() },
            expected: "-ft-|", values: ["t": true, "f": false], frame: 10)
        #expect(ExtensionLibraryCalls.count("not") == before + 1)
    }

    @Test func elementsResolvesToTheImportedLibrarysOperator() {
        let before = ExtensionLibraryCalls.count("elements")
        let scheduler = TestScheduler()
        scheduler.validate(
                      "^1-2-#", values: ["1": 1, "2": 2], error: Failure(),
            { $0.materialize().elements() },
            expected: "-1-2-|", values: ["1": 1, "2": 2], frame: 10)
        #expect(ExtensionLibraryCalls.count("elements") == before + 1)
    }

    @Test func errorsResolvesToTheImportedLibrarysOperator() {
        let before = ExtensionLibraryCalls.count("errors")
        let scheduler = TestScheduler()
        let observer = scheduler.createObserver(Bool.self)
        let source = scheduler.createColdObservable([.next(10, 1), .error(20, Failure())])
        let subscription = source.asObservable().materialize().errors()
            .map { $0 is Failure }
            .subscribe(observer)
        scheduler.start()
        #expect(observer.events == [.next(20, true), .completed(20)])
        #expect(ExtensionLibraryCalls.count("errors") == before + 1)
        subscription.dispose()
    }
}
