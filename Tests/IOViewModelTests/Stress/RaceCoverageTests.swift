import Testing

/// The race harness covers every public operator: the list comes from the sources, so a new
/// operator fails this test until it has a race case.
@Suite("Race harness coverage")
struct RaceCoverageTests {
    @Test func everyPublicOperatorHasARaceCase() throws {
        let operators = try PublicOperatorScanner.scan()
        let covered = Set(RaceCases.all.flatMap(\.keys))
        let missing = operators.keys.filter { !covered.contains($0) }.sorted()
        #expect(
            missing.isEmpty,
            """
            public operators with no race case; add a RaceCase to Tests/IOViewModelTests/Stress/RaceCases+*.swift: \
            \(missing.map { "\($0) (\(operators[$0] ?? ""))" }.joined(separator: ", "))
            """)
        let stale = covered.subtracting(operators.keys).sorted()
        #expect(stale.isEmpty, "race cases for operators the sources no longer declare: \(stale.joined(separator: ", "))")
        // The scan itself works: it sees the operators everybody knows, on each receiver kind.
        for known in ["Observable.map", "Observable.flatMapLatest", "Observable.subscribe", "Infallible.map",
                      "TraitSequence.take", "SharedSequence.flatMap", "PrimitiveSequence.map", "Maybe.ifEmpty",
                      "Completable.andThen", "PrimitiveSequence.timeout", "Driver.asDriver", "Signal.asSignal"] {
            #expect(operators[known] != nil, "the scan missed \(known)")
        }
        let keys = Array(RaceCases.all.flatMap(\.keys))
        #expect(keys.count == Set(keys).count, "an operator appears in two race cases")
    }

    @Test func theScanReadsDeclarationsTheWayTheFormatterWritesThem() {
        let source = #"""
            // extension ObservableType { public func commented() -> Observable<Element> {} }
            extension ObservableType {
                /// public func inDocComment() -> Observable<Element>
                @inlinable
                public func multiLine<Result>(
                    _ transform: @escaping (Element) -> Result
                ) -> Observable<Result> where Result: Sendable {
                    let text = "public func inString() -> Observable<Int> {"
                }

                public func subscribe(onNext: ((Element) -> Void)? = nil) -> any Disposable {}
                public func subscribe(on scheduler: some ImmediateSchedulerType) -> Observable<Element> {}
                func internalOne() -> Observable<Element> {}
                public static func staticOne() -> Observable<Element> {}
            }

            extension PrimitiveSequenceType where Trait == SingleTrait {
                public func onSingle() -> Single<Element> {}
            }

            extension SharedSequence where SharingStrategy == DriverSharingStrategy {
                public func drive() -> any Disposable {}
                public func onDriver() -> Driver<Element> {}
            }

            extension TraitSequenceType {
                public func sameType() -> Self {}
            }

            extension DisposeBag {
                public func notASequence() -> Observable<Int> {}
            }
            """#
        let found = PublicOperatorScanner.operators(inSource: source).map(\.0)
        #expect(found == [
            "Observable.multiLine", "Observable.subscribe", "Observable.staticOne", "Single.onSingle",
            "Driver.onDriver", "TraitSequence.sameType",
        ])
    }
}
