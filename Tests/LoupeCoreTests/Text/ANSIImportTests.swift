import Testing
@testable import LoupeCore

/// Imports one line and returns its cells.
private func cells(_ text: String) -> [Cell] {
    TextImporter().importText(text).lines.first ?? []
}

private func style(of text: String, at index: Int = 0) -> Style {
    cells(text)[index].style
}

@Suite("ANSI import: SGR")
struct SGRImportTests {
    @Test("basic attributes 1-9 and their resets 21-29")
    func attributes() {
        let s = style(of: "\u{1b}[1;2;3;4;5;7;8;9mx")
        #expect(s.attributes == [.bold, .dim, .italic, .underline, .blink, .reverse, .invisible, .strikethrough])
        #expect(style(of: "\u{1b}[6mx").attributes == [.blink])
        #expect(style(of: "\u{1b}[21mx").attributes == [.underline])
        let reset = style(of: "\u{1b}[1;2;3;4;5;7;8;9m\u{1b}[22;23;24;25;27;28;29mx")
        #expect(reset.attributes == [])
        #expect(style(of: "\u{1b}[1;3m\u{1b}[0mx") == .plain)
        #expect(style(of: "\u{1b}[1;3m\u{1b}[mx") == .plain, "an empty SGR is a reset")
        #expect(style(of: "\u{1b}[4:0mx").attributes == [], "4:0 means no underline")
        #expect(style(of: "\u{1b}[4:3mx").attributes == [.underline], "curly underline is still underline")
    }

    @Test("basic, bright and default colours")
    func basicColors() {
        #expect(style(of: "\u{1b}[31mx").foreground == .indexed(1))
        #expect(style(of: "\u{1b}[37mx").foreground == .indexed(7))
        #expect(style(of: "\u{1b}[44mx").background == .indexed(4))
        #expect(style(of: "\u{1b}[91mx").foreground == .indexed(9))
        #expect(style(of: "\u{1b}[97mx").foreground == .indexed(15))
        #expect(style(of: "\u{1b}[100mx").background == .indexed(8))
        #expect(style(of: "\u{1b}[107mx").background == .indexed(15))
        #expect(style(of: "\u{1b}[31;44m\u{1b}[39mx") == Style(background: .indexed(4)))
        #expect(style(of: "\u{1b}[31;44m\u{1b}[49mx") == Style(foreground: .indexed(1)))
    }

    @Test("256-colour and truecolor, semicolon and colon forms")
    func extendedColors() {
        #expect(style(of: "\u{1b}[38;5;208mx").foreground == .indexed(208))
        #expect(style(of: "\u{1b}[48;5;17mx").background == .indexed(17))
        #expect(style(of: "\u{1b}[38;2;1;2;3mx").foreground == .rgb(1, 2, 3))
        #expect(style(of: "\u{1b}[48;2;255;128;0mx").background == .rgb(255, 128, 0))
        #expect(style(of: "\u{1b}[38:5:99mx").foreground == .indexed(99))
        #expect(style(of: "\u{1b}[38:2::10:20:30mx").foreground == .rgb(10, 20, 30))
        #expect(style(of: "\u{1b}[38:2:10:20:30mx").foreground == .rgb(10, 20, 30))
        #expect(style(of: "\u{1b}[48:2:0:10:20:30mx").background == .rgb(10, 20, 30))
        // Parameters after an extended colour still apply.
        let s = style(of: "\u{1b}[38;2;1;2;3;1;48;5;4mx")
        #expect(s.foreground == .rgb(1, 2, 3) && s.attributes == [.bold] && s.background == .indexed(4))
        // Underline colour is read and ignored, without eating what follows.
        let u = style(of: "\u{1b}[58;2;9;9;9;3mx")
        #expect(u.attributes == [.italic] && u.foreground == .default)
        #expect(style(of: "\u{1b}[58:5:3;1mx").attributes == [.bold])
    }

    @Test("malformed colours are ignored, never crash")
    func malformedColors() {
        #expect(style(of: "\u{1b}[38;5mx").foreground == .default)
        #expect(style(of: "\u{1b}[38;2;1;2mx").foreground == .default)
        #expect(style(of: "\u{1b}[38;5;300mx").foreground == .default)
        #expect(style(of: "\u{1b}[38;2;999;0;0mx").foreground == .default)
        #expect(style(of: "\u{1b}[38mx").foreground == .default)
        #expect(style(of: "\u{1b}[38;9;1mx").foreground == .default)
        #expect(style(of: "\u{1b}[99999999999999999999mx") == .plain)
    }

    @Test("styles carry across lines, as in a terminal")
    func acrossLines() {
        let text = TextImporter().importText("\u{1b}[32mgreen\nstill\u{1b}[0m\nplain")
        #expect(text.lines[1][0].style.foreground == .indexed(2))
        #expect(text.lines[2][0].style == .plain)
    }
}

