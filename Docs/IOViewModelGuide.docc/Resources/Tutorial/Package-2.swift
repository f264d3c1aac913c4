// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Signin",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "SigninForm", targets: ["SigninForm"]),
    ],
    dependencies: [
        // A checkout of IOViewModel next to this package.
        .package(path: "../IOViewModel"),
    ],
    targets: [
        .target(
            name: "SigninForm",
            dependencies: [.product(name: "IOViewModel", package: "IOViewModel")]
        ),
        .executableTarget(
            name: "signin-console",
            dependencies: [
                "SigninForm",
                .product(name: "IOViewModel", package: "IOViewModel"),
            ],
            path: "Sources/SigninConsole"
        ),
        .testTarget(
            name: "SigninFormTests",
            dependencies: [
                "SigninForm",
                .product(name: "IOViewModel", package: "IOViewModel"),
                .product(name: "TestScheduler", package: "IOViewModel"),
            ]
        ),
    ]
)
