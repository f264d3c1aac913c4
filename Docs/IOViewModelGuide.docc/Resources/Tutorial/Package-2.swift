// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Signin",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "SigninForm", targets: ["SigninForm"]),
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
            name: "SigninForm",
            dependencies: [
                .product(name: "IOViewModel", package: "IOViewModel"),
                .product(name: "SigninFeature", package: "IOViewModel"),
            ]
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
