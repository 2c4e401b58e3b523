import Foundation
import Glibc
import Testing

/// Zero-width and invisible characters in the real pager: shown by name, never written to the
/// terminal, copied exactly; a subdivision flag stays one emoji.
@Suite(.serialized, .enabled(if: TmuxHarness.available, "\(TmuxHarness.skipReason)"))
struct InvisibleCharactersEndToEndTests {
    /// Tags spelling `text`: the hidden text of "ASCII smuggling".
    static func tags(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.compactMap { Unicode.Scalar($0.value + 0xE0000) }))
    }

    @Test func invisibleCharactersAreShownByNameNeverWrittenRawAndCopiedExactly() throws {
        let hidden = "user = \"admin\u{200B}\"; \u{FEFF}x\u{00AD}y\u{2060} ok" + Self.tags("rm")
        let flag = "flag \u{1F3F4}" + Self.tags("gbsct") + "\u{E007F} end"
        let (h, path) = try TmuxHarness.viewing([hidden, flag, "next"], name: "invisible")
        defer { unlink(path) }
        let screen = try h.waitFor("the lines") { $0.count > 2 && $0[2] == "next" }
        #expect(screen[0] == "user = \"admin<U+200B>\"; <U+FEFF>x<U+00AD>y<U+2060> ok<U+E0072><U+E006D>", "\(screen[0])")
        #expect(screen[1] == "flag \u{1F3F4} end", "the flag is one emoji of two columns: \(screen[1].debugDescription)")
        // Triple click on each line: each is copied exactly, and the status bar says what it holds.
        let click = TmuxHarness.sgr(0, 2, 0) + TmuxHarness.sgr(0, 2, 0, release: true)
        try h.send(click + click + click)
        try h.waitFor("the status") { $0.contains { $0.contains("with 6 invisible characters") } }
        #expect(try h.run(["show-buffer"]) == hidden, "the copy is exact")
        try h.send("\u{1B}")
        let clickFlag = TmuxHarness.sgr(0, 2, 1) + TmuxHarness.sgr(0, 2, 1, release: true)
        try h.send(clickFlag + clickFlag + clickFlag)
        let status = try h.waitFor("the flag line's status") { $0.contains { $0.contains("selected 10 chars") } }
        #expect(!status.contains { $0.contains("invisible") }, "a flag's tags are not invisible characters")
        #expect(try h.run(["show-buffer"]) == flag, "the flag's tags are copied")
        try h.send("q")
        #expect(try h.exitStatus() == 0)
        let problems = TerminalOutputAudit.problems(in: [UInt8]((try? Data(contentsOf: h.pipeFile)) ?? Data()))
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// The invisible characters that stand alone and were still drawn raw: the deprecated format
    /// characters, the interlinear annotation marks and the Hangul fillers (letters that draw
    /// nothing) are named too; the pager writes none of them to the terminal.
    @Test func theStandAloneFillersAndFormatCharactersAreNamedToo() throws {
        let line = "id\u{3164}=\u{FFA0}1 \u{206A}x\u{206F} \u{FFF9}a\u{FFFA}b\u{FFFB}"
        let (h, path) = try TmuxHarness.viewing([line, "next"], name: "invisible")
        defer { unlink(path) }
        let screen = try h.waitFor("the lines") { $0.count > 1 && $0[1] == "next" }
        #expect(screen[0] == "id<U+3164>=<U+FFA0>1 <U+206A>x<U+206F> <U+FFF9>a<U+FFFA>b<U+FFFB>", "\(screen[0])")
        try h.send("q")
        #expect(try h.exitStatus() == 0)
        #expect(!h.written().unicodeScalars.contains { [0x3164, 0xFFA0, 0x206A, 0x206F, 0xFFF9, 0xFFFA, 0xFFFB].contains($0.value) })
    }
}
