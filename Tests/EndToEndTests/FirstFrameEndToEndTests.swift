import Foundation
import LoupeCore
import LoupeTerminal
import Testing

/// The first frame reaches the terminal as bytes made from the frame (`FirstFrameBytes`), before
/// ncurses has drawn it; ncurses then draws the same frame with its output thrown away. The
/// screen must be exactly what ncurses' own drawing makes of the frame, colours and attributes
/// included, and ncurses' later updates must find the screen as it believes it is.
@Suite(.serialized, .enabled(if: TmuxHarness.available, "\(TmuxHarness.skipReason)"))
struct FirstFrameEndToEndTests {
    /// Text that exercises every way a cell is drawn: attributes, the 8, 256 and 24-bit colours
    /// (lowered to what the terminal has), backgrounds on blanks, wide and combining characters,
    /// emoji stand-ins, control pictures, tabs, gaps of blanks and a line longer than the screen.
    static let text = [
        "first-frame check: plain text",
        "second line",
        "\u{1B}[1mbold\u{1B}[0m \u{1B}[2mdim\u{1B}[0m \u{1B}[3mitalic\u{1B}[0m \u{1B}[4munder\u{1B}[0m \u{1B}[5mblink\u{1B}[0m \u{1B}[7mreverse\u{1B}[0m \u{1B}[8minvisible\u{1B}[0m end",
        (0..<8).map { "\u{1B}[\(30 + $0)m c\($0)" }.joined() + "\u{1B}[0m " + (0..<8).map { "\u{1B}[\(40 + $0)m b\($0)" }.joined() + "\u{1B}[0m",
        stride(from: 16, to: 232, by: 9).map { "\u{1B}[38;5;\($0)m#" }.joined() + "\u{1B}[0m",
        stride(from: 0, to: 255, by: 11).map { "\u{1B}[38;2;\($0);\(255 - $0);90m\u{1B}[48;2;20;20;\($0)m@" }.joined() + "\u{1B}[0m",
        "\u{1B}[1;4;31;43mbold underlined red on yellow\u{1B}[0m  \u{1B}[7;32mreverse green\u{1B}[0m   trailing blanks   ",
        "CJK: 中文 日本語 한국어 ｶﾀｶﾅ, emoji 👍🏽 🇫🇷 1️⃣ ❤️, café z̷͉a̸͇l̶g̵o̴",
        "tabs:\there\tand\tthere; controls: \u{01}\u{02}\u{7F} end",
        "Devanagari: नमस्ते दुनिया   Thai: สวัสดีชาวโลก",
        "long " + String(repeating: "x", count: 300),
        "        leading blanks            and gaps                                           far",
        "\u{1B}[44m" + String(repeating: " ", count: 30) + "\u{1B}[0m blue blanks",
    ] + (0..<60).map { "line \($0) " + String(repeating: "word ", count: $0 % 17) }

    /// The pane with its colours and attributes (`capture-pane -e`).
    static func capture(_ h: TmuxHarness) throws -> String {
        try h.run(["capture-pane", "-p", "-e"])
    }

    /// Polls the pane (3 s at most) until `condition` holds of its capture; returns the last capture.
    static func waitForCapture(_ h: TmuxHarness, _ condition: (String) -> Bool) throws -> String {
        let end = Date().addingTimeInterval(3)
        var screen = try capture(h)
        while !condition(screen) && Date() < end {
            usleep(20_000)
            screen = try capture(h)
        }
        return screen
    }

    /// A frame with a cell of every kind, up to the bottom-right corner: styles, colours of
    /// each kind, wide and combining characters, a cell drawn as a padded stand-in (an ASCII
    /// letter the frame says is two columns wide), blanks with and without a background.
    static func variedFrame(_ size: GridSize) -> CellBuffer {
        var frame = CellBuffer(size: size)
        let styles: [Style] = [
            .plain, Style(attributes: .bold), Style(attributes: [.italic, .underline]), Style(attributes: .reverse),
            Style(foreground: .indexed(1)), Style(foreground: .indexed(200), background: .indexed(17)),
            Style(foreground: .rgb(250, 120, 10), background: .rgb(10, 40, 90), attributes: .dim), Style(background: .indexed(4)),
        ]
        let texts = ["plain words", "中文 한국어", "café naïve", "e\u{301}x", "    ", "#![a]", "z̷͉a̸͇"]
        for row in 0..<size.rows {
            var column = (row * 3) % 5
            var i = row
            while column < size.columns - 2 {
                column += frame.write(texts[i % texts.count], column: column, row: row, style: styles[i % styles.count]) + (i % 3)
                i += 1
            }
        }
        // A stand-in padded to the frame's width, and the bottom-right corner drawn.
        _ = frame.write("  ", column: 6, row: 1)
        frame[6, 1] = Cell("a", width: 2, style: styles[5])
        frame[7, 1] = Cell("", width: 0, style: styles[5])
        _ = frame.write("Z", column: size.columns - 1, row: size.rows - 1, style: styles[3])
        return frame
    }

    /// What tmux shows for `bytes` written to a pane of `size` (`cat` writes them).
    static func shown(_ bytes: [UInt8], size: GridSize) throws -> String {
        let path = NSTemporaryDirectory() + "loupe-first-frame-bytes-\(UInt32.random(in: 0...UInt32.max))"
        try Data(bytes + Array("\u{1B}[999;1Hshown".utf8)).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let h = try TmuxHarness(columns: size.columns, rows: size.rows, arguments: path, program: "/bin/cat", waitForFrame: false)
        _ = try h.waitFor("the bytes shown") { $0.contains { $0.hasPrefix("shown") } }
        // A row ending in the last column followed by the next row's text without a cursor move
        // (ncurses lets the terminal wrap) is marked wrapped by tmux, which then leaves out the
        // attribute reset at the ends of the two rows: not something shown.
        let reset = "\u{1B}[0m\u{1B}[39m\u{1B}[49m"
        return try capture(h).components(separatedBy: "\n").map { row in
            var row = Substring(row)
            if row.hasPrefix(reset) { row = row.dropFirst(reset.count) }
            if row.hasSuffix(reset) { row = row.dropLast(reset.count) }
            return String(row)
        }.joined(separator: "\n")
    }

