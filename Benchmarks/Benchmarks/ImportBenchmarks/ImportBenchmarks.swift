import Benchmark
import LoupeCore

/// About 1 MB of coloured text in ~10,000 lines, like `ls --color` / `git log --color` output.
func colouredText() -> [UInt8] {
    var s = ""
    var i = 0
    while s.utf8.count < 1_000_000 {
        s += "\u{1b}[33mcommit \(String(i * 2654435761 % 0xFFFFFFF, radix: 16))\u{1b}[0m "
        s += "\u{1b}[1;34mAuthor\u{1b}[0m: Dev \(i) <dev\(i)@example.org>\t"
        s += "\u{1b}[38;5;\(i % 256)mfix: handle 世界 and é in line \(i)\u{1b}[0m \u{1b}[38;2;\(i % 256);80;200mrgb\u{1b}[m 👍🏽\n"
        i += 1
    }
    return Array(s.utf8)
}

let benchmarks: @Sendable () -> Void = {
    let input = colouredText()
    let imported = TextImporter().importText(input)

    Benchmark("Import 1 MB of coloured text",
              configuration: .init(metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], maxDuration: .seconds(10), maxIterations: 30)) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(TextImporter().importText(input))
        }
    }

    Benchmark("Build a 300x100 snapshot from imported text",
              configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5))) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(LineLayout.snapshot(of: imported, width: 300, height: 100))
        }
    }

    Benchmark("Import 1 MB and build a 300x100 snapshot",
              configuration: .init(metrics: [.wallClock], maxDuration: .seconds(10), maxIterations: 30)) { benchmark in
        for _ in benchmark.scaledIterations {
            let text = TextImporter().importText(input)
            blackHole(LineLayout.snapshot(of: text, width: 300, height: 100))
        }
    }

    Benchmark("Snapshot text encode + decode 300x100",
              configuration: .init(metrics: [.wallClock], maxDuration: .seconds(5))) { benchmark in
        let snap = LineLayout.snapshot(of: imported, width: 300, height: 100)
        for _ in benchmark.scaledIterations {
            blackHole(try? SnapshotTextFormat.decode(SnapshotTextFormat.encode(snap)))
        }
    }
}
