import Foundation
import Testing
import ViewModelGenerator

/// The command writes both files or none, and never overwrites.
@Suite struct GeneratorCommandTests {
    /// A fresh folder with a source and a test folder inside.
    func scratch() throws -> (root: URL, sources: String, tests: String) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("generator-\(UUID().uuidString)")
        let sources = root.appendingPathComponent("Sources/App").path
        let tests = root.appendingPathComponent("Tests/AppTests").path
        try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: tests, withIntermediateDirectories: true)
        return (root, sources, tests)
    }

    func command(_ sources: String, _ tests: String, name: String = "Login") throws -> GeneratorCommand {
        try GeneratorCommand(arguments: [
            name, "--inputs", "email:String,password:String,loginTapped", "--outputs",
            "isLoginEnabled:Bool,errorMessage:String", "--module", "App", "--source-dir", sources, "--test-dir", tests,
        ])
    }

    @Test func writesTheViewModelAndItsTest() throws {
        let (root, sources, tests) = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let written = try command(sources, tests).run()
        #expect(written == [sources + "/LoginViewModel.swift", tests + "/LoginViewModelTests.swift"])
        let viewModel = try String(contentsOfFile: written[0], encoding: .utf8)
        #expect(viewModel == ViewModelTemplate(spec: try command(sources, tests).spec).render())
    }

    @Test func refusesToOverwriteAndLeavesBothFilesAsTheyWere() throws {
        let (root, sources, tests) = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let testPath = tests + "/LoginViewModelTests.swift"
        try "// mine\n".write(toFile: testPath, atomically: true, encoding: .utf8)
        #expect(throws: GeneratorError("\(testPath) already exists; nothing was written. Choose another name, or move that file away first")) {
            try command(sources, tests).run()
        }
        #expect(!FileManager.default.fileExists(atPath: sources + "/LoginViewModel.swift"))
        #expect(try String(contentsOfFile: testPath, encoding: .utf8) == "// mine\n")
    }

    @Test func aMissingTestFolderWritesNothing() throws {
        let (root, sources, _) = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let missing = root.appendingPathComponent("Tests/Nowhere").path
        #expect(throws: GeneratorError("the folder \(missing) does not exist; nothing was written")) {
            try command(sources, missing).run()
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: sources).isEmpty)
    }

    @Test func argumentMistakesAreExplained() {
        func message(_ arguments: [String]) -> String {
            do throws(GeneratorError) {
                _ = try GeneratorCommand(arguments: arguments)
                return "accepted"
            } catch {
                return error.description
            }
        }
        let paths = ["--module", "App", "--source-dir", "/s", "--test-dir", "/t"]
        #expect(message(["--outputs", "a:Int"] + paths).hasPrefix("give the view model's name"))
        #expect(message(["Login", "Signup", "--outputs", "a:Int"] + paths).hasPrefix("one view model at a time"))
        #expect(message(["Login", "--output", "a:Int"] + paths).hasPrefix("unknown option `--output`"))
        #expect(message(["Login", "--outputs"]).hasPrefix("`--outputs` needs a value"))
        #expect(message(["Login", "--outputs", "a:Int"]) == "`--module` is missing (the new-viewmodel plugin passes it)")
        #expect(message(["Login", "--outputs=a:Int"] + paths) == "accepted")
    }
}