@Suite("ANSI import: sequences and safety")
struct SequenceImportTests {
    @Test("OSC 8 hyperlinks are kept, with ST or BEL")
    func hyperlinks() {
        let t = TextImporter().importText("\u{1b}]8;;https://a.example\u{1b}\\A\u{1b}]8;;\u{1b}\\ \u{1b}]8;id=1;https://b.example\u{7}B\u{1b}]8;;\u{7}C")
        let line = t.lines[0]
        #expect(t.hyperlinks.targets == ["https://a.example", "https://b.example"])
        #expect(line.map(\.grapheme).joined() == "A BC")
        #expect(line[0].style.hyperlink == 1)
        #expect(line[1].style.hyperlink == 0)
        #expect(line[2].style.hyperlink == 2)
        #expect(line[3].style.hyperlink == 0)
    }

    @Test("other CSI, OSC, DCS, APC, PM, SOS and two-byte escapes are dropped")
    func dropped() {
        let input = "a\u{1b}[2Jb\u{1b}[?1049hc\u{1b}]0;title\u{7}d\u{1b}]52;c;aGk=\u{1b}\\e\u{1b}Pq#0;2;0;0;0\u{1b}\\f\u{1b}_apc\u{1b}\\g\u{1b}^pm\u{1b}\\h\u{1b}Xsos\u{1b}\\i\u{1b}(Bj\u{1b}7k\u{1b}[>4;1ml\u{1b}[1 qm"
        let line = cells(input)
        #expect(line.map(\.grapheme).joined() == "abcdefghijklm")
        #expect(line.allSatisfy { $0.style == .plain }, "a private-marker CSI ending in m is not SGR")
    }

    @Test("controls become visible placeholders in a distinct style")
    func controls() {
        let line = cells("a\u{0}b\u{7}c\u{8}d\u{7f}e\u{1b}\u{1b}f\rg\u{1b}")
        #expect(line.map(\.grapheme).joined() == "a␀b␇c␈d␡e␛␍g␛", "ESC ESC shows the first; the second starts ESC f, which is dropped")
        let placeholders = line.filter { $0.flags.contains(.placeholder) }
        #expect(placeholders.count == 7)
        #expect(placeholders.allSatisfy { $0.style.attributes.contains(.dim) && $0.style.attributes.contains(.underline) })
        let c1 = cells("x\u{85}y\u{9b}31mz")
        #expect(c1.map(\.grapheme).joined() == "x␦y␦31mz", "8-bit C1 controls (even CSI) are placeholders, never interpreted")
    }

    @Test("CR LF is one newline; a lone CR is shown")
    func lineEnds() {
        let t = TextImporter().importText("one\r\ntwo\rthree\n")
        #expect(t.lines.count == 2)
        #expect(t.lines[1].map(\.grapheme).joined() == "two␍three")
    }

    @Test("invalid UTF-8 becomes U+FFFD")
    func invalidUTF8() {
        let t = TextImporter().importText([0x61, 0xFF, 0x62, 0xC3, 0x28, 0xE2, 0x82, 0x63, 0xF0, 0x9F, 0x98])
        let text = t.lines[0].map(\.grapheme).joined()
        #expect(text.hasPrefix("a\u{FFFD}b\u{FFFD}(\u{FFFD}c"))
        #expect(text.hasSuffix("\u{FFFD}"))
    }

    @Test("an unterminated sequence shows its ESC and the text after it")
    func unterminated() {
        #expect(cells("abc\u{1b}[12;").map(\.grapheme).joined() == "abc␛[12;")
        #expect(cells("x\u{1b}]8;;http://never-closed").map(\.grapheme).joined() == "x␛]8;;http://never-closed")
        #expect(cells("x\u{1b}").map(\.grapheme).joined() == "x␛")
        #expect(cells("x\u{1b}Pno end").map(\.grapheme).joined() == "x␛Pno end")
    }

    @Test("an over-long sequence is capped instead of swallowing the text")
    func capped() {
        let longCSI = "\u{1b}[" + String(repeating: "1;", count: 500) + "mvisible"
        let line = cells(longCSI)
        #expect(line.first?.grapheme == "␛")
        #expect(line.map(\.grapheme).joined().hasSuffix("mvisible"))
        let longOSC = "\u{1b}]0;" + String(repeating: "t", count: ANSIParser.stringCap + 10) + "\u{7}after"
        let oscLine = TextImporter().importText(longOSC).lines.flatMap { $0 }
        #expect(oscLine.first?.grapheme == "␛")
        #expect(oscLine.map(\.grapheme).joined().hasSuffix("␇after"))
    }

    @Test("an ESC inside a string sequence ends it")
    func escInsideOSC() {
        #expect(cells("\u{1b}]0;title\u{1b}[31mred").map(\.grapheme).joined() == "␛]0;title" + "red")
    }
}

@Suite("Text layout")
struct LayoutTests {
    @Test("tabs expand to 8-column stops and remember the tab")
    func tabs() {
        let line = cells("ab\tc\t\td")
        #expect(line.count == 25)
        #expect(line[2].flags == .tabStart)
        #expect(line[3...7].allSatisfy { $0.flags == .tabFill })
        #expect(line[8].grapheme == "c")
        #expect(line[9].flags == .tabStart && line[16].flags == .tabStart)
        #expect(line[24].grapheme == "d")
        let cjk = cells("世\tx")
        #expect(cjk[8].grapheme == "x", "the tab stop counts columns, not characters")
    }

