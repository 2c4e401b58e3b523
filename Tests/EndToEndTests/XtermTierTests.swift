import Foundation
import LoupeSystem
import Testing

/// Whether fontconfig knows a font with the sextants (the face's fallback needs one).
private let sextantFontInstalled: Bool = {
    guard let output = try? ChildProcess.run("/bin/sh", ["-c", "fc-list ':charset=1fb00-1fb3b' family"]), output.status == 0 else { return false }
    return !String(decoding: output.stdout, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
}()

/// The automatic tier in a real xterm (379 here), decided by what it can draw: with a TrueType
/// face (`-fa`), fontconfig finds the sextants in any installed font (Unifont Upper here), so the
/// loupe draws with sextants; with xterm's default core font (misc-fixed, no sextants, no
/// fallback) it keeps quadrants. `--loupe-tier` always wins.
@Suite(.serialized, .enabled(if: XtermHarness.available && sextantFontInstalled,
                             "\(XtermHarness.skipReason), and a font with the sextants (fonts-unifont)"))
struct XtermTierTests {
    static let text = "let names = items.filter { $0.count > 2 }\nlet sum = ems.filter { $0.isEven }.reduce(0, +)\n"

    /// The block characters the program wrote after the probe's own sextant: which tier drew the lens.
    static func lensGlyphs(_ written: String) -> (sextants: Int, quadrants: Int) {
        var sextants = 0, quadrants = 0
        for scalar in written.unicodeScalars {
            if (0x1FB01...0x1FB3B).contains(scalar.value) { sextants += 1 }
            if (0x2596...0x259F).contains(scalar.value) { quadrants += 1 }
        }
        return (sextants, quadrants)
    }

    /// Drags across `ems.filter` on row 1 in an xterm with `font`; returns what the program wrote.
    static func dragInXterm(font: [String], tier: [String] = []) throws -> String {
        let file = NSTemporaryDirectory() + "loupe-xterm-tier-\(UInt32.random(in: 0...UInt32.max)).txt"
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        defer { unlink(file) }
        let h = try XtermHarness(columns: 60, rows: 14, font: font, loupe: ["view", file, "--copy-command", "cat > /dev/null"] + tier)
        try h.waitForMouse(pixels: false)
        usleep(300_000)  // the answers to the probe arrive (milliseconds after the first frame)
        try h.press(at: .init(column: 10, row: 1))
        try h.move(to: .init(column: 14, row: 1))
        try h.move(to: .init(column: 19, row: 1))
        try h.waitUntil("the loupe drawn during the drag", lastSeen: { h.written().debugDescription.suffix(300).description }) {
            h.written().contains("╭") && h.written().contains("╯")
        }
        usleep(200_000)  // the lens has risen into place
        try h.release(at: .init(column: 19, row: 1))
        try h.key("q")
        #expect(try h.exitStatus() == 0, "stderr: \(h.stderr())")
        return h.written()
    }

    /// The face from xterm's command line, or from its answer to OSC 50 when allowFontOps is on
    /// (a face set in X resources is not on the command line).
    @Test(arguments: [["-fa", "Unifont", "-fs", "14"], ["-fa", "DejaVu Sans Mono", "-fs", "12"],
                      ["-xrm", "XTerm*faceName: Unifont", "-xrm", "XTerm*allowFontOps: true", "-fs", "14"]])
    func anXtermWithATrueTypeFaceGetsSextants(_ font: [String]) throws {
        let glyphs = Self.lensGlyphs(try Self.dragInXterm(font: font))
        #expect(glyphs.sextants > 20, "\(font): \(glyphs)")
    }

    @Test func anXtermWithItsDefaultBitmapFontKeepsQuadrants() throws {
        let glyphs = Self.lensGlyphs(try Self.dragInXterm(font: []))
        #expect(glyphs.sextants == 0 && glyphs.quadrants > 20, "\(glyphs)")
    }

    /// A face set in X resources, with font queries not allowed (xterm's default): nothing tells
    /// the face, so the tier stays where it is.
    @Test func anUnknownFaceKeepsQuadrants() throws {
        let glyphs = Self.lensGlyphs(try Self.dragInXterm(font: ["-xrm", "XTerm*faceName: Unifont", "-fs", "14"]))
        #expect(glyphs.sextants == 0 && glyphs.quadrants > 20, "\(glyphs)")
    }

    @Test func aTierAskedForWins() throws {
        let glyphs = Self.lensGlyphs(try Self.dragInXterm(font: ["-fa", "Unifont", "-fs", "14"], tier: ["--loupe-tier", "quadrant"]))
        #expect(glyphs.sextants == 0 && glyphs.quadrants > 20, "\(glyphs)")
    }
}
