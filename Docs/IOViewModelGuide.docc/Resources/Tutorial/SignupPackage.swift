// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Signup",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "SignupForm", targets: ["SignupForm"]),
    ],
    dependencies: [
        // A checkout of IOViewModel next to this package.
        .package(path: "../IOViewModel"),
    ],
    targets: [
        .target(
            name: "SignupForm",
            dependencies: [.product(name: "IOViewModel", package: "IOViewModel")]
        ),
        .testTarget(
            name: "SignupFormTests",
            dependencies: [
                "SignupForm",
                .product(name: "IOViewModel", package: "IOViewModel"),
                .product(name: "TestScheduler", package: "IOViewModel"),
            ]
        ),
    ]
)
