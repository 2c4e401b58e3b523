import Glibc
import LoupeCore
import Testing
@testable import LoupeTerminal

/// glibc 2.36's wcwidth for the scalars these tests use (checked against the real one below).
private let glibcWidths: [UInt32: Int] = [
    0x1F468: 2, 0x200D: 0, 0x1F469: 2, 0x1F467: 2, 0x1F1EB: 1, 0x1F1F7: 1, 0xFE0F: 0, 0x2764: 1,
    0x31: 1, 0x20E3: 0, 0x1100: 2, 0x1161: 0, 0x11A8: 0, 0x1CD00: -1, 0x1FB00: 1, 0x301: 0, 0x200B: 0,
    0x1F3FB: 2, 0x1F44D: 2, 0xFFFD: 1, 0x4E16: 2, 0x65: 1, 0x20: 1, 0x61: 1,
    0x1F3F4: 2, 0xE0067: 0, 0xE0062: 0, 0xE0073: 0, 0xE0063: 0, 0xE0074: 0, 0xE007F: 0,
]

private func fakeWidth(_ s: Unicode.Scalar) -> Int { glibcWidths[s.value] ?? (s.value < 0x20 ? -1 : 1) }

/// A cell with the model's (libunistring's) width for the cluster.
private func cell(_ g: String) -> Cell { Cell(g, width: UInt8(max(1, GraphemeWidth.width(of: g)))) }

private func glyph(_ g: String) -> TerminalGlyph? { TerminalGlyph.forCell(cell(g), wcwidth: fakeWidth) }

@Suite(.serialized) struct TerminalGlyphTests {
    @Test func fakeTableMatchesThisMachinesGlibc() {
        setlocale(LC_ALL, "C.UTF-8")
        for (value, width) in glibcWidths {
            guard let s = Unicode.Scalar(value) else { continue }
            #expect(CellDrawer.systemWidth(s) == width, "U+\(String(value, radix: 16))")
        }
    }

    @Test func asciiIsDrawnAsIs() {
        #expect(glyph("a") == TerminalGlyph(scalars: ["a"]))
    }

    @Test func zwjFamilyShowsItsFirstPersonAtWidthTwo() {
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
        #expect(cell(family).width == 2)
        let g = glyph(family)
        #expect(g == TerminalGlyph(scalars: ["\u{1F468}"], padding: 0, cluster: Array(family.unicodeScalars)))
        #expect(g?.columns(wcwidth: fakeWidth) == 2)
    }

    @Test func skinToneModifierIsDropped() {
        let g = glyph("\u{1F44D}\u{1F3FB}")
        #expect(g == TerminalGlyph(scalars: ["\u{1F44D}"], cluster: ["\u{1F44D}", "\u{1F3FB}"]))
    }

    @Test func flagBecomesAStandInOfWidthTwo() {
        let g = glyph("\u{1F1EB}\u{1F1F7}")
        #expect(g == TerminalGlyph(scalars: ["\u{FFFD}"], padding: 1, isStandIn: true, cluster: ["\u{1F1EB}", "\u{1F1F7}"]))
        #expect(g?.columns(wcwidth: fakeWidth) == 2)
    }

    @Test func aSubdivisionFlagsTagsAreDrawnWholeOrNotAtAll() {
        let scotland = "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"
        let flag = Cell(scotland, width: 2)
        let whole = TerminalGlyph.forCell(flag, maxCharacters: 8, wcwidth: fakeWidth)
        #expect(whole == TerminalGlyph(scalars: Array(scotland.unicodeScalars)))
        // ncurses holds five scalars a cell: the tags would be cut short, so only the flag is drawn.
        let cut = TerminalGlyph.forCell(flag, maxCharacters: 5, wcwidth: fakeWidth)
        #expect(cut == TerminalGlyph(scalars: ["\u{1F3F4}"]), "and never sent whole: a terminal may cut it short too")
    }

    @Test func vs16AndKeycapBecomeStandIns() {
        for g in ["\u{2764}\u{FE0F}", "1\u{FE0F}\u{20E3}"] {
            #expect(cell(g).width == 2, "\(g)")
            #expect(glyph(g) == TerminalGlyph(scalars: ["\u{FFFD}"], padding: 1, isStandIn: true, cluster: Array(g.unicodeScalars)), "\(g)")
        }
    }

