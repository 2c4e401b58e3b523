import Testing
@testable import LoupeCore

/// Zero-width and invisible format characters: shown by name like the bidi controls, selected
/// as one, copied exactly; a subdivision flag's tags stay with the flag; the joiners and the
/// variation selectors are left alone.
@Suite("Invisible characters")
struct InvisibleCharacterTests {
    static let all: [Unicode.Scalar] = [0x200B, 0x2060, 0xFEFF, 0x2028, 0x2029, 0x180E, 0x2061, 0x2062, 0x2063, 0x2064, 0x00AD,
                                        0xE0001, 0xE0020, 0xE0041, 0xE0067, 0xE007F, 0xE0000,
                                        0x206A, 0x206B, 0x206C, 0x206D, 0x206E, 0x206F, 0xFFF9, 0xFFFA, 0xFFFB, 0x3164, 0xFFA0]
        .compactMap(Unicode.Scalar.init)
    /// Scotland's flag: U+1F3F4, the tags g b s c t, CANCEL TAG.
    static let scotland = "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"

    static func line(_ text: String) -> [Cell] { TextImporter().importText(text).lines.first ?? [] }
    static func counts(_ text: String) -> [Int] { let c = ControlPictures.namedCounts(in: text); return [c.bidi, c.invisible] }
    static func names(_ cells: [Cell]) -> String { cells.filter { !$0.isContinuation }.map(\.grapheme).joined() }

