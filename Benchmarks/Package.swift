// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "IOViewModelBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "IOViewModel", path: ".."),
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", exact: "0.14.0"),
        .package(url: "https://github.com/ordo-one/benchmark.git", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .target(name: "CMallocStats"),
        .executableTarget(
            name: "IOViewModelBenchmarks",
            dependencies: [
                "CMallocStats",
                .product(name: "IOViewModel", package: "IOViewModel"),
                .product(name: "OpenCombine", package: "OpenCombine"),
            ]
        ),
        .executableTarget(
            name: "SigninBenchmarks",
            dependencies: [.product(name: "SigninFeature", package: "IOViewModel")]
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
