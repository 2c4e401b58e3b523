import Foundation
import Testing

/// What `loupe view` shows is what `cat` shows: the same bytes, the same tmux pane, row by row.
@Suite(.serialized, .enabled(if: TmuxHarness.available, "\(TmuxHarness.skipReason)"))
struct TextLikeCatTests {
    /// Scripts whose marks take columns of their own in a terminal (spacing vowel signs),
    /// combining marks, emoji with modifiers, flags, keycaps and presentation selectors.
    static let corpus = [
        "Devanagari: नमस्ते दुनिया हिन्दी पाठ किताब",
        "Bengali: বাংলা ভাষা   Tamil: தமிழ் மொழி   Telugu: తెలుగు",
        "Gujarati: ગુજરાતી   Gurmukhi: ਪੰਜਾਬੀ   Kannada: ಕನ್ನಡ   Malayalam: മലയാളം",
        "Thai: สวัสดีชาวโลก   Lao: ສະບາຍດີ   Khmer: ភាសាខ្មែរ   Myanmar: မြန်မာ",
        "Arabic: مرحبا بالعالم   Hebrew: שָׁלוֹם   Greek: καλημέρα",
        "Combining: café naïve ñ ǘ é — Zalgo: z̷͉a̸͇l̶g̵o̴",
        "Emoji: 👍🏽 👋🏿 🇫🇷 🇯🇵 1️⃣ #️⃣ ❤️ ☺️ ✌🏻 🎉",
        "CJK: 中文 日本語 한국어 ｶﾀｶﾅ and ASCII after it",
    ]

    @Test func everyRowEqualsWhatCatShows() throws {
        let path = NSTemporaryDirectory() + "loupe-like-cat-\(UInt32.random(in: 0...UInt32.max)).txt"
        try Data((Self.corpus.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let h = try TmuxHarness(columns: 120, rows: 20, command: "view", arguments: "--no-loupe \(path)",
                                isReady: { $0.contains { $0.hasPrefix("CJK:") } })
        let loupe = try h.screen()
        try h.send("q")
        _ = try h.exitStatus()
        try h.run(["respawn-pane", "-k", "cat '\(path)'; sleep 30"])
        let cat = try h.waitFor("cat's output") { $0.contains { $0.hasPrefix("CJK:") } }
        for (i, line) in Self.corpus.enumerated() {
            let expected = try #require(cat.first { $0.hasPrefix(String(line.prefix(5))) })
            #expect(loupe[i] == expected, "row \(i): loupe \(loupe[i].debugDescription), cat \(expected.debugDescription)")
        }
    }

    /// Emoji sequences tmux draws whole in one cell: ZWJ sequences, flags, a rainbow flag,
    /// keycaps, skin tones, VS16. The rows of `same` differ only in emoji that start alike, so
    /// scrolling by one line puts one in the other's cell where ncurses sees no change at all.
    static let clusters = ["ZWJ: 🧑‍💻 coder 👩‍👩‍👧 family 👨‍👩‍👧‍👦", "Flags: 🇫🇷 🇯🇵 🏳️‍🌈 rainbow", "Keycaps: 1️⃣ #️⃣ tones 👍🏽 ✌🏻 VS16 ❤️ ☺️"]
    static let same = ["Same: 🧑‍💻 a 🏳️‍🌈", "Same: 🧑‍🎨 a 🏳️‍⚧️", "Same: 🧑‍🚀 a 🏳️‍🌈", "Tones: 👍🏻 ✌🏻", "Tones: 👍🏽 ✌🏿"]

    /// What `cat` shows, every row of it (the lines scrolled into tmux's history too).
    static func catRows(of path: String, in h: TmuxHarness, lastLine: String) throws -> [String] {
        try h.run(["respawn-pane", "-k", "cat '\(path)'; sleep 30"])
        try h.waitFor("cat's output") { $0.contains(lastLine) }
        var rows = try h.run(["capture-pane", "-p", "-S", "-", "-E", "-"]).components(separatedBy: "\n")
        while rows.last == "" { rows.removeLast() }
        return rows
    }

    @Test func wholeClustersEqualWhatCatShowsInTheFirstFrameAndAfterScrolling() throws {
        let lines = (0..<8).flatMap { i in (Self.clusters + Self.same).map { String(format: "%02d ", i) + $0 } }
        let path = NSTemporaryDirectory() + "loupe-clusters-like-cat-\(UInt32.random(in: 0...UInt32.max)).txt"
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let rows = 12, textRows = rows - 1  // the last row is the status bar
        let h = try TmuxHarness(columns: 80, rows: rows, command: "view", arguments: "--no-loupe \(path)",
                                isReady: { $0.first?.hasPrefix("00 ZWJ") == true })
        let cat = try Self.catRows(of: path, in: try TmuxHarness(columns: 80, rows: rows, program: "true", waitForFrame: false),
                                   lastLine: try #require(lines.last))
        try #require(cat.count == lines.count, "cat shows every line on a row of its own: \(cat)")
        /// Waits until loupe shows the lines from `top`, row for row as cat shows them; the last screen seen otherwise.
        func shows(from top: Int, _ when: String) {
            let expected = Array(cat[top..<(top + textRows)])
            do {
                try h.waitFor("rows \(top)... as cat shows them \(when)", timeout: 3) { Array($0.prefix(textRows)) == expected }
            } catch {
                let screen = (try? h.screen()) ?? []
                for (i, row) in expected.enumerated() where i < screen.count && screen[i] != row {
                    Issue.record("\(when), row \(i): loupe \(screen[i].debugDescription), cat \(row.debugDescription)")
                }
            }
        }
        shows(from: 0, "in the first frame")
        // One line at a time over the rows whose emoji start alike, then a page away and back.
        for top in 1...4 {
            try h.send("j")
            shows(from: top, "after scrolling down to \(top)")
        }
        // A page: as many lines as the pager pages by (it keeps some in view); found by the first row.
        try h.send("\u{1B}[6~")
        let paged = try h.waitFor("a page further") { $0.first != cat[4] }
        let page = try #require(cat.firstIndex(of: paged[0]).map { $0 - 4 }, "the first row is a line of the file: \(paged[0])")
        #expect(page > textRows / 2)
        shows(from: 4 + page, "a page further")
        try h.send("\u{1B}[5~")
        shows(from: 4, "a page back")
        for top in (0..<4).reversed() {
            try h.send("k")
            shows(from: top, "after scrolling up to \(top)")
        }
        try h.send("q")
        _ = try h.exitStatus()
    }
}
