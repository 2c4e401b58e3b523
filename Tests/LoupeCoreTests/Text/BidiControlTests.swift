import Testing
@testable import LoupeCore

/// The "Trojan Source" characters: shown by name, selected as one, copied exactly, escaped in snapshots.
@Suite("Bidi controls")
struct BidiControlTests {
    static let all: [Unicode.Scalar] = [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x200E, 0x200F, 0x061C]
        .compactMap(Unicode.Scalar.init)

    static func line(_ text: String) -> [Cell] { TextImporter().importText(text).lines.first ?? [] }

    @Test("each is shown as <U+XXXX>: one cell a character, no cell holds the control", arguments: BidiControlTests.all)
    func shownByName(_ scalar: Unicode.Scalar) {
        let cells = Self.line("a\(Character(scalar))b")
        let name = ControlPictures.namedPlaceholder(for: scalar)
        #expect(cells.map(\.grapheme).joined() == "a\(name)b")
        #expect(!cells.contains { $0.grapheme.unicodeScalars.contains(where: ControlPictures.isBidiControl) })
        #expect(cells[1].flags == [.placeholder, .namedControl] && cells[2...8].allSatisfy { $0.flags == [.placeholder, .namedFill] })
        #expect(cells[1].style.attributes.contains(.dim) && cells[1].style.attributes.contains(.underline))
    }

    @Test func theNameIsOneClusterAndTheCopyIsExact() {
        let text = "if (admin) {\u{202E} } \u{2066}// check\u{2069} \u{200F}x"
        let document = InMemoryDocument(TextImporter().importText(text))
        let cells = document.line(0)
        let lead = cells.firstIndex { $0.flags.contains(.namedControl) } ?? 0
        #expect(CellClusters.next(after: lead, in: cells) == lead + 8, "the caret steps over <U+202E> at once")
        #expect(!CellClusters.isBoundary(lead + 3, in: cells))
        let copied = SelectionText.text(of: TextPosition(line: 0, offset: 0)..<document.endPosition, in: document, trim: true)
        #expect(copied == text)
        #expect(SelectionText.text(of: TextPosition(line: 0, offset: lead)..<TextPosition(line: 0, offset: lead + 8), in: document, trim: false) == "\u{202E}")
    }

    @Test func snapshotsEscapeEveryControlInRowsAndLinkTargets() throws {
        var buffer = CellBuffer(columns: 4, rows: 1)
        buffer.hyperlinks = HyperlinkTable(targets: ["http://e/\u{9B}31m\u{202E}x y%"])
        buffer.put(Cell("\u{202E}", style: Style(hyperlink: 1)), column: 0, row: 0)
        buffer.put(Cell("\u{9B}"), column: 1, row: 0)
        let text = SnapshotTextFormat.encode(buffer)
        #expect(!text.unicodeScalars.contains { ControlPictures.isBidiControl($0) || ($0.value >= 0x80 && $0.value <= 0x9F) }, "\(text)")
        #expect(text.contains("hyperlink 1 http://e/%C2%9B31m%E2%80%AEx%20y%25"))
        #expect(try SnapshotTextFormat.decode(text) == buffer)
        let imported = LineLayout.snapshot(of: TextImporter().importText("a\u{202E}b"), width: 12)
        #expect(try SnapshotTextFormat.decode(SnapshotTextFormat.encode(imported)) == imported)
        #expect(SnapshotTextFormat.encode(imported).contains("1:2-9 dim underline ctl") == false, "the lead and the fill are separate runs")
        #expect(SnapshotTextFormat.encode(imported).contains("1:2 dim underline ctl named"))
    }
}
