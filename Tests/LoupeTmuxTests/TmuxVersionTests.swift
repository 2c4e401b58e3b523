import Testing
import LoupeCore
import LoupeTmux

@Suite("tmux version")
struct TmuxVersionTests {
    @Test("the forms tmux -V prints", arguments: [
        ("tmux 3.3a", 3, 3, "a"),
        ("tmux 3.3a\n", 3, 3, "a"),
        ("tmux 3.4", 3, 4, ""),
        ("tmux 2.9", 2, 9, ""),
        ("tmux 2.9a", 2, 9, "a"),
        ("tmux 1.8", 1, 8, ""),
        ("tmux next-3.4", 3, 4, ""),
        ("tmux 3.2-rc3", 3, 2, ""),
        ("tmux 3.1c", 3, 1, "c"),
        ("tmux 10.12", 10, 12, ""),
        ("tmux 3", 3, 0, ""),
    ])
    func parses(_ text: String, _ major: Int, _ minor: Int, _ letter: String) throws {
        let v = try #require(TmuxVersion.parse(text))
        #expect(v.major == major && v.minor == minor && v.letter == letter)
    }

    @Test("what is not a tmux version", arguments: ["", "tmux", "screen 4.09", "tmux: command not found", "tmux abc", "tmux .3", "tmux 99999999999999999999.1", "3.3a"])
    func rejects(_ text: String) {
        #expect(TmuxVersion.parse(text) == nil)
    }

    @Test("master and OpenBSD builds")
    func development() throws {
        let master = try #require(TmuxVersion.parse("tmux master"))
        #expect(master.hasPopup && master.hasBorderlessPopup)
        #expect(master > TmuxVersion(major: 9, minor: 9))
        let openbsd = try #require(TmuxVersion.parse("tmux openbsd-7.3"))
        #expect(openbsd.hasPopup, "OpenBSD 6.9 and later ship tmux 3.2 or newer")
        let old = try #require(TmuxVersion.parse("tmux openbsd-6.5"))
        #expect(!old.hasPopup)
    }

    @Test("order: numbers, then the patch letter")
    func order() {
        let list = ["tmux 2.9", "tmux 2.9a", "tmux 3.0", "tmux 3.2", "tmux 3.2a", "tmux 3.3", "tmux 3.3a", "tmux 3.10"].compactMap(TmuxVersion.parse)
        #expect(list.count == 8)
        #expect(list == list.sorted())
        #expect(TmuxVersion.parse("tmux next-3.4") == TmuxVersion(major: 3, minor: 4))
    }

    @Test("popup, border and clipboard features by version", arguments: [
        ("tmux 2.9", false, false, false),
        ("tmux 3.1c", false, false, false),
        ("tmux 3.2", true, false, true),
        ("tmux 3.2a", true, false, true),
        ("tmux 3.3a", true, true, true),
        ("tmux next-3.4", true, true, true),
    ])
    func features(_ text: String, _ popup: Bool, _ borderless: Bool, _ clipboard: Bool) throws {
        let v = try #require(TmuxVersion.parse(text))
        #expect(v.hasPopup == popup)
        #expect(v.hasBorderlessPopup == borderless)
        #expect(v.hasClipboardLoad == clipboard)
    }
}
