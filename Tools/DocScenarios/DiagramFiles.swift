import Foundation
import TestScheduler

/// The committed pictures: where they live and what they should contain.
public enum DiagramFiles {
    /// `Docs/IOViewModelGuide.docc/Resources/Diagrams` in this checkout, found from this source
    /// file's path, so the tool and the tests agree wherever they are run from.
    public static let directory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // DocScenarios
        .deletingLastPathComponent()  // Tools
        .deletingLastPathComponent()  // the package
        .appendingPathComponent("Docs/IOViewModelGuide.docc/Resources/Diagrams")

    /// A fresh rendering of every scenario, by file name (`signin-email.svg`), with the failures
    /// its marble tests reported (none when every scenario behaves as its diagrams say).
    public static func render(
        _ scenarios: [Scenario] = Scenario.all
    ) -> (files: [String: String], failures: [TestFailure]) {
        var files: [String: String] = [:]
        let failures = TestFailureReporting.captureFailures {
            for scenario in scenarios {
                files[scenario.name + ".svg"] = MarbleSVG.render(scenario.run())
            }
        }
        return (files, failures)
    }

    /// The `.svg` files in ``directory``, by file name.
    public static func committed() throws -> [String: String] {
        var files: [String: String] = [:]
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        for name in names where name.hasSuffix(".svg") {
            files[name] = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
        }
        return files
    }
}
