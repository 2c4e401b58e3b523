import Benchmark

// Filled in by the work on this area.
let benchmarks: @Sendable () -> Void = {}