    /// Loupe's bytes for a frame and ncurses' own drawing of it show the same screen, cell for
    /// cell, in each colour mode; the update ncurses makes meanwhile sends nothing.
    @Test(arguments: [ColorMode.truecolor, .palette256, .palette8, .monochrome])
    func theBytesShowWhatNcursesSends(mode: ColorMode) throws {
        let size = GridSize(columns: 60, rows: 14)
        let frame = Self.variedFrame(size)
        let ncurses = try #require(HeadlessScreen(size: size, colorMode: mode))
        let start = Array(ncurses.output.utf8)  // what newterm sent: the same on both screens
        ncurses.renderer.render(base: frame, overlays: [])
        let theirs = Array(ncurses.output.utf8)
        let held = ncurses.capture()
        ncurses.close()

        let loupe = try #require(HeadlessScreen(size: size, colorMode: mode))
        var mine: [UInt8] = []
        let drawn = loupe.renderer.renderFirst(base: frame, overlays: [], write: { mine += $0 }, silently: loupe.discardingOutput)
        #expect(drawn)
        #expect(loupe.output.utf8.count == start.count, "ncurses' own update of the frame reached the terminal")
        #expect(loupe.capture() == held, "ncurses holds another frame")
        loupe.close()

        #expect(try Self.shown(start + mine, size: size) == Self.shown(theirs, size: size))
    }

    @Test(arguments: [("xterm-256color", 120, 40), ("xterm-256color", 80, 24), ("xterm-256color", 200, 60), ("xterm-256color", 34, 8),
                      ("screen", 100, 30), ("vt220", 100, 30)])
    func theFirstFrameIsWhatNcursesDraws(term: String, columns: Int, rows: Int) throws {
        let path = NSTemporaryDirectory() + "loupe-first-frame-\(UInt32.random(in: 0...UInt32.max)).txt"
        try Data((Self.text.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let h = try TmuxHarness(columns: columns, rows: rows, command: "view", arguments: "--no-loupe \(path)", environment: "TERM=\(term)") {
            $0.contains { $0.contains("lines 1-") }
        }
        // The frame went out as Loupe's bytes: a row placed with `cup` right after the one above
        // (ncurses itself goes down a row with a carriage return and `vpa`, or a line feed).
        #expect(h.written().contains("first-frame check: plain text\u{1B}[2;1Hsecond line"), "the first frame was not Loupe's own bytes")
        // The mouse goes on once the whole frame is out (its status bar is its last row), not before.
        try h.waitForDisplay("#{mouse_any_flag}", equal: "1")
        let written = h.written()
        let statusBar = try #require(written.range(of: "lines 1-"))
        let mouseOn = try #require(written.range(of: "\u{1B}[?1002h"))
        #expect(statusBar.upperBound <= mouseOn.lowerBound, "the mouse went on before the first frame was out")
        let first = try Self.capture(h)
        let firstBytes = h.written().utf8.count  // the first frame, and the modes before it
        // The whole pane scrolls: ncurses made its screen at the entry's size (24 rows) and set the
        // terminal's scrolling region for those rows; the session sets it for all of them.
        let wholePane = "0-\((Int(try h.display("#{pane_height}")) ?? 0) - 1)"
        #expect(try h.display("#{scroll_region_upper}-#{scroll_region_lower}") == wholePane, "the scrolling region")

        // Scrolled a row down and back by ncurses' differences from what it believes the first frame
        // left on screen: the first frame again.
        try h.send("j")
        _ = try Self.waitForCapture(h) { $0 != first }
        // ncurses knew what was on screen: from the first frame to the scroll it sent the mouse modes,
        // its queries and the scroll (the screen moved, a new row, the status bar), where with a
        // wrong idea of the screen it would have drawn every row again.
        // Nor had it drawn the first frame again on its own: its first row was sent once.
        #expect(h.written().components(separatedBy: "first-frame check: plain text").count == 2, "the first row was sent again")
        let sinceFirst = h.written().utf8.count - firstBytes
        #expect(sinceFirst * 3 < firstBytes, "\(sinceFirst) bytes from the first frame to a scroll of one row, \(firstBytes) up to the first frame")
        try h.send("k")
        let back = try Self.waitForCapture(h) { $0 == first }
        #expect(back == first, "scrolled down and up:\n\(back.debugDescription)\nthe first frame:\n\(first.debugDescription)")
        // A suspend leaves the screen and enters it again, and ncurses draws all of it anew.
        let before = h.written().count
        try h.send("\u{1A}")
        try h.waitForWritten("the screen left and entered again") { w in
            String(w.dropFirst(before)).components(separatedBy: "\u{1B}[?1002h").count > 1
        }
        let redrawn = try Self.waitForCapture(h) { $0 == first }
        #expect(redrawn == first, "ncurses drew the frame otherwise:\n\(redrawn.debugDescription)\nthan the first frame:\n\(first.debugDescription)")

        try h.send("q")
        #expect(try h.exitStatus() == 0)
        // The shell gets back a terminal that scrolls whole.
        #expect(try h.display("#{scroll_region_upper}-#{scroll_region_lower}") == wholePane, "the scrolling region after Loupe")
    }
}
