import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory new-viewmodel Login --inputs ... --outputs ...`
///
/// Finds the target to write into (`--target`, else the package's only regular target, or the
/// only one with a `<Target>Tests` test target) and its test target (`<Target>Tests`, or the
/// first test target that depends on it), checks that the test target can import
/// `TestScheduler`, and hands the rest to `NewViewModelTool`, which writes the view model and its
/// marble test or refuses, writing nothing.
///
/// A test target declared in `Package.swift` whose folder has no Swift file yet is one SwiftPM
/// leaves out of the package: the plugin creates its folder (`Tests/<Target>Tests`) when needed
/// and the marble test becomes its first file. A test target not declared at all is refused
/// with the lines to add, naming IOViewModel's package as this package's manifest must.
@main
struct NewViewModelPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let remaining = extractor.remainingArguments
        let package = context.package

        let sources = package.targets.compactMap { $0 as? SwiftSourceModuleTarget }
        let manifest = package.directoryURL.appendingPathComponent("Package.swift")
        let manifestText = (try? String(contentsOf: manifest, encoding: .utf8)) ?? ""
        // A test target SwiftPM left out (its folder has no Swift file yet) is still in the manifest.
        let declaresTests: (String) -> Bool = { name in
            sources.contains { $0.kind == .test && $0.name == name + "Tests" }
                || manifestText.contains("\"\(name)Tests\"")
        }
        let regular = sources.filter { $0.kind == .generic || $0.kind == .executable }
        guard targetNames.count <= 1 else { throw Refusal("give --target once") }
        let target: SwiftSourceModuleTarget
        if let name = targetNames.first {
            guard let found = sources.first(where: { $0.name == name && $0.kind != .test }) else {
                let names = regular.map(\.name).joined(separator: ", ")
                throw Refusal("no target named `\(name)` in \(package.displayName); its targets: \(names)")
            }
            target = found
        } else {
            // The only regular target, or the only one with a `<Target>Tests` test target.
            let tested = regular.filter { declaresTests($0.name) }
            guard let only = regular.count == 1 ? regular.first : (tested.count == 1 ? tested.first : nil) else {
                let names = regular.map { "`\($0.name)`" }.joined(separator: ", ")
                throw Refusal(
                    regular.isEmpty
                        ? "\(package.displayName) has no regular target to put a view model in"
                        : "\(package.displayName) has several targets (\(names)): say which one gets the view model with `--target <Target>`; nothing was written"
                )
            }
            target = only
        }

        let tests = sources.filter { $0.kind == .test }
        let dependsOnTarget: (SwiftSourceModuleTarget) -> Bool = { test in
            test.dependencies.contains { dependency in
                if case .target(let dependencyTarget) = dependency { return dependencyTarget.name == target.name }
                return false
            }
        }
        let testScheduler = Self.packageName(providing: "TestScheduler", in: package)
        let testDirectory: URL
        var createdFolder: URL?
        let testTarget = tests.first(where: { $0.name == target.name + "Tests" }) ?? tests.first(where: dependsOnTarget)
        if let testTarget {
            testDirectory = testTarget.directoryURL
        } else {
            // SwiftPM leaves out a test target whose folder has no Swift file: if the manifest
            // declares it, its folder is where the marble test goes.
            let name = target.name + "Tests"
            guard declaresTests(target.name) else {
                throw Refusal(
                    """
                    no test target for `\(target.name)`: add this to the targets in Package.swift, then run the command again; nothing was written
                        .testTarget(
                            name: "\(name)",
                            dependencies: ["\(target.name)", .product(name: "TestScheduler", package: "\(testScheduler)")]
                        ),
                    """
                )
            }
            testDirectory = package.directoryURL.appendingPathComponent("Tests").appendingPathComponent(name)
            if !FileManager.default.fileExists(atPath: testDirectory.path) {
                try FileManager.default.createDirectory(at: testDirectory, withIntermediateDirectories: true)
                createdFolder = testDirectory
            }
            print("new-viewmodel: \(name) has no Swift file yet; its marble test goes into \(testDirectory.path)")
        }
        let importsTestScheduler = (testTarget?.dependencies ?? []).contains { dependency in
            switch dependency {
            case .product(let product): return product.name == "TestScheduler"
            case .target(let dependencyTarget): return dependencyTarget.name == "TestScheduler"
            @unknown default: return false
            }
        }
        if let testTarget, !importsTestScheduler {
            throw Refusal(
                "`\(testTarget.name)` does not depend on TestScheduler, which the generated marble test imports: add `.product(name: \"TestScheduler\", package: \"\(testScheduler)\")` to its dependencies; nothing was written"
            )
        }

        let tool = try context.tool(named: "NewViewModelTool")
        let process = Process()
        process.executableURL = tool.url
        process.arguments =
            remaining + [
                "--module", target.moduleName,
                "--source-dir", target.directoryURL.path,
                "--test-dir", testDirectory.path,
            ]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            if let createdFolder { try? FileManager.default.removeItem(at: createdFolder) }
            throw Refusal("nothing was written (see the message above)")
        }
    }
}

extension NewViewModelPlugin {
    /// The name a manifest gives, in `.product(name:package:)`, to the dependency that provides
    /// `product`: its identity, which for a path dependency is its folder's last path component
    /// (`main` for a clone in `main/`), not the name its own manifest declares.
    static func packageName(providing product: String, in package: Package) -> String {
        for dependency in package.dependencies where dependency.package.products.contains(where: { $0.name == product })
        {
            return dependency.package.id
        }
        return "IOViewModel"
    }
}

/// A refusal the plugin reports as its error: SwiftPM prints the description.
struct Refusal: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = "new-viewmodel: " + description
    }
}
