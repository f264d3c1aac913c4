import DocScenarios
import Testing

/// The documentation's pictures are drawn from these marble tests: each runs here through the real
/// harness, and its committed picture must be what a fresh run draws.
@Suite struct DocScenariosTests {
    @Test(arguments: Scenario.all.map(\.name))
    func scenarioBehavesAsItsDiagramsSay(_ name: String) throws {
        let scenario = try #require(Scenario.all.first { $0.name == name })
        let recording = scenario.run()
        #expect(recording.lanes.count >= scenario.lanes.count)
    }

    @Test func scenarioNamesAreUnique() {
        let names = Scenario.all.map(\.name)
        #expect(Set(names).count == names.count)
    }

    @Test func committedPicturesAreAFreshRendering() throws {
        let (fresh, failures) = DiagramFiles.render()
        #expect(failures.isEmpty, "a scenario fails; see scenarioBehavesAsItsDiagramsSay")
        let committed = try DiagramFiles.committed()
        for name in fresh.keys.sorted() {
            #expect(committed[name] == fresh[name], "\(name) is stale: run `swift run marble-diagrams` and commit it")
        }
        let orphans = committed.keys.filter { fresh[$0] == nil }.sorted()
        #expect(orphans.isEmpty, "no scenario draws \(orphans); run `swift run marble-diagrams` to remove them")
    }
}
