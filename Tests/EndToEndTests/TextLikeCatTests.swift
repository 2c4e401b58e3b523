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
}
