import Foundation
import Testing
import PropertyBased
import LoupeCore
import LoupeTmux

@Suite("shell quoting")
struct ShellQuoteTests {
    static let hostile = [
        "", " ", "plain", "with space", "it's", "'", "''", "\\", "\\'", "a\\b", "$HOME", "`id`", "$(id)", "; rm -rf /", "a;", ";",
        "#{pane_id}", "#", "~", "~root", "*", "?", "[a]", "{a,b}", "=ls", "%self", "-n", "--", "\"", "\"'\"", "line\nbreak", "tab\there",
        "ünïcödé 世界 👍🏽", "\u{1b}[31m", "!", "!!", "&", "|", ">x", "<x", "(", ")", "a b'c\\d\"e$f`g",
    ]

    @Test("plain words stay as they are")
    func plain() {
        #expect(ShellQuote.word("/usr/bin/loupe") == "/usr/bin/loupe")
        #expect(ShellQuote.word("--initial-scroll") == "--initial-scroll")
        #expect(ShellQuote.word("") == "''")
        #expect(ShellQuote.word("TERM=xterm") == "'TERM=xterm'", "zsh expands a word that starts with =, so = is quoted")
    }

    /// Runs `shell -c 'printf "%s\0" WORDS'` and splits what it prints.
    static func roundTrip(_ words: [String], shell: String) throws -> [String] {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: shell)
        p.arguments = ["-c", "printf '%s\\0' " + ShellQuote.command(words)]
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        var parts = data.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        if parts.last == "" { parts.removeLast() }
        return parts
    }

    static var shells: [String] {
        ["/bin/sh", "/bin/dash", "/bin/bash", "/usr/bin/zsh", "/usr/bin/fish"].filter { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @Test("hostile words come back exactly from every shell on the machine")
    func hostileWords() throws {
        #expect(!Self.shells.isEmpty)
        for shell in Self.shells {
            let back = try Self.roundTrip(Self.hostile, shell: shell)
            #expect(back == Self.hostile, "\(shell)")
        }
    }

    @Test("random words come back exactly from sh")
    func randomWords() async throws {
        let scalar = Gen.uint32(in: 1...0x2FFF).map { v -> Character in
            // Mostly ASCII punctuation and letters, some wider code points; never NUL.
            let pick = v % 4 == 0 ? v : 0x20 + v % 0x5F
            return Character(Unicode.Scalar(pick) ?? "?")
        }
        await propertyCheck(count: 60, input: scalar.array(of: 0...12).array(of: 1...6)) { words in
            let strings = words.map { String($0) }
            let back = try Self.roundTrip(strings, shell: "/bin/sh")
            #expect(back == strings)
        }
    }
}
