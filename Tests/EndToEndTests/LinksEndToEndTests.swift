import Foundation
import Testing

/// Links in `loupe view`, in tmux with real mouse bytes: hover shows the target, ctrl+click runs
/// the opener with exactly the target (a refused scheme runs nothing and says why), and a long
/// press opens the preview.
@Suite(.serialized, .enabled(if: TmuxHarness.available, "\(TmuxHarness.skipReason)"))
struct LinksEndToEndTests {
    /// A text of links and a stub opener that writes its one argument to `opened.txt` beside it.
    static func fixture() throws -> (text: String, opener: String, opened: String) {
        let dir = NSTemporaryDirectory() + "loupe-links-e2e-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let text = dir + "/links.txt"
        try "see https://example.com/a?b=1&c=2 here\ngo javascript://alert(1) now\n".write(toFile: text, atomically: true, encoding: .utf8)
        let opener = dir + "/opener.sh"
        let opened = dir + "/opened.txt"
        try "#!/bin/sh\nprintf '%s' \"$1\" > '\(opened)'\n".write(toFile: opener, atomically: true, encoding: .utf8)
        chmod(opener, 0o755)
        return (text, opener, opened)
    }

    func view(_ f: (text: String, opener: String, opened: String), _ options: String = "") throws -> TmuxHarness {
        try TmuxHarness(columns: 80, rows: 12, command: "view", arguments: "--open-command \(f.opener) \(options) \(f.text)",
                        isReady: { $0.contains { $0.contains("links.txt") && $0.contains("lines") } })
    }

    @Test func ctrlClickRunsTheOpenerWithExactlyTheTarget() throws {
        let f = try Self.fixture()
        let h = try view(f)
        // ctrl+press (16) and release on "example" (row 0, column 12).
        try h.send(TmuxHarness.sgr(16, 12, 0) + TmuxHarness.sgr(16, 12, 0, release: true))
        let deadline = Date().addingTimeInterval(5)
        while (FileManager.default.contents(atPath: f.opened)?.count ?? 0) == 0 && Date() < deadline { usleep(20_000) }
        #expect(FileManager.default.contents(atPath: f.opened).map { String(decoding: $0, as: UTF8.self) } == "https://example.com/a?b=1&c=2")
        // A javascript: link is refused, with a message, and the opener does not run.
        try FileManager.default.removeItem(atPath: f.opened)
        try h.send(TmuxHarness.sgr(16, 8, 1) + TmuxHarness.sgr(16, 8, 1, release: true))
        try h.waitFor("the refusal") { $0.contains { $0.contains("refused to open a javascript: link") } }
        usleep(300_000)
        #expect(!FileManager.default.fileExists(atPath: f.opened))
    }

    @Test func hoverShowsTheTargetAndALongPressPreviews() throws {
        let f = try Self.fixture()
        let h = try view(f, "--hover")
        // Motion with no button (35) over the link.
        try h.send(TmuxHarness.sgr(35, 10, 0) + TmuxHarness.sgr(35, 12, 0))
        try h.waitFor("the target in the status line") { $0.contains { $0.contains("→ https://example.com/a?b=1&c=2") } }
        // Underlined: the row's escapes as tmux keeps them turn underline on just before the link.
        let styled = try h.run(["capture-pane", "-p", "-e"]).components(separatedBy: "\n")[0]
        #expect(styled.hasPrefix("see \u{1B}[4m"), "\(styled.debugDescription)")
        #expect(styled.contains("https://example.com/a?b=1&c=2\u{1B}["), "the style changes back right after the link")
        // A press held still: the preview.
        try h.send(TmuxHarness.sgr(0, 12, 0))
        let screen = try h.waitFor("the preview") { $0.contains { $0.contains("Copy link") } }
        #expect(screen.contains { $0.contains("╭") })
        try h.send(TmuxHarness.sgr(0, 12, 0, release: true))
        try h.send("\u{1B}")
        try h.waitFor("the preview dismissed") { !$0.contains { $0.contains("Copy link") } }
    }

    /// Presses on the link, moves along it (still on it: no long press, the press stays) and
    /// gives row 0 with its escapes once it changed; then releases and waits for it to be plain.
    static func pressedRow(_ h: TmuxHarness) throws -> String {
        let before = try h.run(["capture-pane", "-p", "-e"]).components(separatedBy: "\n")[0]
        #expect(before == "see https://example.com/a?b=1&c=2 here", "plain text at first: \(before.debugDescription)")
        try h.send(TmuxHarness.sgr(0, 12, 0) + TmuxHarness.sgr(32, 14, 0))
        var row = before
        let end = Date().addingTimeInterval(5)
        while Date() < end && row == before {
            usleep(20_000)
            row = try h.run(["capture-pane", "-p", "-e"]).components(separatedBy: "\n")[0]
        }
        try h.send(TmuxHarness.sgr(0, 14, 0, release: true))
        try h.waitFor("the link plain again") { _ in
            let now = (try? h.run(["capture-pane", "-p", "-e"]).components(separatedBy: "\n")[0]) ?? ""
            return !now.hasPrefix("see \u{1B}[")
        }
        return row
    }