    @Test func hangulJamoKeepTheirZeroWidthVowelAndFinal() {
        let g = glyph("\u{1100}\u{1161}\u{11A8}")
        #expect(g == TerminalGlyph(scalars: ["\u{1100}", "\u{1161}", "\u{11A8}"]))
        #expect(g?.columns(wcwidth: fakeWidth) == 2)
    }

    @Test func combiningMarkStaysWithItsBase() {
        #expect(glyph("e\u{301}") == TerminalGlyph(scalars: ["e", "\u{301}"]))
    }

    @Test func octantThatGlibcCannotDrawIsAStandIn() {
        let g = TerminalGlyph.forCell(Cell("\u{1CD00}", width: 1), wcwidth: fakeWidth)
        #expect(g == TerminalGlyph(scalars: ["\u{FFFD}"], isStandIn: true))
        #expect(TerminalGlyph.forCell(Cell("\u{1FB00}", width: 1), wcwidth: fakeWidth) == TerminalGlyph(scalars: ["\u{1FB00}"]))
    }

    @Test func zeroWidthClusterRidesOnABlank() {
        let g = TerminalGlyph.forCell(Cell("\u{200B}", width: 1), wcwidth: fakeWidth)
        #expect(g == TerminalGlyph(scalars: [" ", "\u{200B}"]))
        #expect(g?.columns(wcwidth: fakeWidth) == 1)
    }

    @Test func wideCharacterTheModelCallsNarrowIsAStandIn() {
        #expect(TerminalGlyph.forCell(Cell("\u{4E16}", width: 1), wcwidth: fakeWidth) == TerminalGlyph(scalars: ["\u{FFFD}"], isStandIn: true))
    }

    @Test func continuationDrawsNothingAndEmptyIsBlank() {
        #expect(TerminalGlyph.forCell(.continuation(), wcwidth: fakeWidth) == nil)
        #expect(TerminalGlyph.forCell(Cell("", width: 2), wcwidth: fakeWidth) == TerminalGlyph(scalars: [" "], padding: 1))
    }

    @Test func controlCharactersNeverComeOut() {
        for value in Array(0..<0x20) + Array(0x7F...0x9F) {
            guard let s = Unicode.Scalar(UInt32(value)) else { continue }
            for text in [String(s), "a" + String(s), "e\u{301}" + String(s)] {
                let g = TerminalGlyph.forCell(Cell(text, width: 1), wcwidth: fakeWidth)
                #expect(g?.scalars.contains(where: TerminalGlyph.isControl) == false)
            }
        }
    }

    @Test func atMostMaxCharactersScalars() {
        let many = "a" + String(repeating: "\u{301}", count: 9)
        let g = TerminalGlyph.forCell(Cell(many, width: 1), maxCharacters: 5, wcwidth: fakeWidth)
        #expect(g?.scalars.count == 5)
        #expect(g?.cluster == Array(many.unicodeScalars), "the whole cluster is kept")
    }

    /// Every scalar is kept where one terminal character cannot show them all (ZWJ sequences, a
    /// rainbow flag, keycaps, skin tones, VS16, flags), at the width of each way of cutting cells.
    @Test func theWholeClusterIsKeptWhereTheDrawnScalarsAreNotAll() {
        for text in ["\u{1F9D1}\u{200D}\u{1F4BB}", "\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}", "\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}",
                     "1\u{FE0F}\u{20E3}", "#\u{FE0F}\u{20E3}", "\u{1F44D}\u{1F3FD}", "\u{2764}\u{FE0F}", "\u{1F1EB}\u{1F1F7}"] {
            let scalars = Array(text.unicodeScalars)
            for width in [1, 2] {
                let g = TerminalGlyph.forCell(Cell(text, width: UInt8(width)), wcwidth: fakeWidth)
                let drawn = g.map { $0.scalars } ?? []
                #expect(g?.cluster == (drawn == scalars ? nil : scalars), "\(text) at width \(width)")
            }
        }
    }

