import LoupeCore
import Testing

@Suite("Cells cut as a terminal cuts them")
struct TerminalCharactersTests {
    static let perCodePoint = WidthPolicy(cells: .terminalCharacters)

    static func cells(_ text: String, _ policy: WidthPolicy) -> [(String, UInt8)] {
        (TextImporter(policy: policy).importText(Array(text.utf8)).lines.first ?? []).filter { !$0.isContinuation }.map { ($0.grapheme, $0.width) }
    }

    @Test("a spacing vowel sign takes a column of its own; a non-spacing one rides on its base")
    func devanagari() {
        let cells = Self.cells("दुनिया", Self.perCodePoint)
        #expect(cells.map(\.0) == ["दु", "न", "ि", "य", "ा"])
        #expect(cells.allSatisfy { $0.1 == 1 })
        #expect(Self.cells("दुनिया", .standard).map(\.0) == ["दु", "नि", "या"], "grapheme clusters: three cells")
    }

    @Test("emoji: a modifier and each flag half are characters of their own; selectors and keycaps ride")
    func emoji() {
        #expect(Self.cells("👍🏽", Self.perCodePoint).map { "\($0.0)\($0.1)" } == ["👍2", "🏽2"])
        #expect(Self.cells("🇫🇷", Self.perCodePoint).map { "\($0.0)\($0.1)" } == ["🇫1", "🇷1"])
        #expect(Self.cells("1️⃣❤️", Self.perCodePoint).map { "\($0.0)\($0.1)" } == ["1️⃣1", "❤️1"])
        #expect(Self.cells("e\u{301}x", Self.perCodePoint).map(\.0) == ["e\u{301}", "x"])
        #expect(Self.cells("👍🏽", .standard).map { "\($0.0)\($0.1)" } == ["👍🏽2"])
    }

    @Test("the text is kept whole: the cells join back into the input")
    func lossless() {
        let text = "नमस्ते दुनिया 👨‍👩‍👧‍👦 🇯🇵 ǘ 中文"
        #expect(Self.cells(text, Self.perCodePoint).map(\.0).joined() == text)
    }

    @Test("find matches a word across the cells a cluster was cut into")
    func findAcrossCutClusters() throws {
        let line = try #require(TextImporter(policy: Self.perCodePoint).importText(Array("नमस्ते दुनिया".utf8)).lines.first)
        guard case let .success(m) = FindQuery("दुनिया").compile() else { Issue.record("no matcher"); return }
        #expect(m.matches(in: line) == [5..<10], "नमस्ते is four cells (न म स् ते), a space, then the word")
    }

    @Test("tmux's grid: a character after a zero-width joiner joins its cell")
    func tmuxJoins() {
        let tmux = WidthPolicy(cells: .tmux)
        let family = "👨\u{200D}👩\u{200D}👧"
        #expect(Self.cells(family + "x", tmux).map { "\($0.0)\($0.1)" } == [family + "2", "x1"])
        #expect(Self.cells(family, Self.perCodePoint).count == 3, "without joining: three people")
        #expect(Self.cells("दुनिया", tmux).map(\.0) == ["दु", "न", "ि", "य", "ा"], "spacing marks as per code point")
    }
}
