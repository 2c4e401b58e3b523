import LoupeCore
import Testing

@Suite struct FileExcerptTests {
    let file = Array((1...20).map { "line \($0)" }.joined(separator: "\n").utf8)

    @Test func theFirstLinesOrTheLinesAroundALine() {
        #expect(FileExcerpt.lines(of: file, around: nil, count: 3) == [" 1 line 1", " 2 line 2", " 3 line 3"])
        #expect(FileExcerpt.lines(of: file, around: 10, count: 3) == [" 9 line 9", "▸10 line 10", " 11 line 11"])
        #expect(FileExcerpt.lines(of: file, around: 20, count: 3) == [" 18 line 18", " 19 line 19", "▸20 line 20"])
    }

    @Test func binaryAndEscapesAreNeverPassedThrough() {
        #expect(FileExcerpt.lines(of: [0x41, 0, 0x42], around: nil, count: 5) == ["(a binary file)"])
        let shown = FileExcerpt.lines(of: Array("\u{1B}[31mred\u{1B}]0;title\u{07} \u{01}".utf8), around: nil, count: 1)
        #expect(shown.count == 1)
        #expect(!shown[0].unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "\(shown)")
        #expect(shown[0].hasPrefix(" 1 red "))
    }
}