    @Test("each is shown as <U+XXXX>: one cell a character, no cell holds it", arguments: InvisibleCharacterTests.all)
    func shownByName(_ scalar: Unicode.Scalar) {
        let cells = Self.line("a\(Character(scalar))b")
        let name = ControlPictures.namedPlaceholder(for: scalar)
        #expect(name == "<U+" + String(format4(scalar.value)) + ">")
        #expect(Self.names(cells) == "a\(name)b")
        #expect(cells.count == 2 + name.count, "the placeholder takes one column a character")
        #expect(!cells.contains { $0.grapheme.unicodeScalars.contains(where: ControlPictures.isInvisible) })
        #expect(cells[1].flags == [.placeholder, .namedControl] && cells[2...name.count].allSatisfy { $0.flags == [.placeholder, .namedFill] })
        #expect(cells[1].style.attributes.contains(.dim) && cells[1].style.attributes.contains(.underline))
        let document = InMemoryDocument(TextImporter().importText("a\(Character(scalar))b"))
        #expect(CellClusters.next(after: 1, in: cells) == 1 + name.count, "the caret steps over the name at once")
        #expect(SelectionText.text(of: TextPosition(line: 0, offset: 1)..<TextPosition(line: 0, offset: 1 + name.count), in: document, trim: false)
            == String(Character(scalar)))
        #expect(Self.counts("a\(Character(scalar))b") == [0, 1])
    }

    func format4(_ v: UInt32) -> String {
        let hex = String(v, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    @Test func theCopyOfALineIsExactAndTheColumnsAddUp() {
        let text = "pass\u{200B}word = \u{FEFF}\"se\u{00AD}cret\u{2060}\"\u{2028}end \u{E0041}\u{E0042}"
        let document = InMemoryDocument(TextImporter().importText(text))
        let cells = document.line(0)
        #expect(Self.names(cells) == "pass<U+200B>word = <U+FEFF>\"se<U+00AD>cret<U+2060>\"<U+2028>end <U+E0041><U+E0042>")
        #expect(cells.count == Self.names(cells).count, "every cell one column")
        #expect(SelectionText.text(of: TextPosition(line: 0, offset: 0)..<document.endPosition, in: document, trim: true) == text)
        #expect(Self.counts(text) == [0, 7])
        #expect(Self.counts("\u{202E}x\u{200B}\u{2066}") == [2, 1])
    }

    @Test func aSubdivisionFlagStaysOneEmojiAndItsCopyIsExact() {
        for text in ["flag \(Self.scotland) end", "\(Self.scotland)\(Self.scotland)", "\u{1F3F4}\u{E0075}\u{E0073}\u{E0074}\u{E0078}\u{E007F}"] {
            let cells = Self.line(text)
            let flags = cells.filter { $0.grapheme.unicodeScalars.first?.value == 0x1F3F4 }
            #expect(flags.allSatisfy { $0.width == 2 && $0.flags.isEmpty }, "\(text.debugDescription)")
            #expect(!cells.contains { $0.flags.contains(.namedControl) }, "\(text.debugDescription)")
            #expect(Self.counts(text) == [0, 0])
            let document = InMemoryDocument(TextImporter().importText(text))
            #expect(SelectionText.text(of: TextPosition(line: 0, offset: 0)..<document.endPosition, in: document, trim: true) == text)
        }
        #expect(Self.line("flag \(Self.scotland) end").count == 5 + 2 + 4)
    }

    @Test("tags that are not a subdivision flag's are shown by name", arguments: [
        ("a\u{E0067}\u{E0062}\u{E007F}", 3),                                   // not after a black flag
        ("\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}", 3),                           // no cancel tag
        ("\u{1F3F4}\u{E0067}\u{E007F}", 2),                                    // one tag only
        ("\u{1F3F4}\u{E0047}\u{E0042}\u{E0053}\u{E007F}", 4),                  // capitals
        ("\u{1F3F4}\u{E0020}\u{E0061}\u{E0062}\u{E007F}", 4),                  // a space tag
        ("\u{1F3F4}" + String(repeating: "\u{E0061}", count: 8) + "\u{E007F}", 9),  // a hidden text
        ("\u{1F3F4}\u{E0001}\u{E0065}\u{E006E}\u{E007F}", 4),                  // a language tag
    ])
    func otherTagsAreNamed(_ text: String, _ named: Int) {
        let cells = Self.line(text)
        #expect(cells.filter { $0.flags.contains(.namedControl) }.count == named, "\(text.debugDescription)")
        #expect(!cells.contains { $0.grapheme.unicodeScalars.contains(where: ControlPictures.isInvisible) })
        #expect(Self.counts(text) == [0, named])
        let document = InMemoryDocument(TextImporter().importText(text))
        #expect(SelectionText.text(of: TextPosition(line: 0, offset: 0)..<document.endPosition, in: document, trim: true) == text)
    }

    @Test("joiners, variation selectors and marks are left alone", arguments: [
        "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}",  // a ZWJ family: one emoji
        "\u{0645}\u{06CC}\u{200C}\u{062E}\u{0648}",     // Persian with a ZWNJ
        "\u{0915}\u{094D}\u{200D}\u{0937}",              // Devanagari with a ZWJ
        "\u{2764}\u{FE0F}", "1\u{FE0F}\u{20E3}",         // VS16, a keycap
        "\u{845B}\u{E0100}",                             // an ideographic variation selector
        "a\u{034F}b",                                     // COMBINING GRAPHEME JOINER stays on its base
        "\u{1780}\u{17B4}",                               // a Khmer inherent vowel stays in its cluster
        "\u{115F}\u{1161}", "\u{1100}\u{1160}",           // the conjoining Hangul fillers in their syllables
    ])
    func shapingCharactersAreNotNamed(_ text: String) {
        let cells = Self.line(text)
        #expect(!cells.contains { $0.flags.contains(.placeholder) }, "\(text.debugDescription)")
        #expect(cells.map(\.grapheme).joined() == text)
        #expect(Self.counts(text) == [0, 0])
    }

    @Test func snapshotsEscapeTheFlagsTagsAndReadThemBack() throws {
        let imported = LineLayout.snapshot(of: TextImporter().importText("x\(Self.scotland)\u{200B}"), width: 20)
        let text = SnapshotTextFormat.encode(imported)
        #expect(!text.unicodeScalars.contains(where: ControlPictures.isInvisible), "\(text)")
        #expect(text.contains("<U+200B>"))
        #expect(try SnapshotTextFormat.decode(text) == imported)
    }
}
