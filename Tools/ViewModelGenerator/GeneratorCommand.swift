import Foundation

/// The generator's command line, as the `new-viewmodel` plugin passes it on:
///
/// ```
/// ioviewmodel-generate Login --inputs email:String,loginTapped --outputs isLoginEnabled:Bool \
///     --module App --source-dir Sources/App --test-module AppTests --test-dir Tests/AppTests
/// ```
///
/// It checks everything before it writes anything, and writes nothing when a file is already
/// there: a refusal leaves the package exactly as it was.
public struct GeneratorCommand: Equatable, Sendable {
    /// What to generate.
    public let spec: ViewModelSpec
    /// The module the view model goes into (the test imports it).
    public let module: String
    /// The folder of that module's sources.
    public let sourceDirectory: String
    /// The folder of the test target that gets the marble test.
    public let testDirectory: String

    /// The usage text printed with every argument error.
    public static let usage = """
        usage: swift package --allow-writing-to-package-directory new-viewmodel <Name> \
        --inputs name:Type,event,... --outputs name:Type,... [--target <Target>]
        An input or output without a type is a Void event. Example:
          swift package --allow-writing-to-package-directory new-viewmodel Login \
        --inputs email:String,password:String,loginTapped --outputs isLoginEnabled:Bool,errorMessage:String
        """

    /// Parses the tool's arguments (without the program name).
    public init(arguments: [String]) throws(GeneratorError) {
        var options: [String: String] = [:]
        var positional: [String] = []
        var index = 0
        let known: Set<String> = ["--inputs", "--outputs", "--module", "--source-dir", "--test-dir"]
        while index < arguments.count {
            let argument = arguments[index]
            if argument.hasPrefix("--") {
                let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
                let option = parts[0]
                guard known.contains(option) else {
                    throw GeneratorError("unknown option `\(option)`\n\(Self.usage)")
                }
                guard options[option] == nil else { throw GeneratorError("`\(option)` is given twice") }
                if parts.count == 2 {
                    options[option] = parts[1]
                } else {
                    guard index + 1 < arguments.count else {
                        throw GeneratorError("`\(option)` needs a value\n\(Self.usage)")
                    }
                    index += 1
                    options[option] = arguments[index]
                }
            } else {
                positional.append(argument)
            }
            index += 1
        }
        guard positional.count == 1 else {
            throw GeneratorError(
                positional.isEmpty
                    ? "give the view model's name, e.g. `Login`\n\(Self.usage)"
                    : "one view model at a time: got \(positional.map { "`\($0)`" }.joined(separator: ", "))\n\(Self.usage)"
            )
        }
        for required in ["--module", "--source-dir", "--test-dir"] where options[required] == nil {
            throw GeneratorError("`\(required)` is missing (the new-viewmodel plugin passes it)")
        }
        spec = try ViewModelSpec(
            name: positional[0], inputs: options["--inputs"] ?? "", outputs: options["--outputs"] ?? "")
        module = options["--module"]!
        sourceDirectory = options["--source-dir"]!
        testDirectory = options["--test-dir"]!
    }

    /// The files to write: the view model and its marble test.
    public func files() -> [(path: String, contents: String)] {
        [
            (sourceDirectory + "/" + spec.typeName + ".swift", ViewModelTemplate(spec: spec).render()),
            (
                testDirectory + "/" + spec.typeName + "Tests.swift",
                ViewModelTestTemplate(spec: spec, module: module).render()
            ),
        ]
    }

    /// Writes the files, or throws without writing any when one is already there or a folder is
    /// missing. Each file is written to a temporary name and moved into place, so a failure never
    /// leaves half a file. Returns the paths written.
    @discardableResult
    public func run(fileManager: FileManager = .default) throws(GeneratorError) -> [String] {
        let files = files()
        for file in files {
            if fileManager.fileExists(atPath: file.path) {
                throw GeneratorError(
                    "\(file.path) already exists; nothing was written. Choose another name, or move that file away first"
                )
            }
            let folder = (file.path as NSString).deletingLastPathComponent
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw GeneratorError("the folder \(folder) does not exist; nothing was written")
            }
        }
        var written: [String] = []
        for file in files {
            do {
                try Data(file.contents.utf8).write(to: URL(fileURLWithPath: file.path), options: .atomic)
                written.append(file.path)
            } catch {
                for path in written { try? fileManager.removeItem(atPath: path) }
                throw GeneratorError(
                    "could not write \(file.path): \(error.localizedDescription); nothing was left behind")
            }
        }
        return written
    }
}
