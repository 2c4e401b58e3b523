// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Loupe",
    products: [
        .library(name: "LoupeCore", targets: ["LoupeCore"]),
        .library(name: "LoupeTerminal", targets: ["LoupeTerminal"]),
        .library(name: "LoupeDemo", targets: ["LoupeDemo"]),
        .library(name: "LoupeTesting", targets: ["LoupeTesting"]),
        .executable(name: "loupe", targets: ["loupe"]),
        .executable(name: "loupe-relay", targets: ["loupe-relay"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CNCursesW",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncursesw5-dev"])]
        ),
        .systemLibrary(
            name: "CUnistring",
            providers: [.apt(["libunistring-dev"])]
        ),
        .target(
            name: "LoupeCore",
            dependencies: ["CUnistring"],
            exclude: ["Unicode/Generated/make-ambiguous.py"],
            resources: [.copy("Magnifier/Fonts")]
        ),
        .target(
            name: "LoupeTerminal",
            dependencies: ["LoupeCore", "CNCursesW"]
        ),
        .target(
            name: "LoupeRelay"
        ),
        .target(
            name: "LoupeDemo",
            dependencies: ["LoupeCore"]
        ),
        .target(
            name: "LoupeTesting",
            dependencies: [
                "LoupeCore",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        .executableTarget(
            name: "loupe",
            dependencies: [
                "LoupeCore", "LoupeTerminal", "LoupeDemo", "LoupeRelay", "loupe-relay",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "loupe-relay",
            dependencies: ["LoupeRelay"],
            // Linked fully static (no dynamic loader, no shared libraries to map): it starts
            // in under a millisecond, and every tmux popup waits for it.
            linkerSettings: [.unsafeFlags(["-static-executable"])]
        ),
        .executableTarget(
            name: "loupe-embed-example",
            dependencies: ["LoupeTerminal", "LoupeCore", "CNCursesW"]
        ),
        .testTarget(
            name: "LoupeCoreTests",
            dependencies: [
                "LoupeCore",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "LoupeTerminalTests",
            dependencies: ["LoupeTerminal", "LoupeCore"]
        ),
        .testTarget(
            name: "LoupeDemoTests",
            dependencies: ["LoupeDemo", "LoupeCore"]
        ),
        .testTarget(
            name: "LoupeTestingTests",
            dependencies: [
                "LoupeTesting", "LoupeCore",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["LoupeCore", "LoupeTerminal", "LoupeRelay"]
        ),
    ],
    swiftLanguageModes: [.v5]
)
