import Foundation
import Testing

/// loupe in a real terminal: xterm (which implements SGR-Pixels, mode 1016) on a headless X
/// server, with real pointer and key events. Unlike the tmux tests, the mouse reports here are
/// written by the terminal itself, so these prove that the modes loupe asks for are the ones a
/// terminal honours and that pixel reports reach the selection with half-cell precision.
@Suite(.serialized, .enabled(if: XtermHarness.available, "\(XtermHarness.skipReason)"))
struct RealTerminalTests {
    static let text = """
        The quick brown fox
        jumps over the lazy dog
        Pack my box with five dozen liquor jugs

        """

    /// `liquor` on row 2 (zero-based) fills columns 28 to 33.
    static let liquorRow = 2
    static let liquor = 28...33

    /// An xterm running `loupe pick TEXT --output {dir}/picked --no-status`.
    static func picker() throws -> XtermHarness {
        let file = NSTemporaryDirectory() + "loupe-xterm-text-\(UInt32.random(in: 0...UInt32.max)).txt"
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        defer { unlink(file) }
        let h = try XtermHarness(loupe: ["pick", file, "--output", "{dir}/picked", "--no-status"])
        try h.waitForMouse(pixels: false)
        return h
    }

    /// What `loupe pick` wrote once it exited (status 0 required).
    static func picked(_ h: XtermHarness, sourceLocation: SourceLocation = #_sourceLocation) throws -> String? {
        #expect(try h.exitStatus() == 0, "stderr: \(h.stderr())", sourceLocation: sourceLocation)
        return h.file("picked")
    }

    @Test func dragOverAWordPicksExactlyThatWord() throws {
        let h = try Self.picker()
        // "lazy" is columns 15-18 of row 1: from the left part of `l` to the right part of `y`
        // (the same selection with or without pixel reports). The loupe (its frame has round
        // corners) is drawn while the button is held.
        try h.press(at: .init(column: 15, row: 1, x: 0.2))
        try h.move(to: .init(column: 17, row: 1))
        try h.waitUntil("the loupe drawn during the drag", lastSeen: { h.written().debugDescription.suffix(400).description }) {
            h.written().contains("╭") && h.written().contains("╯")
        }
        try h.release(at: .init(column: 18, row: 1, x: 0.8))
        let picked = try Self.picked(h)
        #expect(picked == "lazy")
        // Back in the shell the terminal must not go on reporting the mouse, in pixels or at all:
        // xterm itself says every mouse mode is reset.
        let modes = try h.modesAfterExit()
        #expect(modes == Dictionary(uniqueKeysWithValues: XtermHarness.mouseModes.map { ($0, 2) }), "xterm's mouse modes after exit: \(modes)")
    }

    /// The press starts the selection at the character boundary nearest the pointer
    /// (`PointerHit`: the right half of `l` means after it, the left half before it), and the
    /// release ends it the same way. Without pixel reports every case would give "liquor".
    @Test(arguments: [
        (0.75, 0.75, "iquor"),   // press on the right half of `l`: the selection starts after it
        (0.25, 0.75, "liquor"),  // press on the left half of `l`: before it
        (0.25, 0.25, "liquo"),   // release on the left half of `r`: the selection ends before it
    ])
    func halfCellPrecision(pressX: Double, releaseX: Double, expected: String) throws {
        let h = try Self.picker()
        try h.waitForMouse(pixels: true)
        let row = Self.liquorRow
        try h.drag(from: .init(column: Self.liquor.lowerBound, row: row, x: pressX), via: [.init(column: 30, row: row)],
                   to: .init(column: Self.liquor.upperBound, row: row, x: releaseX))
        let picked = try Self.picked(h)
        #expect(picked == expected)
    }

    /// SGR-Pixels is really on in xterm: two pointer positions inside ONE cell give the same
    /// cell and different sub-cell offsets, each the one the pixel means. The diagnostic model
    /// copies (key `c`) the event before the key to `--copy-command`, which appends to a file.
    @Test func pixelReportsResolvePositionsInsideACell() throws {
        let h = try XtermHarness(loupe: ["terminal-self-test", "--copy-command", "cat >> {dir}/copied; echo >> {dir}/copied"])
        try h.waitForMouse(pixels: true)
        let left = XtermHarness.Spot(column: 20, row: 5, x: 0.25, y: 0.5)
        let right = XtermHarness.Spot(column: 20, row: 5, x: 0.75, y: 0.5)
        try h.press(at: left)
        try h.key("c")
        try h.move(to: right)
        try h.key("c")
        try h.release(at: right)
        try h.key("q")
        #expect(try h.exitStatus() == 0, "stderr: \(h.stderr())")
        let lines = (h.file("copied") ?? "").split(separator: "\n").map(String.init)
        try #require(lines.count == 2, "copied: \(lines)")
        let press = try #require(Logged(lines[0]), "\(lines[0])")
        let drag = try #require(Logged(lines[1]), "\(lines[1])")
        #expect(press.kind == "press left" && drag.kind == "drag left")
        #expect(press.cell == "20,5" && drag.cell == "20,5", "both positions are in cell 20,5")
        let (leftX, leftY) = percent(h, left), (rightX, _) = percent(h, right)
        #expect(abs(press.x - leftX) <= 1 && abs(press.y - leftY) <= 1, "\(lines[0]): expected about @\(leftX),\(leftY)")
        #expect(abs(drag.x - rightX) <= 1, "\(lines[1]): expected about @\(rightX),…")
        #expect(press.x < 50 && drag.x >= 50, "left and right halves of the cell")
    }

    /// xterm answers loupe's OSC 11 query with its background (white unless told otherwise), and
    /// the reply reaches the model (the pager shades the loupe's shadow against it) instead of
    /// being read as keys. The diagnostic model logs it; `c` copies the event before it.
    @Test func theTerminalSaysItsBackground() throws {
        let h = try XtermHarness(loupe: ["terminal-self-test", "--copy-command", "cat >> {dir}/copied; echo >> {dir}/copied"])
        try h.waitForMouse(pixels: true)
        try h.move(to: .init(column: 1, row: 1))  // with no window manager, keys go to the window under the pointer
        try h.waitUntil("the background reply", lastSeen: { h.file("copied") ?? "" }) {
            try h.key("c")
            usleep(50_000)
            return (h.file("copied") ?? "").contains("background 255,255,255")
        }
        #expect(!(h.file("copied") ?? "").contains("key alt+]"), "the reply was not read as keys")
        try h.key("q")
        #expect(try h.exitStatus() == 0, "stderr: \(h.stderr())")
    }

    /// Where a spot lies inside its cell in whole percent, from the pixel the pointer was moved to.
    private func percent(_ h: XtermHarness, _ spot: XtermHarness.Spot) -> (Int, Int) {
        let p = h.pixel(spot)
        return ((p.x - spot.column * h.cellWidth) * 100 / h.cellWidth, (p.y - spot.row * h.cellHeight) * 100 / h.cellHeight)
    }

    /// A diagnostic log line such as `press left 20,5 @20,47`.
    struct Logged {
        var kind: String
        var cell: String
        var x: Int
        var y: Int

        init?(_ line: String) {
            let words = line.split(separator: " ")
            guard words.count == 4, words[3].hasPrefix("@") else { return nil }
            let sub = words[3].dropFirst().split(separator: ",").compactMap { Int($0) }
            guard sub.count == 2 else { return nil }
            kind = "\(words[0]) \(words[1])"
            cell = String(words[2])
            x = sub[0]
            y = sub[1]
        }
    }
}
