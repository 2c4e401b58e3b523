import LoupeCore
@testable import LoupeRecording
import Testing

@Suite struct DemoScriptWriterTests {
    /// Plays a written script with the probe and returns the events the model got.
    func replay(_ script: String) throws -> [InputEvent] {
        let log = ProbeLog()
        let parsed = try DemoScript(parsing: script)
        let player = DemoPlayer(script: parsed, contents: ["content.txt": DemoContent(name: "content.txt", bytes: Array("x".utf8))]) {
            ProbeModel(log: log, content: $0, size: $1, settings: $2)
        }
        _ = try player.play(title: "replay")
        return log.input
    }

    /// Events with times made relative to the first one and rounded to microseconds (the script's resolution).
    func normalized(_ events: [InputEvent]) -> [InputEvent] {
        guard let start = events.first(where: { if case .tick = $0 { return false } else { return true } })?.time else { return [] }
        func t(_ i: Instant) -> Instant { Instant(milliseconds: Double(Int64((i.milliseconds(since: start) * 1000).rounded())) / 1000) }
        return events.compactMap { e in
            switch e {
            case var .mouse(m): m.time = t(m.time); return .mouse(m)
            case var .key(k): k.time = t(k.time); return .key(k)
            case let .resize(s, time): return .resize(s, time: t(time))
            case let .terminal(report, time): return .terminal(report, time: t(time))
            case .tick, .copied, .result: return nil
            }
        }
    }

    @Test func aSessionReadsBackAsTheSameEvents() throws {
        let size = GridSize(columns: 40, rows: 10)
        let events: [InputEvent] = [
            mouse(.press, .left, 3, 2, 1000.25),
            .tick(Instant(milliseconds: 1010)),
            mouse(.drag, .left, 4, 2, 1016.5), mouse(.drag, .left, 4, 2, 1020), mouse(.drag, .left, 60, 12, 1100, .alt),
            mouse(.release, .left, 60, 12, 1200),
            mouse(.press, .wheelDown, 5, 5, 1300), mouse(.press, .wheelUp, 5, 5, 1300),
            .key(KeyEvent(.character("#"), modifiers: .ctrl, time: Instant(milliseconds: 1400))),
            .key(KeyEvent(.character(" "), time: Instant(milliseconds: 1400))),
            .key(KeyEvent(.function(5), modifiers: [.shift, .alt], time: Instant(milliseconds: 1401))),
            .resize(GridSize(columns: 50, rows: 12), time: Instant(milliseconds: 1500)),
            mouse(.press, .right, 49, 11, 1600, .shift), mouse(.release, .right, 49, 11, 1650, .shift),
            .mouse(MouseEvent(.move, .none, at: GridPoint(column: 7, row: 3), time: Instant(milliseconds: 1700))),
            .terminal(.background(red: 0xFA, green: 0xF0, blue: 0x0E), time: Instant(milliseconds: 1750)),
            .terminal(.colorMode(.palette256), time: Instant(milliseconds: 1750)),
            .terminal(.pixelMouse(true), time: Instant(milliseconds: 1751)),
            .terminal(.focus(false), time: Instant(milliseconds: 1752)),
            .terminal(.version("XTerm(379) \"quoted\""), time: Instant(milliseconds: 1753)),
            .terminal(.sextantAdvance(1), time: Instant(milliseconds: 1753)),
            .terminal(.font(TerminalFont(name: "DejaVu Sans Mono", isLocal: true, sextantsInstalled: false)), time: Instant(milliseconds: 1753)),
            .terminal(.font(TerminalFont(name: "9x15", isLocal: false, sextantsInstalled: true)), time: Instant(milliseconds: 1753)),
        ]
        let script = DemoScriptWriter.script(for: events, size: size, contentPath: "content.txt", hover: true)
        #expect(script.contains("Sleep 16.25ms\nDrag 5 3 left\n"))
        #expect(script.contains("Terminal background \"#faf00e\"\nTerminal colors 256\n"))
        #expect(script.contains("Terminal advance 1\nTerminal font \"DejaVu Sans Mono\" local nosextants\nTerminal font \"9x15\" remote sextants\n"))
        #expect(try replay(script) == normalized(events))
    }

    /// A value a work produced (the writer keeps only which result it was, and when).
    struct Counted: WorkOutput, Equatable { var n: Int }

