// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Signup",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "SignupForm", targets: ["SignupForm"]),
    ],
    dependencies: [
        // A clone of IOViewModel next to this package. SwiftPM names a path dependency after
        // its folder's last path component: `package: "IOViewModel"` below is that folder's
        // name (a clone in `../io-main` is `package: "io-main"`). From a Git server, the name is
        // the URL's last component without `.git`, and `package: "IOViewModel"` stays:
        // .package(url: "https://example.com/you/IOViewModel.git", branch: "main"),
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
