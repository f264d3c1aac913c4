import Foundation
import ViewModelGenerator

// The worker behind the `new-viewmodel` command plugin: the plugin resolves the package's
// targets and folders, this checks the request and writes the files (or refuses, writing nothing).
do throws(GeneratorError) {
    let command = try GeneratorCommand(arguments: Array(CommandLine.arguments.dropFirst()))
    for path in try command.run() {
        print("wrote \(path)")
    }
    print("Next: swift test --filter \(command.spec.typeName)Tests (each test fails until you write its diagram)")
} catch {
    FileHandle.standardError.write(Data("new-viewmodel: \(error.description)\n".utf8))
    exit(1)
}
