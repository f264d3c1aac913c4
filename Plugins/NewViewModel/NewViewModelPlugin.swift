import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory new-viewmodel Login --inputs ... --outputs ...`
///
/// Finds the target to write into (`--target`, or the package's first regular target) and its
/// test target (`<Target>Tests`, or the first test target that depends on it), checks that the
/// test target can import `TestScheduler`, and hands the rest to `NewViewModelTool`, which writes
/// the view model and its marble test or refuses, writing nothing.
@main
struct NewViewModelPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let remaining = extractor.remainingArguments
        let package = context.package

        let sources = package.targets.compactMap { $0 as? SwiftSourceModuleTarget }
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
            guard let first = regular.first else {
                throw Refusal("\(package.displayName) has no regular target to put a view model in")
            }
            target = first
        }

        let tests = sources.filter { $0.kind == .test }
        let dependsOnTarget: (SwiftSourceModuleTarget) -> Bool = { test in
            test.dependencies.contains { dependency in
                if case .target(let dependencyTarget) = dependency { return dependencyTarget.name == target.name }
                return false
            }
        }
        guard
            let testTarget = tests.first(where: { $0.name == target.name + "Tests" })
                ?? tests.first(where: dependsOnTarget)
        else {
            throw Refusal(
                "no test target for `\(target.name)` (SwiftPM skips a target whose folder has no Swift file): add `.testTarget(name: \"\(target.name)Tests\", dependencies: [\"\(target.name)\", .product(name: \"TestScheduler\", package: \"IOViewModel\")])` to Package.swift; nothing was written"
            )
        }
        let importsTestScheduler = testTarget.dependencies.contains { dependency in
            switch dependency {
            case .product(let product): return product.name == "TestScheduler"
            case .target(let dependencyTarget): return dependencyTarget.name == "TestScheduler"
            @unknown default: return false
            }
        }
        guard importsTestScheduler else {
            throw Refusal(
                "`\(testTarget.name)` does not depend on TestScheduler, which the generated marble test imports: add `.product(name: \"TestScheduler\", package: \"IOViewModel\")` to its dependencies; nothing was written"
            )
        }

        let tool = try context.tool(named: "NewViewModelTool")
        let process = Process()
        process.executableURL = tool.url
        process.arguments =
            remaining + [
                "--module", target.moduleName,
                "--source-dir", target.directoryURL.path,
                "--test-dir", testTarget.directoryURL.path,
            ]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Refusal("nothing was written (see the message above)")
        }
    }
}

/// A refusal the plugin reports as its error: SwiftPM prints the description.
struct Refusal: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = "new-viewmodel: " + description
    }
}
