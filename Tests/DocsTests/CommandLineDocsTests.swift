import DemoKit
import Testing
import ViewModelGenerator

/// The command lines the documentation quotes are the programs' own: the generator's usage, the
/// demo's usage, and the demo's scripted transcripts, as they run.
@Suite struct CommandLineDocsTests {
    static let generatorArticle = "Docs/IOViewModelGuide.docc/GeneratingAViewModel.md"
    static let demoArticle = "Tools/DemoKit/DemoKit.docc/DemoKit.md"

    @Test func theGeneratorArticleQuotesItsUsage() throws {
        let blocks = CodeBlock.all(in: try Repository.read(Self.generatorArticle), file: Self.generatorArticle)
        #expect(blocks.contains { $0.language == "text" && $0.text == GeneratorCommand.usage })
    }

    @Test func theDemoArticleQuotesItsUsageAndRealTranscripts() throws {
        let blocks = CodeBlock.all(in: try Repository.read(Self.demoArticle), file: Self.demoArticle)
        #expect(blocks.contains { $0.language == "text" && $0.text == DemoCommandLine.usage })
        let scripts = blocks.filter { $0.language == "sh" }
        let transcripts = blocks.filter { $0.language == "text" && $0.text != DemoCommandLine.usage }
        try #require(scripts.count == 2 && transcripts.count == 2)

        let signin = SigninScriptedSession().run(try Self.commands(of: scripts[0].text))
        #expect(signin.errors.isEmpty)
        #expect(signin.transcript == transcripts[0].lines)
        // The sign-up transcript is quoted from its `tap` on.
        let signup = SignupScriptedSession().run(try Self.commands(of: scripts[1].text))
        #expect(signup.errors.isEmpty)
        #expect(Array(signup.transcript.suffix(transcripts[1].lines.count)) == transcripts[1].lines)
        #expect(transcripts[1].lines.first == "> tap")
    }

    /// The lines of `printf '...' | swift run demo`.
    static func commands(of command: String) throws -> [String] {
        let start = try #require(command.range(of: "printf '")).upperBound
        let end = try #require(command[start...].firstIndex(of: "'"))
        return command[start..<end].components(separatedBy: "\\n").filter { !$0.isEmpty }
    }
}
