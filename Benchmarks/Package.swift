// swift-tools-version: 6.2
import PackageDescription

// Every benchmark of the project, apart from the root package so that the library depends on
// nothing. Run by hand in release (`swift run -c release --package-path Benchmarks <Name>`); CI
// only builds them, since timings on a shared machine would not gate reliably.
let package = Package(
    name: "IOViewModelBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "IOViewModel", path: ".."),
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", exact: "0.14.0"),
        .package(url: "https://github.com/ordo-one/benchmark.git", exact: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/pointfreeco/swift-clocks", exact: "1.1.1"),
        .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", exact: "1.4.3"),
    ],
    targets: [
        // What the executables share: the thread CPU clock, interleaved rounds, the figures'
        // format, and the gate by ratio.
        .target(name: "BenchmarkSupport"),
        .target(name: "CMallocStats"),

        // The core against OpenCombine: a subject chain, subscribe/dispose, memory per subscription.
        .executableTarget(
            name: "IOViewModelBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                "CMallocStats",
                .product(name: "IOViewModel", package: "IOViewModel"),
                .product(name: "OpenCombine", package: "OpenCombine"),
            ]
        ),
        // combineLatest against a raw floor, flatMapLatest against OpenCombine's switchToLatest.
        .executableTarget(
            name: "OperatorBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "IOViewModel", package: "IOViewModel"),
                .product(name: "OpenCombine", package: "OpenCombine"),
            ]
        ),
        // Driver and Single against the same work on Observable: the traits' cost on the hot path.
        .executableTarget(
            name: "TraitBenchmarks",
            dependencies: ["BenchmarkSupport", .product(name: "IOViewModel", package: "IOViewModel")]
        ),
        // The TestScheduler's cost per action as its queue grows.
        .executableTarget(
            name: "SchedulerBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "IOViewModel", package: "IOViewModel"),
                .product(name: "TestScheduler", package: "IOViewModel"),
            ]
        ),
        // The README's sign-in marble test, against the same test written with createHotObservable
        // and start: the harness's cost per test.
        .executableTarget(
            name: "MarbleBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "IOViewModel", package: "IOViewModel"),
                .product(name: "TestScheduler", package: "IOViewModel"),
                .product(name: "SigninFeature", package: "IOViewModel"),
            ]
        ),
        // An async search view model's test three ways: the TestScheduler running the tasks in
        // virtual time, pointfree's TestClock with and without withMainSerialExecutor; and
        // fromAsync outside tests against a plain Task per subscription.
        .executableTarget(
            name: "AsyncBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                "PlainTaskBridge",
                .product(name: "IOViewModel", package: "IOViewModel"),
                .product(name: "TestScheduler", package: "IOViewModel"),
                .product(name: "Clocks", package: "swift-clocks"),
                .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
            ]
        ),
        // fromAsync as a plain Task per subscription, in a module of its own so that it is compiled
        // as the library's generic code is: not specialized for the caller's element type.
        .target(name: "PlainTaskBridge", dependencies: [.product(name: "IOViewModel", package: "IOViewModel")]),
        // ObservableArray.replace(with:) on 10,000 items, against the standard library's diff.
        .executableTarget(
            name: "CollectionBenchmarks",
            dependencies: ["BenchmarkSupport", .product(name: "IOViewModel", package: "IOViewModel")]
        ),
        // The sign-in rules on megabyte inputs: linear, not quadratic.
        .executableTarget(
            name: "SigninBenchmarks",
            dependencies: ["BenchmarkSupport", .product(name: "SigninFeature", package: "IOViewModel")]
        ),
        // A property test of 1,000 random sign-in runs, against the same runs written by hand.
        .executableTarget(
            name: "PropertyBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "IOViewModel", package: "IOViewModel"),
                .product(name: "SigninFeature", package: "IOViewModel"),
                .product(name: "TestScheduler", package: "IOViewModel"),
            ]
        ),
        // ordo-one's Benchmark requires its suites under `Benchmarks/` of the package root.
        .executableTarget(
            name: "SubjectBenchmarks",
            dependencies: [
                .product(name: "IOViewModel", package: "IOViewModel"),
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/SubjectBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
