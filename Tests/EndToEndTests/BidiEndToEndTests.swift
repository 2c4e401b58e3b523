import Foundation
import Glibc
import Testing

/// Bidi controls in the real pager: shown by name, never written to the terminal, copied exactly.
@Suite(.serialized, .enabled(if: TmuxHarness.available, "\(TmuxHarness.skipReason)"))
struct BidiEndToEndTests {
    @Test func bidiControlsAreShownByNameNeverWrittenRawAndCopiedExactly() throws {
        let line = "access = \"user\u{202E} \u{2066}// admin\u{2069} \u{2066}\""
        let (h, path) = try TmuxHarness.viewing([line, "next"], name: "bidi")
        defer { unlink(path) }
        let screen = try h.waitFor("the line") { $0.first?.hasPrefix("access") == true }
        #expect(screen[0] == "access = \"user<U+202E> <U+2066>// admin<U+2069> <U+2066>\"", "\(screen[0])")
        // Triple click: the line is copied.
        let click = TmuxHarness.sgr(0, 2, 0) + TmuxHarness.sgr(0, 2, 0, release: true)
        try h.send(click + click + click)
        try h.waitFor("the status") { $0.contains { $0.contains("with 4 bidi controls") } }
        #expect(try h.run(["show-buffer"]) == line, "the copy is exact")
        let written = h.written().unicodeScalars
        #expect(!written.contains { ControlPictureScalars.bidi.contains($0.value) }, "no bidi control reached the terminal")
        try h.send("q")
        #expect(try h.exitStatus() == 0)
    }
}

enum ControlPictureScalars {
    static let bidi: Set<UInt32> = [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x200E, 0x200F, 0x061C]
    /// Zero-width and invisible format characters, the tags among them (which can spell a hidden text).
    static let invisible: Set<UInt32> = Set([0x200B, 0x2060, 0x2061, 0x2062, 0x2063, 0x2064, 0xFEFF, 0x2028, 0x2029, 0x180E, 0x00AD])
        .union(0xE0000...0xE007F)
}
