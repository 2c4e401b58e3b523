import Testing
@testable import LoupeCore

@Suite struct CopyTextTests {
    func all(_ text: String, width: Int = 40, trim: TrimMode = .smart) -> String {
        var config = SelectionConfig()
        config.trim = trim
        var f = SelectionFixture(text, width: width, config: config)
        f.command(.selectAll)
        return f.text
    }

    @Test func clustersComeOutIntact() {
        let text = "ASCII 日本語 👨‍👩‍👧‍👦 e\u{301}a\u{308}"
        #expect(all(text) == text)
    }

    @Test func softWrappedRowsJoinWithoutANewline() {
        let long = String(repeating: "wrap日本 ", count: 10).dropLast()
        #expect(all(String(long) + "\nnext", width: 7) == String(long) + "\nnext")
    }

    @Test func trailingSpacesPerTrimMode() {
        let text = "a  \nb \n  "
        #expect(all(text, trim: .never) == "a  \nb \n  ")
        #expect(all(text, trim: .smart) == "a\nb\n")
        #expect(all(text, trim: .always) == "a\nb\n")
    }

    @Test func tabsComeBackAsTabs() {
        #expect(all("a\tb\t\tc") == "a\tb\t\tc")
        // A trailing tab is not a space: trimming keeps it.
        #expect(all("x\t", trim: .always) == "x\t")
    }

    @Test func controlPlaceholdersComeBackAsPlaceholdersNeverRawControls() {
        let copied = all("a\u{01}b\u{1B}c\u{7F}")
        #expect(!copied.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
        let cells = TextImporter().importText("a\u{01}b").lines[0]
        #expect(copied.hasPrefix("a" + cells[1].grapheme + "b"))
        #expect(cells[1].flags.contains(.placeholder))
    }

    @Test func aSnapshotDocumentJoinsItsSoftWrappedRows() {
        let imported = TextImporter().importText("abcd日x\nsecond")
        let snapshot = LineLayout.snapshot(of: imported, width: 5)
        let document = InMemoryDocument(snapshot: snapshot)
        let all = TextPosition.zero..<document.endPosition
        #expect(SelectionText.text(of: all, in: document, trim: true) == "abcd日x\nsecond")
    }
}
