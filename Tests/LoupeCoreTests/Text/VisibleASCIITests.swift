@testable import LoupeCore
import Testing

/// `VisibleASCII`: the text a line of printable ASCII and control sequences shows, the same as
/// its imported cells, and no answer for any other line.
@Suite("Visible ASCII")
struct VisibleASCIITests {
    static func visible(_ line: String) -> String? {
        // A buffer left longer by an earlier line: only the prefix returned is the text.
        var text = [UInt8](repeating: UInt8(ascii: "#"), count: 3)
        let bytes = Array(line.utf8)
        guard let made = bytes.withUnsafeBufferPointer({ VisibleASCII.copy($0, into: &text) }) else { return nil }
        return String(decoding: text[..<made], as: UTF8.self)
    }

    @Test("control sequences are taken out, SGR or not, with a private marker or intermediates")
    func sequencesTakenOut() {
        #expect(Self.visible("\u{1B}[2m00040000\u{1B}[0m  \u{1B}[1;31mERROR\u{1B}[0m") == "00040000  ERROR")
        #expect(Self.visible("a\u{1B}[38:2::255:0:0mb\u{1B}[Kc\u{1B}[?25hd\u{1B}[1 qe") == "abcde")
        #expect(Self.visible("") == "")
        #expect(Self.visible("\u{1B}[m") == "")
    }

    @Test("any other line has no answer: a tab, a control, UTF-8, DEL, another escape, a sequence left open or too long")
    func otherLines() {
        for line in ["a\tb", "a\u{1}b", "é", "a\u{7F}", "\u{1B}]8;;http://x\u{1B}\\a", "\u{1B}(Ba", "\u{1B}7a", "a\u{1B}",
                     "a\u{1B}[", "a\u{1B}[31", "a\u{1B}[3\u{1}m", "\u{1B}[" + String(repeating: "1", count: ANSIParser.csiCap + 1) + "m"] {
            #expect(Self.visible(line) == nil, "\(line.debugDescription)")
        }
    }

    @Test("what it gives is the imported line's text, for random lines of ASCII and escapes")
    func agreesWithTheImporter() {
        var rng = SystemRandomNumberGenerator()
        let pieces = ["a", "B", " ", "~", "\u{1B}[31m", "\u{1B}[0;1m", "\u{1B}[K", "\u{1B}[?1h", "\u{1B}[", "\u{1B}", "m", "[", "3", ";", "\u{1B}]0;t\u{7}", "\t", "é"]
        let importer = TextImporter()
        for _ in 0..<2000 {
            let line = (0..<Int.random(in: 0...12, using: &rng)).map { _ in pieces.randomElement(using: &rng) ?? "a" }.joined()
            guard let text = Self.visible(line) else { continue }
            var links = HyperlinkTable()
            let cells = Array(line.utf8).withUnsafeBufferPointer { importer.importLine($0, hyperlinks: &links) }
            #expect(cells.map(\.grapheme).joined() == text, "\(line.debugDescription)")
            #expect(cells.allSatisfy { !$0.flags.contains(.placeholder) }, "\(line.debugDescription)")
        }
    }
}
