/// The race harness's registry: every public operator of the library mapped to the stress case
/// that runs it (`RaceCoverageTests` fails naming any operator missing here).
enum RaceCases {
    static let all: [RaceCase] =
        observableTransforming + observableFiltering + observableCombining + observableErrorsAndTime
        + observableSharing + observableCreating + observableConverting + infallible + traitSequence
        + sharedSequence + primitiveSequence + single + maybe + completable
}
