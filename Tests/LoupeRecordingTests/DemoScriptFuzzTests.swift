@testable import LoupeRecording
import Testing

/// No input crashes or hangs the parser: random bytes and mutated valid scripts (a fixed seed, a bounded count).
@Suite struct DemoScriptFuzzTests {
    /// A small deterministic generator (SplitMix64), so a failure can be reproduced.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let valid = """
    Size 80x24
    Open "sample.txt"
    Set Zoom 3
    Set WordChars "-./"
    Pointer on
    Move 10 5 over 300ms
    Press left shift
    Drag 20 6 over 1.5s alt
    Release
    DoubleClick 3 4
    Wheel down 2 7 8
    Key ctrl+c
    Type "a\\u{41}\\n"
    Sleep 12.5ms
    Mark "m"
    Expect Selection "x"
    Expect Screen contains "y"
    """

    /// Parses, and checks that an error points inside the script.
    func parse(_ bytes: [UInt8]) {
        do {
            let script = try DemoScript(parsing: bytes)
            #expect(script.lines.count <= bytes.count + 1)
        } catch {
            let lineCount = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).count
            #expect(error.line >= 1 && error.line <= lineCount, "\(error)")
            #expect(error.column >= 1, "\(error)")
        }
    }

    @Test func randomBytes() {
        var rng = SplitMix(state: 1)
        let alphabet = Array("Size Move Press Drag Click Wheel Key Type Sleep Mark Expect Set over ms s x \" \\ # 0123456789-+\n".utf8)
        for round in 0..<1500 {
            let length = Int.random(in: 0...80, using: &rng)
            let bytes: [UInt8] = (0..<length).map { _ in
                round % 2 == 0 ? UInt8.random(in: 0...255, using: &rng) : alphabet.randomElement(using: &rng) ?? 0
            }
            parse(bytes)
        }
    }

    @Test func mutatedValidScripts() {
        var rng = SplitMix(state: 2)
        let base = Array(Self.valid.utf8)
        for _ in 0..<1500 {
            var bytes = base
            for _ in 0..<Int.random(in: 1...6, using: &rng) {
                guard !bytes.isEmpty else { break }
                let i = Int.random(in: 0..<bytes.count, using: &rng)
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: bytes.remove(at: i)
                case 1: bytes.insert(UInt8.random(in: 0...255, using: &rng), at: i)
                case 2: bytes[i] = base[Int.random(in: 0..<base.count, using: &rng)]
                default:
                    let j = min(bytes.count, i + Int.random(in: 1...20, using: &rng))
                    bytes.insert(contentsOf: bytes[i..<j], at: i)
                }
            }
            parse(bytes)
        }
    }

    @Test func validScriptParses() throws {
        #expect(try DemoScript(parsing: Self.valid).lines.count == 17)
    }
}

/// Scripts that parse also play: mutated valid scripts run through the player and the stand-in model without crashing.
@Suite struct DemoPlayerFuzzTests {
    static let base = """
    Size 30x8
    Open "t.txt"
    Pointer on
    Move 10 3 over 100ms
    Press alt
    Drag 25 12 over 200ms
    Sleep 120ms
    Release
    DoubleClick 3 2
    TripleClick 4 4
    Wheel down 2 7 5
    Size 12x3
    Key PageDown
    Set Zoom 2
    Type "ab"
    Mark "m"
    Expect Screen contains "a"
    """

    @Test func mutatedScriptsPlay() throws {
        var rng = DemoScriptFuzzTests.SplitMix(state: 3)
        let words = ["Size 1x1", "Size 200x2", "Move -50 -20", "Drag 130 40", "Press", "Release", "Click 1 1",
                     "Sleep 0ms", "Sleep 70ms", "Set FrameRate 1", "Set FrameRate 240", "Key x", "Open \"t.txt\"",
                     "Set Hover on", "Move 2 2 over 30ms", "Wheel up 3", "TripleClick", "Set Downward hide"]
        let content = DemoContent(name: "t.txt", bytes: Array("日本語 text\nline two\u{1B}[31m red\u{1B}[0m\n\t tab".utf8))
        var played = 0
        for _ in 0..<300 {
            var lines = Self.base.split(separator: "\n").map(String.init)
            for _ in 0..<Int.random(in: 1...5, using: &rng) {
                let i = Int.random(in: 0...lines.count, using: &rng)
                if Bool.random(using: &rng), i < lines.count { lines.remove(at: i) } else {
                    lines.insert(words.randomElement(using: &rng) ?? "Press", at: i)
                }
            }
            guard let script = try? DemoScript(parsing: lines.joined(separator: "\n")) else { continue }
            let player = DemoPlayer(script: script, contents: ["t.txt": content], factory: DemoModels.standard)
            guard let recording = try? player.play(title: "fuzz") else { continue }
            played += 1
            var size = DemoScript.defaultSize
            for case let .size(s) in script.lines.map(\.step) { size = s }
            #expect(recording.finalFrame.size == size)
        }
        #expect(played > 100)
    }
}