    @Test func aPressedLinkIsFadedUntilTheButtonGoes() throws {
        let f = try Self.fixture()
        // tmux answers no OSC 11: the background is said to be dark (unknown, the press would be dim).
        let h = try TmuxHarness(columns: 80, rows: 12, command: "view", arguments: f.text,
                                environment: "TERM=xterm-256color NO_COLOR= LOUPE_BACKGROUND=dark",
                                isReady: { $0.contains { $0.contains("links.txt") && $0.contains("lines") } })
        // The link's cells, and only they, in a foreground faded 40% toward the background: the
        // terminal's default text (229,229,229 assumed on a dark one) 40% of the way to black is
        // grey 137, which 256 colours show as grey 245 (138,138,138). ("exa" is the drag's selection.)
        let row = try Self.pressedRow(h)
        #expect(row.hasPrefix("see \u{1B}[38;5;245mhttps://\u{1B}[7mexa\u{1B}[0m\u{1B}[38;5;245m\u{1B}[49mmple.com/a?b=1&c=2\u{1B}[39m here"),
                "\(row.debugDescription)")
    }

    @Test func withoutColoursAPressedLinkIsDim() throws {
        let f = try Self.fixture()
        let h = try TmuxHarness(columns: 80, rows: 12, command: "view", arguments: f.text, environment: "NO_COLOR=1",
                                isReady: { $0.contains { $0.contains("links.txt") && $0.contains("lines") } })
        let row = try Self.pressedRow(h)
        #expect(row.hasPrefix("see \u{1B}[2mhttps://"), "\(row.debugDescription)")
        #expect(row.contains("mple.com/a?b=1&c=2\u{1B}[0m"), "dim ends with the link: \(row.debugDescription)")
    }

    @Test func theAllowedSchemesComeFromTheCommandLineThenTheEnvironmentThenTheFile() throws {
        let f = try Self.fixture()
        let dir = (f.text as NSString).deletingLastPathComponent
        try "[links]\nopen-schemes = [\"http\"]\n".write(toFile: dir + "/c.toml", atomically: true, encoding: .utf8)
        // The file allows http only, the environment javascript, the command line javascript and https.
        let h = try TmuxHarness(columns: 80, rows: 12, command: "view",
                                arguments: "--config \(dir)/c.toml --open-schemes javascript,HTTPS --open-command \(f.opener) \(f.text)",
                                environment: "LOUPE_OPEN_SCHEMES=javascript",
                                isReady: { $0.contains { $0.contains("links.txt") && $0.contains("lines") } })
        try h.send(TmuxHarness.sgr(16, 12, 0) + TmuxHarness.sgr(16, 12, 0, release: true))
        let deadline = Date().addingTimeInterval(5)
        while (FileManager.default.contents(atPath: f.opened)?.count ?? 0) == 0 && Date() < deadline { usleep(20_000) }
        #expect(FileManager.default.contents(atPath: f.opened).map { String(decoding: $0, as: UTF8.self) } == "https://example.com/a?b=1&c=2")
        // Without the command line, the environment's javascript only: https is refused.
        let g = try TmuxHarness(columns: 80, rows: 12, command: "view", arguments: "--config \(dir)/c.toml \(f.text)",
                                environment: "LOUPE_OPEN_SCHEMES=javascript",
                                isReady: { $0.contains { $0.contains("links.txt") && $0.contains("lines") } })
        try g.send(TmuxHarness.sgr(16, 12, 0) + TmuxHarness.sgr(16, 12, 0, release: true))
        try g.waitFor("the refusal") { $0.contains { $0.contains("refused to open a https: link (only javascript open)") } }
    }

    @Test func aBadSchemeListIsAClearErrorAndANonZeroExit() throws {
        let bad = try LoupeBinary.run(["view", "--open-schemes", "http,ftp:", "/dev/null"])
        #expect(bad.status != 0)
        #expect(bad.stderr.contains("--open-schemes: expected URL schemes separated by commas"), "\(bad.stderr)")
        #expect(bad.stderr.contains("got \"ftp:\", which is no URL scheme (write it without \":\" or \"://\")"))
        let env = try LoupeBinary.run(["pick", "/dev/null"], environment: ["LOUPE_OPEN_SCHEMES": ",", "PATH": "/usr/bin:/bin", "HOME": "/nonexistent"])
        #expect(env.status == 1)
        #expect(env.stderr.hasPrefix("LOUPE_OPEN_SCHEMES (links.open-schemes): expected URL schemes"), "\(env.stderr)")
    }
}
