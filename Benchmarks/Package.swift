// swift-tools-version: 6.1
// Benchmarks live in their own package so the test build does not pay for the harness.
// Run: cd Benchmarks && swift package benchmark [--target NAME]
import PackageDescription

let benchmarkTargets = ["ImportBenchmarks", "SelectionBenchmarks", "LoupeBenchmarks", "TerminalBenchmarks", "DemoBenchmarks"]

let package = Package(
    name: "LoupeBenchmarks",
    dependencies: [
        .package(name: "Loupe", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: benchmarkTargets.map { name in
        .executableTarget(
            name: name,
            dependencies: [
                .product(name: "LoupeCore", package: "Loupe"),
                .product(name: "LoupeTerminal", package: "Loupe"),
                .product(name: "LoupeRecording", package: "Loupe"),
                .product(name: "LoupePager", package: "Loupe"),
                .product(name: "LoupeRuntime", package: "Loupe"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/\(name)",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    }
)
