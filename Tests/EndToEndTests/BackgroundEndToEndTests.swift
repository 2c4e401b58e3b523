import Foundation
import Testing

/// `loupe tmux` where the terminal says nothing of its background (tmux 3.3a answers no OSC 11,
/// no `COLORFGBG`): the lens and its shadow set no background colour of their own, so nothing
/// dark lies over a light terminal (issue 26: a black band under the lens on white xterm). With
/// `--background dark` the shadow is shaded again, which shows the check sees such a band.
@Suite("loupe tmux on a background not known", .serialized, .enabled(if: TmuxTestServer.available))
struct BackgroundEndToEndTests {
    /// The explicit background colours a row of `capture-pane -e` sets (`40`-`47`, `100`-`107`,
    /// `48;5;N`, `48;2;R;G;B`; `49`, the default, is none), as written.
    static func backgroundColours(in row: String) -> [String] {
        var found: [String] = []
        var rest = Substring(row)
        while let start = rest.range(of: "\u{1B}[") {
            let after = rest[start.upperBound...]
            guard let end = after.firstIndex(where: { $0.isLetter }) else { break }
            if after[end] == "m" {
                let tokens = after[..<end].split(separator: ";", omittingEmptySubsequences: false)
                var i = 0
                while i < tokens.count {
                    let token = tokens[i]
                    if token.hasPrefix("48:") { found.append(String(after[..<end])) }
                    let n = Int(token) ?? 0
                    if n == 38 || n == 48 {
                        if n == 48 { found.append(String(after[..<end])) }
                        i += i + 1 < tokens.count && tokens[i + 1] == "2" ? 5 : 3
                        continue
                    }
                    if (40...47).contains(n) || (100...107).contains(n) { found.append(String(after[..<end])) }
                    i += 1
                }
            }
            rest = after[after.index(after: end)...]
        }
        return found
    }

    @Test("the parser of capture-pane -e finds background colours and nothing else")
    func parser() {
        #expect(Self.backgroundColours(in: "\u{1B}[31mred\u{1B}[39m \u{1B}[7mrev\u{1B}[27m \u{1B}[38;5;48mfg\u{1B}[49m").isEmpty)
        #expect(Self.backgroundColours(in: "\u{1B}[38;2;1;48;3m x \u{1B}[2m dim").isEmpty)
        #expect(Self.backgroundColours(in: "a\u{1B}[48;5;16mb") == ["48;5;16"])
        #expect(Self.backgroundColours(in: "\u{1B}[1;40m b \u{1B}[103m") == ["1;40", "103"])
        #expect(Self.backgroundColours(in: "\u{1B}[48;2;0;0;0m") == ["48;2;0;0;0"])
    }

    /// Runs `loupe tmux` with `arguments` in a popup over a 40x10 pane of text, drags on its
    /// second row until the lens shows (below it, with room right of it and below for its shadow)
    /// and lets it come to rest; returns the client's screen with its styles, the rows of the lens
    /// and the row of its shadow.
    static func lensRows(_ arguments: [String]) throws -> (rows: [String], lens: ClosedRange<Int>, shadow: Int) {
        let file = NSTemporaryDirectory() + "loupe-background-\(UInt32.random(in: 0...UInt32.max)).txt"
        let text = (1...10).map { "line \($0) of the text the lens goes over" }.joined(separator: "\n")
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        let server = try TmuxTestServer(columns: 40, rows: 10, command: "cat '\(file)'; rm -f '\(file)'; exec sleep 100000")
        try server.attachClient(columns: 40, rows: 11)
        try server.waitUntil { try server.paneRows("%0").contains { $0.hasPrefix("line 10") } }
        var environment = server.environment
        // swift test sets NO_COLOR (no colours at all: nothing to see); the terminal here has 256.
        for name in ["COLORFGBG", "LOUPE_BACKGROUND", "LOUPE_CONFIG", "NO_COLOR"] { environment.removeValue(forKey: name) }
        environment["XDG_CONFIG_HOME"] = "/nonexistent/loupe-test-config"
        let run = TmuxPickInteractionTests.Run(["--target", "%0"] + arguments, environment: environment)
        try TmuxPickInteractionTests.pressAndDrag(server, .client, from: (6, 2), to: (14, 2))
        usleep(400_000)
        let rows = try server.outer(["capture-pane", "-p", "-e", "-t", "outer"]).components(separatedBy: "\n")
        try TmuxPickInteractionTests.send(server, .client, ["1b"])
        try server.waitUntil(timeout: 15, "loupe tmux to finish") { run.done != nil }
        let top = try #require(rows.firstIndex { $0.contains("╭") }, "\(rows)")
        let bottom = try #require(rows.lastIndex { $0.contains("╰") }, "\(rows)")
        try #require(bottom + 1 < 10, "the shadow's row is on the pane: \(rows)")
        return (rows, top...bottom, bottom + 1)
    }

    @Test("unknown background: no cell of the lens's rows or its shadow's has a background colour; the shadow is dim text")
    func noBandUnderTheLens() throws {
        let (rows, lens, shadow) = try Self.lensRows([])
        for r in lens.lowerBound...shadow {
            let colours = Self.backgroundColours(in: rows[r])
            #expect(colours.isEmpty, "row \(r): \(colours) in \(rows[r].debugDescription)")
        }
        #expect(rows[shadow].contains("\u{1B}[2m"), "the shadow: dim text, in \(rows[shadow].debugDescription)")
    }

    @Test("--background dark: the shadow's row is shaded toward black again (the band the check is for)")
    func darkShadesTheShadow() throws {
        let (rows, _, shadow) = try Self.lensRows(["--background", "dark"])
        #expect(!Self.backgroundColours(in: rows[shadow]).isEmpty, "\(rows[shadow].debugDescription)")
    }
}
