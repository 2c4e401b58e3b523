import Testing
@testable import LoupeCore

@Suite struct WordSegmenterTests {
    /// The text of the word around the `n`th cluster of `text`.
    func word(_ text: String, at cluster: Int, extra: String = WordSegmenter.kittyWordCharacters) -> String {
        let cells = TextImporter().importText(text).lines.first ?? []
        var leads: [Int] = []
        var i = 0
        while i < cells.count { leads.append(i); i = CellClusters.next(after: i, in: cells) }
        let range = WordSegmenter(extraWordCharacters: extra).wordRange(containing: leads[cluster], in: cells)
        return SelectionText.text(of: TextPosition(line: 0, offset: range.lowerBound)..<TextPosition(line: 0, offset: range.upperBound),
                                  in: InMemoryDocument(lines: [cells]), trim: false)
    }

    @Test func asciiWordsStopAtSpacesAndPunctuation() {
        #expect(word("say hello, world", at: 5) == "hello")
        #expect(word("say hello, world", at: 9) == ",")
        #expect(word("a   b", at: 2) == "   ")
    }

    @Test func uax29KeepsApostrophesAndDecimalsInside() {
        #expect(word("it can't be", at: 4) == "can't")
        #expect(word("pi is 3.14 ok", at: 7) == "3.14")
    }

    @Test func kittyExtraCharactersJoinWords() {
        #expect(word("see ~/src/a-b_c.txt now", at: 8) == "~/src/a-b_c.txt")
        #expect(word("see ~/src/a-b_c.txt now", at: 8, extra: "") == "src")
        #expect(word("x=a+b y", at: 2, extra: "=+") == "x=a+b")
    }

    @Test func cjkRunsAreOneWordAndEmojiSequencesStandAlone() {
        #expect(word("ok 日本語テキスト ok", at: 4) == "日本語テキスト")
        let family = "👨‍👩‍👧"
        #expect(word("a \(family) b", at: 2) == family)
    }

    @Test func combiningMarksAndTabs() {
        #expect(word("un café noir", at: 5) == "cafe\u{301}")
        #expect(word("a\tb", at: 1) == "\t")
        #expect(word("a\tbc", at: 2) == "bc")
    }

    @Test func pastTheEndIsEmpty() {
        let cells = TextImporter().importText("abc").lines[0]
        #expect(WordSegmenter().wordRange(containing: 3, in: cells) == 3..<3)
    }
}
