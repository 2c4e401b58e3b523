import LoupeCore
import Glibc
import Testing

/// The cost of painting the index map of a full 200x60 frame of link-heavy text, and of a hit
/// test. Bounds generous enough for a debug build on a busy machine; `LOUPE_BENCH=1` prints the figures.
@Suite struct LinkIndexMapBenchmarkTests {
    @Test func aFullFrameAndAHitTest() {
        var frame = CellBuffer(columns: 200, rows: 60)
        let words = ["see", "https://example.com/a/b?c=d", "src/main.swift:12:3", "me@example.org", "3f2a9c1", "(https://x.org/y).", "/etc/hosts", "plain", "words"]
        for r in 0..<60 {
            var line = ""
            var i = r
            while line.count < 200 { line += words[i % words.count] + " "; i += 7 }
            _ = frame.write(line, column: 0, row: r)
        }
        let clock = ContinuousClock()
        var map = LinkIndexMap.empty
        let build = clock.measure { map = LinkIndexMap(frame: frame) }
        var hits = 0
        let lookups = clock.measure {
            for n in 0..<1_000_000 where map.link(at: GridPoint(column: n % 200, row: (n / 200) % 60)) != nil { hits += 1 }
        }
        #expect(map.links.count > 400)
        #expect(hits > 0)
        #expect(build < .seconds(2))
        #expect(lookups < .seconds(5))
        if let bench = Environment.value("LOUPE_BENCH"), bench == "1" {
            print("index map 200x60: \(map.links.count) links in \(build); 1,000,000 hit tests in \(lookups)")
        }
    }
}

/// The environment, without Foundation.
enum Environment {
    static func value(_ name: String) -> String? {
        guard let p = getenv(name) else { return nil }
        return String(cString: p)
    }
}
