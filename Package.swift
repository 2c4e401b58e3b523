// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Loupe",
    products: [
        .library(name: "LoupeCore", targets: ["LoupeCore"]),
        .library(name: "LoupePager", targets: ["LoupePager"]),
        .library(name: "LoupeRuntime", targets: ["LoupeRuntime"]),
        .library(name: "LoupeFiles", targets: ["LoupeFiles"]),
        .library(name: "LoupeTerminal", targets: ["LoupeTerminal"]),
        .library(name: "LoupeRecording", targets: ["LoupeRecording"]),
        .library(name: "LoupeTmux", targets: ["LoupeTmux"]),
        .library(name: "LoupeSystem", targets: ["LoupeSystem"]),
        .library(name: "LoupeTesting", targets: ["LoupeTesting"]),
        .library(name: "LoupeConfiguration", targets: ["LoupeConfiguration"]),
        .executable(name: "loupe", targets: ["loupe"]),
        .executable(name: "loupe-relay", targets: ["loupe-relay"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
    ],
    targets: [
        // System libraries (a shim header and a module map each).
        .systemLibrary(
            name: "CNCursesW",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncursesw5-dev"])]
        ),
        .systemLibrary(
            name: "CUnistring",
            providers: [.apt(["libunistring-dev"])]
        ),
        // The C library's GNU calls for where a thread starts (no library of its own).
        .systemLibrary(name: "CThreads"),
        // Pure: cells, Unicode, text import, documents, selection, the loupe, the magnifier, the
        // compositor, the frame diff. Imports nothing but libunistring (TargetImportsTests checks it and every other target's imports).
        .target(
            name: "LoupeCore",
            dependencies: ["CUnistring"],
            // The BDF sources of the compiled-in fonts and their scripts (Magnifier/Fonts/README.md).
            exclude: ["Unicode/Generated/make-ambiguous.py", "Magnifier/Fonts"]
        ),
        // File descriptors: reading one to its end, retrying after EINTR. Glibc only, so every
        // target that reads a whole file can use it (LoupeCore imports no C library but libunistring).
        .target(
            name: "LoupeIO"
        ),
        // The pager as state, reducer and view; its keymap as data.
        .target(
            name: "LoupePager",
            dependencies: ["LoupeCore", "LoupeRuntime"]
        ),
        // The one program loop, the Backend and Clock protocols, the test backend.
        .target(
            name: "LoupeRuntime",
            dependencies: ["LoupeCore", "CThreads"]
        ),
        // Mapped files, the line index, background indexing, reading input.
        .target(
            name: "LoupeFiles",
            dependencies: ["LoupeCore", "LoupeRuntime", "LoupeIO"]
        ),
        // Child processes and the clipboard.
        .target(
            name: "LoupeSystem",
            dependencies: ["LoupeCore", "LoupeRuntime"]
        ),
        // The ncurses backend, the terminal profile, input decoding.
        .target(
            name: "LoupeTerminal",
            dependencies: ["LoupeCore", "LoupeRuntime", "LoupeSystem", "LoupeIO", "CNCursesW"]
        ),
        // Demo scripts, the player, the asciicast backend, the input recorder.
        .target(
            name: "LoupeRecording",
            dependencies: ["LoupeCore", "LoupeRuntime", "LoupePager", "LoupeFiles"]
        ),
        // Pane capture, the popup plan.
        .target(
            name: "LoupeTmux",
            dependencies: ["LoupeCore"]
        ),
        // The relay a tmux popup runs: lends its terminal to `loupe tmux` (no Foundation).
        .target(
            name: "LoupeRelay"
        ),
        // The configuration file: its schema as data, reading it (TOMLKit), the layers (command
        // line, environment, file, defaults) and their diagnostics.
        .target(
            name: "LoupeConfiguration",
            dependencies: ["LoupeCore", "LoupePager", "LoupeIO", .product(name: "TOMLKit", package: "TOMLKit")],
            // TOMLKit imports Foundation: without this, Foundation's extensions (`trimmingCharacters`,
            // `localizedDescription`) would resolve here and in `loupe` without an import and bring
            // libFoundation back.
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        ),
        // Snapshot strategies and fixtures for tests, ours and others': a loupe scene, a stand-in
        // magnifier, a pager driver on a virtual clock.
        .target(
            name: "LoupeTesting",
            dependencies: [
                "LoupeCore", "LoupePager", "LoupeRuntime",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        // The tool: argument parsing and the one place that wires things together.
        .executableTarget(
            name: "loupe",
            dependencies: [
                "LoupeCore", "LoupePager", "LoupeRuntime", "LoupeFiles", "LoupeSystem", "LoupeTerminal",
                "LoupeRecording", "LoupeTmux", "LoupeRelay", "LoupeConfiguration", "LoupeIO", "loupe-relay",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            exclude: ["Linking"],
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")],
            // TOMLKit imports `struct Foundation.Data` (and Date, Calendar, DateComponents), types that
            // live in FoundationEssentials, so its object files ask the linker for libFoundation (and
            // through it ICU) though no symbol comes from there. `--as-needed` keeps such libraries
            // out, but `-Xlinker` flags land after those requests; this file is read by the driver as
            // an autolink file, among the objects, before them (Sources/loupe/Linking/README.md).
            linkerSettings: [.unsafeFlags([Context.packageDirectory + "/Sources/loupe/Linking/as-needed.autolink"])]
        ),
        .executableTarget(
            name: "loupe-relay",
            dependencies: ["LoupeRelay"],
            // Linked fully static (no dynamic loader, no shared libraries to map): it starts
            // in under a millisecond, and every tmux popup waits for it.
            linkerSettings: [.unsafeFlags(["-static-executable"])]
        ),
        // Examples/embed: the loupe in a program that owns its ncurses screen.
        .executableTarget(
            name: "loupe-embed-example",
            dependencies: ["LoupeTerminal", "LoupeCore", "LoupeRuntime", "CNCursesW"],
            path: "Examples/embed"
        ),
        // Examples/tooltip: a pager feature from outside LoupePager, added through the settings' list.
        .target(
            name: "TooltipExample",
            dependencies: ["LoupeCore", "LoupePager", "LoupeRuntime"],
            path: "Examples/tooltip"
        ),
        .testTarget(
            name: "ExamplesTests",
            dependencies: ["TooltipExample", "LoupeTesting", "LoupePager", "LoupeCore", "LoupeRuntime"]
        ),
        .testTarget(
            name: "LoupeCoreTests",
            dependencies: [
                "LoupeCore",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "LoupePagerTests",
            dependencies: ["LoupePager", "LoupeCore", "LoupeRuntime", "LoupeTesting", "LoupeFiles"]
        ),
        .testTarget(
            name: "LoupeRuntimeTests",
            dependencies: ["LoupeRuntime", "LoupePager", "LoupeCore"]
        ),
        .testTarget(
            name: "LoupeFilesTests",
            dependencies: ["LoupeFiles", "LoupeCore"]
        ),
        .testTarget(
            name: "LoupeIOTests",
            dependencies: ["LoupeIO"]
        ),
        .testTarget(
            name: "LoupeSystemTests",
            dependencies: ["LoupeSystem", "LoupeCore", "LoupeConfiguration"]
        ),
        .testTarget(
            name: "LoupeTerminalTests",
            dependencies: ["LoupeTerminal", "LoupeRuntime", "LoupeCore"]
        ),
        .testTarget(
            name: "LoupeRecordingTests",
            dependencies: ["LoupeRecording", "LoupePager", "LoupeRuntime", "LoupeCore"]
        ),
        .testTarget(
            name: "LoupeTmuxTests",
            dependencies: ["LoupeTmux", "LoupeCore"]
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
            name: "LoupeConfigurationTests",
            dependencies: ["LoupeConfiguration", "LoupePager", "LoupeCore", "LoupeTesting"]
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["LoupeCore", "LoupeSystem", "LoupeTerminal", "LoupeTmux", "LoupeRelay", "LoupeRecording"]
        ),
    ]
)
