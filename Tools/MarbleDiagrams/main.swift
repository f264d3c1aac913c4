import DocScenarios
import Foundation

// Regenerates the documentation's marble diagrams from the scenarios' recorded runs:
//
//     swift run marble-diagrams            write Docs/IOViewModelGuide.docc/Resources/Diagrams/*.svg
//     swift run marble-diagrams --check    only compare; exit 1 if a committed picture is stale
//
// Nothing is written when a scenario's marble test fails: a picture must show passing behaviour.

let checkOnly = CommandLine.arguments.dropFirst().contains("--check")
let (fresh, failures) = DiagramFiles.render()
guard failures.isEmpty else {
    for failure in failures {
        FileHandle.standardError.write(Data("\(failure.callSite): \(failure.message)\n\n".utf8))
    }
    FileHandle.standardError.write(
        Data("marble-diagrams: \(failures.count) scenario failure(s); nothing written\n".utf8))
    exit(1)
}

let directory = DiagramFiles.directory
let committed = (try? DiagramFiles.committed()) ?? [:]
let stale = fresh.keys.filter { committed[$0] != fresh[$0] }.sorted()
let orphans = committed.keys.filter { fresh[$0] == nil }.sorted()

if checkOnly {
    for name in stale { print("stale: \(name)") }
    for name in orphans { print("no scenario draws: \(name)") }
    if stale.isEmpty && orphans.isEmpty {
        print("marble-diagrams: \(fresh.count) pictures up to date")
        exit(0)
    }
    print("marble-diagrams: run `swift run marble-diagrams` and commit the pictures")
    exit(1)
}

do {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for name in stale {
        try Data(fresh[name, default: ""].utf8).write(to: directory.appendingPathComponent(name))
        print("wrote \(name)")
    }
    for name in orphans {
        try FileManager.default.removeItem(at: directory.appendingPathComponent(name))
        print("removed \(name)")
    }
    print(
        "marble-diagrams: \(fresh.count) pictures in \(directory.path) (\(stale.count) written, \(orphans.count) removed)"
    )
} catch {
    FileHandle.standardError.write(Data("marble-diagrams: \(error)\n".utf8))
    exit(1)
}
