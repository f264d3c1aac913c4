// swift-tools-version: 6.2
import PackageDescription

// Swift 6 language mode brings complete concurrency checking. Library code also spells every
// existential as `any P`; tests stay free to write RxSwift's `Disposable`-style spellings.
let library: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

let package = Package(
    name: "IOViewModel",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    // What a reader's package can depend on. No package dependencies: the benchmarks, which need
    // OpenCombine and ordo-one's Benchmark, are a nested package of their own (`Benchmarks/`).
    products: [
        .library(name: "IOViewModel", targets: ["IOViewModel"]),
        .library(name: "IOViewModelCocoa", targets: ["IOViewModelCocoa"]),
        .library(name: "IOViewModelObservation", targets: ["IOViewModelObservation"]),
        .library(name: "TestScheduler", targets: ["TestScheduler"]),
        .library(name: "SigninFeature", targets: ["SigninFeature"]),
        .library(name: "SignupFeature", targets: ["SignupFeature"]),
        .library(name: "TalkPatterns", targets: ["TalkPatterns"]),
        .library(name: "SearchFeature", targets: ["SearchFeature"]),
        .executable(name: "demo", targets: ["Demo"]),
        .plugin(name: "NewViewModel", targets: ["NewViewModel"]),
    ],
    targets: [
        // The libraries the products ship: the reactive core, its virtual-time test harness, and
        // the example features written on it. Each library an app links carries its privacy
        // manifest (`PrivacyInfo.xcprivacy`), which App Store builds read; the test harness is
        // linked by test bundles only and carries none.
        .target(name: "IOViewModel", resources: [.copy("PrivacyInfo.xcprivacy")], swiftSettings: library),
        .target(name: "TestScheduler", dependencies: ["IOViewModel"], swiftSettings: library),
        // UIKit and AppKit bindings on `rx`, apart from the core so that it has no UI code. On Linux
        // they compile against stand-ins that declare the UIKit and AppKit API they use.
        .target(
            name: "IOViewModelCocoa",
            dependencies: ["IOViewModel", .target(name: "CocoaStandIns", condition: .when(platforms: [.linux]))],
            resources: [.copy("PrivacyInfo.xcprivacy")],
            swiftSettings: library
        ),
        // The Observation bridge, apart from the core for the same reason: a view model's outputs
        // as an `@Observable` screen state for SwiftUI.
        .target(
            name: "IOViewModelObservation", dependencies: ["IOViewModel"],
            resources: [.copy("PrivacyInfo.xcprivacy")], swiftSettings: library
        ),
        .target(
            name: "SigninFeature", dependencies: ["IOViewModel", "IOViewModelObservation"],
            resources: [.copy("PrivacyInfo.xcprivacy")], swiftSettings: library
        ),
        .target(
            name: "SignupFeature", dependencies: ["IOViewModel", "IOViewModelObservation"],
            resources: [.copy("PrivacyInfo.xcprivacy")], swiftSettings: library
        ),
        .target(
            name: "TalkPatterns", dependencies: ["IOViewModel", "SigninFeature"],
            resources: [.copy("PrivacyInfo.xcprivacy")], swiftSettings: library
        ),
        .target(
            name: "SearchFeature", dependencies: ["IOViewModel"], resources: [.copy("PrivacyInfo.xcprivacy")],
            swiftSettings: library
        ),

        // Tools around the libraries, under `Tools/`, none of them shipped as a library: the
        // terminal demo of the README's quick start (`DemoKit`, run by the `demo` executable), and
        // the documentation's tooling.
        .target(
            name: "DemoKit",
            dependencies: ["IOViewModel", "SigninFeature", "SignupFeature"],
            path: "Tools/DemoKit",
            swiftSettings: library
        ),
        .executableTarget(name: "Demo", dependencies: ["DemoKit"], path: "Tools/Demo", swiftSettings: library),
        // The documentation's marble pictures: scenarios that are marble tests, drawn as SVG.
        .target(
            name: "DocScenarios",
            dependencies: ["IOViewModel", "TestScheduler", "SigninFeature", "SignupFeature"],
            path: "Tools/DocScenarios",
            swiftSettings: library
        ),
        .executableTarget(
            name: "marble-diagrams",
            dependencies: ["DocScenarios"],
            path: "Tools/MarbleDiagrams",
            swiftSettings: library
        ),
        // The tutorials' finished packages, built and tested with the rest so that their code
        // cannot rot. Their files are the tutorials' own, in the guide's catalog. (A reader's package
        // may use these target names: they are not products, so they never meet a reader's.)
        .target(
            name: "SigninForm",
            dependencies: ["IOViewModel", "SigninFeature"],
            path: "Docs/IOViewModelGuide.docc/Resources/Tutorial/Final/SigninForm"
        ),
        .target(
            name: "SignupForm",
            dependencies: ["IOViewModel"],
            path: "Docs/IOViewModelGuide.docc/Resources/Tutorial/Final/SignupForm"
        ),
        // Stand-ins for the UIKit, AppKit and SwiftUI API the bindings and the example screens use,
        // with Apple's signatures, so that both compile and run on Linux (never shipped); and the
        // screens of the guide's "From view model to screen", in both UI frameworks.
        .target(name: "CocoaStandIns", path: "Tools/CocoaStandIns", swiftSettings: library),
        .target(name: "SwiftUIStandIns", path: "Tools/SwiftUIStandIns", swiftSettings: library),
        .target(
            name: "ExampleScreens",
            dependencies: [
                "IOViewModel", "IOViewModelCocoa", "IOViewModelObservation", "SigninFeature", "SignupFeature",
                .target(name: "CocoaStandIns", condition: .when(platforms: [.linux])),
                .target(name: "SwiftUIStandIns", condition: .when(platforms: [.linux])),
            ],
            path: "Tools/ExampleScreens",
            swiftSettings: library
        ),
        // The `new-viewmodel` command plugin and the generator it runs, which writes a view model in
        // the project's idiom and its marble test into a user's package.
        .target(name: "ViewModelGenerator", path: "Tools/ViewModelGenerator", swiftSettings: library),
        // A community extension library built as a module of its own, as RxSwiftExt is: it declares
        // operators under the names of three of the core's, for the test that an app importing both
        // compiles and calls the library's.
        .target(
            name: "ExtensionLibraryStandIn", dependencies: ["IOViewModel"], path: "Tools/ExtensionLibraryStandIn",
            swiftSettings: library
        ),
        // The one declaration scanner of the tests that read the sources.
        .target(name: "SourceScanning", path: "Tools/SourceScanning", swiftSettings: library),
        .executableTarget(
            name: "NewViewModelTool", dependencies: ["ViewModelGenerator"], path: "Tools/NewViewModelTool",
            swiftSettings: library
        ),
        .plugin(
            name: "NewViewModel",
            capability: .command(
                intent: .custom(verb: "new-viewmodel", description: "Writes a view model and its marble test"),
                permissions: [.writeToPackageDirectory(reason: "to add the view model and its test to your targets")]
            ),
            dependencies: ["NewViewModelTool"]
        ),

        // Tests: one target per library and tool, the tutorials' own tests, and the documentation's
        // checks (every code block compiles, the pictures are fresh).
        .testTarget(name: "IOViewModelTests", dependencies: ["IOViewModel", "TestScheduler", "SourceScanning"]),
        .testTarget(
            name: "IOViewModelCocoaTests",
            dependencies: [
                "IOViewModelCocoa", "IOViewModel",
                .target(name: "CocoaStandIns", condition: .when(platforms: [.linux])),
            ]
        ),
        .testTarget(
            name: "ScreensTests",
            dependencies: [
                "ExampleScreens", "SigninFeature", "SignupFeature", "IOViewModel", "IOViewModelObservation",
                "TestScheduler",
                .target(name: "CocoaStandIns", condition: .when(platforms: [.linux])),
                .target(name: "SwiftUIStandIns", condition: .when(platforms: [.linux])),
            ]
        ),
        .testTarget(name: "ViewModelGeneratorTests", dependencies: ["ViewModelGenerator"]),
        .testTarget(name: "TestSchedulerTests", dependencies: ["TestScheduler", "IOViewModel"]),
        .testTarget(
            name: "ExtensionLibraryTests", dependencies: ["ExtensionLibraryStandIn", "IOViewModel", "TestScheduler"]
        ),
        .testTarget(
            name: "SigninFeatureTests",
            dependencies: ["SigninFeature", "TestScheduler", "IOViewModel", "DocScenarios"]
        ),
        .testTarget(
            name: "SignupFeatureTests",
            dependencies: ["SignupFeature", "TestScheduler", "IOViewModel", "DocScenarios"]
        ),
        .testTarget(
            name: "TalkPatternsTests", dependencies: ["TalkPatterns", "SigninFeature", "TestScheduler", "IOViewModel"]
        ),
        .testTarget(name: "SearchFeatureTests", dependencies: ["SearchFeature", "TestScheduler", "IOViewModel"]),
        // Async view models as an app target compiles them by default (main-actor isolation,
        // nonisolated async functions running on their caller's executor).
        .testTarget(
            name: "AppIsolationTests",
            dependencies: ["TestScheduler", "IOViewModel"],
            swiftSettings: [
                .defaultIsolation(MainActor.self), .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
                .enableUpcomingFeature("InferIsolatedConformances"),
            ]
        ),
        .testTarget(
            name: "DemoKitTests",
            dependencies: ["DemoKit", "SigninFeature", "SignupFeature", "TestScheduler", "IOViewModel"]
        ),
        .testTarget(
            name: "SigninFormTests",
            dependencies: ["SigninForm", "IOViewModel", "TestScheduler"],
            path: "Docs/IOViewModelGuide.docc/Resources/Tutorial/Final/SigninFormTests"
        ),
        .testTarget(
            name: "SignupFormTests",
            dependencies: ["SignupForm", "IOViewModel", "TestScheduler"],
            path: "Docs/IOViewModelGuide.docc/Resources/Tutorial/Final/SignupFormTests"
        ),
        .testTarget(
            name: "DocsTests",
            dependencies: [
                "DocScenarios", "TestScheduler", "IOViewModel", "SigninFeature", "SignupFeature", "DemoKit",
                "ViewModelGenerator", "SourceScanning",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
