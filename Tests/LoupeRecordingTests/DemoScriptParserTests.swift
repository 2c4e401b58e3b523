import LoupeCore
@testable import LoupeRecording
import Testing

@Suite struct DemoScriptParserTests {
    func steps(_ text: String) throws -> [DemoStep] { try DemoScript(parsing: text).lines.map(\.step) }

    func failure(_ text: String) -> DemoScriptError? {
        do {
            _ = try DemoScript(parsing: text, file: "t.demo")
            return nil
        } catch {
            return error
        }
    }

    @Test func parsesEveryCommand() throws {
        let s = try steps("""
        # comment
        Size 100x30
        Open "my file.txt"   # trailing comment
        Set Zoom 4
        Set Tier quadrant
        Set Downward hide
        Set FrameRate 30
        Set WordChars "-./#"
        Set Theme light
        Set Hover on
        Pointer on
        Move 10 5 over 300ms
        Press right shift ctrl
        Release
        Drag 20 6 over 1.5s alt
        Click
        DoubleClick 3 4
        TripleClick 5 6 middle
        Wheel up
        Wheel down 3
        Wheel down 2 7 8
        Key PageDown
        Key ctrl+c
        Key "#" alt
        Type "hi\\n"
        Sleep 12.5ms
        Mark "the end"
        Expect Selection "a \\"b\\""
        Expect Loupe hidden
        Expect Screen contains "x"
        """)
        #expect(s == [
            .size(GridSize(columns: 100, rows: 30)), .open(path: "my file.txt"),
            .set(.zoom(4)), .set(.tier(.quadrant)), .set(.downward(.hide)), .set(.frameRate(30)),
            .set(.wordChars("-./#")), .set(.theme(.light)), .set(.hover(true)), .pointer(true),
            .move(to: GridPoint(column: 9, row: 4), over: .milliseconds(300)),
            .press(at: nil, button: .right, modifiers: [.shift, .ctrl]),
            .release(at: nil, button: nil, modifiers: nil),
            .drag(to: GridPoint(column: 19, row: 5), over: .milliseconds(1500), button: nil, modifiers: [.alt]),
            .click(at: nil, count: 1, button: .left, modifiers: []),
            .click(at: GridPoint(column: 2, row: 3), count: 2, button: .left, modifiers: []),
            .click(at: GridPoint(column: 4, row: 5), count: 3, button: .middle, modifiers: []),
            .wheel(.wheelUp, count: 1, at: nil), .wheel(.wheelDown, count: 3, at: nil),
            .wheel(.wheelDown, count: 2, at: GridPoint(column: 6, row: 7)),
            .key(.pageDown, []), .key(.character("c"), [.ctrl]), .key(.character("#"), [.alt]),
            .type("hi\n"), .sleep(DemoDuration(microseconds: 12_500)), .mark("the end"),
            .expectSelection("a \"b\""), .expectLoupe(visible: false), .expectScreenContains("x"),
        ])
    }

    @Test func linesKeepTheirNumbers() throws {
        let lines = try DemoScript(parsing: "\n# c\nSize 10x5\n\n  Sleep 1s\r\n").lines
        #expect(lines.map(\.line) == [3, 5])
        #expect(lines.map(\.column) == [6, 9])
    }

    @Test func unknownCommandNamesLineAndColumn() {
        let e = failure("Size 80x24\n  Jump 3 4\n")
        #expect(e?.line == 2)
        #expect(e?.column == 3)
        #expect(e?.description.hasPrefix("t.demo:2:3: unknown command \"Jump\"") == true)
    }

    @Test(arguments: [
        ("Move 0x 3", 1, 6), ("Click 81 3", 1, 7), ("Click 0 3", 1, 7), ("Press 5", 1, 8),
        ("Size 10x5\nMove 200 2", 2, 6), ("Drag 3 -200", 1, 8), ("Move 3", 1, 7),
    ])
    func badCoordinates(text: String, line: Int, column: Int) {
        let e = failure(text)
        #expect(e?.line == line, "\(text)")
        #expect(e?.column == column, "\(text): \(e?.description ?? "no error")")
    }

    @Test(arguments: ["Sleep 500", "Sleep -5ms", "Sleep 1.5.2s", "Sleep ms", "Sleep 0.0001ms", "Sleep 11m", "Sleep 700s", "Move 3 3 over fast"])
    func badDurations(text: String) {
        let e = failure(text)
        #expect(e != nil, "\(text)")
        #expect(e?.message.contains("duration") == true, "\(e?.description ?? "")")
    }

    @Test func timeZoneIsAPosixRuleOrNone() throws {
        let s = try DemoScript(parsing: "Set TimeZone \"CET-1CEST,M3.5.0,M10.5.0/3\"\nSet timezone none\n").lines.map(\.step)
        #expect(s == [.set(.timeZone(DetectorTimeZone(posix: "CET-1CEST,M3.5.0,M10.5.0/3"))), .set(.timeZone(nil))])
        for text in ["Set TimeZone \"Europe/Paris\"", "Set TimeZone CET-1", "Set TimeZone"] {
            let e = failure(text)
            #expect(e?.column == (text == "Set TimeZone" ? 13 : 14), "\(text): \(e?.description ?? "no error")")
        }
        #expect(failure("Set TimeZone \"Europe/Paris\"")?.message.contains("a zone file's name is not read") == true)
        // The setting reaches the pager: a Unix time shows in the zone as well as in UTC.
        var settings = DemoSettings().applying(.timeZone(DetectorTimeZone(posix: "JST-9")))
        #expect(settings.timeZone == DetectorTimeZone(posix: "JST-9"))
        settings = settings.applying(.timeZone(nil))
        #expect(settings.timeZone == nil)
    }

    @Test func otherMistakes() {
        #expect(failure("Size 0x10")?.column == 6)
        #expect(failure("Set Zoom 9")?.column == 10)
        #expect(failure("Set Speed 3")?.column == 5)
        #expect(failure("Pointer maybe")?.column == 9)
        #expect(failure("Mark name")?.message.contains("double quotes") == true)
        #expect(failure("Type \"abc")?.message.contains("closing quote") == true)
        #expect(failure("Type \"a\\qb\"")?.column == 8)
        #expect(failure("Key Hyper")?.column == 5)
        #expect(failure("Key meta+x")?.message.contains("modifier") == true)
        #expect(failure("Expect Loupe maybe")?.column == 14)
        #expect(failure("Release 3 3 sideways")?.column == 13)
        #expect(failure("Sleep 1s 2s")?.column == 10)
        #expect(failure("Open")?.message.contains("needs a file path") == true)
    }

    @Test func invalidUTF8IsAnErrorAtItsLine() {
        do {
            _ = try DemoScript(parsing: Array("Size 10x5\nMark \"".utf8) + [0xFF, 0x22, 0x0A], file: "x")
            Issue.record("no error")
        } catch {
            #expect(error.line == 2)
        }
    }

    @Test func missingFileIsAnErrorAtTheOpenLine() throws {
        let script = try DemoScript(parsing: "Size 10x5\n\nOpen  no-such-file.txt\n")
        #expect(throws: DemoScriptError.self) { try script.loadContents(relativeTo: "/nonexistent-dir", file: "s.demo") }
        do {
            _ = try script.loadContents(relativeTo: "/nonexistent-dir", file: "s.demo")
        } catch {
            #expect(error.line == 3)
            #expect(error.column == 7)
            #expect(error.description.contains("no such file"))
        }
    }

    @Test func durations() {
        #expect(DemoDuration.parse("500ms") == .milliseconds(500))
        #expect(DemoDuration.parse("1.5s") == .milliseconds(1500))
        #expect(DemoDuration.parse("0.001ms") == DemoDuration(microseconds: 1))
        #expect(DemoDuration.parse("2.000000s") == .milliseconds(2000))
        #expect(DemoDuration(microseconds: 16_667).description == "16.667ms")
        #expect(DemoDuration(microseconds: 1_500_000).description == "1500ms")
        #expect(DemoDuration.formatSeconds(microseconds: 1_016_667) == "1.016667")
        #expect(DemoDuration.formatSeconds(microseconds: 5) == "0.000005")
    }

    @Test func keyNamesReadBack() throws {
        let keys: [Key] = [.up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .escape, .enter, .tab,
                           .backspace, .function(1), .function(24), .character(" "), .character("q"), .character("#"),
                           .character("\""), .character("\\"), .character("+"), .character("é"), .character("世")]
        for key in keys {
            let line = "Key \(DemoKeyName.name(of: key)) ctrl"
            #expect(try steps(line) == [.key(key, [.ctrl])], "\(line)")
        }
    }
}

@Suite struct DemoLongPressTests {
    @Test func longPressIsOneLine() throws {
        let steps = try DemoScript(parsing: "LongPress 3 4\nLongPress ctrl").lines.map(\.step)
        #expect(steps == [.longPress(at: GridPoint(column: 2, row: 3), modifiers: []), .longPress(at: nil, modifiers: .ctrl)])
    }
}
