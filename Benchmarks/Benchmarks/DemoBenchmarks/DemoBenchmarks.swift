import Benchmark
import LoupeCore
import LoupeRecording

/// A 10-second script at 60 frames per second in which the pointer never stops, so every frame changes.
let tenSecondScript = """
Size 100x30
Open sample.txt
Set FrameRate 60
Pointer on
Move 10 3 over 500ms
Press
Drag 90 8 over 3s
Drag 20 12 over 3s
Release
Move 50 20 over 1s
DoubleClick
Sleep 2.5s
"""

/// Forty lines of the kind of text Loupe shows, with colours and wide characters.
let sampleText: [UInt8] = {
    var s = ""
    for i in 0..<40 {
        s += "\u{1B}[3\(i % 8)m\(i)\u{1B}[0m The quick brown fox jumps over the lazy dog. 日本語のテキスト \(i * 37)\n"
    }
    return Array(s.utf8)
}()

/// A drag at 60 frames per second on a screen of `columns` x `rows`, over the same stretch of
/// text whatever the size (from (10, 3) right along three rows): `seconds` of frames that each
/// change a cell or two of the highlight, the loupe and the pointer mark.
func dragScript(columns: Int, rows: Int, seconds: Int) -> String {
    """
    Size \(columns)x\(rows)
    Open sample.txt
    Set FrameRate 60
    Pointer on
    Move 10 3 over 100ms
    Press
    Drag 70 3 over \(Double(seconds) * 0.4)s
    Drag 70 5 over \(Double(seconds) * 0.2)s
    Drag 20 5 over \(Double(seconds) * 0.4)s
    Release
    """
}

let benchmarks: @Sendable () -> Void = {
    // The recorder's cost of a drag step should not grow with the screen's area: the same drag at
    // three sizes. A play also opens the document and records a first frame whole, which does
    // grow with the area: the figure is a frame's share of the difference between a 20 s and a
    // 5 s drag (900 frames more), so that only the drag's frames count.
    for (columns, rows) in [(80, 24), (200, 60), (400, 120)] {
        Benchmark("Recorder drag cost at \(columns)x\(rows): one frame of a drag to asciicast",
                  configuration: .init(metrics: [.custom("ns per frame")], maxDuration: .seconds(5), maxIterations: 30)) { benchmark in
            let content = ["sample.txt": DemoContent(name: "sample.txt", bytes: sampleText)]
            guard let short = try? DemoScript(parsing: dragScript(columns: columns, rows: rows, seconds: 5)),
                  let long = try? DemoScript(parsing: dragScript(columns: columns, rows: rows, seconds: 20)) else { return }
            let players = [short, long].map { DemoPlayer(script: $0, contents: content, factory: DemoModels.standard) }
            let clock = ContinuousClock()
            for _ in benchmark.scaledIterations {
                let times = players.map { player in clock.measure { blackHole(try? AsciicastWriter.encode(player.play(title: "bench"))) } }
                let extra = (times[1] - times[0]).components
                let nanoseconds = Int(extra.seconds) * 1_000_000_000 + Int(extra.attoseconds / 1_000_000_000)
                benchmark.measurement(.custom("ns per frame"), max(0, nanoseconds / 900))
            }
        }
    }

    // Goal: at least 100 times faster than real time, i.e. under 100 ms for the 10 s script
    // (with the model `DemoModels.standard` names).
    Benchmark("Render a 10 s demo at 60 fps to asciicast",
              configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(10), maxIterations: 50)) { benchmark in
        guard let script = try? DemoScript(parsing: tenSecondScript) else { return }
        let player = DemoPlayer(script: script, contents: ["sample.txt": DemoContent(name: "sample.txt", bytes: sampleText)],
                                factory: DemoModels.standard)
        for _ in benchmark.scaledIterations {
            blackHole(try? AsciicastWriter.encode(player.play(title: "bench")))
        }
    }
}
