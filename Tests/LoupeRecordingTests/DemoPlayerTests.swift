import LoupeCore
@testable import LoupeRecording
import Testing

@Suite struct DemoPlayerTests {
    @Test func mouseEventsArriveAtTheirTimesAndCells() throws {
        let log = ProbeLog()
        _ = try playProbe("""
        Size 20x5
        Open t.txt
        Set FrameRate 10
        Sleep 100ms
        Move 5 2
        Press
        Drag 10 2 over 500ms
        Release
        Click 3 3 right alt
        """, log: log)
        #expect(log.input == [
            mouse(.press, .left, 4, 1, 100),
            mouse(.drag, .left, 5, 1, 200), mouse(.drag, .left, 6, 1, 300), mouse(.drag, .left, 7, 1, 400),
            mouse(.drag, .left, 8, 1, 500), mouse(.drag, .left, 9, 1, 600),
            mouse(.release, .left, 9, 1, 600),
            mouse(.press, .right, 2, 2, 600, .alt), mouse(.release, .right, 2, 2, 600, .alt),
        ])
        // The probe copies on each release: the player's clipboard answers each, right after it.
        #expect(log.copyOutcomes == [CopyOutcome(takenBy: ["demo clipboard"]), CopyOutcome(takenBy: ["demo clipboard"])])
        if let release = log.events.firstIndex(of: mouse(.release, .left, 9, 1, 600)) {
            #expect(log.events[release + 1] == .copied(CopyOutcome(takenBy: ["demo clipboard"]), time: Instant(milliseconds: 600)))
        }
    }

    @Test func aDragWithNoButtonHeldIsAWholeGestureWithThePressModifiers() throws {
        let log = ProbeLog()
        _ = try playProbe("Size 20x5\nOpen t.txt\nSet FrameRate 20\nMove 2 2\nDrag 4 2 over 100ms alt\nMove 1 1\n", log: log)
        #expect(log.input == [
            mouse(.press, .left, 1, 1, 0, .alt), mouse(.drag, .left, 2, 1, 50, .alt), mouse(.drag, .left, 3, 1, 100, .alt),
            mouse(.release, .left, 3, 1, 100, .alt),
        ])
    }

    @Test func hoverMovesOnlyWhenTracked() throws {
        let log = ProbeLog()
        _ = try playProbe("""
        Size 20x5
        Open t.txt
        Move 2 2
        Set Hover on
        Move 3 2
        Key x
        Move 4 2
        """, log: log, configure: { $0.effectsOnKey[.character("x")] = [.setHoverTracking(false)] })
        #expect(log.input == [
            .mouse(MouseEvent(.move, .none, at: GridPoint(column: 2, row: 1), time: .zero)),
            .key(KeyEvent(.character("x"), time: .zero)),
        ])
    }

    @Test func ticksComeAtTheFirstFrameAfterADeadline() throws {
        let log = ProbeLog()
        _ = try playProbe("Size 20x5\nOpen t.txt\nSet FrameRate 10\nSleep 1s\n", log: log,
                          configure: { $0.deadlines = [250, 260, 700] })
        #expect(log.ticks == [300, 700])
    }

    @Test func framesAreWrittenOnlyWhenSomethingChanged() throws {
        let still = try playProbe("Size 20x5\nOpen t.txt\nSleep 2s\nWheel up\nSleep 1s\n")
        #expect(still.events.count == 1, "an unchanged frame writes nothing: \(still.events)")
        #expect(still.framesRendered == 2)
        let counting = try playProbe("Size 20x5\nOpen t.txt\nSet FrameRate 10\nSleep 1s\n",
                                     configure: { $0.showCount = true; $0.deadlines = [100, 300] })
        #expect(counting.events.map(\.time.microseconds) == [0, 100_000, 300_000])
        #expect(counting.duration == .milliseconds(1000))
    }

    @Test func keysAndTypedText() throws {
        let log = ProbeLog()
        _ = try playProbe("Size 20x5\nOpen t.txt\nKey PageDown shift\nSleep 5ms\nType \"a\\n\\t\"\n", log: log)
        #expect(log.input == [
            .key(KeyEvent(.pageDown, modifiers: .shift, time: .zero)),
            .key(KeyEvent(.character("a"), time: Instant(milliseconds: 5))),
            .key(KeyEvent(.enter, time: Instant(milliseconds: 5))),
            .key(KeyEvent(.tab, time: Instant(milliseconds: 5))),
        ])
    }

    @Test func settingsReachAConfigurableModelWithoutARebuild() throws {
        let log = ProbeLog()
        _ = try playProbe("Size 20x5\nSet Zoom 2\nOpen t.txt\nKey a\nSet Zoom 4\nSet Tier quadrant\n", log: log, configurable: true)
        #expect(log.created.map(\.zoom) == [2])
        #expect(log.applied.map(\.zoom) == [4, 4])
        #expect(log.applied.last?.tier == .quadrant)
    }

    @Test func otherModelsAreRebuiltWithTheNewSettings() throws {
        let log = ProbeLog()
        _ = try playProbe("Size 20x5\nOpen t.txt\nKey a\nSet Downward hide\n", log: log)
        #expect(log.created.map(\.downward) == [.show, .hide])
    }

    @Test func aResizeReachesTheModelAndTheRecording() throws {
        let log = ProbeLog()
        let rec = try playProbe("Size 20x5\nOpen t.txt\nSleep 100ms\nSize 30x6\nSleep 100ms\n", log: log)
        #expect(log.input == [.resize(GridSize(columns: 30, rows: 6), time: Instant(milliseconds: 100))])
        #expect(rec.initialSize == GridSize(columns: 20, rows: 5))
        #expect(rec.events.contains(.resize(at: .milliseconds(100), GridSize(columns: 30, rows: 6))))
        guard case let .output(_, last)? = rec.events.last else { Issue.record("no output after the resize"); return }
        #expect(last.contains("\u{1B}[2J"), "a resize redraws the whole screen")
        #expect(rec.finalFrame.size == GridSize(columns: 30, rows: 6))
    }

    @Test func marksKeepTheFrameOfTheirMoment() throws {
        let rec = try playProbe("Size 10x3\nOpen t.txt\nPointer on\nMove 2 1\nPress\nMark \"down\"\nRelease\nMark \"up\"\n")
        #expect(rec.marks.map(\.name) == ["down", "up"])
        #expect(rec.marks[0].frame.text(ofRow: 1) == "[L]       ")
        #expect(rec.marks[1].frame.text(ofRow: 1) == "          ")
        #expect(rec.marks[0].frame[1, 0].style == PointerMark.style, "the pointer is drawn at column 2, row 1")
        #expect(rec.marks[0].frame[0, 0].style == .plain)
        let kinds = rec.events.map { e -> String in if case .marker = e { return "m" } else { return "o" } }
        #expect(kinds == ["o", "o", "m", "o", "m"])
    }

    @Test func expectationsReportTheLineAndWhatWasFound() throws {
        let rec = try playProbe("""
        Size 10x3
        Open t.txt
        Click 4 2
        Expect Selection "sel@3,1"
        Expect Selection "other"
        Expect Loupe visible
        Expect Screen contains "hello"
        Expect Screen contains "bye"
        """)
        #expect(rec.expectationsChecked == 5)
        #expect(rec.failures.map(\.line) == [5, 6, 8])
        #expect(rec.failures[0].message == "expected the selection \"other\", found \"sel@3,1\"")
        #expect(rec.failures[1].message == "expected the loupe visible, found it hidden")
        #expect(rec.failures[2].message.contains("  |hello"))
    }

    @Test func aModelThatCannotBeInspectedIsJudgedByWhatItCopied() throws {
        let script = try DemoScript(parsing: "Size 10x3\nOpen t.txt\nClick 4 2\nExpect Selection \"copied@3\"\nExpect Loupe hidden\n")
        let player = DemoPlayer(script: script, contents: ["t.txt": DemoContent(name: "t.txt", bytes: [])]) { c, s, st in
            ConfigurableProbe(inner: ProbeModel(log: ProbeLog(), content: c, size: s, settings: st))
        }
        let rec = try player.play(title: "x")
        #expect(rec.failures.map(\.line) == [5])
        #expect(rec.failures.first?.message.contains("DemoInspectable") == true)
    }

    @Test func afterAQuitLaterExpectationsFail() throws {
        let rec = try playProbe("Size 10x3\nOpen t.txt\nKey q\nClick 1 1\nExpect Screen contains \"hello\"\n",
                                configure: { $0.effectsOnKey[.character("q")] = [.quit(status: 0, output: nil)] })
        #expect(rec.failures.map(\.message) == ["did not run: the model quit at line 3"])
    }

    @Test func inputBeforeOpenIsAnError() {
        #expect(throws: DemoScriptError(line: 2, column: 1, message: "this line needs content: put an Open FILE line before it")) {
            _ = try playProbe("Size 10x3\nClick 1 1\nOpen t.txt\n")
        }
    }

    @Test func playbackIsDeterministic() throws {
        let text = "Size 30x6\nOpen t.txt\nPointer on\nMove 3 3 over 333ms\nPress\nDrag 20 4 over 777ms\nRelease\nSleep 1s\n"
        let a = try playProbe(text, configure: { $0.showCount = true; $0.deadlines = [123, 456] })
        let b = try playProbe(text, configure: { $0.showCount = true; $0.deadlines = [123, 456] })
        #expect(a == b)
        #expect(AsciicastWriter.encode(a) == AsciicastWriter.encode(b))
    }

    @Test func interpolationRoundsToCells() {
        let a = GridPoint(column: 0, row: 0), b = GridPoint(column: 10, row: -4)
        #expect(ScriptBackend.interpolate(a, b, elapsed: 0, total: 100) == a)
        #expect(ScriptBackend.interpolate(a, b, elapsed: 50, total: 100) == GridPoint(column: 5, row: -2))
        #expect(ScriptBackend.interpolate(a, b, elapsed: 100, total: 100) == b)
        #expect(ScriptBackend.interpolate(a, b, elapsed: 5, total: 0) == b)
    }
}
