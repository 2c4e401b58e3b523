import Foundation
import Testing

/// In xterm, which grants SGR-Pixels (1016): after the edit menu, after the context menu (its
/// items hovered) and after a link's preview, each of which switches mouse tracking, a drag
/// still selects exactly the text under the pointer. Checked from outside: the X clipboard
/// (xclip) holds what was dragged over. Before the fix, the first menu turned pixels off in
/// xterm while the decoder still read pixels, and the next drag selected `# L` on row 1.
@Suite(.serialized, .enabled(if: XtermHarness.clipboardAvailable, "\(XtermHarness.skipReason), and xclip"))
struct RealTerminalMenuMouseTests {
    static let text = """
        The quick brown fox
        jumps over the lazy dog
        Pack my box with five dozen liquor jugs
        docs at https://example.com/guide today

        """

    /// Drags over columns `from...to` of `row` (from the left part of the first cell to the right
    /// part of the last) and waits until the clipboard holds `expected`.
    static func drag(_ h: XtermHarness, row: Int, _ from: Int, _ to: Int, expecting expected: String,
                     sourceLocation: SourceLocation = #_sourceLocation) throws {
        try h.drag(from: .init(column: from, row: row, x: 0.2), via: [.init(column: (from + to) / 2, row: row)],
                   to: .init(column: to, row: row, x: 0.8))
        #expect(try h.waitForSelection("clipboard", expected) == expected, sourceLocation: sourceLocation)
    }

    @Test func aDragAfterEveryMenuLandsUnderThePointer() throws {
        let file = NSTemporaryDirectory() + "loupe-menus-\(UInt32.random(in: 0...UInt32.max)).txt"
        try Data(Self.text.utf8).write(to: URL(fileURLWithPath: file))
        defer { unlink(file) }
        let h = try XtermHarness(columns: 80, rows: 14, loupe: ["view", file])
        try h.waitForMouse(pixels: true)

        // The edit menu shows on release; Esc closes it; the next drag lands where it is.
        try Self.drag(h, row: 1, 15, 18, expecting: "lazy")
        try h.waitUntil("the edit menu", lastSeen: { h.written().debugDescription.suffix(300).description }) {
            h.written().contains("Select All")
        }
        try h.key("Escape")
        try Self.drag(h, row: 2, 28, 33, expecting: "liquor")

        // The context menu at the pointer, its items hovered (any-motion tracking), then Esc.
        try h.key("Escape")
        let before = h.written().count
        try h.rightClick(at: .init(column: 5, row: 0))
        try h.waitUntil("the context menu") { h.written().count > before + 20 }
        for row in 1...4 { try h.move(to: .init(column: 8, row: row)) }
        try h.key("Escape")
        try Self.drag(h, row: 2, 22, 26, expecting: "dozen")

        // A long press on the link previews it; Esc dismisses the preview.
        try h.key("Escape")
        let link = h.written().count
        try h.press(at: .init(column: 12, row: 3))
        usleep(900_000)
        try h.release(at: .init(column: 12, row: 3))
        try h.waitUntil("the link's preview", lastSeen: { h.written().debugDescription.suffix(300).description }) {
            h.written().count > link + 100
        }
        try h.key("Escape")
        usleep(300_000)
        try Self.drag(h, row: 0, 4, 8, expecting: "quick")

        try h.key("Escape")
        usleep(200_000)  // not read with the q as one sequence (alt+q)
        try h.key("q")
        #expect(try h.exitStatus() == 0, "stderr: \(h.stderr())")
        // Pixels stayed on to the end: SGR-Pixels was the last coordinate mode sent before the exit's reset.
        let written = h.written()
        if let exit = written.range(of: "\u{1B}[?1016l", options: .backwards) {
            let before = written[..<exit.lowerBound]
            let pixels = before.range(of: "\u{1B}[?1016h", options: .backwards)?.lowerBound
            let sgr = before.range(of: "\u{1B}[?1006h", options: .backwards)?.lowerBound
            #expect(pixels != nil && sgr != nil && pixels! > sgr!, "1016 after 1006 in the last switch")
        }
    }
}
