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

/// A 5-second drag at 60 frames per second on a screen of `columns` x `rows`, over the same
/// stretch of text whatever the size (from (10, 3) right along three rows): 300 frames that
/// each change a cell or two of the highlight, the loupe and the pointer mark.
func dragScript(columns: Int, rows: Int) -> String {
    """
    Size \(columns)x\(rows)
    Open sample.txt
    Set FrameRate 60
    Pointer on
    Move 10 3 over 100ms
    Press
    Drag 70 3 over 2s
    Drag 70 5 over 1s
    Drag 20 5 over 2s
    Release
    """
}

let benchmarks: @Sendable () -> Void = {
    // The recorder's cost of a drag should not grow with the screen's area: the same drag at three sizes.
    for (columns, rows) in [(80, 24), (200, 60), (400, 120)] {
        Benchmark("Recorder drag cost at \(columns)x\(rows): a 5 s drag at 60 fps to asciicast",
                  configuration: .init(metrics: [.wallClock], maxDuration: .seconds(5), maxIterations: 50)) { benchmark in
            guard let script = try? DemoScript(parsing: dragScript(columns: columns, rows: rows)) else { return }
            let player = DemoPlayer(script: script, contents: ["sample.txt": DemoContent(name: "sample.txt", bytes: sampleText)],
                                    factory: DemoModels.standard)
            for _ in benchmark.scaledIterations {
                blackHole(try? AsciicastWriter.encode(player.play(title: "bench")))
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
