import Benchmark
import LoupeCore

/// A 200x60 frame of link-heavy text (URLs, paths with lines, addresses, hashes, a bracketed URL;
/// 620 links).
private func linkFrame() -> CellBuffer {
    var frame = CellBuffer(columns: 200, rows: 60)
    let words = ["see", "https://example.com/a/b?c=d", "src/main.swift:12:3", "me@example.org", "3f2a9c1", "(https://x.org/y).", "/etc/hosts", "plain", "words"]
    for r in 0..<60 {
        var line = ""
        var i = r
        while line.count < 200 { line += words[i % words.count] + " "; i += 7 }
        _ = frame.write(line, column: 0, row: r)
    }
    return frame
}

/// The links' benchmarks; call it from `benchmarks` in LoupeBenchmarks.swift.
///
/// Painting the index map of a 200x60 frame (what the view does when the content changed) and a
/// million hit tests over every cell (what each pointer event costs is one of them).
func linkBenchmarks() {
    let frame = linkFrame()
    let map = LinkIndexMap(frame: frame)
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], timeUnits: .milliseconds,
                                                maxDuration: .seconds(5), maxIterations: 200)

    Benchmark("Link index map 200x60 (620 links)", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(LinkIndexMap(frame: frame))
        }
    }

    Benchmark("Link hit tests x1,000,000", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            var hits = 0
            for n in 0..<1_000_000 where map.link(at: GridPoint(column: n % 200, row: (n / 200) % 60)) != nil { hits += 1 }
            blackHole(hits)
        }
    }
}