    @Test("combining marks join their base; zero-width clusters join the previous cell")
    func joins() {
        // U+1D173 MUSICAL SYMBOL BEGIN BEAM: a zero-width cluster of its own (U+200B, which
        // was one, is shown by name now, see InvisibleCharacterTests).
        let line = cells("e\u{301}a\u{1D173}b")
        #expect(line.map(\.grapheme) == ["e\u{301}", "a\u{1D173}", "b"])
        let start = cells("\u{301}x")
        #expect(start.count == 2 && start[0].width == 1, "a mark with nothing to join keeps a cell of its own")
    }

    @Test("wide characters are a lead cell and a continuation")
    func wide() {
        let line = cells("a世👨‍👩‍👧‍👦b")
        #expect(line.map(\.width) == [1, 2, 0, 2, 0, 1])
    }

    @Test("a wide character that does not fit in the last column wraps")
    func wideWrap() {
        let snap = LineLayout.snapshot(of: TextImporter().importText("abcd世x"), width: 5)
        #expect(snap.text(ofRow: 0) == "abcd ")
        #expect(snap[4, 0].flags.contains(.wrapPad))
        #expect(snap.rowInfo[0].softWrapped)
        #expect(snap.text(ofRow: 1) == "世x  ")
        #expect(!snap.rowInfo[1].softWrapped)
    }

    @Test("long lines soft-wrap (marked) or clip, by option")
    func wrapOrClip() {
        let text = TextImporter().importText("0123456789abc\nshort")
        let wrapped = LineLayout.snapshot(of: text, width: 5)
        #expect(wrapped.rows == 4)
        #expect((0..<4).map { wrapped.text(ofRow: $0) } == ["01234", "56789", "abc  ", "short"])
        #expect(wrapped.rowInfo.map(\.softWrapped) == [true, true, false, false])
        let clipped = LineLayout.snapshot(of: text, width: 5, overflow: .clip)
        #expect(clipped.rows == 2)
        #expect(clipped.text(ofRow: 0) == "01234")
        #expect(!clipped.rowInfo[0].softWrapped)
        let cutWide = LineLayout.snapshot(of: TextImporter().importText("abcd世"), width: 5, overflow: .clip)
        #expect(cutWide.text(ofRow: 0) == "abcd ", "a clipped wide character is never half drawn")
        let limited = LineLayout.snapshot(of: text, width: 5, height: 2)
        #expect(limited.rows == 2 && limited.text(ofRow: 1) == "56789")
    }

    @Test("writing a string into a buffer clips and keeps wide characters whole")
    func write() {
        var b = CellBuffer(columns: 6, rows: 1)
        let end = b.write("ab世界", column: 1, row: 0)
        #expect(end == 7)
        #expect(b.text(ofRow: 0) == " ab世 ", "the second wide character does not fit in one column")
        b.put(Cell("x"), column: 4, row: 0)
        #expect(b.text(ofRow: 0) == " ab x ", "overwriting a continuation blanks its lead")
    }
}

@Suite("ANSI import: a line at a time")
struct LineImportTests {
    /// A line of printable ASCII alone is made without the parser (`importLine`'s short way): its
    /// cells must be those the parser makes, in the style carried from the lines before, which it
    /// keeps. A line with anything else (a tab, a control, an escape, UTF-8, DEL) goes the long way
    /// and says what the parser says.
    @Test("a line of printable ASCII is what the parser makes of it, in the style carried")
    func printableASCIILines() {
        let importer = TextImporter()
        let carried = Style(foreground: .indexed(1), attributes: .bold)
        var generator = SystemRandomNumberGenerator()
        var lines = ["", " ", "~", "plain log line 00000042  05:00:00 GET /index.html 200",
                     String(decoding: (0x20..<0x7F).map { UInt8($0) }, as: UTF8.self), String(repeating: "x", count: 3000)]
        lines += (0..<50).map { _ in String(decoding: (0..<Int.random(in: 1...300, using: &generator)).map { _ in UInt8.random(in: 0x20..<0x7F, using: &generator) }, as: UTF8.self) }
        lines += ["tab\there", "del\u{7F}", "bell\u{07}", "esc \u{1b}[0mplain", "café", "\u{1b}[32mgreen"]
        for line in lines {
            var style = carried
            var hyperlinks = HyperlinkTable()
            let made = Array(line.utf8).withUnsafeBufferPointer { importer.importLine($0, carrying: &style, hyperlinks: &hyperlinks) }
            // The parser's own: the whole text, the carried style set first by its SGR.
            let parsed = importer.importText("\u{1b}[1;31m" + line).lines.first ?? []
            #expect(made == parsed, "\(line.debugDescription)")
            let printable = line.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
            #expect(!printable || (style == carried && made.count == line.utf8.count && made.allSatisfy { $0.style == carried }),
                    "\(line.debugDescription)")
        }
    }
}