    @Test func noClusterWhereTheDrawnScalarsAreAllOrItMustNotBeSent() {
        #expect(glyph("e\u{301}")?.cluster == nil, "one terminal character holds it")
        #expect(glyph("a")?.cluster == nil)
        #expect(TerminalGlyph.forCell(Cell("\u{1CD00}", width: 1), wcwidth: fakeWidth)?.cluster == nil, "one scalar")
        #expect(TerminalGlyph.forCell(Cell("\u{200B}\u{200D}\u{1F4BB}", width: 1), wcwidth: fakeWidth)?.cluster == nil, "no spacing first scalar")
        #expect(TerminalGlyph.forCell(Cell("\u{1F9D1}\u{200D}\u{1B}[2J", width: 2), wcwidth: fakeWidth)?.cluster == nil, "a control character")
        let long = "a" + String(repeating: "\u{301}", count: TerminalGlyph.maxClusterScalars)
        #expect(TerminalGlyph.forCell(Cell(long, width: 1), wcwidth: fakeWidth)?.cluster == nil, "too long")
        let longest = "a" + String(repeating: "\u{301}", count: TerminalGlyph.maxClusterScalars - 1)
        #expect(TerminalGlyph.forCell(Cell(longest, width: 1), wcwidth: fakeWidth)?.cluster?.count == TerminalGlyph.maxClusterScalars)
    }

    @Test func localeWithoutUTF8GetsAQuestionMark() {
        let g = TerminalGlyph.forCell(Cell("\u{4E16}", width: 2), wcwidth: { $0.isASCII ? 1 : -1 })
        #expect(g == TerminalGlyph(scalars: ["?"], padding: 1, isStandIn: true))
    }

    @Test func everyGlyphTakesExactlyTheModelsWidth() {
        let samples = ["a", "世", "e\u{301}", "\u{1F1EB}\u{1F1F7}", "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}",
                       "\u{2764}\u{FE0F}", "1\u{FE0F}\u{20E3}", "\u{1100}\u{1161}\u{11A8}", "\u{1CD00}", "\u{1FB00}", "\u{200B}"]
        for s in samples {
            let c = cell(s)
            let g = TerminalGlyph.forCell(c, wcwidth: fakeWidth)
            #expect(g?.columns(wcwidth: fakeWidth) == Int(c.width), "\(s.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }
}

@Suite("Terminal profile: how text is cut into cells")
struct TerminalProfileCellsTests {
    @Test func perCodePointExceptInTerminalsThatCluster() {
        #expect(TerminalProfile.cells(["TERM": "xterm-256color"]) == .terminalCharacters)
        #expect(TerminalProfile.cells(["TERM": "xterm-256color", "VTE_VERSION": "7000"]) == .terminalCharacters)
        #expect(TerminalProfile.cells(["TERM": "xterm-kitty", "KITTY_WINDOW_ID": "1"]) == .graphemes)
        #expect(TerminalProfile.cells(["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"]) == .graphemes)
        #expect(TerminalProfile.cells(["TERM": "tmux-256color", "TMUX": "/tmp/x", "KITTY_WINDOW_ID": "1"]) == .tmux,
                "inside tmux, tmux's grid decides")
        #expect(TerminalProfile.cells(["TERM": "screen-256color", "STY": "1.pts"]) == .terminalCharacters, "GNU screen joins nothing")
    }

    /// Known from the environment in tmux only; a terminal known by name (kitty 0.26 advances a
    /// ZWJ sequence per emoji, seen in a real kitty) says it itself by answering DECRQM 2027.
    @Test func wholeClustersFromTheEnvironmentInTmuxOnly() {
        for env in [["TERM": "tmux-256color", "TMUX": "/tmp/x"], ["TERM": "screen-256color", "TMUX": "/tmp/x"], ["TERM": "tmux-256color"]] {
            #expect(TerminalProfile.drawsWholeClusters(env), "\(env)")
            #expect((try? TerminalProfile(environment: env))?.drawsWholeClusters == true, "\(env)")
        }
        for env in [["TERM": "xterm-256color"], ["TERM": "xterm-256color", "VTE_VERSION": "7000"], ["TERM": "screen-256color", "STY": "1.pts"],
                    ["TERM": "linux"], ["TERM": "alacritty"],
                    ["TERM": "xterm-kitty"], ["TERM": "xterm-256color", "KITTY_WINDOW_ID": "1"], ["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"],
                    ["TERM": "foot"], ["TERM": "xterm-ghostty"]] {
            #expect(!TerminalProfile.drawsWholeClusters(env), "\(env)")
        }
    }
}