    @Test func workResultsAreWrittenWithTheirTimesAndReadBackAsResultLines() throws {
        let events: [InputEvent] = [
            .key(KeyEvent(.character("/"), time: Instant(milliseconds: 100))),
            .result(WorkResult(work: WorkID("find", 3), sequence: 0, value: Counted(n: 1)), time: Instant(milliseconds: 100)),
            .result(WorkResult(work: WorkID("find", 3), sequence: 1, value: Counted(n: 2)), time: Instant(milliseconds: 112.5)),
        ]
        let script = DemoScriptWriter.script(for: events, size: GridSize(columns: 40, rows: 10), contentPath: "content.txt")
        #expect(script.hasSuffix("Key /\nResult find 3 0\nSleep 12.5ms\nResult find 3 1\n"), "\(script)")
        let steps = try DemoScript(parsing: script).lines.map(\.step)
        #expect(steps.suffix(3) == [.result(WorkID("find", 3), sequence: 0), .sleep(DemoDuration(microseconds: 12_500)), .result(WorkID("find", 3), sequence: 1)])
    }

    @Test func randomSessionsReadBackAsTheSameEvents() throws {
        var rng = DemoScriptFuzzTests.SplitMix(state: 11)
        for _ in 0..<30 {
            let start = GridSize(columns: Int.random(in: 10...120, using: &rng), rows: Int.random(in: 3...50, using: &rng))
            let events = randomSession(size: start, rng: &rng)
            let script = DemoScriptWriter.script(for: events, size: start, contentPath: "content.txt", hover: true)
            let got = try replay(script), want = normalized(events)
            if got != want {
                let i = Array(zip(got, want)).firstIndex { $0.0 != $0.1 } ?? min(got.count, want.count)
                Issue.record("first difference at \(i): got \(i < got.count ? "\(got[i])" : "nothing"), want \(i < want.count ? "\(want[i])" : "nothing")")
            }
        }
    }

    /// A plausible session: presses on screen, drags anywhere near it, releases, hover moves, wheel, keys, resizes, ticks.
    func randomSession(size start: GridSize, rng: inout DemoScriptFuzzTests.SplitMix) -> [InputEvent] {
        let keys: [Key] = [.up, .pageDown, .enter, .escape, .character("q"), .character("\""), .character("é"), .function(12)]
        let modifierSets: [Modifiers] = [[], [.shift], [.alt], [.ctrl, .alt]]
        var size = start
        var time = Double(Int.random(in: 0...100_000, using: &rng)) / 7
        var held: MouseButton?
        var events: [InputEvent] = []
        for _ in 0..<40 {
            time += Double(Int.random(in: 0...400_000, using: &rng)) / 1000
            let t = Instant(milliseconds: time)
            let onScreen = GridPoint(column: Int.random(in: 0..<size.columns, using: &rng), row: Int.random(in: 0..<size.rows, using: &rng))
            let anywhere = GridPoint(column: Int.random(in: -20...size.columns + 20, using: &rng),
                                     row: Int.random(in: -5...size.rows + 5, using: &rng))
            let mods = modifierSets.randomElement(using: &rng) ?? []
            switch (Int.random(in: 0..<7, using: &rng), held) {
            case (0, nil):
                let b = [MouseButton.left, .middle, .right].randomElement(using: &rng) ?? .left
                held = b
                events.append(.mouse(MouseEvent(.press, b, at: onScreen, modifiers: mods, time: t)))
            case let (1, b?): events.append(.mouse(MouseEvent(.drag, b, at: anywhere, modifiers: mods, time: t)))
            case let (2, b?):
                events.append(.mouse(MouseEvent(.release, b, at: anywhere, modifiers: mods, time: t)))
                held = nil
            case (3, _): events.append(.key(KeyEvent(keys.randomElement(using: &rng) ?? .up, modifiers: mods, time: t)))
            case (4, nil): events.append(.mouse(MouseEvent(.move, .none, at: anywhere, time: t)))
            case (5, nil): events.append(.mouse(MouseEvent(.press, Bool.random(using: &rng) ? .wheelUp : .wheelDown, at: onScreen, time: t)))
            case (6, _):
                size = GridSize(columns: Int.random(in: 10...120, using: &rng), rows: Int.random(in: 3...50, using: &rng))
                events.append(.resize(size, time: t))
            default: events.append(.tick(t))
            }
        }
        return events
    }
}
